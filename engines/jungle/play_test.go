package jungle

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/enginetest"
)

// Each case places a few animals and plays one move: want is the long form
// the move resolves to, or err the message and code the rule error's.
var playCases = []struct {
	name   string
	rules  string
	side   Side
	pieces []string
	move   string
	want   string
	err    string
	code   engines.Code
}{
	{name: "step", pieces: startPieces, move: "Ea3-a4", want: "Ea3-a4"},
	{name: "engine form", pieces: startPieces, move: "a3a4", want: "Ea3-a4"},
	{name: "wrong letter", pieces: startPieces, move: "La3-a4", err: "a3 holds the elephant, not the lion", code: "jungle/wrong-animal"},
	{name: "empty square", pieces: startPieces, move: "Ea4-a5", err: "there is no piece at a4", code: "jungle/no-piece"},
	{name: "opponent's animal", pieces: startPieces, move: "Ra7-a6", err: "a7 holds White's rat, and it is Black's turn", code: "jungle/not-your-piece"},
	{name: "diagonal", pieces: startPieces, move: "Ea3-b4", err: "the elephant moves one square up, down, left or right", code: "jungle/step"},
	{name: "two squares", pieces: startPieces, move: "Lg1-g3", err: "the lion moves one square up, down, left or right, or jumps straight across the river", code: "jungle/step"},
	{name: "x captures nothing", pieces: startPieces, move: "Ea3xa4", err: "Ea3xa4 captures nothing", code: "jungle/captures-nothing"},
	{name: "own animal", pieces: []string{"Ea3", "Rb3", "ra9"}, move: "Ea3-b3", err: "the elephant cannot capture its own rat at b3", code: "jungle/own-piece"},
	{name: "water", pieces: startPieces, move: "Wc3-c4", err: "only the rat may enter water", code: "jungle/water"},
	{name: "rat swims", pieces: []string{"Rb3", "ea9"}, move: "Rb3-b4", want: "Rb3-b4"},
	{name: "rat does not jump", pieces: []string{"Rb3", "ea9"}, move: "Rb3-b7", err: "the rat cannot jump over the river", code: "jungle/jump"},
	{name: "own den", pieces: []string{"Wd2", "ea9"}, move: "Wd2-d1", err: "the wolf cannot enter its own den", code: "jungle/own-den"},
	{name: "enemy den", pieces: []string{"Wd8", "ea1"}, move: "Wd8-d9", want: "Wd8-d9"},

	{name: "lion jumps vertically", pieces: []string{"Lb3", "ea9"}, move: "Lb3-b7", want: "Lb3-b7"},
	{name: "lion jumps horizontally", pieces: []string{"La4", "ea9"}, move: "La4-d4", want: "La4-d4"},
	{name: "tiger jumps from the middle", pieces: []string{"Td5", "ea9"}, move: "Td5-g5", want: "Td5-g5"},
	{name: "jump captures", pieces: []string{"Lc3", "tc7"}, move: "Lc3xc7", want: "Lc3xc7"},
	{name: "capture written with -", pieces: []string{"Lc3", "tc7"}, move: "Lc3-c7", want: "Lc3xc7"},
	{name: "jump onto a stronger animal", pieces: []string{"Tc3", "ec7"}, move: "Tc3xc7", err: "the tiger cannot capture the elephant: the elephant ranks higher", code: "jungle/rank"},
	{name: "jump onto own animal", pieces: []string{"Lc3", "Wc7", "ea9"}, move: "Lc3-c7", err: "the lion cannot capture its own wolf at c7", code: "jungle/own-piece"},
	{name: "enemy rat blocks", pieces: []string{"Lc3", "rc5"}, move: "Lc3-c7", err: "the rat at c5 blocks the lion's jump", code: "jungle/jump-blocked"},
	{name: "own rat blocks", pieces: []string{"Lc3", "Rc6", "ea9"}, move: "Lc3-c7", err: "the rat at c6 blocks the lion's jump", code: "jungle/jump-blocked"},
	{name: "first blocking rat named", pieces: []string{"Ta5", "Rc5", "rb5"}, move: "Ta5-d5", err: "the rat at b5 blocks the tiger's jump", code: "jungle/jump-blocked"},
	{name: "rats-block=enemy: own rat", rules: "rats-block=enemy", pieces: []string{"Lc3", "Rc6", "ea9"}, move: "Lc3-c7", want: "Lc3-c7"},
	{name: "rats-block=enemy: enemy rat", rules: "rats-block=enemy", pieces: []string{"Lc3", "rc5"}, move: "Lc3-c7", err: "the rat at c5 blocks the lion's jump", code: "jungle/jump-blocked"},
	{name: "rats-block=none", rules: "rats-block=none", pieces: []string{"Lc3", "rc5"}, move: "Lc3-c7", want: "Lc3-c7"},
	{name: "wolf cannot jump", pieces: []string{"Wb3", "ea9"}, move: "Wb3-b7", err: "the wolf cannot jump over the river", code: "jungle/jump"},
	{name: "tiger-jump=vertical", rules: "tiger-jump=vertical", pieces: []string{"Ta4", "ea9"}, move: "Ta4-d4", err: "the tiger may only jump vertically under these rules", code: "jungle/jump-axis"},
	{name: "tiger-jump=vertical still vertical", rules: "tiger-jump=vertical", pieces: []string{"Tb3", "ea9"}, move: "Tb3-b7", want: "Tb3-b7"},
	{name: "lion-jump=vertical", rules: "lion-jump=vertical", pieces: []string{"Lg6", "ea9"}, move: "Lg6-d6", err: "the lion may only jump vertically under these rules", code: "jungle/jump-axis"},
	{name: "leopard cannot jump", pieces: []string{"Pa5", "ea9"}, move: "Pa5-d5", err: "the leopard cannot jump over the river", code: "jungle/jump"},
	{name: "leopard-jump=horizontal", rules: "leopard-jump=horizontal", pieces: []string{"Pa5", "ea9"}, move: "Pa5-d5", want: "Pa5-d5"},
	{name: "leopard-jump=horizontal only", rules: "leopard-jump=horizontal", pieces: []string{"Pf3", "ea9"}, move: "Pf3-f7", err: "the leopard may only jump horizontally under these rules", code: "jungle/jump-axis"},
	{name: "leopard jump blocked", rules: "leopard-jump=horizontal", pieces: []string{"Pa5", "rc5"}, move: "Pa5-d5", err: "the rat at c5 blocks the leopard's jump", code: "jungle/jump-blocked"},

	{name: "equal ranks", pieces: []string{"Wa3", "wa4"}, move: "Wa3xa4", want: "Wa3xa4"},
	{name: "higher rank", pieces: []string{"Wa3", "ta4"}, move: "Wa3xa4", err: "the wolf cannot capture the tiger: the tiger ranks higher", code: "jungle/rank"},
	{name: "elephant and rat", pieces: []string{"Ea3", "ra4"}, move: "Ea3xa4", err: "the elephant cannot capture the rat", code: "jungle/elephant-rat"},
	{name: "elephant-takes-rat=yes", rules: "elephant-takes-rat=yes", pieces: []string{"Ea3", "ra4"}, move: "Ea3xa4", want: "Ea3xa4"},
	{name: "rat takes elephant", pieces: []string{"Ra3", "ea4"}, move: "Ra3xa4", want: "Ra3xa4"},
	{name: "rat in water and elephant", pieces: []string{"Rb4", "ea4"}, move: "Rb4xa4", err: "the rat in the water cannot capture the elephant on land", code: "jungle/rat-from-water"},
	{name: "rat in water and rat on land", pieces: []string{"Rb4", "ra4"}, move: "Rb4xa4", err: "the rat in the water cannot capture the rat on land", code: "jungle/rat-from-water"},
	{name: "rat on land and rat in water", pieces: []string{"Ra4", "rb4"}, move: "Ra4xb4", err: "the rat on land cannot capture the rat in the water", code: "jungle/rat-in-water"},
	{name: "rat-bank=yes from water", rules: "rat-bank=yes", pieces: []string{"Rb4", "ra4"}, move: "Rb4xa4", want: "Rb4xa4"},
	{name: "rat-bank=yes into water", rules: "rat-bank=yes", pieces: []string{"Ra4", "rb4"}, move: "Ra4xb4", want: "Ra4xb4"},
	{name: "rats in water", pieces: []string{"Rb4", "rb5"}, move: "Rb4xb5", want: "Rb4xb5"},
	{name: "wolf-dog=standard", pieces: []string{"Da3", "wa4"}, move: "Da3xa4", err: "the dog cannot capture the wolf: the wolf ranks higher", code: "jungle/rank"},
	{name: "wolf-dog=swapped", rules: "wolf-dog=swapped", pieces: []string{"Da3", "wa4"}, move: "Da3xa4", want: "Da3xa4"},
	{name: "wolf-dog=swapped wolf", rules: "wolf-dog=swapped", pieces: []string{"Wa3", "da4"}, move: "Wa3xa4", err: "the wolf cannot capture the dog: the dog ranks higher", code: "jungle/rank"},

	{name: "enemy trap", pieces: []string{"Cb1", "tc1"}, move: "Cb1xc1", want: "Cb1xc1"},
	{name: "elephant takes a trapped rat", pieces: []string{"Eb1", "rc1"}, move: "Eb1xc1", want: "Eb1xc1"},
	{name: "own trap does nothing", pieces: []string{"Cb9", "tc9"}, move: "Cb9xc9", err: "the cat cannot capture the tiger: the tiger ranks higher", code: "jungle/rank"},
	{name: "traps=any: own trap", rules: "traps=any", pieces: []string{"Cb9", "tc9"}, move: "Cb9xc9", want: "Cb9xc9"},
	{name: "trapped animal captures nothing", side: White, pieces: []string{"ec1", "Cc2"}, move: "Ec1xc2", err: "the elephant on the trap at c1 cannot capture anything while it stands there", code: "jungle/trapped"},
	{name: "trapped rat does not take the elephant", pieces: []string{"Rd8", "ee8"}, move: "Rd8xe8", err: "the rat on the trap at d8 cannot capture anything while it stands there", code: "jungle/trapped"},
	{name: "trapped animal may leave", side: White, pieces: []string{"ec1", "Cc2"}, move: "Ec1-b1", want: "Ec1-b1"},
	{name: "own trap: captures at full rank", pieces: []string{"Ld2", "we2"}, move: "Ld2xe2", want: "Ld2xe2"},
	{name: "trapped-captures=yes", rules: "trapped-captures=yes", side: White, pieces: []string{"ec1", "Cc2"}, move: "Ec1xc2", want: "Ec1xc2"},
	{name: "trapped-captures=yes: rat takes the elephant", rules: "trapped-captures=yes", pieces: []string{"Rd8", "ee8"}, move: "Rd8xe8", want: "Rd8xe8"},
	{name: "trapped-captures=yes: still rank 0 as a target", rules: "trapped-captures=yes", pieces: []string{"Cb1", "tc1"}, move: "Cb1xc1", want: "Cb1xc1"},
	{name: "traps=any: attacker on a trap", rules: "traps=any", pieces: []string{"Lc1", "wb1"}, move: "Lc1xb1", err: "the lion on the trap at c1 cannot capture anything while it stands there", code: "jungle/trapped"},
	{name: "traps=any,trapped-captures=yes: full rank on a trap", rules: "traps=any,trapped-captures=yes", pieces: []string{"Lc1", "wb1"}, move: "Lc1xb1", want: "Lc1xb1"},
	{name: "traps=any,trapped-captures=yes: rank 0 as a target", rules: "traps=any,trapped-captures=yes", pieces: []string{"Cb9", "tc9"}, move: "Cb9xc9", want: "Cb9xc9"},
}

// startPieces lists the animals of the start position.
var startPieces = []string{"la9", "tg9", "db8", "cf8", "ra7", "pc7", "we7", "eg7", "Ea3", "Wc3", "Pe3", "Rg3", "Cb2", "Df2", "Ta1", "Lg1"}

func TestPlay(t *testing.T) {
	for _, c := range playCases {
		t.Run(c.name, func(t *testing.T) {
			p := place(t, c.side, c.rules, c.pieces...)
			before := p.String()
			played, err := p.Play(mv(t, c.move))
			switch {
			case c.err != "" && err == nil:
				t.Fatalf("played %v, want error %q", played.Move, c.err)
			case c.err != "" && (err.Error() != c.err || enginetest.Code(err) != c.code):
				t.Fatalf("error %q (%s), want %q (%s)", err, enginetest.Code(err), c.err, c.code)
			case c.err != "" && p.String() != before:
				t.Fatalf("illegal move changed the position to %s", p)
			case c.err == "" && err != nil:
				t.Fatalf("error %q, want %s", err, c.want)
			case c.err == "" && played.Move.String() != c.want:
				t.Fatalf("played %v, want %s", played.Move, c.want)
			}
		})
	}
}

func TestPlayEveryLegalMoveIsGenerated(t *testing.T) {
	for _, c := range playCases {
		if c.err != "" {
			continue
		}
		p := place(t, c.side, c.rules, c.pieces...)
		found := false
		for _, m := range p.Legal() {
			found = found || m.String() == c.want
		}
		if !found {
			t.Errorf("%s: %s is not among the legal moves %v", c.name, c.want, p.Legal())
		}
	}
}

func TestPlayRejectsOtherMoves(t *testing.T) {
	p := start(t)
	for _, m := range []engines.Move{nil, (*Move)(nil), Move{From: 70, To: 3}, Move{Piece: 12, From: 2, To: 9}} {
		if _, err := p.Play(m); err == nil {
			t.Errorf("Play(%#v) succeeded", m)
		}
	}
	m := mv(t, "a3a4")
	if _, err := p.Play(&m); err != nil {
		t.Errorf("Play(*Move) = %v", err)
	}
}

func TestPlayAfterTheEnd(t *testing.T) {
	p := place(t, Black, "", "Rd8", "ea1")
	if _, err := p.Play(mv(t, "Rd8-d9")); err != nil {
		t.Fatal(err)
	}
	_, err := p.Play(mv(t, "Ea1-a2"))
	if err == nil || !strings.Contains(err.Error(), "the game is over: Black's rat entered the den") {
		t.Fatalf("error %v, want the game is over", err)
	}
}
