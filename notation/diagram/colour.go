package diagram

import "fmt"

// Colour is an opaque sRGB colour, or None. The zero Colour is None: nothing
// is painted. Colour implements image/color.Color (None is transparent).
type Colour struct {
	r, g, b uint8
	set     bool
}

// None paints nothing.
var None = Colour{}

// Common colours.
var (
	Black = RGB(0, 0, 0)
	White = RGB(0xff, 0xff, 0xff)
)

// RGB returns the colour with the given red, green and blue components.
func RGB(r, g, b uint8) Colour { return Colour{r, g, b, true} }

// Hex returns the colour written 0xRRGGBB, as in CSS's #rrggbb.
func Hex(rgb uint32) Colour {
	return RGB(uint8(rgb>>16), uint8(rgb>>8), uint8(rgb))
}

// IsNone reports whether c paints nothing.
func (c Colour) IsNone() bool { return !c.set }

// String returns the colour as SVG writes it: "#rrggbb" or "none".
func (c Colour) String() string {
	if !c.set {
		return "none"
	}
	return fmt.Sprintf("#%02x%02x%02x", c.r, c.g, c.b)
}

// RGBA implements image/color.Color.
func (c Colour) RGBA() (r, g, b, a uint32) {
	if !c.set {
		return 0, 0, 0, 0
	}
	return uint32(c.r) * 0x101, uint32(c.g) * 0x101, uint32(c.b) * 0x101, 0xffff
}
