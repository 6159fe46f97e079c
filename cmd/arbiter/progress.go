package main

import "fmt"

// clearLine goes back to the start of a terminal line and clears it.
const clearLine = "\r\033[K"

// progress counts records on a line of its own on stderr, when stderr is a
// terminal, so long batch work shows it is alive.
type progress struct {
	std   *IO
	n     int
	shown bool // the progress line stands on the terminal
}

// tick counts a record, showing the count every thousand.
func (p *progress) tick() {
	p.n++
	if p.std.ErrTerminal && p.n%1000 == 0 {
		fmt.Fprintf(p.std.Err, "%s%d records…", clearLine, p.n)
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
