package yinsh_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/enginetest"
)

// TestPerft1Games checks the count of legal turns (Perft(1), as the
// training rows write it) against Legal at every position of 200 random
// games.
func TestPerft1Games(t *testing.T) { enginetest.Perft1(t, yinsh.Game{}, 200, 0) }

// TestNearText checks the position strings written from those of the
// positions before against String at every position of 200 random games.
func TestNearText(t *testing.T) { enginetest.NearText(t, yinsh.Game{}, 200, 0) }

// BenchmarkPerft1Games counts the legal turns of every position of 30
// random games, reporting the time per position.
func BenchmarkPerft1Games(b *testing.B) { enginetest.BenchPerft1(b, yinsh.Game{}, 30, 0) }

// BenchmarkPositionText appends the position string of every position of
// 30 random games, reporting the time per position.
func BenchmarkPositionText(b *testing.B) { enginetest.BenchText(b, yinsh.Game{}, 30, 0) }
