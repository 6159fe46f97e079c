package diagram_test

import "github.com/arbiter-games/arbiter/notation/diagram"

// Colours of the sample drawing.
var (
	wood      = diagram.Hex(0xf0d9b5)
	dark      = diagram.Hex(0x8b5a2b)
	highlight = diagram.Hex(0xcdd26a)
	green     = diagram.Hex(0x15781b)
	orange    = diagram.Hex(0xf08a24)
	red       = diagram.Hex(0xc0392b)
)

// Where the sample's shapes are, for pixel tests.
var (
	samplePieceCentre = diagram.Pt(75, 75)     // the centre of the black piece
	sampleHexCentre   = diagram.Pt(195, 150)   // the centre of the orange hexagon
	sampleBoardPoint  = diagram.Pt(50, 130)    // an empty square of the board
	sampleCorner      = diagram.Pt(0.5, 199.5) // outside the rounded board
)

// sampleDrawing returns a drawing that uses every element and helper: a
// small board with a grid, coordinates, pieces, a last-move highlight, an
// arrow, a hexagon, curves, a title and a Hangul name.
func sampleDrawing() *diagram.Drawing {
	d := diagram.New(240, 200)
	d.Class = "diagram sample"
	d.Title = "Sample diagram"
	d.Desc = "A 5x5 board: a white and a black piece, the last move e1-d2, an arrow & <curves>."
	d.AddPath(diagram.RoundedRect(1, 1, 238, 198, 12), "board", diagram.Style{Fill: wood, Stroke: dark, StrokeWidth: 2})
	grid := d.AddGroup("grid")
	for i := range 6 {
		at := 30 + 30*float64(i)
		grid.AddLine(diagram.Pt(30, at), diagram.Pt(180, at), "grid", diagram.Style{Stroke: dark})
		grid.AddLine(diagram.Pt(at, 30), diagram.Pt(at, 180), "grid", diagram.Style{Stroke: dark})
	}
	coord := diagram.TextStyle{Size: 10, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}
	for i, file := range []string{"a", "b", "c", "d", "e"} {
		at := 45 + 30*float64(i)
		d.AddText(file, diagram.Pt(at, 190), coord, "coord", diagram.Style{Fill: dark})
		d.AddText(string(rune('5'-i)), diagram.Pt(18, at), coord, "coord", diagram.Style{Fill: dark})
	}
	d.AddPolygon(diagram.Rect(150, 150, 30, 30), "last-move", diagram.Style{Fill: highlight, Opacity: 0.75})
	d.AddPolygon(diagram.Rect(120, 120, 30, 30), "last-move", diagram.Style{Fill: highlight, Stroke: green, StrokeWidth: 3, Opacity: 0.5})
	pieces := d.AddGroup("pieces")
	pieces.Title = "Pieces"
	pieces.AddCircle(diagram.Pt(135, 135), 11, "piece white", diagram.Style{Fill: diagram.White, Stroke: diagram.Black, StrokeWidth: 1.5})
	black := pieces.AddCircle(samplePieceCentre, 11, "piece black", diagram.Style{Fill: diagram.Black})
	black.Title = "black piece on b4"
	pieces.AddCircle(diagram.Pt(105, 45), 9, "ring white", diagram.Style{Stroke: diagram.White, StrokeWidth: 4})
	d.AddPath(diagram.Arrow(diagram.Pt(165, 165), diagram.Pt(135, 105), 5), "arrow", diagram.Style{Fill: green, Opacity: 0.8})
	d.AddPolygon(diagram.PointyHexagon(sampleHexCentre, 22), "tile orange", diagram.Style{Fill: orange, Stroke: dark, Join: diagram.JoinRound})
	d.AddPolygon(diagram.RegularPolygon(sampleHexCentre.Add(diagram.Pt(0, -60)), 14, 5, -90), "mark", diagram.Style{Fill: red})
	var curve diagram.PathData
	curve.MoveTo(diagram.Pt(190, 40)).QuadTo(diagram.Pt(230, 40), diagram.Pt(220, 70)).CubeTo(diagram.Pt(200, 90), diagram.Pt(230, 100), diagram.Pt(200, 110))
	d.AddPath(curve, "mark", diagram.Style{Stroke: red, StrokeWidth: 3, Cap: diagram.CapRound, Join: diagram.JoinRound})
	d.AddPolyline([]diagram.Point{{X: 40, Y: 150}, {X: 60, Y: 170}, {X: 80, Y: 150}}, "mark", diagram.Style{Stroke: green, StrokeWidth: 4, Cap: diagram.CapSquare, Join: diagram.JoinBevel})
	d.AddText("Arbiter", diagram.Pt(232, 22), diagram.TextStyle{Size: 14, Bold: true, Anchor: diagram.AnchorEnd}, "title", diagram.Style{Fill: diagram.Black})
	d.AddText("김민지", diagram.Pt(232, 190), diagram.TextStyle{Size: 12, Anchor: diagram.AnchorEnd}, "title", diagram.Style{Fill: dark})
	return d
}
