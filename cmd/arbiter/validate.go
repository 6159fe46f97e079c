package main

import (
	"errors"
	"fmt"
	"runtime"
	"slices"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

// tally counts what validate saw, and keeps the diagnostics for JSON.
type tally struct {
	records, turns, bad int
	json                bool
	diags               []referee.JSONDiagnostic
	progress            progress
	out                 diagnostics
}

// validateFormats are the values of validate --format.
var validateFormats = []string{"text", "json"}

func newValidate(std *IO) *cobra.Command {
	var g fileFlags
	var jobs int
	var format string
	var notes bool
	cmd := &cobra.Command{
		Use:   "validate FILE... [--format text|json]",
		Short: "Replay every record, variations included, and report each problem",
		Long: `Replays every record turn by turn, variations included, and reports each
problem as file:line:col: error: ... with the record, the turn as written, the
reason and the position before the turn; remarks that do not make a record
wrong say note: instead of error:. Facts hidden from the record (Ingenious
racks) are summed up in one note per record; -v lists them. Checks turn
numbers and the declared result. A file without a single record is an error.
Exit status: 0 all records good, 1 a record has an error, 2 the command could
not run (a bad option, a file that cannot be read).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(validateFormats, format) {
				return usagef("--format must be text or json, not %q", format)
			}
			if err := g.check(args); err != nil {
				return err
			}
			t := &tally{json: format == "json", progress: progress{std: std}}
			t.out = diagnostics{std: std, progress: &t.progress, all: notes}
			b := batch{std: std, flags: &g, jobs: jobs, report: t.file, progress: &t.progress}
			err := b.run(args, func(res referee.Result, _ referee.Options) error {
				t.add(res)
				return nil
			})
			if err != nil {
				return err
			}
			if err := t.summary(std); err != nil {
				return err
			}
			switch {
			case b.unreadable > 0:
				return fmt.Errorf("%d of the files could not be read", b.unreadable)
			case t.bad > 0 || b.empty > 0:
				return errRecords
			}
			return nil
		},
	}
	g.add(cmd)
	cmd.Flags().IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "records refereed at once")
	cmd.Flags().StringVar(&format, "format", "text", "text: diagnostics on stderr; json: a report on stdout (schema report)")
	cmd.Flags().BoolVarP(&notes, "notes", "v", false, "list every fact that could not be checked, not one note per record")
	completeValues(cmd, "format", validateFormats)
	return cmd
}

// add prints one record's diagnostics and counts it.
func (t *tally) add(res referee.Result) {
	t.records++
	var perr *notation.Error
	if errors.As(res.Err, &perr) {
		t.bad++
		t.show([]referee.Diagnostic{referee.FromSyntax(perr)})
		return
	}
	rep := res.Report
	t.turns += rep.Turns
	if rep.Errors() > 0 {
		t.bad++
	}
	t.show(rep.Diagnostics)
	t.progress.tick()
}

// file reports a problem with a whole file.
func (t *tally) file(d referee.Diagnostic) { t.show([]referee.Diagnostic{d}) }

// show prints a record's diagnostics on stderr, or keeps them for the JSON
// report.
func (t *tally) show(diags []referee.Diagnostic) {
	if !t.json {
		t.out.record(diags)
		return
	}
	for _, d := range diags {
		t.diags = append(t.diags, d.JSON())
	}
}

// summary prints the summary line, or the JSON report.
func (t *tally) summary(std *IO) error {
	t.progress.clear()
	if !t.json {
		_, err := fmt.Fprintf(std.Out, "%d records, %d turns: %d ok, %d with errors\n", t.records, t.turns, t.records-t.bad, t.bad)
		return err
	}
	diags := t.diags
	if diags == nil {
		diags = []referee.JSONDiagnostic{}
	}
	b, err := schemas.Marshal("report", referee.JSONReport{Records: t.records, Turns: t.turns,
		OK: t.records - t.bad, WithErrors: t.bad, Diagnostics: diags})
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(std.Out, "%s\n", b)
	return err
}
