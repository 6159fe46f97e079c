// Package archive picks and counts the records of large files, as
// pgn-extract does for chess: the filters of `arbiter select` and the
// counts of `arbiter stats`. Both consume the referee's results (see
// referee.Files); neither reads files itself.
package archive

import (
	"crypto/sha256"
	"encoding"
	"regexp"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// Filter says which records to keep. Every filter set must hold (they
// combine with "and"); the zero Filter keeps every record.
type Filter struct {
	// Game keeps records of this game (any case).
	Game string
	// Tags are conditions on tags, which all must hold.
	Tags []TagTest
	// Player keeps records where a player tag (White, Black, Seat1…Seat4)
	// names this player, in any case.
	Player string
	// Result keeps records with this declared result (the Result tag, else
	// the result token).
	Result string
	// Verdict keeps the records the referee finds no error in (Valid), or
	// the others (Invalid).
	Verdict Verdict
	// Reaches keeps records whose main line passes through this position
	// (ParsePosition).
	Reaches Position
	// Turns keeps records whose main line has a number of turns in this
	// range.
	Turns *Range
	// Dedupe keeps the first of the records with the same game, start
	// position and main line (turns compared in long form).
	Dedupe bool
}

// TagTest is a condition on a tag: the record has the tag Name, and its
// value matches Regexp where it is set, else equals Value.
type TagTest struct {
	Name   string
	Value  string
	Regexp *regexp.Regexp
}

// holds tells whether the record's tags pass the test.
func (t TagTest) holds(rec *notation.Record) bool {
	v, ok := rec.Tag(t.Name)
	switch {
	case !ok:
		return false
	case t.Regexp != nil:
		return t.Regexp.MatchString(v)
	}
	return v == t.Value
}

// Verdict is a referee's verdict a Filter asks for.
type Verdict int

// The verdicts a Filter asks for.
const (
	// AnyVerdict keeps records whatever the referee finds.
	AnyVerdict Verdict = iota
	// Valid keeps the records the referee finds no error in.
	Valid
	// Invalid keeps the records the referee finds an error in, and those
	// that could not be read.
	Invalid
)

// Range is a number of turns: Min or more, and Max or fewer where HasMax
// is set.
type Range struct {
	Min    int
	Max    int
	HasMax bool
}

// Holds tells whether n is in the range; every number is in a nil one.
func (r *Range) Holds(n int) bool {
	return r == nil || n >= r.Min && (!r.HasMax || n <= r.Max)
}

// Selector applies a Filter to records one after another; with Dedupe it
// remembers the main lines it has kept (16 bytes a record).
type Selector struct {
	f    Filter
	seen map[[16]byte]bool
}

// NewSelector returns a filter's selector.
func NewSelector(f Filter) *Selector {
	return &Selector{f: f, seen: map[[16]byte]bool{}}
}

// Keep tells whether a result passes the filter. A record that could not
// be read passes only a filter that asks for nothing but
// invalid records, or for nothing at all.
func (s *Selector) Keep(res referee.Result) bool {
	j, ok := res.Ahead.(judgement)
	if !ok {
		j = s.judge(res)
	}
	if !j.pass {
		return false
	}
	if s.f.Dedupe {
		if s.seen[j.line] {
			return false
		}
		s.seen[j.line] = true
	}
	return true
}

// Ahead judges a result on the goroutine that refereed it
// (referee.FileOptions.Ahead): all of Keep but whether its main line was
// kept before, which Keep then looks up.
func (s *Selector) Ahead(res *referee.Result) { res.Ahead = s.judge(*res) }

// May tells, of a result Ahead judged, whether Keep may keep it: whether
// it passes the filter, its main line not looked up (referee.Writing.May).
func (s *Selector) May(res referee.Result) bool {
	j, ok := res.Ahead.(judgement)
	return !ok || j.pass
}

// judgement is what Keep decides of a result alone: whether it passes
// the filter, and its main line's key (lineKey) with Dedupe.
type judgement struct {
	pass bool
	line [16]byte
}

// judge judges a result alone (judgement).
func (s *Selector) judge(res referee.Result) judgement {
	switch {
	case res.Unwanted:
		return judgement{}
	case res.Report == nil:
		f := s.f
		return judgement{pass: f.Verdict != Valid && f.Game == "" && len(f.Tags) == 0 && f.Player == "" && f.Result == "" &&
			f.Reaches.none() && f.Turns == nil && !f.Dedupe}
	}
	rep := res.Report
	switch {
	case s.f.Game != "" && !strings.EqualFold(gameName(rep), s.f.Game),
		s.f.Verdict == Valid && rep.Errors() > 0,
		s.f.Verdict == Invalid && rep.Errors() == 0,
		!s.Wanted(rep.Record),
		!s.f.Reaches.none() && !s.passes(rep):
		return judgement{}
	}
	j := judgement{pass: true}
	if s.f.Dedupe {
		j.line = lineKey(rep)
	}
	return j
}

// Wanted tells whether a record read may pass the filter, from what the
// record itself says (tags, players, result, length), before the referee
// runs; Keep decides.
func (s *Selector) Wanted(rec *notation.Record) bool {
	return (s.f.Player == "" || hasPlayer(rec, s.f.Player)) &&
		(s.f.Result == "" || declaredResult(rec) == s.f.Result) &&
		s.tagsHold(rec) && s.f.Turns.Holds(len(rec.Moves.Turns))
}

// tagsHold tells whether the record passes every tag test.
func (s *Selector) tagsHold(rec *notation.Record) bool {
	for _, t := range s.f.Tags {
		if !t.holds(rec) {
			return false
		}
	}
	return true
}

// passes tells whether the main line passes through the position asked
// for, its start included.
func (s *Selector) passes(rep *referee.Report) bool {
	if rep.Game == nil {
		return false
	}
	found := false
	want := s.f.Reaches.key(rep.Game)
	eachPosition(rep, func(p engines.Position) bool {
		found = rep.Game.Key(p.String()) == want
		return !found
	})
	return found
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
	kept := keyBufs.Get().(*[]byte)
	defer keyBufs.Put(kept)
	b := (*kept)[:0]
	b = append(append(b, strings.ToLower(gameName(rep))...), '\n')
	if rep.Start != nil {
		b = append(b, rep.Start.String()...)
	}
	for _, rt := range rep.Main.Turns {
		b = append(b, '\n')
		if rt.Move != nil {
			b = appendMove(b, rt.Move)
		} else {
			b = append(b, rt.Turn.Move...)
		}
	}
	sum := sha256.Sum256(b)
	*kept = b
	return [16]byte(sum[:16])
}

// keyBufs holds the memory lineKey writes a line in, reused (a move that
// appends itself, through an interface, takes it to the heap).
var keyBufs = sync.Pool{New: func() any { b := make([]byte, 0, 1024); return &b }}

// appendMove appends the move's text, without a string of its own where
// the move appends itself (encoding.TextAppender).
func appendMove(b []byte, mv engines.Move) []byte {
	if a, ok := mv.(encoding.TextAppender); ok {
		if out, err := a.AppendText(b); err == nil {
			return out
		}
	}
	return append(b, mv.String()...)
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
func declaredResult(rec *notation.Record) string { return rec.DeclaredResult() }

// gameName is the record's game: the engine's name when known.
func gameName(rep *referee.Report) string {
	if rep.Game != nil {
		return rep.Game.Name()
	}
	return rep.Record.GameName()
}
