package diagram_test

import (
	"path/filepath"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// sampleCSS exercises the style hook with characters XML would escape.
const sampleCSS = ".board > path { stroke: #000 } .coord::after { content: \"]]>&\" }"

func TestSampleSVGGolden(t *testing.T) {
	svg, err := sampleDrawing().SVG(diagram.SVGOptions{Width: 480, Height: 400, CSS: sampleCSS})
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "sample.svg"), svg)
	if err := diagram.CheckXML(svg); err != nil {
		t.Error(err)
	}
}
