package jungle

import (
	"slices"
	"testing"
)

// TestGeneratorAgreesWithPlay checks, along random games under several
// rule sets, that the generated moves are exactly the moves Play's checks
// accept from every animal of the side to move to every square.
func TestGeneratorAgreesWithPlay(t *testing.T) {
	for _, rules := range []string{"", "tiger-jump=vertical,rats-block=enemy,leopard-jump=horizontal",
		"elephant-takes-rat=yes,rat-bank=yes,traps=any,wolf-dog=swapped,rats-block=none,repetition=off",
		"trapped-captures=yes,repetition=forbid-chaser"} {
		for seed := int64(1); seed <= 3; seed++ {
			_, moves, err := Game{}.RandomGame(seed, setup("", rules), 80)
			if err != nil {
				t.Fatal(err)
			}
			p := mustPosition(t, "", rules)
			for _, m := range moves {
				compareWithPlay(t, p)
				if _, err := p.Play(m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

func compareWithPlay(t *testing.T, p *Position) {
	t.Helper()
	var generated, accepted []string
	for _, m := range p.Legal() {
		generated = append(generated, m.String())
	}
	for from := Square(0); from < NumSquares; from++ {
		if p.PieceAt(from) == NoPiece || p.PieceAt(from).Side() != p.SideToMove() {
			continue
		}
		for to := Square(0); to < NumSquares; to++ {
			if m, err := p.resolve(Move{From: from, To: to}); err == nil {
				accepted = append(accepted, m.String())
			}
		}
	}
	slices.Sort(generated)
	slices.Sort(accepted)
	if !slices.Equal(generated, accepted) {
		t.Fatalf("%s: generated %v, Play accepts %v", p, generated, accepted)
	}
}
