package schemas

import (
	"reflect"
	"testing"
)

// TestScalar checks which values scalar reads itself, and that it reads
// them as decode does.
func TestScalar(t *testing.T) {
	for _, tc := range []struct {
		value string
		ok    bool
	}{
		{`"e5-e9"`, true},
		{`""`, true},
		{`"김민지"`, true},
		{`12`, true},
		{`0`, true},
		{`-7`, true},
		{`99999999999999999999999`, true}, // read as decode reads it; badNumber judges it
		{`"a\"b"`, false},
		{`"a\nb"`, false},
		{"\"a\tb\"", false},
		{"\"\xff\"", false},
		{`"a"b"`, false},
		{`"`, false},
		{`012`, false},
		{`-`, false},
		{`1.5`, false},
		{`1e3`, false},
		{` 12`, false},
		{`true`, false},
		{`null`, false},
		{`[1]`, false},
		{``, false},
	} {
		v, ok := scalar([]byte(tc.value))
		if ok != tc.ok {
			t.Errorf("scalar(%q): ok %v, want %v", tc.value, ok, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		want, err := decode([]byte(tc.value))
		if err != nil || !reflect.DeepEqual(v, want) {
			t.Errorf("scalar(%q) = %#v, decode gives %#v, %v", tc.value, v, want, err)
		}
	}
}

// FuzzScalar holds scalar to decode: what scalar reads, decode reads
// the same.
func FuzzScalar(f *testing.F) {
	for _, s := range []string{`"e5-e9"`, `12`, `-0`, `"\u00e9"`, `"a"`, `1.0`, `"x"y"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, value []byte) {
		v, ok := scalar(value)
		if !ok {
			return
		}
		want, err := decode(value)
		if err != nil || !reflect.DeepEqual(v, want) {
			t.Fatalf("scalar(%q) = %#v, decode gives %#v, %v", value, v, want, err)
		}
	})
}
