package pageentry

import (
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee/openings"
)

// Openings is what the page's opening explorer shows of an archive's
// trees: each position listed, by its key, with the turns from it.
func Openings(sum openings.Summary) page.Openings {
	o := page.Openings{Depth: sum.Depth, Min: sum.Min, Games: map[string]map[string]page.OpeningPosition{}}
	for _, g := range sum.Games {
		positions := map[string]page.OpeningPosition{}
		for _, n := range g.Nodes {
			p := page.OpeningPosition{Games: n.Games, Moves: []page.OpeningMove{}}
			for _, m := range n.Moves {
				p.Moves = append(p.Moves, page.OpeningMove{Move: m.Move, Games: m.Games, Wins: m.Wins, Draws: m.Draws, Losses: m.Losses})
			}
			positions[n.Key] = p
		}
		o.Games[g.Game] = positions
	}
	return o
}
