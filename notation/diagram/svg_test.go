package diagram_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// sampleCSS exercises the style hook with characters XML would escape.
const sampleCSS = ".board > path { stroke: #000 } .coord::after { content: \"]]>&\" }"

func TestSampleSVGGolden(t *testing.T) {
	svg, err := sampleDrawing().SVG(diagram.SVGOptions{Width: 480, Height: 400, CSS: sampleCSS})
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "sample.svg")
	if *update {
		if err := os.WriteFile(golden, svg, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(svg, want) {
		t.Errorf("SVG differs from %s (run go test -update and review the diff)", golden)
	}
	if err := diagram.CheckXML(svg); err != nil {
		t.Error(err)
	}
}
