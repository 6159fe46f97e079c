package yinsh_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/yinsh"
)

func pt(s string) engine.Point {
	p, err := engine.ParsePoint(s)
	if err != nil {
		panic(err)
	}
	return p
}

func row(a, b string) engine.Row { return engine.Row{Start: pt(a), End: pt(b)} }

func TestParseMove(t *testing.T) {
	tests := []struct {
		text string
		want engine.Turn
		long string
	}{
		{"e5", engine.Turn{Action: engine.ActionPlace, To: pt("e5")}, "e5"},
		{"K10", engine.Turn{Action: engine.ActionPlace, To: pt("k10")}, "k10"},
		{"e5-e9", engine.Turn{Action: engine.ActionMove, From: pt("e5"), To: pt("e9")}, "e5-e9"},
		{"G11-G9", engine.Turn{Action: engine.ActionMove, From: pt("g11"), To: pt("g9")}, "g11-g9"},
		{"pass", engine.Turn{Action: engine.ActionPass}, "pass"},
		{"PASS", engine.Turn{Action: engine.ActionPass}, "pass"},
		{"resign", engine.Turn{Resign: true}, "resign"},
		{"xa5-e5xb7;c8-d8", engine.Turn{
			Opening: []engine.Removal{{Row: row("a5", "e5"), Ring: pt("b7")}},
			Action:  engine.ActionMove, From: pt("c8"), To: pt("d8"),
		}, "xa5-e5xb7;c8-d8"},
		{"i8-f5;xg5-g9xa5", engine.Turn{
			Action: engine.ActionMove, From: pt("i8"), To: pt("f5"),
			Removals: []engine.Removal{{Row: row("g5", "g9"), Ring: pt("a5")}},
		}, "i8-f5;xg5-g9xa5"},
		{"i8-f5;xa5", engine.Turn{
			Action: engine.ActionMove, From: pt("i8"), To: pt("f5"),
			Removals: []engine.Removal{{Ring: pt("a5")}},
		}, "i8-f5;xa5"},
		{"XA5-E5XB7", engine.Turn{Opening: []engine.Removal{{Row: row("a5", "e5"), Ring: pt("b7")}}}, "xa5-e5xb7"},
		{"xb7;resign", engine.Turn{Opening: []engine.Removal{{Ring: pt("b7")}}, Resign: true}, "xb7;resign"},
		{"e5-e9;resign", engine.Turn{Action: engine.ActionMove, From: pt("e5"), To: pt("e9"), Resign: true}, "e5-e9;resign"},
		{"xc1-c5xd2;xb2-f2xe1;pass", engine.Turn{
			Opening: []engine.Removal{{Row: row("c1", "c5"), Ring: pt("d2")}, {Row: row("b2", "f2"), Ring: pt("e1")}},
			Action:  engine.ActionPass,
		}, "xc1-c5xd2;xb2-f2xe1;pass"},
	}
	for _, tt := range tests {
		m, err := yinsh.ParseMove(tt.text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tt.text, err)
			continue
		}
		if !reflect.DeepEqual(m, tt.want) {
			t.Errorf("ParseMove(%q) = %#v, want %#v", tt.text, m, tt.want)
		}
		if m.String() != tt.long {
			t.Errorf("ParseMove(%q).String() = %q, want %q", tt.text, m.String(), tt.long)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	tests := []struct {
		text   string
		offset int
		msg    string
	}{
		{"", 0, "expected a point, x, pass or resign, found the end of the turn"},
		{"e5-", 3, "expected a point, found the end of the turn"},
		{"e5x", 2, `expected ";" or the end of the turn, found "x"`},
		{"xa5-e5", 6, "expected x and the ring removed with the row, found the end of the turn"},
		{"xa5-e5xb7xc4", 9, `expected ";" or the end of the turn, found "xc4"`},
		{"x", 1, "expected a point, found the end of the turn"},
		{"a1", 0, "a1 is not on the board (column a has rows 2 to 5)"},
		{"e5-k11", 3, "k11 is not on the board (column k has rows 7 to 10)"},
		{"xa5-e5xl7", 7, `"l7" is not a point`},
		{"xa5-e0xb7", 4, `"e0" is not a point`},
		{"e5;e6", 3, "a turn has one placement, move or pass; this is a second one"},
		{"pass;e5-e6", 5, "a turn has one placement, move or pass; this is a second one"},
		{"resign;e5", 7, "nothing can follow resign in a turn"},
		{"draw", 0, `expected a point, x, pass or resign, found "draw"`},
		{"e5-e9;;", 6, `expected a point, x, pass or resign, found ";"`},
		{"e5 e6", 2, "unexpected ' ' (a turn is points, x, -, ;, pass and resign, with no spaces)"},
		{"pass-e5", 4, `expected ";" or the end of the turn, found "-"`},
		{"e5-e9-e10", 5, `expected ";" or the end of the turn, found "-"`},
	}
	for _, tt := range tests {
		_, err := yinsh.ParseMove(tt.text)
		var me *notation.MoveError
		if !errors.As(err, &me) {
			t.Errorf("ParseMove(%q) = %v, want a *notation.MoveError", tt.text, err)
			continue
		}
		if me.Offset != tt.offset || !strings.Contains(me.Message, tt.msg) {
			t.Errorf("ParseMove(%q) error at %d %q, want at %d %q", tt.text, me.Offset, me.Message, tt.offset, tt.msg)
		}
	}
}

// TestParseMoveCacheIsolated checks that changing a parsed turn does not
// change what the next parse of the same text returns.
func TestParseMoveCacheIsolated(t *testing.T) {
	for _, text := range []string{"e5-e9", "xb7;c8-d8"} {
		m, _ := yinsh.ParseMove(text)
		turn := m.(engine.Turn)
		turn.To = pt("a2")
		if len(turn.Opening) > 0 {
			turn.Opening[0].Ring = pt("a2")
		}
		if again, _ := yinsh.ParseMove(text); again.String() != text {
			t.Errorf("ParseMove(%q) after a change = %q", text, again)
		}
	}
}

func TestRegistered(t *testing.T) {
	g, err := notation.LookupGame("yinsh")
	if err != nil {
		t.Fatal(err)
	}
	if g.Name() != "YINSH" || g.Notation().ChessNumbers || g.Notation().Ranking ||
		!reflect.DeepEqual(g.Notation().PlayerTags, []string{"White", "Black"}) {
		t.Errorf("registered %+v", g)
	}
	if g, ok := notation.GameByFile("club/2026.YINSH"); !ok || g.Name() != "YINSH" {
		t.Errorf("GameByFile(.YINSH) = %v, %v", g, ok)
	}
}
