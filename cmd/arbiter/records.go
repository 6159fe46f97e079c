package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/referee"
)

// recordsJob is a run of a command that writes records (convert, select,
// annotate): what it reads, the format it writes and where.
type recordsJob struct {
	std   *IO
	flags *fileFlags
	args  []string
	// out is -o ("" for standard output), to the format written and
	// detail what its JSON records hold.
	out    string
	to     formats.Format
	detail jsonform.Detail
	// opts are the referee's options; shown the progress.
	opts  referee.FileOptions
	shown progress
	// last, when set, runs after the last record and may refuse the
	// output, which is then not written.
	last func() error
	// written, refused and lost count the records written, those the
	// format could not hold, and those written without part of them; of
	// those written, kept were kept as written, not having been read, and
	// failed had errors.
	written, refused, lost int
	kept, failed           int
}

// newRecordsJob prepares a run: the reading flags and the output are
// checked before any work.
func newRecordsJob(std *IO, flags *fileFlags, args []string, out string, to formats.Format) (*recordsJob, error) {
	if err := flags.check(args); err != nil {
		return nil, err
	}
	j := &recordsJob{std: std, flags: flags, args: args, out: out, to: to, shown: progress{std: std}}
	inPlace := func(in string) bool { return flags.formatOf(in) == to.Name }
	if err := checkOutput(out, args, inPlace); err != nil {
		return nil, err
	}
	j.opts = flags.options(std)
	j.opts.Reuse = true // every writer writes a record whole in its Write: none is kept
	return j, nil
}

// formatOf names the format an input is read in.
func (f *fileFlags) formatOf(input string) string {
	if f.from != "" {
		return f.from
	}
	return formats.ByFile(input).Name
}

// run reads every record and writes what entry makes of each (keep false
// leaves a record out) through the format's writer, to standard output or
// to -o. Nothing is written to -o unless every input could be read; each
// result's diagnostics are printed as validate prints them when show is
// set.
func (j *recordsJob) run(entry func(referee.Result) (notation.Entry, bool, error), show bool) (referee.Totals, error) {
	if err := j.readable(); err != nil {
		return referee.Totals{}, err
	}
	var totals referee.Totals
	err := withOutput(j.std, j.out, func(w io.Writer) error {
		rw := j.to.Write(w, j.detail)
		var err error
		totals, err = j.flags.read(j.std, j.args, j.opts, &j.shown, func(res referee.Result) error {
			if show || res.Problem != nil {
				j.shown.diagnostics().record(res.Diagnostics())
			}
			if res.Problem != nil {
				return nil
			}
			e, keep, err := entry(res)
			if err != nil || !keep {
				return err
			}
			return j.write(rw, e, res.Failed())
		})
		switch {
		case err != nil:
			return err
		case totals.Unreadable > 0:
			return errUnwritten(j.out, totals.Unreadable)
		case j.last != nil:
			if err := j.last(); err != nil {
				return err
			}
		}
		return rw.Close()
	})
	return totals, err
}

// readable reports every file argument that cannot be opened: a command
// that writes records writes nothing then.
func (j *recordsJob) readable() error {
	n := 0
	for _, arg := range j.args {
		if arg == "-" {
			continue
		}
		file, err := referee.OpenFile(arg)
		if err != nil {
			j.shown.diagnostics().print(*referee.Unreadable(arg, err))
			n++
			continue
		}
		file.Close()
	}
	if n > 0 {
		return fmt.Errorf("%d of the files could not be read; nothing was written", n)
	}
	return nil
}

// write writes one record. What the format could not hold is reported and
// the run goes on: as an error when the record was not written, as a note
// when it was written without part of it. The error is a failure to write
// the output.
func (j *recordsJob) write(rw notation.RecordWriter, e notation.Entry, failed bool) error {
	err := rw.Write(e)
	if err == nil || errors.As(err, new(*notation.LostError)) {
		switch {
		case e.Record == nil:
			j.kept++
		case failed:
			j.failed++
		}
	}
	var lost *notation.LostError
	var refused *notation.Error
	switch {
	case errors.As(err, &lost):
		j.written++
		j.lost++
		j.shown.diagnostics().print(referee.Diagnostic{Pos: lost.Pos, Record: lost.Record, Severity: referee.Note, Code: notation.CodeLost,
			Reason: fmt.Sprintf("%s cannot hold %s, left out", lost.Format, lost.What)})
		return nil
	case errors.As(err, &refused) && refused.Code == notation.CodeRefused:
		j.refused++
		j.shown.diagnostics().print(referee.FromRead(refused))
		return nil
	case err == nil:
		j.written++
	}
	return err
}

// errUnwritten says that the output was not written because some input
// could not be read.
func errUnwritten(out string, unreadable int) error {
	if out == "" || out == "-" {
		return fmt.Errorf("%d of the files could not be read; the output is incomplete", unreadable)
	}
	return fmt.Errorf("%d of the files could not be read; %s was not written", unreadable, out)
}
