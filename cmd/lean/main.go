// Command lean is a program that only referees and converts records: it
// reads records on standard input or from files, referees them, prints
// their diagnostics on standard error and, with -to, writes them on
// standard output in canonical text or as JSON (or in any other format of
// notation/formats). It is built from notation/all (the games), referee
// and notation/formats alone, and draws nothing: it links no diagram and
// no font, which the module's lean_test.go checks. It is the measure of
// what a program that needs only the referee weighs, for instance one
// built for the browser ("Lean builds" in docs/games.md); the arbiter
// command (cmd/arbiter) is the program for players.
//
// Usage:
//
//	lean [-to FORMAT] [FILE ...]
//
// With no FILE, or with -, it reads standard input. The exit status is 0
// when every record is read and legal, 1 when one is not (or a file cannot
// be read), 2 when it cannot run: a bad flag, an unknown format, output
// that cannot be written.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all" // the games
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/referee"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// The exit statuses.
const (
	exitOK      = 0
	exitRecords = 1 // a record or a file with an error
	exitUsage   = 2 // the program could not do its work
)

// run runs the program with its arguments and returns its exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("lean", flag.ContinueOnError)
	flags.SetOutput(stderr)
	to := flags.String("to", "", "write the records in this format ("+strings.Join(formats.Names(), ", ")+"); none by default")
	if err := flags.Parse(args); err != nil {
		return exitUsage
	}
	j := job{stderr: stderr}
	if *to != "" {
		format, err := formats.Lookup(*to)
		if err != nil {
			fmt.Fprintln(stderr, "lean:", err)
			return exitUsage
		}
		j.writer = format.NewWriter(stdout)
	}
	status, err := j.referee(flags.Args(), stdin)
	if err != nil {
		fmt.Fprintln(stderr, "lean:", err)
		return exitUsage
	}
	return status
}

// job referees files, printing diagnostics on stderr and writing the
// records with writer (none when nil).
type job struct {
	stderr  io.Writer
	writer  notation.RecordWriter
	refused int // records the writer refused
}

// referee referees the files and writes their records; it returns the
// exit status, or the error that stopped it.
func (j *job) referee(files []string, stdin io.Reader) (int, error) {
	opts := referee.FileOptions{Jobs: runtime.GOMAXPROCS(0), In: stdin}
	totals, err := referee.Files(files, opts, j.result)
	if j.writer != nil {
		err = errors.Join(err, j.writer.Close())
	}
	switch {
	case err != nil:
		return exitUsage, err
	case totals.Failed+totals.Unreadable+totals.Empty+j.refused > 0:
		return exitRecords, nil
	}
	return exitOK, nil
}

// result prints a result's diagnostics and writes its record.
func (j *job) result(res referee.Result) error {
	for _, d := range res.Diagnostics() {
		fmt.Fprintln(j.stderr, d)
	}
	if j.writer == nil || res.Problem != nil {
		return nil
	}
	return j.write(res.Entry(referee.KeepNumbering))
}

// write writes a record, printing what the format left out of it (a note)
// or why it refused it, and so for a record the writer held back before
// it; the error is a failure to write the output.
func (j *job) write(e notation.Entry) error {
	written, err := j.writer.Write(e)
	if earlier := written.Earlier; earlier != nil {
		j.said(earlier.Lost, earlier.Refused)
	}
	if err != nil && !notation.IsRefusal(err) {
		return err
	}
	var refused *notation.Error
	errors.As(err, &refused)
	j.said(written.Lost, refused)
	return nil
}

// said prints what a writer said of a record: what it left out, or why it
// refused it.
func (j *job) said(lost *notation.LostNote, refused *notation.Error) {
	if lost != nil {
		fmt.Fprintln(j.stderr, referee.FromLost(lost))
	}
	if refused != nil {
		j.refused++
		fmt.Fprintln(j.stderr, referee.FromRead(refused))
	}
}
