package diagram_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/internal/browsertest"
)

// TestSampleInBrowser draws the sample's SVG in Chromium and compares the
// screenshot with the package's own PNG of the same drawing.
func TestSampleInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	d := sampleDrawing()
	shot := browsertest.Check(t, d, 2)
	saveArtifact(t, "screenshot.png", shot)
	checkSamplePixels(t, shot, float64(browsertest.Width)/d.Width)
}
