// Package rows writes records as training rows: one row per turn of each
// record's main line, with the position before it, the side to move, the
// turn in long form, the number of legal moves there and the game's final
// result from the mover's side (and the mover's scores, in games that keep
// them), as JSON lines ("rows") or as a Parquet file ("parquet"). With
// Options.Symmetries every row is written again under each of the board's
// symmetries (engines.Symmetric). Rows are written, not read: the formats
// refuse to read. It names no game.
package rows

import (
	"encoding"
	"fmt"
	"slices"
	"strconv"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Row is one turn of a record's main line, as a training loop reads it.
type Row struct {
	// Record names the record: FILE:NUMBER.
	Record string `json:"record" parquet:"record,dict"`
	Game   string `json:"game" parquet:"game,dict"`
	// Turn is the turn's number, counted one by one whoever plays.
	Turn int32 `json:"turn" parquet:"turn"`
	// Position is the position string before the turn, and Seat the seat
	// to move there, from 0.
	Position string `json:"position" parquet:"position"`
	Seat     int32  `json:"seat" parquet:"seat"`
	// Move is the turn played, in long form.
	Move string `json:"move" parquet:"move"`
	// Legal counts the legal moves of the position (engines.LegalChoices):
	// its whole turns, or where a turn is a chain of decisions that can
	// grow without bound (Ingenious's bonus placements) the choices of
	// its first.
	Legal int32 `json:"legal" parquet:"legal"`
	// Result is the game's final result for the mover: 1 won, 0.5 drawn
	// (a first place shared), 0 lost; nil when the game is unfinished.
	Result *float64 `json:"result" parquet:"result,optional"`
	// Scores are the mover's scores before the turn, in games that keep
	// them (engines.Scorer), as the symmetry moves them
	// (engines.ScoreSymmetric); empty in the others.
	Scores []int32 `json:"scores" parquet:"scores,list"`
	// Symmetry names the symmetry the row is written under
	// (engines.Symmetric): "identity" for the turn as played.
	Symmetry string `json:"symmetry" parquet:"symmetry,dict"`
}

// Options say what rows are written.
type Options struct {
	// Symmetries writes every row under each of the board's symmetries,
	// the identity first; a record of a game without any is refused.
	Symmetries bool
	// RowGroup is how many rows a Parquet row group holds at most (the
	// rows held in memory): DefaultRowGroup when 0.
	RowGroup int
}

// DefaultRowGroup is the rows of a Parquet row group when Options does
// not say.
const DefaultRowGroup = 1 << 16

// Maker makes the rows of records, reusing its memory from record to
// record: what a writer of rows in any form (JSON lines here, Parquet in
// notation/rows/parquet) writes. It is also the notation.Watcher that
// notes what the positions of a record give while the referee replays it
// (Makers.Watch), so that Make need not replay the record again.
type Maker struct {
	opts    Options
	format  string
	lender  *Makers // the Makers that lend it; nil for one of NewMaker
	rows    []Row
	turns   []turn          // what the record's main line gave, turn by turn
	scores  []int32         // the movers' scores, one after the other
	text    []byte          // the texts of the record's positions, then of its moves
	outcome engines.Outcome // how the main line ended
	ended   bool            // whether turns and outcome are a whole main line's, for Make
	near    any             // the memory of the positions' texts (engines.NearText)
	nearAll bool            // whether every position's text came from engines.NearText
	// plain says whether the texts of the rows Make gave last
	// (positions, moves, symmetries) need no escapes in JSON
	plain bool
}

// turn is what the position before a turn gave, and where its texts lie
// in the Maker's text and scores.
type turn struct {
	number, seat, legal int32
	scores, position    [2]int // from, to
	move                [2]int
}

// NewMaker makes the rows of records for the format named format (its
// name in refusals).
func NewMaker(o Options, format string) *Maker { return &Maker{opts: o, format: format} }

// Before notes what the position before the next turn of a record's main
// line gives: the turn's number, the seat to move, the count of legal
// moves, the mover's scores and the position's text (notation.Watcher).
func (mk *Maker) Before(p engines.Position) {
	t := turn{number: int32(p.TurnNumber()), seat: int32(p.Seat()), legal: int32(engines.LegalChoices(p))}
	t.scores[0] = len(mk.scores)
	mk.scores = appendScores(mk.scores, p)
	t.scores[1], t.position[0] = len(mk.scores), len(mk.text)
	if nt, ok := p.(engines.NearText); ok {
		mk.text = nt.AppendNearText(mk.text, &mk.near)
	} else {
		mk.text, mk.nearAll = appendText(mk.text, p), false
	}
	t.position[1] = len(mk.text)
	mk.turns = append(mk.turns, t)
}

// End notes how the record's main line ended, once all its turns were
// played (notation.Watcher).
func (mk *Maker) End(p engines.Position) { mk.outcome, mk.ended = p.Outcome(), true }

// reset forgets the record watched or made last.
func (mk *Maker) reset() {
	mk.turns, mk.text, mk.ended, mk.nearAll = mk.turns[:0], mk.text[:0], false, true
	mk.scores = slices.Grow(mk.scores[:0], 1) // never nil: a game without scores has empty ones
}

// Make gives the rows of an entry's record, or refuses it: a record that
// could not be read, of no known game, not set up, with a turn the
// referee did not play, or of a game without symmetries when they are
// asked for. The rows are the Maker's until its next call. It reads what
// it watched of the record's replay (Before, End), if it watched the
// whole main line, else it plays the main line again on a copy of its
// start: cheaper than copies of every position kept. The texts of a
// record's rows are one string, which each row's position and move are
// parts of.
func (mk *Maker) Make(e notation.Entry) ([]Row, *notation.LostNote, error) {
	watched := mk.ended
	mk.ended = false // what it watched is read once
	turns, err := mk.check(e)
	if err != nil {
		return nil, nil, err
	}
	if !watched || len(mk.turns) != len(turns) {
		if err := mk.replay(e, turns); err != nil {
			return nil, nil, err
		}
	}
	var sym engines.Symmetric
	per := 1 // rows per turn
	if mk.opts.Symmetries {
		sym = notation.AbilitiesOf(e.Game).Symmetric
		per = len(sym.Symmetries())
	}
	for i, t := range turns {
		mk.turns[i].move[0] = len(mk.text)
		mk.text = appendText(mk.text, t.Move)
		mk.turns[i].move[1] = len(mk.text)
	}
	texts := string(mk.text)
	mk.plain = !mk.opts.Symmetries && plain(texts[mk.checkFrom(len(turns)):]) // the symmetry is "identity"
	rm := rowMaker{record: e.Record.Pos.File + ":" + strconv.Itoa(e.Record.Number), game: e.Game.Name(), sym: sym,
		places: e.Game.Notation().EndPlaces(e.Record, mk.outcome)}
	rm.moved, _ = sym.(engines.ScoreSymmetric)
	mk.rows = slices.Grow(mk.rows[:0], len(turns)*per)[:len(turns)*per]
	for i, played := range turns {
		t := &mk.turns[i]
		rows := mk.rows[i*per : (i+1)*per]
		rows[0] = Row{Record: rm.record, Game: rm.game, Turn: t.number, Seat: t.seat, Legal: t.legal,
			Position: texts[t.position[0]:t.position[1]], Move: texts[t.move[0]:t.move[1]], Result: rm.result(int(t.seat)),
			Scores: mk.scores[t.scores[0]:t.scores[1]:t.scores[1]], Symmetry: "identity"}
		if !rm.fill(rows, played.Move) {
			return nil, nil, e.Refuse(e.Record.Moves.Turns[i].Pos, fmt.Sprintf("the %s format cannot map this turn under the board's symmetries", mk.format))
		}
	}
	return mk.rows, mk.lost(e.Record), nil
}

// checkFrom gives where the texts of the record's rows that may need
// escapes in JSON start in the Maker's text: at the moves' where every
// position's text came from engines.NearText, which never needs them.
func (mk *Maker) checkFrom(turns int) int {
	if !mk.nearAll || turns == 0 {
		return 0
	}
	return mk.turns[0].move[0]
}

// replay plays the record's main line again on a copy of its start,
// noting each position as it goes (Before, End).
func (mk *Maker) replay(e notation.Entry, turns []notation.ReplayTurn) error {
	mk.reset()
	p := e.Replay.Start.Clone()
	for i, t := range turns {
		mk.Before(p)
		if _, err := p.Play(t.Move); err != nil {
			return e.Refuse(e.Record.Moves.Turns[i].Pos, err.Error())
		}
	}
	mk.outcome = p.Outcome() // not End: the next record's Make watched nothing
	return nil
}

// appendText appends what v's String gives: through its AppendText when
// it has one (encoding.TextAppender), without a string made for it.
func appendText(b []byte, v fmt.Stringer) []byte {
	if a, ok := v.(encoding.TextAppender); ok {
		if out, err := a.AppendText(b); err == nil {
			return out
		}
	}
	return append(b, v.String()...)
}

// rowMaker makes the rows of one record's turns.
type rowMaker struct {
	record, game string
	sym          engines.Symmetric
	// moved says where the symmetries take the mover's scores, in games
	// where they move them (nil in the others); scores holds the images'
	// scores, one after the other.
	moved  engines.ScoreSymmetric
	scores []int32
	// places are the places the game ended in, and bySeat the results
	// they give the seats so far looked at (result).
	places [][]int
	bySeat []*float64
}

// fill completes the rows of the turn m, the first of which is the turn
// as played: its images under the symmetries but the identity. It
// reports false when a symmetry cannot map them.
func (rm *rowMaker) fill(rows []Row, m engines.Move) bool {
	row := &rows[0]
	for i := 1; i < len(rows); i++ {
		pos, err := rm.sym.TransformPosition(i, row.Position)
		if err != nil {
			return false
		}
		tm, err := rm.sym.TransformMove(i, m)
		if err != nil {
			return false
		}
		rows[i] = *row
		rows[i].Position, rows[i].Move, rows[i].Symmetry = pos, tm.String(), rm.sym.Symmetries()[i]
		if rm.moved != nil && !rm.imageScores(&rows[i], i) {
			return false
		}
	}
	return true
}

// imageScores gives the row the scores of its position's image under the
// symmetry numbered i, where the symmetries move them. It reports false
// when the game's order does not fit the scores.
func (rm *rowMaker) imageScores(row *Row, i int) bool {
	order, from := rm.moved.ScoreOrder(i), len(rm.scores)
	if len(order) != len(row.Scores) {
		return false
	}
	for _, k := range order {
		if k < 0 || k >= len(row.Scores) {
			return false
		}
		rm.scores = append(rm.scores, row.Scores[k])
	}
	row.Scores = rm.scores[from:len(rm.scores):len(rm.scores)]
	return true
}

// result gives the game's final result for the mover in seat, from the
// places the game ended in.
func (rm *rowMaker) result(seat int) *float64 {
	for len(rm.bySeat) <= seat {
		var r *float64
		if pts, ok := notation.StandingOf(rm.places, len(rm.bySeat)).Points(); ok {
			r = &pts
		}
		rm.bySeat = append(rm.bySeat, r)
	}
	return rm.bySeat[seat]
}

// appendScores appends the mover's scores at p, in games that keep them.
func appendScores(out []int32, p engines.Position) []int32 {
	s, ok := p.(engines.Scorer)
	if !ok {
		return out
	}
	for _, v := range s.SeatScores(p.Seat()) {
		out = append(out, int32(v))
	}
	return out
}

// unread refuses a record that could not be read, where it stands: rows
// are made of the positions of a record's turns, which such a record has
// not, and hold no text as written (as text and SGF do).
func (mk *Maker) unread(e notation.Entry) *notation.Error {
	return e.Refuse(e.UnreadAt(), fmt.Sprintf("this record could not be read, and the rows of the %s format are made of the positions its turns reach, so it is not written", mk.format))
}

// check gives the replayed turns of the entry's main line, or its
// refusal.
func (mk *Maker) check(e notation.Entry) ([]notation.ReplayTurn, error) {
	switch {
	case e.Record == nil:
		return nil, mk.unread(e)
	case e.Game == nil:
		return nil, e.Refuse(e.Record.Pos, fmt.Sprintf("the %s format is written for the records of a known game; this record's game %q is not one", mk.format, e.Name()))
	case e.Replay == nil || e.Replay.Start == nil:
		return nil, e.Refuse(e.Record.Pos, fmt.Sprintf("the %s format is written for records that can be set up; this one could not be", mk.format))
	case mk.opts.Symmetries && notation.AbilitiesOf(e.Game).Symmetric == nil:
		return nil, e.Refuse(e.Record.Pos, fmt.Sprintf("the board of %s has no symmetries to write the rows under", e.Game.Name()))
	}
	return e.LegalGame(e.Game.Name(), mk.format)
}

// lost says what of the record the rows do not hold: comments,
// annotations, variations and `%` lines. Its tags are not counted: no row
// holds them, the record column names where they are.
func (mk *Maker) lost(rec *notation.Record) *notation.LostNote {
	lost := notation.Lost{Format: mk.format}
	for _, t := range rec.Moves.Turns {
		lost.Turn(t)
		lost.Add("comment", len(t.Before)+len(t.After))
	}
	lost.Add("comment", len(rec.Moves.Trailing))
	lost.Add("% line", len(rec.Escapes))
	return lost.Note(rec)
}
