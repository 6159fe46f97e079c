package board

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
)

// click makes gestures on places, failing the test on an error.
func click(t *testing.T, b *Board, places ...string) {
	t.Helper()
	for _, p := range places {
		if _, err := b.Click(notation.At(p)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestVariationsCommentsPromoteDelete adds a variation as lichess does,
// a comment and annotations on it, goes to a turn already there instead
// of adding it twice, promotes the variation and deletes lines: after
// each step the text is what convert writes for the record written by
// hand.
func TestVariationsCommentsPromoteDelete(t *testing.T) {
	b, err := New(ref, "YINSH", "", "", []notation.Tag{{Name: "White", Value: "김민준"}})
	if err != nil {
		t.Fatal(err)
	}
	click(t, b, "e5", "f6", "g7")
	steps := []struct {
		name string
		do   func() error
		want string // the movetext
	}{
		{"variation", func() error {
			if err := b.Go(1); err != nil {
				return err
			}
			click(t, b, "h8")
			return nil
		}, "1. e5 2. f6 (2. h8) 3. g7"},
		{"comment", func() error { return b.SetComment(4, "the club's line") }, "1. e5 2. f6 (2. h8 {the club's line}) 3. g7"},
		{"annotations", func() error { return b.SetAnnotations(4, []string{"!?", "$2"}) }, "1. e5 2. f6 (2. h8!? $2 {the club's line}) 3. g7"},
		{"start comment", func() error { return b.SetComment(0, "a quiet start") }, "{a quiet start} 1. e5 2. f6 (2. h8!? $2 {the club's line}) 3. g7"},
		{"turn there", func() error {
			if err := b.Go(1); err != nil {
				return err
			}
			click(t, b, "f6")
			if b.Node() != 2 {
				t.Errorf("f6 again went to node %d, not 2", b.Node())
			}
			return nil
		}, "{a quiet start} 1. e5 2. f6 (2. h8!? $2 {the club's line}) 3. g7"},
		{"variation's next turn", func() error {
			if err := b.Go(4); err != nil {
				return err
			}
			click(t, b, "d4")
			return nil
		}, "{a quiet start} 1. e5 2. f6 (2. h8!? $2 {the club's line} 3. d4) 3. g7"},
		{"promote", func() error { return b.Promote(5) }, "{a quiet start} 1. e5 2. h8!? $2 {the club's line} (2. f6 3. g7) 3. d4"},
		{"delete a variation", func() error { return b.DeleteFrom(2) }, "{a quiet start} 1. e5 2. h8!? $2 {the club's line} 3. d4"},
		{"delete the line", func() error { return b.DeleteFrom(4) }, "{a quiet start} 1. e5"},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		want := convert(t, "[Game \"YINSH\"]\n[White \"김민준\"]\n\n"+s.want+"\n")
		if got := textOf(t, b); got != want {
			t.Errorf("%s: text\n%s\nwant\n%s", s.name, got, want)
		}
	}
	if b.Node() != 1 {
		t.Errorf("after deleting the turn shown the board shows node %d, not 1", b.Node())
	}
}

// TestRefusals: what cannot be done is refused with a reason, the board
// unchanged.
func TestRefusals(t *testing.T) {
	b, err := Load(ref, "[Game \"YINSH\"]\n\n1. e5 2. e5 3. f6\n", "")
	if err != nil {
		t.Fatal(err)
	}
	before := textOf(t, b)
	for name, do := range map[string]func() error{
		"a turn refused":     func() error { return b.Go(2) },
		"no such node":       func() error { return b.Go(99) },
		"promote main":       func() error { return b.Promote(1) },
		"delete the start":   func() error { return b.DeleteFrom(0) },
		"comment with brace": func() error { return b.SetComment(1, "a } b") },
		"two glyphs":         func() error { return b.SetAnnotations(1, []string{"!", "?"}) },
		"not a mark":         func() error { return b.SetAnnotations(1, []string{"$300"}) },
		"bad tag name":       func() error { return b.SetTag("a b", "x") },
		"bad variant":        func() error { return b.SetTag("Variant", "no such variant") },
		"the Game tag":       func() error { return b.DeleteTag("Game") },
		"another game":       func() error { return b.SetTag("game", "Jungle") },
		"not a target":       func() error { _, err := b.Click(notation.At("z9")); return err },
	} {
		if err := do(); err == nil {
			t.Errorf("%s: not refused", name)
		}
	}
	if after := textOf(t, b); after != before {
		t.Errorf("the refusals changed the text:\n%s\nwas\n%s", after, before)
	}
}

// TestLimits: variations nested as deep as a record may nest them and a
// comment near a megabyte load, are shown and written as convert writes
// them.
func TestLimits(t *testing.T) {
	const depth = 999
	cases := map[string]string{
		"deep":    "[Game \"YINSH\"]\n\n1. e5 " + strings.Repeat("(1. e5 ", depth) + strings.Repeat(")", depth) + "\n",
		"comment": "[Game \"YINSH\"]\n\n1. e5 {" + strings.Repeat("a comment ", 100_000) + "} 2. f6\n",
	}
	for name, rec := range cases {
		b, err := Load(ref, rec, "")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if textOf(t, b) != convert(t, rec) {
			t.Errorf("%s: the text is not what convert writes", name)
		}
		nodes := b.Tree()
		if err := b.Go(nodes[len(nodes)-1].ID); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := b.SetComment(nodes[0].ID, strings.Repeat("edited ", 100_000)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := b.SetComment(nodes[0].ID, ""); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

// TestCalls drives a board through the calls the page's bridge makes.
func TestCalls(t *testing.T) {
	calls := NewSessions(ref).Calls()
	do := func(name, args string) View {
		t.Helper()
		out, err := calls[name](json.RawMessage(args))
		if err != nil {
			t.Fatalf("%s %s: %v", name, args, err)
		}
		v, _ := out.(View)
		return v
	}
	v := do("board.new", `{"game":"Jungle","tags":[{"name":"Black","value":"이서연"}]}`)
	if len(v.Targets) == 0 || v.Session != 1 || !strings.Contains(v.Text, "이서연") {
		t.Fatalf("board.new: %+v", v)
	}
	from := v.Targets[0]
	v = do("board.click", `{"session":1,"gesture":{"kind":"at","text":"`+from.Text+`"}}`)
	if len(v.Made) != 1 {
		t.Fatalf("board.click: %+v", v)
	}
	to, _ := json.Marshal(v.Targets[0])
	v = do("board.click", `{"session":1,"gesture":`+string(to)+`}`)
	if v.Node != 1 || v.Last == "" || len(v.Made) != 0 {
		t.Fatalf("board.click played nothing: %+v", v)
	}
	v = do("board.comment", `{"session":1,"node":1,"text":"first"}`)
	if !strings.Contains(v.Text, "{first}") {
		t.Errorf("board.comment: %s", v.Text)
	}
	do("board.back", `{"session":1}`)
	tree, err := calls["board.tree"](json.RawMessage(`{"session":1}`))
	if err != nil {
		t.Fatal(err)
	}
	if out, _ := json.Marshal(tree); !strings.Contains(string(out), `"comment":"first"`) {
		t.Errorf("board.tree: %s", out)
	}
	if _, err := calls["board.go"](json.RawMessage(`{"session":2,"node":1}`)); err == nil {
		t.Error("a session not open was not refused")
	}
}

// find is the first node of the board's tree that plays move.
func find(t *testing.T, b *Board, move string) int {
	t.Helper()
	for _, n := range b.Tree() {
		if n.Move == move {
			return n.ID
		}
	}
	t.Fatalf("no node plays %s", move)
	return 0
}

// TestNestedVariations: a loaded record's variations of a variation's
// first turn stay where they were written, promoted up to the main line
// and deleted.
func TestNestedVariations(t *testing.T) {
	const tags = "[Game \"YINSH\"]\n\n"
	b, err := Load(ref, tags+"1. e5 2. f6 (2. g7 {g} (2. h8 3. d4) 3. c3) (2. b3) 3. e6 {end}\n", "")
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name, move string
		do         func(int) error
		want       string
	}{
		{"loaded", "e5", func(int) error { return nil }, "1. e5 2. f6 (2. g7 {g} (2. h8 3. d4) 3. c3) (2. b3) 3. e6 {end}"},
		{"promote", "h8", b.Promote, "1. e5 2. f6 (2. h8 (2. g7 {g} 3. c3) 3. d4) (2. b3) 3. e6 {end}"},
		{"promote to the main line", "h8", b.Promote, "1. e5 2. h8 (2. f6 3. e6 {end}) (2. g7 {g} 3. c3) (2. b3) 3. d4"},
		{"delete", "h8", b.DeleteFrom, "1. e5 2. f6 (2. g7 {g} 3. c3) (2. b3) 3. e6 {end}"},
		{"delete a variation", "g7", b.DeleteFrom, "1. e5 2. f6 (2. b3) 3. e6 {end}"},
		{"go on from its end", "e6", func(id int) error {
			if err := b.Go(id); err != nil {
				return err
			}
			click(t, b, "d4")
			return nil
		}, "1. e5 2. f6 (2. b3) 3. e6 {end} 4. d4"},
	}
	for _, s := range steps {
		if err := s.do(find(t, b, s.move)); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if got, want := textOf(t, b), convert(t, tags+s.want+"\n"); got != want {
			t.Errorf("%s: text\n%s\nwant\n%s", s.name, got, want)
		}
	}
}

// TestDeeperThanText: a record made by a program may nest variations
// deeper than a text may (5,000): the board walks them without recursion.
func TestDeeperThanText(t *testing.T) {
	rec := &notation.Record{Tags: []notation.Tag{{Name: "Game", Value: "YINSH"}}}
	line := &rec.Moves
	for range 5000 {
		turn := &notation.Turn{Move: "e5", Variations: make([]notation.Line, 1)}
		line.Turns = []*notation.Turn{turn}
		line = &turn.Variations[0]
	}
	line.Turns = []*notation.Turn{{Move: "f6"}}
	b, err := fromRecord(ref, rec, "")
	if err != nil {
		t.Fatal(err)
	}
	nodes := b.Tree()
	if len(nodes) != 5001 || nodes[5000].Depth != 5000 {
		t.Fatalf("%d nodes listed, the last %d deep", len(nodes), nodes[len(nodes)-1].Depth)
	}
	if err := b.Go(nodes[5000].ID); err != nil {
		t.Fatal(err)
	}
	if err := b.Promote(nodes[5000].ID); err != nil {
		t.Fatal(err)
	}
	if err := b.DeleteFrom(nodes[2500].ID); err != nil {
		t.Fatal(err)
	}
	if got := len(b.Tree()); got != 5000 {
		t.Errorf("%d nodes after deleting one, want 5000", got)
	}
}

// TestChessNumbers: a record numbered chess style has its turns numbered
// so on the board too (its move list, and the status line of its
// drawing), also the turns entered after it is loaded; a record numbered
// one by one keeps its numbers.
func TestChessNumbers(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"chess style", "[Game \"Jungle\"]\n\n1. Df2-e2 Eg7-f7 2. Ea3-b3 (2. Lg1-f1) Pc7-d7 3. Rg3-g4 *\n",
			"[1. 1... 2. 2. 2... 3. 3...]"},
		{"one by one", "[Game \"Jungle\"]\n\n1. Df2-e2 2. Eg7-f7 3. Ea3-b3 (3. Lg1-f1) 4. Pc7-d7 5. Rg3-g4 *\n",
			"[1. 2. 3. 3. 4. 5. 6.]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := Load(ref, c.src, "")
			if err != nil {
				t.Fatal(err)
			}
			for n := -1; n != b.Node(); {
				n = b.Node()
				b.Forward()
			}
			enter(t, b, b.Position().Legal()[0].String())
			var got []string
			for _, n := range b.Tree() {
				got = append(got, n.Number)
			}
			if fmt.Sprint(got) != c.want {
				t.Errorf("the board numbers the turns %v, want %s", got, c.want)
			}
			last := got[len(got)-1]
			if name := b.Numbers().Turn(b.Snapshot().Turn); name+"." != last && name != last {
				t.Errorf("the board's drawing names the last turn %q, its list %q", name, last)
			}
		})
	}
}
