package enginelog_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/enginelog"
	"github.com/arbiter-games/arbiter/notation/jungle"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"

	_ "github.com/arbiter-games/arbiter/notation/all"
)

// readFENMoves reads every record of an engine log: the canonical text of
// each record read, and the errors.
func readFENMoves(t testing.TB, text string) ([]*notation.Record, []*notation.Error) {
	t.Helper()
	recs, errs, err := notation.ReadAll(enginelog.NewReader(strings.NewReader(text), "log.jfen", jungle.ParseMove))
	if err != nil {
		t.Fatal(err)
	}
	return recs, errs
}

func TestFENMovesRecords(t *testing.T) {
	const midgame = "l4t1/1d3c1/2p1w1e/7/4r2/E6/2LWP1R/1C3D1/T6 w 6 9"
	cases := []struct{ line, want string }{
		{"startpos", "[Game \"Jungle\"]\n\n*\n"},
		{"position startpos moves a3a4 a7a6 g3g4", "[Game \"Jungle\"]\n\nEa3-a4 Ra7-a6 Rg3-g4 *\n"},
		{"startpos moves", "[Game \"Jungle\"]\n\n*\n"},
		{"position fen " + midgame + " moves c3c7 e7d7", "[Game \"Jungle\"]\n[Position \"" + midgame + "\"]\n\nLc3xc7 We7-d7 *\n"},
		{midgame + " moves c3-c7", "[Game \"Jungle\"]\n[Position \"" + midgame + "\"]\n\nLc3xc7 *\n"},
		{"fen l4t1/1d3c1/2p1w1e/7/4r2/E6/2LWP1R/1C3D1/T6 w", "[Game \"Jungle\"]\n[Position \"" + midgame[:len(midgame)-4] + " 0 1\"]\n\n*\n"},
		{"\tposition  startpos\tmoves a3a4 ", "[Game \"Jungle\"]\n\nEa3-a4 *\n"},
		{"startpos moves Ea3-a4 a7a6", "[Game \"Jungle\"]\n\nEa3-a4 Ra7-a6 *\n"},
		// Other engines' dialects: moves in upper case, six fields as
		// chess FEN has them, r (red) for the first player. The Position
		// tag is Arbiter's form.
		{"position startpos moves G3G4 G7F7 A3B3", "[Game \"Jungle\"]\n\nRg3-g4 Eg7-f7 Ea3-b3 *\n"},
		{"position fen l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1 moves A3A4", "[Game \"Jungle\"]\n\nEa3-a4 *\n"},
		{"fen l4t1/1d3c1/2p1w1e/7/4r2/E6/2LWP1R/1C3D1/T6 b - - 6 9 moves E7D7", "[Game \"Jungle\"]\n[Position \"l4t1/1d3c1/2p1w1e/7/4r2/E6/2LWP1R/1C3D1/T6 b 6 9\"]\n\nWe7-d7 *\n"},
		{"fen l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r moves a3a4", "[Game \"Jungle\"]\n\nEa3-a4 *\n"},
		// An illegal move and the moves after it stay as written.
		{"startpos moves a3a4 a7a6 a4b4 b4b5", "[Game \"Jungle\"]\n\nEa3-a4 Ra7-a6 a4b4 b4b5 *\n"},
		// The game ends: the result is the board's.
		{"fen l6/3R3/7/7/7/7/7/7/6r w moves d8d9", "[Game \"Jungle\"]\n[Position \"l6/3R3/7/7/7/7/7/7/6r w 0 1\"]\n[Result \"1-0\"]\n\nRd8-d9 1-0\n"},
		// Draw rules are the referee's: 100 plies without a capture do not
		// end the imported game.
		{"fen l6/7/7/7/7/7/7/7/6L w 100 60 moves g1f1", "[Game \"Jungle\"]\n[Position \"l6/7/7/7/7/7/7/7/6L w 100 60\"]\n\nLg1-f1 *\n"},
	}
	for _, c := range cases {
		recs, errs := readFENMoves(t, c.line+"\n")
		if len(errs) > 0 || len(recs) != 1 {
			t.Errorf("%q: %d records, errors %v", c.line, len(recs), errs)
			continue
		}
		if got := text.String(recs[0]); got != c.want {
			t.Errorf("%q reads as\n%s\nwant\n%s", c.line, got, c.want)
		}
		if recs[0].GameName() != "Jungle" || recs[0].Game != "Jungle" || recs[0].Number != 1 {
			t.Errorf("%q: game %q, number %d", c.line, recs[0].Game, recs[0].Number)
		}
	}
}

func TestFENMovesErrors(t *testing.T) {
	cases := []struct {
		line   string
		column int
		msg    string
	}{
		{"position", 9, `expected "startpos" or a Jungle position string (FEN)`},
		{"moves a3a4", 1, `expected "startpos" or a Jungle position string (FEN)`},
		{"startpos a3a4", 10, `expected "moves" before the moves, but found "a3a4"`},
		{"fen l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1 a3a4", 53, `expected "moves" before the moves, but found "a3a4" after the position string's 4 fields`},
		{"fen l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1 a3a4", 57, `expected "moves" before the moves, but found "a3a4" after the position string's 6 fields`},
		{"fen l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - x 0 1", 5, `the fourth of six fields (chess's en passant square) must be -, not "x"`},
		{"fen l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1 w", 5, `the position "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1 w" cannot be set up: the board has 8 ranks, not 9`},
		{"startpos moves a3a4 a7a", 23, `cannot read the move "a7a": expected "-", "x" or the square moved to`},
		{"startpos moves a3a4 Qa7a6", 21, `cannot read the move "Qa7a6": expected an animal letter`},
	}
	for _, c := range cases {
		recs, errs := readFENMoves(t, "# a log\n\n"+c.line+"\r\n")
		if len(recs) != 0 || len(errs) != 1 {
			t.Errorf("%q: %d records, errors %v", c.line, len(recs), errs)
			continue
		}
		e := errs[0]
		if e.Pos.Line != 3 || e.Pos.Column != c.column || e.Pos.Offset != 8+c.column || e.Record != 1 || !strings.Contains(e.Msg, c.msg) {
			t.Errorf("%q: error %+v, want 3:%d %q", c.line, e, c.column, c.msg)
		}
		if e.Raw != c.line {
			t.Errorf("%q: the line is not kept as the error's text: %q", c.line, e.Raw)
		}
	}
}

// TestFENMovesFile reads a file of several games: places, numbers, a
// byte-order mark, a bad line among good ones, no line end at the end.
func TestFENMovesFile(t *testing.T) {
	recs, errs := readFENMoves(t, "\ufeffstartpos moves a3a4\nstartpos moves a3\n\n# done\nstartpos moves g3g4 a7a6")
	if len(recs) != 2 || len(errs) != 1 {
		t.Fatalf("%d records, errors %v", len(recs), errs)
	}
	if e := errs[0]; e.Record != 2 || e.Pos.Line != 2 || e.Pos.File != "log.jfen" {
		t.Errorf("error %+v", e)
	}
	second := recs[1]
	if second.Number != 3 || second.Pos.Line != 5 || second.Pos.Offset != 49 {
		t.Errorf("third game: number %d at %+v", second.Number, second.Pos)
	}
	turn := second.Moves.Turns[1]
	if turn.Move != "Ra7-a6" || turn.Pos.Line != 5 || turn.Pos.Column != 21 || turn.Pos.Offset != 69 {
		t.Errorf("turn %q at %+v", turn.Move, turn.Pos)
	}
	if first := recs[0].Moves.Turns[0]; first.Pos.Offset != 18 || first.Pos.Column != 16 {
		t.Errorf("first turn at %+v (after the byte-order mark)", first.Pos)
	}
}

// FuzzFENMoves reads any text as an engine log: nothing panics, errors
// carry their place, and every record read writes canonical text that the
// record reader reads back.
func FuzzFENMoves(f *testing.F) {
	f.Fuzz(func(t *testing.T, src string) {
		rd := enginelog.NewReader(strings.NewReader(src), "fuzz.jfen", jungle.ParseMove)
		for n := 0; ; n++ {
			rec, err := notation.NextRecord(rd)
			var perr *notation.Error
			switch {
			case errors.Is(err, io.EOF):
				return
			case errors.As(err, &perr):
				if perr.Pos.Line < 1 || perr.Pos.Offset < 0 || perr.Pos.Offset > len(src) || perr.Record != n+1 {
					t.Fatalf("error %+v", perr)
				}
				continue
			case err != nil:
				t.Fatal(err)
			}
			if _, perr := text.Parse(text.String(rec), notation.Pos{File: "canonical"}); perr != nil {
				t.Fatalf("%q: the canonical text does not read back: %v\n%s", src, perr, text.String(rec))
			}
		}
	})
}

func BenchmarkFENMoves(b *testing.B) {
	line := "position startpos moves" + strings.Repeat(" a3a4 a7a6 a4a3 a6a7", 25) + "\n"
	b.ReportAllocs()
	for b.Loop() {
		if recs, errs := readFENMoves(b, line); len(recs) != 1 || len(errs) != 0 {
			b.Fatal(errs)
		}
	}
}

// TestFENMovesRefereed referees an imported game: the illegal move is
// reported at its place in the log line, in Jungle terms.
func TestFENMovesRefereed(t *testing.T) {
	recs, _ := readFENMoves(t, "startpos moves a3a4 a7a6 a4b4 b4b5\n")
	rep := referee.Check(recs[0], referee.Options{})
	if len(rep.Diagnostics) != 1 {
		t.Fatalf("diagnostics %v", rep.Diagnostics)
	}
	d := rep.Diagnostics[0]
	if d.Pos.Line != 1 || d.Pos.Column != 26 || d.Turn != 3 || !strings.Contains(d.Message(), "only the rat may enter water") {
		t.Errorf("diagnostic %s at %+v", d, d.Pos)
	}
}

// TestFENMovesSample reads the sample engine log and referees its games.
func TestFENMovesSample(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "engines.jfen"))
	if err != nil {
		t.Fatal(err)
	}
	recs, errs := readFENMoves(t, string(data))
	if len(recs) != 2 || len(errs) != 0 {
		t.Fatalf("%d records, errors %v", len(recs), errs)
	}
	for i, want := range []string{"Black's lion entered the den", "Black captured all of White's animals"} {
		rep := referee.Check(recs[i], referee.Options{})
		if len(rep.Diagnostics) != 0 || rep.Outcome.Reason != want || recs[i].Result != "1-0" {
			t.Errorf("game %d: %v, %q, result %q", i+1, rep.Diagnostics, rep.Outcome.Reason, recs[i].Result)
		}
	}
	if p, _ := recs[1].Tag("Position"); p != "7/7/7/3w3/6c/E6/3L3/5D1/7 w 20 40" {
		t.Errorf("second game starts from %q", p)
	}
}
