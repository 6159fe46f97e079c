// Package race is a fourth game, small enough to see whole, made as every
// game is made: one value (Game) that notation.Register takes, with its
// rules engine, its notation, its wire form, its position key, its boards
// in JSON, its random games and an exact search; without a drawer of its
// own, diagram.Plain draws it. It is not one of
// Arbiter's games: the tests register it to show that a game goes through
// every command without a change to the generic packages.
//
// Race: two seats add 1 or 2 in turn to a count that starts at 0 ("a1",
// "a2"); who makes the count reach the goal (option goal, 10 by default)
// wins; a turn that would pass the goal is illegal. A position string is
// the count and the seat to move, from 0: "7 1".
package race

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Game is Race, whole.
type Game struct{}

// The codes of Race's errors.
const (
	// CodePastGoal: a turn would take the count past the goal.
	CodePastGoal engines.Code = "race/past-goal"
	// CodeEnded: the game ended on reaching the goal.
	CodeEnded engines.Code = "race/goal"
)

// Name is "Race".
func (Game) Name() string { return "Race" }

// Variants lists the one rule set.
func (Game) Variants() []engines.Variant {
	return []engines.Variant{{Name: "standard", Doc: "the first to reach the goal wins"}}
}

// Options has the goal.
func (Game) Options() []engines.Option {
	return []engines.Option{{Key: "goal", Doc: "the count to reach", Numeric: true, Default: "10"}}
}

// Seats is two.
func (Game) Seats() (int, int) { return 2, 2 }

// Codes lists the codes of Race's errors and the setup codes.
func (Game) Codes() []engines.CodeDoc {
	return append(engines.SetupCodes(),
		engines.CodeDoc{Code: CodePastGoal, Doc: "a turn would take the count past the goal"},
		engines.CodeDoc{Code: CodeEnded, Doc: "the game ended: a seat reached the goal"})
}

// New is the start, or the position string of Setup.Position.
func (g Game) New(s engines.Setup) (engines.Position, error) {
	rules, err := engines.ResolveRules(g, s.Variant, s.Rules)
	if err != nil {
		return nil, err
	}
	goal, _ := strconv.Atoi(rules["goal"])
	p := &Position{goal: goal}
	if s.Position != "" {
		if err := p.read(s.Position); err != nil {
			return nil, engines.BadPosition(err)
		}
	}
	return p, nil
}

// Move is a turn: how much it adds, 1 or 2.
type Move int

// String is the turn as written: "a1", "a2".
func (m Move) String() string { return "a" + strconv.Itoa(int(m)) }

// MarshalJSON writes the structured turn of the JSON records as the
// generic record schema asks of a game without a schema of its own: an
// object, {"add":1}.
func (m Move) MarshalJSON() ([]byte, error) {
	return []byte(`{"add":` + strconv.Itoa(int(m)) + `}`), nil
}

// ParseMove reads "a1" or "a2", in any case.
func ParseMove(text string) (engines.Move, error) {
	switch strings.ToLower(text) {
	case "a1":
		return Move(1), nil
	case "a2":
		return Move(2), nil
	}
	offset := 0
	if strings.HasPrefix(strings.ToLower(text), "a") {
		offset = 1 // what follows the a is wrong
	}
	return nil, &notation.MoveError{Offset: offset, Message: "a1 or a2 expected"}
}

// ParseMove reads a turn (see the package ParseMove).
func (Game) ParseMove(text string) (engines.Move, error) { return ParseMove(text) }

// Notation: records end .race, number their turns chess style too, and
// name their players White and Black.
func (Game) Notation() notation.Notation {
	return notation.Notation{Extensions: []string{".race"}, ChessNumbers: true, PlayerTags: []string{"White", "Black"}}
}

// Word writes a turn for the engine protocol as a record does.
func (Game) Word(m engines.Move) string { return m.String() }

// ParseWord reads a turn an engine sent.
func (Game) ParseWord(word string) (engines.Move, error) { return ParseMove(word) }

// Key is the whole position string.
func (Game) Key(position string) string { return position }

// Board is the count and the goal.
func (Game) Board(p engines.Position) any {
	rp, ok := p.(*Position)
	if !ok {
		return nil
	}
	return map[string]int{"count": rp.count, "goal": rp.goal}
}

// RandomGame plays random turns from the setup's position to the end, or
// maxTurns turns.
func (g Game) RandomGame(seed int64, s engines.Setup, maxTurns int) (engines.Setup, []engines.Move, error) {
	pos, err := g.New(s)
	if err != nil {
		return s, nil, err
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 7))
	var moves []engines.Move
	for len(moves) < maxTurns {
		legal := pos.Legal()
		if len(legal) == 0 {
			break
		}
		m := legal[rng.IntN(len(legal))]
		if _, err := pos.Play(m); err != nil {
			return s, nil, err
		}
		moves = append(moves, m)
	}
	return s, moves, nil
}

// Position is a count, its goal, and whose turn it is.
type Position struct {
	count, goal int
	// turns counts the turns played; first is the seat that moved first.
	turns, first int
}

// read reads a position string: the count and the seat to move.
func (p *Position) read(s string) error {
	var count, seat int
	if n, err := fmt.Sscanf(s, "%d %d", &count, &seat); err != nil || n != 2 || seat < 0 || seat > 1 || count < 0 || count > p.goal {
		return fmt.Errorf("a Race position is the count (0 to %d) and the seat to move (0 or 1), not %q", p.goal, s)
	}
	p.count, p.first = count, seat
	return nil
}

// String is the count and the seat to move.
func (p *Position) String() string { return fmt.Sprintf("%d %d", p.count, p.Seat()) }

// TurnNumber counts turns one by one from 1 (2 when the second seat
// starts).
func (p *Position) TurnNumber() int { return p.first + p.turns + 1 }

// Seat is the seat to move.
func (p *Position) Seat() int { return (p.first + p.turns) % 2 }

// Play adds a turn to the count.
func (p *Position) Play(m engines.Move) (engines.Played, error) {
	rm, ok := engines.MoveAs[Move](m)
	switch {
	case !ok || rm < 1 || rm > 2:
		return engines.Played{}, engines.RuleErrorf(CodePastGoal, nil, "%v is not a Race turn", m)
	case p.count+int(rm) > p.goal:
		return engines.Played{}, engines.RuleErrorf(CodePastGoal, nil, "the count would pass %d", p.goal)
	}
	p.count += int(rm)
	p.turns++
	return engines.Played{Move: rm}, nil
}

// Legal lists a1 and a2 where they do not pass the goal.
func (p *Position) Legal() []engines.Move {
	var out []engines.Move
	for m := Move(1); m <= 2 && p.count+int(m) <= p.goal && !p.Outcome().Over; m++ {
		out = append(out, m)
	}
	return out
}

// Outcome: the game is over when the count is the goal, won by the seat
// that reached it.
func (p *Position) Outcome() engines.Outcome {
	if p.count < p.goal {
		return engines.Outcome{}
	}
	winner := 1 - p.Seat()
	return engines.Outcome{Over: true, Places: engines.TwoPlayerPlaces(winner), Code: CodeEnded,
		Reason: fmt.Sprintf("seat %d reached %d", winner+1, p.goal)}
}

// Clone copies the position.
func (p *Position) Clone() engines.Position { c := *p; return &c }

// Perft counts the leaves of the turn tree.
func (p *Position) Perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, c := range p.Divide(depth) {
		n += c.Nodes
	}
	return n
}

// Divide counts the leaves below each legal turn.
func (p *Position) Divide(depth int) []engines.Count {
	var out []engines.Count
	for _, m := range p.Legal() {
		next := p.Clone()
		next.Play(m)
		out = append(out, engines.Count{Move: m.String(), Nodes: next.Perft(depth - 1)})
	}
	return out
}
