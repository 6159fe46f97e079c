package notation

import "github.com/arbiter-games/arbiter/engines"

// Public is what every player sees of a position: of a game with hidden
// information (Abilities.Hiding: Ingenious's racks), its position string
// without what only some players know; of any other game, the position
// string as it is.
func Public(g Game, position string) string {
	if h := AbilitiesOf(g).Hiding; h != nil {
		return h.PublicPosition(position)
	}
	return position
}

// PublicKey is the Key of what every player sees of a position, so that
// games dealt otherwise that reach one board meet: the openings of an
// archive are merged by it.
func PublicKey(g Game, position string) string { return g.Key(Public(g, position)) }

// PublicMove is a turn as every player sees it: of a game with hidden
// information, without what only its player learns (the tiles drawn); of
// any other game, the turn as it is.
func PublicMove(g Game, m engines.Move) engines.Move {
	if h := AbilitiesOf(g).Hiding; h != nil {
		return h.PublicMove(m)
	}
	return m
}
