package jungle

import (
	"fmt"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// pieceRadius is the radius of an animal's disc.
const pieceRadius = 0.42 * cell

// drawPieces draws every animal on the board.
func (s *scene) drawPieces(g *diagram.Group) {
	for _, sq := range engine.Squares() {
		if p := s.pieceAt(sq); p != engine.NoPiece {
			s.drawPiece(g, sq, p)
		}
	}
}

// drawPiece draws an animal: a disc in its side's colour with the
// animal's letter and, small below it, its rank under the game's rules.
func (s *scene) drawPiece(g *diagram.Group, sq engine.Square, p engine.Piece) {
	c := s.centre(sq)
	fill, edge, letter, faint := blackFill, blackEdge, blackInk, blackFaint
	if p.Side() == engine.White {
		fill, edge, letter, faint = whiteFill, whiteEdge, whiteInk, whiteFaint
	}
	side, animal := sideClass(p.Side()), p.Animal().String()
	rules := s.pos.Rules()
	rank := rules.Rank(p.Animal())
	disc := g.AddCircle(c, pieceRadius, "piece "+side+" "+animal, diagram.Style{Fill: fill, Stroke: edge, StrokeWidth: 1.5})
	disc.Title = fmt.Sprintf("%s on %s (rank %d)", p, sq, rank)
	big := diagram.TextStyle{Size: 21, Bold: true, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}
	g.AddText(string(p.Animal().Letter()), c.Add(diagram.Pt(0, -2.5)), big, "animal-letter "+side, diagram.Style{Fill: letter})
	small := diagram.TextStyle{Size: 8.5, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}
	g.AddText(fmt.Sprint(rank), c.Add(diagram.Pt(0, 13)), small, "animal-rank "+side, diagram.Style{Fill: faint})
}
