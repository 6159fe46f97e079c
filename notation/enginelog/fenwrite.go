package enginelog

import (
	"bufio"
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
func NewWriter(w io.Writer) *Writer { return &Writer{w: bufio.NewWriterSize(w, notation.WriteBuffer)} }

// format is how messages name the format.
const format = "an engine log (jfen)"

// Write writes a record's main line. Every turn must have been accepted by
// the referee (an engine log holds legal games); tags other than Game,
// Position and Result, comments, annotations, variations, `%` lines and a
// declared result the moves do not reach (the log holds a result only
// where its moves end the game) cannot be written, and a
// notation.LostNote counts them. A record that could not be read is
// written as it stood when it was read from an engine log (its line), else
// refused.
func (f *Writer) Write(e notation.Entry) (notation.Written, error) { return f.Prepare(e)() }

// Prepare writes one record's line in memory, on any goroutine, for the
// writer to write it when what it gives is called (notation.Preparer).
func (f *Writer) Prepare(e notation.Entry) func() (notation.Written, error) {
	return notation.Ahead(e, formatLine, notation.WritesTo(f.w))
}

// formatLine appends one record's log line to b (notation.Ahead).
func formatLine(b []byte, e notation.Entry) ([]byte, notation.Written, error) {
	if raw, ok := e.RawIn("jfen"); ok && isGameLine(raw) {
		return append(append(b, raw...), '\n'), notation.Written{}, nil
	}
	turns, err := e.LegalGame("Jungle", format)
	if err != nil {
		return b, notation.Written{}, err
	}
	rec := e.Record
	b = append(b, start(e)...)
	lost := notation.Lost{Format: format}
	for i, t := range rec.Moves.Turns {
		m := turns[i].Move.(engine.Move)
		if i == 0 {
			b = append(b, " moves"...)
		}
		b = append(append(append(b, ' '), m.From.String()...), m.To.String()...)
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
	lost.Add("% line", len(rec.Escapes))
	if !holdsResult(e, turns) {
		lost.Add("declared result", 1)
	}
	return append(b, '\n'), notation.Written{Lost: lost.Note(rec)}, nil
}

// isGameLine tells whether a text is one line the reader reads as a game:
// not blank, not a comment.
func isGameLine(raw string) bool {
	t := strings.TrimSpace(raw)
	return t != "" && !strings.ContainsAny(raw, "\r\n") && !strings.HasPrefix(t, "#")
}

// holdsResult tells whether the log line of a record's moves gives back
// its declared result (its Result tag, else its result token): none is
// declared, or the moves, played as the reader plays them, end the game
// so.
func holdsResult(e notation.Entry, turns []notation.ReplayTurn) bool {
	declared, ok := e.Record.Tag("Result")
	if !ok {
		declared = e.Record.Result
	}
	if declared == "" || declared == "*" {
		return true
	}
	if end, ok := watched(e); ok {
		return end.result == declared
	}
	pos, err := setUp(startFEN(e))
	if err != nil {
		return false
	}
	for _, t := range turns {
		if _, err := pos.Play(t.Move); err != nil {
			return false
		}
	}
	return resultOf(pos.Outcome()) == declared
}

// Watch gives the watcher of one record's replay (notation.Watching),
// which keeps the result the record's log line gives back where the
// position its main line ends in tells it, so that Write need not play
// the moves again.
func (f *Writer) Watch() notation.Watcher { return &ending{} }

// ending is the result a record's log line gives back (its token, "" for
// a game that goes on), known where the record was played under the
// log's rules but for the draw rules, which end no game in a log.
type ending struct {
	result string
	known  bool
}

// Before does nothing: the end alone tells.
func (*ending) Before(engines.Position) {}

// End keeps the result the log's rules give the main line's end.
func (e *ending) End(p engines.Position) {
	jp, ok := p.(*engine.Position)
	if !ok {
		return
	}
	if rules, ok := logRules(); ok && jp.Rules().WithoutDraws() == rules {
		e.result, e.known = resultOf(jp.BoardOutcome()), true
	}
}

// watched is the ending the record's replay was watched to, if it is known.
func watched(e notation.Entry) (*ending, bool) {
	if e.Replay == nil {
		return nil, false
	}
	end, ok := e.Replay.Watched.(*ending)
	return end, ok && end.known
}

// start is how a log line gives the record's start: "startpos", or "fen"
// and the position string.
func start(e notation.Entry) string {
	if fen := startFEN(e); fen != "" {
		return "fen " + fen
	}
	return "startpos"
}

// startFEN is the record's start position as a log gives it: its Position
// tag, as the engine writes it (Arbiter's four fields, whatever dialect
// the tag is in); "" for none.
func startFEN(e notation.Entry) string {
	fen, ok := e.Record.Tag("Position")
	switch {
	case !ok:
		return ""
	case e.Replay != nil && e.Replay.Start != nil:
		fen = e.Replay.Start.String()
	}
	return fen
}

// Close flushes what is buffered.
func (f *Writer) Close() error { return f.w.Flush() }
