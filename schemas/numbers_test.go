package schemas

import (
	"strings"
	"testing"
)

// TestNumbersOutOfRange: numbers the validator cannot take in good time
// (or at all) are refused with their place; others are checked as usual.
func TestNumbersOutOfRange(t *testing.T) {
	doc := func(number, move string) string {
		return `{"game":"x","tags":[],"moves":{"turns":[{"number":` + number + `,"text":"a","move":` + move + `}]}}`
	}
	for _, c := range []struct{ name, doc, want string }{
		{"small", doc("12", `{}`), ""},
		{"an exponent", doc("1e2", `{}`), ""},
		{"the largest exponent", doc("1E+400", `{}`), ""},
		{"a huge exponent", doc("1E1000010", `{}`), "at /moves/turns/0/number: the number 1E1000010 is out of range"},
		{"a large exponent", doc("1e999999", `{}`), "at /moves/turns/0/number: the number 1e999999 is out of range"},
		{"a tiny exponent", doc("1e-401", `{}`), "the number 1e-401 is out of range"},
		{"too many digits", doc("1"+strings.Repeat("0", 400), `{}`), "the number 10000000000000000000… is out of range"},
		{"an exponent too long to read", doc("1e99999999999999999999", `{}`), "out of range"},
		{"in a key to escape", doc("1", `{"a/b~":1e500}`), "at /moves/turns/0/move/a~1b~0: the number 1e500"},
		{"the first of two", doc("1", `{"b":1e500,"a":2e500}`), "at /moves/turns/0/move/a: the number 2e500"},
		{"the whole document", `1e500`, "at /: the number 1e500"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := Validate("record", []byte(c.doc))
			if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
				t.Errorf("got %v, want %q", err, c.want)
			}
		})
	}
}
