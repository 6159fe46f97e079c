package diagram_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// TestMain closes the browser the tests share after them.
func TestMain(m *testing.M) { browsertest.Main(m) }

// TestSampleInBrowser draws the sample's SVG in Chromium and compares the
// screenshot with the package's own PNG of the same drawing.
func TestSampleInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	t.Parallel() // in a tab of its own, beside the other tests
	d := sampleDrawing()
	shot := browsertest.Check(t, d, diagram.SVGOptions{}, diagram.PNGOptions{Width: browsertest.Width}, 2)
	saveArtifact(t, "screenshot.png", shot)
	checkSamplePixels(t, shot, float64(browsertest.Width)/d.Width)
}
