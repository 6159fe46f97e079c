package player

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
)

// endPosition is seat 1 to move near the end of a random game (seed 4):
// eight pairs of adjacent empty spaces left, both racks known.
const endPosition = "P*P-yR-gY*/G-r1G>B>O-r/P<O>B-yobG-r/b1gY-rO<P<G-g/G>R>1O-bro1O-o/" +
	"R*pyG<1R>1P>G-yO*/G-boY<P<y1y1R</1R>yoY-gP>P>r/G>bG<B-yR<go/pyR-orO-o/G*G-oY-rB* " +
	"3,2,0,4,0,1/1,0,0,1,3,1 1 OG PP,BB,BY,BY,RO,RB/YY,RB,OP,RG,YY,GB 0"

// endGame reads endPosition.
func endGame(t *testing.T) *ingenious.Position {
	t.Helper()
	p, err := ingenious.Game{}.New(engines.Setup{Position: endPosition, Tags: map[string]string{"Players": "2"}})
	if err != nil {
		t.Fatal(err)
	}
	return p.(*ingenious.Position)
}

// played is the turn of pub's mover made of the placements of m.
func played(t *testing.T, pub *ingenious.Position, m engines.Move) turn {
	t.Helper()
	c := turn{pls: m.(*ingenious.Turn).Placements, after: *pub}
	for _, pl := range c.pls {
		if _, err := c.after.Place(pl); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	return c
}

// wonWhateverReply tells whether after c the next seat is to move and
// every placement it can make ends the game won by seat me.
func wonWhateverReply(c *turn, me int) bool {
	pls := c.after.Placements(c.after.OffBoard())
	if c.after.Outcome().Over || c.after.Seat() == me || len(pls) == 0 {
		return false
	}
	for _, pl := range pls {
		next := c.after
		if _, err := next.Place(pl); err != nil {
			return false
		}
		if o := next.Outcome(); !o.Over || len(o.Places) != 2 || o.Places[0][0] != me {
			return false
		}
	}
	return true
}

// TestEndgamePicksTheWin: in endPosition the greedy turn (level 1's) lets
// the opponent's greedy reply with its rack win, while level 2's turn
// wins whatever the reply; the endgame search puts the won turn first
// whichever order the lookahead gave the two.
func TestEndgamePicksTheWin(t *testing.T) {
	full := endGame(t)
	pub, rack, me := full.Public(), ownRack(full), full.Seat()
	greedy := played(t, pub, choose(t, mustPlayer(t, ingenious.Game{}, 1, 1), pub, rack, Limits{Depth: 2}))
	won := played(t, pub, choose(t, mustPlayer(t, ingenious.Game{}, 2, 1), pub, rack, Limits{Depth: 2}))
	if !wonWhateverReply(&won, me) || wonWhateverReply(&greedy, me) {
		t.Fatalf("level 2's %v should win whatever the reply, level 1's %v not", won.pls, greedy.pls)
	}
	var o playout
	o.greedy = search{ctx: context.Background(), points: true}
	o.pos = greedy.after
	theirs, _ := full.Rack(1 - me)
	reply, ok := o.choose(theirs)
	if out := reply.after.Outcome(); !ok || !out.Over || out.Places[0][0] == me {
		t.Fatalf("after level 1's %v the greedy reply %v does not win: %v", greedy.pls, reply.pls, out)
	}
	h, err := handOf(full, rack)
	if err != nil {
		t.Fatal(err)
	}
	for _, cands := range [][]turn{{greedy, won}, {won, greedy}} {
		s := newSearch(context.Background(), 0, 0, rand.New(rand.NewPCG(1, 2)), nil, time.Now, nil)
		endgame(s, pub, cands, h, me)
		if !wonWhateverReply(&cands[0], me) {
			t.Errorf("the endgame search puts %v first, not the win %v", cands[0].pls, won.pls)
		}
	}
}

// TestEndgameDeterministic: under a depth limit the same seed chooses the
// same turn in the endgame, whatever was chosen before.
func TestEndgameDeterministic(t *testing.T) {
	for seed := int64(1); seed <= 4; seed++ {
		full := endOf(t, seed)
		pub, rack := full.Public(), ownRack(full)
		p := mustPlayer(t, ingenious.Game{}, 2, seed)
		first := choose(t, p, pub, rack, Limits{Depth: 2})
		choose(t, p, endGame(t).Public(), ownRack(endGame(t)), Limits{Depth: 2})
		if again := choose(t, p, pub, rack, Limits{Depth: 2}); again.String() != first.String() {
			t.Errorf("seed %d: %v, then %v", seed, first, again)
		}
	}
}

// endOf is the first position of a random game (seed) with endPairs pairs
// of adjacent empty spaces or fewer.
func endOf(t *testing.T, seed int64) *ingenious.Position {
	t.Helper()
	gm := games[2]
	s, moves, err := gm.g.(engines.Generator).RandomGame(seed, gm.setup, 300)
	if err != nil {
		t.Fatal(err)
	}
	full := replay(t, gm.g, s, nil).(*ingenious.Position)
	for _, m := range moves {
		if full.EmptyPairs() <= endPairs {
			return full
		}
		if _, err := full.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: the game ends with more than %d pairs", seed, endPairs)
	return nil
}

// TestPlayoutTurnIsGreedy: a play-out's turn, its points read off the
// board, is worth as much as level 1's best turn played on copies (most
// points, bonus placements included, the game's end valued as won or
// lost), in positions of random games up to their end.
func TestPlayoutTurnIsGreedy(t *testing.T) {
	gm := games[2]
	n, ends := 0, 0
	for seed := int64(1); seed <= 12; seed++ {
		s, moves, err := gm.g.(engines.Generator).RandomGame(seed, gm.setup, 300)
		if err != nil {
			t.Fatal(err)
		}
		full := replay(t, gm.g, s, nil).(*ingenious.Position)
		for i, m := range moves {
			if i > 6 && (i%5 == 0 || full.EmptyPairs() < 15) {
				rack, _ := full.Rack(full.Seat())
				var o playout
				o.greedy = search{ctx: context.Background(), points: true}
				o.pos = *full.Public()
				got, ok := o.choose(rack)
				want := -infinity
				for _, c := range turns(&o.greedy, full.Public(), hand{tiles: rack, known: true}, full.Seat()) {
					want = max(want, c.value)
				}
				if v := o.greedy.valueIngenious(&got.after, full.Seat()); !ok || v != want {
					t.Fatalf("seed %d turn %d: the play-out's %v is worth %d, level 1's best %d\n%s", seed, i+1, got.pls, v, want, full)
				}
				n++
				if got.after.Outcome().Over {
					ends++
				}
			}
			if _, err := full.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n < 100 || ends == 0 {
		t.Errorf("%d positions, %d turns ending the game: too few", n, ends)
	}
}
