package rows

import (
	"encoding/json"
	"math"
	"strconv"
	"testing"
)

// TestAppendResult: a result is written as encoding/json writes it, the
// usual ones without formatting a float as the others are.
func TestAppendResult(t *testing.T) {
	for _, v := range []float64{0, 1, 0.5, 0.25, 1.0 / 3, 2.0 / 3, 0.75, 2} {
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendResult([]byte("x"), &v); string(got) != "x"+string(want) {
			t.Errorf("%v: %s, want x%s", v, got, want)
		}
	}
	if got := appendResult(nil, nil); string(got) != "null" {
		t.Errorf("no result: %s", got)
	}
}

// TestAppendInt: appendInt writes numbers as strconv does.
func TestAppendInt(t *testing.T) {
	for _, v := range []int32{0, 1, 9, 10, 42, 99, 100, 12345, -1, -10, -99, -100, math.MaxInt32, math.MinInt32} {
		if got, want := string(appendInt([]byte("x"), v)), "x"+strconv.Itoa(int(v)); got != want {
			t.Errorf("appendInt(%d) = %q, want %q", v, got, want)
		}
	}
}

// TestPlain: plain, which reads eight bytes at a time, finds any byte
// that is not printable ASCII, a quote or a backslash wherever it stands.
func TestPlain(t *testing.T) {
	base := []byte("l5t/1d3c1/r1p1w")
	for n := range len(base) + 1 {
		for at := range n {
			for c := range 256 {
				s := append([]byte{}, base[:n]...)
				s[at] = byte(c)
				want := c >= 0x20 && c <= 0x7e && c != '"' && c != '\\'
				if got := plain(string(s)); got != want {
					t.Fatalf("plain(%q) = %v, want %v", s, got, want)
				}
			}
		}
	}
}
