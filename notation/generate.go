package notation

import (
	"fmt"
	"sort"

	"github.com/arbiter-games/arbiter/engines"
)

// Generate makes the record of a random legal game of g: the setup's tags, every turn numbered in long
// form, and the result the engine reached.
func Generate(g Game, seed int64, s engines.Setup, maxTurns int) (*Record, error) {
	setup, moves, err := g.RandomGame(seed, s, maxTurns)
	if err != nil {
		return nil, err
	}
	pos, err := g.New(setup)
	if err != nil {
		return nil, err
	}
	rec := &Record{Tags: []Tag{{Name: "Game", Value: g.Name()}}}
	rec.Tags = append(rec.Tags, Tag{Name: "Event", Value: fmt.Sprintf("Random game, seed %d", seed)})
	for _, kv := range [][2]string{{"Variant", setup.Variant}, {"Rules", setup.Rules}, {"Position", setup.Position}} {
		if kv[1] != "" {
			rec.Tags = append(rec.Tags, Tag{Name: kv[0], Value: kv[1]})
		}
	}
	rec.Tags = append(rec.Tags, sortedTags(setup.Tags)...)
	for _, m := range moves {
		n := pos.TurnNumber()
		if _, err := pos.Play(m); err != nil {
			return nil, fmt.Errorf("the generator played an illegal turn %d %s: %w", n, m, err)
		}
		rec.Moves.Turns = append(rec.Moves.Turns, &Turn{Number: &TurnNumber{Value: n}, Move: m.String()})
	}
	rec.Result = g.Notation().ResultToken(pos.Outcome())
	rec.Tags = append(rec.Tags, Tag{Name: "Result", Value: rec.Result})
	return rec, nil
}

// sortedTags lists tags in name order, so output does not depend on map order.
func sortedTags(m map[string]string) []Tag {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	tags := make([]Tag, 0, len(names))
	for _, n := range names {
		tags = append(tags, Tag{Name: n, Value: m[n]})
	}
	return tags
}
