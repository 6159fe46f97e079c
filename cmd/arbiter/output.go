package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
)

// checkOutput refuses, before any work, an output that cannot be written:
// -o naming a directory or a place where no file can be made, and -o
// naming one of the input files unless inPlace allows writing over it (the
// command writes the format the input is in). Standard output ("" or "-")
// is always fine.
func checkOutput(path string, inputs []string, inPlace func(input string) bool) error {
	if path == "" || path == "-" {
		return nil
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return usagef("-o %s is a directory: give the name of a file", path)
	}
	tmp, guard, err := guardedTemp(path)
	if err != nil {
		return fmt.Errorf("-o %s cannot be written: %w", path, unwrapPath(err))
	}
	tmp.Close()
	os.Remove(tmp.Name())
	guard.stop()
	for _, in := range inputs {
		if sameFile(in, path) && (inPlace == nil || !inPlace(in)) {
			return usagef("-o %s is the input file %s, in another format: writing over it would lose the records; give another file", path, in)
		}
	}
	return nil
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

// withOutput runs write on standard output, or, with a path, on a
// temporary file beside it that replaces the path only once it is complete:
// an interrupted run never leaves half a file, and a run stopped by SIGINT
// or SIGTERM removes its temporary file before it exits.
func withOutput(std *IO, path string, write func(io.Writer) error) error {
	if path == "" || path == "-" {
		return write(std.Out)
	}
	tmp, guard, err := guardedTemp(path)
	if err != nil {
		return err
	}
	defer guard.stop()
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(outputMode(path)); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// signalGuard catches SIGINT and SIGTERM while a file is written: it
// removes the file and ends the process, as the signal would have.
type signalGuard struct {
	signals chan os.Signal
	done    chan struct{}
	mu      sync.Mutex
	name    string
}

// guardedTemp makes a temporary file beside path, removed if a signal
// comes before the guard is stopped.
func guardedTemp(path string) (*os.File, *signalGuard, error) {
	guard := guardSignals()
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		guard.stop()
		return nil, nil, err
	}
	guard.remove(tmp.Name())
	return tmp, guard, nil
}

// guardSignals starts catching the signals, before the file is made.
func guardSignals() *signalGuard {
	g := &signalGuard{signals: make(chan os.Signal, 1), done: make(chan struct{})}
	signal.Notify(g.signals, os.Interrupt, syscall.SIGTERM)
	go g.wait()
	return g
}

// remove names the file to remove on a signal.
func (g *signalGuard) remove(name string) {
	g.mu.Lock()
	g.name = name
	g.mu.Unlock()
}

func (g *signalGuard) wait() {
	select {
	case sig := <-g.signals:
		g.mu.Lock() // held to the end: the file is not renamed meanwhile
		if g.name != "" {
			os.Remove(g.name)
		}
		code := 130 // 128 + SIGINT
		if sig == syscall.SIGTERM {
			code = 143
		}
		os.Exit(code)
	case <-g.done:
	}
}

// stop ends the catching.
func (g *signalGuard) stop() {
	signal.Stop(g.signals)
	close(g.done)
}

// outputMode keeps the mode of the file being replaced; a new file gets 0644.
func outputMode(path string) os.FileMode {
	if fi, err := os.Stat(path); err == nil {
		return fi.Mode().Perm()
	}
	return 0o644
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
