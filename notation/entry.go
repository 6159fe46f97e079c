package notation

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// The codes of what writers say about the records they are given
// (docs/codes.md).
const (
	// CodeLost: a note: the output format cannot hold part of a record,
	// which was written without it (a LostNote).
	CodeLost engines.Code = "format/lost"
	// CodeRefused: the output format cannot hold a record, which was not
	// written (an *Error with this code).
	CodeRefused engines.Code = "format/refused"
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

// Unread reports whether the entry's record could not be read.
func (e Entry) Unread() bool { return e.Record == nil }

// RawIn gives the record's text to write as it stands in the format named
// format ("sgf"): when it was read in that format, is to be written as
// written (AsWritten, or it could not be read) and is not blank. The writer
// still checks that the text, read back where it writes it, is that same
// record (RecordWriter).
func (e Entry) RawIn(format string) (string, bool) {
	return e.Raw, e.From == format && strings.TrimSpace(e.Raw) != "" && (e.AsWritten || e.Record == nil)
}

// IsRefusal tells whether a writer's error is its refusal of one record
// (an *Error with CodeRefused, or an error that wraps one), the output
// still whole, rather than a failure to write it.
func IsRefusal(err error) bool {
	if err == nil { // most writes: no error, nor the allocation errors.As costs
		return false
	}
	var e *Error
	return errors.As(err, &e) && e.Code == CodeRefused
}

// Refuse is the error of a writer that does not write the entry's record
// (CodeRefused): at at, in the record, saying why.
func (e Entry) Refuse(at Pos, msg string) *Error {
	n := 0
	switch {
	case e.Record != nil:
		n = e.Record.Number
	case e.Err != nil:
		n = e.Err.Record
	}
	return &Error{Pos: at, Record: n, Code: CodeRefused, Msg: msg}
}

// TagsOnOneLine refuses (CodeRefused, at the tag) a record with a tag
// whose value holds one of breaks, the characters that end a line in
// format (as messages name it: "JSON"), a format that keeps a tag's value
// on one line, as text does after PGN. No reader gives such a value (SGF's
// are made one line), but a program may. Nil for any other entry.
func (e Entry) TagsOnOneLine(format, breaks string) *Error {
	if e.Record == nil {
		return nil
	}
	for _, t := range e.Record.Tags {
		if strings.ContainsAny(t.Value, breaks) {
			return e.Refuse(t.Pos, fmt.Sprintf("%s holds a tag's value on one line, and the value of the %s tag has a line break, so the record is not written", format, t.Name))
		}
	}
	return nil
}

// UnreadAt is where a record that could not be read stands (its error's
// place); no place where there is no error.
func (e Entry) UnreadAt() Pos {
	if e.Err == nil {
		return Pos{}
	}
	return e.Err.Pos
}

// Unkept is the error of a writer of format (as messages name it: "SGF")
// that cannot keep a record that could not be read: its text was not kept
// (a record over MaxRecordSize), or, written in format, it would not read
// back as itself or would run into the records around it.
func (e Entry) Unkept(format string) *Error {
	at := e.UnreadAt()
	switch {
	case strings.TrimSpace(e.Raw) != "":
	case e.Err != nil && e.Err.Code == CodeTooLong:
		return e.Refuse(at, fmt.Sprintf("this record is longer than a record may be (%d MiB): its text was not kept, so it is not written", MaxRecordSize>>20))
	default:
		return e.Refuse(at, "this record could not be read and its text was not kept, so it is not written")
	}
	from := e.From
	if from == "" {
		from = "its format"
	}
	return e.Refuse(at, fmt.Sprintf("this record could not be read, and its text (as written in %s) cannot be kept in %s without running into the records around it, so it is not written", from, format))
}

// LegalGame gives the referee's replay of the main line of a record to be
// written in a format that holds only the legal games of one game (SGF,
// engine logs, training rows; format names it in messages), one ReplayTurn
// a turn, each with its structured Move: the record is refused (an
// *Error with CodeRefused) when it is of another game, could not be read
// (Unkept: such a record is written as it stands, where it can be, before
// this is asked), or has a turn on its main line the referee did not play
// (an *IllegalTurnError). The turns are the replay's own, not a copy.
func (e Entry) LegalGame(game, format string) ([]ReplayTurn, error) {
	switch {
	case e.Record == nil:
		return nil, e.Unkept(format)
	case !strings.EqualFold(e.Name(), game):
		name := e.Name()
		if name == "" {
			name = "of no known game"
		}
		return nil, e.Refuse(e.Record.Pos, fmt.Sprintf("%s is written for %s records only; this record is %s", format, game, name))
	}
	var played []ReplayTurn
	if e.Replay != nil {
		played = e.Replay.Main.Turns
	}
	for i, t := range e.Record.Moves.Turns {
		if i >= len(played) || played[i].Move == nil {
			return nil, &IllegalTurnError{e.Refuse(t.Pos, fmt.Sprintf("turn %d (%s) was not accepted by the referee, and %s holds only legal games", i+1, t.Move, format)), i + 1}
		}
	}
	return played[:len(e.Record.Moves.Turns)], nil
}

// RecordWriter writes records one at a time in a format. Every writer
// keeps one rule, so that no record is lost without a word and none
// changes the records around it:
//
//   - A record that could not be read (Record nil) is kept where the
//     format can keep it without touching its neighbours: as it stands
//     (RawIn), in the format it was read in, where read back there it is
//     that same record and nothing of it runs into the records around it;
//     in the text format, a text that is not in it (JSON, SGF, an engine
//     log) as `%` lines, notes that read back belong to the record next to
//     them, which stays as it was (Write then says so in a LostNote with
//     Whole set); in JSON and JSON lines, in the form of a record that
//     could not be read (its text and the error), whatever format it was
//     read in.
//   - Else the record is not written, and Write returns an *Error with
//     CodeRefused that says why, at the record's place: a record of
//     another game, a turn the referee refused in a format that holds only
//     legal games, a record that could not be read whose text was not
//     kept (such as one over MaxRecordSize) or cannot be kept (Unkept).
//   - What the format holds only in part (comments, variations,
//     annotations, `%` lines, a declared result the moves of an engine
//     log do not reach) is left out of the record written, and Write
//     says so in a LostNote that names it: nothing is left out without
//     it.
//
// A writer may hold a record back where whether it can be written as it
// stands depends on what follows it (text: a record that could not be
// read whose text, as it stands, would take in the next record): Write
// reports it written, and Close writes it so; a later Write that must
// keep it otherwise says so in Written.Earlier.
//
// Like an io.Writer with its bytes, a writer keeps nothing of an entry's
// record or replay once Write returns (a record held back is one that
// could not be read: its text and error): the referee builds them in
// memory it reuses for the next records (referee.FileOptions.Writing).
//
// Any other error is a failure of the output. The caller reports every
// refusal and every note, and a refusal counts as an error: the command
// exits 1, and a file rewritten in place is left as it was.
type RecordWriter interface {
	// Write writes one record, or refuses it (see above). What it says
	// of the records it wrote comes back, refusal or not.
	Write(e Entry) (Written, error)
	// Close writes what is left and ends the output.
	Close() error
}

// Preparer is a RecordWriter that can do the costly part of a Write, the
// formatting of its record, ahead of it, on any goroutine and for many
// records at once: a program that reads records on many goroutines formats
// them there, and the one goroutine that writes only copies bytes.
type Preparer interface {
	RecordWriter
	// Prepare formats e and gives the rest of Write(e): called on the
	// writer's goroutine, records in order, it writes e as Write(e) would
	// have, and says the same. It may read e again then, not after.
	Prepare(e Entry) func() (Written, error)
}

// Written is what a Write says of the records it wrote (RecordWriter):
// notes, not failures.
type Written struct {
	// Lost says what the record was written without, or that it was kept
	// in notes (Whole); nil when it was written whole.
	Lost *LostNote
	// Earlier is set when the Write had to keep a record it was given
	// before, and had reported written, otherwise.
	Earlier *Earlier
}

// Earlier is what became of a record a writer held back and then had to
// keep otherwise, one of two: kept in notes (Lost, Whole set), or refused
// (Refused, of CodeRefused), which the caller counts as it counts a
// refusal Write returns.
type Earlier struct {
	Lost    *LostNote
	Refused *Error
}
