package enginelog

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
)

// Writer writes Jungle records as engine logs, one game a line:
// "startpos moves a3a4 ..." or "fen FEN moves ...".
type Writer struct {
	w *bufio.Writer
}

// NewWriter returns a writer of Jungle records as engine logs.
func NewWriter(w io.Writer) *Writer { return &Writer{w: bufio.NewWriter(w)} }

// Write writes a record's main line. Every turn must have been accepted by
// the referee (an engine log holds legal games); tags other than Game,
// Position and Result, comments, annotations and variations cannot be
// written, and a *notation.LostError counts them.
func (f *Writer) Write(rec *notation.Record, moves func(*notation.Turn) engines.Move) error {
	if g := rec.GameName(); !strings.EqualFold(g, "Jungle") {
		return &notation.Error{Pos: rec.Pos, Record: rec.Number, Msg: fmt.Sprintf("engine logs (jfen) are written for Jungle records only; this record is %q", g)}
	}
	var b strings.Builder
	if fen, ok := rec.Tag("Position"); ok {
		b.WriteString("fen " + fen)
	} else {
		b.WriteString("startpos")
	}
	lost := notation.Lost{Format: "an engine log (jfen)"}
	for i, t := range rec.Moves.Turns {
		m, ok := moves(t).(engine.Move)
		if !ok {
			return &notation.Error{Pos: t.Pos, Record: rec.Number,
				Msg: fmt.Sprintf("turn %d (%s) was not accepted by the referee, and an engine log holds only legal games ('arbiter validate' tells what is wrong)", i+1, t.Move)}
		}
		if i == 0 {
			b.WriteString(" moves")
		}
		b.WriteString(" " + m.From.String() + m.To.String())
		lost.Turn(t)
		lost.Add("comment", len(t.Before)+len(t.After))
	}
	lost.Add("comment", len(rec.Moves.Trailing))
	for _, t := range rec.Tags {
		switch strings.ToLower(t.Name) {
		case "game", "position", "result":
		default:
			lost.Add("tag", 1)
		}
	}
	b.WriteByte('\n')
	if _, err := f.w.WriteString(b.String()); err != nil {
		return err
	}
	return lost.Err(rec)
}

// Close flushes what is buffered.
func (f *Writer) Close() error { return f.w.Flush() }
