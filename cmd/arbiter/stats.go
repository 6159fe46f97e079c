package main

import (
	"slices"

	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/archive"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

// statsFormats are the values of stats --format.
var statsFormats = []string{"text", "json"}

func newStats(std *IO) *cobra.Command {
	var g fileFlags
	var format string
	stats := archive.Stats{}
	cmd := &cobra.Command{
		Use:   "stats FILE... [--format text|json] [--opening N]",
		Short: "Count what an archive holds: results, endings, lengths, openings, errors",
		Long: `Referees every record and counts, per game: records and main-line turns, the
declared results (first player, second player, draws; by winning seat in
games that rank their seats` + aside(andNames(gamesWith(ranks))) + `), how the games
ended (the rules' reason, agreed, unfinished), the length distribution, and
the most played openings (the first --opening turns, in long form); and the
errors by their code (docs/codes.md), each with the first of them as
validate prints it. Every error is also printed on stderr as validate prints
it (notes are not). --format json writes the same (schema stats). Exit
status 1 when a record holds an error.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(statsFormats, format) {
				return usagef("--format must be text or json, not %q", format)
			}
			if stats.OpeningTurns < 1 {
				return usagef("--opening must be at least 1, not %d", stats.OpeningTurns)
			}
			if err := g.check(args); err != nil {
				return err
			}
			shown := progress{std: std}
			opts := g.options(std)
			// each record tallied on its worker, the sink only adds up
			opts.Verdicts, opts.Ahead = true, stats.Ahead
			totals, err := g.read(std, args, opts, &shown, func(res referee.Result) error {
				shown.diagnostics().errors(res.Diagnostics())
				stats.Add(res)
				return nil
			})
			if err != nil {
				return err
			}
			if err := writeStats(std, format, stats.Summary()); err != nil {
				return err
			}
			return status(totals)
		},
	}
	g.add(cmd, "records refereed")
	cmd.Flags().StringVar(&format, "format", "text", "text, or json (schema stats)")
	cmd.Flags().IntVar(&stats.OpeningTurns, "opening", 2, "how many first turns make an opening")
	completeValues(cmd, "format", statsFormats)
	return cmd
}

// writeStats writes the summary as text or JSON (schema stats).
func writeStats(std *IO, format string, sum archive.Summary) error {
	if format == "text" {
		return sum.WriteText(std.Out)
	}
	b, err := schemas.Marshal("stats", sum)
	if err != nil {
		return err
	}
	_, err = std.Out.Write(append(b, '\n'))
	return err
}
