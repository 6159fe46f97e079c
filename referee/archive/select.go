// Package archive picks and counts the records of large files, as
// pgn-extract does for chess: the filters of `arbiter select` and the
// counts of `arbiter stats`. Both consume the referee's results (see
// referee.Files); neither reads files itself.
package archive

import (
	"crypto/sha256"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// Filter says which records to keep. Every filter set must hold (they
// combine with "and"); the zero Filter keeps every record.
type Filter struct {
	// Game keeps records of this game (any case).
	Game string
	// Tags are conditions on tags: NAME=VALUE (the tag equals the value)
	// or NAME~REGEXP (the tag matches the regular expression).
	Tags []string
	// Player keeps records where a player tag (White, Black, Seat1…Seat4)
	// names this player, in any case.
	Player string
	// Result keeps records with this declared result (the Result tag, else
	// the result token).
	Result string
	// Valid keeps the records the referee finds no error in; Invalid keeps
	// the others.
	Valid, Invalid bool
	// Reaches keeps records whose main line passes through this position
	// (the game's position string; Jungle's two counters are not compared).
	Reaches string
	// Turns keeps records whose main line has MIN:MAX turns ("40:", ":80",
	// "60" and "40:80" are ranges).
	Turns string
	// Dedupe keeps the first of the records with the same game, start
	// position and main line (turns compared in long form).
	Dedupe bool
}

// Selector applies a Filter to records one after another; with Dedupe it
// remembers the main lines it has kept (16 bytes a record).
type Selector struct {
	f          Filter
	tags       []tagTest
	minT, maxT int
	// targets are the target's key as each game writes it, once it
	// has been read by the game.
	targets map[string]string
	seen    map[[16]byte]bool
}

// tagTest is one --tag condition.
type tagTest struct {
	name  string
	value string
	re    *regexp.Regexp
}

// NewSelector checks a filter (tag conditions, regular expressions, the
// turn range, the position) and returns its selector.
func NewSelector(f Filter) (*Selector, error) {
	s := &Selector{f: f, maxT: -1, seen: map[[16]byte]bool{}, targets: map[string]string{}}
	if f.Valid && f.Invalid {
		return nil, fmt.Errorf("--valid and --invalid together keep nothing")
	}
	for _, t := range f.Tags {
		tt, err := parseTagTest(t)
		if err != nil {
			return nil, err
		}
		s.tags = append(s.tags, tt)
	}
	var err error
	if s.minT, s.maxT, err = parseRange(f.Turns); err != nil {
		return nil, err
	}
	return s, nil
}

// CheckReaches checks the position of Reaches against the games it may be a
// position of: those given (the games the command line names), else every
// game. It fails when none of them can set it up.
func (s *Selector) CheckReaches(games []notation.Game) error {
	if s.f.Reaches == "" {
		return nil
	}
	if len(games) == 0 {
		games = notation.Games()
	}
	var why []string
	for _, g := range games {
		_, err := g.New(engines.Setup{Position: s.f.Reaches})
		if err == nil {
			return nil
		}
		why = append(why, g.Name()+": "+err.Error())
	}
	return fmt.Errorf("--reaches %q is not a position (%s)", s.f.Reaches, strings.Join(why, "; "))
}

// parseTagTest reads NAME=VALUE or NAME~REGEXP.
func parseTagTest(t string) (tagTest, error) {
	i := strings.IndexAny(t, "=~")
	if i <= 0 || !text.ValidTagName(t[:i]) {
		return tagTest{}, fmt.Errorf("--tag %q: expected NAME=VALUE or NAME~REGEXP", t)
	}
	tt := tagTest{name: t[:i], value: t[i+1:]}
	if t[i] == '~' {
		re, err := regexp.Compile(tt.value)
		if err != nil {
			return tagTest{}, fmt.Errorf("--tag %q: %v", t, err)
		}
		tt.re = re
	}
	return tt, nil
}

// parseRange reads MIN:MAX, either side optional, or N alone; max is -1
// when there is none.
func parseRange(r string) (minT, maxT int, err error) {
	if r == "" {
		return 0, -1, nil
	}
	lo, hi, isRange := strings.Cut(r, ":")
	if !isRange {
		hi = lo
	}
	bad := fmt.Errorf("--turns %q: expected MIN:MAX (either may be left out) or a number", r)
	if lo != "" {
		if minT, err = strconv.Atoi(lo); err != nil || minT < 0 {
			return 0, 0, bad
		}
	}
	maxT = -1
	if hi != "" {
		if maxT, err = strconv.Atoi(hi); err != nil || maxT < minT {
			return 0, 0, bad
		}
	}
	return minT, maxT, nil
}

// Keep tells whether a result passes the filter. A record that could not
// be read passes only a filter that asks for nothing but
// invalid records, or for nothing at all.
func (s *Selector) Keep(res referee.Result) bool {
	switch {
	case res.Unwanted:
		return false
	case res.Report == nil:
		f := s.f
		f.Invalid = false
		return !f.Valid && f.Game == "" && len(f.Tags) == 0 && f.Player == "" && f.Result == "" &&
			f.Reaches == "" && f.Turns == "" && !f.Dedupe
	}
	rep := res.Report
	switch {
	case s.f.Game != "" && !strings.EqualFold(gameName(rep), s.f.Game),
		s.f.Valid && rep.Errors() > 0,
		s.f.Invalid && rep.Errors() == 0,
		!s.Wanted(rep.Record),
		s.f.Reaches != "" && !s.passes(rep):
		return false
	}
	if s.f.Dedupe {
		key := lineKey(rep)
		if s.seen[key] {
			return false
		}
		s.seen[key] = true
	}
	return true
}

// Wanted tells whether a record read may pass the filter, from what the
// record itself says (tags, players, result, length), before the referee
// runs; Keep decides.
func (s *Selector) Wanted(rec *notation.Record) bool {
	return (s.f.Player == "" || hasPlayer(rec, s.f.Player)) &&
		(s.f.Result == "" || declaredResult(rec) == s.f.Result) &&
		s.tagsHold(rec) && s.turnsHold(len(rec.Moves.Turns))
}

func (s *Selector) tagsHold(rec *notation.Record) bool {
	for _, t := range s.tags {
		v, ok := rec.Tag(t.name)
		switch {
		case !ok:
			return false
		case t.re != nil && !t.re.MatchString(v),
			t.re == nil && v != t.value:
			return false
		}
	}
	return true
}

func (s *Selector) turnsHold(n int) bool {
	return n >= s.minT && (s.maxT < 0 || n <= s.maxT)
}

// passes tells whether the main line passes through the position asked
// for, its start included.
func (s *Selector) passes(rep *referee.Report) bool {
	if rep.Game == nil {
		return false
	}
	found := false
	want := s.target(rep.Game)
	eachPosition(rep, func(p engines.Position) bool {
		found = rep.Game.Key(p.String()) == want
		return !found
	})
	return found
}

// target is the key (notation.Game's Key) of the position asked for, as
// the game writes it: read by the game and written back, so that another
// program's dialect of a position string (a Jungle FEN of six fields)
// matches; as given, its fields one space apart, when the game cannot read
// it.
func (s *Selector) target(g notation.Game) string {
	if t, ok := s.targets[g.Name()]; ok {
		return t
	}
	t := strings.Join(strings.Fields(s.f.Reaches), " ")
	if p, err := g.New(engines.Setup{Position: s.f.Reaches}); err == nil {
		t = p.String()
	}
	t = g.Key(t)
	s.targets[g.Name()] = t
	return t
}

// eachPosition calls fn with the start and the position after every
// accepted turn of the main line, while fn returns true.
func eachPosition(rep *referee.Report, fn func(engines.Position) bool) {
	if rep.Start == nil || !fn(rep.Start) {
		return
	}
	p := rep.Start.Clone()
	for _, rt := range rep.Main.Turns {
		if !rt.Played() {
			return
		}
		if _, err := p.Play(rt.Move); err != nil || !fn(p) {
			return
		}
	}
}

// lineKey identifies a game's main line: the game, the start position and
// the turns in long form (as written where the referee did not play them).
func lineKey(rep *referee.Report) [16]byte {
	b := make([]byte, 0, 1024)
	b = append(append(b, strings.ToLower(gameName(rep))...), '\n')
	if rep.Start != nil {
		b = append(b, rep.Start.String()...)
	}
	for _, rt := range rep.Main.Turns {
		b = append(b, '\n')
		if rt.Move != nil {
			b = append(b, rt.Move.String()...)
		} else {
			b = append(b, rt.Turn.Move...)
		}
	}
	sum := sha256.Sum256(b)
	return [16]byte(sum[:16])
}

// playerTags are the tags that name players, in every game.
var playerTags = []string{"White", "Black", "Seat1", "Seat2", "Seat3", "Seat4"}

func hasPlayer(rec *notation.Record, name string) bool {
	for _, tag := range playerTags {
		if v, ok := rec.Tag(tag); ok && strings.EqualFold(strings.TrimSpace(v), strings.TrimSpace(name)) {
			return true
		}
	}
	return false
}

// declaredResult is the Result tag, else the result token.
func declaredResult(rec *notation.Record) string {
	if v, ok := rec.Tag("Result"); ok {
		return v
	}
	return rec.Result
}

// gameName is the record's game: the engine's name when known.
func gameName(rep *referee.Report) string {
	if rep.Game != nil {
		return rep.Game.Name()
	}
	return rep.Record.GameName()
}
