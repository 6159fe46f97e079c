package jungle_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/internal/enginetest"
)

// TestPerft1Games checks the count of legal moves (Perft(1), as the
// training rows write it) against Legal at every position of 200 random
// games of at most 300 turns.
func TestPerft1Games(t *testing.T) { enginetest.Perft1(t, jungle.Game{}, 200, 300) }

// TestNearText checks the position strings written from those of the
// positions before against String at every position of 200 random games.
func TestNearText(t *testing.T) { enginetest.NearText(t, jungle.Game{}, 200, 300) }

// BenchmarkPerft1Games counts the legal moves of every position of 30
// random games of at most 1000 turns, reporting the time per position.
func BenchmarkPerft1Games(b *testing.B) { enginetest.BenchPerft1(b, jungle.Game{}, 30, 1000) }

// BenchmarkPositionText appends the position string of every position of
// 30 random games of at most 1000 turns, reporting the time per position.
func BenchmarkPositionText(b *testing.B) { enginetest.BenchText(b, jungle.Game{}, 30, 1000) }
