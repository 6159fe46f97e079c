package jungle

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// goldenCase is a position to draw: a position string, the turns played
// from it (the last one is highlighted), and the annotations.
type goldenCase struct {
	name    string
	fen     string
	turns   []string
	arrows  [][2]string
	marks   []string
	flip    bool
	players []string
}

var goldenCases = []goldenCase{
	{name: "start", fen: engine.StartFEN},
	{name: "middle", fen: "l4t1/1d3c1/2p1w1e/7/4r2/E6/2LWP1R/1C3D1/T6 w 6 9", turns: []string{"Lc3xc7"},
		arrows: [][2]string{{"e7", "d7"}, {"e5", "e3"}}, marks: []string{"d8"}},
	{name: "middle-flipped", fen: "l4t1/1d3c1/2p1w1e/7/4r2/E6/2LWP1R/1C3D1/T6 w 6 9", turns: []string{"Lc3xc7"},
		arrows: [][2]string{{"e7", "d7"}}, marks: []string{"d8"}, flip: true},
	{name: "end", fen: "l6/3R1c1/2p3e/7/4r2/E6/3WP2/1C3D1/T3L2 w 12 30", turns: []string{"Rd8-d9"}},
	{name: "hangul", fen: "l4t1/1d3c1/2p1w1e/7/4r2/E6/2LWP1R/1C3D1/T6 w 6 9", turns: []string{"Lc3xc7"},
		players: []string{"김민지", "Park Joon 박준"}},
	{name: "hangul-flipped", fen: "l4t1/1d3c1/2p1w1e/7/4r2/E6/2LWP1R/1C3D1/T6 w 6 9", turns: []string{"Lc3xc7"},
		players: []string{"", "박준 (서울 바둑 클럽, 2026년 봄 리그 결승전)"}, flip: true},
}

// view plays the case's turns and returns the snapshot of the position
// after them and how to draw it.
func (c goldenCase) view(t testing.TB) (notation.Snapshot, diagram.Options) {
	t.Helper()
	p, err := engine.NewPosition(c.fen, engine.StandardRules())
	if err != nil {
		t.Fatal(err)
	}
	v := notation.Snapshot{Position: p, Arrows: c.arrows, Marks: c.marks, Players: c.players}
	for _, text := range c.turns {
		played, err := p.Play(parseMove(t, text))
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		v.Last = played.Move
	}
	return v, diagram.Options{Flip: c.flip}
}

// parseMove reads a long-form move ("Lc3xc7").
func parseMove(t testing.TB, text string) engine.Move {
	t.Helper()
	a, _ := engine.AnimalByLetter(text[0])
	from, err1 := engine.ParseSquare(text[1:3])
	to, err2 := engine.ParseSquare(text[4:6])
	if err1 != nil || err2 != nil {
		t.Fatalf("bad move %q", text)
	}
	return engine.Move{Piece: a, From: from, To: to, Capture: text[3] == 'x'}
}

// checkGolden compares got with testdata/golden/name (go test -update rewrites it).
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", "golden", name), got)
}

func TestGoldenSVG(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			svg, err := Draw(c.view(t)).SVG(diagram.SVGOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if err := diagram.CheckXML(svg); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, c.name+".svg", svg)
		})
	}
}

func TestGoldenText(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			v, o := c.view(t)
			checkGolden(t, c.name+".txt", []byte(Text(v, o)))
			o.ASCII = true
			checkGolden(t, c.name+".ascii.txt", []byte(Text(v, o)))
			o.ASCII, o.Colour = false, true
			checkGolden(t, c.name+".ansi.txt", []byte(Text(v, o)))
		})
	}
}

// TestTextModes checks what each mode may hold: ASCII only plain bytes
// (besides the players' names, kept as written), colour codes only when
// asked for.
func TestTextModes(t *testing.T) {
	for _, c := range goldenCases {
		v, o := c.view(t)
		plain := Text(v, o)
		if strings.Contains(plain, "\x1b") || !strings.Contains(plain, "│") {
			t.Errorf("%s: the default text is not plain Unicode:\n%s", c.name, plain)
		}
		o.ASCII = true
		ascii := Text(v, o)
		for _, name := range c.players {
			ascii = strings.ReplaceAll(ascii, name, "")
		}
		for i, r := range ascii {
			if r > 126 || r < 32 && r != '\n' {
				t.Fatalf("%s: ASCII text has %q at byte %d", c.name, r, i)
			}
		}
		o.ASCII, o.Colour = false, true
		if !strings.Contains(Text(v, o), "\x1b[48;5;") {
			t.Errorf("%s: no colour in the coloured text", c.name)
		}
	}
}

// TestTextContent checks the text diagram's squares, brackets and lines.
func TestTextContent(t *testing.T) {
	v, o := goldenCases[1].view(t)
	text := Text(v, o)
	for _, want := range []string{
		"Turn 18: White to move, last turn Lc3xc7\n",
		"7 │ ·  · [L] ·  w  ·  e │ 7\n",
		"8 │ ·  d  · (#) ·  c  · │ 8\n",
		"3 │ ·  · [·] W  P  ·  R │ 3\n",
		"Arrows: e7-d7, e5-e3\nMarks: d8\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	o.Flip = true
	lines := strings.Split(Text(v, o), "\n")
	if lines[1] != "    g  f  e  d  c  b  a" || !strings.HasPrefix(lines[3], "1 │ ·  ·  #  ⌂  #  ·  T │ 1") {
		t.Errorf("flipped text starts:\n%s", strings.Join(lines[:4], "\n"))
	}
	end := Text(goldenCases[3].view(t))
	if !strings.HasPrefix(end, "Black wins: Black's rat entered the den, last turn Rd8-d9\n") {
		t.Errorf("end text:\n%s", end)
	}
}

// TestSVGContent checks the classes and titles a page relies on.
func TestSVGContent(t *testing.T) {
	svg, err := Draw(goldenCases[1].view(t)).SVG(diagram.SVGOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`class="diagram jungle"`, `class="grid water"`, `class="grid trap"`, `class="grid den"`,
		`class="coord"`, `class="piece black lion"`, `class="piece white elephant"`,
		`class="last-move"`, `class="last-move capture"`, `class="arrow"`, `class="mark"`, `class="title"`,
		"Black&#39;s lion on c7 (rank 7)", "last turn Lc3xc7", "arrow e7 to d7", "mark on d8",
	} {
		if !bytes.Contains(svg, []byte(want)) {
			t.Errorf("the SVG has no %s", want)
		}
	}
}

// TestOddViews draws snapshots that hold no Jungle position, a move given by
// pointer, and annotations naming no square.
func TestOddViews(t *testing.T) {
	last := parseMove(t, "Ea3-a4")
	p, _ := engine.NewPosition(engine.StartFEN, engine.StandardRules())
	views := []notation.Snapshot{
		{},
		{Position: p, Last: &last, Arrows: [][2]string{{"a3", "a3"}, {"z9", "a1"}, {"", ""}}, Marks: []string{"", "h1", "a10"}},
		{Position: (*engine.Position)(nil), Last: (*engine.Move)(nil)},
	}
	var o diagram.Options
	for i, v := range views {
		svg, err := Draw(v, o).SVG(diagram.SVGOptions{})
		if err != nil || diagram.CheckXML(svg) != nil {
			t.Errorf("view %d: %v", i, err)
		}
		if text := Text(v, o); !strings.Contains(text, "│") {
			t.Errorf("view %d: text %q", i, text)
		}
		if bytes.Contains(svg, []byte(`class="arrow"`)) || bytes.Contains(svg, []byte(`class="mark"`)) {
			t.Errorf("view %d: an annotation naming no square was drawn", i)
		}
	}
	svg, _ := Draw(views[1], o).SVG(diagram.SVGOptions{})
	if !bytes.Contains(svg, []byte("last turn Ea3-a4")) {
		t.Error("a last move given by pointer is not highlighted")
	}
}
