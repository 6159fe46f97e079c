package jungle

import (
	"fmt"
	"math/rand/v2"

	"github.com/arbiter-games/arbiter/engines"
)

// RandomGame plays uniformly random legal moves from the setup's position
// until the game ends or maxTurns turns are played (maxTurns <= 0: no
// limit). The same seed gives the same game.
func (g Game) RandomGame(seed int64, s engines.Setup, maxTurns int) (engines.Setup, []engines.Move, error) {
	p, err := g.position(s)
	if err != nil {
		return s, nil, err
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0))
	var moves []engines.Move
	var legal moveList
	for maxTurns <= 0 || len(moves) < maxTurns {
		if p.legal(&legal); legal.n == 0 {
			break
		}
		played, err := p.Play(legal.moves[rng.IntN(legal.n)])
		if err != nil {
			return s, moves, fmt.Errorf("jungle: random game: %w", err)
		}
		moves = append(moves, played.Move)
	}
	return s, moves, nil
}
