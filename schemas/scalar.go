package schemas

import (
	"encoding/json"
	"unicode/utf8"
)

// scalar decodes, as decode does, a JSON value that is a plain string (no
// escape, no control character, whole UTF-8 characters) or an integer
// written plainly (no fraction, no exponent), without a decoder: the turns'
// numbers and texts that validAlone checks are nearly all such values,
// and a decoder costs more than the check. ok is false for any other
// value, which decode then reads.
func scalar(value []byte) (v any, ok bool) {
	switch {
	case len(value) >= 2 && value[0] == '"' && value[len(value)-1] == '"':
		inner := value[1 : len(value)-1]
		for _, b := range inner {
			if b == '"' || b == '\\' || b < 0x20 {
				return nil, false
			}
		}
		if !utf8.Valid(inner) {
			return nil, false
		}
		return string(inner), true
	case plainInteger(value):
		return json.Number(value), true
	}
	return nil, false
}

// plainInteger tells whether b is a JSON integer: an optional minus, then
// 0 or digits not starting with 0.
func plainInteger(b []byte) bool {
	if len(b) > 0 && b[0] == '-' {
		b = b[1:]
	}
	if len(b) == 0 || len(b) > 1 && b[0] == '0' {
		return false
	}
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
