package engines

// Symmetric is implemented by games whose board has symmetries: maps of
// the board onto itself under which the rules stay the same (YINSH's
// hexagon: six rotations, each also reflected; Jungle's left-right
// mirror; Ingenious's hexagon, each map with the permutation of the
// colours that keeps its start symbols), so that a position and its image
// are worth the same to the side to move. Training data multiplies by
// them.
type Symmetric interface {
	// Symmetries names the board's symmetries, the identity first
	// ("identity", "rotate 60", "mirror").
	Symmetries() []string
	// TransformPosition gives the position string as the symmetry
	// numbered i (its place in Symmetries) maps it: a position of the
	// game, of the same side to move and the same history. A string that
	// is not one of the game's positions is an error.
	TransformPosition(i int, position string) (string, error)
	// TransformMove gives a turn, in the long form the game's positions
	// give, as the symmetry numbered i maps it: the turn Play accepts in
	// the transformed position where it accepts m in the position. A turn
	// of another game is an error.
	TransformMove(i int, m Move) (Move, error)
}

// ScoreSymmetric is implemented by the symmetric games whose symmetries
// move a seat's scores (Scorer) from place to place: Ingenious's carry
// the colours round with the start symbols, and the score tracks, one per
// colour, with them. In the others a position's image has its scores.
type ScoreSymmetric interface {
	// ScoreOrder gives where the symmetry numbered i (its place in
	// Symmetric.Symmetries) takes a seat's scores: the image's score k is
	// the position's score ScoreOrder(i)[k]. Nil for a number that names
	// no symmetry. The list is the game's: read it, do not change it.
	ScoreOrder(i int) []int
}

// Scorer is implemented by the positions of games that keep scores while
// they are played (Ingenious's score tracks): training rows give them.
type Scorer interface {
	// SeatScores gives a seat's scores (from 0) in the game's order.
	SeatScores(seat int) []int
}
