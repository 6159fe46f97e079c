package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/charset"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/spf13/cobra"
)

// gameFlags are the flags that choose the game and its rules.
type gameFlags struct {
	game, variant, rules string
}

func (g *gameFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&g.game, "game", "", "the game of records without a Game tag and an unknown file ending")
	cmd.Flags().StringVar(&g.variant, "variant", "", "the variant, replacing the records' Variant tag")
	cmd.Flags().StringVar(&g.rules, "rules", "", "rule options key=value,..., replacing the records' Rules tag")
	completeGameFlags(cmd, g)
}

// options are the referee options for a file: the game comes from the
// record's Game tag, else the file ending, else --game.
func (g *gameFlags) options(file string) referee.Options {
	o := referee.Options{Game: g.game, Variant: g.variant, Rules: g.rules}
	if game, ok := notation.GameByFile(file); ok {
		o.Game = game.Name()
	}
	return o
}

// fits checks --variant and --rules against a game.
func (g *gameFlags) fits(game engines.Game) error {
	if g.variant == "" && g.rules == "" {
		return nil
	}
	if _, err := engines.ResolveRules(game, g.variant, g.rules); err != nil {
		return usagef("--variant/--rules for %s: %w", game.Name(), err)
	}
	return nil
}

// fileFlags are the flags of commands that read record files: the game
// flags, the input format and the encoding.
type fileFlags struct {
	gameFlags
	from, encoding string
	// checked holds the games --variant and --rules were checked against.
	checked map[string]bool
}

func (f *fileFlags) add(cmd *cobra.Command) {
	f.gameFlags.add(cmd)
	cmd.Flags().StringVar(&f.from, "from", "", "input format: text, json, or a foreign format (sgf, jfen); default: from the file ending, else text")
	cmd.Flags().StringVar(&f.encoding, "encoding", charset.UTF8, "the files' encoding: utf-8, euc-kr, cp949 or latin1")
	completeFileFlags(cmd)
}

// check verifies the reading flags once, before any record is read: the
// format, the encoding, the game, and the variant and rules against every
// game known before reading (--game, the files' endings). A game known only
// from the records' Game tags is checked by fitsRecord.
func (f *fileFlags) check(files []string) error {
	if f.from != "" {
		if _, err := formats.LookupFormat(f.from); err != nil {
			return usagef("--from: %w", err)
		}
	}
	if err := charset.Check(f.encoding); err != nil {
		return usagef("--encoding: %w", err)
	}
	var known []notation.Game
	if f.game != "" {
		g, err := notation.LookupGame(f.game)
		if err != nil {
			return usagef("--game: %w", err)
		}
		known = append(known, g)
	}
	for _, name := range files {
		if g, ok := notation.GameByFile(name); ok {
			known = append(known, g)
		}
	}
	for _, g := range known {
		if err := f.fitsRecord(g); err != nil {
			return err
		}
	}
	return nil
}

// fitsRecord checks --variant and --rules against the game of a record,
// once per game.
func (f *fileFlags) fitsRecord(g notation.Game) error {
	if g == nil || f.checked[g.Name()] {
		return nil
	}
	if f.checked == nil {
		f.checked = map[string]bool{}
	}
	f.checked[g.Name()] = true
	return f.fits(g)
}

// records returns the records of r, decoded from --encoding, in its
// format: --from, else the one the file's ending names, else text. An
// error reading r ends the records as an *inputError, which eachFile
// reports at its place.
func (f *fileFlags) records(name string, r io.Reader) (referee.Source, error) {
	decoded, err := charset.NewReader(r, name, f.encoding)
	if err != nil {
		return nil, err
	}
	format := formats.FormatOf(name)
	if f.from != "" {
		if format, err = formats.LookupFormat(f.from); err != nil {
			return nil, err
		}
	}
	next := format.Records(decoded, name)
	return func() (text.Unparsed, error) {
		u, err := next()
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, &inputError{name: name, err: err}
		}
		return u, err
	}, nil
}

// inputError is an input that could not be opened or read to its end.
type inputError struct {
	name string
	err  error
}

func (e *inputError) Error() string { return inputDiagnostic(e.name, e.err).String() }
func (e *inputError) Unwrap() error { return e.err }

// eachFile calls fn with every file argument opened, "-" (or no argument)
// being standard input. A file that cannot be opened, or whose reading fn
// ends with an *inputError, is reported on stderr at its place and
// counted; the other files go on.
func eachFile(std *IO, args []string, fn func(name string, r io.Reader) error) (unreadable int, err error) {
	return eachInput(std, args, diagnostics{std: std}.print, fn)
}

// eachInput is eachFile reporting unreadable files through report.
func eachInput(std *IO, args []string, report func(referee.Diagnostic), fn func(name string, r io.Reader) error) (unreadable int, err error) {
	if len(args) == 0 {
		args = []string{"-"}
	}
	for _, arg := range args {
		err := readInput(std, arg, fn)
		var ierr *inputError
		switch {
		case errors.As(err, &ierr):
			report(inputDiagnostic(ierr.name, ierr.err))
			unreadable++
		case err != nil:
			return unreadable, err
		}
	}
	return unreadable, nil
}

// readInput calls fn with a file argument opened.
func readInput(std *IO, arg string, fn func(name string, r io.Reader) error) error {
	if arg == "-" {
		return fn("<stdin>", std.In)
	}
	file, err := openFile(arg)
	if err != nil {
		return &inputError{name: arg, err: err}
	}
	defer file.Close()
	return fn(arg, file)
}

// openFile opens a file to read, refusing directories.
func openFile(path string) (*os.File, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if fi, err := file.Stat(); err == nil && fi.IsDir() {
		file.Close()
		return nil, &os.PathError{Op: "read", Path: path, Err: errors.New("is a directory, not a file of records")}
	}
	return file, nil
}

// inputDiagnostic turns an error reading a file into a diagnostic at its
// place: the byte that is not UTF-8, the record JSON could not read, else
// the file.
func inputDiagnostic(name string, err error) referee.Diagnostic {
	var cerr *charset.Error
	var nerr *notation.Error
	var perr *os.PathError
	switch {
	case errors.As(err, &cerr):
		return referee.Diagnostic{Pos: cerr.Pos, Reason: cerr.Msg()}
	case errors.As(err, &nerr):
		return referee.Diagnostic{Pos: nerr.Pos, Record: nerr.Record, Reason: nerr.Msg}
	case errors.As(err, &perr):
		return referee.Diagnostic{Pos: notation.Pos{File: name}, Reason: "cannot " + perr.Op + ": " + perr.Err.Error()}
	}
	return referee.Diagnostic{Pos: notation.Pos{File: name}, Reason: err.Error()}
}

// checkReadable reports every file argument that cannot be opened, for
// commands that must read all their inputs before writing anything.
func checkReadable(args []string, report func(referee.Diagnostic)) (unreadable int) {
	for _, arg := range args {
		if arg == "-" {
			continue
		}
		file, err := openFile(arg)
		if err != nil {
			report(inputDiagnostic(arg, err))
			unreadable++
			continue
		}
		file.Close()
	}
	return unreadable
}

// batch referees the records of many files in order, for validate and
// convert. A file that cannot be read, or holds no record, is reported at
// its place and counted; the other files go on.
type batch struct {
	std   *IO
	flags *fileFlags
	jobs  int
	// canonical asks the referee to rewrite the records (convert), with
	// turn numbers in the style numbers says.
	canonical bool
	numbers   referee.Numbering
	// wanted, when set, picks the records to referee (referee.Options).
	wanted func(*notation.Record) bool
	// report shows a diagnostic about a file.
	report func(referee.Diagnostic)
	// progress, when set, shows how much of the input was read.
	progress *progress
	// unreadable and empty count the files that could not be read and
	// those that held no record.
	unreadable, empty int
}

// run hands every record of the file arguments ("-" or none: standard
// input) to sink, with the options it was refereed with.
func (b *batch) run(args []string, sink func(referee.Result, referee.Options) error) error {
	if b.progress != nil {
		b.progress.start(args)
	}
	unreadable, err := eachInput(b.std, args, b.report, func(name string, r io.Reader) error {
		if b.progress != nil {
			r = b.progress.reader(r)
		}
		return b.file(name, r, sink)
	})
	b.unreadable += unreadable
	return err
}

// write referees the records of the file arguments and writes what sink
// makes of them to out (standard output when empty) through one record
// writer, counting them on the progress bar. Nothing is written to out
// unless every input could be read. last, when set, runs after the last
// record and may refuse the output.
func (b *batch) write(args []string, out string, newWriter func(io.Writer) recordWriter,
	sink func(recordWriter, referee.Result, referee.Options) error, last func() error) error {
	if n := checkReadable(args, b.report); n > 0 {
		return fmt.Errorf("%d of the files could not be read; nothing was written", n)
	}
	defer b.progress.clear()
	return withOutput(b.std, out, func(w io.Writer) error {
		rw := newWriter(w)
		err := b.run(args, func(res referee.Result, opts referee.Options) error {
			b.progress.tick()
			return sink(rw, res, opts)
		})
		switch {
		case err != nil:
			return err
		case b.unreadable > 0:
			return errUnwritten(out, b.unreadable)
		}
		if last != nil {
			if err := last(); err != nil {
				return err
			}
		}
		return rw.close()
	})
}

// file referees the records of one file.
func (b *batch) file(name string, r io.Reader, sink func(referee.Result, referee.Options) error) error {
	src, err := b.flags.records(name, r)
	if err != nil {
		return err
	}
	in := &countedSource{src: src}
	opts := b.flags.options(name)
	opts.Canonical, opts.Numbers, opts.Wanted = b.canonical, b.numbers, b.wanted
	var sinkErr error
	err = referee.Run(in.next, opts, b.jobs, func(res referee.Result) error {
		if res.Report != nil {
			sinkErr = b.flags.fitsRecord(res.Report.Game)
		}
		if sinkErr == nil {
			sinkErr = sink(res, opts)
		}
		if sinkErr != nil {
			in.stop.Store(true)
		}
		return sinkErr
	})
	switch {
	case sinkErr != nil:
		return sinkErr
	case err != nil:
		return err
	case in.n == 0:
		b.report(noRecords(name))
		b.empty++
	}
	return nil
}

// noRecords is the diagnostic of a file without a single record.
func noRecords(name string) referee.Diagnostic {
	return referee.Diagnostic{Pos: notation.Pos{File: name}, Reason: "no records found"}
}

// errStopped ends the reading of a file whose records are no longer wanted.
var errStopped = errors.New("reading stopped")

// countedSource counts the records a source hands out. Setting stop ends
// it early.
type countedSource struct {
	src  referee.Source
	n    int
	stop atomic.Bool
}

func (c *countedSource) next() (text.Unparsed, error) {
	if c.stop.Load() {
		return nil, errStopped
	}
	u, err := c.src()
	if err == nil {
		c.n++
	}
	return u, err
}
