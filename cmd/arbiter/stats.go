package main

import (
	"fmt"
	"runtime"
	"slices"

	"github.com/arbiter-games/arbiter/referee/archive"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

func newStats(std *IO) *cobra.Command {
	var g fileFlags
	var format string
	var jobs int
	stats := archive.Stats{}
	cmd := &cobra.Command{
		Use:   "stats FILE... [--format text|json] [--opening N]",
		Short: "Count what an archive holds: results, endings, lengths, openings, errors",
		Long: `Referees every record and counts, per game: records and main-line turns, the
declared results (first player, second player, draws; Ingenious by winning
seat), how the games ended (the rules' reason, agreed, unfinished), the
length distribution, and the most played openings (the first --opening
turns, in long form); and the errors by kind (the reason with places and
numbers left out). --format json writes the same (schema stats).`,
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
			b := batch{std: std, flags: &g, jobs: jobs, canonical: true, report: diagnostics{std: std, progress: &shown}.print, progress: &shown}
			err := b.run(args, func(res referee.Result, _ referee.Options) error {
				shown.tick()
				stats.Add(res)
				return nil
			})
			shown.clear()
			if err != nil {
				return err
			}
			if err := writeStats(std, format, stats.Summary()); err != nil {
				return err
			}
			switch {
			case b.unreadable > 0:
				return fmt.Errorf("%d of the files could not be read", b.unreadable)
			case b.empty > 0:
				return errRecords
			}
			return nil
		},
	}
	g.add(cmd)
	cmd.Flags().StringVar(&format, "format", "text", "text, or json (schema stats)")
	cmd.Flags().IntVar(&stats.OpeningTurns, "opening", 2, "how many first turns make an opening")
	cmd.Flags().IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "records refereed at once")
	completeValues(cmd, "format", statsFormats)
	return cmd
}

// statsFormats are the values of stats --format.
var statsFormats = []string{"text", "json"}

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
