package main

import (
	"errors"
	"fmt"
	"io"
	"runtime"

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
}

func newValidate(std *IO) *cobra.Command {
	var g fileFlags
	var jobs int
	var format string
	cmd := &cobra.Command{
		Use:   "validate FILE... [--format text|json]",
		Short: "Replay every record, variations included, and report each problem",
		Long: `Replays every record turn by turn, variations included, and reports each
problem as file:line:col with the record, the turn as written, the reason and
the position before the turn. Checks turn numbers and the declared result.
Exit status: 0 all records good, 1 a record has an error, 2 the command could
not run.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return fmt.Errorf("--format must be text or json, not %q", format)
			}
			t := tally{json: format == "json", progress: progress{std: std}}
			unreadable, err := eachFile(std, args, func(name string, r io.Reader) error {
				src, err := g.records(name, r)
				if err != nil {
					return err
				}
				return referee.Run(src, g.options(name), jobs, func(res referee.Result) error {
					t.add(std, res)
					return nil
				})
			})
			if err != nil {
				return err
			}
			if err := t.summary(std); err != nil {
				return err
			}
			switch {
			case unreadable > 0:
				return fmt.Errorf("%d files could not be read", unreadable)
			case t.bad > 0:
				return errRecords
			}
			return nil
		},
	}
	g.add(cmd)
	cmd.Flags().IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "records refereed at once")
	cmd.Flags().StringVar(&format, "format", "text", "text: diagnostics on stderr; json: a report on stdout (schema report)")
	return cmd
}

// add prints one record's diagnostics and counts it.
func (t *tally) add(std *IO, res referee.Result) {
	t.records++
	var perr *notation.Error
	if errors.As(res.Err, &perr) {
		t.bad++
		t.print(std, referee.FromSyntax(perr))
		return
	}
	rep := res.Report
	t.turns += rep.Turns
	if rep.Errors() > 0 {
		t.bad++
	}
	for _, d := range rep.Diagnostics {
		t.print(std, d)
	}
	t.progress.tick()
}

// print shows a diagnostic on stderr, or keeps it for the JSON report.
func (t *tally) print(std *IO, d referee.Diagnostic) {
	if t.json {
		t.diags = append(t.diags, d.JSON())
		return
	}
	t.progress.clear()
	fmt.Fprintln(std.Err, d)
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
