package main

import (
	"io"
	"slices"

	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/openings"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

// openingsFormats are the values of openings --format.
var openingsFormats = []string{"text", "json", "html"}

func newOpenings(std *IO) *cobra.Command {
	var g fileFlags
	var format, out string
	limits := openingLimits{depthFlag: "depth", minFlag: "min"}
	cmd := &cobra.Command{
		Use:   "openings FILE... [--depth N] [--min K] [--format text|json|html] [-o OUT]",
		Short: "The tree of an archive's openings, merged by position, with counts and scores",
		Long: `Referees every record and counts, per game, the positions its main line
reaches in its first --depth turns: the tree of the archive's openings. Two
orders of turns that reach one position reach one node (a transposition).
Each turn played from a position is listed with the games that played it
there, their results for its player (won, drawn, lost, unfinished) and its
score (a win 1, a draw 1/2), and a sample game (FILE:RECORD); turns fewer
than --min games played are left out. --format json writes every position
with its key and the turns from it (schema openings); html one
self-contained page of folding lists. Every error is printed on stderr as
validate prints it; a record is counted up to its first illegal turn. Exit
status 1 when a record holds an error. See docs/openings.md.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(openingsFormats, format) {
				return usagef("--format must be text, json or html, not %q", format)
			}
			if err := limits.check(); err != nil {
				return err
			}
			if err := g.check(args); err != nil {
				return err
			}
			if err := checkOutput(out, args, nil); err != nil {
				return err
			}
			shown := progress{std: std}
			tree := openings.Openings{Depth: limits.depth}
			totals, err := g.read(std, args, g.options(std), &shown, func(res referee.Result) error {
				shown.diagnostics().errors(res.Diagnostics())
				tree.Add(res)
				return nil
			})
			if err != nil {
				return err
			}
			if totals.Unreadable > 0 {
				return errUnwritten(out, totals.Unreadable)
			}
			sum := tree.Summary(limits.min)
			if err := withOutput(std, out, func(w io.Writer) error { return writeOpenings(w, format, sum) }); err != nil {
				return err
			}
			return status(totals)
		},
	}
	g.add(cmd, "records refereed")
	limits.add(cmd, "how many first turns of each game are counted", "the fewest games a turn needs to be listed")
	cmd.Flags().StringVar(&format, "format", "text", "text, json (schema openings) or html (one self-contained page)")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	completeValues(cmd, "format", openingsFormats)
	return cmd
}

// writeOpenings writes the tree as text, JSON (schema openings) or HTML.
func writeOpenings(w io.Writer, format string, sum openings.Summary) error {
	switch format {
	case "json":
		b, err := schemas.Marshal("openings", sum)
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	case "html":
		return sum.WriteHTML(w)
	}
	return sum.WriteText(w)
}

// openingLimits are the limits of a count of openings, with the names of
// the flags that set them (openings --depth and --min, html
// --openings-depth and --openings-min): how many first turns of each game
// are counted, and the fewest games a turn needs to be shown.
type openingLimits struct {
	depthFlag, minFlag string
	depth, min         int
}

// add registers the limits' flags, 8 turns and 1 game by default.
func (l *openingLimits) add(cmd *cobra.Command, depthUsage, minUsage string) {
	cmd.Flags().IntVar(&l.depth, l.depthFlag, 8, depthUsage)
	cmd.Flags().IntVar(&l.min, l.minFlag, 1, minUsage)
}

// check refuses limits that count nothing, naming the flag as typed.
func (l *openingLimits) check() error {
	switch {
	case l.depth < 1:
		return usagef("--%s must be at least 1, not %d", l.depthFlag, l.depth)
	case l.min < 1:
		return usagef("--%s must be at least 1, not %d", l.minFlag, l.min)
	}
	return nil
}
