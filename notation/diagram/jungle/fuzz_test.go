package jungle

import (
	"strings"
	"testing"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// FuzzDraw draws any position the engine accepts, with any annotations,
// last move and players' names, as SVG and as text: nothing may panic, the
// SVG must be well formed, and the text must have its eleven board lines,
// and exactly two more for the names when there are any.
func FuzzDraw(f *testing.F) {
	f.Fuzz(func(t *testing.T, fen, arrowFrom, arrowTo, mark string, from, to uint8, flip bool, black, white string) {
		p, err := engine.NewPosition(fen, engine.StandardRules())
		if err != nil {
			return
		}
		v, o := notation.Snapshot{Position: p, Arrows: [][2]string{{arrowFrom, arrowTo}}, Marks: []string{mark},
			Last: engine.Move{From: engine.Square(from), To: engine.Square(to), Capture: from%2 == 0}, Players: []string{black, white}}, diagram.Options{Flip: flip}
		named := 0
		if black != "" || white != "" {
			named = 2
		}
		svg, err := Draw(v, o).SVG(diagram.SVGOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if err := diagram.CheckXML(svg); err != nil {
			t.Fatal(err)
		}
		for _, mode := range []struct{ ascii, colour bool }{{false, false}, {true, false}, {false, true}} {
			o.ASCII, o.Colour = mode.ascii, mode.colour
			unnamed := v
			unnamed.Players = nil
			n, plain := strings.Count(Text(v, o), "\n"), strings.Count(Text(unnamed, o), "\n")
			if plain < 15 || n != plain+named {
				t.Fatalf("text of %d lines, %d without the names", n, plain)
			}
		}
	})
}

func BenchmarkDraw(b *testing.B) {
	v, o := goldenCases[1].view(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Draw(v, o).SVG(diagram.SVGOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkText(b *testing.B) {
	v, o := goldenCases[1].view(b)
	b.ReportAllocs()
	for b.Loop() {
		Text(v, o)
	}
}
