package ingenious

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// scene is what a diagram shows, read once from a notation.Snapshot and
// its diagram.Options: the position, the last turn's placements, and the
// arrows and marks that name spaces of the board in use (others are left
// out).
type scene struct {
	pos    *engine.Position // nil when the snapshot holds no Ingenious position
	board  engine.Board
	last   *engine.Turn // nil when the snapshot has no last turn
	arrows [][2]engine.Space
	marks  []engine.Space
	picked []engine.Space // of a turn being entered on a board
	flip   bool
	// turn names the turns in the status line, as the record does.
	turn func(int) string
	snap notation.Snapshot // for the players' names
}

// sceneOf reads a snapshot drawn with o. A snapshot without an Ingenious
// position is drawn as the empty 2-player board.
func sceneOf(sn notation.Snapshot, o diagram.Options) scene {
	s := scene{flip: o.Flip, turn: o.Turn, board: engine.BoardFor(2), snap: sn}
	if p, ok := sn.Position.(*engine.Position); ok && p != nil {
		s.pos, s.board = p, p.Board()
	}
	s.last = turnOf(sn.Last)
	for _, a := range sn.Arrows {
		from, err1 := engine.ParseSpace(a[0])
		to, err2 := engine.ParseSpace(a[1])
		if err1 == nil && err2 == nil && from != to && s.board.Contains(from) && s.board.Contains(to) {
			s.arrows = append(s.arrows, [2]engine.Space{from, to})
		}
	}
	s.marks, s.picked = s.spacesOf(sn.Marks), s.spacesOf(sn.Picked)
	return s
}

// spacesOf reads the names of spaces of the board in use, leaving out the
// others.
func (s *scene) spacesOf(names []string) []engine.Space {
	var out []engine.Space
	for _, m := range names {
		if sp, err := engine.ParseSpace(m); err == nil && s.board.Contains(sp) {
			out = append(out, sp)
		}
	}
	return out
}

// turnOf accepts an Ingenious turn or a non-nil pointer to one whose
// placements lie on the board.
func turnOf(m engines.Move) *engine.Turn {
	t, ok := engines.MoveAs[engine.Turn](m)
	if !ok {
		return nil
	}
	for _, pl := range t.Placements {
		if !pl.First.Valid() || !pl.Second.Valid() {
			return nil
		}
	}
	return &t
}

// at returns what stands on a space.
func (s *scene) at(sp engine.Space) engine.Content {
	if s.pos == nil {
		return startContent(sp)
	}
	return s.pos.At(sp)
}

// startContent is what stands on a space of the empty board: the start
// symbols of the default layout.
func startContent(sp engine.Space) engine.Content {
	for i, corner := range engine.StartCorners() {
		if corner == sp {
			return engine.Content{Colour: engine.DefaultLayout[i], Start: true}
		}
	}
	return engine.Content{}
}

// placedLast reports whether the last turn placed a tile on the space.
func (s *scene) placedLast(sp engine.Space) bool {
	if s.last == nil {
		return false
	}
	for _, pl := range s.last.Placements {
		if pl.First == sp || pl.Second == sp {
			return true
		}
	}
	return false
}

// marked reports whether an annotation marks the space.
func (s *scene) marked(sp engine.Space) bool {
	for _, m := range s.marks {
		if m == sp {
			return true
		}
	}
	return false
}
