// Package enginetest holds the checks the engines' tests share: the legal
// turns against the perft tables and Play, and the error codes against the
// games' tables.
package enginetest

import (
	"encoding"
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

// RandomGames is a game that plays random games.
type RandomGames interface {
	engines.Game
	engines.Generator
}

// Positions plays n random games of game from its default setup (seeds 1
// to n, maxTurns turns at most, 0 for no bound) and gives the position
// before each of their turns: what the benchmarks and checks that go
// over many positions of real play read.
func Positions(tb testing.TB, game RandomGames, n, maxTurns int) []engines.Position {
	tb.Helper()
	var ps []engines.Position
	for seed := range int64(n) {
		s, turns, err := game.RandomGame(seed+1, engines.Setup{Tags: map[string]string{}}, maxTurns)
		if err != nil {
			tb.Fatal(err)
		}
		p, err := game.New(s)
		if err != nil {
			tb.Fatal(err)
		}
		for _, m := range turns {
			ps = append(ps, p.Clone())
			if _, err := p.Play(m); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return ps
}

// Perft1 checks that Perft(1) counts as many turns as Legal lists at every
// position of n random games (Positions): the count the training rows
// write, which engines make without listing the turns.
func Perft1(t *testing.T, game RandomGames, n, maxTurns int) {
	t.Helper()
	for i, p := range Positions(t, game, n, maxTurns) {
		if got, want := p.Perft(1), uint64(len(p.Legal())); got != want {
			t.Fatalf("position %d (%s): Perft(1) = %d, Legal lists %d", i, p, got, want)
		}
	}
}

// NearText checks that a position's AppendNearText (engines.NearText)
// appends what its String gives at every position of n random games
// (Positions), with one memory for all of them, taken in the order they
// were played, then in the other order (a memory of any position before),
// and that the text needs no escapes in JSON.
func NearText(t *testing.T, game RandomGames, n, maxTurns int) {
	t.Helper()
	ps := Positions(t, game, n, maxTurns)
	var memo any
	for pass := range 2 {
		for i := range ps {
			p := ps[i]
			if pass == 1 {
				p = ps[len(ps)-1-i]
			}
			nt, ok := p.(engines.NearText)
			if !ok {
				t.Fatalf("the positions of %s have no AppendNearText", game.Name())
			}
			got, want := string(nt.AppendNearText([]byte("x"), &memo)), "x"+p.String()
			if got != want {
				t.Fatalf("AppendNearText gives %q, String %q", got, want)
			}
			if i := strings.IndexFunc(got, func(r rune) bool { return r < 0x20 || r > 0x7e || r == '"' || r == '\\' }); i >= 0 {
				t.Fatalf("the text %q needs an escape in JSON at byte %d", got, i)
			}
		}
	}
}

// BenchPerft1 counts the legal turns (Perft(1), as the training rows do)
// of every position of n random games (Positions), reporting the time per
// position.
func BenchPerft1(b *testing.B, game RandomGames, n, maxTurns int) {
	ps := Positions(b, game, n, maxTurns)
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range ps {
			p.Perft(1)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ps)), "ns/pos")
}

// BenchText appends the position string of every position of n random
// games (Positions) to one reused buffer, as the training rows do:
// through the position's AppendNearText (engines.NearText), one memory
// for all, where it has one, else its AppendText (encoding.TextAppender)
// where it has one; it reports the time per position.
func BenchText(b *testing.B, game RandomGames, n, maxTurns int) {
	ps := Positions(b, game, n, maxTurns)
	var buf []byte
	var memo any
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range ps {
			buf = appendText(buf[:0], p, &memo)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ps)), "ns/pos")
}

// appendText appends p's text as BenchText does.
func appendText(buf []byte, p engines.Position, memo *any) []byte {
	if nt, ok := p.(engines.NearText); ok {
		return nt.AppendNearText(buf, memo)
	}
	if a, ok := p.(encoding.TextAppender); ok {
		buf, _ = a.AppendText(buf)
		return buf
	}
	return append(buf, p.String()...)
}
