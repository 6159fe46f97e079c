package referee

import (
	"encoding"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

// Numbering is how a canonical record numbers its turns.
type Numbering int

const (
	// KeepNumbering keeps the record's style: chess numbering where the
	// record uses it, else turns counted one by one.
	KeepNumbering Numbering = iota
	// TurnNumbering counts turns one by one, whoever plays them: 12. 13.
	TurnNumbering
	// ChessNumbering numbers pairs of turns, as chess does: 12. a b, and
	// 12... b where the second turn of a pair stands apart. Only games that
	// read chess numbers (two-player games) can have it; the
	// records of other games keep turn numbers (see CheckNumbering).
	ChessNumbering
)

// ParseNumbering reads a numbering style by its name: "turns" or "chess"
// ("" keeps the record's style).
func ParseNumbering(name string) (Numbering, error) {
	switch name {
	case "":
		return KeepNumbering, nil
	case "turns":
		return TurnNumbering, nil
	case "chess":
		return ChessNumbering, nil
	}
	return 0, fmt.Errorf("unknown numbering %q: turns (counted one by one) or chess (12. a b)", name)
}

// CheckNumbering tells whether a game's records can have a numbering.
func CheckNumbering(game notation.Game, n Numbering) error {
	if n == ChessNumbering && !game.Notation().ChessNumbers {
		return fmt.Errorf("%s turns cannot be numbered chess style: chess numbering is only for two-player games that read it", game.Name())
	}
	return nil
}

// usesChess tells whether a record numbers its turns chess style: a number
// written 12..., a number that fits chess numbering and not the turn's
// count, or a first turn of a pair numbered chess style and the second
// written without a number (12. a b). The main line starts at turn first.
func usesChess(l notation.Line, first int) bool {
	for i, t := range l.Turns {
		n := first + i
		if w := t.Number; w != nil && (w.Ellipsis || w.Value != n && n%2 == 1 && w.Value == (n+1)/2) {
			return true
		}
		if n%2 == 1 && t.Number != nil && t.Number.Value == (n+1)/2 && i+1 < len(l.Turns) && l.Turns[i+1].Number == nil {
			return true
		}
		for _, v := range t.Variations {
			if usesChess(v, n) {
				return true
			}
		}
	}
	return false
}

// chessNumber is the chess number of turn n: 12. for the first player's
// turns, 12... for the second player's.
func chessNumber(n int) notation.TurnNumber {
	if n%2 == 1 {
		return notation.TurnNumber{Value: (n + 1) / 2}
	}
	return notation.TurnNumber{Value: n / 2, Ellipsis: true}
}

// TurnName names turn n as a record numbers it: "12", or chess style
// "12" for the first player's turn and "12..." for the second player's.
func TurnName(chess bool, n int) string {
	switch {
	case !chess || n == 0: // 0: the start
		return strconv.Itoa(n)
	case n%2 == 1:
		return strconv.Itoa((n + 1) / 2)
	}
	return chessNumber(n).String()
}

// TurnNamed is the inverse of TurnName, the names diagnostics give turns
// (Diagnostic.TurnName): the referee's number of the turn a record names
// name. In a record numbered one by one, "12" is turn 12; in one numbered
// chess style (Report.Chess), "12" or "12." is the first player's twelfth
// turn and "12..." the second player's. "0" is the start in both.
func TurnNamed(name string, chess bool) (int, error) {
	digits := strings.TrimRight(name, ".")
	v, err := strconv.Atoi(digits)
	if err != nil || v < 0 || strconv.Itoa(v) != digits {
		return 0, fmt.Errorf("%q is not a turn: give a number (12), or chess style 12. or 12... where the record numbers so", name)
	}
	dots := len(name) - len(digits)
	switch {
	case !chess && dots == 0:
		return v, nil
	case !chess:
		return 0, fmt.Errorf("the record numbers its turns one by one, not chess style: give a turn number, not %q", name)
	case v == 0 && dots < 3:
		return 0, nil
	case dots < 2:
		return 2*v - 1, nil
	case dots == 3 && v > 0:
		return 2 * v, nil
	}
	return 0, fmt.Errorf("%q is not a turn: chess style, the first player's twelfth turn is 12 (or 12.) and the second player's 12... (three dots)", name)
}

// wrongNumber says that a turn's written number is not its own.
func (c *checker) wrongNumber(w *notation.TurnNumber, n int) string {
	if c.rep.Chess {
		return fmt.Sprintf("the turn is numbered %s but it is %s", w, chessNumber(n))
	}
	return fmt.Sprintf("the turn is numbered %s but it is turn %d", w, n)
}

// Canonical gives the record in canonical form: every turn played in long
// form, every turn numbered (also those after an illegal turn) in the
// style numbers says (KeepNumbering: the record's own), a Position tag in
// the game's own form, the result the moves reached when the record
// declares none, the rest as written. The report's record is left as it
// was; the canonical record shares with it what is already canonical (the
// turns that keep their text and number, their comments, the tags when
// the Position tag stays), so it is read, not changed: Clone it to change
// it. A report a run built in memory it reuses (Options.Verdicts,
// FileOptions.Writing) builds the canonical record's turns there too: they
// last as long as the report.
func (r *Report) Canonical(numbers Numbering) *notation.Record {
	rec := *r.Record
	chess := r.Chess
	switch {
	case r.Game == nil || r.Start == nil: // nothing was replayed
		return &rec
	case numbers == TurnNumbering:
		chess = false
	case numbers == ChessNumbering:
		chess = r.Game.Notation().ChessNumbers // where the game has none, turns (CheckNumbering tells)
	}
	c := canonicalizer{chess: chess, start: rec.Pos, scratch: r.scratch}
	rec.Moves, _ = c.line(rec.Moves, r.Main)
	if _, tagged := rec.Tag("Position"); tagged {
		// Written in another program's form (chess FEN's six fields, r for
		// the first player), the position comes out in the game's own.
		rec.Tags = slices.Clone(rec.Tags)
		rec.SetTag("Position", r.Start.String())
	}
	if tag, tagged := rec.Tag("Result"); rec.Result == "" && !(tagged && notation.IsResult(tag)) && r.Outcome.Over {
		// The moves end the game and the record states no result (no
		// token, no Result tag that is a result: the referee reads none
		// there either): the game's result, not "*", ends the text.
		rec.Result = r.Game.Notation().ResultToken(r.Outcome)
	}
	return &rec
}

// Entry is what a writer of a format (notation/formats) is given for the
// report's record: its canonical form numbered as numbers says, its game
// and the replay.
func (r *Report) Entry(numbers Numbering) notation.Entry { return r.entry(r.Canonical(numbers)) }

// AsRead is what a writer that reads the record's turns off its replay
// (notation.Watching) is given: the record as read, not rewritten in
// canonical form (it writes none of its turns' texts), its game and the
// replay.
func (r *Report) AsRead() notation.Entry { return r.entry(r.Record) }

// entry is the entry of rec, the report's record in some form.
func (r *Report) entry(rec *notation.Record) notation.Entry {
	return notation.Entry{Record: rec, Game: r.Game, GameName: r.Record.GameName(), Replay: &r.Replay}
}

// canonicalizer rewrites a record's lines in canonical form.
type canonicalizer struct {
	chess bool
	start notation.Pos // where numbers not written stand
	text  []byte       // room for the moves' texts (writes)
	// numbers is a block of the numbers the canonical record writes that
	// the record does not (keep); left counts the turns from the one being
	// rewritten to the end of its line, which a new block has room for.
	numbers []notation.TurnNumber
	left    int
	// scratch is where the copies are taken from (the report's).
	scratch *scratch.Scratch
}

// line gives a line rewritten from its replay, and whether anything
// changed: a turn that changes is a copy (the copies of a line are taken
// from one block), the others and the line itself are shared with l.
func (c *canonicalizer) line(l notation.Line, replay notation.ReplayLine) (notation.Line, bool) {
	out, changed := l, false
	var prev *notation.Turn
	var block []notation.Turn
	for i, t := range l.Turns {
		c.left = len(l.Turns) - i
		number, move, variations, same := c.parts(t, prev, &replay.Turns[i])
		if !same {
			if !changed {
				out.Turns, changed = scratch.Take[*notation.Turn](c.scratch, len(l.Turns)), true
				copy(out.Turns, l.Turns)
				block = scratch.Take[notation.Turn](c.scratch, len(l.Turns)-i)
			}
			nt := &block[0]
			block, *nt = block[1:], *t
			nt.Number, nt.Move = number, move
			if variations != nil {
				nt.Variations = variations
			}
			out.Turns[i] = nt
		}
		prev = out.Turns[i]
	}
	return out, changed
}

// parts gives what turn t writes in canonical form, after the canonical
// turn prev: its number, its text and its variations (nil when none
// changed), and whether all are t's own.
func (c *canonicalizer) parts(t, prev *notation.Turn, rt *notation.ReplayTurn) (*notation.TurnNumber, string, []notation.Line, bool) {
	number, move := c.number(t, prev, rt.Number), t.Move
	if rt.Move != nil && !c.writes(rt.Move, t.Move) {
		move = rt.Move.String()
	}
	var variations []notation.Line
	for k, v := range t.Variations {
		if nv, changed := c.line(v, rt.Variations[k]); changed {
			if variations == nil {
				variations = slices.Clone(t.Variations)
			}
			variations[k] = nv
		}
	}
	return number, move, variations, number == t.Number && move == t.Move && variations == nil
}

// writes tells whether a move's text is s; a move that appends its text
// (encoding.TextAppender) is compared without a string made for it.
func (c *canonicalizer) writes(m engines.Move, s string) bool {
	a, ok := m.(encoding.TextAppender)
	if !ok {
		return m.String() == s
	}
	b, err := a.AppendText(c.text[:0])
	c.text = b
	return err == nil && string(b) == s
}

// number is the number a canonical record writes before turn n,
// given the turn before it on its line (nil for the first): chess style
// leaves out the number of a pair's second turn that follows the first
// with nothing between them. A number written keeps its place.
func (c *canonicalizer) number(t, prev *notation.Turn, n int) *notation.TurnNumber {
	p := c.start
	if t.Number != nil {
		p = t.Number.Pos
	}
	w := notation.TurnNumber{Pos: p, Value: n}
	if c.chess {
		if n%2 == 0 && prev != nil && len(prev.After) == 0 && len(prev.Variations) == 0 && len(t.Before) == 0 &&
			!text.EndsInJoiner(prev.Move) { // else the two would read as one turn
			return nil
		}
		w = chessNumber(n)
		w.Pos = p
	}
	if t.Number != nil && *t.Number == w {
		return t.Number // already so
	}
	return c.keep(w)
}

// keep gives a number to keep in the canonical record, taken from a block
// with room for the rest of the line: a line written without numbers (an
// engine log's) costs one allocation, not one a turn.
func (c *canonicalizer) keep(w notation.TurnNumber) *notation.TurnNumber {
	if len(c.numbers) == 0 {
		c.numbers = scratch.Take[notation.TurnNumber](c.scratch, c.left)
	}
	kept := &c.numbers[0]
	*kept, c.numbers = w, c.numbers[1:]
	return kept
}
