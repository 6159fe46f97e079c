package protocol

import (
	"reflect"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/engines"
)

// TestParseReply reads every line an engine writes.
func TestParseReply(t *testing.T) {
	for _, tc := range []struct {
		line string
		want Reply
	}{
		{"id name JungleEngine 0.1", Reply{Kind: ID, Name: "name", Value: "JungleEngine 0.1"}},
		{"id author  Kim  Minji ", Reply{Kind: ID, Name: "author", Value: "Kim Minji"}},
		{"option name Hash type spin default 128 min 1 max 4096", Reply{Kind: OptionDecl, Name: "Hash", Value: "type spin default 128 min 1 max 4096"}},
		{"option name Book File type string default <empty>", Reply{Kind: OptionDecl, Name: "Book File", Value: "type string default <empty>"}},
		{"option name Odd", Reply{Kind: OptionDecl, Name: "Odd"}},
		{"uciok", Reply{Kind: UCIOK}},
		{"jceiok", Reply{Kind: UCIOK}},
		{"readyok\r", Reply{Kind: ReadyOK}},
		{"bestmove g4g5", Reply{Kind: BestMove, Value: "g4g5"}},
		{"bestmove e5-e9;xe4-e8xa2 ponder f6", Reply{Kind: BestMove, Value: "e5-e9;xe4-e8xa2", Ponder: "f6"}},
		{"bestmove", Reply{Kind: BestMove}},
		{"bestmove (none)", Reply{Kind: BestMove, Value: "(none)"}},
		{"info depth 12 score cp 18 nodes 151234 time 40 pv g4g5 d7d6", Reply{Kind: InfoLine, Info: Info{
			Depth: 12, Score: engines.Score{Kind: engines.Centi, Value: 18}, Nodes: 151234, Time: 40 * time.Millisecond, PV: []string{"g4g5", "d7d6"}}}},
		{"info score win 3", Reply{Kind: InfoLine, Info: Info{Score: engines.Score{Kind: engines.WinIn, Value: 3}}}},
		{"info score loss 2 depth 4", Reply{Kind: InfoLine, Info: Info{Depth: 4, Score: engines.Score{Kind: engines.LossIn, Value: 2}}}},
		{"info score mate 5", Reply{Kind: InfoLine, Info: Info{Score: engines.Score{Kind: engines.WinIn, Value: 5}}}},
		{"info score mate -4", Reply{Kind: InfoLine, Info: Info{Score: engines.Score{Kind: engines.LossIn, Value: 4}}}},
		{"info score cp -35 lowerbound nodes 7", Reply{Kind: InfoLine, Info: Info{Score: engines.Score{Kind: engines.Centi, Value: -35}, Nodes: 7}}},
		{"info depth 5 seldepth 9 multipv 1 nps 100 hashfull 3 tbhits 0 nodes 50", Reply{Kind: InfoLine, Info: Info{Depth: 5, Nodes: 50}}},
		{"info string hello  world", Reply{Kind: InfoLine, Info: Info{Text: "hello world"}}},
		{"info pv a3a4 string then text", Reply{Kind: InfoLine, Info: Info{PV: []string{"a3a4"}, Text: "then text"}}},
		{"info depth x nodes -1 time soon score cp", Reply{Kind: InfoLine}},
		{"info score bogus 3 depth 2", Reply{Kind: InfoLine, Info: Info{Depth: 2}}},
		{"info", Reply{Kind: InfoLine}},
	} {
		if got := ParseReply(tc.line); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseReply(%q) = %+v, want %+v", tc.line, got, tc.want)
		}
	}
}

// TestParseReplyGarbage: banners, debug text, broken and binary lines are
// Unknown.
func TestParseReplyGarbage(t *testing.T) {
	for _, line := range []string{
		"", "   ", "JungleEngine 0.1 by Kim (c) 2024", "UCIOK", "Bestmove a3a4", "id", "id version 3", "option", "option type spin",
		"readyok?", "\x00\xff\xfe", "debug: hash 16 MB", "copyprotection ok",
	} {
		if got := ParseReply(line); got.Kind != Unknown {
			t.Errorf("ParseReply(%q) = %+v, want Unknown", line, got)
		}
	}
}

// TestInfoString writes info lines and reads them back the same.
func TestInfoString(t *testing.T) {
	for _, tc := range []struct {
		in   Info
		want string
	}{
		{Info{Depth: 3, Score: engines.Score{Kind: engines.Centi, Value: 12}, Nodes: 100, Time: 5 * time.Millisecond, PV: []string{"a3a4", "a7a6"}}, "info depth 3 score cp 12 nodes 100 time 5 pv a3a4 a7a6"},
		{Info{Score: engines.Score{Kind: engines.WinIn, Value: 3}}, "info score win 3"},
		{Info{Score: engines.Score{Kind: engines.LossIn, Value: 1}, Depth: 2}, "info depth 2 score loss 1"},
		{Info{Text: "bad position\nline two"}, "info string bad position line two"},
		{Info{Depth: 1, Text: "x"}, "info depth 1 string x"},
		{Info{}, "info"},
	} {
		got := tc.in.String()
		if got != tc.want {
			t.Errorf("%+v.String() = %q, want %q", tc.in, got, tc.want)
		}
		back := ParseReply(got)
		if back.Kind != InfoLine || back.Info.String() != got {
			t.Errorf("ParseReply(%q) = %+v: not the same info", got, back)
		}
	}
}

// TestSpecSession reads the spec's Jungle session line by line, each side
// with its own reader.
func TestSpecSession(t *testing.T) {
	commands := []struct {
		line string
		want Command
	}{
		{"uci", Command{Kind: UCI, Name: "uci"}},
		{"setoption name Rules value trapped-captures=yes", Command{Kind: SetOptionCmd, Name: "Rules", Value: "trapped-captures=yes"}},
		{"isready", Command{Kind: IsReady}},
		{"ucinewgame", Command{Kind: NewGame}},
		{"position startpos moves g3g4 e7d7", Command{Kind: PositionCmd, Moves: []string{"g3g4", "e7d7"}}},
		{"go wtime 59000 btime 58800 winc 500 binc 500", Command{Kind: GoCmd, Go: Go{
			Clock: []time.Duration{59000 * time.Millisecond, 58800 * time.Millisecond}, Inc: []time.Duration{500 * time.Millisecond, 500 * time.Millisecond}}}},
		{"quit", Command{Kind: Quit}},
	}
	for _, tc := range commands {
		got, err := ParseCommand(tc.line)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("> %s: read %+v, %v; want %+v", tc.line, got, err, tc.want)
		}
	}
	replies := []struct {
		line string
		want Reply
	}{
		{"id name JungleEngine 0.1", Reply{Kind: ID, Name: "name", Value: "JungleEngine 0.1"}},
		{"option name Hash type spin default 128 min 1 max 4096", Reply{Kind: OptionDecl, Name: "Hash", Value: "type spin default 128 min 1 max 4096"}},
		{"jceiok", Reply{Kind: UCIOK}},
		{"readyok", Reply{Kind: ReadyOK}},
		{"info depth 12 score cp 18 nodes 151234 time 40 pv g4g5 d7d6", Reply{Kind: InfoLine, Info: Info{
			Depth: 12, Score: engines.Score{Kind: engines.Centi, Value: 18}, Nodes: 151234, Time: 40 * time.Millisecond, PV: []string{"g4g5", "d7d6"}}}},
		{"bestmove g4g5", Reply{Kind: BestMove, Value: "g4g5"}},
	}
	for _, tc := range replies {
		if got := ParseReply(tc.line); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("< %s: read %+v, want %+v", tc.line, got, tc.want)
		}
	}
	// What the referee writes is what the session shows.
	g, _ := ParseCommand("go wtime 59000 btime 58800 winc 500 binc 500")
	if got := g.Go.String(); got != "go wtime 59000 btime 58800 winc 500 binc 500" {
		t.Errorf("the session's go is written %q", got)
	}
	if got := SetOption("Rules", "trapped-captures=yes"); got != commands[1].line {
		t.Errorf("the session's setoption is written %q", got)
	}
}
