package view

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/diagram"
	_ "github.com/arbiter-games/arbiter/notation/diagram/all"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

func parse(t testing.TB, src string) *notation.Record {
	t.Helper()
	rec, err := text.Parse(src, notation.Pos{File: "x.yinsh"})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestReplayLinks checks the moments of a record with a nested variation
// and an illegal turn: names, links, and positions as referee.View gives.
func TestReplayLinks(t *testing.T) {
	rec := parse(t, `[Game "YINSH"]

1. e5 2. f6 (2. g7 3. d4 (3. c3) 4. h8) 3. g7 4. e5 5. c3`)
	rep := referee.Check(rec, referee.Options{Positions: true})
	r := Replay(rec, rep.Game, &rep.Replay, nil)
	var got []string
	for _, n := range r.Nodes {
		got = append(got, fmt.Sprintf("%s prev=%d next=%d up=%d vars=%v illegal=%v", n.Turn, n.Prev, n.Next, n.Up, n.Vars, n.Illegal != ""))
	}
	wantText := []string{
		"0 prev=-1 next=1 up=-1 vars=[] illegal=false",
		"1 prev=0 next=2 up=-1 vars=[] illegal=false",
		"2 prev=1 next=7 up=-1 vars=[3] illegal=false",
		"2.1.2 prev=1 next=4 up=2 vars=[] illegal=false",
		"2.1.3 prev=3 next=6 up=2 vars=[5] illegal=false",
		"2.1.3.1.3 prev=3 next=-1 up=4 vars=[] illegal=false",
		"2.1.4 prev=4 next=-1 up=2 vars=[] illegal=false",
		"3 prev=2 next=8 up=-1 vars=[] illegal=false",
		"4 prev=7 next=-1 up=-1 vars=[] illegal=true",
	}
	if strings.Join(got, "\n") != strings.Join(wantText, "\n") {
		t.Errorf("nodes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantText, "\n"))
	}
	if r.Last != 7 {
		t.Errorf("last legal node %d, want 7", r.Last)
	}
	for i, n := range []int{0, 1, 2, 3} {
		view, _, err := referee.View(rec, referee.Options{}, n)
		if err != nil {
			t.Fatal(err)
		}
		node := []int{0, 1, 2, 7}[i]
		if r.Nodes[node].Position != view.Position.String() {
			t.Errorf("turn %d: position %q, show gives %q", n, r.Nodes[node].Position, view.Position)
		}
	}
	if ill := r.Nodes[8]; ill.Position != r.Nodes[7].Position || r.Views[8].Position != r.Views[7].Position {
		t.Errorf("the illegal turn shows %q, want the position before it %q", ill.Position, r.Nodes[7].Position)
	}
	if _, reached := r.Of[rec.Moves.Turns[4]]; reached {
		t.Errorf("the turn after the illegal one is reached")
	}
}

// ingeniousDrawing draws the position after a generated Ingenious game of
// the number of players.
func ingeniousDrawing(t *testing.T, players string) *diagram.Drawing {
	t.Helper()
	g, err := notation.LookupGame("Ingenious")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.Generate(g, 5, engines.Setup{Tags: map[string]string{"Players": players}}, 30)
	if err != nil {
		t.Fatal(err)
	}
	rep := referee.Check(rec, referee.Options{Positions: true})
	return diagram.For(g).Draw(notation.Snapshot{Position: rep.Main.Turns[len(rep.Main.Turns)-1].After}, diagram.Options{})
}

// TestPanes cuts Ingenious drawings into panes: the board's column and the
// tracks' each tile the drawing's height, side by side, the board's pane
// holds the board, each track's pane its track and nothing of the others;
// a drawing without tracks is one pane.
func TestPanes(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		d := ingeniousDrawing(t, players)
		l := LayoutOf(d)
		tracks := tracksOf(d)
		if tracks == nil || len(l.Panes) < 2+len(tracks.Elements) {
			t.Fatalf("%s players: %d panes for %v", players, len(l.Panes), tracks)
		}
		cut := l.Panes[0].box.x1
		for _, right := range []bool{false, true} {
			y := 0.0
			for _, p := range l.Panes {
				if p.Right != right {
					continue
				}
				x0, x1 := 0.0, cut
				if right {
					x0, x1 = cut, d.Width
				}
				if p.box.y0 != y || p.box.x0 != x0 || p.box.x1 != x1 {
					t.Errorf("%s players: pane %v does not follow the one above (at %v)", players, p.box, y)
				}
				y = p.box.y1
			}
			if y != d.Height {
				t.Errorf("%s players: the column (right %v) ends at %v, not %v", players, right, y, d.Height)
			}
		}
		panes := l.Split(d)
		for i, p := range l.Panes {
			var trackGroups []diagram.Element
			for _, e := range panes[i].Elements {
				if g, ok := e.(*diagram.Group); ok && g.Class == tracksClass {
					trackGroups = append(trackGroups, g.Elements...)
				}
			}
			switch {
			case i == 0 && len(trackGroups) > 0:
				t.Errorf("%s players: the board's pane draws tracks", players)
			case p.Track != none && (len(trackGroups) != 1 || trackGroups[0] != tracks.Elements[p.Track]):
				t.Errorf("%s players: the pane of track %d draws %d tracks", players, p.Track, len(trackGroups))
			case p.Track != none && !inside(bounds(tracks.Elements[p.Track]), p.box):
				t.Errorf("%s players: track %d (%v) is not inside its pane %v", players, p.Track, bounds(tracks.Elements[p.Track]), p.box)
			}
		}
		for _, e := range d.Elements {
			if g, ok := e.(*diagram.Group); ok && g != tracks && !inside(bounds(g), l.Panes[0].box) {
				t.Errorf("%s players: the board's %q (%v) is not inside its pane %v", players, g.Class, bounds(g), l.Panes[0].box)
			}
		}
	}
	yinsh := diagram.New(434, 500)
	yinsh.AddGroup("grid").AddCircle(diagram.Pt(100, 100), 10, "grid", diagram.Style{})
	if l := LayoutOf(yinsh); len(l.Panes) != 1 || l.Panes[0].box != (box{0, 0, 434, 500}) || len(l.Split(yinsh)) != 1 {
		t.Errorf("a drawing without tracks: %+v", l)
	}
}

// inside reports whether box a lies inside box b.
func inside(a, b box) bool { return a.x0 >= b.x0 && a.y0 >= b.y0 && a.x1 <= b.x1 && a.y1 <= b.y1 }

func TestNoteOf(t *testing.T) {
	for _, tc := range []struct {
		text string
		want note
	}{
		{"a plain comment", note{Text: "a plain comment"}},
		{"[%arrow e5 e9] strong  [%mark g9]\n square [%clk 0:04:31]", note{Text: "strong square"}},
		{"[%eval #3]", note{Eval: "#3"}},
		{"[%eval #-5] [%arbiter] allows e5-e9", note{Text: "allows e5-e9", Eval: "#-5", Arbiter: true}},
		{"[%eval 1.5]", note{Eval: "+1.5"}},
		{"[%eval -0.3] 흑이 좋다", note{Text: "흑이 좋다", Eval: "-0.3"}},
		{"<script>alert(1)</script>", note{Text: "<script>alert(1)</script>"}},
	} {
		if got := noteOf(notation.Comment{Text: tc.text}); got != tc.want {
			t.Errorf("noteOf(%q) = %+v, want %+v", tc.text, got, tc.want)
		}
	}
}

func TestNAGSymbol(t *testing.T) {
	for n, want := range map[int]string{1: "!", 2: "?", 4: "??", 6: "?!", 16: "±", 19: "−+", 255: "$255", 0: "$0"} {
		if got := nagSymbol(n); got != want {
			t.Errorf("nagSymbol(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestMoveHTML: a turn of several parts may break after each ";".
func TestMoveHTML(t *testing.T) {
	for move, want := range map[string]string{
		"e5-e9":                   "e5-e9",
		"GG@l4-m4;RB@k5-k6;+<b>&": "<span>GG@l4-m4;</span><wbr><span>RB@k5-k6;</span><wbr><span>+&lt;b&gt;&amp;</span>",
		"j10-j9;xg10-k10xg2":      "<span>j10-j9;</span><wbr><span>xg10-k10xg2</span>",
	} {
		if got := moveHTML(move); got != want {
			t.Errorf("moveHTML(%q) = %q, want %q", move, got, want)
		}
	}
}

// TestCommentBlocks: on the main line a comment with text is a block of
// its own; an evaluation alone (as a match writes on every turn) stays
// beside its turn; in a variation everything is inline.
func TestCommentBlocks(t *testing.T) {
	for _, c := range []struct {
		comments []string
		main     bool
		want     string
	}{
		{[]string{"[%clk 0:00:59] [%eval 0.18]"}, true, `<span class="comment"><span class="eval" title="evaluation">+0.18</span></span> `},
		{[]string{"[%eval #3] good"}, true, `<div class="comment"><span class="eval" title="evaluation">#3</span> good</div>`},
		{[]string{"좋은 수"}, true, `<div class="comment">좋은 수</div>`},
		{[]string{"[%eval -1] weak"}, false, `<span class="comment"><span class="eval" title="evaluation">-1</span> weak</span> `},
		{[]string{"[%clk 0:01:00]"}, true, ``},
	} {
		var m movesWriter
		var cs []notation.Comment
		for _, text := range c.comments {
			cs = append(cs, notation.Comment{Text: text})
		}
		m.comments(cs, c.main)
		if got := m.b.String(); got != c.want {
			t.Errorf("%q (main %v):\n got %s\nwant %s", c.comments, c.main, got, c.want)
		}
	}
}

// TestTurnNames: a record numbered chess style has its turns named so in
// the move list (12. and 12...) and in the boards' status line, as
// `arbiter show` names them; named by their numbers, one by one, without
// the record's numbering.
func TestTurnNames(t *testing.T) {
	rec := parse(t, "[Game \"Jungle\"]\n\n1. Df2-e2 Eg7-f7 2. Ea3-b3 (2. Lg1-f1) Pc7-d7 *\n")
	rep := referee.Check(rec, referee.Options{Positions: true})
	if !rep.Chess {
		t.Fatal("the record is not numbered chess style")
	}
	nums := regexp.MustCompile(`<span class="num">([^<]*)</span>`)
	for _, tc := range []struct {
		name func(int) string
		want string
	}{
		{rep.TurnName, "1. 1... 2. 2. 2..."},
		{nil, "1. 2. 3. 3. 4."},
	} {
		r := Replay(rec, rep.Game, &rep.Replay, tc.name)
		var got []string
		for _, m := range nums.FindAllStringSubmatch(MovesHTML(rec, &rep.Replay, r), -1) {
			got = append(got, m[1])
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("the move list numbers the turns %q, want %q", got, tc.want)
		}
	}
	layout := StartLayout(notation.Snapshot{Position: rep.Replay.Start}, rep.Game)
	last := func(name func(int) string) string {
		r := Replay(rec, rep.Game, &rep.Replay, name)
		panes, err := r.Draw(rep.Game, layout, r.Last, false)
		if err != nil {
			t.Fatal(err)
		}
		return panes[0]
	}
	want := func(name func(int) string) string {
		view, _, err := referee.View(rec, referee.Options{}, referee.LastTurn)
		if err != nil {
			t.Fatal(err)
		}
		panes, err := DrawSnapshot(rep.Game, layout, view, diagram.Options{TurnName: name})
		if err != nil {
			t.Fatal(err)
		}
		return panes[0]
	}
	if got := last(rep.TurnName); got != want(rep.TurnName) || got == want(nil) {
		t.Error("the board after 2... Pc7-d7 is not drawn with the status line arbiter show gives (Turn 3: ...)")
	}
}
