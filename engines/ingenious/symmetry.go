package ingenious

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

var (
	_ engines.Symmetric      = Game{}
	_ engines.ScoreSymmetric = Game{}
)

// The board's twelve symmetries: the rotations by 0, 60, ..., 300 degrees
// about h8, counter-clockwise as the diagrams draw the board (h3 to m3),
// then each after the reflection in row h (c8 to m3). Every board size is
// a hexagon about h8 and the start symbols stand on the corners of the
// 2-player area, so each maps the board in use and the start spaces onto
// themselves; it carries the start symbols to other corners, so it comes
// with the permutation of the colours that gives every corner of the
// default layout its colour again (a rotation by 60 turns red to green,
// green to blue, ..., purple to red). The colours are alike in every rule
// (each pair of colours has six tiles, each double five, the ranking sorts
// a track), so a position and its image are worth the same.
var symmetryNames = [12]string{"identity", "rotate 60", "rotate 120", "rotate 180", "rotate 240", "rotate 300",
	"reflect", "reflect, rotate 60", "reflect, rotate 120", "reflect, rotate 180", "reflect, rotate 240", "reflect, rotate 300"}

// symmetry is one symmetry's maps.
type symmetry struct {
	// space is the image of each space of the largest board (0 elsewhere),
	// dir that of each direction, colour that of each colour (0 stays 0).
	space  [gridSize]Space
	dir    [6]int
	colour [NumColours + 1]Colour
	// scores gives the image's track in the position's: its score k is
	// the position's score scores[k].
	scores []int
}

// symmetries holds the maps of the twelve symmetries.
var symmetries = func() (out [len(symmetryNames)]symmetry) {
	for i := range out {
		out[i] = newSymmetry(i)
	}
	return out
}()

// newSymmetry makes the maps of the symmetry numbered i.
func newSymmetry(i int) symmetry {
	var m symmetry
	centre := mustSpace(0, 0)
	for _, s := range (Board{maxR}).spaces() {
		q, r := s.Q(), s.R()
		if i >= 6 { // the reflection in row h
			q, r = q+r, -r
		}
		for range i % 6 { // 60 degrees counter-clockwise: east to north-east
			q, r = q+r, -q
		}
		m.space[s] = mustSpace(q, r)
	}
	for d := range m.dir {
		m.dir[d] = direction(centre, m.space[centre.step(d)])
	}
	for k, s := range startCorners {
		m.colour[DefaultLayout[k]] = DefaultLayout[cornerIndex(m.space[s])]
	}
	m.scores = make([]int, NumColours)
	for c := Red; c <= Purple; c++ {
		m.scores[m.colour[c]-1] = int(c - 1)
	}
	return m
}

// Symmetries names the board's twelve symmetries (engines.Symmetric).
func (Game) Symmetries() []string { return symmetryNames[:len(symmetryNames):len(symmetryNames)] }

// TransformPosition maps a position string under the symmetry numbered i
// (engines.Symmetric): the board, its start symbols and tiles, with their
// colours permuted, and the colours of the score tracks, the claims and
// the racks. The seat to move and the pending bonus placements stay. The
// string is read under the variant its shape gives (one track: solo; two
// on the 4-player board: teams) and with any first-round claims.
func (Game) TransformPosition(i int, position string) (string, error) {
	if err := checkSymmetry(i); err != nil {
		return "", err
	}
	p, err := ParsePosition(shapeRules(position), position)
	if err != nil {
		return "", err
	}
	return p.image(&symmetries[i]).String(), nil
}

// shapeRules are the rules a position string is read under when no record
// gives them: the variant its score tracks and board rows say.
func shapeRules(position string) Rules {
	r := Rules{Variant: Standard, AnyStartSymbol: true}
	f := strings.Fields(position)
	if len(f) < 2 {
		return r
	}
	switch tracks := strings.Count(f[1], "/") + 1; {
	case tracks == 1:
		r.Variant = Solo
	case tracks == 2 && strings.Count(f[0], "/")+1 == 2*BoardFor(4).Radius+1:
		r.Variant = Teams
	}
	return r
}

// image is the position as m maps it.
func (p *Position) image(m *symmetry) *Position {
	q := *p
	for _, s := range (Board{maxR}).spaces() {
		q.cells[m.space[s]] = m.cell(p.cells[s])
	}
	for t := range p.scores {
		for k, from := range m.scores {
			q.scores[t][k] = p.scores[t][from]
		}
	}
	for k, c := range p.claims {
		q.claims[k] = m.colour[c]
	}
	for seat := range p.racks {
		for k, t := range p.racks[seat] {
			q.racks[seat][k] = m.tile(t)
		}
	}
	for k, n := range p.unplaced {
		q.unplaced[m.tile(kindTile[k]).kind()] = n
	}
	return &q
}

// cell maps what stands on a space: its colour and the direction to its
// partner.
func (m *symmetry) cell(c uint8) uint8 {
	out := c&(cellStart|cellOff) | uint8(m.colourOf(Colour(c&cellColour)))
	if d := int(c>>partnerSh) - 1; d >= 0 && d < len(m.dir) {
		out |= uint8(m.dir[d]+1) << partnerSh
	}
	return out
}

// tile maps a tile's colours, in their order.
func (m *symmetry) tile(t Tile) Tile { return Tile{m.colourOf(t.A), m.colourOf(t.B)} }

// colourOf maps a colour; what is no colour stays as it is.
func (m *symmetry) colourOf(c Colour) Colour {
	if !c.Valid() {
		return c
	}
	return m.colour[c]
}

// spaceOf maps a space; what is no space of the largest board becomes the
// zero Space.
func (m *symmetry) spaceOf(s Space) Space {
	if !s.Valid() {
		return 0
	}
	return m.space[s]
}

// TransformMove maps a turn under the symmetry numbered i
// (engines.Symmetric): the spaces and colours of its placements (in long
// form, the first space the earlier in reading order), their declared
// points' colours, and the colours of the tiles drawn.
func (Game) TransformMove(i int, mv engines.Move) (engines.Move, error) {
	if err := checkSymmetry(i); err != nil {
		return nil, err
	}
	t, ok := engines.MoveAs[Turn](mv)
	if !ok {
		return nil, fmt.Errorf("%v is not an Ingenious turn", mv)
	}
	m := &symmetries[i]
	out := t
	out.Placements = make([]Placement, len(t.Placements))
	for k, pl := range t.Placements {
		out.Placements[k] = m.placement(pl)
	}
	out.Refill, out.SwapDraw = m.tiles(t.Refill), m.tiles(t.SwapDraw)
	return &out, nil
}

// placement maps a placement, in long form.
func (m *symmetry) placement(pl Placement) Placement {
	out := Placement{Tile: m.tile(pl.Tile), First: m.spaceOf(pl.First), Second: m.spaceOf(pl.Second)}
	if pl.Declared != nil {
		out.Declared = make([]Points, len(pl.Declared))
		for k, d := range pl.Declared {
			out.Declared[k] = Points{Colour: m.colourOf(d.Colour), Points: d.Points}
		}
	}
	return out.canonical()
}

// tiles maps tiles into a new list (nil stays nil).
func (m *symmetry) tiles(ts []Tile) []Tile {
	if ts == nil {
		return nil
	}
	out := make([]Tile, len(ts))
	for k, t := range ts {
		out[k] = m.tile(t)
	}
	return out
}

// ScoreOrder gives where the symmetry numbered i takes a seat's scores
// (engines.ScoreSymmetric): the image's score k, in track order, is the
// position's score ScoreOrder(i)[k]. Nil for a number that names no
// symmetry.
func (Game) ScoreOrder(i int) []int {
	if checkSymmetry(i) != nil {
		return nil
	}
	s := symmetries[i].scores
	return s[:len(s):len(s)]
}

// checkSymmetry refuses a number that names no symmetry.
func checkSymmetry(i int) error {
	if i < 0 || i >= len(symmetryNames) {
		return fmt.Errorf("there is no symmetry %d: the board of Ingenious has %d, numbered from 0", i, len(symmetryNames))
	}
	return nil
}
