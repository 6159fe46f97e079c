package main

import (
	"fmt"
	"io"
	"runtime"

	"github.com/arbiter-games/arbiter/archive"
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
			if format != "text" && format != "json" {
				return fmt.Errorf("--format must be text or json, not %q", format)
			}
			if stats.OpeningTurns < 1 {
				return fmt.Errorf("--opening must be at least 1, not %d", stats.OpeningTurns)
			}
			shown := progress{std: std}
			_, err := eachFile(std, args, func(name string, r io.Reader) error {
				src, err := g.records(name, r)
				if err != nil {
					return err
				}
				opts := g.options(name)
				opts.Canonical = true
				return referee.Run(src, opts, jobs, func(res referee.Result) error {
					shown.tick()
					stats.Add(res)
					return nil
				})
			})
			shown.clear()
			if err != nil {
				return err
			}
			sum := stats.Summary()
			if format == "text" {
				return sum.WriteText(std.Out)
			}
			b, err := schemas.Marshal("stats", sum)
			if err != nil {
				return err
			}
			_, err = std.Out.Write(append(b, '\n'))
			return err
		},
	}
	g.add(cmd)
	cmd.Flags().StringVar(&format, "format", "text", "text, or json (schema stats)")
	cmd.Flags().IntVar(&stats.OpeningTurns, "opening", 2, "how many first turns make an opening")
	cmd.Flags().IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "records refereed at once")
	return cmd
}
