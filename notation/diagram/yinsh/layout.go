package yinsh

import (
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// The drawing's geometry, in user units. Columns stand upright, a to k from
// left to right; rows run down to the right and diagonals up to the right,
// both at 30 degrees, so neighbouring points are one unit apart.
const (
	unit = 40.0
	// colStep is the distance between neighbouring columns: unit·√3/2.
	colStep = unit * 0.8660254037844386
	marginX = 44.0
	// header is the band above the board that shows the score.
	header    = 46.0
	marginTop = header + 30.0
	// topHeight is the height of the highest points (e10, g11) measured
	// as row - column/2, the point's height in units.
	topHeight = 8.0
	// boardHeight is the span of heights, from e1 and g2 (-1) to the top.
	boardHeight = 9.0
	canvasW     = 2*marginX + 10*colStep
	canvasH     = marginTop + boardHeight*unit + 46
)

// layout places points and labels on the canvas, turned around when flip
// is set.
type layout struct{ flip bool }

// xy returns where a point of the board stands, before any flip.
func xy(p engine.Point) (x, y float64) {
	height := float64(p.Row()) - float64(p.Col())/2
	return marginX + float64(p.Col())*colStep, marginTop + (topHeight-height)*unit
}

// at returns where point p is drawn.
func (l layout) at(p engine.Point) diagram.Point {
	x, y := xy(p)
	return l.place(x, y)
}

// near returns where the point p moved by (dx, dy) units (before any flip)
// is drawn: the place of a label.
func (l layout) near(p engine.Point, dx, dy float64) diagram.Point {
	x, y := xy(p)
	return l.place(x+dx*unit, y+dy*unit)
}

// place turns a place on the unflipped board into the drawn one: flipping
// turns the board half a turn around its centre (the header stays).
func (l layout) place(x, y float64) diagram.Point {
	if l.flip {
		return diagram.Pt(canvasW-x, header+canvasH-y)
	}
	return diagram.Pt(x, y)
}
