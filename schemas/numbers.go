package schemas

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/internal/jsonscan"
)

// The validator reads numbers through math/big: one with a huge exponent
// (1e1000000) makes it panic, and one of a million digits, or an exponent
// of hundreds of thousands, takes it many milliseconds. No number Arbiter
// writes comes near these bounds, so a number beyond them is refused before
// the validator sees it.
const (
	maxNumberDigits   = 400
	maxNumberExponent = 400
)

// numberInRange reports whether a JSON number is within the bounds.
func numberInRange(n json.Number) bool {
	text := string(n)
	e := strings.IndexAny(text, "eE")
	if e < 0 {
		return len(text) <= maxNumberDigits
	}
	exp, err := strconv.Atoi(text[e+1:])
	return err == nil && e <= maxNumberDigits && exp >= -maxNumberExponent && exp <= maxNumberExponent
}

// badNumber finds a number of v out of range, and its JSON pointer (the
// first in order of the pointers, when there are several).
func badNumber(v any) (path string, n json.Number, found bool) {
	switch v := v.(type) {
	case json.Number:
		return "", v, !numberInRange(v)
	case []any:
		for i, e := range v {
			if p, n, ok := badNumber(e); ok {
				return "/" + strconv.Itoa(i) + p, n, true
			}
		}
	case map[string]any:
		for k, e := range v {
			if p, m, ok := badNumber(e); ok {
				p = "/" + jsonscan.Step(k) + p
				if !found || p < path {
					path, n, found = p, m, true
				}
			}
		}
	}
	return path, n, found
}

// numberError is the error of a number out of range.
func numberError(path string, n json.Number) error {
	text := string(n)
	if len(text) > 24 {
		text = text[:20] + "…"
	}
	if path == "" {
		path = "/"
	}
	return fmt.Errorf("at %s: the number %s is out of range (at most %d digits and exponents up to ±%d)",
		path, text, maxNumberDigits, maxNumberExponent)
}
