package protocol

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestParseCommand reads every command of the protocol.
func TestParseCommand(t *testing.T) {
	for _, tc := range []struct {
		line string
		want Command
	}{
		{"uci", Command{Kind: UCI, Name: "uci"}},
		{"jcei", Command{Kind: UCI, Name: "jcei"}},
		{"  isready \r", Command{Kind: IsReady}},
		{"ucinewgame", Command{Kind: NewGame}},
		{"newgame", Command{Kind: NewGame}},
		{"stop", Command{Kind: Stop}},
		{"quit", Command{Kind: Quit}},
		{"", Command{}},
		{"setoption name Hash value 128", Command{Kind: SetOptionCmd, Name: "Hash", Value: "128"}},
		{"setoption name Rules value trapped-captures=yes,traps=any", Command{Kind: SetOptionCmd, Name: "Rules", Value: "trapped-captures=yes,traps=any"}},
		{"setoption name Clear Hash", Command{Kind: SetOptionCmd, Name: "Clear Hash"}},
		{"setoption name Rules value", Command{Kind: SetOptionCmd, Name: "Rules"}},
		{"setoption name Book File value my book.bin", Command{Kind: SetOptionCmd, Name: "Book File", Value: "my book.bin"}},
		{"position startpos", Command{Kind: PositionCmd}},
		{"position startpos moves g3g4 e7d7", Command{Kind: PositionCmd, Moves: []string{"g3g4", "e7d7"}}},
		{"position startpos moves", Command{Kind: PositionCmd}},
		{"position fen L5T/1D3C1/R1P1W1E/7/7/7/e1w1p1r/1c3d1/t5l w 0 1 moves a3a4",
			Command{Kind: PositionCmd, FEN: "L5T/1D3C1/R1P1W1E/7/7/7/e1w1p1r/1c3d1/t5l w 0 1", Moves: []string{"a3a4"}}},
		{"rack 2 RB,GO,YY,PP,RR,BO", Command{Kind: RackCmd, Seat: 2, Tiles: []string{"RB", "GO", "YY", "PP", "RR", "BO"}}},
		{"rack 1 RB GO, YY", Command{Kind: RackCmd, Seat: 1, Tiles: []string{"RB", "GO", "YY"}}},
		{"rack 3", Command{Kind: RackCmd, Seat: 3}},
		{"go movetime 1000", Command{Kind: GoCmd, Go: Go{MoveTime: time.Second}}},
		{"go depth 6", Command{Kind: GoCmd, Go: Go{Depth: 6}}},
		{"go infinite", Command{Kind: GoCmd}},
		{"go", Command{Kind: GoCmd}},
		{"go wtime 59000 btime 58800 winc 500 binc 500", Command{Kind: GoCmd, Go: Go{
			Clock: []time.Duration{59 * time.Second, 58800 * time.Millisecond}, Inc: []time.Duration{500 * time.Millisecond, 500 * time.Millisecond}}}},
		{"go wtime 1000 btime 2000 movestogo 12", Command{Kind: GoCmd, Go: Go{Clock: []time.Duration{time.Second, 2 * time.Second}, MovesToGo: 12}}},
		{"go btime -50", Command{Kind: GoCmd, Go: Go{Clock: []time.Duration{0, -50 * time.Millisecond}}}},
		{"go t1 1000 t2 2000 t3 3000 inc1 10 inc2 20 inc3 30", Command{Kind: GoCmd, Go: Go{
			Clock: []time.Duration{time.Second, 2 * time.Second, 3 * time.Second}, Inc: []time.Duration{10 * time.Millisecond, 20 * time.Millisecond, 30 * time.Millisecond}, Numbered: true}}},
	} {
		got, err := ParseCommand(tc.line)
		if err != nil {
			t.Errorf("ParseCommand(%q): %v", tc.line, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseCommand(%q) = %+v, want %+v", tc.line, got, tc.want)
		}
	}
}

// TestParseCommandErrors: what cannot be read says what is wrong.
func TestParseCommandErrors(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"hello world", `"hello" is not a command`},
		{"UCI", `"UCI" is not a command`},
		{"setoption", "setoption is written setoption name NAME value VALUE"},
		{"setoption value 3", "setoption is written"},
		{"setoption name value 3", "setoption is written"},
		{"position", "position is written position startpos"},
		{"position moves a3a4", "position is written"},
		{"position fen", "position is written"},
		{"position startpos x moves a3a4", "position is written"},
		{"rack", "rack is written rack SEAT TILES"},
		{"rack two RB", `rack: the seat is 1 to 4, not "two"`},
		{"rack 5 RB", `rack: the seat is 1 to 4, not "5"`},
		{"go movetime", "go: movetime needs a number after it"},
		{"go movetime soon", `go: movetime takes a whole number, not "soon"`},
		{"go depth -1", "go: depth must be 0 to 2147483647, not -1"},
		{"go nodes 100", `go: "nodes" is not a limit`},
		{"go t5 100", `go: "t5" is not a limit`},
		{"go wtime 99999999999999999", "go: wtime 99999999999999999 is out of range"},
		{"go wtime 1e3", `go: wtime takes a whole number, not "1e3"`},
		{strings.Repeat("x", 100), `"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..." is not a command`},
	} {
		got, err := ParseCommand(tc.line)
		if err == nil {
			t.Errorf("ParseCommand(%q) = %+v, want an error", tc.line, got)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseCommand(%q): %v, want %q in it", tc.line, err, tc.want)
		}
	}
}

// TestGoString writes each form of go, and reads each back the same.
func TestGoString(t *testing.T) {
	for _, tc := range []struct {
		g    Go
		want string
	}{
		{Go{MoveTime: 1500 * time.Millisecond}, "go movetime 1500"},
		{Go{Depth: 4}, "go depth 4"},
		{Go{}, "go infinite"},
		{Go{Clock: []time.Duration{59 * time.Second, 58800 * time.Millisecond}, Inc: []time.Duration{500 * time.Millisecond, 500 * time.Millisecond}},
			"go wtime 59000 btime 58800 winc 500 binc 500"},
		{Go{Clock: []time.Duration{time.Minute, time.Minute}, MovesToGo: 40}, "go wtime 60000 btime 60000 movestogo 40"},
		{Go{Clock: []time.Duration{time.Second, 2 * time.Second}, Numbered: true}, "go t1 1000 t2 2000"},
		{Go{Clock: []time.Duration{time.Second, 2 * time.Second, 3 * time.Second, 4 * time.Second}, Inc: []time.Duration{0, 0, 0, 0}},
			"go t1 1000 t2 2000 t3 3000 t4 4000 inc1 0 inc2 0 inc3 0 inc4 0"},
		{Go{Clock: []time.Duration{30 * time.Second}}, "go t1 30000"},
	} {
		got := tc.g.String()
		if got != tc.want {
			t.Errorf("%+v.String() = %q, want %q", tc.g, got, tc.want)
		}
		c, err := ParseCommand(got)
		if err != nil || c.Kind != GoCmd || c.Go.String() != got {
			t.Errorf("ParseCommand(%q) = %+v, %v: not the same go", got, c, err)
		}
	}
	// Only one form is written, movetime first.
	if got := (Go{MoveTime: time.Second, Depth: 3, Clock: []time.Duration{1, 2}}).String(); got != "go movetime 1000" {
		t.Errorf("a Go with every limit writes %q, want go movetime 1000", got)
	}
}

// TestRefereeMessages: the messages the referee writes read back as what
// they say.
func TestRefereeMessages(t *testing.T) {
	for _, tc := range []struct {
		line string
		want Command
	}{
		{Rack(2, []string{"RB", "GO", "YY", "PP", "RR", "BO"}), Command{Kind: RackCmd, Seat: 2, Tiles: []string{"RB", "GO", "YY", "PP", "RR", "BO"}}},
		{SetOption("Rules", "trapped-captures=yes"), Command{Kind: SetOptionCmd, Name: "Rules", Value: "trapped-captures=yes"}},
		{SetOption("Players", "3"), Command{Kind: SetOptionCmd, Name: "Players", Value: "3"}},
		{SetOption("Variant", ""), Command{Kind: SetOptionCmd, Name: "Variant"}},
	} {
		got, err := ParseCommand(tc.line)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseCommand(%q) = %+v, %v; want %+v", tc.line, got, err, tc.want)
		}
	}
	if got := Rack(1, []string{"RB", "GO"}); got != "rack 1 RB,GO" {
		t.Errorf("Rack = %q, want rack 1 RB,GO", got)
	}
	if got := SetOption("Hash", "64"); got != "setoption name Hash value 64" {
		t.Errorf("SetOption = %q", got)
	}
}
