package main

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"runtime"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/spf13/cobra"
)

// recordWriter writes converted records in one output format.
type recordWriter interface {
	write(rep *referee.Report, game string) error
	close() error
}

// rawWriter is a recordWriter that can keep a record that could not be
// read as written (text, JSON).
type rawWriter interface {
	writeRaw(err *notation.Error, game string) error
}

func newConvert(std *IO) *cobra.Command {
	var g fileFlags
	var to, out, numbers string
	var positions bool
	var jobs int
	cmd := &cobra.Command{
		Use:   "convert FILE... --to text|json|sgf|jfen [--from FORMAT] [--numbers turns|chess] [-o OUT]",
		Short: "Rewrite records in canonical text or JSON, from any format Arbiter reads",
		Long: `Rewrites records in canonical text (long-form turns, turn numbers counted one
by one) or in JSON. Nothing the input held is dropped: comments, annotations,
variations and unknown tags are kept, also in records with illegal turns.
Records that cannot be read are kept as written (in JSON: their raw text
and the error). Turn numbers keep the record's style (chess numbering where a
Jungle record uses it) unless --numbers says turns or chess. Exit status 1
when a record holds an error; its record is still written.
The input format comes from --from, else the file ending (.json, .sgf, ...),
else text. With -o the output replaces OUT only once it is complete, and only
when every input could be read (else the exit status is 2 and OUT is left
as it was).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			newWriter, err := newRecordWriter(to, positions)
			if err != nil {
				return usageError{err}
			}
			if err := g.check(args); err != nil {
				return err
			}
			style, err := referee.ParseNumbering(numbers)
			if err != nil {
				return usageError{fmt.Errorf("--numbers: %w", err)}
			}
			var n convertCount
			shown := progress{std: std}
			diags := diagnostics{std: std, progress: &shown}
			b := batch{std: std, flags: &g, jobs: jobs, canonical: true, numbers: style, report: diags.print, progress: &shown}
			err = b.write(args, out, newWriter, func(rw recordWriter, res referee.Result, opts referee.Options) error {
				n.records++
				var perr *notation.Error
				if errors.As(res.Err, &perr) {
					diags.print(referee.FromSyntax(perr))
					return n.keep(rw, perr, opts)
				}
				n.numbering(res.Report, style)
				written, err := writeRecord(std, rw, res.Report, gameOf(res.Report, opts))
				switch {
				case !written:
					n.lost++
				case res.Report.Errors() > 0:
					n.illegal++
				}
				return err
			}, n.numberingError)
			if err != nil {
				return err
			}
			if n.summary(std) || b.empty > 0 {
				return errRecords
			}
			return nil
		},
	}
	g.add(cmd)
	cmd.Flags().StringVar(&to, "to", "text", "output format: text, json, ndjson (JSON lines), or a foreign format (sgf for YINSH, jfen for Jungle)")
	cmd.Flags().BoolVar(&positions, "positions", false, "json, ndjson: give every turn accepted, variations included, the position string and board after it")
	cmd.Flags().StringVar(&numbers, "numbers", "", "turn numbers: turns (counted one by one) or chess (12. a b, two-player games); default: the record's style")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	cmd.Flags().IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "records converted at once")
	completeValues(cmd, "to", writtenFormats())
	completeValues(cmd, "numbers", []string{"turns", "chess"})
	return cmd
}

// convertCount counts the records convert saw: all, those with errors in
// play (converted as written), those that could not be read (kept as
// written), and those not written: unreadable with no text to keep (JSON
// cut short, a foreign format's broken game) or refused by the output
// format (reported each).
type convertCount struct {
	records, illegal, unread, lost int
	// unnumbered counts the records that could not be numbered as asked,
	// by the reason.
	unnumbered map[string]int
}

// keep writes a record that could not be read as written, where the output
// format and the record's source allow.
func (n *convertCount) keep(rw recordWriter, err *notation.Error, opts referee.Options) error {
	raw, ok := rw.(rawWriter)
	if !ok || err.Raw == "" {
		n.lost++
		return nil
	}
	n.unread++
	return raw.writeRaw(err, rawGame(err, opts))
}

// numbering counts a record whose game cannot be numbered as asked.
func (n *convertCount) numbering(rep *referee.Report, style referee.Numbering) {
	if rep.Game == nil {
		return
	}
	if err := referee.CheckNumbering(rep.Game, style); err != nil {
		if n.unnumbered == nil {
			n.unnumbered = map[string]int{}
		}
		n.unnumbered[err.Error()]++
	}
}

// numberingError tells once, for all records, that some could not be
// numbered as asked.
func (n *convertCount) numberingError() error {
	var reasons []string
	for _, reason := range slices.Sorted(maps.Keys(n.unnumbered)) {
		reasons = append(reasons, fmt.Sprintf("%s (%d records)", reason, n.unnumbered[reason]))
	}
	if reasons == nil {
		return nil
	}
	return fmt.Errorf("--numbers: %s", strings.Join(reasons, "; "))
}

// summary tells, on stderr, how many records hold errors and what became
// of them; it reports whether there are any.
func (n convertCount) summary(std *IO) bool {
	bad := n.illegal + n.unread + n.lost
	if bad == 0 {
		return false
	}
	var parts []string
	for _, p := range []struct {
		n    int
		what string
	}{{n.illegal, "with illegal turns converted as written"}, {n.unread, "that cannot be read kept as written"}, {n.lost, "not written (see above)"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	fmt.Fprintf(std.Err, "arbiter: %d records, %d with errors: %s ('arbiter validate' tells what is wrong)\n",
		n.records, bad, strings.Join(parts, ", "))
	return true
}

// rawGame names the game of a record that could not be read, for JSON:
// the one its source names, else the file ending or the command line,
// else "unknown".
func rawGame(err *notation.Error, opts referee.Options) string {
	switch {
	case err.Game != "":
		return err.Game
	case opts.Game != "":
		return opts.Game
	}
	return jsonform.UnknownGame
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
	case rep.Game != nil:
		return rep.Game.Name()
	case rep.Record.GameName() != "":
		return rep.Record.GameName()
	case opts.Game != "":
		return opts.Game
	}
	return jsonform.UnknownGame
}

// newRecordWriter returns the maker of writers of the format --to names:
// text, json, or a foreign format Arbiter writes (sgf, jfen).
func newRecordWriter(to string, positions bool) (func(io.Writer) recordWriter, error) {
	if positions && to != "json" && to != "ndjson" {
		return nil, fmt.Errorf("--positions is for --to json or ndjson")
	}
	switch to {
	case "text":
		return func(w io.Writer) recordWriter { return &textRecords{w: w} }, nil
	case "json":
		return func(w io.Writer) recordWriter {
			return &jsonRecords{w: jsonform.NewJSONWriter(w), moves: true, positions: positions}
		}, nil
	case "ndjson":
		return func(w io.Writer) recordWriter {
			return &jsonRecords{w: jsonform.NewJSONLinesWriter(w), positions: positions}
		}, nil
	}
	f, err := formats.LookupFormat(to)
	if err != nil || f.Create == nil {
		return nil, fmt.Errorf("--to %s: convert writes %s", to, strings.Join(writtenFormats(), ", "))
	}
	return func(w io.Writer) recordWriter { return foreignRecords{f.Create(w)} }, nil
}

// writtenFormats names the formats convert writes: text, json, ndjson and
// the foreign formats that have a writer.
func writtenFormats() []string {
	names := []string{"text", "json", "ndjson"}
	for _, f := range formats.Formats() {
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
type foreignRecords struct{ w formats.RecordWriter }

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
	return text.Write(t.w, rep.Record)
}

// writeAsWritten writes a record's text as it was written in its file
// (without the blank lines around it).
func (t *textRecords) writeAsWritten(raw string) error {
	if err := t.separate(); err != nil {
		return err
	}
	return text.WriteRaw(t.w, raw)
}

func (t *textRecords) writeRaw(err *notation.Error, _ string) error {
	return t.writeAsWritten(err.Raw)
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

// jsonRecords writes a JSON records document, or JSON lines; with moves,
// the turns the referee accepted carry their structured moves too, with
// positions the position and board after them.
type jsonRecords struct {
	w                *jsonform.JSONWriter
	moves, positions bool
}

func (j *jsonRecords) write(rep *referee.Report, game string) error {
	var moves func(t *notation.Turn) engines.Move
	if j.moves {
		moves = func(t *notation.Turn) engines.Move { return rep.Moves[t] }
	}
	rec, err := jsonform.ToJSON(rep.Record, game, moves)
	if err != nil {
		return err
	}
	if j.positions {
		after := referee.Positions(rep)
		jsonform.AddPositions(rep.Game, &rec, rep.Record, func(t *notation.Turn) engines.Position { return after[t] })
	}
	return j.w.Write(rec)
}

func (j *jsonRecords) writeRaw(err *notation.Error, game string) error {
	return j.w.Write(jsonform.RawToJSON(err, game))
}

func (j *jsonRecords) close() error { return j.w.Close() }
