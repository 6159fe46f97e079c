package engines

// Verdict is what a forced-win search proves about the side to move.
type Verdict int8

// The verdicts of a search.
const (
	// Open: neither side forces a win within the depth (a draw included).
	Open Verdict = iota
	// Win: the side to move forces a win within the depth.
	Win
	// Loss: the opponent forces a win within the depth, whatever the side
	// to move plays.
	Loss
)

var verdictNames = [...]string{"open", "win", "loss"}

// String returns "open", "win" or "loss".
func (v Verdict) String() string {
	if v < 0 || int(v) >= len(verdictNames) {
		return "verdict?"
	}
	return verdictNames[v]
}

// Solution is the result of a forced-win search of one position.
type Solution struct {
	// Verdict is for the side to move.
	Verdict Verdict
	// Turns counts the turns, both sides', to the end of the game with best
	// play: the fewest the winner needs, the most the loser can hold out.
	// 0 for Open, and for a position whose game is over.
	Turns int
	// Line is, for a win or a loss, the principal line to the end: the
	// winner's turns the quickest, the loser's the most stubborn. For Open it
	// holds one turn after which the opponent has no forced win within
	// depth-1 turns (empty at depth 0 or when the game is over).
	Line []Move
	// Nodes counts the positions the search visited.
	Nodes uint64
	// Stopped tells that the search was given up before its end (see
	// Stoppable): Verdict is then Open and proves nothing.
	Stopped bool
}

// Solver searches positions of one game for forced wins. It keeps a
// transposition table between calls, so that the positions of one game are
// solved faster one after the other. A Solver is not safe for concurrent
// use: make one per goroutine.
type Solver interface {
	// Solve searches p to depth turns. Its result is exact: every turn of
	// both sides is tried under the game's own end rules. It fails only
	// when p is not a position of the solver's game.
	Solve(p Position, depth int) (Solution, error)
}

// Stoppable is a Solver whose searches can be given up before their
// end, as a player under a clock needs: SetStop makes it ask stop, every
// thousand positions or so, whether to give up the search under way; a
// search given up returns a Solution that says Stopped, and later
// searches stay exact. nil: searches run to their end.
type Stoppable interface {
	Solver
	SetStop(stop func() bool)
}

// Searcher is implemented by games whose engine can search for forced
// wins.
type Searcher interface {
	// NewSolver returns a solver with a transposition table of 2^tableBits
	// entries (a default size when tableBits is 0).
	NewSolver(tableBits int) Solver
	// DefaultDepth is the depth, in turns, that annotating searches by
	// default.
	DefaultDepth() int
}

// Review is an exact judgement of one turn against the other turns its
// player had, for games without a search.
type Review struct {
	// Missed says in the game's terms what the turn missed; "" when it
	// missed nothing.
	Missed string
	// Better is a legal turn the player had instead that shows it, or nil
	// when none can be written (a tile the record does not show).
	Better Move
	// Points gives the points per colour (or the like) of each part of the
	// turn played.
	Points string
}

// Reviewer is implemented by games whose turns are judged without a
// search: annotate asks it about every turn.
type Reviewer interface {
	// Review judges the turn played at p, which is left unchanged.
	Review(p Position, played Move) (Review, error)
}
