package referee

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Severity tells how much a diagnostic weighs.
type Severity int

const (
	// Error is a broken rule, a syntax error or a wrong result.
	Error Severity = iota
	// Note is a fact the referee could not check (hidden information) or a
	// remark that does not make the record wrong.
	Note
)

func (s Severity) String() string {
	if s == Note {
		return "note"
	}
	return "error"
}

// Diagnostic is one problem found in a record or a file, with its place.
type Diagnostic struct {
	Pos notation.Pos
	// Record is the record's number in its file, from 1; 0 when the
	// problem concerns the whole file.
	Record int
	// Turn is the turn's number (counted by the referee), 0 when the problem
	// is not in a turn.
	Turn int
	// TurnName is the turn as the record numbers it: "12", or chess style
	// "12" and "12..." (the second player's turn).
	TurnName string
	// Text is the turn (or token) as written.
	Text string
	// Code names the problem, stably (docs/codes.md): a rule's code of
	// the game's engine ("jungle/water"), or one of the referee's.
	Code engines.Code
	// Reason says what is wrong, in the game's terms.
	Reason string
	// Position is the position string before the turn, when there is one.
	Position string
	Severity Severity
	// Unchecked marks a note on a fact the referee could not check, the
	// information being hidden from the record (Ingenious racks).
	Unchecked bool
}

// String gives the diagnostic on one line, as compilers write them:
// `file:line:col: error: message` or `file:line:col: note: message`.
func (d Diagnostic) String() string {
	return fmt.Sprintf("%s: %s: %s", d.Pos, d.Severity, d.Message())
}

// Message is the diagnostic without its file position and severity: the
// record, the turn and the reason ("record 3, turn 23 (e5-e9): ..."), or
// the reason alone when the problem concerns the whole file (Record 0).
func (d Diagnostic) Message() string {
	if d.Record == 0 {
		return d.Reason
	}
	var b strings.Builder
	fmt.Fprintf(&b, "record %d", d.Record)
	switch {
	case d.TurnName != "":
		fmt.Fprintf(&b, ", turn %s", d.TurnName)
	case d.Turn > 0:
		fmt.Fprintf(&b, ", turn %d", d.Turn)
	}
	if d.Text != "" {
		fmt.Fprintf(&b, " (%s)", d.Text)
	}
	b.WriteString(": " + d.Reason)
	return b.String()
}

// FromRead turns a record that could not be read into a diagnostic.
func FromRead(err *notation.Error) Diagnostic {
	return Diagnostic{Pos: err.Pos, Record: err.Record, Code: err.Code, Reason: err.Msg}
}

// FromLost turns what a writer left out of a record into a note.
func FromLost(n *notation.LostNote) Diagnostic {
	return Diagnostic{Pos: n.Pos, Record: n.Record, Severity: Note, Code: notation.CodeLost, Reason: n.Reason()}
}

// codeOf is the code an error of an engine names, else fallback.
func codeOf(err error, fallback engines.Code) engines.Code {
	var rerr *engines.RuleError
	var serr *engines.SetupError
	switch {
	case errors.As(err, &rerr) && rerr.Code != "":
		return rerr.Code
	case errors.As(err, &serr) && serr.Code != "":
		return serr.Code
	}
	return fallback
}

// DiagnosticJSON is a diagnostic's JSON form (schemas/report.json).
type DiagnosticJSON struct {
	File     string       `json:"file"`
	Line     int          `json:"line"`
	Column   int          `json:"column"`
	Offset   int          `json:"offset"`
	Record   int          `json:"record"`
	Turn     int          `json:"turn,omitempty"`
	Text     string       `json:"text,omitempty"`
	Severity string       `json:"severity"`
	Code     engines.Code `json:"code"`
	Reason   string       `json:"reason"`
	Message  string       `json:"message"`
	Position string       `json:"position,omitempty"`
}

// JSON gives the diagnostic's JSON form.
func (d Diagnostic) JSON() DiagnosticJSON {
	line, col := d.Pos.Line, d.Pos.Column
	if line == 0 { // a file as a whole: no line is known
		line, col = 1, 1
	}
	return DiagnosticJSON{File: d.Pos.File, Line: line, Column: col, Offset: d.Pos.Offset,
		Record: d.Record, Turn: d.Turn, Text: d.Text, Severity: d.Severity.String(), Code: d.Code,
		Reason: d.Reason, Message: d.Message(), Position: d.Position}
}

// ReportJSON is the JSON form of a validation run (schemas/report.json).
type ReportJSON struct {
	Records     int              `json:"records"`
	Turns       int              `json:"turns"`
	OK          int              `json:"ok"`
	WithErrors  int              `json:"withErrors"`
	Diagnostics []DiagnosticJSON `json:"diagnostics"`
}
