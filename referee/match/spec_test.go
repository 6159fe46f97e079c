package match

import (
	"reflect"
	"testing"
)

func TestParseSpec(t *testing.T) {
	tests := []struct {
		in   string
		want Spec
		err  bool
	}{
		{in: "cmd=/usr/bin/eng", want: Spec{Name: "eng", Cmd: "/usr/bin/eng"}},
		{in: `name='My Eng' cmd=./e arg=--level arg="3 4" dir=/tmp option.Hash=64 option.Style=wild`,
			want: Spec{Name: "My Eng", Cmd: "./e", Args: []string{"--level", "3 4"}, Dir: "/tmp",
				Options: []Option{{"Hash", "64"}, {"Style", "wild"}}}},
		{in: "name=x", err: true},
		{in: "cmd=e junk", err: true},
		{in: "cmd=e colour=red", err: true},
		{in: "cmd=e option.=1", err: true},
		{in: "cmd='e", err: true},
		{in: "name=a/b cmd=e", err: true},
	}
	for _, tt := range tests {
		got, err := ParseSpec(tt.in)
		if (err != nil) != tt.err {
			t.Errorf("ParseSpec(%q) error %v, want error %v", tt.in, err, tt.err)
			continue
		}
		if !tt.err && !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseSpec(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
}
