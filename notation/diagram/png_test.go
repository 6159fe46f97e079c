package diagram_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// saveArtifact writes an image to the test's artifact directory, kept by
// go test -artifacts (under -outputdir) so the images can be looked at.
func saveArtifact(t *testing.T, name string, img image.Image) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(t.ArtifactDir(), name), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// pixelAt returns the colour of the pixel under a point in user units.
func pixelAt(img image.Image, p diagram.Point, scale float64) color.NRGBA {
	return color.NRGBAModel.Convert(img.At(int(p.X*scale), int(p.Y*scale))).(color.NRGBA)
}

// near reports whether two colours differ by at most tol in every channel.
func near(a, b color.NRGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

func nrgba(c diagram.Colour) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }

func TestSamplePNG(t *testing.T) {
	var buf bytes.Buffer
	if err := sampleDrawing().WritePNG(&buf, diagram.PNGOptions{Width: 480}); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	saveArtifact(t, "sample.png", img)
	if got := img.Bounds().Size(); got != image.Pt(480, 400) {
		t.Fatalf("size %v, want 480x400", got)
	}
	checkSamplePixels(t, img, 2)
}

// checkSamplePixels checks the colours of the sample drawing's shapes in an
// image of it drawn scale pixels per user unit.
func checkSamplePixels(t *testing.T, img image.Image, scale float64) {
	t.Helper()
	for _, tc := range []struct {
		name string
		at   diagram.Point
		want color.NRGBA
	}{
		{"black piece", samplePieceCentre, nrgba(diagram.Black)},
		{"orange hexagon", sampleHexCentre, nrgba(orange)},
		{"empty square", sampleBoardPoint, nrgba(wood)},
		{"background outside the board", sampleCorner, nrgba(diagram.White)},
	} {
		if got := pixelAt(img, tc.at, scale); !near(got, tc.want, 2) {
			t.Errorf("%s: pixel %v, want %v", tc.name, got, tc.want)
		}
	}
}
