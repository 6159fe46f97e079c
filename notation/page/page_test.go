package page

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"runtime"
	"slices"
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

// entryOf is a record's entry on a page, refereed as `arbiter html` does.
func entryOf(rec *notation.Record, game string) Entry {
	rep := referee.Check(rec, referee.Options{Game: game, Positions: true})
	e := Entry{Record: rec, Game: rep.Game, Replay: &rep.Replay, Outcome: rep.Outcome}
	for _, d := range rep.Diagnostics {
		e.Problems = append(e.Problems, d.String())
	}
	return e
}

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

// TestReplayLinks checks the moments of a record with a nested variation
// and an illegal turn: names, links, and positions as referee.View gives.
func TestReplayLinks(t *testing.T) {
	rec := parse(t, `[Game "YINSH"]

1. e5 2. f6 (2. g7 3. d4 (3. c3) 4. h8) 3. g7 4. e5 5. c3`)
	var boards int
	draw := func(notation.Game, notation.Snapshot) ([]int, []int, error) {
		boards++
		return []int{boards}, []int{-boards}, nil
	}
	r, err := replayRecord(entryOf(rec, ""), draw)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range r.nodes {
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
	if r.last != 7 {
		t.Errorf("last legal node %d, want 7", r.last)
	}
	for i, n := range []int{0, 1, 2, 3} {
		view, _, err := referee.View(rec, referee.Options{}, n)
		if err != nil {
			t.Fatal(err)
		}
		node := []int{0, 1, 2, 7}[i]
		if r.nodes[node].Position != view.Position.String() {
			t.Errorf("turn %d: position %q, show gives %q", n, r.nodes[node].Position, view.Position)
		}
	}
	if ill := r.nodes[8]; ill.Position != r.nodes[7].Position || !slices.Equal(ill.Board, r.nodes[7].Board) {
		t.Errorf("the illegal turn shows %q, want the position before it %q", ill.Position, r.nodes[7].Position)
	}
	if _, reached := r.of[rec.Moves.Turns[4]]; reached {
		t.Errorf("the turn after the illegal one is reached")
	}
}

// hostile is a record whose every text tries to be markup.
const hostile = `[Game "YINSH"]
[White "<script>window.pwned=1</script>"]
[Black "<img src=x onerror=window.pwned=2>"]
[Event "Kim & 김민지 </script><script>window.pwned=3</script>"]

1. e5 {<script>window.pwned=4</script> <img src=x onerror="window.pwned=5"> 흑이 좋다 [%eval #3]}
2. f6 (2. g7 {</span><b onclick=x>bold?</b>}) *`

// TestWriteEscapes checks that nothing from a record becomes markup.
func TestWriteEscapes(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, []Entry{entryOf(parse(t, hostile), "")}); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if n := strings.Count(out, "<script"); n != 3 {
		t.Errorf("the page has %d <script elements, want its own 3", n)
	}
	for _, bad := range []string{"<img", "<b ", "</span><b"} {
		if strings.Contains(out, bad) {
			t.Errorf("the page holds %q from the record", bad)
		}
	}
	for _, want := range []string{"&lt;script&gt;window.pwned=4&lt;/script&gt;", "흑이 좋다", `<span class="eval" title="evaluation">#3</span>`} {
		if !strings.Contains(out, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if !regexp.MustCompile(`script-src &#39;sha256-(?:[A-Za-z0-9/]|&#43;)+=*&#39;"`).MatchString(out) {
		t.Error("the page has no Content-Security-Policy for its script")
	}
}

// TestPageSize checks that a 100-turn game makes a page under 2 MB.
func TestPageSize(t *testing.T) {
	for _, tc := range []struct {
		game, variant string
		seed          int64
	}{
		{"Jungle", "traditional", 7},
		{"YINSH", "", 3},
		{"Ingenious", "", 3},
	} {
		g, err := notation.LookupGame(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := notation.Generate(g, tc.seed, engines.Setup{Variant: tc.variant}, 100)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := Write(&buf, []Entry{entryOf(rec, "")}); err != nil {
			t.Fatal(err)
		}
		turns := len(rec.Moves.Turns)
		t.Logf("%s, %d turns: %d bytes", tc.game, turns, buf.Len())
		if buf.Len() > 2<<20 || tc.game == "Jungle" && turns != 100 {
			t.Errorf("%s, %d turns: the page has %d bytes, want at most 2 MB", tc.game, turns, buf.Len())
		}
	}
}

// FuzzWrite writes the page of any record that can be read: it must not
// fail, and nothing from the record may become an element of the page.
func FuzzWrite(f *testing.F) {
	f.Add(hostile)
	f.Add("[Game \"Jungle\"]\n\n1. Ea3-a4 {[%arrow a3 a4] [%eval #-2]} (1. Ld9-d8 2. x) 2. Ra7-a6 *")
	f.Add("[Game \"Ingenious\"]\n[Players \"2\"]\n\n1. PO@c9-c10;+BB $300 *")
	f.Fuzz(func(t *testing.T, src string) {
		e := Entry{}
		if rec, err := text.Parse(src, notation.Pos{File: "x.yinsh"}); err != nil {
			e.Err = err
		} else {
			e = entryOf(rec, "YINSH")
		}
		var buf bytes.Buffer
		if err := Write(&buf, []Entry{e}); err != nil {
			t.Fatalf("Write: %v", err)
		}
		out := buf.String()
		if n := strings.Count(out, "<script"); n != 3 {
			t.Errorf("the page has %d <script elements, want its own 3", n)
		}
		if strings.Contains(out, "<img") {
			t.Error("the page has an <img> element")
		}
	})
}

// nested is a YINSH record whose first turn has an alternative, which has
// an alternative, and so on, depth deep.
func nested(depth int) string {
	return "[Game \"YINSH\"]\n\n1. e5 " + strings.Repeat("(1. f6 ", depth) + strings.Repeat(")", depth) + " 2. g7 *\n"
}

// TestNestedVariations: each turn's data-turn names its path as
// docs/html.md says (15.1.16.1.16: turn 16 of the first variation of
// turn 16 of the first variation of turn 15), and a page grows with the
// depth of its variations as their names do, not exponentially: the
// documented limit, 1000 deep, makes a page of a few megabytes.
func TestNestedVariations(t *testing.T) {
	rec := parse(t, "[Game \"YINSH\"]\n\n1. e5 2. f6 (2. g7 3. d4 (3. c3 4. h8 (4. b2)))")
	var buf bytes.Buffer
	if err := Write(&buf, []Entry{entryOf(rec, "")}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`data-turn="2"`, `data-turn="2.1.2"`, `data-turn="2.1.3.1.3"`, `data-turn="2.1.3.1.4.1.4"`} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("no %s in the page", want)
		}
	}
	if strings.Contains(buf.String(), `data-turn="2.1.2.1.`) {
		t.Error("a variation's name repeats its path")
	}
	size := map[int]int{}
	for _, depth := range []int{10, 20, 40, 1000} {
		var buf bytes.Buffer
		if err := Write(&buf, []Entry{entryOf(parse(t, nested(depth)), "")}); err != nil {
			t.Fatal(err)
		}
		size[depth] = buf.Len()
	}
	if size[40] > 4*size[20] || size[20] > 4*size[10] || size[1000] > 8<<20 {
		t.Errorf("page sizes by depth %v: more than the names of the turns need", size)
	}
}

// TestMemoryBoundedByPage: a page holds what it will write, not the
// records and their positions: after adding records, the live heap is
// within a few times the page written.
func TestMemoryBoundedByPage(t *testing.T) {
	g, err := notation.LookupGame("Jungle")
	if err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	pw := NewWriter(&page)
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for seed := range int64(4) {
		rec, err := notation.Generate(g, seed, engines.Setup{}, 100)
		if err != nil {
			t.Fatal(err)
		}
		if err := pw.Add(entryOf(rec, "")); err != nil {
			t.Fatal(err)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if err := pw.Close(); err != nil {
		t.Fatal(err)
	}
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	if held > 3*int64(page.Len()) {
		t.Errorf("the page writer holds %d bytes for a page of %d", held, page.Len())
	}
	t.Logf("%d bytes held for a page of %d", held, page.Len())
}

// pageFonts writes the page of a record and returns the fonts in its data.
func pageFonts(t *testing.T, rec *notation.Record) []fontData {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, []Entry{entryOf(rec, "")}); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<script type="application/json" id="arbiter-fonts">(.*?)</script>`).FindSubmatch(buf.Bytes())
	if m == nil {
		t.Fatal("the page has no fonts' block")
	}
	var fonts []fontData
	if err := json.Unmarshal(m[1], &fonts); err != nil {
		t.Fatal(err)
	}
	return fonts
}

// rangeRunes reads a CSS unicode-range of characters and ranges.
func rangeRunes(t *testing.T, r string) []rune {
	t.Helper()
	var out []rune
	for _, part := range strings.Split(r, ", ") {
		var from, to rune
		if n, _ := fmt.Sscanf(part, "U+%X-%X", &from, &to); n == 1 {
			to = from
		} else if n != 2 {
			t.Fatalf("unicode-range %q", r)
		}
		for c := from; c <= to; c++ {
			out = append(out, c)
		}
	}
	return out
}

// TestHangulFonts: a page carries the Hangul its text uses, cut from the
// diagrams' font: the regular face every Hangul character of the page's
// text (title, tags, comments, evaluations), the bold face those of the
// texts set in bold (the title, the evaluations), each a WOFF file of a
// few kilobytes; a page without Hangul carries none.
func TestHangulFonts(t *testing.T) {
	fonts := pageFonts(t, parse(t, `[Game "YINSH"]
[White "김민지"]
[Black "Park Joon"]
[Event "서울 「봄」 리그"]

1. e5 {흑이 좋다 [%eval 백승]} 2. f6 *`))
	want := map[string]string{"normal": "김민지서울「」봄리그흑이좋다백승", "bold": "김민지백승"}
	if len(fonts) != len(want) {
		t.Fatalf("%d fonts, want %d", len(fonts), len(want))
	}
	for _, f := range fonts {
		w := []rune(want[f.Weight])
		slices.Sort(w)
		if got := rangeRunes(t, f.Range); f.Family != hangulFamily || !slices.Equal(got, w) {
			t.Errorf("%s %s holds %q, want %q", f.Family, f.Weight, string(got), string(w))
		}
		if !bytes.HasPrefix(f.WOFF, []byte("wOFF")) || len(f.WOFF) > 2000+400*len(w) {
			t.Errorf("the %s font: %d bytes of %q for %d characters", f.Weight, len(f.WOFF), f.WOFF[:4], len(w))
		}
	}
	if fonts := pageFonts(t, parse(t, "[Game \"YINSH\"]\n[White \"Kim Minji\"]\n\n1. e5 {Ελληνικά, русский} *")); len(fonts) != 0 {
		t.Errorf("a page without Hangul carries %d fonts", len(fonts))
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
		l := layoutOf(d)
		tracks := tracksOf(d)
		if tracks == nil || len(l.panes) < 2+len(tracks.Elements) {
			t.Fatalf("%s players: %d panes for %v", players, len(l.panes), tracks)
		}
		cut := l.panes[0].box.x1
		for _, right := range []bool{false, true} {
			y := 0.0
			for _, p := range l.panes {
				if p.right != right {
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
		panes := l.split(d)
		for i, p := range l.panes {
			var trackGroups []diagram.Element
			for _, e := range panes[i].Elements {
				if g, ok := e.(*diagram.Group); ok && g.Class == tracksClass {
					trackGroups = append(trackGroups, g.Elements...)
				}
			}
			switch {
			case i == 0 && len(trackGroups) > 0:
				t.Errorf("%s players: the board's pane draws tracks", players)
			case p.track != none && (len(trackGroups) != 1 || trackGroups[0] != tracks.Elements[p.track]):
				t.Errorf("%s players: the pane of track %d draws %d tracks", players, p.track, len(trackGroups))
			case p.track != none && !inside(bounds(tracks.Elements[p.track]), p.box):
				t.Errorf("%s players: track %d (%v) is not inside its pane %v", players, p.track, bounds(tracks.Elements[p.track]), p.box)
			}
		}
		for _, e := range d.Elements {
			if g, ok := e.(*diagram.Group); ok && g != tracks && !inside(bounds(g), l.panes[0].box) {
				t.Errorf("%s players: the board's %q (%v) is not inside its pane %v", players, g.Class, bounds(g), l.panes[0].box)
			}
		}
	}
	yinsh := diagram.New(434, 500)
	yinsh.AddGroup("grid").AddCircle(diagram.Pt(100, 100), 10, "grid", diagram.Style{})
	if l := layoutOf(yinsh); len(l.panes) != 1 || l.panes[0].box != (box{0, 0, 434, 500}) || len(l.split(yinsh)) != 1 {
		t.Errorf("a drawing without tracks: %+v", l)
	}
}

// inside reports whether box a lies inside box b.
func inside(a, b box) bool { return a.x0 >= b.x0 && a.y0 >= b.y0 && a.x1 <= b.x1 && a.y1 <= b.y1 }

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
