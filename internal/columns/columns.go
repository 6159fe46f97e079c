// Package columns measures text as a terminal lays it out, for the text
// diagrams: East Asian wide and fullwidth characters (Hangul, CJK) take two
// columns, combining marks, conjoining Hangul vowels and finals, format
// and control characters none, ANSI escape sequences none, other runes
// one. Every text diagram pads and centres with this package, so Hangul
// names line up with the ASCII around them.
package columns

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// RuneWidth returns the columns r takes on a terminal.
func RuneWidth(r rune) int {
	switch {
	case r < 0x20 || r == 0x7f:
		return 0
	case r < 0x7f:
		return 1
	case r >= 0x1160 && r <= 0x11ff: // Hangul Jamo vowels and finals join the initial before them
		return 0
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Cc):
		return 0
	}
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	return 1
}

// Width returns the columns s takes on a terminal. ANSI escape sequences
// (ESC [ … final byte) take none.
func Width(s string) int {
	n := 0
	for len(s) > 0 {
		if esc := escapeLen(s); esc > 0 {
			s = s[esc:]
			continue
		}
		r, size := utf8.DecodeRuneInString(s) // invalid UTF-8: one replacement character
		n += RuneWidth(r)
		s = s[size:]
	}
	return n
}

// escapeLen returns the length of the ANSI control sequence s starts with
// (ESC [, parameter and intermediate bytes, a final byte), or 0 when s
// starts with none, or with one cut short: its bytes are then counted as
// they stand.
func escapeLen(s string) int {
	if !strings.HasPrefix(s, "\x1b[") {
		return 0
	}
	for i := 2; i < len(s); i++ {
		switch b := s[i]; {
		case b >= 0x40 && b <= 0x7e:
			return i + 1
		case b < 0x20 || b > 0x3f:
			return 0
		}
	}
	return 0
}

// OneLine returns s with every control character (newlines, tabs, escapes)
// made a space: a name or a comment as it can stand on one line of a
// diagram.
func OneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}

// PadRight returns s followed by the spaces that make it n columns wide; s
// is returned as it is when it is that wide already.
func PadRight(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-Width(s)))
}

// Center returns s after the spaces that centre it in n columns (the odd
// column goes right); no spaces follow it.
func Center(s string, n int) string {
	return strings.Repeat(" ", max(0, (n-Width(s))/2)) + s
}
