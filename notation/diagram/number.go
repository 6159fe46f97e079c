package diagram

import (
	"bytes"
	"strconv"
)

// decimals is the number of decimals written for coordinates and lengths:
// a hundredth of a user unit.
const decimals = 2

// appendNumber appends v rounded to two decimals, without trailing zeros,
// a trailing point or a negative zero: 1.5, 2, -0.25, 0. The fixed format
// has a decimal point, so trimming zeros stops there.
func appendNumber(b []byte, v float64) []byte {
	start := len(b)
	b = strconv.AppendFloat(b, v, 'f', decimals, 64)
	b = bytes.TrimRight(b, "0")
	b = bytes.TrimSuffix(b, []byte("."))
	if string(b[start:]) == "-0" {
		return append(b[:start], '0')
	}
	return b
}

// appendPoint appends "x y".
func appendPoint(b []byte, p Point) []byte {
	b = appendNumber(b, p.X)
	b = append(b, ' ')
	return appendNumber(b, p.Y)
}
