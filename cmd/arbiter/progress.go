package main

import (
	"cmp"
	"fmt"
)

// clearLine goes back to the start of a terminal line and clears it.
const clearLine = "\r\033[K"

// progress counts records on a line of its own on stderr, when stderr is a
// terminal, so long batch work shows it is alive.
type progress struct {
	std   *IO
	n     int
	shown bool // the progress line stands on the terminal
	// unit and every, when set, count other things than records ("turns
	// searched") and show the count more often than every thousand.
	unit  string
	every int
}

// tick counts a record, showing the count every thousand.
func (p *progress) tick() {
	p.n++
	unit, every := cmp.Or(p.unit, "records"), cmp.Or(p.every, 1000)
	if p.std.ErrTerminal && p.n%every == 0 {
		fmt.Fprintf(p.std.Err, "%s%d %s…", clearLine, p.n, unit)
		p.shown = true
	}
}

// clear removes the progress line before other output.
func (p *progress) clear() {
	if p.shown {
		fmt.Fprint(p.std.Err, clearLine)
		p.shown = false
	}
}
