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

// HangulFont returns the TrueType file of Arbiter Hangul Regular, or Bold,
// the font diagrams draw Hangul with, for writers that embed it (the
// shareable page subsets it for its own text): the embedded copy (none in
// a build with the tag nohangulfont), or what UseHangulFonts set. Read the
// bytes, do not change them.
func HangulFont(bold bool) []byte {
	fonts.mu.Lock()
	defer fonts.mu.Unlock()
	return fontFiles[weight(bold)][hangulFont]
}

// UseHangulFonts makes diagrams draw Hangul with these TrueType files,
// regular and bold, from now on: in a build without the embedded fonts
// (the shareable page's WebAssembly), the page's own fonts cut to its
// characters. A nil file draws no Hangul.
func UseHangulFonts(regular, bold []byte) error {
	faces := [2]*face{}
	for w, ttf := range [][]byte{regular, bold} {
		if ttf == nil {
			continue
		}
		var err error
		if faces[w], err = parseFace(ttf); err != nil {
			return err
		}
	}
	if err := loadFonts(); err != nil {
		return err
	}
	fonts.mu.Lock()
	defer fonts.mu.Unlock()
	for w := range faces {
		fontFiles[w][hangulFont] = [][]byte{regular, bold}[w]
		fonts.faces[w][hangulFont] = faces[w]
	}
	clear(fonts.glyphs)
	return nil
}

// The fonts of a weight, in the order a rune is looked up: the Go font
// for every rune it has, the Hangul font for the runes it lacks.
const (
	goFont = iota
	hangulFont
	numFonts
)

// fontFiles are the fonts, by weight (regular, bold) and lookup order.
var fontFiles = [2][numFonts][]byte{
	{goregular.TTF, hangulRegular},
	{gobold.TTF, hangulBold},
}

// glyph is one glyph's outline and advance in em units (the font size is
// 1), the origin on the baseline at the pen, y down.
type glyph struct {
	outline PathData
	advance float64
}

// face is a parsed font.
type face struct {
	font       *sfnt.Font
	unitsPerEm float64
	capHeight  float64 // in em units
}

// glyphKey identifies a glyph of one of the faces.
type glyphKey struct {
	bold  bool
	font  int // goFont or hangulFont
	index sfnt.GlyphIndex
}

// fonts holds the faces and the glyphs loaded so far. The glyph cache is
// keyed by glyph index, so it is bounded by the fonts' glyph counts.
var fonts struct {
	once  sync.Once
	faces [2][numFonts]*face // by weight and lookup order
	err   error

	mu     sync.Mutex // guards buf and glyphs
	buf    sfnt.Buffer
	glyphs map[glyphKey]*glyph
}

// loadFonts parses the fonts once.
func loadFonts() error {
	fonts.once.Do(func() {
		fonts.glyphs = map[glyphKey]*glyph{}
		for weight, files := range fontFiles {
			for i, ttf := range files {
				if ttf == nil {
					continue // no Hangul font in this build
				}
				if fonts.faces[weight][i], fonts.err = parseFace(ttf); fonts.err != nil {
					return
				}
			}
		}
	})
	return fonts.err
}

func parseFace(ttf []byte) (*face, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("diagram: reading a font: %w", err)
	}
	upem := fixed.Int26_6(f.UnitsPerEm())
	m, err := f.Metrics(nil, upem, font.HintingNone)
	if err != nil {
		return nil, fmt.Errorf("diagram: reading a font: %w", err)
	}
	return &face{font: f, unitsPerEm: float64(upem), capHeight: float64(m.CapHeight) / float64(upem)}, nil
}

// weight is the index of the regular or the bold faces.
func weight(bold bool) int {
	if bold {
		return 1
	}
	return 0
}

// faceOf returns the regular or the bold Go face, whose capital height
// places every text; loadFonts must have succeeded.
func faceOf(bold bool) *face {
	return fonts.faces[weight(bold)][goFont]
}

// glyphs returns the glyphs of s in the regular or bold faces, loading and
// caching those not seen yet. Each rune is taken from the first font that
// has it; runes no font has get the Go font's .notdef glyph.
func glyphs(s string, bold bool) ([]*glyph, error) {
	if err := loadFonts(); err != nil {
		return nil, err
	}
	fonts.mu.Lock()
	defer fonts.mu.Unlock()
	var out []*glyph
	for _, r := range s {
		g, err := cachedGlyph(bold, r)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

// cachedGlyph returns the glyph of r; fonts.mu must be held.
func cachedGlyph(bold bool, r rune) (*glyph, error) {
	key, err := lookup(bold, r)
	if err != nil {
		return nil, fmt.Errorf("diagram: glyph for %q: %w", r, err)
	}
	if g, ok := fonts.glyphs[key]; ok {
		return g, nil
	}
	g, err := fonts.faces[weight(bold)][key.font].load(key.index)
	if err != nil {
		return nil, fmt.Errorf("diagram: glyph for %q: %w", r, err)
	}
	fonts.glyphs[key] = g
	return g, nil
}

// lookup finds the first font of the weight that has r (glyph index 0 is
// .notdef, the sign of a missing rune); fonts.mu must be held.
func lookup(bold bool, r rune) (glyphKey, error) {
	for i, f := range fonts.faces[weight(bold)] {
		if f == nil {
			continue
		}
		index, err := f.font.GlyphIndex(&fonts.buf, r)
		if err != nil {
			return glyphKey{}, err
		}
		if index != 0 {
			return glyphKey{bold, i, index}, nil
		}
	}
	return glyphKey{bold, goFont, 0}, nil
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
