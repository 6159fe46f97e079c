package referee

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Options steer the referee.
type Options struct {
	// Game is the game of records that have no Game tag ("" = required).
	Game string
	// Variant and Rules, when set, replace the record's tags.
	Variant string
	Rules   string
	// Visit, when set, is called for every turn played, in the order played.
	Visit func(Step)
	// Canonical rewrites the record as it is refereed: each accepted turn in
	// long form, each turn looked at with its counted number in the style
	// Numbers says; Report.Moves then holds the structured move of each
	// accepted turn.
	Canonical bool
	Numbers   Numbering
	// Wanted, when set, picks the records Run referees; the others are
	// handed on as read, with Result.Unwanted set and no report.
	Wanted func(*notation.Record) bool
}

// Step is one turn the referee played or refused.
type Step struct {
	Turn *notation.Turn
	// Number is the turn's number, counted by the referee.
	Number int
	// Main is true on the main line.
	Main bool
	// Played is the engine's verdict when Err is nil.
	Played engines.Played
	// After is the live position after the turn (before it, when Err is set).
	// It changes as the replay goes on: Clone it to keep it.
	After engines.Position
	Err   error
}

// Report is the referee's verdict on one record.
type Report struct {
	Record *notation.Record
	// Game is the record's game; its Engine is nil when it is unknown.
	Game notation.Game
	// Turns counts the turns looked at, variations included.
	Turns       int
	Diagnostics []Diagnostic
	// Outcome is the state at the end of the main line.
	Outcome engines.Outcome
	// Start and Final are the positions at the start and at the end of the
	// main line (nil when the record could not be set up).
	Start, Final engines.Position
	// Moves holds the accepted turns' structured moves (Canonical only).
	Moves map[*notation.Turn]engines.Move
}

// Errors counts the diagnostics of severity Error.
func (r *Report) Errors() int {
	n := 0
	for _, d := range r.Diagnostics {
		if d.Severity == Error {
			n++
		}
	}
	return n
}

// checker holds the state of one record's replay.
type checker struct {
	opts   Options
	rep    *Report
	game   notation.Game
	record int
	// chess: the record numbers its turns chess style (diagnostics name
	// its turns so); chessOut: the canonical record will.
	chess, chessOut bool
}

// Check referees one record.
func Check(rec *notation.Record, opts Options) *Report {
	c := &checker{opts: opts, rep: &Report{Record: rec}, record: rec.Number}
	start, ok := c.setup(rec)
	if !ok {
		return c.rep
	}
	pos := start.Clone()
	c.rep.Start, c.rep.Final = start, pos
	c.numbering(rec, start.TurnNumber())
	if c.line(rec.Moves, pos, true) {
		c.rep.Outcome = pos.Outcome()
		c.checkResult(rec)
	}
	sort.SliceStable(c.rep.Diagnostics, func(i, j int) bool {
		return c.rep.Diagnostics[i].Pos.Offset < c.rep.Diagnostics[j].Pos.Offset
	})
	return c.rep
}

// setup finds the game and the start position.
func (c *checker) setup(rec *notation.Record) (engines.Position, bool) {
	name := rec.GameName()
	if name == "" {
		name = c.opts.Game
	}
	if name == "" {
		c.fail(rec.Pos, 0, "", "the record names no game: add a [Game \"...\"] tag or give --game", "")
		return nil, false
	}
	g, err := notation.LookupGame(name)
	if err != nil {
		c.fail(tagPos(rec, "Game"), 0, "", err.Error(), "")
		return nil, false
	}
	c.game, c.rep.Game = g, g
	s := engines.Setup{Tags: map[string]string{}}
	for _, t := range rec.Tags {
		s.Tags[t.Name] = t.Value
	}
	s.Variant, _ = rec.Tag("Variant")
	s.Rules, _ = rec.Tag("Rules")
	s.Position, _ = rec.Tag("Position")
	if c.opts.Variant != "" {
		s.Variant = c.opts.Variant
	}
	if c.opts.Rules != "" {
		s.Rules = c.opts.Rules
	}
	pos, err := g.New(s)
	if err != nil {
		c.fail(setupPos(rec), 0, "", err.Error(), "")
		return nil, false
	}
	return pos, true
}

// numbering finds how the record numbers its turns, and how the canonical
// record will.
func (c *checker) numbering(rec *notation.Record, first int) {
	c.chess = c.game.Notation().ChessNumbers && usesChess(rec.Moves, first)
	c.chessOut = c.chess
	if !c.opts.Canonical {
		return
	}
	switch c.opts.Numbers {
	case TurnNumbering:
		c.chessOut = false
	case ChessNumbering: // where the game has none, turns (CheckNumbering tells)
		c.chessOut = c.game.Notation().ChessNumbers
	}
}

// line plays a line from pos; variations are replayed from copies. It
// returns false when an illegal turn cut the line short.
func (c *checker) line(l notation.Line, pos engines.Position, main bool) bool {
	var prev *notation.Turn
	for i, t := range l.Turns {
		for _, v := range t.Variations {
			c.line(v, pos.Clone(), false)
		}
		n := pos.TurnNumber()
		if !c.turn(t, prev, pos, main) {
			if c.opts.Canonical {
				c.numberRest(l.Turns[i:], prev, n)
			}
			return false
		}
		prev = t
	}
	return true
}

// numberRest gives the turns an illegal turn cut off (from the illegal
// turn, numbered n, on; their variations too) their canonical numbers, so
// that every turn of a canonical record is numbered in its style.
func (c *checker) numberRest(turns []*notation.Turn, prev *notation.Turn, n int) {
	for _, t := range turns {
		for _, v := range t.Variations {
			c.numberRest(v.Turns, nil, n)
		}
		t.Number = c.canonicalNumber(t, prev, n)
		prev, n = t, n+1
	}
}

// turn checks and plays one turn; prev is the turn before it on its line.
func (c *checker) turn(t, prev *notation.Turn, pos engines.Position, main bool) bool {
	c.rep.Turns++
	n := pos.TurnNumber()
	if o := pos.Outcome(); o.Over {
		c.fail(t.Pos, n, t.Move, "the game is already over ("+o.Reason+"); no turn may follow", pos.String())
		return false
	}
	c.checkNumber(t, n, pos)
	step := Step{Turn: t, Number: n, Main: main, After: pos}
	m, err := c.game.ParseMove(t.Move)
	if err != nil {
		c.syntax(t, n, err)
		step.Err = err
	} else if step.Played, err = pos.Play(m); err != nil {
		c.fail(t.Pos, n, t.Move, err.Error(), pos.String())
		step.Err = err
	}
	if c.opts.Canonical {
		c.canonical(t, prev, n, step)
	}
	for _, u := range step.Played.Unchecked {
		c.add(Diagnostic{Pos: t.Pos, Turn: n, Text: t.Move, Reason: "unchecked: " + u, Severity: Note, Unchecked: true})
	}
	if c.opts.Visit != nil {
		c.opts.Visit(step)
	}
	return step.Err == nil
}

// canonical rewrites a turn in long form with its counted number.
func (c *checker) canonical(t, prev *notation.Turn, n int, step Step) {
	t.Number = c.canonicalNumber(t, prev, n)
	if step.Err != nil {
		return
	}
	t.Move = step.Played.Move.String()
	if c.rep.Moves == nil { // room for the main line at once
		c.rep.Moves = make(map[*notation.Turn]engines.Move, len(c.rep.Record.Moves.Turns))
	}
	c.rep.Moves[t] = step.Played.Move
}

// syntax reports a turn that cannot be read, at the place of the problem.
func (c *checker) syntax(t *notation.Turn, n int, err error) {
	p := t.Pos
	var merr *notation.MoveError
	if errors.As(err, &merr) {
		p = p.Advance(t.Move[:min(max(merr.Offset, 0), len(t.Move))])
	}
	c.fail(p, n, t.Move, "cannot read this turn: "+err.Error(), "")
}

// checkNumber compares a written turn number with the turn's number.
func (c *checker) checkNumber(t *notation.Turn, n int, pos engines.Position) {
	w := t.Number
	if w == nil {
		return
	}
	chess := c.game.Notation().ChessNumbers
	switch {
	case !w.Ellipsis && w.Value == n:
	case chess && !w.Ellipsis && n%2 == 1 && w.Value == (n+1)/2:
	case chess && w.Ellipsis && n%2 == 0 && w.Value == n/2:
	default:
		c.fail(w.Pos, n, t.Move, c.wrongNumber(w, n), "")
	}
}

// checkResult compares the declared result with the end of the main line.
func (c *checker) checkResult(rec *notation.Record) {
	tag, hasTag := rec.Tag("Result")
	if hasTag && tag != "" && !notation.IsResult(tag) {
		c.fail(tagPos(rec, "Result"), 0, tag, fmt.Sprintf("the Result tag %q is not a result (%s)", tag, c.resultForms()), "")
		tag, hasTag = "", false
	}
	declared, p := rec.Result, rec.ResultPos
	if hasTag && declared != "" && tag != declared {
		c.fail(p, 0, declared, fmt.Sprintf("the result token %s differs from the Result tag %q", declared, tag), "")
	}
	if declared == "" {
		declared, p = tag, tagPos(rec, "Result")
	}
	if declared == "" {
		return
	}
	o := c.rep.Outcome
	actual := c.game.Notation().ResultToken(o)
	switch {
	case declared == actual:
	case o.Over:
		c.fail(p, 0, declared, fmt.Sprintf("the result is %s, but the game ended %s: %s", declared, actual, o.Reason), c.rep.Final.String())
	case declared != "*":
		c.add(Diagnostic{Pos: p, Text: declared, Severity: Note,
			Reason: "the moves do not finish the game; the declared result " + declared + " is taken as agreed (resignation, time or adjudication)"})
	}
}

// resultForms says how the game's results are written.
func (c *checker) resultForms() string {
	if c.game.Notation().Ranking {
		return "seats from first place to last, such as 2>1=3, or *"
	}
	return "1-0, 0-1, 1/2-1/2 or *"
}

func (c *checker) fail(p notation.Pos, turn int, text, reason, position string) {
	c.add(Diagnostic{Pos: p, Turn: turn, Text: text, Reason: reason, Position: position})
}

func (c *checker) add(d Diagnostic) {
	d.Record = c.record
	if d.Turn > 0 {
		d.TurnName = c.turnName(d.Turn)
	}
	c.rep.Diagnostics = append(c.rep.Diagnostics, d)
}

// tagPos is where a tag is written, else where the record starts.
func tagPos(rec *notation.Record, name string) notation.Pos {
	for _, t := range rec.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Pos
		}
	}
	return rec.Pos
}

// setupPos is the place to blame for a setup error: the Rules, Variant or
// Position tag, else the record.
func setupPos(rec *notation.Record) notation.Pos {
	for _, name := range []string{"Rules", "Variant", "Position"} {
		if _, ok := rec.Tag(name); ok {
			return tagPos(rec, name)
		}
	}
	return rec.Pos
}
