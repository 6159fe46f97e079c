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
	_ "github.com/arbiter-games/arbiter/notation/diagram/all"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/bridge"
)

func parse(t testing.TB, src string) *notation.Record {
	t.Helper()
	rec, err := text.Parse(src, notation.Pos{File: "x.yinsh"})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// testEntry is the entry of a record the referee replayed (positions
// kept), as referee/pageentry gives it (which this package's tests cannot
// import: it imports the page).
func testEntry(rep *referee.Report) (Entry, error) {
	e := Entry{Record: rep.Record, Game: rep.Game, Replay: &rep.Replay, Outcome: rep.Outcome}
	for _, d := range rep.Diagnostics {
		e.Problems = append(e.Problems, d.String())
	}
	var err error
	e.Text, err = bridge.Canonical(rep)
	return e, err
}

// entryOf is a record's entry on a page, refereed as `arbiter html` does.
func entryOf(t testing.TB, rec *notation.Record, game string) Entry {
	t.Helper()
	rep := referee.Check(rec, referee.Options{Game: game, Positions: true})
	e, err := testEntry(rep)
	if err != nil {
		t.Fatal(err)
	}
	return e
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
	if err := Write(&buf, []Entry{entryOf(t, parse(t, hostile), "")}); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if n := strings.Count(out, "<script"); n != 4 {
		t.Errorf("the page has %d <script elements, want its own 4", n)
	}
	for _, bad := range []string{"<img", "<b ", "</span><b"} {
		if strings.Contains(out, bad) {
			t.Errorf("the page holds %q from the record", bad)
		}
	}
	for _, want := range []string{`\u003cscript\u003ewindow.pwned=4\u003c/script\u003e`, "흑이 좋다", "Kim &amp; 김민지 &lt;/script&gt;"} {
		if !strings.Contains(out, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if !regexp.MustCompile(`script-src &#39;sha256-(?:[A-Za-z0-9/]|&#43;)+=*&#39; &#39;wasm-unsafe-eval&#39;; worker-src blob:"`).MatchString(out) {
		t.Error("the page has no Content-Security-Policy for its script")
	}
}

// TestPageSize checks that a 100-turn game costs a page under 256 KB
// besides its WebAssembly, the same for every page (BenchmarkPageSize
// gives the sizes of whole pages).
func TestPageSize(t *testing.T) {
	wasm := len(wasmText())
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
		if err := Write(&buf, []Entry{entryOf(t, rec, "")}); err != nil {
			t.Fatal(err)
		}
		turns, own := len(rec.Moves.Turns), buf.Len()-wasm
		t.Logf("%s, %d turns: %d bytes besides the WebAssembly's %d", tc.game, turns, own, wasm)
		if own > 256<<10 || tc.game == "Jungle" && turns != 100 {
			t.Errorf("%s, %d turns: the page has %d bytes besides the WebAssembly, want at most 256 KB", tc.game, turns, own)
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
			e = entryOf(t, rec, "YINSH")
		}
		var buf bytes.Buffer
		if err := Write(&buf, []Entry{e}); err != nil {
			t.Fatalf("Write: %v", err)
		}
		out := buf.String()
		if n := strings.Count(out, "<script"); n != 4 {
			t.Errorf("the page has %d <script elements, want its own 4", n)
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

// TestNestedVariations: a page grows with the depth of its variations as
// their text does, not exponentially: the documented limit, 1000 deep,
// makes a page of a few megabytes (bridge's TestNestedVariations checks
// the names of their turns).
func TestNestedVariations(t *testing.T) {
	size := map[int]int{}
	for _, depth := range []int{10, 20, 40, 1000} {
		var buf bytes.Buffer
		if err := Write(&buf, []Entry{entryOf(t, parse(t, nested(depth)), "")}); err != nil {
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
		if err := pw.Add(entryOf(t, rec, "")); err != nil {
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
	if err := Write(&buf, []Entry{entryOf(t, rec, "")}); err != nil {
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
