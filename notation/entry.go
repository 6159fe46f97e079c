package notation

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// The codes of what writers say about the records they are given
// (docs/codes.md).
const (
	// CodeLost: a note: the output format cannot hold part of a record,
	// which was written without it (a *LostError).
	CodeLost = "format/lost"
	// CodeRefused: the output format cannot hold a record, which was not
	// written (an *Error with this code).
	CodeRefused = "format/refused"
)

// Entry is one record handed to a writer of a format (RecordWriter): the
// record to write and what the referee made of it, or, for a record that
// could not be read, its text as written and the error.
type Entry struct {
	// Record is the record to write (in canonical form, or as read); nil
	// when it could not be read.
	Record *Record
	// Game is the record's game; nil when it is not known. GameName names
	// it then, as the record or the command line did ("" for none).
	Game     Game
	GameName string
	// Replay is the referee's replay of Record's turns, line by line in
	// the same shape; nil when the record was not refereed. Writers that
	// need structured moves or positions (JSON, SGF, engine logs) read
	// them there.
	Replay *Replay
	// Raw is the record's text as written in its file, and Err why it
	// could not be read (when Record is nil).
	Raw string
	Err *Error
	// AsWritten asks for Raw as it stands instead of Record, where the
	// format can hold it: From names the format the record was read in.
	AsWritten bool
	From      string
}

// Name is the entry's game name: its game's, else GameName, else the one
// the record names.
func (e Entry) Name() string {
	switch {
	case e.Game != nil:
		return e.Game.Name()
	case e.GameName == "" && e.Record != nil:
		return e.Record.GameName()
	}
	return e.GameName
}

// LegalGame gives the structured moves of the main line of a record to be
// written in a format that holds only the legal games of one game (SGF,
// engine logs): the record is refused (an *Error with CodeRefused) when it
// is of another game, could not be read, or has a turn on its main line
// the referee did not play.
func (e Entry) LegalGame(game, format string) ([]engines.Move, error) {
	switch {
	case e.Record == nil:
		return nil, Refuse(nil, e.Err.Pos, fmt.Sprintf("a record that could not be read cannot be written as %s", format))
	case !strings.EqualFold(e.Name(), game):
		name := e.Name()
		if name == "" {
			name = "of no known game"
		}
		return nil, Refuse(e.Record, e.Record.Pos, fmt.Sprintf("%s is written for %s records only; this record is %s", format, game, name))
	}
	moves := make([]engines.Move, len(e.Record.Moves.Turns))
	for i, t := range e.Record.Moves.Turns {
		if e.Replay != nil && i < len(e.Replay.Main.Turns) {
			moves[i] = e.Replay.Main.Turns[i].Move
		}
		if moves[i] == nil {
			return nil, Refuse(e.Record, t.Pos, fmt.Sprintf("turn %d (%s) was not accepted by the referee, and %s holds only legal games ('arbiter validate' tells what is wrong)", i+1, t.Move, format))
		}
	}
	return moves, nil
}

// RecordWriter writes records one at a time in a format.
type RecordWriter interface {
	// Write writes one record. A *LostError says it was written without
	// what the format cannot hold; an *Error with CodeRefused that it was
	// not written; other errors that the output failed.
	Write(e Entry) error
	// Close writes what is left and ends the output.
	Close() error
}

// Refuse is the error of a writer that cannot hold a record.
func Refuse(rec *Record, at Pos, msg string) *Error {
	n := 0
	if rec != nil {
		n = rec.Number
	}
	return &Error{Pos: at, Record: n, Code: CodeRefused, Msg: msg}
}
