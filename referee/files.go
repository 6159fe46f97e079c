//go:build !nofiles

package referee

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"sync"

	"github.com/arbiter-games/arbiter/internal/readahead"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/charset"
	"github.com/arbiter-games/arbiter/notation/formats"
)

// Stdin is the file name that stands for standard input.
const Stdin = "-"

// FileOptions say how Files reads and referees files.
type FileOptions struct {
	// Options are the referee's. Their Game is the game of records that
	// have no Game tag in a file whose ending names no game.
	Options
	// Format is the format files are read in ("" for each file the one its
	// ending names, else text: formats.ByFile).
	Format string
	// Encoding is the files' encoding ("" or utf-8, euc-kr, cp949,
	// latin1).
	Encoding string
	// EncodingAdvice, when set, words what to do with a file that looks
	// written in another encoding than it is read in, in the program's
	// terms (charset.Reader.Advise): its diagnostics say it.
	EncodingAdvice func(guess string) string
	// Jobs is how many records are refereed at once (1 when 0).
	Jobs int
	// In is what the file "-" reads (standard input).
	In io.Reader
	// Progress, when set, sees every byte read, for a progress bar.
	Progress func(n int)
	// Writing, when set, has each record written as the run goes: see
	// Writing.
	Writing *Writing
	// Ahead, when set, is called with each record's result on the
	// goroutine that refereed it, before the sink has it, in order: what
	// needs no other record (a judgement of the record alone) is done
	// there, on every core, and kept in Result.Ahead. It sees the record
	// and report even in a run of verdicts (Options.Verdicts), whose sink
	// does not; what it keeps there must hold no memory of the record,
	// which later batches reuse.
	Ahead func(*Result)
	// Waiting, when set, is called on the sink's goroutine whenever the
	// sink's next result is not ready yet, before the run waits for it:
	// where a sink that holds what it prints back flushes it, so that
	// what it printed never waits on records still being read or
	// refereed.
	Waiting func()
}

// Writing has Files write each record it reads, in the files' order,
// through To, as Result.Entry gives it numbered as Numbers says (or as
// written, with AsWritten), before the sink has its result. The sink then
// gets the record's verdict (as with Options.Verdicts: no record, no
// report) and what the writer said of it (Result.Written, Result.Refusal),
// and the run reuses its memory from batch to batch. A writer's failure
// (an error that is no refusal) stops the run with that error.
type Writing struct {
	To      notation.RecordWriter
	Numbers Numbering
	// AsWritten gives the writer each record as written in its file
	// where its format kept its text, else numbered as it was
	// (Result.AsWritten), whatever Numbers says.
	AsWritten bool
	// Keep, when set, picks the records written: it has each record's
	// result in order, before it would be written (after FileOptions.Ahead,
	// with its record and report), and keeps nothing of them; a record it
	// turns down is not written (Result.Skipped). May, when set, tells on
	// the goroutine that refereed a result, after FileOptions.Ahead,
	// whether Keep may keep it: the others are not formatted ahead
	// (notation.Preparer).
	Keep, May func(Result) bool
}

// Result is what Files gives for one record, or for a file as a whole.
type Result struct {
	// File is the file the record comes from ("<stdin>" for standard
	// input) and Format the format it was read in.
	File, Format string
	// Number is the record's place in its file, from 1; 0 for a result
	// about the whole file (Problem).
	Number int
	// Text is the record's text as written, where its format keeps it
	// (the text format; any format for a record that cannot be read).
	Text string
	// Record is the record as read; nil when it could not be read.
	Record *notation.Record
	// Report is the referee's; nil when the record was not refereed
	// (it could not be read, or Options.Wanted turned it down), and in a
	// run of Options.Verdicts.
	Report *Report
	// Turns counts the turns the referee looked at, variations included,
	// and Refereed is the game it refereed the record as (nil when the
	// record was not refereed or its game is unknown).
	Turns    int
	Refereed notation.Game
	// verdict is the report's diagnostics in a run of Options.Verdicts
	// or FileOptions.Writing.
	verdict []Diagnostic
	// prepared writes the record formatted ahead (FileOptions.Writing to
	// a notation.Preparer).
	prepared func() (notation.Written, error)
	// Written is what FileOptions.Writing's writer said of the record,
	// and Refusal why it did not write it (a *notation.Error with
	// notation.CodeRefused, or an error that wraps one).
	Written notation.Written
	Refusal error
	// Skipped is set when FileOptions.Writing's Keep turned the record
	// down: it was not written.
	Skipped bool
	// Unwanted is set when Options.Wanted turned the record down.
	Unwanted bool
	// Ahead is what FileOptions.Ahead kept of the result.
	Ahead any
	// ReadErr is why the record could not be read.
	ReadErr *notation.Error
	// Encoding holds the runs of bytes of the record's text that are not
	// in its file's encoding, read as U+FFFD: each is an error
	// (CodeEncoding) at its place.
	Encoding []charset.Fault
	// Problem is a diagnostic about the whole file: it cannot be opened or
	// read to its end, holds no record, or holds bytes not in its encoding
	// but no record.
	Problem *Diagnostic
	// Game is the game the record's file or the options name for records
	// without a Game tag ("" when neither does).
	Game string
}

// Diagnostics are the result's diagnostics: the record's bytes that are
// not in its file's encoding, then the report's or the read error; or the
// file's problem.
func (r Result) Diagnostics() []Diagnostic {
	var ds []Diagnostic
	switch {
	case r.Problem != nil:
		return []Diagnostic{*r.Problem}
	case r.ReadErr != nil:
		ds = []Diagnostic{FromRead(r.ReadErr)}
	case r.Report != nil:
		ds = r.Report.Diagnostics
	default:
		ds = r.verdict
	}
	if len(r.Encoding) == 0 {
		return ds
	}
	all := make([]Diagnostic, 0, len(r.Encoding)+len(ds))
	for _, f := range r.Encoding {
		all = append(all, FromFault(f, r.Number))
	}
	return append(all, ds...)
}

// Reword hands each diagnostic the result holds (its report's, or its
// verdict's) to reword, which may change its words: a program adds advice
// of its own (how to name a game on its command line).
func (r *Result) Reword(reword func(*Diagnostic)) {
	if r.Report != nil {
		r.Report.Reword(reword)
		return
	}
	rewordAll(r.verdict, reword)
}

// FromFault is the diagnostic of bytes not in their file's encoding, in
// the record numbered record (0: in a file without records).
func FromFault(f charset.Fault, record int) Diagnostic {
	return Diagnostic{Pos: f.Pos, Record: record, Code: CodeEncoding, Reason: f.Msg()}
}

// Failed reports whether the result holds an error: a record that cannot
// be read or holds bytes not in its encoding, a diagnostic of severity
// Error, a file with a problem.
func (r Result) Failed() bool {
	return r.Problem != nil || r.ReadErr != nil || len(r.Encoding) > 0 || countErrors(r.Diagnostics()) > 0
}

// Entry is what a writer of a format is given for the result's record:
// in canonical form with the referee's replay when refereed (numbered in
// the style numbers says), else as it was read or written. A record whose
// text holds bytes not in its file's encoding is given as one that could
// not be read, without its text (see lost).
func (r Result) Entry(numbers Numbering) notation.Entry {
	switch {
	case len(r.Encoding) > 0:
		return r.lost()
	case r.Report != nil:
		return r.Report.Entry(numbers)
	}
	return notation.Entry{Record: r.Record, GameName: r.gameName(), Raw: r.Text, Err: r.ReadErr, From: r.Format}
}

// lost is the entry of a record whose text holds bytes not in its file's
// encoding: it is not written at all, since what was read of it (U+FFFD
// for those bytes) is not what was written; its error is the first of
// them.
func (r Result) lost() notation.Entry {
	f := r.Encoding[0]
	return notation.Entry{GameName: r.gameName(), From: r.Format,
		Err: &notation.Error{Pos: f.Pos, Record: r.Number, Code: CodeEncoding, Msg: f.Msg()}}
}

// gameName names the game of a record not refereed: the one the record
// or its source names, else the file's or the options'.
func (r Result) gameName() string {
	switch {
	case r.Record != nil && r.Record.GameName() != "":
		return r.Record.GameName()
	case r.ReadErr != nil && r.ReadErr.Game != "":
		return r.ReadErr.Game
	}
	return r.Game
}

// AsWritten is what a writer is given for the record as written in its
// file, where its format kept its text; else the same as
// Entry(KeepNumbering).
func (r Result) AsWritten() notation.Entry {
	if r.Text == "" || len(r.Encoding) > 0 {
		return r.Entry(KeepNumbering)
	}
	e := notation.Entry{Record: r.Record, GameName: r.gameName(), Raw: r.Text, Err: r.ReadErr, AsWritten: true, From: r.Format}
	if r.Report != nil {
		e.Game = r.Report.Game
	}
	return e
}

// Totals count what Files saw.
type Totals struct {
	// Records and Turns count the records and the turns looked at;
	// Failed the records with an error (Result.Failed), Unwanted those
	// Options.Wanted turned down.
	Records, Turns, Failed, Unwanted int
	// Unreadable counts the files that could not be read to their end,
	// Empty those without a record (bytes not in their encoding there are
	// a problem of the file, counted as its being empty is).
	Unreadable, Empty int
}

// OK counts the records without an error.
func (t Totals) OK() int { return t.Records - t.Failed }

// Plus is the totals of two runs together.
func (t Totals) Plus(u Totals) Totals {
	return Totals{Records: t.Records + u.Records, Turns: t.Turns + u.Turns, Failed: t.Failed + u.Failed,
		Unwanted: t.Unwanted + u.Unwanted, Unreadable: t.Unreadable + u.Unreadable, Empty: t.Empty + u.Empty}
}

// add counts a result.
func (t *Totals) add(r Result) {
	switch {
	case r.Problem != nil && r.Problem.Code == CodeNoRecords:
		t.Empty++
	case r.Problem != nil && r.Problem.Code == CodeEncoding:
	case r.Problem != nil:
		t.Unreadable++
	default:
		t.Records++
		t.Turns += r.Turns
		if r.Failed() {
			t.Failed++
		}
		if r.Unwanted {
			t.Unwanted++
		}
	}
}

// Files referees the records of the named files in order ("-" reads
// opts.In; a zip archive, every file in it as a file of its own named
// ARCHIVE:NAME: IsZip), on opts.Jobs goroutines, and hands each result to
// sink in the order of the files: one per record, and one for each file that cannot be
// read to its end or holds no record (and one before that for bytes not in
// its encoding in a file without records), after that file's records.
// Bytes that are not in a file's encoding are errors of the record that
// holds them (Result.Encoding): the file is read to its end all the same;
// a record is handed on once the next is read (or the file's end), when
// its bytes are all known. The game of a record is its Game tag, else the one its
// file's ending names, else opts.Game. Several files (and files of an
// archive) are read at once, two a worker at most, so that files of a
// record each keep every worker busy; a regular file or an archive entry
// is read ahead of the cutting of its records on a goroutine of its own
// (a pipe or a device, whose reads may wait, is not). opts.Progress is
// called one call at a time all the same. It stops at the first error of sink, which it
// returns.
func Files(names []string, opts FileOptions, sink func(Result) error) (Totals, error) {
	var t Totals
	if err := charset.Check(opts.Encoding); err != nil {
		return t, err
	}
	if opts.Format != "" {
		if _, err := formats.Lookup(opts.Format); err != nil {
			return t, err
		}
	}
	if len(names) == 0 {
		names = []string{Stdin}
	}
	counted := func(r Result) error {
		t.add(r)
		return sink(r)
	}
	opts.Progress = serialized(opts.Progress)
	opts.watch = opts.Writing.watcher()
	var stdin turns // standard input's
	err := run(func(yield func(*stream) bool) {
		for _, name := range names {
			if !fileStreams(name, opts, &stdin, counted, yield) {
				return
			}
		}
	}, opts.Jobs, opts.Waiting)
	return t, err
}

// serialized has the calls of f, from any goroutine, made one at a time
// (files are read at once on many); nil for nil.
func serialized(f func(int)) func(int) {
	if f == nil {
		return nil
	}
	var mu sync.Mutex
	return func(n int) {
		mu.Lock()
		defer mu.Unlock()
		f(n)
	}
}

// fileStreams yields the stream of one file, or of every file in a zip
// archive (zipStreams); false once yield says to stop. Standard input is
// read by its streams in turn (stdin): named twice, it is read to its
// end the first time, as a file is.
func fileStreams(name string, opts FileOptions, stdin *turns, sink func(Result) error, yield func(*stream) bool) bool {
	switch {
	case name == Stdin:
		wait, done := stdin.take()
		return yield(fileStream(stdinName, opts, func() (io.Reader, func(), error) {
			if wait != nil {
				<-wait
			}
			r, _, err := open(name, opts)
			return r, done, err
		}, sink))
	case IsZip(name):
		return zipStreams(name, opts, sink, yield)
	}
	return yield(fileStream(name, opts, func() (io.Reader, func(), error) { return open(name, opts) }, sink))
}

// turns has the streams that read one reader take it in turn.
type turns struct{ last chan struct{} }

// take gives the next stream's turn: what it waits on before reading
// (nil: nothing), and what it calls once done.
func (t *turns) take() (wait <-chan struct{}, done func()) {
	mine := make(chan struct{})
	wait, t.last = t.last, mine
	return wait, func() { close(mine) }
}

// stdinName is what diagnostics call standard input.
const stdinName = "<stdin>"

// fileStream referees the records of the file named file, whose text
// opener opens (an error: the file cannot be read), and hands the
// results to sink: those of its records, then one for a file that cannot
// be read to its end or holds no record (and one before that for bytes
// not in its encoding in a file without records).
func fileStream(file string, opts FileOptions, opener func() (io.Reader, func(), error), sink func(Result) error) *stream {
	f := newInput(file, opts)
	fileOpts := f.options()
	seen := 0
	label := func(r *Result) { r.File, r.Format, r.Game = file, f.format.Name, fileOpts.Game }
	return &stream{
		open: func() (source, func(), error) {
			r, done, err := opener()
			if err != nil {
				return nil, done, err
			}
			src, err := f.source(r)
			return src, done, err
		},
		opts: fileOpts, reuse: fileOpts.Verdicts || opts.Writing != nil, prepare: opts.onWorkers(label),
		sink: func(res Result) error {
			seen++
			label(&res)
			if err := opts.Writing.write(&res); err != nil {
				return err
			}
			return sink(res)
		},
		end: func(err error) error {
			switch {
			case err != nil:
				return sink(Result{File: file, Problem: Unreadable(file, err)})
			case seen > 0:
				return nil
			}
			return f.empty(sink)
		},
	}
}

// empty hands sink the problems of a file without records: bytes not in
// its encoding, if any, and its holding no record.
func (f *input) empty(sink func(Result) error) error {
	if f.decoded != nil {
		if faults := f.decoded.Take(math.MaxInt); len(faults) > 0 {
			d := FromFault(foldFaults(faults, 1)[0], 0)
			if err := sink(Result{File: f.name, Problem: &d}); err != nil {
				return err
			}
		}
	}
	return sink(Result{File: f.name, Problem: &Diagnostic{Pos: notation.Pos{File: f.name}, Code: CodeNoRecords, Reason: "no records found"}})
}

// write writes the result's record, when w is set (and the result is a
// record's) and its Keep keeps it, and leaves its verdict.
func (w *Writing) write(r *Result) error {
	if w == nil || r.Problem != nil {
		return nil
	}
	if w.Keep != nil && !w.Keep(*r) {
		r.Skipped = true
		r.toVerdict()
		return nil
	}
	written, err := w.writeOut(r)
	switch {
	case notation.IsRefusal(err):
		r.Refusal = err
	case err != nil:
		return err
	}
	r.Written = written
	r.toVerdict()
	return nil
}

// toVerdict leaves of the result its verdict: its report's diagnostics,
// not its record or report.
func (r *Result) toVerdict() {
	if r.Report != nil {
		r.verdict = r.Report.Diagnostics
	}
	r.Record, r.Report = nil, nil
}

// Unread tells whether the result's record was given to a writer as one
// that could not be read (Result.Entry): it could not be read, or its
// bytes are not all in its file's encoding.
func (r Result) Unread() bool { return r.ReadErr != nil || len(r.Encoding) > 0 }

// open opens a file to read ("-": standard input), refusing
// directories; done closes it.
func open(name string, opts FileOptions) (r io.Reader, done func(), err error) {
	if name == Stdin {
		if opts.In == nil {
			return nil, nil, errors.New("no standard input")
		}
		return opts.In, nil, nil
	}
	file, err := OpenFile(name)
	if err != nil {
		return nil, nil, err
	}
	if fi, err := file.Stat(); err == nil && fi.Mode().IsRegular() {
		r, done := ahead(file, func() { file.Close() })
		return r, done, nil
	}
	return file, func() { file.Close() }, nil // a pipe or a device: its reads may wait
}

// ahead has the stream r (a regular file, or an archive entry: a stream
// whose reads end) read ahead on a goroutine of its own (readahead); done
// stops that, then closes r.
func ahead(r io.Reader, close func()) (io.Reader, func()) {
	ra := readahead.New(r, readSize)
	return ra, func() {
		ra.Stop()
		close()
	}
}

// OpenFile opens a file of records to read, refusing directories.
func OpenFile(path string) (*os.File, error) {
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

// input is one file being read.
type input struct {
	name    string
	opts    FileOptions
	format  notation.Format
	decoded *charset.Reader
}

// newInput is the file named name, to read in the format its name or the
// options give.
func newInput(name string, opts FileOptions) *input {
	f := &input{name: name, opts: opts, format: formats.ByFile(name)}
	if opts.Format != "" {
		f.format, _ = formats.Lookup(opts.Format) // checked by Files
	}
	f.format.GetReady()
	return f
}

// source gives the records of r, decoded from the encoding, in the file's
// format, each with the bytes of its text not in the encoding
// (withFaults); in chunks where the format can be cut in chunks
// (chunker).
func (f *input) source(r io.Reader) (source, error) {
	_, readAhead := r.(*readahead.Reader)
	if f.opts.Progress != nil {
		r = progressReader{r: r, seen: f.opts.Progress}
	}
	if !readAhead {
		r = bufio.NewReaderSize(r, readSize)
	}
	decoded, err := charset.NewReader(r, f.name, f.opts.Encoding)
	if err != nil {
		return nil, err
	}
	decoded.Advise = f.opts.EncodingAdvice
	f.decoded = decoded
	if f.format.Chunks != nil {
		return newChunker(decoded, f.name, f.format.Chunks), nil
	}
	return records{withFaults(f.format.Reader(decoded, f.name), decoded)}, nil
}

// readSize is how much of a file one read asks for at most: the pieces
// the readers take (a chunk's 16 KiB) are copied from there. The system's
// read costs as much for 8 KiB as for 64 (reading a 150 MB file in 8 KiB
// reads takes three times as long as in 64 KiB ones); a file's reads run
// on a goroutine of their own (ahead), an archive entry's with its
// inflating.
const readSize = 128 << 10

// faulted is a record whose text holds bytes not in its file's encoding.
type faulted struct {
	notation.Unparsed
	faults []charset.Fault
}

// maxFaultsShown bounds the faults a record reports one by one; those
// after are counted on the last (charset.Fault.More).
const maxFaultsShown = 10

// faultsShown is how many of a record's faults it reports one by one:
// where the whole file is in another encoding than it is read in, one
// says it (and counts the others); stray bytes are each to be fixed.
func faultsShown(first charset.Fault) int {
	if first.Decoded == "" && first.Guess != charset.Stray {
		return 1
	}
	return maxFaultsShown
}

// withFaults gives each record of src the faults of its text that dec
// found: those from where it starts to where the next one does (the first
// record's from the start of the file, the last's to its end). A record is
// handed on once the next is read, or the end of the file, when its faults
// are all known.
func withFaults(src notation.Reader, dec *charset.Reader) notation.Reader {
	return &faultsReader{src: src, dec: dec}
}

// faultsReader is withFaults's reader.
type faultsReader struct {
	src  notation.Reader
	dec  *charset.Reader
	held notation.Unparsed
	end  error // what src gave after the last record
}

// Next gives the record held, with its faults, once the next is read.
func (r *faultsReader) Next() (notation.Unparsed, error) {
	for r.held == nil {
		if r.end != nil {
			return nil, r.end
		}
		r.held, r.end = r.src.Next()
	}
	u, err := r.src.Next()
	before := math.MaxInt
	if err == nil {
		before = u.Start().Offset
	}
	out := r.held
	if faults := r.dec.Take(before); len(faults) > 0 {
		out = faulted{Unparsed: r.held, faults: foldFaults(faults, faultsShown(faults[0]))}
	}
	r.held, r.end = u, err
	return out, nil
}

// foldFaults keeps at most most faults, the others counted on the last.
func foldFaults(faults []charset.Fault, most int) []charset.Fault {
	if len(faults) <= most {
		return faults
	}
	kept := faults[:most]
	for _, f := range faults[most:] {
		kept[most-1].More += 1 + f.More
	}
	return kept
}

// options are the referee's options for the file: the game of records
// without a Game tag is the one the file's ending names, else the
// options'.
func (f *input) options() Options {
	o := f.opts.Options
	if g, ok := notation.GameByFile(f.name); ok {
		o.Game = g.Name()
	} else if f.format.Game != "" && o.Game == "" {
		o.Game = f.format.Game
	}
	return o
}

// Unreadable turns an error opening or reading a file into a diagnostic
// about the file.
func Unreadable(name string, err error) *Diagnostic {
	var perr *os.PathError
	switch {
	case errors.As(err, &perr):
		return &Diagnostic{Pos: notation.Pos{File: name}, Code: CodeUnreadable, Reason: "cannot " + perr.Op + ": " + perr.Err.Error()}
	}
	return &Diagnostic{Pos: notation.Pos{File: name}, Code: CodeUnreadable, Reason: fmt.Sprint(err)}
}

// progressReader tells what it reads.
type progressReader struct {
	r    io.Reader
	seen func(int)
}

func (p progressReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	p.seen(n)
	return n, err
}
