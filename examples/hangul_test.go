package examples

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// TestHangulImages draws the Korean example records as docs/img shows them
// (`arbiter show FILE --turn N --format svg|png`): every name is drawn as
// glyph paths, the SVG is the one in docs/img, and go test -update
// rewrites the SVG and the PNG there.
func TestHangulImages(t *testing.T) {
	for _, c := range []struct {
		file  string
		turn  int
		image string
		width int
		names []string
	}{
		{"jungle/korean-club.jungle", 23, "jungle-hangul", 640, []string{"김민지 (Black)", "박준 (White)"}},
		{"ingenious/korean-club.ingenious", 34, "ingenious-hangul", 800, []string{"김민지", "박준"}},
	} {
		t.Run(c.image, func(t *testing.T) {
			game, view := viewOf(t, c.file, c.turn)
			d := diagram.For(game).Draw(view, diagram.Options{})
			svg, err := d.SVG(diagram.SVGOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for _, name := range c.names {
				if !strings.Contains(string(svg), `aria-label="`+name+`"`) {
					t.Errorf("no path drawing %q in the SVG", name)
				}
			}
			images := filepath.Join("..", "docs", "img", c.image)
			golden.Check(t, images+".svg", svg)
			var buf bytes.Buffer
			if err := d.WritePNG(&buf, diagram.PNGOptions{Width: c.width}); err != nil {
				t.Fatal(err)
			}
			if _, err := png.Decode(bytes.NewReader(buf.Bytes())); err != nil {
				t.Fatal(err)
			}
			if golden.Updating() {
				if err := os.WriteFile(images+".png", buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// viewOf returns the game and the snapshot after a turn of a file's first
// record.
func viewOf(t *testing.T, file string, turn int) (notation.Game, notation.Snapshot) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, _, err := text.ReadAll(f, file)
	if err != nil || len(recs) == 0 {
		t.Fatal(file, err)
	}
	rec := recs[0]
	g, _ := notation.GameByFile(file)
	view, rep, err := referee.View(rec, referee.Options{Game: g.Name()}, turn)
	if err != nil {
		t.Fatal(err)
	}
	return rep.Game, view
}
