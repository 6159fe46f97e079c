package main

import (
	"fmt"
	"io"

	"github.com/arbiter-games/arbiter/referee"
)

// diagnostics prints diagnostics on stderr as `file:line:col: error: ...`
// or `note: ...`, the severity coloured where colour is allowed, after
// clearing the progress line.
type diagnostics struct {
	std      *IO
	progress *progress
	// all lists every unchecked fact instead of one summary per record.
	all bool
}

// print prints one diagnostic, with the position before the turn on an
// indented line of its own when there is one.
func (p diagnostics) print(d referee.Diagnostic) {
	if p.progress != nil {
		p.progress.clear()
	}
	s := d.String()
	if p.std.ErrColour() {
		prefix, sev := d.Pos.String()+": ", d.Severity.String()
		s = prefix + paint(d.Severity, sev) + s[len(prefix)+len(sev):]
	}
	if d.Position != "" {
		s += "\n\tposition: " + d.Position
	}
	fmt.Fprintln(p.writer(), s)
}

// writer is where the diagnostics go: stderr, or what holds them back.
func (p diagnostics) writer() io.Writer {
	if p.progress != nil && p.progress.held != nil {
		return p.progress.held
	}
	return p.std.Err
}

// record prints a record's diagnostics, its unchecked facts summed up in
// one note unless all are asked for.
func (p diagnostics) record(diags []referee.Diagnostic) {
	if !p.all {
		diags = summarizeUnchecked(diags)
	}
	for _, d := range diags {
		p.print(d)
	}
}

// errors prints the errors among diagnostics, not the notes: what stats
// prints of each record, and show of the record it shows.
func (p diagnostics) errors(diags []referee.Diagnostic) {
	for _, d := range diags {
		if d.Severity == referee.Error {
			p.print(d)
		}
	}
}

// summarizeUnchecked replaces a record's notes on unchecked facts, when
// there are several, by one note at the first of them.
func summarizeUnchecked(diags []referee.Diagnostic) []referee.Diagnostic {
	n := 0
	for _, d := range diags {
		if d.Unchecked {
			n++
		}
	}
	if n < 2 {
		return diags
	}
	out := make([]referee.Diagnostic, 0, len(diags)-n+1)
	for _, d := range diags {
		switch {
		case !d.Unchecked:
			out = append(out, d)
		case n > 0:
			out = append(out, referee.Diagnostic{Pos: d.Pos, Record: d.Record, Severity: referee.Note, Code: referee.CodeUnchecked,
				Reason: fmt.Sprintf("%d facts could not be checked (hidden information); -v lists them", n)})
			n = 0
		}
	}
	return out
}

// paint colours a severity word for a terminal: errors red, notes cyan.
func paint(s referee.Severity, word string) string {
	colour := "\033[1;31m"
	if s == referee.Note {
		colour = "\033[1;36m"
	}
	return colour + word + "\033[0m"
}
