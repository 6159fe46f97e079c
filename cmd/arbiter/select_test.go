package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/referee/archive"
)

// TestSelectFilter reads select's filter flags into an archive.Filter:
// the typed tests, ranges and verdicts they stand for.
func TestSelectFilter(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    selectFlags
		want string // the filter, as %+v prints it
	}{
		{"none", selectFlags{}, "{Game:jungle Tags:[] Player: Result: Verdict:0 Reaches: Turns:any Dedupe:false}"},
		{"valid", selectFlags{valid: true, player: "Olena", result: "1-0", dedupe: true}, "{Game:jungle Tags:[] Player:Olena Result:1-0 Verdict:1 Reaches: Turns:any Dedupe:true}"},
		{"invalid", selectFlags{invalid: true}, "Verdict:2 "},
		{"tag equals", selectFlags{tags: []string{"Event=Club ~ night=1"}}, "Tags:[{Name:Event Value:Club ~ night=1 Regexp:<nil>}]"},
		{"tag regexp", selectFlags{tags: []string{"Event~^Club=", "Round=3"}}, "Tags:[{Name:Event Value:^Club= Regexp:^Club=} {Name:Round Value:3 Regexp:<nil>}]"},
		{"turns", selectFlags{turns: "40:80"}, "Turns:{Min:40 Max:80 HasMax:true}"},
		{"turns from", selectFlags{turns: "40:"}, "Turns:{Min:40 Max:0 HasMax:false}"},
		{"turns up to", selectFlags{turns: ":80"}, "Turns:{Min:0 Max:80 HasMax:true}"},
		{"turns exactly", selectFlags{turns: "60"}, "Turns:{Min:60 Max:60 HasMax:true}"},
		{"no turn", selectFlags{turns: "0"}, "Turns:{Min:0 Max:0 HasMax:true}"},
		{"turns from nought", selectFlags{turns: "0:"}, "Turns:{Min:0 Max:0 HasMax:false}"},
	} {
		got, err := tc.f.filter("jungle")
		if err != nil || !strings.Contains(shownFilter(got), tc.want) {
			t.Errorf("%s: %s, %v; want %s", tc.name, shownFilter(got), err, tc.want)
		}
	}
}

// shownFilter prints a filter as %+v does, its range of turns shown
// ("any" for none).
func shownFilter(f archive.Filter) string {
	turns := "any"
	if f.Turns != nil {
		turns = fmt.Sprintf("%+v", *f.Turns)
	}
	f.Turns = nil
	return strings.Replace(fmt.Sprintf("%+v", f), "Turns:<nil>", "Turns:"+turns, 1)
}

// TestSelectFilterErrors: a filter that cannot work says why, naming its
// flag.
func TestSelectFilterErrors(t *testing.T) {
	for _, tc := range []struct {
		f    selectFlags
		want string
	}{
		{selectFlags{tags: []string{"Event"}}, `--tag "Event": expected NAME=VALUE or NAME~REGEXP`},
		{selectFlags{tags: []string{"=x"}}, `--tag "=x": expected NAME=VALUE or NAME~REGEXP`},
		{selectFlags{tags: []string{"Ev ent=x"}}, `--tag "Ev ent=x": expected NAME=VALUE or NAME~REGEXP`},
		{selectFlags{tags: []string{"Event~("}}, "--tag \"Event~(\": error parsing regexp: missing closing ): `(`"},
		{selectFlags{turns: "40:20"}, `--turns "40:20": expected MIN:MAX (either may be left out) or a number`},
		{selectFlags{turns: "x"}, `--turns "x": expected MIN:MAX`},
		{selectFlags{turns: "-1:"}, `--turns "-1:": expected MIN:MAX`},
		{selectFlags{turns: ":-1"}, `--turns ":-1": expected MIN:MAX`},
		{selectFlags{valid: true, invalid: true}, "--valid and --invalid together keep nothing"},
	} {
		if _, err := tc.f.filter(""); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want %q", tc.f, err, tc.want)
		}
	}
}

// TestSelectReaches: a position that none of the games of the files can
// set up is refused before anything is read, each game saying why.
func TestSelectReaches(t *testing.T) {
	code, _, errOut := arbiter(t, "", "select", "--reaches", "no position", "../../examples/yinsh/club-night.yinsh")
	if want := `arbiter: --reaches "no position" is not a position (YINSH: `; code != 2 || !strings.HasPrefix(errOut, want) || strings.Contains(errOut, "Jungle") {
		t.Errorf("exit %d, %q; want 2, %q and YINSH alone", code, errOut, want)
	}
	start := "l5t/1d3c1/2p1w1e/7/7/7/E1W1P2/1C3D1/T5L w 0 1"
	if code, _, errOut := arbiter(t, "", "select", "--reaches", start, "../../examples/jungle/club-night.jungle"); code == 2 {
		t.Errorf("the start of Jungle: exit %d, %q", code, errOut)
	}
}
