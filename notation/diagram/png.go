//go:build !nopng

package diagram

import (
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"io"
	"math"
)

// MaxPixels bounds the width and the height of a PNG.
const MaxPixels = 16384

// PNGOptions are the choices of the PNG writer.
type PNGOptions struct {
	// Width is the image's width in pixels; 0 means one pixel per user
	// unit. The height keeps the drawing's proportions.
	Width int
	// Transparent leaves the background transparent instead of white.
	Transparent bool
}

// Image rasterizes the drawing, anti-aliased, with the elements' default
// presentation values (CSS does not apply). It returns the error of
// Validate, or one for a size beyond MaxPixels.
func (d *Drawing) Image(opt PNGOptions) (*image.RGBA, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	width := opt.Width
	if width == 0 {
		width = int(math.Round(d.Width))
	}
	scale := float64(width) / d.Width
	height := max(1, int(math.Round(d.Height*scale)))
	if width < 1 || width > MaxPixels || height > MaxPixels {
		return nil, fmt.Errorf("diagram: a PNG of %dx%d pixels is not between 1 and %d pixels a side", width, height, MaxPixels)
	}
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	if !opt.Transparent {
		draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	}
	r := &renderer{dst: img, scale: scale}
	if err := r.group(&d.Group); err != nil {
		return nil, err
	}
	return img, nil
}

// WritePNG writes the drawing as a PNG image; see Image.
func (d *Drawing) WritePNG(w io.Writer, opt PNGOptions) error {
	img, err := d.Image(opt)
	if err != nil {
		return err
	}
	return png.Encode(w, img)
}
