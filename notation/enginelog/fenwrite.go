package enginelog

import (
	"bufio"
	"io"
	"strings"

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
func (f *Writer) Write(e notation.Entry) error {
	moves, err := e.LegalGame("Jungle", "an engine log (jfen)")
	if err != nil {
		return err
	}
	rec := e.Record
	var b strings.Builder
	b.WriteString(start(e))
	lost := notation.Lost{Format: "an engine log (jfen)"}
	for i, t := range rec.Moves.Turns {
		m := moves[i].(engine.Move)
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

// start is how a log line gives the record's start: "startpos", or "fen"
// and the position string, as the engine writes it (Arbiter's four
// fields, whatever dialect the Position tag is in).
func start(e notation.Entry) string {
	fen, ok := e.Record.Tag("Position")
	switch {
	case !ok:
		return "startpos"
	case e.Replay != nil && e.Replay.Start != nil:
		fen = e.Replay.Start.String()
	}
	return "fen " + fen
}

// Close flushes what is buffered.
func (f *Writer) Close() error { return f.w.Flush() }
