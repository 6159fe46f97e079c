package main

import (
	"errors"
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
	// NoColour is true when NO_COLOR is set to a non-empty value.
	NoColour bool
	// ForceColour is true when CLICOLOR_FORCE or FORCE_COLOR asks for colour
	// also off a terminal.
	ForceColour bool
}

func standardIO() *IO {
	noColour, forceColour := colourEnv(os.Getenv)
	var out io.Writer = os.Stdout
	if closedAtStart(os.Stdout) {
		out = closedOutput{}
	}
	return &IO{
		In: os.Stdin, Out: out, Err: os.Stderr,
		ErrTerminal: isatty.IsTerminal(os.Stderr.Fd()),
		OutTerminal: isatty.IsTerminal(os.Stdout.Fd()),
		NoColour:    noColour,
		ForceColour: forceColour,
	}
}

// colourEnv reads the colour conventions of the environment: NO_COLOR
// set to anything but "" turns colour off (no-color.org) and wins;
// CLICOLOR_FORCE or FORCE_COLOR set to anything but "" and "0" turns it on
// off a terminal too.
func colourEnv(getenv func(string) string) (noColour, forceColour bool) {
	force := func(name string) bool { v := getenv(name); return v != "" && v != "0" }
	return getenv("NO_COLOR") != "", force("CLICOLOR_FORCE") || force("FORCE_COLOR")
}

// Colour tells whether output to Out may be coloured.
func (o *IO) Colour() bool { return o.colour(o.OutTerminal) }

// ErrColour tells whether diagnostics on Err may be coloured.
func (o *IO) ErrColour() bool { return o.colour(o.ErrTerminal) }

func (o *IO) colour(terminal bool) bool { return !o.NoColour && (terminal || o.ForceColour) }

// closedOutput is a standard output that was closed when the command
// started: writing to it fails.
type closedOutput struct{}

func (closedOutput) Write([]byte) (int, error) { return 0, errors.New("it is closed") }
