package engines

// Hiding is implemented by games with hidden information (Ingenious's
// racks): what every player sees of a position and of a turn. Openings
// merge by it, so that games dealt other tiles meet in one tree.
type Hiding interface {
	// PublicPosition gives a position string as every player sees it:
	// what only some players know left out (the tiles of each rack, its
	// size kept), so that two positions that differ only there give one
	// string. A string that is not one of the game's positions is given
	// back as it is.
	PublicPosition(position string) string
	// PublicMove gives a turn, in long form, as every player sees it:
	// what only its player learns left out (the tiles drawn). A turn of
	// another game is given back as it is.
	PublicMove(m Move) Move
}
