package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// recordsJob is a run of a command that writes records (convert, select,
// annotate): what it reads, the format it writes and where.
type recordsJob struct {
	std   *IO
	flags *fileFlags
	args  []string
	// out is -o ("" for standard output), to the format written.
	out string
	to  notation.Format
	// opts are the referee's options; shown the progress.
	opts  referee.FileOptions
	shown progress
	// last, when set, runs after the last record and may refuse the
	// output, which is then not written.
	last func() error
	// inPlace: -o names one of the inputs (in its own format).
	inPlace bool
	// writing, when set, has every record written as the referee reads
	// it, so (referee.Writing, its To the format's writer), and look, when
	// set, sees each result written after: run's entry is not used.
	writing *referee.Writing
	look    func(referee.Result)
	// What became of the records given to the writer: refused were not
	// written (refusedValid of them had no error before); lost were
	// written without part of them; escaped, not having been read, were
	// kept in notes (text's % lines), not as records; of those written
	// whole, kept were kept as written, not having been read, and failed
	// had errors.
	refused, refusedValid, lost, escaped int
	kept, failed                         int
}

// newRecordsJob prepares a run: the reading flags and the output are
// checked before any work.
func newRecordsJob(std *IO, flags *fileFlags, args []string, out string, to notation.Format) (*recordsJob, error) {
	if err := flags.check(args); err != nil {
		return nil, err
	}
	j := &recordsJob{std: std, flags: flags, args: args, out: out, to: to, shown: progress{std: std}}
	// checkOutput asks only about the inputs -o names.
	inPlace := func(in string) bool {
		ok := !referee.IsZip(in) && flags.formatOf(in) == to.Name // an archive is not a file of records to write over
		j.inPlace = j.inPlace || ok
		return ok
	}
	if err := checkOutput(out, args, inPlace); err != nil {
		return nil, err
	}
	j.opts = flags.options(std)
	to.GetReady()
	return j, nil
}

// namedByOutput is the format an -o's file ending names (.json, .ndjson,
// .sgf, ...), what a command writes records in when --to does not say;
// "" for an ending that names none (a game's, .txt), no -o, or "-".
func namedByOutput(out string) string {
	if f := formats.ByFile(out); f.Name != formats.Text.Name {
		return f.Name
	}
	return ""
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
// to -o; with writing set, the referee writes each record as it reads it
// (entry is nil then). Nothing is written to -o unless every input could be read, nor,
// in place, unless every record was kept whole; each result's diagnostics
// are printed as validate prints them when show is set, its errors alone
// otherwise (every bad record is named).
func (j *recordsJob) run(entry func(referee.Result) (notation.Entry, bool, error), show bool) (referee.Totals, error) {
	if err := j.readable(); err != nil {
		return referee.Totals{}, err
	}
	var totals referee.Totals
	err := withEncodedOutput(j.std, j.out, j.flags.outputEncoding(j.out, j.args), func(w io.Writer) error {
		rw := j.to.NewWriter(w)
		opts := j.opts
		if j.writing != nil {
			w := *j.writing
			w.To, opts.Writing = rw, &w
		}
		var err error
		totals, err = j.flags.read(j.std, j.args, opts, &j.shown, func(res referee.Result) error {
			if show {
				j.shown.diagnostics().record(res.Diagnostics())
			} else {
				j.shown.diagnostics().errors(res.Diagnostics())
			}
			switch {
			case res.Problem != nil, res.Skipped:
				return nil
			case opts.Writing != nil:
				if j.look != nil {
					j.look(res)
				}
				j.counted(res.Written, res.Refusal, res.Unread(), res.Failed())
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
		}
		if err := j.keptInPlace(); err != nil {
			return err
		}
		if j.last != nil {
			if err := j.last(); err != nil {
				return err
			}
		}
		return rw.Close()
	})
	return totals, err
}

// keptInPlace refuses to write over an input file when some record could
// not be kept whole: in place, nothing is lost. The exit status is 1, as
// for a record with an error.
func (j *recordsJob) keptInPlace() error {
	n := j.refused + j.escaped + j.lost
	if !j.inPlace || n == 0 {
		return nil
	}
	return exitStatus{fmt.Errorf("%d of the records could not be kept whole in %s (reported above): it was left as it was", n, j.out), exitRecord}
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

// write writes one record and counts what became of it; so is what
// became of a record the writer held back before it, which was counted
// kept as written (notation.Earlier). The error is a failure to write the
// output.
func (j *recordsJob) write(rw notation.RecordWriter, e notation.Entry, failed bool) error {
	written, err := rw.Write(e)
	if err != nil && !notation.IsRefusal(err) {
		return err
	}
	j.counted(written, err, e.Unread(), failed)
	return nil
}

// counted counts what a writer said of a record, and of a record it held
// back before it, which was counted kept as written (notation.Earlier).
func (j *recordsJob) counted(written notation.Written, refusal error, unread, failed bool) {
	if earlier := written.Earlier; earlier != nil {
		j.kept--
		var held error
		if earlier.Refused != nil {
			held = earlier.Refused
		}
		j.count(earlier.Lost, held, true, true)
	}
	j.count(written.Lost, refusal, unread, failed)
}

// count counts what a writer said of a record (unread: it could not be
// read; failed: it holds an error), and reports what the format could not
// hold: as an error when the record was not written (refusal, a
// *notation.Error or one that wraps it), as a note when it was written
// without part of it or kept in notes (lost).
func (j *recordsJob) count(lost *notation.LostNote, refusal error, unread, failed bool) {
	switch refused := refusalOf(refusal); {
	case refused != nil:
		j.refused++
		if !failed {
			j.refusedValid++
		}
		d := referee.FromRead(refused)
		d.Reason += mend(refusal)
		j.shown.diagnostics().print(d)
		return
	case lost != nil:
		j.shown.diagnostics().print(referee.FromLost(lost))
		if lost.Whole {
			j.escaped++
			return
		}
		j.lost++
	}
	switch {
	case unread:
		j.kept++
	case failed:
		j.failed++
	}
}

// refusalOf is the *notation.Error a writer's refusal is or wraps (nil
// for none). A nil refusal, most records', costs no allocation.
func refusalOf(refusal error) *notation.Error {
	if refusal == nil {
		return nil
	}
	var refused *notation.Error
	if errors.As(refusal, &refused) {
		return refused
	}
	return nil
}

// mend is what the command line adds to a writer's refusal: how to mend
// the record, or find out what is wrong with it.
func mend(refusal error) string {
	switch {
	case errors.As(refusal, new(*text.UntaggedError)):
		return "; give --game, or convert it alone"
	case errors.As(refusal, new(*notation.IllegalTurnError)):
		return " ('arbiter validate' tells what is wrong)"
	}
	return ""
}

// status is the exit the contract gives what was read and written: as
// status gives, and 1 when a record was not written.
func (j *recordsJob) status(t referee.Totals) error {
	if err := status(t); err != nil || j.refused == 0 {
		return err
	}
	return errRecords
}

// fates lists, for a summary, what became of the records that were not
// written whole and as they were read ("2 not written"): those kept in
// notes and those not written, and with all, those converted with their
// errors and those kept as written, not having been read.
func (j *recordsJob) fates(all bool) []string {
	var parts []string
	for _, p := range []struct {
		n    int
		what string
		all  bool
	}{
		{j.failed, "converted with their errors", true},
		{j.kept, "that cannot be read kept as written", true},
		{j.escaped, "that cannot be read kept in % lines", false},
		{j.refused, "not written", false},
	} {
		if p.n > 0 && (all || !p.all) {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	return parts
}

// errUnwritten says that the output was not written because some input
// could not be read.
func errUnwritten(out string, unreadable int) error {
	if out == "" || out == "-" {
		return fmt.Errorf("%d of the files could not be read; the output is incomplete", unreadable)
	}
	return fmt.Errorf("%d of the files could not be read; %s was not written", unreadable, out)
}
