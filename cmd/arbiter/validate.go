package main

import (
	"fmt"
	"slices"

	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

// validateFormats are the values of validate --format.
var validateFormats = []string{"text", "json"}

func newValidate(std *IO) *cobra.Command {
	var g fileFlags
	var format string
	var notes bool
	cmd := &cobra.Command{
		Use:   "validate FILE... [--format text|json]",
		Short: "Replay every record, variations included, and report each problem",
		Long: `Replays every record turn by turn, variations included, and reports each
problem as file:line:col: error: ... with the record, the turn as written, the
reason and the position before the turn; remarks that do not make a record
wrong say note: instead of error:. Facts hidden from the record (the hands
dealt` + lead(" in ", andNames(gamesWith(deals))) + `) are summed up in one note per
record; -v lists them. Checks turn numbers and the declared result. A file
without a single record is an error. --format json writes a report on
stdout instead (schema report), each diagnostic with its code
(docs/codes.md). Exit status: 0 all records good, 1 a record has an error,
2 the command could not run (a bad option, a file that cannot be read).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(validateFormats, format) {
				return usagef("--format must be text or json, not %q", format)
			}
			if err := g.check(args); err != nil {
				return err
			}
			shown := progress{std: std}
			out := shown.diagnostics()
			out.all = notes
			var diags []referee.DiagnosticJSON
			opts := g.options(std)
			opts.Verdicts = true // the sink keeps only the diagnostics and counts
			totals, err := g.read(std, args, opts, &shown, func(res referee.Result) error {
				switch {
				case format == "json":
					for _, d := range res.Diagnostics() {
						diags = append(diags, d.JSON())
					}
				default:
					out.record(res.Diagnostics())
				}
				return nil
			})
			if err != nil {
				return err
			}
			if err := validateSummary(std, format, totals, diags); err != nil {
				return err
			}
			return status(totals)
		},
	}
	g.add(cmd, "records refereed")
	cmd.Flags().StringVar(&format, "format", "text", "text: diagnostics on stderr; json: a report on stdout (schema report)")
	cmd.Flags().BoolVarP(&notes, "notes", "v", false, "list every fact that could not be checked, not one note per record")
	completeValues(cmd, "format", validateFormats)
	return cmd
}

// validateSummary prints the summary line, or the JSON report.
func validateSummary(std *IO, format string, t referee.Totals, diags []referee.DiagnosticJSON) error {
	if format == "text" {
		_, err := fmt.Fprintf(std.Out, "%d records, %d turns: %d ok, %d with errors\n", t.Records, t.Turns, t.OK(), t.Failed)
		return err
	}
	if diags == nil {
		diags = []referee.DiagnosticJSON{}
	}
	b, err := schemas.Marshal("report", referee.ReportJSON{Records: t.Records, Turns: t.Turns,
		OK: t.OK(), WithErrors: t.Failed, Diagnostics: diags})
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(std.Out, "%s\n", b)
	return err
}
