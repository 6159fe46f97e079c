// Package enginetest holds the checks the engines' tests share: the legal
// turns against the perft tables and Play, and the error codes against the
// games' tables.
package enginetest

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/perfttest"
)

// Legal checks every position of a perft table, each setup once: Legal
// lists as many turns as Perft(1), their long forms are Divide(1)'s turns
// in order, and Play accepts each of them on a clone. Under -short it
// leaves out positions with more than 100 000 turns.
func Legal(t *testing.T, game engines.Game, table string) {
	t.Helper()
	cases, err := perfttest.Read(table)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, c := range cases {
		name := c.Setup.Variant + " " + c.Setup.Rules + " " + c.Setup.Position
		if seen[name] {
			continue
		}
		seen[name] = true
		p, err := game.New(c.Setup)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if n := p.Perft(1); !testing.Short() || n <= 100_000 {
			legal(t, name, p)
		}
	}
}

// legal checks the legal turns of one position.
func legal(t *testing.T, name string, p engines.Position) {
	t.Helper()
	turns, divide := p.Legal(), p.Divide(1)
	if n := p.Perft(1); uint64(len(turns)) != n || len(divide) != len(turns) {
		t.Errorf("%s: %d legal turns, %d in Divide(1), Perft(1) = %d", name, len(turns), len(divide), n)
		return
	}
	for i, m := range turns {
		if m.String() != divide[i].Move {
			t.Errorf("%s: legal turn %d is %s, Divide(1) lists %s", name, i+1, m, divide[i].Move)
			return
		}
		if _, err := p.Clone().Play(m); err != nil {
			t.Errorf("%s: the legal turn %s is refused: %v", name, m, err)
			return
		}
	}
}

// Code returns the code of a *engines.RuleError or *engines.SetupError,
// or "" for any other error.
func Code(err error) engines.Code {
	var rule *engines.RuleError
	var setup *engines.SetupError
	switch {
	case errors.As(err, &rule):
		return rule.Code
	case errors.As(err, &setup):
		return setup.Code
	}
	return ""
}

// Rule checks that err, an error of Play, is a *engines.RuleError with a
// code the game lists.
func Rule(t testing.TB, game engines.Coder, err error) {
	t.Helper()
	var rule *engines.RuleError
	if !errors.As(err, &rule) || !slices.ContainsFunc(game.Codes(), func(c engines.CodeDoc) bool { return c.Code == rule.Code }) {
		t.Errorf("Play's error %q (%T) is no RuleError with a listed code", err, err)
	}
}

// Codes checks a game's codes against those its tests produced: each code
// is "game/kebab-case" (or a shared "setup/" one), documented in one line
// and listed once; every code produced is listed, and every code listed
// was produced.
func Codes(t *testing.T, game engines.Game, produced []engines.Code) {
	t.Helper()
	coder, ok := game.(engines.Coder)
	if !ok {
		t.Fatalf("%s lists no codes", game.Name())
	}
	form := regexp.MustCompile(`^(setup|` + strings.ToLower(game.Name()) + `)/[a-z0-9]+(-[a-z0-9]+)*$`)
	codes := coder.Codes()
	listed := map[engines.Code]bool{}
	for _, c := range codes {
		switch {
		case !form.MatchString(string(c.Code)):
			t.Errorf("code %q is not %s/kebab-case", c.Code, strings.ToLower(game.Name()))
		case c.Doc == "" || strings.Contains(c.Doc, "\n"):
			t.Errorf("code %q has no one-line doc: %q", c.Code, c.Doc)
		case listed[c.Code]:
			t.Errorf("code %q is listed twice", c.Code)
		}
		listed[c.Code] = true
	}
	made := map[engines.Code]bool{}
	for _, c := range produced {
		if !listed[c] {
			t.Errorf("the code %q produced is not listed", c)
		}
		made[c] = true
	}
	for _, c := range codes {
		if !made[c.Code] {
			t.Errorf("no test case produces the code %q", c.Code)
		}
	}
}
