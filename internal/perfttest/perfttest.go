// Package perfttest reads perft tables and checks engines against them, for
// the engines' tests and the command line's. A table is the format of the
// shared vectors: one position a line, then counts separated by "|", each
// "[key=value,...] depth count", where the options are rules on top of the
// standard ones (variant=NAME picks a variant); "#" starts a comment line.
//
//	l5t/1d3c1/... w 0 1 | 1 24 | 2 576 | tiger-jump=vertical 3 551
package perfttest

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// Case is one count of a table.
type Case struct {
	Setup engines.Setup
	Depth int
	Nodes uint64
}

// Name describes the case for test output.
func (c Case) Name() string {
	s := c.Setup.Position
	if c.Setup.Variant != "" {
		s += " variant=" + c.Setup.Variant
	}
	if c.Setup.Rules != "" {
		s += " " + c.Setup.Rules
	}
	return fmt.Sprintf("%s depth %d", s, c.Depth)
}

// Read reads a table file.
func Read(path string) ([]Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cases []Case
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "|")
		for _, entry := range fields[1:] {
			c, err := parseEntry(strings.TrimSpace(fields[0]), strings.Fields(entry))
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", path, n, err)
			}
			cases = append(cases, c)
		}
	}
	return cases, sc.Err()
}

// parseEntry reads "[options] depth count".
func parseEntry(position string, fields []string) (Case, error) {
	c := Case{Setup: engines.Setup{Position: position}}
	if len(fields) == 3 {
		c.Setup.Variant, c.Setup.Rules = splitVariant(fields[0])
		fields = fields[1:]
	}
	if len(fields) != 2 {
		return c, fmt.Errorf("bad count %q: want [options] depth count", strings.Join(fields, " "))
	}
	var err1, err2 error
	c.Depth, err1 = strconv.Atoi(fields[0])
	c.Nodes, err2 = strconv.ParseUint(fields[1], 10, 64)
	if err1 != nil || err2 != nil {
		return c, fmt.Errorf("bad count %q", strings.Join(fields, " "))
	}
	return c, nil
}

// splitVariant takes variant=NAME out of an options string.
func splitVariant(options string) (variant, rules string) {
	var rest []string
	for _, kv := range strings.Split(options, ",") {
		if v, ok := strings.CutPrefix(kv, "variant="); ok {
			variant = v
		} else {
			rest = append(rest, kv)
		}
	}
	return variant, strings.Join(rest, ",")
}

// Check reads a table and checks every count of it against the game. Under
// -short, counts above a million are left out.
func Check(t *testing.T, game engines.Game, path string) {
	t.Helper()
	cases, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatalf("%s holds no counts", path)
	}
	for _, c := range cases {
		if testing.Short() && c.Nodes > 1_000_000 {
			continue
		}
		pos, err := game.New(c.Setup)
		if err != nil {
			t.Errorf("%s: %v", c.Name(), err)
			continue
		}
		if got := pos.Perft(c.Depth); got != c.Nodes {
			t.Errorf("perft %s = %d, want %d", c.Name(), got, c.Nodes)
		}
	}
}
