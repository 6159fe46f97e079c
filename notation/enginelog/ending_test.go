package enginelog

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
)

// TestEndingKnown: the watcher tells the result where the record's rules
// are the log's but for the draw rules, and leaves it to a replay where
// they differ in more (how animals move or capture).
func TestEndingKnown(t *testing.T) {
	for _, tc := range []struct {
		setup engines.Setup
		known bool
	}{
		{engines.Setup{}, true},
		{engines.Setup{Variant: "traditional"}, true},
		{engines.Setup{Rules: "repetition=forbid-chaser,no-capture-limit=30"}, true},
		{engines.Setup{Variant: "blinky"}, false},
		{engines.Setup{Rules: "trapped-captures=yes"}, false},
		{engines.Setup{Rules: "no-move=draw"}, false},
	} {
		pos, err := engine.Game{}.New(tc.setup)
		if err != nil {
			t.Fatal(err)
		}
		var e ending
		e.End(pos)
		if e.known != tc.known || e.result != "" {
			t.Errorf("%+v: known %v, result %q; want known %v and no result", tc.setup, e.known, e.result, tc.known)
		}
	}
}
