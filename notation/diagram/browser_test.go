package diagram_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/diagram/browsertest"
)

// TestSampleInBrowser draws the sample's SVG in Chromium and compares the
// screenshot with the package's own PNG of the same drawing.
func TestSampleInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	d := sampleDrawing()
	svg, err := d.SVG(diagram.SVGOptions{})
	if err != nil {
		t.Fatal(err)
	}
	shot := browsertest.Screenshot(t, svg)
	saveArtifact(t, "screenshot.png", shot)
	if !browsertest.NonBlank(shot) {
		t.Fatal("the browser drew nothing")
	}
	scale := float64(browsertest.Width) / d.Width
	checkSamplePixels(t, shot, scale)
	own, err := d.Image(diagram.PNGOptions{Width: browsertest.Width})
	if err != nil {
		t.Fatal(err)
	}
	saveArtifact(t, "sample.png", own)
	if diff := meanDifference(shot, own); diff > 2 {
		t.Errorf("the browser's drawing and the PNG differ by %.2f levels a channel on average, want at most 2", diff)
	}
}

// meanDifference returns the mean absolute difference of two images' 8-bit
// channels over the pixels both cover.
func meanDifference(a, b image.Image) float64 {
	r := a.Bounds().Intersect(b.Bounds())
	if r.Empty() {
		return 255
	}
	var sum, n float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ca := color.NRGBAModel.Convert(a.At(x, y)).(color.NRGBA)
			cb := color.NRGBAModel.Convert(b.At(x, y)).(color.NRGBA)
			for _, d := range [...][2]uint8{{ca.R, cb.R}, {ca.G, cb.G}, {ca.B, cb.B}} {
				sum += abs(float64(d[0]) - float64(d[1]))
				n++
			}
		}
	}
	return sum / n
}

func abs(v float64) float64 { return max(v, -v) }
