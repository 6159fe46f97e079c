// Package rows writes records as training rows: one row per turn of each
// record's main line, with the position before it, the side to move, the
// turn in long form, the number of legal turns there and the game's final
// result from the mover's side (and the mover's scores, in games that keep
// them), as JSON lines ("rows") or as a Parquet file ("parquet"). With
// Options.Symmetries every row is written again under each of the board's
// symmetries (engines.Symmetric). Rows are written, not read: the formats
// refuse to read. It names no game.
package rows

import (
	"errors"
	"fmt"
	"io"

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
	// Legal counts the legal turns of the position.
	Legal int32 `json:"legal" parquet:"legal"`
	// Result is the game's final result for the mover: 1 won, 0.5 drawn
	// (a first place shared), 0 lost; nil when the game is unfinished.
	Result *float64 `json:"result" parquet:"result,optional"`
	// Scores are the mover's scores before the turn, in games that keep
	// them (engines.Scorer); empty in the others.
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

// ErrWriteOnly is the error of reading rows: they are written, not read.
var ErrWriteOnly = errors.New("training rows are written, not read: read the records they were made from")

// writeOnly is the reader of a format that is written only: it refuses.
func writeOnly(name string) func(io.Reader, string) notation.Reader {
	return func(io.Reader, string) notation.Reader {
		return notation.ReaderFunc(func() (notation.Unparsed, error) {
			return nil, fmt.Errorf("the format %s: %w", name, ErrWriteOnly)
		})
	}
}

// maker makes the rows of records, reusing its memory from record to
// record.
type maker struct {
	opts   Options
	format string
	rows   []Row
	scores []int32
}

// make gives the rows of an entry's record, or refuses it: a record that
// could not be read, of no known game, not set up, with a turn the
// referee did not play, or of a game without symmetries when they are
// asked for. The rows are the maker's until its next call.
func (mk *maker) make(e notation.Entry) ([]Row, *notation.LostNote, error) {
	moves, err := mk.check(e)
	if err != nil {
		return nil, nil, err
	}
	var sym engines.Symmetric
	if mk.opts.Symmetries {
		sym = notation.AbilitiesOf(e.Game).Symmetric
	}
	record := fmt.Sprintf("%s:%d", e.Record.Pos.File, e.Record.Number)
	mk.rows, mk.scores = mk.rows[:0], mk.scores[:0]
	p := e.Replay.Start.Clone()
	for i, m := range moves {
		row := Row{Record: record, Game: e.Game.Name(), Turn: int32(p.TurnNumber()), Position: p.String(),
			Seat: int32(p.Seat()), Move: m.String(), Legal: int32(p.Perft(1)), Symmetry: "identity"}
		row.Scores = mk.scoresOf(p)
		if err := mk.add(row, m, sym); err != nil {
			return nil, nil, e.Refuse(e.Record.Moves.Turns[i].Pos, err.Error())
		}
		if _, err := p.Play(m); err != nil {
			return nil, nil, e.Refuse(e.Record.Moves.Turns[i].Pos, err.Error())
		}
	}
	places := e.Game.Notation().EndPlaces(e.Record, p.Outcome())
	for i := range mk.rows {
		if pts, ok := notation.StandingOf(places, int(mk.rows[i].Seat)).Points(); ok {
			mk.rows[i].Result = &pts
		}
	}
	return mk.rows, mk.lost(e.Record), nil
}

// check gives the moves of the entry's main line, or its refusal.
func (mk *maker) check(e notation.Entry) ([]engines.Move, error) {
	switch {
	case e.Record == nil:
		return nil, e.Unkept(mk.format)
	case e.Game == nil:
		return nil, e.Refuse(e.Record.Pos, fmt.Sprintf("%s are written for the records of a known game; this record's game %q is not one", mk.format, e.Name()))
	case e.Replay == nil || e.Replay.Start == nil:
		return nil, e.Refuse(e.Record.Pos, fmt.Sprintf("%s are written for records that can be set up; this one could not be", mk.format))
	case mk.opts.Symmetries && notation.AbilitiesOf(e.Game).Symmetric == nil:
		return nil, e.Refuse(e.Record.Pos, fmt.Sprintf("the board of %s has no symmetries to write the rows under", e.Game.Name()))
	}
	return e.LegalGame(e.Game.Name(), mk.format)
}

// scoresOf gives the mover's scores at p, in the maker's memory.
func (mk *maker) scoresOf(p engines.Position) []int32 {
	s, ok := p.(engines.Scorer)
	if !ok {
		return []int32{}
	}
	at := len(mk.scores)
	for _, v := range s.SeatScores(p.Seat()) {
		mk.scores = append(mk.scores, int32(v))
	}
	return mk.scores[at:len(mk.scores):len(mk.scores)]
}

// add adds the row, and with sym its images under every symmetry but the
// identity.
func (mk *maker) add(row Row, m engines.Move, sym engines.Symmetric) error {
	mk.rows = append(mk.rows, row)
	if sym == nil {
		return nil
	}
	for i, name := range sym.Symmetries()[1:] {
		pos, err := sym.TransformPosition(i+1, row.Position)
		if err != nil {
			return err
		}
		tm, err := sym.TransformMove(i+1, m)
		if err != nil {
			return err
		}
		image := row
		image.Position, image.Move, image.Symmetry = pos, tm.String(), name
		mk.rows = append(mk.rows, image)
	}
	return nil
}

// lost says what of the record the rows do not hold: comments,
// annotations, variations and `%` lines. Its tags are not counted: no row
// holds them, the record column names where they are.
func (mk *maker) lost(rec *notation.Record) *notation.LostNote {
	lost := notation.Lost{Format: mk.format}
	for _, t := range rec.Moves.Turns {
		lost.Turn(t)
		lost.Add("comment", len(t.Before)+len(t.After))
	}
	lost.Add("comment", len(rec.Moves.Trailing))
	lost.Add("% line", len(rec.Escapes))
	return lost.Note(rec)
}
