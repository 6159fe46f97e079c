package engines

import (
	"errors"
	"testing"
)

// TestRulebook: the rules of a variant and rules string are made once and
// kept; a failure is not kept, so it fails again.
func TestRulebook(t *testing.T) {
	var book Rulebook[string]
	made := 0
	resolve := func(variant, rules string) (string, error) {
		made++
		if rules == "bad" {
			return "", errors.New("bad rules")
		}
		return variant + "/" + rules, nil
	}
	for _, c := range []struct {
		variant, rules, want string
		made                 int
		fails                bool
	}{
		{"", "", "/", 1, false},
		{"", "", "/", 1, false},
		{"blitz", "", "blitz/", 2, false},
		{"", "blitz", "/blitz", 3, false}, // not the same setup as the variant blitz
		{"blitz", "", "blitz/", 3, false},
		{"", "bad", "", 4, true},
		{"", "bad", "", 5, true},
	} {
		got, err := book.Of(c.variant, c.rules, resolve)
		if (err != nil) != c.fails || got != c.want || made != c.made {
			t.Errorf("Of(%q, %q) = %q, %v after %d resolutions; want %q (fails %v) after %d", c.variant, c.rules, got, err, made, c.want, c.fails, c.made)
		}
	}
}
