package engines

// Move is one complete turn in an engine's own structured form. String
// returns its long-form notation; two turns are the same turn exactly when
// their long forms are equal. A game's moves take one form, the one its
// notation reads and its positions give (Legal, Played.Move): Play refuses
// any other.
type Move interface {
	String() string
}

// Played is what a position reports after it accepted a turn.
type Played struct {
	// Move is the turn as the engine resolved it: the long form, with every
	// part a short form left out filled in.
	Move Move
	// Unchecked lists facts of the turn the engine could not check from what
	// the record holds (hidden information). They are not verdicts of legality.
	Unchecked []string
}

// Position is a game state that can go on: the board, whose turn it is, and
// all history the rules need (repetition counts, supplies, racks).
type Position interface {
	// String returns the game's position string.
	String() string
	// TurnNumber is the number of the next turn, counted one by one whoever
	// plays (the first player's turns are odd in two-player games).
	TurnNumber() int
	// Seat is the seat to move, counted from 0.
	Seat() int
	// Play checks a turn and, when it is legal, applies it. A rule broken is
	// returned as a *RuleError whose message names the rule in the game's
	// terms; the position is then unchanged. Once Outcome is Over, Play
	// refuses every turn (the referee asks why only of a turn refused).
	Play(m Move) (Played, error)
	// Legal lists the turns Play accepts now, in long form, in the order
	// Divide lists them; none when the game is over.
	Legal() []Move
	// Outcome tells whether the game is over and who won.
	Outcome() Outcome
	// Clone returns an independent copy.
	Clone() Position
	// Perft counts the leaves of the turn tree to the given depth.
	Perft(depth int) uint64
	// Divide returns, for each legal turn, its long form and the perft count
	// below it (depth-1), in the order the engine generates them.
	Divide(depth int) []Count
}

// Count is one line of a perft divide.
type Count struct {
	Move  string
	Nodes uint64
}

// Outcome is the state of a game's end.
type Outcome struct {
	// Over is true when no further turn may be played.
	Over bool
	// Places lists the seats (from 0) by finishing place; seats that tie
	// share one group. Empty while the game goes on.
	Places [][]int
	// Reason says in the game's terms why the game ended.
	Reason string
	// Code is the stable code of the rule that ended the game
	// ("jungle/den", "yinsh/rings"), listed by the game's Codes; empty
	// while the game goes on.
	Code Code
}

// MoveAs gives m as a game's own move type T: m is a T, or a non-nil
// pointer to one (a caller may hand either).
func MoveAs[T Move](m Move) (T, bool) {
	if t, ok := m.(T); ok {
		return t, true
	}
	if p, ok := any(m).(*T); ok && p != nil {
		return *p, true
	}
	var zero T
	return zero, false
}

// TwoPlayerPlaces are the places of a two-player game won by seat winner
// (0 or 1), or drawn (winner -1). The lists are shared by every outcome
// that has them: read them, do not change them.
func TwoPlayerPlaces(winner int) [][]int {
	if winner < 0 || winner > 1 {
		return drawnPlaces
	}
	return wonPlaces[winner]
}

var (
	wonPlaces   = [2][][]int{{{0}, {1}}, {{1}, {0}}}
	drawnPlaces = [][]int{{0, 1}}
)

// Setup says which position a record starts from.
type Setup struct {
	// Variant is a named rule set ("" means standard).
	Variant string
	// Rules are options on top of the variant: key=value joined by commas.
	Rules string
	// Position is a position string to start from instead of the start.
	Position string
	// Tags holds the record's other tags, for games that read more of them
	// (seat counts, first racks, start-symbol layouts): those that are a
	// TagReader. Other games never look at it, so it may be nil for them.
	Tags map[string]string
}

// TagReader is implemented by games whose New reads Setup.Tags. A caller
// that has the tags of a record at hand gives them to every game, but
// need make the map only for these (see ReadsTags).
type TagReader interface {
	// ReadsTags reports whether New reads Setup.Tags.
	ReadsTags() bool
}

// ReadsTags reports whether g's New reads Setup.Tags.
func ReadsTags(g Game) bool {
	r, ok := g.(TagReader)
	return ok && r.ReadsTags()
}

// Game is one game: its name, rule sets and options, and its positions.
type Game interface {
	// Name is the game's name as written in the Game tag ("YINSH").
	Name() string
	// Variants lists the named rule sets, the first being the default.
	Variants() []Variant
	// Options lists the rule options and their values.
	Options() []Option
	// Seats returns the fewest and the most players the game allows.
	Seats() (min, max int)
	// New returns the position a record with this setup starts from. A
	// setup it cannot make is a *SetupError naming the tag at fault.
	New(s Setup) (Position, error)
}

// Generator is implemented by games that can make random legal games, for
// tests and benchmarks. The same seed gives the same game.
type Generator interface {
	// RandomGame plays a random legal game from the setup's position to its
	// end (or maxTurns turns) and returns the setup a record of it needs (the
	// given one, with any tags the game drew at random added, such as first
	// racks) and its turns in long form.
	RandomGame(seed int64, s Setup, maxTurns int) (Setup, []Move, error)
}
