package view

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// StartLayout is the layout of a record's boards, cut as the drawing of its
// start is: that of Replayed.Views[0], or of a Snapshot of the start with
// the record's players (notation.PlayerNames).
func StartLayout(start notation.Snapshot, g notation.Game) Layout {
	return LayoutOf(diagram.For(g).Draw(start, diagram.Options{}))
}

// Draw draws moment node of a replayed record of the game, cut as the
// layout says: one SVG fragment (the markup inside the <svg> element) for
// each pane.
func (r *Replayed) Draw(g notation.Game, l Layout, node int, flip bool) ([]string, error) {
	if node < 0 || node >= len(r.Views) {
		return nil, fmt.Errorf("no node %d to draw", node)
	}
	return DrawSnapshot(g, l, r.Views[node], r.options(flip))
}

// options are how the record's boards are drawn: turned around or not,
// their turns named as the record numbers them.
func (r *Replayed) options(flip bool) diagram.Options {
	return diagram.Options{Flip: flip, TurnName: r.turnName}
}

// DrawSnapshot draws one position of the game as the options say, cut as
// the layout says: one SVG fragment for each pane.
func DrawSnapshot(g notation.Game, l Layout, s notation.Snapshot, o diagram.Options) ([]string, error) {
	d := diagram.For(g).Draw(s, o)
	var out []string
	for _, pane := range l.Split(d) {
		svg, err := Fragment(pane)
		if err != nil {
			return nil, err
		}
		out = append(out, svg)
	}
	return out, nil
}

// Fragment writes a drawing as SVG markup, through the diagram's own
// writer (which escapes every text), without the <svg> element around it.
func Fragment(d *diagram.Drawing) (string, error) {
	svg, err := d.SVG(diagram.SVGOptions{})
	if err != nil {
		return "", err
	}
	_, body, ok := strings.Cut(string(svg), ">\n")
	body, found := strings.CutSuffix(body, "</svg>\n")
	if !ok || !found {
		return "", errors.New("view: unexpected SVG from the diagram writer")
	}
	return strings.TrimSuffix(body, "\n"), nil
}
