package ingenious

import (
	"fmt"
	"slices"

	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// The score tracks' panel beside the board: per track a title (its seats,
// the seat to move marked, the score), the racks of its seats when known,
// and a row per colour: the colour's symbol, the track's cells filled up
// to the score, and the number, bold for the lowest colours.
const (
	panelW    = 214.0
	titleH    = 24.0
	rackH     = 17.0
	colourH   = 15.5
	trackGap  = 12.0
	barX      = 22.0  // the first cell, from the panel's left
	barW      = 156.0 // all cells of a track
	cellGap   = 0.9
	cellH     = 9.0
	rackTileW = 21.0
)

// panelHeight is the height of the tracks' panel.
func (s *scene) panelHeight() float64 {
	h := 0.0
	for t := range s.tracks() {
		h += s.trackHeight(t)
	}
	return h
}

// tracks is the number of score tracks shown.
func (s *scene) tracks() int {
	if s.pos == nil {
		return 0
	}
	return s.pos.Rules().Tracks()
}

// trackHeight is the height of one track's block.
func (s *scene) trackHeight(track int) float64 {
	return titleH + rackH*float64(len(s.rackSeats(track))) + engine.NumColours*colourH + trackGap
}

// seatsOn lists the seats (from 0) that score on a track.
func (s *scene) seatsOn(track int) []int {
	r := s.pos.Rules()
	var seats []int
	for seat := range r.Players {
		if r.TrackOf(seat) == track {
			seats = append(seats, seat)
		}
	}
	return seats
}

// rackSeats lists the seats on a track whose racks are known.
func (s *scene) rackSeats(track int) []int {
	if s.pos == nil || !s.pos.Full() || !s.pos.Rules().HasRacks() {
		return nil
	}
	return s.seatsOn(track)
}

// drawTracks draws every track's block, from the top of the panel.
func (s *scene) drawTracks(g *diagram.Group, x float64) {
	y := caption
	for t := range s.tracks() {
		s.drawTrack(g.AddGroup("track"), t, x, y)
		y += s.trackHeight(t)
	}
}

// drawTrack draws one track's block at (x, y).
func (s *scene) drawTrack(g *diagram.Group, track int, x, y float64) {
	scores := s.pos.Scores(track)
	low := slices.Min(scores[:])
	s.drawTrackTitle(g, track, x, y, low)
	y += titleH
	for _, seat := range s.rackSeats(track) {
		s.drawRack(g, seat, x, y+rackH/2-2)
		y += rackH
	}
	top := s.pos.Rules().Top()
	for i, c := range engine.Colours() {
		mid := y + colourH*(float64(i)+0.5)
		addSymbol(g, c, diagram.Pt(x+8, mid), 6, symbolEdge)
		drawBar(g, c, x+barX, mid, scores[i], top)
		num := g.AddText(fmt.Sprint(scores[i]), diagram.Pt(x+panelW-2, mid),
			diagram.TextStyle{Size: 11, Bold: scores[i] == low, Anchor: diagram.AnchorEnd, Baseline: diagram.BaselineCentral},
			"score "+c.Name(), diagram.Style{Fill: ink})
		num.Title = fmt.Sprintf("%s %d", c.Name(), scores[i])
	}
}

// drawTrackTitle writes a track's seats and score; a triangle points at
// the seat to move.
func (s *scene) drawTrackTitle(g *diagram.Group, track int, x, y float64, low int) {
	seats := s.seatsOn(track)
	mid := y + titleH/2 - 2
	style := diagram.TextStyle{Size: 13, Bold: true, Baseline: diagram.BaselineCentral}
	g.AddText(diagram.FitText(capitalized(s.seatList(seats)), style, panelW-14-scoreW), diagram.Pt(x+14, mid),
		style, "title", diagram.Style{Fill: ink})
	g.AddText(fmt.Sprintf("score %d", low), diagram.Pt(x+panelW-2, mid),
		diagram.TextStyle{Size: 11, Anchor: diagram.AnchorEnd, Baseline: diagram.BaselineCentral}, "score", diagram.Style{Fill: ink})
	if s.pos.Outcome().Over || !slices.Contains(seats, s.pos.Seat()) {
		return
	}
	marker := g.AddPolygon(diagram.RegularPolygon(diagram.Pt(x+5, mid), 5.5, 3, 0), "to-move", diagram.Style{Fill: highlight, Stroke: ink, StrokeWidth: 0.8})
	marker.Title = fmt.Sprintf("seat %d to move", s.pos.Seat()+1)
}

// drawBar draws a colour's track: a cell per point up to the top, filled
// up to the score, with a tick after 18 on a double-length track.
func drawBar(g *diagram.Group, c engine.Colour, x, mid float64, score, top int) {
	w := barW / float64(top)
	for i := range top {
		fill := faint
		if i < score {
			fill = colourFill[c]
		}
		g.AddPolygon(diagram.Rect(x+float64(i)*w, mid-cellH/2, w-cellGap, cellH), "track "+c.Name(), diagram.Style{Fill: fill})
	}
	if top > 18 {
		tx := x + 18*w - cellGap/2
		g.AddLine(diagram.Pt(tx, mid-cellH/2-2), diagram.Pt(tx, mid+cellH/2+2), "track", diagram.Style{Stroke: ink, StrokeWidth: 1})
	}
}

// drawRack draws a seat's rack as small tiles, with the seat's number.
func (s *scene) drawRack(g *diagram.Group, seat int, x, mid float64) {
	tiles, _ := s.pos.Rack(seat)
	g.AddText(fmt.Sprintf("S%d", seat+1), diagram.Pt(x+2, mid),
		diagram.TextStyle{Size: 10, Baseline: diagram.BaselineCentral}, "coord", diagram.Style{Fill: ink})
	for i, t := range tiles {
		left := x + barX + float64(i)*(rackTileW+4)
		body := g.AddPath(diagram.RoundedRect(left, mid-rackTileW/4-1, rackTileW, rackTileW/2+2, 2.5), "piece tile rack", diagram.Style{Fill: tileFill})
		body.Title = fmt.Sprintf("seat %d's rack: %v", seat+1, t)
		addSymbol(g, t.A, diagram.Pt(left+rackTileW/4, mid), 4, diagram.None)
		addSymbol(g, t.B, diagram.Pt(left+3*rackTileW/4, mid), 4, diagram.None)
	}
}

// capitalized returns the text with its first letter in upper case.
func capitalized(text string) string {
	if text == "" || text[0] < 'a' || text[0] > 'z' {
		return text
	}
	return string(text[0]-'a'+'A') + text[1:]
}

// scoreW is the room the score takes at the end of a track's title line.
const scoreW = 60
