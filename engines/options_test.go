package engines

import (
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
	}{
		{"", "", "low 100"},
		{"FAST", "", "high 100"},
		{"fast", "speed=low", "low 100"},
		{"", " limit = 60 , speed=high,", "high 60"},
		{"slow", "", `Toy has no variant "slow" (variants: standard, fast)`},
		{"", "colour=red", `Toy has no rule option "colour" (options: limit, speed)`},
		{"", "speed=warp", `Toy option speed cannot be "warp" (valid: low, high)`},
		{"", "limit=-1", `valid: a whole number (0 or more)`},
		{"", "speed", `Toy option speed cannot be ""`},
	}
	for _, tt := range tests {
		got, err := ResolveRules(toy{}, tt.variant, tt.rules)
		s := ""
		if err != nil {
			s = err.Error()
		} else {
			s = got["speed"] + " " + got["limit"]
		}
		if !strings.Contains(s, tt.want) {
			t.Errorf("ResolveRules(%q, %q) = %q, want %q", tt.variant, tt.rules, s, tt.want)
		}
	}
}

func TestRegistry(t *testing.T) {
	Register(toy{})
	if g, err := Lookup(" toy "); err != nil || g.Name() != "Toy" {
		t.Fatalf("Lookup: %v %v", g, err)
	}
	if _, err := Lookup("chess"); err == nil || !strings.Contains(err.Error(), "Toy") {
		t.Errorf("Lookup of an unknown game: %v", err)
	}
	if all := All(); len(all) == 0 || all[len(all)-1].Name() != "Toy" {
		t.Errorf("All: %v", all)
	}
}
