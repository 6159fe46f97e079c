package ingenious

import (
	"slices"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// TestSymmetriesReplay plays the image of every scenario's games, full
// and public, under each symmetry: every mapped turn is legal in the
// mapped position and leads to the image of the position after the turn,
// with as many legal turns, each seat's scores those of the position
// permuted as ScoreOrder says, and the same end and places.
func TestSymmetriesReplay(t *testing.T) {
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			for seed := int64(1); seed <= 3; seed++ {
				s, moves := sc.game(t, seed)
				checkImages(t, s, moves)
				ps, pm := public(s, moves)
				checkImages(t, ps, pm)
			}
		})
	}
}

// TestSymmetriesOfAnotherLayout: a record with another start-symbol
// layout maps too; its images carry the start symbols with the board.
func TestSymmetriesOfAnotherLayout(t *testing.T) {
	s := engines.Setup{Tags: map[string]string{"StartSymbols": "GRBOYP"}}
	s, moves, err := Game{}.RandomGame(7, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	checkImages(t, s, moves)
}

// checkImages replays the images of a game under every symmetry.
func checkImages(t *testing.T, s engines.Setup, moves []engines.Move) {
	t.Helper()
	for i := range (Game{}).Symmetries() {
		orig := mustNew(t, s)
		image := mustNew(t, engines.Setup{Variant: s.Variant, Rules: s.Rules, Position: mustImage(t, i, orig)})
		for k, m := range moves {
			tm, err := (Game{}).TransformMove(i, m)
			if err != nil {
				t.Fatal(err)
			}
			played, err := image.Play(tm)
			if err != nil {
				t.Fatalf("%s, turn %d: %v, the image of %v, is refused: %v\n%s", symmetryNames[i], k+1, tm, m, err, image)
			}
			if _, err := orig.Play(m); err != nil {
				t.Fatalf("turn %d: %v", k+1, err)
			}
			if want := mustImage(t, i, orig); played.Move.String() != tm.String() || image.String() != want {
				t.Fatalf("%s, turn %d: %v (played as %v) gives\n%s, want\n%s", symmetryNames[i], k+1, tm, played.Move, image, want)
			}
			checkImageScores(t, i, orig, image)
		}
		if o, io := orig.Outcome(), image.Outcome(); o.Over != io.Over || !slices.EqualFunc(o.Places, io.Places, slices.Equal) {
			t.Fatalf("%s: the game ends %+v, its image %+v", symmetryNames[i], o, io)
		}
	}
}

// mustImage gives the image of p's string under symmetry i.
func mustImage(t *testing.T, i int, p *Position) string {
	t.Helper()
	image, err := (Game{}).TransformPosition(i, p.String())
	if err != nil {
		t.Fatalf("%s: %v\n%s", symmetryNames[i], err, p)
	}
	return image
}

// checkImageScores: the image has the position's legal turns (counted
// while no track is near a bonus) and, for every seat, the scores
// ScoreOrder gives.
func checkImageScores(t *testing.T, i int, p, image *Position) {
	t.Helper()
	if p.ended == notOver && lowScores(p) && p.Perft(1) != image.Perft(1) { // bonus chains make counts slow
		t.Fatalf("%s: %d legal turns, the image %d\n%s\n%s", symmetryNames[i], p.Perft(1), image.Perft(1), p, image)
	}
	order := (Game{}).ScoreOrder(i)
	for seat := range p.rules.Players {
		scores, got := p.SeatScores(seat), image.SeatScores(seat)
		for k, from := range order {
			if got[k] != scores[from] {
				t.Fatalf("%s: seat %d scores %v, the image %v", symmetryNames[i], seat+1, scores, got)
			}
		}
	}
}

// TestSymmetryMaps: the symmetries as a player checks them by hand on
// the first tile RB@h4-h5 (red on h4, next to the red start symbol on
// h3); each maps the start position to itself and a position after some
// turns to twelve different positions.
func TestSymmetryMaps(t *testing.T) {
	tests := []struct {
		name, move string
		scores     []int
	}{
		{"identity", "RB@h4-h5", []int{0, 1, 2, 3, 4, 5}},
		{"rotate 60", "OG@k5-l4", []int{5, 0, 1, 2, 3, 4}},
		{"rotate 180", "PO@h11-h12", []int{3, 4, 5, 0, 1, 2}},
		{"reflect", "RY@h4-h5", []int{0, 5, 4, 3, 2, 1}},
		{"reflect, rotate 60", "PG@k5-l4", []int{1, 0, 5, 4, 3, 2}},
	}
	first := firstTile()
	start := mustNew(t, engines.Setup{}).String()
	for _, tc := range tests {
		i := slices.Index(symmetryNames[:], tc.name)
		m, err := (Game{}).TransformMove(i, first)
		if err != nil || m.String() != tc.move {
			t.Errorf("%s: RB@h4-h5 maps to %v (%v), want %s", tc.name, m, err, tc.move)
		}
		if image, err := (Game{}).TransformPosition(i, start); image != start {
			t.Errorf("%s: the start maps to %q (%v)", tc.name, image, err)
		}
		if order := (Game{}).ScoreOrder(i); !slices.Equal(order, tc.scores) {
			t.Errorf("%s: score order %v, want %v", tc.name, order, tc.scores)
		}
	}
	s, moves := scenarios[0].game(t, 1)
	p := mustNew(t, s)
	for _, m := range moves[:20] {
		if _, err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	seen := map[string]string{}
	for i, name := range symmetryNames {
		image := mustImage(t, i, p)
		if other, ok := seen[image]; ok {
			t.Errorf("%s and %s map to one position: %s", other, name, image)
		}
		seen[image] = name
	}
}

// TestSymmetryRefusals: a number that names no symmetry, a string that
// is no position and a move of another game are errors, and ScoreOrder
// gives nothing for a number that names no symmetry.
func TestSymmetryRefusals(t *testing.T) {
	g := Game{}
	start := mustNew(t, engines.Setup{}).String()
	first := firstTile()
	for _, i := range []int{-1, 12} {
		if _, err := g.TransformPosition(i, start); err == nil {
			t.Errorf("TransformPosition(%d) is not refused", i)
		}
		if _, err := g.TransformMove(i, first); err == nil {
			t.Errorf("TransformMove(%d) is not refused", i)
		}
		if g.ScoreOrder(i) != nil {
			t.Errorf("ScoreOrder(%d) = %v", i, g.ScoreOrder(i))
		}
	}
	for _, text := range []string{"", "P*4Y*/7 0 1 - 6/6 0", start[1:]} {
		if _, err := g.TransformPosition(1, text); err == nil {
			t.Errorf("TransformPosition(%q) is not refused", text)
		}
	}
	if _, err := g.TransformMove(1, engines.Move(nil)); err == nil {
		t.Error("TransformMove(nil) is not refused")
	}
}

// firstTile is the turn RB@h4-h5.
func firstTile() *Turn {
	return &Turn{Placements: []Placement{{Tile: Tile{Red, Blue}, First: mustSpace(-4, 0), Second: mustSpace(-3, 0)}}}
}
