package jungle

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// playAll plays the moves, failing the test on an illegal one.
func playAll(t *testing.T, p *Position, moves string) {
	t.Helper()
	for _, text := range strings.Fields(moves) {
		if _, err := p.Play(mv(t, text)); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

// shuffle is four plies that bring the start position back.
const shuffle = "Lg1-f1 La9-b9 Lf1-g1 Lb9-a9 "

var (
	blackWins = [][]int{{0}, {1}}
	whiteWins = [][]int{{1}, {0}}
	drawn     = [][]int{{0, 1}}
)

// outcomeCases are positions and moves with the outcome they reach.
var outcomeCases = []struct {
	name   string
	fen    string
	rules  string
	moves  string
	places [][]int
	reason string
	code   engines.Code
}{
	{name: "start", moves: "Ea3-a4"},
	{name: "den", fen: "7/3R3/7/7/7/7/7/7/e6 b 0 1", moves: "Ea1-a2 Rd8-d9", places: blackWins, reason: "Black's rat entered the den", code: "jungle/den"},
	{name: "White's den entry", fen: "6E/7/7/7/7/7/7/3r3/7 b 0 1", moves: "Rd2-d1", places: whiteWins, reason: "White's rat entered the den", code: "jungle/den"},
	{name: "all captured", fen: "7/7/7/7/7/7/7/w6/L6 w 0 1", moves: "La1xa2", places: blackWins, reason: "Black captured all of White's animals", code: "jungle/all-captured"},
	{name: "no legal move", fen: "cD5/W6/7/7/7/7/7/7/7 b 0 1", places: blackWins, reason: "White has no legal move", code: "jungle/no-move"},
	{name: "no legal move, no-move=draw", fen: "cD5/W6/7/7/7/7/7/7/7 b 0 1", rules: "no-move=draw", places: drawn, reason: "White has no legal move", code: "jungle/no-move"},
	{name: "threefold", moves: shuffle + shuffle, places: drawn, reason: "threefold repetition", code: "jungle/drawn-repetition"},
	{name: "twofold goes on", moves: shuffle},
	{name: "repetition=off", rules: "repetition=off", moves: shuffle + shuffle + shuffle},
	{name: "no-capture limit", fen: StartFEN[:len(StartFEN)-3] + "99 7", moves: "Ea3-a4", places: drawn, reason: "100 plies without a capture", code: "jungle/no-capture-limit"},
	{name: "no-capture limit reached in the position string", fen: StartFEN[:len(StartFEN)-3] + "100 7", places: drawn, reason: "100 plies without a capture", code: "jungle/no-capture-limit"},
	{name: "no-capture-limit=120", rules: "no-capture-limit=120", fen: StartFEN[:len(StartFEN)-3] + "100 7", moves: "Ea3-a4"},
	{name: "no-capture-limit=0", rules: "no-capture-limit=0", fen: StartFEN[:len(StartFEN)-3] + "5000 7"},
	{name: "the one move forbidden", fen: cornered, rules: "repetition=forbid-chaser", moves: cornerCycle + cornerCycle, places: whiteWins, reason: "Black has no legal move", code: "jungle/no-move"},
	{name: "the one move forbidden, no-move=draw", fen: cornered, rules: "repetition=forbid-chaser,no-move=draw", moves: cornerCycle + cornerCycle, places: drawn, reason: "Black has no legal move", code: "jungle/no-move"},
	{name: "den beats the ply limit", fen: "7/3R3/7/7/7/7/7/7/e6 b 98 1", moves: "Ea1-a2 Rd8-d9", places: blackWins, reason: "Black's rat entered the den", code: "jungle/den"},
}

func TestOutcome(t *testing.T) {
	cases := outcomeCases
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, c.fen, c.rules)
			playAll(t, p, c.moves)
			o := p.Outcome()
			if o.Over != (c.places != nil) || !reflect.DeepEqual(o.Places, c.places) || o.Reason != c.reason || o.Code != c.code {
				t.Errorf("outcome %+v, want places %v reason %q code %q", o, c.places, c.reason, c.code)
			}
			if o.Over && len(p.Legal()) != 0 {
				t.Errorf("legal moves after the end: %v", p.Legal())
			}
		})
	}
}

func TestVariantsDraws(t *testing.T) {
	for variant, over := range map[string]bool{"standard": true, "blinky": true, "traditional": false} {
		p, err := Game{}.New(setup(variant, ""))
		if err != nil {
			t.Fatal(err)
		}
		playAll(t, p.(*Position), shuffle+shuffle)
		if p.Outcome().Over != over {
			t.Errorf("%s: after a threefold repetition over = %v, want %v", variant, !over, over)
		}
	}
}

// The chase positions: Black's lion on a2 and White's dog on b3, Black to
// move; in chaseBoth White's lion also keeps Black's dog and cat under
// threat across the board.
const (
	chaseOne  = "7/7/7/7/7/7/1d5/L6/7 w 0 1"
	chaseBoth = "7/5Dl/5C1/7/7/7/1d5/Lc5/7 w 0 1"
	// chase: the lion threatens the dog from a3 and from a2, the dog
	// flees, and the position of Black to move comes back.
	chase = "La2-a3 Db3-b2 La3-a2 Db2-b3 "
	// wander brings it back without a threat.
	wander = "La2-a1 Db3-c3 La1-a2 Dc3-b3 "
	// chaseEachOther: each lion threatens with every move.
	chaseEachOther = "La2-a3 Lg8-g7 La3-a2 Lg7-g8 "
	// trapChase: White's lion threatens the dog from d3, and the cat from
	// Black's trap d2 only under trapped-captures=yes; Black's rat swims.
	trapChase = "7/7/7/7/R6/7/3lD2/2C4/7 w 0 1"
	trapCycle = "Ra5-a6 Ld3-d2 Ra6-a5 Ld2-d3 "
	// cornered: Black's lion at a5 has one move, a5-a4: White's elephant
	// holds a6 and White's rat on c5 blocks the jump to d5. From a4 it
	// threatens the cat on d4 across the river until the rat swims to c4,
	// and from a5 the dog on d5 until the rat swims back: Black alone
	// chases, and the third time its one move is forbidden.
	cornered    = "7/7/7/e6/L1rd3/3c3/7/7/7 w 0 1"
	cornerCycle = "La5-a4 Rc5-c4 La4-a5 Rc4-c5 "
)

// TestForbidChaser plays to a third occurrence (or to the move before it)
// under repetition=forbid-chaser: refused is a move that must be refused
// as the lone chaser's, reason the outcome after the moves.
func TestForbidChaser(t *testing.T) {
	const chaserMustDeviate = "this move would repeat the position a third time, which Black, the chasing side, may not do: Black must deviate"
	cases := []struct {
		name    string
		rules   string
		fen     string
		moves   string
		refused string
		reason  string
	}{
		{name: "chased side repeats freely", fen: chaseOne, moves: chase + chase},
		{name: "chaser must deviate", fen: chaseOne, moves: chase + chase, refused: "La2-a3"},
		{name: "the start counts as the first occurrence", fen: "7/7/7/7/7/7/7/Ld5/7 b 0 1", moves: "Db2-b3 " + chase + "La2-a3 Db3-b2", refused: "La3-a2"},
		{name: "moves before the first occurrence do not count", fen: "7/7/7/7/7/7/2d4/7/L6 w 0 1", moves: "La1-a2 Dc3-b3 " + chase + chase, refused: "La2-a3"},
		{name: "both chase", fen: chaseBoth, moves: chaseEachOther + chaseEachOther, reason: "threefold repetition, both sides chasing"},
		{name: "neither chases", moves: shuffle + shuffle, reason: "threefold repetition, neither side chasing"},
		{name: "a side that stopped chasing is no chaser", fen: chaseOne, moves: chase + wander, reason: "threefold repetition, neither side chasing"},
		{name: "a trapped animal threatens nothing", fen: trapChase, moves: trapCycle + trapCycle, reason: "threefold repetition, neither side chasing"},
		{name: "trapped-captures=yes: the trapped lion chases", rules: "trapped-captures=yes", fen: trapChase, moves: trapCycle + "Ra5-a6 Ld3-d2 Ra6-a5", refused: "Ld2-d3"},
		{name: "the lone chaser's one move forbidden", fen: cornered, moves: cornerCycle + cornerCycle, reason: "Black has no legal move"},
	}
	refusals := 0
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rules := "repetition=forbid-chaser"
			if c.rules != "" {
				rules += "," + c.rules
			}
			p := mustPosition(t, c.fen, rules)
			for _, text := range strings.Fields(c.moves) {
				refusals += comparePlayable(t, p)
				playAll(t, p, text)
			}
			refusals += comparePlayable(t, p)
			if o := p.Outcome(); o.Reason != c.reason || o.Over != (c.reason != "") {
				t.Fatalf("outcome %+v, want reason %q", o, c.reason)
			}
			if c.refused == "" {
				return
			}
			before, reps := p.String(), p.Repetitions()
			if _, err := p.Play(mv(t, c.refused)); err == nil || err.Error() != strings.Replace(chaserMustDeviate, "Black", p.SideToMove().String(), 2) {
				t.Fatalf("%s: error %v, want the chaser must deviate", c.refused, err)
			}
			if p.String() != before || p.Repetitions() != reps {
				t.Fatalf("refused move changed the position: %s, %d repetitions", p, p.Repetitions())
			}
			for _, m := range p.Legal() {
				if m.String() == c.refused {
					t.Error("the forbidden move is listed as legal")
				}
			}
			if len(p.Legal()) == 0 || p.Outcome().Over {
				t.Errorf("the chaser has no other move: %+v", p.Outcome())
			}
		})
	}
	if refusals == 0 {
		t.Error("Legal and Play were never compared on a refused move")
	}
}

func TestChasedSideRepeatsAgain(t *testing.T) {
	p := mustPosition(t, chaseOne, "repetition=forbid-chaser")
	playAll(t, p, chase+chase)
	if p.Repetitions() != 3 || p.Outcome().Over {
		t.Fatalf("%d repetitions, %+v; want 3, the game going on", p.Repetitions(), p.Outcome())
	}
	// The lion chases on another path, and the dog comes back once more.
	playAll(t, p, "La2-b2 Db3-a3 Lb2-a2 Da3-b3")
	if p.Repetitions() != 4 || p.Outcome().Over {
		t.Errorf("%d repetitions, %+v; want 4, the game going on", p.Repetitions(), p.Outcome())
	}
}

func TestThreatens(t *testing.T) {
	cases := []struct {
		name   string
		rules  string
		pieces []string
		at     string
		want   bool
	}{
		{name: "a step away", pieces: []string{"La3", "db3"}, at: "a3", want: true},
		{name: "the stronger enemy", pieces: []string{"Da3", "lb3"}, at: "a3"},
		{name: "across the river", pieces: []string{"Lc3", "dc7"}, at: "c3", want: true},
		{name: "a rat blocks the jump", pieces: []string{"Lc3", "Rc5", "dc7"}, at: "c3"},
		{name: "rats-block=enemy: own rat", rules: "rats-block=enemy", pieces: []string{"Lc3", "Rc5", "dc7"}, at: "c3", want: true},
		{name: "the rat threatens the elephant", pieces: []string{"Ra3", "eb3"}, at: "a3", want: true},
		{name: "nor the rat in the water", pieces: []string{"Ea4", "rb4"}, at: "a4"},
		{name: "from an enemy trap", pieces: []string{"lc1", "Db1"}, at: "c1"},
		{name: "trapped-captures=yes", rules: "trapped-captures=yes", pieces: []string{"lc1", "Db1"}, at: "c1", want: true},
		{name: "an own animal is no target", pieces: []string{"La3", "Db3", "ea9"}, at: "a3"},
		{name: "White's animal", pieces: []string{"lb3", "Da3"}, at: "b3", want: true},
	}
	for _, c := range cases {
		p := place(t, Black, c.rules, c.pieces...)
		sq, _ := ParseSquare(c.at)
		if got := p.rules.threatens(&p.b, sq); got != c.want {
			t.Errorf("%s: threatens = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestCaptureResetsCounters(t *testing.T) {
	p := mustPosition(t, "7/7/7/7/7/7/7/w6/L5e w 40 3", "")
	playAll(t, p, "La1xa2 Eg1-f1")
	if p.PliesSinceCapture() != 1 || p.Repetitions() != 1 {
		t.Errorf("plies %d, repetitions %d; want 1, 1", p.PliesSinceCapture(), p.Repetitions())
	}
}

func TestCounters(t *testing.T) {
	cases := []struct {
		fen        string
		moves      string
		turn, seat int
		moveNumber int
		plies      int
	}{
		{fen: "", turn: 1, seat: 0, moveNumber: 1},
		{fen: "", moves: "Ea3-a4", turn: 2, seat: 1, moveNumber: 1, plies: 1},
		{fen: "", moves: "Ea3-a4 Eg7-g6", turn: 3, seat: 0, moveNumber: 2, plies: 2},
		{fen: StartFEN[:len(StartFEN)-5] + "b 0 1", turn: 2, seat: 1, moveNumber: 1},
		{fen: StartFEN[:len(StartFEN)-5] + "w 7 3", turn: 5, seat: 0, moveNumber: 3, plies: 7},
	}
	for _, c := range cases {
		p := mustPosition(t, c.fen, "")
		playAll(t, p, c.moves)
		if p.TurnNumber() != c.turn || p.Seat() != c.seat || p.MoveNumber() != c.moveNumber || p.PliesSinceCapture() != c.plies {
			t.Errorf("%q + %q: turn %d seat %d move %d plies %d; want %d %d %d %d", c.fen, c.moves,
				p.TurnNumber(), p.Seat(), p.MoveNumber(), p.PliesSinceCapture(), c.turn, c.seat, c.moveNumber, c.plies)
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	p := start(t)
	playAll(t, p, shuffle)
	c := p.Clone().(*Position)
	playAll(t, p, shuffle)
	playAll(t, c, "Ea3-a4")
	if !p.Outcome().Over {
		t.Error("original: threefold repetition not seen")
	}
	if c.Outcome().Over || c.Repetitions() != 1 {
		t.Errorf("clone: %+v, %d repetitions", c.Outcome(), c.Repetitions())
	}
	playAll(t, c, "Eg7-g6 Ea4-a3 Eg6-g7")
	if c.Repetitions() != 3 {
		t.Errorf("clone sees %d repetitions of the start, want 3", c.Repetitions())
	}
}

// comparePlayable checks Legal against Play on clones, for every move
// the board allows, and returns how many Play refused (none once the game
// is over).
func comparePlayable(t *testing.T, p *Position) int {
	t.Helper()
	if p.Outcome().Over {
		return 0
	}
	legal := map[string]bool{}
	for _, m := range p.Legal() {
		legal[m.String()] = true
	}
	var list moveList
	p.rules.generate(&p.b, &list)
	refused := 0
	for _, m := range list.moves[:list.n] {
		_, err := p.Clone().Play(m)
		if (err == nil) != legal[m.String()] {
			t.Fatalf("%s: %s listed %v, Play says %v", p, m, legal[m.String()], err)
		}
		if err != nil {
			refused++
		}
	}
	return refused
}

// TestCanMove checks canMove and anyMove, which stop at the first move,
// against playable and generate, which list them all, in the positions of
// random games under every rule set, from the start and from a sparse
// position where boards repeat, and in positions without a move.
func TestCanMove(t *testing.T) {
	for _, s := range ruleSets {
		s.Rules += ",repetition=forbid-chaser,no-capture-limit=0"
		sparse := s
		sparse.Position = sparseFEN
		for _, p := range append(gamePositions(t, s, 3, 300), gamePositions(t, sparse, 20, 200)...) {
			checkCanMove(t, p)
		}
	}
	p := mustPosition(t, cornered, "repetition=forbid-chaser")
	playAll(t, p, cornerCycle+cornerCycle)
	for _, p := range []*Position{p, mustPosition(t, "cD5/W6/7/7/7/7/7/7/7 b 0 1", "")} {
		if checkCanMove(t, p) {
			t.Errorf("%s: a move found", p)
		}
	}
}

// checkCanMove checks canMove and anyMove in p and returns canMove's
// answer.
func checkCanMove(t *testing.T, p *Position) bool {
	t.Helper()
	var list moveList
	p.rules.generate(&p.b, &list)
	if any := p.rules.anyMove(&p.b); any != (list.n > 0) {
		t.Fatalf("%s: anyMove says %v, generate lists %d moves", p, any, list.n)
	}
	p.playable(&list)
	can := p.canMove()
	if can != (list.n > 0) {
		t.Fatalf("%s (%d repeats): canMove says %v, playable lists %d moves", p, p.repeats, can, list.n)
	}
	return can
}

// TestLegalCount: LegalCount counts what Legal lists at every position of
// games that chase back and forth under repetition=forbid-chaser (each
// turn one of the first three moves listed), also where the rule forbids
// a move that Perft(1), counting as perft does, still counts; and none
// once the game is over.
func TestLegalCount(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	forbidden, over := 0, 0
	for range 1000 {
		p := mustPosition(t, "", "repetition=forbid-chaser")
		for range 300 {
			legal := p.Legal()
			if n := p.LegalCount(); n != uint64(len(legal)) {
				t.Fatalf("%s: LegalCount %d, Legal lists %d", p, n, len(legal))
			}
			if p.Perft(1) != uint64(len(legal)) {
				forbidden++
			}
			if len(legal) == 0 {
				over++
				break
			}
			if _, err := p.Play(legal[r.IntN(min(len(legal), 3))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if forbidden == 0 || over == 0 {
		t.Errorf("the games met %d positions where a move is forbidden and %d ends: the test tests nothing", forbidden, over)
	}
}

// TestBoardOutcome: the moves of a game played under rules with draw
// rules, played again under those rules without them, end in the
// BoardOutcome of the first game's end (over or not), also where a draw
// rule, or the forbid-chaser rule leaving no move, ended the first game:
// the outcome cases, and random games.
func TestBoardOutcome(t *testing.T) {
	for _, c := range outcomeCases {
		p := mustPosition(t, c.fen, c.rules)
		var moves []engines.Move
		for _, text := range strings.Fields(c.moves) {
			moves = append(moves, mv(t, text))
		}
		checkBoardOutcome(t, c.name, p, moves)
	}
	drawn := 0
	for _, rules := range []string{"", "no-capture-limit=16", "repetition=forbid-chaser", "no-move=draw"} {
		for seed := range int64(40) {
			s, moves, err := Game{}.RandomGame(seed, setup("", rules), 200)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Game{}.position(s)
			if err != nil {
				t.Fatal(err)
			}
			if checkBoardOutcome(t, fmt.Sprintf("%q seed %d", rules, seed), p, moves) {
				drawn++
			}
		}
	}
	if drawn == 0 {
		t.Error("no random game drawn: the test compares no draw")
	}
}

// checkBoardOutcome plays the moves from p under its rules and under them
// without the draw rules, and compares the ends; it reports whether a
// draw ended the game under p's rules.
func checkBoardOutcome(t *testing.T, name string, with *Position, moves []engines.Move) bool {
	t.Helper()
	without := with.Clone().(*Position)
	without.rules = with.rules.WithoutDraws()
	for _, m := range moves {
		if _, err := with.Play(m); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := without.Play(m); err != nil {
			t.Fatalf("%s, without the draw rules: %v", name, err)
		}
	}
	if got, want := with.BoardOutcome(), without.Outcome(); !reflect.DeepEqual(got, want) {
		t.Errorf("%s: BoardOutcome %+v, without the draw rules %+v", name, got, want)
	}
	o := with.Outcome()
	return o.Over && len(o.Places) == 1
}
