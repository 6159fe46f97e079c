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

// pageRunes are the characters beyond ASCII of the page's own text (the
// boards are paths), gathered record by record as the page is written:
// all of them, and those page.css sets in bold (the titles, results and
// evaluations).
type pageRunes struct{ all, bold map[rune]bool }

// add gathers the characters of a record's part of the page.
func (pr *pageRunes) add(r recordView) {
	pr.init()
	gather(pr.bold, r.Title, r.Result, r.Bold)
	gather(pr.all, r.Title, r.Event, r.Result, r.Ending, r.Text, r.Error)
	for _, t := range r.Tags {
		gather(pr.all, t.Name, t.Value)
	}
	gather(pr.all, r.Problems...)
}

// addSection gathers the characters of a section, in both weights (its
// headings are bold).
func (pr *pageRunes) addSection(html string) {
	pr.init()
	gather(pr.all, html)
	gather(pr.bold, html)
}

// init makes the sets.
func (pr *pageRunes) init() {
	if pr.all == nil {
		pr.all, pr.bold = map[rune]bool{}, map[rune]bool{}
	}
}

// gather puts the characters beyond ASCII of the texts in the set.
func gather(set map[rune]bool, texts ...string) {
	for _, text := range texts {
		for _, c := range text {
			if c > 0x7f {
				set[c] = true
			}
		}
	}
}

// sorted lists a set's characters in order.
func sorted(set map[rune]bool) []rune {
	rs := make([]rune, 0, len(set))
	for c := range set {
		rs = append(rs, c)
	}
	slices.Sort(rs)
	return rs
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
	// TTF is the font as a TrueType file, which the boards are drawn
	// with (the page's WebAssembly reads no WOFF).
	TTF []byte `json:"-"`
}

// hangulFonts returns the Hangul fonts cut to the characters of the page
// that they have, regular and bold; none for a page without such
// characters.
func hangulFonts(pr pageRunes) ([]fontData, error) {
	fonts := []fontData{}
	for _, face := range []struct {
		runes map[rune]bool
		bold  bool
	}{{pr.all, false}, {pr.bold, true}} {
		sub, runes, err := ttfsubset.Subset(diagram.HangulFont(face.bold), sorted(face.runes))
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
		fonts = append(fonts, fontData{Family: hangulFamily, Weight: weight, Range: unicodeRange(runes), WOFF: woff, TTF: sub})
	}
	return fonts, nil
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
