package referee

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

func check(t *testing.T, src string) *Report {
	t.Helper()
	rec, err := text.Parse(src, notation.Pos{File: "r.race"})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	rec.Number = 1
	return Check(rec, Options{Game: "race"})
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // "line:col turn text: reason" prefixes, in order
	}{
		{"clean", "1. a2 2. a2 3. a2 4. a2 5. a2 1-0", nil},
		{"clean with tag and chess numbers", "[Result \"1-0\"]\n1. a2 a2 2. a2 2... a2 3. a2 1-0", nil},
		{"illegal turn skips the rest", "1. a2 2. a2 3. a2 4. a2 5. a1 6. a2 7. a2 *",
			[]string{"1:34 t6 a2: the count would pass 10 [position 9 1]"}},
		{"variations are checked from the position before their turn",
			"1. a2 (1. a1 2. a2 3. a2) 2. a2 (2. a2 3. a2 4. a2 5. a2 6. a2) 3. a2 *",
			[]string{"1:61 t6 a2: the game is already over (seat 1 reached 10); no turn may follow [position 10 1]"}},
		{"alternatives to an illegal turn are checked too, in source order",
			"1. a2 2. a2 3. a2 4. a2 5. a2 6. a1 (6. a2 7. a2) *",
			[]string{"1:34 t6 a1: the game is already over", "1:41 t6 a2: the game is already over"}},
		{"variations after an illegal turn are skipped",
			"1. a2 2. a2 3. a2 4. a2 5. a1 6. a2 7. a2 (7. a1) *",
			[]string{"1:34 t6 a2: the count would pass 10"}},
		{"wrong number", "1. a2 3. a2 *", []string{"1:7 t2 a2: the turn is numbered 3. but it is turn 2"}},
		{"wrong chess number", "1. a2 2... a2 *", []string{"1:7 t2 a2: the turn is numbered 2... but it is 1..."}},
		{"wrong chess number of a pair's first turn", "1. a2 a2 4. a2 *", []string{"1:10 t3 a2: the turn is numbered 4. but it is 2."}},
		{"Result tag that is no result", "[Result \"A\"]\n1. a2", []string{"1:1 t0 A: the Result tag \"A\" is not a result (1-0, 0-1, 1/2-1/2 or *)",
			"note 2:6 t0 : the movetext ends without a result token (1-0, 0-1, 1/2-1/2 or *)"}},
		{"no result token, after the last comment", "1. a2 (1. a1 {a}) {b\nc}", []string{"note 2:3 t0 : the movetext ends without a result token"}},
		{"no result token after a variation", "1. a2 (1. a1 2. a2)\n", []string{"note 1:19 t0 : the movetext ends without a result token"}},
		{"no movetext", "[Event \"x\"]\n\n", []string{"note 1:1 t0 : the movetext ends without a result token"}},
		{"tags one typing mistake from a known tag", "[Reslut \"1-0\"]\n[Whtie \"Kim\"]\n[Seat \"x\"]\n[Name \"x\"]\n[Whites \"x\"]\n[Round \"1\"]\n[rOUND \"1\"]\n[Kibitzer \"x\"]\n1. a2 *",
			[]string{"note 1:1 t0 : the tag Reslut is not one Arbiter knows: did you mean Result?",
				"note 2:1 t0 : the tag Whtie is not one Arbiter knows: did you mean White?",
				"note 3:1 t0 : the tag Seat is not one Arbiter knows: did you mean Seat1, Seat2, Seat3 or Seat4?",
				"note 4:1 t0 : the tag Name is not one Arbiter knows: did you mean Game?",
				"note 5:1 t0 : the tag Whites is not one Arbiter knows: did you mean White?"}},
		{"a misspelt Game tag", "[Gmae \"race\"]\n1. a2 *", []string{"note 1:1 t0 : the tag Gmae is not one Arbiter knows: did you mean Game?"}},
		{"move syntax error points into the turn", "1. a2 2. a9 *", []string{"1:11 t2 a9: cannot read this turn: a1 or a2 expected"}},
		{"columns count characters", "{좋은 수} 1. a2 {다음} 2. a9 *", []string{"1:23 t2 a9: cannot read this turn"}},
		{"wrong result", "1. a2 2. a2 3. a2 4. a2 5. a2 0-1",
			[]string{"1:31 t0 0-1: the result is 0-1, but the game ended 1-0: seat 1 reached 10 [position 10 1]"}},
		{"token differs from tag", "[Result \"0-1\"]\n1. a2 1-0",
			[]string{"2:7 t0 1-0: the result token 1-0 differs from the Result tag \"0-1\"", "note 2:7 t0 1-0: the moves do not finish the game"}},
		{"unfinished game with a star is fine", "1. a2 *", nil},
		{"bad rules", "[Rules \"goal=x\"]\n1. a2", []string{"1:1 t0 : Race option goal cannot be \"x\" (valid: a whole number (0 or more))"}},
		{"position tag", "[Position \"8 1\"]\n2. a2 0-1", nil},
		{"tag names in any case", "[position \"8 1\"]\n[RULES \"goal=9\"]\n2. a1 0-1", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := check(t, tt.src)
			var got []string
			for _, d := range rep.Diagnostics {
				got = append(got, describe(d))
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
			for i := range got {
				if !strings.HasPrefix(got[i], tt.want[i]) {
					t.Errorf("diagnostic %d:\n got %s\nwant %s", i, got[i], tt.want[i])
				}
			}
		})
	}
}

func describe(d Diagnostic) string {
	s := ""
	if d.Severity == Note {
		s = "note "
	}
	s += strings.TrimPrefix(d.Pos.String(), "r.race:")
	s += " t" + itoa(d.Turn) + " " + d.Text + ": " + d.Reason
	if d.Position != "" {
		s += " [position " + d.Position + "]"
	}
	return s
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestNoGame(t *testing.T) {
	rec, _ := text.Parse("1. a2", notation.Pos{File: "x"})
	rep := Check(rec, Options{})
	if len(rep.Diagnostics) != 1 || !strings.Contains(rep.Diagnostics[0].Reason, "names no game") {
		t.Fatalf("got %v", rep.Diagnostics)
	}
	rec, _ = text.Parse("[Game \"Chess\"]\n1. a2", notation.Pos{File: "x"})
	rep = Check(rec, Options{})
	if len(rep.Diagnostics) != 1 || !strings.Contains(rep.Diagnostics[0].Reason, `unknown game "Chess"`) {
		t.Fatalf("got %v", rep.Diagnostics)
	}
}

// TestReplay: the report mirrors the record's lines, each turn with its
// number, move and (asked for) the position after it; the record is left
// as it was.
func TestReplay(t *testing.T) {
	src := "1. a2 (1. a1 2. a2) 2. a2 3. a9 4. a1 (4. a2)"
	rec, _ := text.Parse(src, notation.Pos{File: "x"})
	before := text.String(rec)
	rep := Check(rec, Options{Game: "race", Positions: true})
	var seen []string
	var walk func(l notation.ReplayLine, depth int)
	walk = func(l notation.ReplayLine, depth int) {
		for _, rt := range l.Turns {
			for _, v := range rt.Variations {
				walk(v, depth+1)
			}
			s := fmt.Sprintf("%d:%d:%s", depth, rt.Number, rt.Turn.Move)
			switch {
			case rt.Played():
				s += " " + rt.After.String()
			case rt.Reached:
				s += " refused"
			default:
				s += " not reached"
			}
			seen = append(seen, s)
		}
	}
	walk(rep.Main, 0)
	want := "1:1:a1 1 1|1:2:a2 3 0|0:1:a2 2 1|0:2:a2 4 0|0:3:a9 refused|1:4:a2 not reached|0:4:a1 not reached"
	if got := strings.Join(seen, "|"); got != want {
		t.Errorf("replayed\n %s\nwant\n %s", got, want)
	}
	if text.String(rec) != before {
		t.Errorf("Check changed the record")
	}
}

// TestRunKeepsOrder referees many records on several workers and checks
// that reports come back in file order, syntax errors in their place.
func TestRunKeepsOrder(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 200; i++ {
		if i%7 == 3 {
			b.WriteString("[Game \"Race\"]\n\n1. a2 )\n\n")
			continue
		}
		b.WriteString("[Game \"Race\"]\n\n1. a2 2. a2 *\n\n")
	}
	src := text.NewReader(strings.NewReader(b.String()), "many")
	n := 0
	err := Run(src, Options{}, 4, func(r Result) error {
		n++
		var perr *notation.Error
		switch {
		case (n-1)%7 == 3 && !errors.As(r.ReadErr, &perr):
			t.Errorf("record %d: want a syntax error, got %v", n, r.ReadErr)
		case (n-1)%7 != 3 && (r.Report == nil || r.Report.Record.Number != n || r.Report.Turns != 2):
			t.Errorf("record %d out of order or wrong: %+v", n, r)
		}
		return nil
	})
	if err != nil || n != 200 {
		t.Fatalf("Run: %v after %d records", err, n)
	}
}

// TestRunHandsOnALoneRecord: a record read while the source then waits
// (a pipe that gives one record, then nothing for a while) is refereed
// and handed to the sink without waiting for more records to fill a
// batch; with the workers busy or idle alike. The source gives its next
// record only once the sink has the one before. The test runs in a
// synctest bubble: its ten seconds pass only when every goroutine of the
// run is blocked, the record held back.
func TestRunHandsOnALoneRecord(t *testing.T) {
	for _, workers := range []int{1, 2, 4} {
		synctest.Test(t, func(t *testing.T) { handsOnALoneRecord(t, workers) })
	}
}

// handsOnALoneRecord is TestRunHandsOnALoneRecord on so many workers.
func handsOnALoneRecord(t *testing.T, workers int) {
	seen := make(chan int, 1)
	calls := 0
	src := func() (notation.Unparsed, error) {
		calls++
		if calls > 1 {
			select {
			case <-seen:
			case <-time.After(10 * time.Second):
				return nil, errors.New("record held back: the sink never had the record before")
			}
		}
		if calls > 5 {
			return nil, io.EOF
		}
		rec, _ := text.Parse("[Game \"Race\"]\n1. a2 *", notation.Pos{})
		return notation.Parsed(rec), nil
	}
	n := 0
	err := Run(notation.ReaderFunc(src), Options{}, workers, func(Result) error {
		n++
		seen <- n
		return nil
	})
	if err != nil || n != 5 {
		t.Errorf("%d workers: %v after %d records", workers, err, n)
	}
}

func TestRunStopsOnReadError(t *testing.T) {
	boom := errors.New("disk on fire")
	calls := 0
	src := func() (notation.Unparsed, error) {
		calls++
		if calls > 3 {
			return nil, boom
		}
		rec, _ := text.Parse("[Game \"Race\"]\n1. a2", notation.Pos{})
		return notation.Parsed(rec), nil
	}
	if err := Run(notation.ReaderFunc(src), Options{}, 2, func(Result) error { return nil }); !errors.Is(err, boom) {
		t.Fatalf("got %v", err)
	}
}

// TestTurnNames: diagnostics name a turn as the record numbers it.
func TestTurnNames(t *testing.T) {
	for src, want := range map[string]string{
		"1. a2 2. a2 3. a3 *":    "record 1, turn 3 (a3)",
		"1. a2 a2 2. a3 *":       "record 1, turn 2 (a3)",
		"1. a2 a2 2. a2 a3 *":    "record 1, turn 2... (a3)",
		"1. a2 2. a2 3. a2 a3 *": "record 1, turn 4 (a3)",
	} {
		rep := check(t, src)
		if len(rep.Diagnostics) != 1 || !strings.HasPrefix(rep.Diagnostics[0].Message(), want) {
			t.Errorf("%s: got %v, want %s", src, rep.Diagnostics, want)
		}
	}
}

// TestCanonicalNumbering: a canonical record keeps the record's numbering
// style unless told, and reads back in the same style; the turns an
// illegal turn cuts off are numbered too.
func TestCanonicalNumbering(t *testing.T) {
	tests := []struct {
		src     string
		numbers Numbering
		want    string
	}{
		{"1. a2 a2 2. a2 a2 *", KeepNumbering, "1. a2 a2 2. a2 a2 *"},
		{"a2 a2 a2 *", KeepNumbering, "1. a2 2. a2 3. a2 *"},
		{"1. a2 2. a2 3. a2 *", KeepNumbering, "1. a2 2. a2 3. a2 *"},
		{"1. a2 1... a2 *", KeepNumbering, "1. a2 a2 *"},
		{"1. a2 {x} a2 2. a2 $1 a2 *", KeepNumbering, "1. a2 {x} 1... a2 2. a2 $1 a2 *"},
		{"1. a2 a2 (1... a1 2. a2) 2. a2 *", KeepNumbering, "1. a2 a2 (1... a1 2. a2) 2. a2 *"},
		{"1. a2 a2 2. a2 *", TurnNumbering, "1. a2 2. a2 3. a2 *"},
		{"1. a2 2. a2 3. a2 *", ChessNumbering, "1. a2 a2 2. a2 *"},
		{"a2 a9 a2 (a1 a2) a2 *", KeepNumbering, "1. a2 2. a9 3. a2 (3. a1 4. a2) 4. a2 *"},
		{"1. a2 a9 a2 {x} a2 (a1) *", KeepNumbering, "1. a2 a9 2. a2 {x} 2... a2 (2... a1) *"},
	}
	for _, tt := range tests {
		rec, err := text.Parse(tt.src, notation.Pos{File: "r.race"})
		if err != nil {
			t.Fatal(err)
		}
		got := text.String(Check(rec, Options{Game: "race"}).Canonical(tt.numbers))
		if got != tt.want+"\n" {
			t.Errorf("%s (%d): wrote %q, want %q", tt.src, tt.numbers, got, tt.want)
			continue
		}
		if text.String(rec) != text.String(mustParse(t, tt.src)) {
			t.Errorf("%s: Canonical changed the record", tt.src)
		}
		again, _ := text.Parse(got, notation.Pos{File: "r.race"})
		if twice := text.String(Check(again, Options{Game: "race"}).Canonical(KeepNumbering)); twice != got {
			t.Errorf("%s: converted again, %q becomes %q", tt.src, got, twice)
		}
	}
}

// mustParse reads one record of the race.
func mustParse(t *testing.T, src string) *notation.Record {
	t.Helper()
	rec, err := text.Parse(src, notation.Pos{File: "r.race"})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestRunStopsReadingOnSinkError: once the sink fails, the source is read
// no further (but for the records read ahead already), and Run returns the
// sink's error.
func TestRunStopsReadingOnSinkError(t *testing.T) {
	boom := errors.New("disk full")
	calls := 0
	src := func() (notation.Unparsed, error) {
		calls++
		if calls > 100000 {
			return nil, io.EOF
		}
		rec, _ := text.Parse("[Game \"Race\"]\n1. a2 *", notation.Pos{})
		return notation.Parsed(rec), nil
	}
	sunk := 0
	err := Run(notation.ReaderFunc(src), Options{}, 2, func(Result) error { sunk++; return boom })
	if !errors.Is(err, boom) || sunk != 1 || calls > 1000 {
		t.Errorf("Run = %v after %d results sunk and %d records read, want the sink's error after 1, and little read", err, sunk, calls)
	}
}

// TestCanonicalPosition: a Position tag written as another program writes
// it (chess FEN's six fields, r for the first player) comes out in the
// game's own form; the record is left as it was.
func TestCanonicalPosition(t *testing.T) {
	for in, want := range map[string]string{
		"7/7/7/3w3/6c/E6/3L3/5D1/7 w - - 20 40": "7/7/7/3w3/6c/E6/3L3/5D1/7 w 20 40",
		"7/7/7/3w3/6c/E6/3L3/5D1/7 r 20 40":     "7/7/7/3w3/6c/E6/3L3/5D1/7 w 20 40",
		"7/7/7/3w3/6c/E6/3L3/5D1/7 w 20 40":     "7/7/7/3w3/6c/E6/3L3/5D1/7 w 20 40",
	} {
		rec := mustParse(t, "[Game \"Jungle\"]\n[Position \""+in+"\"]\n\n*")
		got, _ := Check(rec, Options{}).Canonical(KeepNumbering).Tag("Position")
		if kept, _ := rec.Tag("Position"); got != want || kept != in {
			t.Errorf("Position %q: canonical %q, want %q (the record's now %q)", in, got, want, kept)
		}
	}
}

// TestCanonicalResult: a canonical record ends in the result the record
// states, else (no result token, no Result tag that is a result) in the
// result the moves reached; read back, it has the errors its source had.
func TestCanonicalResult(t *testing.T) {
	const won = "1. a2 2. a2 3. a2 4. a2 5. a2"
	for _, tt := range []struct{ src, want string }{
		{won, " 1-0"},
		{`[Result "A"]` + "\n" + won, " 1-0"},
		{`[Result ""]` + "\n" + won, " 1-0"},
		{`[Result "0-1"]` + "\n" + won, " 0-1"},
		{won + " 0-1", " 0-1"},
		{`[Result "A"]` + "\n1. a2", " *"},
	} {
		rep := Check(mustParse(t, tt.src), Options{Game: "race"})
		got := text.String(rep.Canonical(KeepNumbering))
		if !strings.HasSuffix(got, tt.want+"\n") {
			t.Errorf("%q: wrote %q, want it to end in %q", tt.src, got, tt.want)
			continue
		}
		again := Check(mustParse(t, got), Options{Game: "race"})
		if before, after := errorReasons(rep), errorReasons(again); !slices.Equal(before, after) {
			t.Errorf("%q: the errors %q become %q in the canonical text", tt.src, before, after)
		}
	}
}

// errorReasons are the reasons of a report's errors.
func errorReasons(rep *Report) []string {
	var out []string
	for _, d := range rep.Diagnostics {
		if d.Severity == Error {
			out = append(out, d.Reason)
		}
	}
	return out
}
