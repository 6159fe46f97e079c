package diagram

// TextStyle is how a text is set: its size, weight and alignment.
type TextStyle struct {
	// Size is the font size (the em) in user units.
	Size float64
	// Bold selects the bold faces (Go Bold, Arbiter Hangul Bold) instead
	// of the regular ones.
	Bold bool
	// Anchor is which point of the text's width is at Text.At.
	Anchor Anchor
	// Baseline is which height of the text is at Text.At.
	Baseline Baseline
}

// Anchor places a text horizontally, like SVG's text-anchor.
type Anchor uint8

// The anchors.
const (
	AnchorStart  Anchor = iota // the text starts at the point
	AnchorMiddle               // the text is centred on the point
	AnchorEnd                  // the text ends at the point
)

// Baseline places a text vertically.
type Baseline uint8

// The baselines. Capital letters and digits are what coordinates are made
// of, so the other two are measured on the capital height.
const (
	BaselineAlphabetic Baseline = iota // the letters stand on the point
	BaselineCentral                    // capitals are centred on the point
	BaselineHanging                    // capitals hang from the point
)

// Outline returns the glyph outlines of the text, placed and sized, as one
// path in user units.
func (t *Text) Outline() (PathData, error) {
	gs, err := glyphs(t.Content, t.Bold)
	if err != nil {
		return nil, err
	}
	// The anchors and baselines are 0, 1, 2 for none, half and all of the
	// width or capital height.
	origin := Point{
		X: t.At.X - advance(gs)*t.Size*float64(t.Anchor)/2,
		Y: t.At.Y + faceOf(t.Bold).capHeight*t.Size*float64(t.Baseline)/2,
	}
	var d PathData
	for _, g := range gs {
		for _, s := range g.outline {
			for i := range pointCount[s.Op] {
				s.Pts[i] = origin.Add(s.Pts[i].Scale(t.Size))
			}
			d = append(d, s)
		}
		origin.X += g.advance * t.Size
	}
	return d, nil
}

// TextWidth returns the advance width of s set in ts, in user units.
func TextWidth(s string, ts TextStyle) (float64, error) {
	gs, err := glyphs(s, ts.Bold)
	if err != nil {
		return 0, err
	}
	return advance(gs) * ts.Size, nil
}

// FitText returns text, or text shortened with "…" until it is at most
// width wide set in ts ("" when not even one rune and "…" fit).
func FitText(text string, ts TextStyle, width float64) string {
	runes := []rune(text)
	for n := len(runes); n > 0; n-- {
		t := string(runes[:n])
		if n < len(runes) {
			t += "…"
		}
		if w, err := TextWidth(t, ts); err == nil && w <= width {
			return t
		}
	}
	return ""
}

// advance returns the total advance of the glyphs in em units. The Go
// fonts have no kerning pairs and the Hangul subsets keep none (Hangul is
// set on one advance), so advances simply add up.
func advance(gs []*glyph) float64 {
	var w float64
	for _, g := range gs {
		w += g.advance
	}
	return w
}
