package diagram

import "fmt"

// Color is an opaque sRGB colour, or None. The zero Color is None: nothing
// is painted. Color implements image/color.Color (None is transparent).
type Color struct {
	r, g, b uint8
	set     bool
}

// None paints nothing.
var None = Color{}

// Common colours.
var (
	Black = RGB(0, 0, 0)
	White = RGB(0xff, 0xff, 0xff)
)

// RGB returns the colour with the given red, green and blue components.
func RGB(r, g, b uint8) Color { return Color{r, g, b, true} }

// Hex returns the colour written 0xRRGGBB, as in CSS's #rrggbb.
func Hex(rgb uint32) Color {
	return RGB(uint8(rgb>>16), uint8(rgb>>8), uint8(rgb))
}

// IsNone reports whether c paints nothing.
func (c Color) IsNone() bool { return !c.set }

// String returns the colour as SVG writes it: "#rrggbb" or "none".
func (c Color) String() string {
	if !c.set {
		return "none"
	}
	return fmt.Sprintf("#%02x%02x%02x", c.r, c.g, c.b)
}

// RGBA implements image/color.Color.
func (c Color) RGBA() (r, g, b, a uint32) {
	if !c.set {
		return 0, 0, 0, 0
	}
	return uint32(c.r) * 0x101, uint32(c.g) * 0x101, uint32(c.b) * 0x101, 0xffff
}
