package ingenious

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
)

func TestParseMove(t *testing.T) {
	tests := []struct {
		text, long string
	}{
		{"RB@h8-h9", "RB@h8-h9"},
		{"BR@h9-h8", "RB@h8-h9"},
		{"GG@i8-h8", "GG@h8-i8"},
		{"RB@h8-h9=R2B0", "RB@h8-h9=R2B0"},
		{"RB@h8-h9;GG@d8-d9", "RB@h8-h9;GG@d8-d9"},
		{"RB@h8-h9;+OY", "RB@h8-h9;+OY"},
		{"RB@h8-h9;GG@d8-d9;+OY,PB", "RB@h8-h9;GG@d8-d9;+OY,PB"},
		{"RB@h8-h9;swap", "RB@h8-h9;swap"},
		{"RB@h8-h9;swap+RB,GG,OY,PP,RY,BO", "RB@h8-h9;swap+RB,GG,OY,PP,RY,BO"},
		{"RB@h8-h9;+OY;swap+RB,GG,OY,PP,RY,BO", "RB@h8-h9;+OY;swap+RB,GG,OY,PP,RY,BO"},
		{"S3:RB@a8-a9", "S3:RB@a8-a9"},
		{"PY@o1-o2", "PY@o1-o2"},
		// More draws than a rack holds read (the rules refuse them).
		{"RB@h8-h9;+OY,PB,RR,GG,BB,OO,YY", "RB@h8-h9;+OY,PB,RR,GG,BB,OO,YY"},
		{"RB@h8-h9;swap+RB,GG,OY,PP,RY,BO,GG", "RB@h8-h9;swap+RB,GG,OY,PP,RY,BO,GG"},
	}
	for _, tc := range tests {
		for _, when := range []string{"first read", "remembered"} {
			m, err := ParseMove(tc.text)
			if err != nil {
				t.Errorf("%q, %s: %v", tc.text, when, err)
				continue
			}
			if _, ok := m.(*engine.Turn); !ok {
				t.Errorf("%q, %s: a %T", tc.text, when, m)
			}
			if got := m.String(); got != tc.long && canonical(m) != tc.long {
				t.Errorf("%q, %s: long form %q, want %q", tc.text, when, got, tc.long)
			}
		}
	}
}

// TestParseMoveAnyCase: turns typed in lower case (or any case) read as
// the same turns, and write their long form in the grammar's case.
func TestParseMoveAnyCase(t *testing.T) {
	tests := []struct{ text, long string }{
		{"gg@l4-m4", "GG@l4-m4"},
		{"GG@L4-M4", "GG@l4-m4"},
		{"rb@h8-h9=r2b0", "RB@h8-h9=R2B0"},
		{"bo@b8-b9=b1o0", "BO@b8-b9=B1O0"}, // b is a row and a colour: its place tells
		{"s3:rb@a8-a9;gg@d8-d9;+oy,pb", "S3:RB@a8-a9;GG@d8-d9;+OY,PB"},
		{"rb@h8-h9;SWAP+rb,gg,oy,pp,ry,bo", "RB@h8-h9;swap+RB,GG,OY,PP,RY,BO"},
		{"Rb@h8-H9;Swap", "RB@h8-h9;swap"},
	}
	for _, tc := range tests {
		m, err := ParseMove(tc.text)
		if err != nil || m.String() != tc.long {
			t.Errorf("%q: %v, %v; want %s", tc.text, m, err, tc.long)
		}
	}
}

// canonical is the long form the engine resolves a turn to.
func canonical(m engines.Move) string {
	p, _ := engine.Game{}.NewPosition(engines.Setup{Tags: map[string]string{"Players": "4"}})
	played, err := p.Play(m)
	if err != nil {
		return m.String()
	}
	return played.Move.String()
}

func TestParseMoveErrors(t *testing.T) {
	tests := []struct {
		text   string
		offset int
		msg    string
	}{
		{"", 0, "expected a placement such as RB@h8-h9"},
		{"xb@h8-h9", 0, "colours R G B O Y P), or the seat S1: to S4: before it"},
		{"rb@H8-H16", 6, `"h16" is not a space: the column is a number 1..15`},
		{"RBH8-h9", 2, `expected "@" after the tile, found "H8"`},
		{"s5:rb@h8-h9", 0, `"S5": a seat is S1 to S4`},
		{"rb@h8-h9=r", 9, "expected the points scored, a colour and a number (R2)"},
		{"RBh8-h9", 2, `expected "@" after the tile, found "h8"`},
		{"RB@h8", 5, `expected "-" and the second space, found the end of the turn`},
		{"RB@h8-", 6, "expected the second space (h9)"},
		{"RB@h8-h16", 6, `"h16" is not a space: the column is a number 1..15`},
		{"RB@a1-a2", 3, "there is no space a1 on any Ingenious board"},
		{"RB@p1-p2", 3, "expected the first space"},
		{"RB@h8-h9;", 9, "expected a bonus placement (GG@d8-d9), the draws (+OY,PB) or swap"},
		{"RB@h8-h9;+", 10, "expected a tile, its two colours (OY)"},
		{"RB@h8-h9;+OY;GG@d8-d9", 13, "bonus placements come before the draws and the swap"},
		{"RB@h8-h9;swap;+OY", 14, "the swap ends the turn"},
		{"RB@h8-h9;swap;swap", 14, "the swap ends the turn"},
		{"RB@h8-h9;+OY;+OY", 13, "the refill is written once"},
		{"+OY", 0, "a turn starts with a placement"},
		{"swap", 0, "a turn starts with a placement"},
		{"RB@h8-h9=R", 9, "expected the points scored, a colour and a number (R2)"},
		{"RB@h8-h9=R1B", 11, "expected more points (B3)"},
		{"RB@h8-h9=a0", 9, "expected the points scored"},
		{"RB@h8-h9=R100", 9, `"R100": declared points are a colour and a number from 0 to 99`},
		{"RB@h8-h9;+OYB", 12, `expected "," and another tile`},
		{"S5:RB@h8-h9", 0, `"S5": a seat is S1 to S4`},
		{"S1RB@h8-h9", 0, "or the seat S1: to S4: before it"},
		{"RB@h8-h9;S2:GG@d8-d9", 9, "the seat is written once, before the turn"},
		{"S2:+OY", 0, "a turn starts with a placement"},
		{"RB@h8-h9;;+OY", 9, "expected a bonus placement (GG@d8-d9), the draws (+OY,PB) or swap"},
		{"RB@h8-h9;GG@d8-d16", 15, `"d16" is not a space`},
		{"RB@h8-h9;GG@d8-d9=G10B", 21, "expected more points (B3)"},
		{"RB@h8-h9 ", 8, `expected "=" and the points scored, ";" and the next part, or the end of the turn`},
	}
	for _, tc := range tests {
		_, err := ParseMove(tc.text)
		var merr *notation.MoveError
		if !errors.As(err, &merr) {
			t.Errorf("%q: %v is not a MoveError", tc.text, err)
			continue
		}
		if merr.Offset != tc.offset || !strings.Contains(merr.Message, tc.msg) {
			t.Errorf("%q: offset %d %q, want %d %q", tc.text, merr.Offset, merr.Message, tc.offset, tc.msg)
		}
	}
}

// TestParseMoveOwnsItsSlices changes a parsed turn and parses the same
// text again: the remembered parts must not have changed.
func TestParseMoveOwnsItsSlices(t *testing.T) {
	const text = "RB@h8-h9=R1B0;GG@d8-d9;+OY,PB;swap+RB,GG,OY,PP,RY,BO"
	for range 2 {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		turn := m.(*engine.Turn)
		if got := turn.String(); got != text {
			t.Fatalf("read %q as %q", text, got)
		}
		turn.Placements[0].Declared[0].Points = 7
		turn.Placements[1].Tile = engine.Tile{A: engine.Red, B: engine.Red}
		turn.Refill[0], turn.SwapDraw[0] = turn.Refill[1], turn.SwapDraw[1]
	}
}

func TestRegistered(t *testing.T) {
	g, err := notation.LookupGame("ingenious")
	if err != nil {
		t.Fatal(err)
	}
	if byFile, ok := notation.GameByFile("club.ingenious"); !ok || byFile.Name() != "Ingenious" {
		t.Error("the .ingenious ending is not known")
	}
	o := engines.Outcome{Over: true, Places: [][]int{{1}, {0, 2}}}
	if got := g.Notation().ResultToken(o); got != "2>1=3" {
		t.Errorf("result token %q", got)
	}
}

// BenchmarkParseMove parses the turns of random full records (placements,
// bonus placements, draws and swaps) as they come; their parts are soon
// remembered.
func BenchmarkParseMove(b *testing.B) {
	texts := randomTurns(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := ParseMove(texts[i%len(texts)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadPart parses the parts of the same turns with participle,
// as ParseMove does for a part it has not seen before.
func BenchmarkReadPart(b *testing.B) {
	var parts []string
	for _, text := range randomTurns(b) {
		parts = append(parts, strings.Split(text, ";")...)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := readPart(parts[i%len(parts)]); err != nil {
			b.Fatal(err)
		}
	}
}

// randomTurns returns the turns of 50 random full records.
func randomTurns(b *testing.B) []string {
	var texts []string
	for seed := range int64(50) {
		_, turns, err := engine.Game{}.RandomGame(seed, engines.Setup{}, 1000)
		if err != nil {
			b.Fatal(err)
		}
		for _, t := range turns {
			texts = append(texts, t.String())
		}
	}
	return texts
}

// TestMovesInScratch: a turn read in a Scratch reads as ParseMove reads it,
// and a turn of parts met before takes no allocation there.
func TestMovesInScratch(t *testing.T) {
	var s scratch.Scratch
	read := movesIn(&s)
	const text = "RB@h8-h9;+OY"
	want, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := read(text); err != nil || got.String() != want.String() {
		t.Fatalf("read in a scratch: %v, %v; want %v", got, err, want)
	}
	if n := testing.AllocsPerRun(100, func() { s.Reset(); read(text) }); n != 0 {
		t.Errorf("%v allocations a turn read in a scratch", n)
	}
}

// TestPlacedTile: placements read by their spaces, with the tile put in
// after, read as the grammar reads them, errors included, whatever was
// read before.
func TestPlacedTile(t *testing.T) {
	for _, text := range []string{
		"RR@g12-h12", "PG@g12-h12", "GP@g12-h12;+RY", "PG@g12-h12=P1G2", "YB@g12-h12=Y1B2", "BB@G12-H12",
		"pg@G12-h12", "PGG@g12-h12", "PG@", "PG@g12", "PG@z99-h12", "PG@g12-h12=X1", "PG@g12-h12=P100",
		"S2:PG@g12-h12", "RB@h8-h9;PG@g12-h12", "PG@g12-h12;PG@g12-h12", "PG@g12--h12", "PX@g12-h12",
	} {
		want, werr := parse(text, readWritten, nil) // the grammar alone, nothing remembered
		got, err := ParseMove(text)
		if !reflect.DeepEqual(err, werr) || err == nil && got.String() != want.String() {
			t.Errorf("%q: %v, %v; the grammar alone gives %v, %v", text, got, err, want, werr)
		}
	}
}
