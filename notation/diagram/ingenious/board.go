package ingenious

import (
	"fmt"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// drawBoard draws the plate and the spaces of the board in use, the start
// symbols on theirs.
func (s *scene) drawBoard(g *diagram.Group) {
	g.AddPolygon(s.plate(), "board", diagram.Style{Fill: plateFill, Stroke: plateEdge, StrokeWidth: 2, Join: diagram.JoinRound})
	for _, sp := range s.board.Spaces() {
		c := s.at(sp)
		if !c.Start {
			g.AddPolygon(s.hexagon(sp, 1.2), "grid", diagram.Style{Fill: spaceFill, Stroke: spaceEdge, StrokeWidth: 0.8})
			continue
		}
		g.AddPolygon(s.hexagon(sp, 1.2), "grid start", diagram.Style{Fill: startFill, Stroke: spaceEdge, StrokeWidth: 0.8})
		addSymbol(g, c.Colour, s.centre(sp), 0.62*hexR, symbolEdge)
	}
}

// drawCoordinates writes the row letters at both ends of each row and the
// column numbers where a column meets the top or the bottom row, one space
// beyond the board.
func (s *scene) drawCoordinates(g *diagram.Group) {
	ts := diagram.TextStyle{Size: 11, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}
	style := diagram.Style{Fill: ink}
	rad := s.board.Radius
	for r := -rad; r <= rad; r++ {
		row := string(rune('a' + r + 7))
		lo, hi := s.rowEnds(r)
		g.AddText(row, s.point(lo-1, r), ts, "coord", style)
		g.AddText(row, s.point(hi+1, r), ts, "coord", style)
	}
	for q := -rad; q <= rad; q++ {
		col := fmt.Sprint(q + 8)
		if q >= 0 {
			g.AddText(col, s.point(q, -rad-1), ts, "coord", style)
		}
		if q <= 0 {
			g.AddText(col, s.point(q, rad+1), ts, "coord", style)
		}
	}
}

// drawTiles draws each tile on the board, seen from its first space: a
// dark body around both hexes and the symbol of each hex's colour.
func (s *scene) drawTiles(g *diagram.Group) {
	if s.pos == nil {
		return
	}
	for _, sp := range s.board.Spaces() {
		c := s.pos.At(sp)
		if c.Partner <= sp {
			continue
		}
		other := s.pos.At(c.Partner).Colour
		tile := g.AddGroup("piece tile")
		tile.Title = fmt.Sprintf("%c%c on %v-%v", c.Colour.Letter(), other.Letter(), sp, c.Partner)
		tile.AddPolygon(s.tileOutline(sp, c.Partner), "piece tile", diagram.Style{Fill: tileFill, Stroke: spaceFill, StrokeWidth: 2.2, Join: diagram.JoinRound})
		addSymbol(tile, c.Colour, s.centre(sp), 0.62*hexR, diagram.None)
		addSymbol(tile, other, s.centre(c.Partner), 0.62*hexR, diagram.None)
	}
}
