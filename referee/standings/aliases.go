package standings

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Aliases joins spellings of one player's name: each spelling, its
// spaces and case folded, maps to the name the table shows.
type Aliases map[string]string

// fold is a name as aliases compare it: without spaces, in lower case
// ("김 민지" and "김민지", "Kim Minji" and "kim minji" are one).
func fold(name string) string {
	// Bytes not in UTF-8 become U+FFFD first: joined, two of them could
	// make a space (U+3000) that a second fold would take out.
	return strings.ToLower(strings.Join(strings.Fields(strings.ToValidUTF8(name, "\uFFFD")), ""))
}

// Name is the name the table shows for a spelling: the one its alias
// names, else the spelling with its spaces tidied.
func (a Aliases) Name(spelling string) string {
	if name, ok := a[fold(spelling)]; ok {
		return name
	}
	return strings.Join(strings.Fields(spelling), " ")
}

// ReadAliases reads an aliases file: a line `NAME = SPELLING, SPELLING…`
// gives the name the table shows and the other spellings of it; blank
// lines and lines starting with # are skipped. A line without "=", an
// empty name, or a spelling given two names is an error naming its line.
func ReadAliases(r io.Reader, file string) (Aliases, error) {
	a := Aliases{}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		name, rest, ok := strings.Cut(text, "=")
		name = strings.Join(strings.Fields(name), " ")
		if !ok || name == "" {
			return nil, fmt.Errorf("%s:%d: an alias line is NAME = SPELLING, SPELLING…, not %q", file, line, text)
		}
		for _, s := range append([]string{name}, strings.Split(rest, ",")...) {
			key := fold(s)
			if key == "" {
				continue
			}
			if other, ok := a[key]; ok && other != name {
				return nil, fmt.Errorf("%s:%d: %q is already a spelling of %q", file, line, strings.TrimSpace(s), other)
			}
			a[key] = name
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return a, nil
}
