package jungle

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

func TestFENRoundTrip(t *testing.T) {
	for _, fen := range []string{
		StartFEN,
		"1c5/3Lr2/7/7/7/7/7/2C4/1Re4 b 0 1",
		"d4t1/4p1c/r1l2L1/7/3W3/7/4P2/1C2D2/ET4R b 17 40",
		"7/7/7/7/7/7/7/7/e6 w 0 1",
	} {
		p, err := NewPosition(fen, StandardRules())
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if p.String() != fen {
			t.Errorf("read %s, wrote %s", fen, p)
		}
	}
}

func TestFENCountersMayBeLeftOut(t *testing.T) {
	for fen, want := range map[string]string{
		"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w":   StartFEN,
		"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 4": "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 4 1",
	} {
		p, err := NewPosition(fen, StandardRules())
		if err != nil || p.String() != want {
			t.Errorf("%s: %v, %v; want %s", fen, p, err, want)
		}
	}
}

// TestFENDialects reads the position strings of other programs: six
// fields as chess FEN has them, and r (red) for the first player. The
// string written is always Arbiter's four fields.
func TestFENDialects(t *testing.T) {
	for fen, want := range map[string]string{
		"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1":   StartFEN,
		"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r - - 0 1":   StartFEN,
		"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r":           StartFEN,
		"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b - - 12 30": "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 12 30",
		"1c5/3Lr2/7/7/7/7/7/2C4/1Re4 r 3 7":                     "1c5/3Lr2/7/7/7/7/7/2C4/1Re4 w 3 7",
	} {
		p, err := NewPosition(fen, StandardRules())
		if err != nil || p.String() != want {
			t.Errorf("%s: %v, %v; want %s", fen, p, err, want)
		}
	}
}

func TestFENErrors(t *testing.T) {
	cases := []struct{ fen, err string }{
		{"", "a Jungle position has 4 fields (board, side to move, plies since the last capture, move number) or 6 as in chess FEN (board, side, -, -, plies, move number), not 0"},
		{StartFEN + " 5", "not 5"},
		{StartFEN + " 5 6", `the third of six fields (chess's castling) must be -, not "0"`},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - e3 0 1", `the fourth of six fields (chess's en passant square) must be -, not "e3"`},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0", "not 5"},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w -", `the plies since the last capture must be a whole number from 0 to 1073741824, not "-"`},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L R - - 0 1", `the side to move must be w (Black, the first player; also r) or b (White), not "R"`},
		{"l5t/1d3c1 w 0 1", "the board has 2 ranks, not 9"},
		{"l5x/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1", `rank 9 has 'x', which is neither an animal letter`},
		{"l5t/1d3c1/r1p1w1e/7/7/0/E1W1P1R/1C3D1/T5L w 0 1", `rank 4 has '0'`},
		{"l6t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1", "rank 9 has 8 squares, not 7"},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T4L w 0 1", "rank 1 has 6 squares, not 7"},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L x 0 1", `the side to move must be w (Black, the first player; also r) or b (White), not "x"`},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w -1 1", `the plies since the last capture must be a whole number from 0 to 1073741824, not "-1"`},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w x 1", `not "x"`},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 0", `the move number must be a whole number from 1 to 1073741824, not "0"`},
		{"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 99999999999", `not "99999999999"`},
		{"ll4t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T6 w 0 1", "White has two lions"},
		{"3l2t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1", "White's lion stands in its own den d9"},
		{"7/7/7/7/7/7/7/7/3R3 w 0 1", "Black's rat stands in its own den d1"},
		{"l5t/1d3c1/r1p1w1e/7/1T5/7/E1W1P1R/1C3D1/6L w 0 1", "Black's tiger stands in the water at b5; only the rat may"},
		{"7/7/7/7/7/7/7/7/7 w 0 1", "the board has no animals"},
		{"3R3/7/7/7/7/7/7/7/3r3 w 0 1", "both dens are entered"},
	}
	for _, c := range cases {
		_, err := NewPosition(c.fen, StandardRules())
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%q: error %v, want %q", c.fen, err, c.err)
		}
	}
}

func TestNewRejectsBadSetups(t *testing.T) {
	for _, s := range []struct{ variant, rules, want string }{
		{variant: "modern", want: `Jungle has no variant "modern" (variants: standard, traditional, blinky)`},
		{rules: "tiger-jump=diagonal", want: `Jungle option tiger-jump cannot be "diagonal" (valid: both, vertical)`},
		{rules: "no-capture-limit=-4", want: "a whole number"},
		{rules: "cats=fly", want: `Jungle has no rule option "cats"`},
	} {
		_, err := Game{}.New(setup(s.variant, s.rules))
		if err == nil || !strings.Contains(err.Error(), s.want) {
			t.Errorf("%+v: error %v, want %q", s, err, s.want)
		}
	}
}

// moveRules are rule sets that change which moves a board allows: the
// standard rules, and every option of jumps, blocking rats, traps and
// captures set the other way.
var moveRules = []string{
	"",
	"tiger-jump=vertical,lion-jump=vertical,leopard-jump=horizontal,rats-block=enemy,traps=any,trapped-captures=yes",
	"rats-block=none,elephant-takes-rat=yes,rat-bank=yes,wolf-dog=swapped",
}

// FuzzNewPosition reads any position string: one read must write itself
// back (also from the text of the start, AppendNearText), Perft(1) must
// count its legal moves while the game is on, they must be played, and canMove must agree with
// playable under each of moveRules.
func FuzzNewPosition(f *testing.F) {
	f.Add(StartFEN)
	f.Add("1c5/3Lr2/7/7/7/7/7/2C4/1Re4 b 0 1")
	f.Add("7/7/7/3e3/2rR3/7/7/7/7 b")
	f.Add("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r - - 0 1")
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := NewPosition(fen, StandardRules())
		if err != nil {
			return
		}
		again, err := NewPosition(p.String(), StandardRules())
		if err != nil || again.String() != p.String() {
			t.Fatalf("%q wrote %q, which reads back as %v, %v", fen, p, again, err)
		}
		var memo any
		mustPosition(t, StartFEN, "").AppendNearText(nil, &memo)
		if near := string(p.AppendNearText(nil, &memo)); near != p.String() {
			t.Fatalf("%q written from the start's text is %q", p, near)
		}
		// Perft counts the moves as perft does, whatever the move clock
		// says (as the vectors of other programs do); Legal lists none
		// once the game is over.
		if n, legal := p.Perft(1), len(p.Legal()); !p.Outcome().Over && n != uint64(legal) {
			t.Fatalf("%s: Perft(1) counts %d moves, Legal lists %d", p, n, legal)
		}
		if n, legal := p.LegalCount(), len(p.Legal()); n != uint64(legal) {
			t.Fatalf("%s: LegalCount %d, Legal lists %d", p, n, legal)
		}
		for _, m := range p.Legal() {
			c := p.Clone()
			if _, err := c.Play(m); err != nil {
				t.Fatalf("%s: legal move %s refused: %v", p, m, err)
			}
		}
		for _, rules := range moveRules {
			checkCanMove(t, mustPosition(t, p.String(), rules))
		}
	})
}

// TestStartBoard: the start board kept is the board of StartFEN.
func TestStartBoard(t *testing.T) {
	p, err := Game{}.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.String(); got != StartFEN {
		t.Errorf("the start position is %q, want %q", got, StartFEN)
	}
}
