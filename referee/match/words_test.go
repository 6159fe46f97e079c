package match

import (
	"slices"
	"testing"
)

func TestSplitWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		err  bool
	}{
		{in: "", want: nil},
		{in: "  a  b\tc\n", want: []string{"a", "b", "c"}},
		{in: `name=x cmd='/my dir/eng' arg=--fast`, want: []string{"name=x", "cmd=/my dir/eng", "arg=--fast"}},
		{in: `arg="a \"b\" \$c \d"`, want: []string{`arg=a "b" $c \d`}},
		{in: `a\ b c\\d`, want: []string{"a b", `c\d`}},
		{in: `''`, want: []string{""}},
		{in: `x""y`, want: []string{"xy"}},
		{in: "a\\\nb", want: []string{"ab"}},
		{in: `'it''s'`, want: []string{"its"}},
		{in: `'open`, err: true},
		{in: `"open`, err: true},
		{in: `end\`, err: true},
	}
	for _, tt := range tests {
		got, err := splitWords(tt.in)
		if (err != nil) != tt.err {
			t.Errorf("SplitWords(%q) error %v, want error %v", tt.in, err, tt.err)
			continue
		}
		if !tt.err && !slices.Equal(got, tt.want) {
			t.Errorf("SplitWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzSplitWords(f *testing.F) {
	for _, s := range []string{"", `a 'b c' "d \" e" f\ g`, `'`, `"\`, "a\\\nb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words, err := splitWords(s)
		if err != nil {
			return
		}
		for _, w := range words {
			if len(w) > len(s) {
				t.Fatalf("word %q longer than the text %q", w, s)
			}
		}
	})
}
