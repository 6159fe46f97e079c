package notation

import (
	"fmt"
	"sort"

	"github.com/arbiter-games/arbiter/engines"
)

// The codes of the problems readers find (docs/codes.md).
const (
	// CodeSyntax: the record is not written as its format says.
	CodeSyntax engines.Code = "record/syntax"
	// CodeTooLong: the record is longer than MaxRecordSize.
	CodeTooLong engines.Code = "record/too-long"
	// CodeSchema: a JSON record breaks its schema.
	CodeSchema engines.Code = "record/schema"
	// CodeGameMismatch: a JSON record's "game" and its Game tag name two
	// games.
	CodeGameMismatch engines.Code = "record/game-mismatch"
)

// Error is a problem found while reading a record: where, in which record,
// and what was wrong.
type Error struct {
	Pos Pos
	// Start is where the record starts in its file, when the reader knows
	// it (else Pos stands for it).
	Start Pos
	// Record is the record's number in its file (from 1).
	Record int
	// Code names the problem: CodeSyntax, or a more precise code.
	Code engines.Code
	Msg  string
	// Raw is the record's text as it stands in the file, when the whole
	// record could not be read, so that it can be kept as written.
	Raw string
	// Game is the game the source names for such a record (a JSON record's
	// "game"), or "".
	Game string
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Pos, e.Msg) }

// RecordStart is where the record starts: Start, else Pos.
func (e *Error) RecordStart() Pos {
	if e.Start.Line == 0 {
		return e.Pos
	}
	return e.Start
}

// Syntax is the error of a record not written as its format says
// (CodeSyntax), at pos, saying what is wrong there.
func Syntax(pos Pos, msg string) *Error { return &Error{Pos: pos, Code: CodeSyntax, Msg: msg} }

// TooLong is the error of a record longer than MaxRecordSize, which every
// reader gives alike: at the record's start, with its number, its size in
// bytes and the line it ends on. Its text is not kept (no Raw): the reader
// passed over it without holding it.
func TooLong(start Pos, record, size, endLine int) *Error {
	return &Error{Pos: start, Start: start, Record: record, Code: CodeTooLong, Msg: fmt.Sprintf(
		"this record is longer than %d MiB (%d bytes, to line %d): it is skipped; a record may hold at most %d bytes",
		MaxRecordSize>>20, size, endLine, MaxRecordSize)}
}

// ErrorList is a list of errors, sorted by position when Sort is called.
type ErrorList []*Error

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Sort orders the errors by file and offset.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		if l[i].Pos.File != l[j].Pos.File {
			return l[i].Pos.File < l[j].Pos.File
		}
		return l[i].Pos.Offset < l[j].Pos.Offset
	})
}

// Advance returns the place right after text written from p: a line more
// at each '\n', a column more for each character (not byte), as editors
// count them.
func (p Pos) Advance(text string) Pos {
	p.Line, p.Column = Advance(p.Line, p.Column, text)
	p.Offset += len(text)
	return p
}

// Advance moves a line and column (in characters) over text. A byte that
// continues a UTF-8 character takes no column.
func Advance[T string | []byte](line, column int, text T) (int, int) {
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '\n':
			line, column = line+1, 1
		case c&0xC0 != 0x80:
			column++
		}
	}
	return line, column
}
