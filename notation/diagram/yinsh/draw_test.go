package yinsh_test

import (
	"bufio"
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/notation/diagram"
	draw "github.com/arbiter-games/arbiter/notation/diagram/yinsh"
	"github.com/arbiter-games/arbiter/notation/yinsh"
)

// docsImage is the diagram shown in docs/yinsh.md, rewritten by -update.
const docsImage = "../../../docs/img/yinsh.png"

// diagramCase is a view of the test game (testdata/game.txt, a random game
// won by White's third row at turn 79) after some turns.
type diagramCase struct {
	name    string
	turns   int
	flip    bool
	arrows  [][2]string
	marks   []string
	players []string
}

var diagramCases = []diagramCase{
	{name: "start"},
	{name: "placing", turns: 7},
	// Turn 64, k7-e1, flips five markers.
	{name: "middle", turns: 64, arrows: [][2]string{{"e1", "e4"}}, marks: []string{"g5"}},
	{name: "middle-flipped", turns: 64, flip: true, arrows: [][2]string{{"e1", "e4"}}, marks: []string{"g5"}},
	// Turn 79, e4-e2;xd3-h3xe2, removes White's third row and ring.
	{name: "end", turns: 79},
	{name: "hangul", turns: 64, players: []string{"김민지", "Park Joon 박준"}},
	{name: "hangul-flipped", turns: 64, flip: true, players: []string{"", "박준 (서울 바둑 클럽, 2026년 봄 리그)"}},
}

// view replays the test game's first turns and returns the snapshot of
// the case and how to draw it.
func (c diagramCase) view(t testing.TB) (notation.Snapshot, diagram.Options) {
	t.Helper()
	f, err := os.Open("testdata/game.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pos, err := engine.Game{}.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	v := notation.Snapshot{Position: pos, Arrows: c.arrows, Marks: c.marks, Players: c.players}
	sc := bufio.NewScanner(f)
	for i := 0; i < c.turns && sc.Scan(); i++ {
		m, err := yinsh.ParseMove(sc.Text())
		if err != nil {
			t.Fatal(err)
		}
		played, err := pos.Play(m)
		if err != nil {
			t.Fatalf("turn %d %s: %v", i+1, m, err)
		}
		v.Last = played.Move
	}
	return v, diagram.Options{Flip: c.flip}
}

func (c diagramCase) svg(t testing.TB) []byte {
	t.Helper()
	svg, err := draw.Draw(c.view(t)).SVG(diagram.SVGOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return svg
}

// checkGolden compares got with testdata/golden/name (go test -update rewrites it).
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", "golden", name), got)
}

// TestDrawGolden checks the SVG diagrams against golden files, and that
// each is a well-formed SVG carrying the classes of docs/diagrams.md.
func TestDrawGolden(t *testing.T) {
	for _, c := range diagramCases {
		t.Run(c.name, func(t *testing.T) {
			svg := c.svg(t)
			if err := diagram.CheckXML(svg); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, c.name+".svg", svg)
		})
	}
	svg := string(diagramCases[2].svg(t)) + string(diagramCases[4].svg(t))
	for _, class := range []string{`"diagram yinsh"`, `"board"`, `"grid"`, `"coord"`, `"piece white ring"`, `"piece black marker"`,
		`"last-move to"`, `"last-move flip"`, `"last-move removed marker white"`, `"last-move removed ring white"`, `"last-move removed row"`,
		`"arrow"`, `"mark"`, `"slot"`, `"piece white ring removed"`} {
		if !strings.Contains(svg, "class="+class) {
			t.Errorf("the middle and end diagrams have no element of class %s", class)
		}
	}
}

// TestTextGolden checks the text diagrams: Unicode for every case, and
// ASCII and colour for the middle one.
func TestTextGolden(t *testing.T) {
	for _, c := range diagramCases {
		t.Run(c.name, func(t *testing.T) {
			text := draw.Text(c.view(t))
			if strings.Contains(text, "\x1b") {
				t.Error("colour without Options.Colour")
			}
			checkGolden(t, c.name+".txt", []byte(text))
		})
	}
	v, o := diagramCases[2].view(t)
	o.ASCII = true
	ascii := draw.Text(v, o)
	for i := range len(ascii) {
		if ascii[i] >= 0x80 || ascii[i] == 0x1b {
			t.Fatalf("the ASCII diagram holds byte %#x at %d", ascii[i], i)
		}
	}
	checkGolden(t, "middle-ascii.txt", []byte(ascii))
	o.ASCII, o.Colour = false, true
	checkGolden(t, "middle-color.txt", []byte(draw.Text(v, o)))
}

// TestMain closes the browser the tests share after them.
func TestMain(m *testing.M) { browsertest.Main(m) }

// TestDrawInBrowser renders each SVG in headless Chromium: something is
// drawn, and it looks like the PNG of the same drawing.
func TestDrawInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	for _, c := range diagramCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // each in a tab of its own
			browsertest.Check(t, draw.Draw(c.view(t)), diagram.SVGOptions{}, diagram.PNGOptions{Width: browsertest.Width}, 3)
		})
	}
}

// TestPNG writes the middle diagram as a PNG, which must decode and show
// something; -update saves it as the picture of docs/yinsh.md.
func TestPNG(t *testing.T) {
	var buf bytes.Buffer
	if err := draw.Draw(diagramCases[2].view(t)).WritePNG(&buf, diagram.PNGOptions{Width: 640}); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() != 640 || !browsertest.NonBlank(img) {
		t.Errorf("a %v PNG, blank or not 640 wide", img.Bounds())
	}
	if golden.Updating() {
		if err := os.WriteFile(docsImage, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDrawOddViews draws snapshots no record makes: another game's position,
// arrows and marks off the board, a last turn of another game.
func TestDrawOddViews(t *testing.T) {
	v, o := diagramCases[2].view(t)
	v.Arrows = [][2]string{{"a1", "e5"}, {"e5", "e5"}, {"zz", ""}}
	v.Marks = []string{"", "q9", "E5"}
	v.Last = otherMove{}
	for _, view := range []notation.Snapshot{v, {}} {
		if _, err := draw.Draw(view, o).SVG(diagram.SVGOptions{}); err != nil {
			t.Error(err)
		}
		if text := draw.Text(view, o); text == "" {
			t.Error("no text")
		}
	}
	if svg, _ := draw.Draw(v, o).SVG(diagram.SVGOptions{}); strings.Contains(string(svg), `class="arrow"`) {
		t.Error("an arrow off the board was drawn")
	}
}

type otherMove struct{}

func (otherMove) String() string { return "Ea1-a2" }
