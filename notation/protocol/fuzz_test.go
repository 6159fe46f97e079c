package protocol

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/synctest"
	"time"
)

// exchangeLines are the lines of the golden exchanges, each side's, as
// seeds.
func exchangeLines(t testing.TB, side string) []string {
	files, _ := filepath.Glob(filepath.Join("testdata", "exchange-*.txt"))
	var lines []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			if text, ok := strings.CutPrefix(l, side); ok {
				lines = append(lines, text)
			}
		}
	}
	return lines
}

// FuzzParseReply: any line reads without a panic, and what it reads
// written again reads the same.
func FuzzParseReply(f *testing.F) {
	for _, s := range append(exchangeLines(f, "< "),
		"info depth 12 score cp 18 nodes 151234 time 40 pv g4g5 d7d6", "info score mate -3 lowerbound string x", "bestmove a3a4 ponder a7a6",
		"option name Book File type string default <empty>", "id author A B", "jceiok", "info pv string", "\x00info\tdepth 3") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		r := ParseReply(line)
		var again string
		switch r.Kind {
		case InfoLine:
			again = r.Info.String()
		case ID:
			again = "id " + r.Name + " " + r.Value
		case OptionDecl:
			again = "option name " + r.Name + " " + r.Value
		case BestMove:
			again = strings.TrimSpace("bestmove " + r.Value + " ponder " + r.Ponder)
			if r.Ponder == "" {
				again = strings.TrimSpace("bestmove " + r.Value)
			}
		default:
			return
		}
		back := ParseReply(again)
		if r.Kind == InfoLine {
			// Free text is put on one line once; then it stays.
			if back.Kind != InfoLine || back.Info.String() != again {
				t.Fatalf("%q reads as %+v, written %q, read back %+v", line, r, again, back)
			}
			return
		}
		if !reflect.DeepEqual(back, r) {
			t.Fatalf("%q reads as %+v, written %q, read back %+v", line, r, again, back)
		}
	})
}

// FuzzParseCommand: any line reads without a panic, as a command or an
// error; a command written again reads the same.
func FuzzParseCommand(f *testing.F) {
	for _, s := range append(exchangeLines(f, "> "),
		"go wtime 59000 btime 58800 winc 500 binc 500 movestogo 3", "go t1 1 t2 2 t3 3 inc3 4", "setoption name Clear Hash", "rack 2 RB,GO,YY",
		"position fen L5T/1D3C1/R1P1W1E/7/7/7/e1w1p1r/1c3d1/t5l w 0 1 moves a3a4", "go movetime -1", "go wtime 9223372036855", "position startpos moves") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, err := ParseCommand(line)
		if err != nil {
			if c.Kind != UnknownCmd || err.Error() == "" {
				t.Fatalf("%q: %+v with the error %v", line, c, err)
			}
			return
		}
		again := written(c)
		if again == "" {
			return
		}
		back, err := ParseCommand(again)
		if err != nil {
			t.Fatalf("%q reads as %+v, written %q, which does not read: %v", line, c, again, err)
		}
		if c.Kind == GoCmd {
			if back.Go.String() != again {
				t.Fatalf("%q: go written %q reads back as %q", line, again, back.Go.String())
			}
			return
		}
		if !reflect.DeepEqual(back, c) {
			t.Fatalf("%q reads as %+v, written %q, read back %+v", line, c, again, back)
		}
	})
}

// written writes a command with this package's writers ("" for the kinds
// written as one word).
func written(c Command) string {
	switch c.Kind {
	case SetOptionCmd:
		return SetOption(c.Name, c.Value)
	case RackCmd:
		return Rack(c.Seat, c.Tiles)
	case GoCmd:
		return c.Go.String()
	case PositionCmd:
		start := "startpos"
		if c.FEN != "" {
			start = "fen " + c.FEN
		}
		if len(c.Moves) == 0 {
			return "position " + start
		}
		return "position " + start + " moves " + strings.Join(c.Moves, " ")
	}
	return ""
}

// FuzzServe: Serve reads any input to its end without a panic or a hang,
// and answers every go with one bestmove. It runs on the clock of a
// synctest bubble: a movetime's deadline comes once every goroutine
// waits, and the timeout only if Serve hangs.
func FuzzServe(f *testing.F) {
	f.Add(strings.Join(exchangeLines(f, "> "), "\n"))
	f.Add("setoption name Game value Jungle\nposition startpos moves g3g4\ngo\ngo movetime 1\nstop\nisready\n")
	f.Add("setoption name Game value YINSH\nposition startpos moves a2 a3 a4\ngo depth 2\nposition fen x\ngo\n")
	f.Add("setoption name Game value Ingenious\nsetoption name Players value 3\nposition startpos\nrack 1 RB,GG,OY,PP,RY,BO\ngo\nquit\ngo\n")
	f.Add("\r\n\x00\xff uci \t\ngo wtime 5\nrack\nsetoption name Variant value teams\nsetoption name Game value Ingenious\nposition startpos\ngo\n")
	f.Fuzz(func(t *testing.T, input string) {
		synctest.Test(t, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
			defer cancel()
			var out strings.Builder
			if err := Serve(ctx, strings.NewReader(input), &out, testEngine(false)); err != nil {
				t.Fatalf("Serve: %v", err)
			}
			gos := 0
			for _, l := range strings.Split(input, "\n") {
				c, err := ParseCommand(strings.TrimRight(l, "\r"))
				if err == nil && c.Kind == Quit {
					break
				}
				if err == nil && c.Kind == GoCmd {
					gos++
				}
			}
			if n := strings.Count("\n"+out.String(), "\nbestmove "); n != gos {
				t.Fatalf("%d go commands are answered with %d bestmoves:\n%s", gos, n, out.String())
			}
		})
	})
}
