package ingenious

import (
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// Draw draws a snapshot of an Ingenious position: a status line, the board in
// use with its coordinates and start symbols, the tiles, the last turn
// highlighted with the runs that scored it, the marks and arrows of the
// comments, and the score tracks beside the board. Layers are drawn in
// that order.
func Draw(sn notation.Snapshot, o diagram.Options) *diagram.Drawing {
	s := sceneOf(sn, o)
	w, h := s.size()
	d := diagram.New(w, h)
	d.Class = "diagram ingenious"
	d.Title = "Ingenious: " + s.status()
	d.Desc = s.description()
	d.AddPath(diagram.RoundedRect(0, 0, w, h, 10), "board background", diagram.Style{Fill: paper})
	d.AddText(s.status(), diagram.Pt(pad, caption/2+2), diagram.TextStyle{Size: 15, Bold: true, Baseline: diagram.BaselineCentral}, "title", diagram.Style{Fill: ink})
	s.drawBoard(d.AddGroup("spaces"))
	s.drawCoordinates(d.AddGroup("coordinates"))
	s.drawTiles(d.AddGroup("tiles"))
	s.drawLastTurn(d.AddGroup("last-turn"))
	s.drawMarks(d.AddGroup("marks"))
	s.drawArrows(d.AddGroup("arrows"))
	bw, _ := s.boardHalf()
	s.drawTracks(d.AddGroup("tracks"), pad+2*bw+gutter)
	return d
}
