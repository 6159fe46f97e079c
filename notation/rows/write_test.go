package rows

import (
	"encoding/json"
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
