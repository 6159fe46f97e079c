package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/arbiter-games/arbiter/internal/outfile"
	"github.com/arbiter-games/arbiter/notation/charset"
)

// checkOutput refuses, before any work, an output that cannot be written:
// -o naming a directory or a place where no file can be made, and -o
// naming one of the input files unless inPlace allows writing over it (the
// command writes the format the input is in). Standard output ("" or "-")
// is always fine.
func checkOutput(path string, inputs []string, inPlace func(input string) bool) error {
	if toStandard(path) {
		return nil
	}
	if err := outfile.Check(path); err != nil {
		return fmt.Errorf("-o %w", err)
	}
	for _, in := range inputs {
		if writesOver(path, in) && (inPlace == nil || !inPlace(in)) {
			return usagef("-o %s is the input file %s, in another format: writing over it would lose the records; give another file", path, in)
		}
	}
	return nil
}

// toStandard tells whether -o names standard output.
func toStandard(path string) bool { return path == "" || path == "-" }

// writesOver tells whether writing -o replaces the input file: they are
// one regular file, through links too (a device or FIFO is written, not
// replaced).
func writesOver(path, input string) bool {
	kind, err := outfile.KindOf(path)
	return err == nil && kind == outfile.Regular && sameFile(input, path)
}

// sameFile tells whether two paths name one existing file.
func sameFile(a, b string) bool {
	if a == "-" || b == "-" {
		return false
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// unwrapPath gives a path error's cause (the path is said already).
func unwrapPath(err error) error {
	if perr, ok := err.(*os.PathError); ok {
		return perr.Err
	}
	return err
}

// withOutput runs write on standard output, or on -o as outfile writes
// it: a regular file is replaced only once the output is complete (a run
// that fails or is stopped by SIGINT or SIGTERM leaves it as it was), a
// device, FIFO or terminal is written directly, a link's target is
// written.
func withOutput(std *IO, path string, write func(io.Writer) error) error {
	if toStandard(path) {
		return write(std.Out)
	}
	return outfile.Write(path, write)
}

// withEncodedOutput is withOutput writing the text in the encoding named:
// a character the encoding cannot hold fails the run, -o left as it was.
func withEncodedOutput(std *IO, path, encoding string, write func(io.Writer) error) error {
	return withOutput(std, path, func(w io.Writer) error {
		cw, err := charset.NewWriter(w, path, encoding)
		if err != nil {
			return err
		}
		if err := write(cw); err != nil {
			return unencodable(path, err)
		}
		return unencodable(path, cw.Close())
	})
}

// unencodable says what becomes of -o after a character its encoding
// cannot hold, and how to write the output all the same.
func unencodable(path string, err error) error {
	if e := (*charset.EncodeError)(nil); errors.As(err, &e) {
		return fmt.Errorf("%w; %s is left as it was: give -o another file to write the output in UTF-8", err, path)
	}
	return err
}

// outputEncoding is the encoding -o is written in: the inputs' when it
// names one of them (the file is rewritten in place), else UTF-8.
func (f *fileFlags) outputEncoding(path string, inputs []string) string {
	for _, in := range inputs {
		if writesOver(path, in) {
			return f.encoding
		}
	}
	return charset.UTF8
}

// checkedWriter passes writes on and keeps the first error, so that a
// command that wrote to a closed standard output does not end well.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(b []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(b)
	if err != nil {
		c.err = err
	}
	return n, err
}
