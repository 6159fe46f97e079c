package ingenious

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// TestTextModes checks what each text mode may write: plain ASCII with
// ASCII, ANSI escapes only with Colour.
func TestTextModes(t *testing.T) {
	for _, c := range goldenCases {
		v, o := c.view(t)
		if text := Text(v, o); strings.Contains(text, "\x1b") {
			t.Errorf("%s: escapes without Colour", c.name)
		}
		o.ASCII = true
		text := Text(v, o)
		for _, name := range c.players { // names are kept as written
			text = strings.ReplaceAll(text, name, "")
		}
		if strings.IndexFunc(text, func(r rune) bool { return r > unicode.MaxASCII }) >= 0 {
			t.Errorf("%s: not ASCII:\n%s", c.name, text)
		}
		o.ASCII, o.Colour = false, true
		if text := Text(v, o); !strings.Contains(text, "\x1b[") {
			t.Errorf("%s: no colour with Colour", c.name)
		}
	}
}

// foreignMove is a move of no Ingenious kind.
type foreignMove struct{}

func (foreignMove) String() string { return "e5-e9" }

// TestOddViews draws snapshots that hold no Ingenious position, a move of
// another game, turns off the board, and annotations that name no space
// of the board in use: nothing panics, and what names no space is left
// out, drawn plainly or flipped in ASCII and colour.
func TestOddViews(t *testing.T) {
	start, err := engine.Game{}.NewPosition(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	var nilTurn *engine.Turn
	offBoard := &engine.Turn{Placements: []engine.Placement{{Tile: engine.Tile{A: engine.Red, B: engine.Red}}}}
	views := map[string]notation.Snapshot{
		"no position":     {},
		"foreign move":    {Position: start, Last: foreignMove{}},
		"nil turn":        {Position: start, Last: nilTurn},
		"turn off board":  {Position: start, Last: offBoard},
		"odd annotations": {Position: start, Arrows: [][2]string{{"h1", "h8"}, {"h8", "h8"}, {"zz", "h8"}}, Marks: []string{"a1", "", "h8"}},
		"turn by value":   {Position: start, Last: engine.Turn{Placements: []engine.Placement{{First: mustSpace(t, "h7"), Second: mustSpace(t, "h8")}}}},
	}
	for name, v := range views {
		for _, o := range []diagram.Options{{}, {Flip: true, ASCII: true, Colour: true}} {
			t.Run(fmt.Sprintf("%s, flipped %t", name, o.Flip), func(t *testing.T) {
				svg, err := Draw(v, o).SVG(diagram.SVGOptions{})
				if err != nil {
					t.Fatal(err)
				}
				if err := diagram.CheckXML(svg); err != nil {
					t.Fatal(err)
				}
				if text := Text(v, o); !strings.Contains(text, "h") {
					t.Errorf("no board:\n%s", text)
				}
				s := sceneOf(v, o)
				if len(s.arrows) > 0 || len(s.marks) > 1 {
					t.Errorf("arrows %v and marks %v kept", s.arrows, s.marks)
				}
			})
		}
	}
}

func mustSpace(t *testing.T, text string) engine.Space {
	t.Helper()
	s, err := engine.ParseSpace(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
