package jungle

import (
	"fmt"
	"strings"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// Draw draws a snapshot of a Jungle position: the board with its terrain and
// coordinates, the animals, the last turn highlighted (captures marked on
// the square taken), then the marks and arrows of the comments, a status
// line above the board and, when the record names them, the players'
// names on their sides of the board. Layers are drawn in that order.
func Draw(sn notation.Snapshot, o diagram.Options) *diagram.Drawing {
	s := sceneOf(sn, o)
	d := diagram.New(width, s.height())
	d.Class = "diagram jungle"
	d.Title = "Jungle (" + s.status() + ")"
	d.Desc = s.description()
	d.AddPath(diagram.RoundedRect(0, 0, width, s.height(), 10), "board", diagram.Style{Fill: paper})
	d.AddText(s.status(), diagram.Pt(width/2, caption/2), diagram.TextStyle{Size: 15, Bold: true, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}, "title", diagram.Style{Fill: ink})
	s.drawTerrain(d.AddGroup("terrain"))
	s.drawCoordinates(d.AddGroup("coordinates"))
	s.drawLastTurn(d.AddGroup("last-turn"))
	s.drawPieces(d.AddGroup("pieces"))
	s.drawMarks(d.AddGroup("marks"))
	s.drawArrows(d.AddGroup("arrows"))
	if s.named() {
		s.drawNames(d.AddGroup("players"))
	}
	return d
}

// description is the drawing's longer text: the players, the position
// string and the last turn.
func (s *scene) description() string {
	if s.pos == nil {
		return "An empty Jungle board."
	}
	text := "Position " + s.pos.String() + "."
	if s.named() {
		text = s.playerLine(engine.Black) + ", " + s.playerLine(engine.White) + ". " + text
	}
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
		at := diagram.Pt(s.centre(sq).X, s.top()+engine.Ranks*cell+frame+margin/2)
		g.AddText(string(rune('a'+f)), at, ts, "coord", style)
	}
	for r := range engine.Ranks {
		sq := engine.SquareAt(0, r)
		at := diagram.Pt(margin/2, s.centre(sq).Y)
		g.AddText(fmt.Sprint(r+1), at, ts, "coord", style)
	}
}

// drawNames writes each player's name, with the side, in the band on the
// side of the board the player's animals start from: White's above the
// board and Black's under it, the other way round when flipped. Names too
// long for the board are shortened with "…".
func (s *scene) drawNames(g *diagram.Group) {
	ts := diagram.TextStyle{Size: 14, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}
	atTop := s.sideAtTop()
	for _, n := range []struct {
		side engine.Side
		y    float64
	}{{atTop, caption + names/2}, {1 - atTop, s.height() - names/2}} {
		line := s.playerLine(n.side)
		text := g.AddText(diagram.FitText(line, ts, width-2*margin), diagram.Pt(width/2, n.y), ts,
			"player "+strings.ToLower(n.side.String()), diagram.Style{Fill: ink})
		text.Title = line
	}
}
