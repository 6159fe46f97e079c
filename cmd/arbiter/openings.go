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
	var minGames int
	tree := openings.Openings{}
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
			switch {
			case !slices.Contains(openingsFormats, format):
				return usagef("--format must be text, json or html, not %q", format)
			case tree.Depth < 1:
				return usagef("--depth must be at least 1, not %d", tree.Depth)
			case minGames < 1:
				return usagef("--min must be at least 1, not %d", minGames)
			}
			if err := g.check(args); err != nil {
				return err
			}
			if err := checkOutput(out, args, nil); err != nil {
				return err
			}
			shown := progress{std: std}
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
			sum := tree.Summary(minGames)
			if err := withOutput(std, out, func(w io.Writer) error { return writeOpenings(w, format, sum) }); err != nil {
				return err
			}
			return status(totals)
		},
	}
	g.add(cmd, "records refereed")
	cmd.Flags().IntVar(&tree.Depth, "depth", 8, "how many first turns of each game are counted")
	cmd.Flags().IntVar(&minGames, "min", 1, "the fewest games a turn needs to be listed")
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
