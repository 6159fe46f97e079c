package main

import (
	"io"
	"os"

	"github.com/mattn/go-isatty"
)

// IO is everything a command reads and writes, so commands run in tests
// without a terminal.
type IO struct {
	In  io.Reader
	Out io.Writer
	Err io.Writer
	// ErrTerminal is true when Err is a terminal (progress is shown then).
	ErrTerminal bool
	// OutTerminal is true when Out is a terminal.
	OutTerminal bool
	// NoColor is true when NO_COLOR is set.
	NoColor bool
}

func standardIO() *IO {
	_, noColor := os.LookupEnv("NO_COLOR")
	return &IO{
		In: os.Stdin, Out: os.Stdout, Err: os.Stderr,
		ErrTerminal: isatty.IsTerminal(os.Stderr.Fd()),
		OutTerminal: isatty.IsTerminal(os.Stdout.Fd()),
		NoColor:     noColor,
	}
}

// Color tells whether output to Out may be coloured.
func (o *IO) Color() bool { return o.OutTerminal && !o.NoColor }
