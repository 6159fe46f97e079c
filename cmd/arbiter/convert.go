package main

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/spf13/cobra"
)

// recordWriter writes converted records in one output format.
type recordWriter interface {
	write(rep *referee.Report, game string) error
	close() error
}

func newConvert(std *IO) *cobra.Command {
	var g fileFlags
	var to, out string
	var jobs int
	cmd := &cobra.Command{
		Use:   "convert FILE... --to text|json|sgf|jfen [--from FORMAT] [-o OUT]",
		Short: "Rewrite records in canonical text or JSON, from any format Arbiter reads",
		Long: `Rewrites records in canonical text (long-form turns, turn numbers counted one
by one) or in JSON. Nothing the input held is dropped: comments, annotations,
variations and unknown tags are kept, also in records with illegal turns.
The input format comes from --from, else the file ending (.json, .sgf, ...),
else text. With -o the output replaces OUT only once it is complete, and only
when every input could be read (else the exit status is 2 and OUT is left
as it was).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			newWriter, err := newRecordWriter(to)
			if err != nil {
				return usageError{err}
			}
			if err := g.check(args); err != nil {
				return err
			}
			var bad, illegal int
			shown := progress{std: std}
			diags := diagnostics{std: std, progress: &shown}
			if n := checkReadable(args, diags.print); n > 0 {
				return fmt.Errorf("%d of the files could not be read; nothing was written", n)
			}
			b := batch{std: std, flags: &g, jobs: jobs, canonical: true, report: diags.print, progress: &shown}
			err = withOutput(std, out, func(w io.Writer) error {
				rw := newWriter(w)
				err := b.run(args, func(res referee.Result, opts referee.Options) error {
					shown.tick()
					var perr *notation.Error
					if errors.As(res.Err, &perr) {
						bad++
						diags.print(referee.FromSyntax(perr))
						return nil
					}
					if res.Report.Errors() > 0 {
						illegal++
					}
					written, err := writeRecord(std, rw, res.Report, gameOf(res.Report, opts))
					if !written {
						bad++
					}
					return err
				})
				if err != nil {
					return err
				}
				if b.unreadable > 0 {
					return errUnwritten(out, b.unreadable)
				}
				return rw.close()
			})
			shown.clear()
			if err != nil {
				return err
			}
			if illegal > 0 {
				fmt.Fprintf(std.Err, "arbiter: %d records hold errors; they are converted as written ('arbiter validate' tells what is wrong)\n", illegal)
			}
			if bad > 0 || b.empty > 0 {
				return errRecords
			}
			return nil
		},
	}
	g.add(cmd)
	cmd.Flags().StringVar(&to, "to", "text", "output format: text, json, or a foreign format (sgf for YINSH, jfen for Jungle)")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	cmd.Flags().IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "records converted at once")
	completeValues(cmd, "to", append([]string{"text", "json"}, writtenFormats()...))
	return cmd
}

// errUnwritten says that the output was not written because some input
// could not be read.
func errUnwritten(out string, unreadable int) error {
	if out == "" || out == "-" {
		return fmt.Errorf("%d of the files could not be read; the output is incomplete", unreadable)
	}
	return fmt.Errorf("%d of the files could not be read; %s was not written", unreadable, out)
}

// gameOf names a report's game for JSON: the engine's name when the game
// is known, else what the record or the command line said.
func gameOf(rep *referee.Report, opts referee.Options) string {
	switch {
	case rep.Game.Engine != nil:
		return rep.Game.Engine.Name()
	case rep.Record.GameName() != "":
		return rep.Record.GameName()
	case opts.Game != "":
		return opts.Game
	}
	return "unknown"
}

// newRecordWriter returns the maker of writers of the format --to names:
// text, json, or a foreign format Arbiter writes (sgf, jfen).
func newRecordWriter(to string) (func(io.Writer) recordWriter, error) {
	switch to {
	case "text":
		return func(w io.Writer) recordWriter { return &textRecords{w: w} }, nil
	case "json":
		return func(w io.Writer) recordWriter { return &jsonRecords{w: notation.NewJSONWriter(w)} }, nil
	}
	f, err := notation.LookupFormat(to)
	if err != nil || f.Create == nil {
		return nil, fmt.Errorf("--to %s: convert writes text, json, %s", to, strings.Join(writtenFormats(), ", "))
	}
	return func(w io.Writer) recordWriter { return foreignRecords{f.Create(w)} }, nil
}

// writtenFormats names the foreign formats convert writes.
func writtenFormats() []string {
	var names []string
	for _, f := range notation.Formats() {
		if f.Create != nil {
			names = append(names, f.Name)
		}
	}
	return names
}

// writeRecord writes one record. A record the format cannot hold is
// reported and the conversion goes on: as an error when it was not written
// (written is false), as a note when it was written without what the
// format cannot hold. The error is a failure to write the output.
func writeRecord(std *IO, rw recordWriter, rep *referee.Report, game string) (written bool, err error) {
	err = rw.write(rep, game)
	var lost *notation.LostError
	var refused *notation.Error
	switch {
	case errors.As(err, &lost):
		fmt.Fprintln(std.Err, referee.Diagnostic{Pos: lost.Pos, Record: lost.Record, Severity: referee.Note,
			Reason: fmt.Sprintf("%s cannot hold %s, left out", lost.Format, lost.What)})
		return true, nil
	case errors.As(err, &refused):
		fmt.Fprintln(std.Err, referee.Diagnostic{Pos: refused.Pos, Record: refused.Record, Reason: refused.Msg})
		return false, nil
	}
	return err == nil, err
}

// foreignRecords writes a foreign format.
type foreignRecords struct{ w notation.RecordWriter }

func (f foreignRecords) write(rep *referee.Report, _ string) error {
	return f.w.Write(rep.Record, func(t *notation.Turn) engines.Move { return rep.Moves[t] })
}

func (f foreignRecords) close() error { return f.w.Close() }

// textRecords writes canonical text, records separated by blank lines.
type textRecords struct {
	w io.Writer
	n int
}

func (t *textRecords) write(rep *referee.Report, _ string) error {
	if err := t.separate(); err != nil {
		return err
	}
	return notation.Write(t.w, rep.Record)
}

// writeAsWritten writes a record's text as it was written in its file.
func (t *textRecords) writeAsWritten(text string) error {
	if err := t.separate(); err != nil {
		return err
	}
	_, err := io.WriteString(t.w, strings.TrimRight(text, " \t\r\n")+"\n")
	return err
}

// separate puts a blank line before every record but the first.
func (t *textRecords) separate() error {
	t.n++
	if t.n == 1 {
		return nil
	}
	_, err := io.WriteString(t.w, "\n")
	return err
}

func (t *textRecords) close() error { return nil }

// jsonRecords writes a JSON records document.
type jsonRecords struct{ w *notation.JSONWriter }

func (j *jsonRecords) write(rep *referee.Report, game string) error {
	moves := func(t *notation.Turn) engines.Move { return rep.Moves[t] }
	rec, err := notation.ToJSON(rep.Record, game, moves)
	if err != nil {
		return err
	}
	return j.w.Write(rec)
}

func (j *jsonRecords) close() error { return j.w.Close() }
