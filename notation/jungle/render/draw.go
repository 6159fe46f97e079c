package render

import (
	"fmt"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// Draw draws a view of a Jungle position: the board with its terrain and
// coordinates, the animals, the last turn highlighted (captures marked on
// the square taken), then the marks and arrows of the comments, and a
// status line above the board. Layers are drawn in that order.
func Draw(v notation.View) *diagram.Drawing {
	s := sceneOf(v)
	d := diagram.New(width, height)
	d.Class = "diagram jungle"
	d.Title = "Jungle (" + s.status() + ")"
	d.Desc = s.description()
	d.AddPath(diagram.RoundedRect(0, 0, width, height, 10), "board", diagram.Style{Fill: paper})
	d.AddText(s.status(), diagram.Pt(width/2, caption/2), diagram.TextStyle{Size: 15, Bold: true, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}, "title", diagram.Style{Fill: ink})
	s.drawTerrain(d.AddGroup("terrain"))
	s.drawCoordinates(d.AddGroup("coordinates"))
	s.drawLastTurn(d.AddGroup("last-turn"))
	s.drawPieces(d.AddGroup("pieces"))
	s.drawMarks(d.AddGroup("marks"))
	s.drawArrows(d.AddGroup("arrows"))
	return d
}

// description is the drawing's longer text: the position string and the
// last turn.
func (s *scene) description() string {
	if s.pos == nil {
		return "An empty Jungle board."
	}
	text := "Position " + s.pos.String() + "."
	if s.played {
		text += " The " + s.lastText() + " is highlighted."
	}
	return text
}

// drawCoordinates writes the files under the board and the ranks on its
// left.
func (s *scene) drawCoordinates(g *diagram.Group) {
	ts := diagram.TextStyle{Size: 13, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}
	style := diagram.Style{Fill: ink}
	for f := range engine.Files {
		sq := engine.SquareAt(f, 0)
		at := diagram.Pt(s.centre(sq).X, top+engine.Ranks*cell+frame+margin/2)
		g.AddText(string(rune('a'+f)), at, ts, "coord", style)
	}
	for r := range engine.Ranks {
		sq := engine.SquareAt(0, r)
		at := diagram.Pt(margin/2, s.centre(sq).Y)
		g.AddText(fmt.Sprint(r+1), at, ts, "coord", style)
	}
}
