package board

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all" // the games
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// ref is the referee the boards of the tests ask.
var ref = referee.Boards{}

// convert is what `arbiter convert` writes for a record's text: the
// referee's canonical form through the text format's writer.
func convert(t *testing.T, recordText string) string {
	t.Helper()
	u, err := text.NewReader(strings.NewReader(recordText), "").Next()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := u.Parse()
	if err != nil {
		t.Fatalf("%v in\n%s", err, recordText)
	}
	var out strings.Builder
	w := text.NewWriter(&out)
	if _, err := w.Write(referee.Check(rec, referee.Options{}).Entry(referee.KeepNumbering)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// textOf is a board's text, failing the test on an error.
func textOf(t *testing.T, b *Board) string {
	t.Helper()
	s, err := b.Text()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// enter plays a turn on the board by its gestures alone (the game's way
// of entering it), each checked to be a target first, and gives its
// gestures and the targets offered before each.
func enter(t *testing.T, b *Board, move string) ([]notation.Gesture, [][]notation.Gesture) {
	t.Helper()
	m, err := b.Game().ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	played, err := b.Position().Clone().Play(m)
	if err != nil {
		t.Fatalf("%s at %s: %v", move, b.Position(), err)
	}
	gestures, ok := b.gestures.Way(b.Position(), played.Move)
	if !ok {
		t.Fatalf("no gestures enter %s at %s", move, b.Position())
	}
	var offered [][]notation.Gesture
	for i, g := range gestures {
		offered = append(offered, b.Targets())
		if !slices.Contains(offered[i], g) {
			t.Fatalf("%s: %s is not a target after %v: %v", move, g, b.Made(), offered[i])
		}
		played, err := b.Click(g)
		if err != nil || played != (i == len(gestures)-1) {
			t.Fatalf("%s: click %s: played %v, %v", move, g, played, err)
		}
	}
	return gestures, offered
}

// draws are the parts of a full Ingenious record's turns that give the
// tiles drawn: a public record has none.
var draws = regexp.MustCompile(`;\+[A-Z,]+|\+[A-Z,]+`)

// kindsOf names the kinds of turn a turn entered by gestures is: what
// each game's test must see.
func kindsOf(game string, gestures []notation.Gesture, move string, offered [][]notation.Gesture) []string {
	var kinds []string
	add := func(ok bool, kind string) {
		if ok {
			kinds = append(kinds, kind)
		}
	}
	first, count := gestures[0], func(k notation.GestureKind) int {
		n := 0
		for _, g := range gestures {
			if g.Kind == k {
				n++
			}
		}
		return n
	}
	switch game {
	case "YINSH":
		add(len(gestures) == 1 && first.Kind == notation.GestureAt, "placement")
		add(first.Kind == notation.GestureChoice, "opponent's row")
		add(first.Kind == notation.GestureAt && count(notation.GestureChoice) > 0, "own row")
		add(count(notation.GestureAt) > count(notation.GestureChoice)+1, "ring move")
		add(count(notation.GestureChoice) > 0, "ring removal")
		kinds = append(kinds, rowChoices(gestures, offered)...)
	case "Jungle":
		add(strings.Contains(move, "x"), "capture")
		from, to := gestures[0].Text, gestures[1].Text
		add(from[0] != to[0] && from[1] != to[1] || abs(int(from[0])-int(to[0])) > 1 || abs(int(from[1])-int(to[1])) > 1, "river jump")
	case "Ingenious":
		add(count(notation.GestureTile) > 1, "bonus turn")
		add(first == notation.Choice("swap"), "swap")
	}
	return kinds
}

// rowChoices names the choices of rows a YINSH turn made among others
// offered at the same step (offered[k] before the k-th gesture): rows
// that cross, or overlap (a row longer than five).
func rowChoices(made []notation.Gesture, offered [][]notation.Gesture) []string {
	var kinds []string
	for k, g := range made {
		if !strings.HasPrefix(g.Text, "row ") {
			continue
		}
		for _, o := range offered[k] {
			if o == g || !strings.HasPrefix(o.Text, "row ") {
				continue
			}
			switch n := shared(g.Text[4:], o.Text[4:]); {
			case n == 1:
				kinds = append(kinds, "intersecting rows")
			case n > 1:
				kinds = append(kinds, "row longer than five")
			}
		}
	}
	return kinds
}

// shared counts the points two YINSH rows ("c3-c7") share.
func shared(a, b string) int {
	pa := rowPoints(a)
	n := 0
	for _, p := range rowPoints(b) {
		if slices.Contains(pa, p) {
			n++
		}
	}
	return n
}

// rowPoints are the five points of a row from its ends.
func rowPoints(r string) []string {
	a, z, _ := strings.Cut(r, "-")
	var r0, r1 int
	fmt.Sscan(a[1:], &r0)
	fmt.Sscan(z[1:], &r1)
	var pts []string
	for k := 0; k <= 4; k++ {
		pts = append(pts, fmt.Sprintf("%c%d", int(a[0])+(int(z[0])-int(a[0]))*k/4, r0+(r1-r0)*k/4))
	}
	return pts
}

func abs(a int) int { return max(a, -a) }

// TestWholeGamesByGestures enters a whole game of each game by gestures
// alone, every kind of turn its rules have among them, and its text is
// what convert writes for a record of the same turns.
func TestWholeGamesByGestures(t *testing.T) {
	cases := []struct {
		game, variant string
		seed          int64 // of a random game that has every kind of turn
		names         []notation.Tag
		kinds         []string
	}{
		{"YINSH", "", 1, []notation.Tag{{Name: "White", Value: "김민준"}, {Name: "Black", Value: "Ann"}},
			[]string{"placement", "ring move", "own row", "opponent's row", "intersecting rows", "row longer than five", "ring removal"}},
		{"Jungle", "", 17, []notation.Tag{{Name: "Black", Value: "이서연"}},
			[]string{"river jump", "capture", "den"}},
		{"Ingenious", "teams", 7, []notation.Tag{{Name: "Seat1", Value: "박지훈"}},
			[]string{"bonus turn", "swap"}},
	}
	for _, c := range cases {
		t.Run(c.game, func(t *testing.T) {
			g, err := notation.LookupGame(c.game)
			if err != nil {
				t.Fatal(err)
			}
			setup, moves, err := g.RandomGame(c.seed, engines.Setup{Variant: c.variant}, 400)
			if err != nil {
				t.Fatal(err)
			}
			tags := slices.Clone(c.names)
			for _, name := range []string{"Players"} {
				if v, ok := setup.Tags[name]; ok {
					tags = append(tags, notation.Tag{Name: name, Value: v})
				}
			}
			b, err := New(ref, c.game, c.variant, "", tags)
			if err != nil {
				t.Fatal(err)
			}
			seen := map[string]bool{}
			var written []string
			for _, m := range moves {
				move := draws.ReplaceAllString(m.String(), "")
				way, offered := enter(t, b, move)
				for _, k := range kindsOf(c.game, way, move, offered) {
					seen[k] = true
				}
				written = append(written, move)
			}
			if code := b.Position().Outcome().Code; strings.HasSuffix(string(code), "/den") {
				seen["den"] = true
			}
			for _, k := range c.kinds {
				if !seen[k] {
					t.Errorf("no %s among the turns entered (%v)", k, seen)
				}
			}
			want := fmt.Sprintf("[Game %q]\n", c.game)
			if c.variant != "" {
				want += fmt.Sprintf("[Variant %q]\n", c.variant)
			}
			for _, tag := range tags {
				want += fmt.Sprintf("[%s %q]\n", tag.Name, tag.Value)
			}
			want = convert(t, want+"\n"+strings.Join(written, " ")+"\n")
			if got := textOf(t, b); got != want {
				t.Errorf("text:\n%s\nwant (convert):\n%s", got, want)
			}
		})
	}
}
