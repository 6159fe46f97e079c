package bridge

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
)

// TestBoardPicked: a place picked of a turn being entered (a YINSH ring,
// a Jungle animal, an Ingenious tile's first space) is drawn on the
// board by the game's drawer, apart from the marks, and is no longer once
// the turn is cancelled.
func TestBoardPicked(t *testing.T) {
	type view struct {
		Session int                `json:"session"`
		Made    []notation.Gesture `json:"made"`
		Targets []notation.Gesture `json:"targets"`
	}
	for _, c := range []struct{ game, text string }{
		{"YINSH", "[Game \"YINSH\"]\n\n1. e5 2. f6 3. g7 4. d4 5. c3 6. h8 7. i9 8. b2 9. e3 10. f4\n"},
		{"Jungle", "[Game \"Jungle\"]\n"},
		{"Ingenious", "[Game \"Ingenious\"]\n"},
	} {
		var s Session
		v := call[view](t, &s, "board.load", map[string]any{"text": c.text})
		for len(v.Made) == 0 || v.Made[len(v.Made)-1].Kind != notation.GestureAt {
			v = call[view](t, &s, "board.click", map[string]any{"session": v.Session, "gesture": v.Targets[0]})
		}
		at := v.Made[len(v.Made)-1].Text
		picked := func() bool {
			drawn := call[BoardDrawAnswer](t, &s, "board.draw", BoardDrawArgs{Session: v.Session})
			return strings.Contains(drawn.Panes[0], `class="picked"`) && strings.Contains(drawn.Panes[0], "picked "+at)
		}
		if !picked() {
			t.Errorf("%s: %s picked is not drawn", c.game, at)
		}
		call[view](t, &s, "board.cancel", map[string]any{"session": v.Session})
		if picked() {
			t.Errorf("%s: %s is drawn picked after cancel", c.game, at)
		}
	}
}
