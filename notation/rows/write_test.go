package rows

import (
	"bytes"
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

// TestAppendRows: the JSON lines of rows are those encoding/json writes,
// texts with escapes too; rows whose texts are said plain are written
// alike.
func TestAppendRows(t *testing.T) {
	half := 0.5
	rs := []Row{
		{Record: `f "1":2`, Game: "G", Turn: 3, Position: "a\"b<c\x01é", Seat: 1, Move: `x\y`, Legal: 12, Result: &half, Scores: []int32{4, -5}, Symmetry: "identity"},
		{Record: `f "1":2`, Game: "G", Turn: 123, Position: "4/7/8 w 0 0", Move: "a1-b2", Legal: 7, Scores: []int32{}, Symmetry: "rotate 60"},
	}
	var want []byte
	for _, r := range rs {
		line, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		want = append(append(want, line...), '\n')
	}
	if got := appendRows(nil, rs, false); string(got) != string(want) {
		t.Errorf("rows written as\n%s, want\n%s", got, want)
	}
	last := appendRows(nil, rs[1:], true)
	if i := bytes.IndexByte(want, '\n') + 1; string(last) != string(want[i:]) {
		t.Errorf("plain rows written as\n%s, want\n%s", last, want[i:])
	}
}
