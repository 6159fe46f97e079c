package diagram

import (
	"fmt"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// glyph is one glyph's outline and advance in em units (the font size is
// 1), the origin on the baseline at the pen, y down.
type glyph struct {
	outline PathData
	advance float64
}

// face is a parsed Go font.
type face struct {
	font       *sfnt.Font
	unitsPerEm float64
	capHeight  float64 // in em units
}

// glyphKey identifies a glyph of one of the two faces.
type glyphKey struct {
	bold  bool
	index sfnt.GlyphIndex
}

// fonts holds the two faces and the glyphs loaded so far. The glyph cache
// is keyed by glyph index, so it is bounded by the fonts' glyph counts.
var fonts struct {
	once          sync.Once
	regular, bold *face
	err           error

	mu     sync.Mutex // guards buf and glyphs
	buf    sfnt.Buffer
	glyphs map[glyphKey]*glyph
}

// loadFonts parses the Go fonts once.
func loadFonts() error {
	fonts.once.Do(func() {
		fonts.glyphs = map[glyphKey]*glyph{}
		if fonts.regular, fonts.err = parseFace(goregular.TTF); fonts.err == nil {
			fonts.bold, fonts.err = parseFace(gobold.TTF)
		}
	})
	return fonts.err
}

func parseFace(ttf []byte) (*face, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("diagram: reading a Go font: %w", err)
	}
	upem := fixed.Int26_6(f.UnitsPerEm())
	m, err := f.Metrics(nil, upem, font.HintingNone)
	if err != nil {
		return nil, fmt.Errorf("diagram: reading a Go font: %w", err)
	}
	return &face{font: f, unitsPerEm: float64(upem), capHeight: float64(m.CapHeight) / float64(upem)}, nil
}

// faceOf returns the regular or the bold face; loadFonts must have
// succeeded.
func faceOf(bold bool) *face {
	if bold {
		return fonts.bold
	}
	return fonts.regular
}

// glyphs returns the glyphs of s in the regular or bold face, loading and
// caching those not seen yet. Runes the font lacks get its .notdef glyph.
func glyphs(s string, bold bool) ([]*glyph, error) {
	if err := loadFonts(); err != nil {
		return nil, err
	}
	fonts.mu.Lock()
	defer fonts.mu.Unlock()
	var out []*glyph
	for _, r := range s {
		g, err := cachedGlyph(faceOf(bold), bold, r)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

// cachedGlyph returns the glyph of r; fonts.mu must be held.
func cachedGlyph(f *face, bold bool, r rune) (*glyph, error) {
	index, err := f.font.GlyphIndex(&fonts.buf, r)
	if err != nil {
		return nil, fmt.Errorf("diagram: glyph for %q: %w", r, err)
	}
	key := glyphKey{bold, index}
	if g, ok := fonts.glyphs[key]; ok {
		return g, nil
	}
	g, err := f.load(index)
	if err != nil {
		return nil, fmt.Errorf("diagram: glyph for %q: %w", r, err)
	}
	fonts.glyphs[key] = g
	return g, nil
}

// load reads one glyph's outline and advance; fonts.mu must be held.
func (f *face) load(index sfnt.GlyphIndex) (*glyph, error) {
	upem := fixed.Int26_6(f.unitsPerEm)
	adv, err := f.font.GlyphAdvance(&fonts.buf, index, upem, font.HintingNone)
	if err != nil {
		return nil, err
	}
	segs, err := f.font.LoadGlyph(&fonts.buf, index, upem, nil)
	if err != nil {
		return nil, err
	}
	return &glyph{outline: f.outline(segs), advance: float64(adv) / f.unitsPerEm}, nil
}

// outline converts sfnt segments to closed subpaths in em units.
func (f *face) outline(segs sfnt.Segments) PathData {
	var d PathData
	for _, s := range segs {
		if s.Op == sfnt.SegmentOpMoveTo && len(d) > 0 {
			d.Close()
		}
		seg := Segment{Op: sfntOps[s.Op]}
		for i, a := range s.Args {
			seg.Pts[i] = Pt(float64(a.X)/f.unitsPerEm, float64(a.Y)/f.unitsPerEm)
		}
		d = append(d, seg)
	}
	if len(d) > 0 {
		d.Close()
	}
	return d
}

// sfntOps maps sfnt's segment operators to path commands (same points).
var sfntOps = [...]PathOp{
	sfnt.SegmentOpMoveTo: OpMove,
	sfnt.SegmentOpLineTo: OpLine,
	sfnt.SegmentOpQuadTo: OpQuad,
	sfnt.SegmentOpCubeTo: OpCube,
}
