package referee

import (
	"fmt"
	"strconv"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Race is a tiny game for testing the referee without a real engine: two
// seats add 1 or 2 in turn ("a1", "a2") to a count; who reaches exactly
// the goal wins; passing it is illegal.
type race struct{}

type raceMove int

func (m raceMove) String() string { return "a" + strconv.Itoa(int(m)) }

type racePos struct{ count, turns, start, goal int }

func (race) Name() string                { return "Race" }
func (race) Variants() []engines.Variant { return []engines.Variant{{Name: "standard"}} }
func (race) Options() []engines.Option {
	return []engines.Option{{Key: "goal", Numeric: true, Default: "10"}}
}
func (race) Seats() (int, int) { return 2, 2 }
func (race) New(s engines.Setup) (engines.Position, error) {
	rules, err := engines.ResolveRules(race{}, s.Variant, s.Rules)
	if err != nil {
		return nil, err
	}
	goal, _ := strconv.Atoi(rules["goal"])
	p := &racePos{goal: goal}
	if s.Position != "" {
		if _, err := fmt.Sscanf(s.Position, "%d %d", &p.count, &p.start); err != nil {
			return nil, fmt.Errorf("bad race position %q", s.Position)
		}
	}
	return p, nil
}

func (p *racePos) String() string { return fmt.Sprintf("%d %d", p.count, (p.start+p.turns)%2) }
func (p *racePos) TurnNumber() int {
	return p.start + p.turns + 1
}
func (p *racePos) Seat() int { return (p.start + p.turns) % 2 }
func (p *racePos) Play(m engines.Move) (engines.Played, error) {
	n := int(m.(raceMove))
	if p.count+n > p.goal {
		return engines.Played{}, fmt.Errorf("the count would pass %d", p.goal)
	}
	p.count += n
	p.turns++
	return engines.Played{Move: m}, nil
}
func (p *racePos) Outcome() engines.Outcome {
	if p.count < p.goal {
		return engines.Outcome{}
	}
	winner := 1 - p.Seat()
	return engines.Outcome{Over: true, Places: [][]int{{winner}, {1 - winner}}, Reason: fmt.Sprintf("seat %d reached %d", winner+1, p.goal)}
}
func (p *racePos) Clone() engines.Position { c := *p; return &c }
func (p *racePos) Perft(int) uint64        { return 0 }
func (p *racePos) Divide(int) []engines.Count {
	return nil
}
func (p *racePos) Legal() []engines.Move { return nil }

func parseRace(s string) (engines.Move, error) {
	if s != "a1" && s != "a2" {
		return nil, &notation.MoveError{Offset: 1, Message: "a1 or a2 expected"}
	}
	return raceMove(s[1] - '0'), nil
}

func (race) ParseMove(s string) (engines.Move, error) { return parseRace(s) }
func (race) Notation() notation.Notation {
	return notation.Notation{Extensions: []string{".race"}, ChessNumbers: true}
}

func init() { engines.Register(race{}) }
