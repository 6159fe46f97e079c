package engines

import (
	"errors"
	"strings"
	"testing"
)

// toy is a game with options, for testing ResolveRules.
type toy struct{}

func (toy) Name() string { return "Toy" }
func (toy) Variants() []Variant {
	return []Variant{{Name: "standard"}, {Name: "fast", Sets: map[string]string{"speed": "high"}}}
}
func (toy) Options() []Option {
	return []Option{
		{Key: "speed", Values: []string{"low", "high"}},
		{Key: "limit", Numeric: true, Default: "100"},
	}
}
func (toy) Seats() (int, int)           { return 2, 2 }
func (toy) New(Setup) (Position, error) { return nil, nil }

func TestResolveRules(t *testing.T) {
	tests := []struct {
		variant, rules string
		want           string // "speed limit" or an error fragment
		tag            string // the tag of the SetupError
	}{
		{"", "", "low 100", ""},
		{"FAST", "", "high 100", ""},
		{"fast", "speed=low", "low 100", ""},
		{"", " limit = 60 , speed=high,", "high 60", ""},
		{"slow", "", `Toy has no variant "slow" (variants: standard, fast)`, "Variant"},
		{"", "colour=red", `Toy has no rule option "colour" (options: limit, speed)`, "Rules"},
		{"", "speed=warp", `Toy option speed cannot be "warp" (valid: low, high)`, "Rules"},
		{"", "limit=-1", `valid: a whole number (0 or more)`, "Rules"},
		{"", "speed", `Toy option speed cannot be ""`, "Rules"},
	}
	codes := map[string]Code{"Variant": CodeVariant, "Rules": CodeRules}
	for _, tt := range tests {
		got, err := ResolveRules(toy{}, tt.variant, tt.rules)
		s := ""
		var se *SetupError
		switch {
		case err == nil:
			s = got["speed"] + " " + got["limit"]
		case !errors.As(err, &se) || se.Tag != tt.tag || se.Code != codes[tt.tag]:
			t.Errorf("ResolveRules(%q, %q) = %#v, want a SetupError of the tag %s", tt.variant, tt.rules, err, tt.tag)
		default:
			s = err.Error()
		}
		if !strings.Contains(s, tt.want) {
			t.Errorf("ResolveRules(%q, %q) = %q, want %q", tt.variant, tt.rules, s, tt.want)
		}
	}
}

func TestSetupCodes(t *testing.T) {
	codes := SetupCodes()
	if len(codes) != 3 || codes[0].Code != CodeVariant || codes[1].Code != CodeRules || codes[2].Code != CodePosition {
		t.Errorf("SetupCodes() = %v", codes)
	}
	codes[0].Code = "changed"
	if SetupCodes()[0].Code != CodeVariant {
		t.Error("SetupCodes shares its table")
	}
}
