package page

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/page/internal/ttfsubset"
)

// hangulFamily is the family the page's style sheet names for Hangul after
// the system's Korean fonts: the diagrams' Hangul font, cut to the
// characters of the page's text and embedded in the page.
const hangulFamily = "Arbiter Hangul"

// pageText is the text of the page as its fonts draw it (the boards are
// paths): all of it, and what page.css sets in bold (the titles, results,
// evaluations and suffixes).
func pageText(v *view) (all, bold string) {
	var a, b strings.Builder
	a.WriteString(v.Title)
	for _, r := range v.Records {
		b.WriteString(r.Title + r.Result + r.Bold)
		a.WriteString(r.Title + r.Event + r.Result + r.Ending + string(r.Moves) + r.Error)
		for _, t := range r.Tags {
			a.WriteString(t.Name + t.Value)
		}
		for _, p := range r.Problems {
			a.WriteString(p)
		}
	}
	return a.String(), b.String()
}

// fontData is a font the page's script adds to the document (the page
// fetches nothing, not even from data: addresses): its family, weight and
// unicode-range (the characters it holds, so that the page's first font
// stays the Latin one), and the font, a WOFF file.
type fontData struct {
	Family string `json:"family"`
	Weight string `json:"weight"`
	Range  string `json:"range"`
	WOFF   []byte `json:"woff"` // base64 in JSON
}

// hangulFonts returns the Hangul fonts cut to the characters of the text
// that they have, regular and bold; none for a text without such
// characters.
func hangulFonts(all, bold string) ([]fontData, error) {
	fonts := []fontData{}
	for _, face := range []struct {
		text string
		bold bool
	}{{all, false}, {bold, true}} {
		sub, runes, err := ttfsubset.Subset(diagram.HangulFont(face.bold), wide(face.text))
		if err != nil {
			return nil, err
		}
		if len(runes) == 0 {
			continue
		}
		woff, err := ttfsubset.WOFF(sub)
		if err != nil {
			return nil, err
		}
		weight := "normal"
		if face.bold {
			weight = "bold"
		}
		fonts = append(fonts, fontData{Family: hangulFamily, Weight: weight, Range: unicodeRange(runes), WOFF: woff})
	}
	return fonts, nil
}

// wide returns the characters of the text beyond ASCII, once each, in order.
func wide(text string) []rune {
	var rs []rune
	for _, r := range text {
		if r > 0x7f {
			rs = append(rs, r)
		}
	}
	slices.Sort(rs)
	return slices.Compact(rs)
}

// unicodeRange writes ordered characters as a CSS unicode-range, runs of
// consecutive ones as ranges (U+AC00-AC01).
func unicodeRange(rs []rune) string {
	var parts []string
	for i := 0; i < len(rs); {
		j := i
		for j+1 < len(rs) && rs[j+1] == rs[j]+1 {
			j++
		}
		part := fmt.Sprintf("U+%X", rs[i])
		if j > i {
			part += fmt.Sprintf("-%X", rs[j])
		}
		parts = append(parts, part)
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
