package main

import (
	"io"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/spf13/cobra"
)

func newGenerate(std *IO) *cobra.Command {
	var g gameFlags
	var seed int64
	var count, maxTurns int
	var out string
	cmd := &cobra.Command{
		Use:   "generate --game G [--seed S] [--count N] [-o OUT]",
		Short: "Write random legal games (the same seed gives the same games), for tests and benchmarks",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			named := namedByOutput(out)
			switch {
			case g.game == "":
				return usagef("generate needs --game")
			case count < 1:
				return usagef("--count must be 1 or more, not %d", count)
			case maxTurns < 0:
				return usagef("--max-turns must be 0 or more, not %d", maxTurns)
			case named != "":
				return usagef("generate writes canonical text, but -o %s names %s: write it through convert, arbiter generate --game %s ... | arbiter convert - --to %s -o %s", out, named, g.game, named, out)
			}
			game, err := notation.LookupGame(g.game)
			if err != nil {
				return err
			}
			setup := engines.Setup{Variant: g.variant, Rules: g.rules}
			return withOutput(std, out, func(w io.Writer) error {
				for i := 0; i < count; i++ {
					rec, err := notation.Generate(game, seed+int64(i), setup, maxTurns)
					if err != nil {
						return err
					}
					if i > 0 {
						io.WriteString(w, "\n")
					}
					if err := text.Write(w, rec); err != nil {
						return err
					}
				}
				return nil
			})
		},
	}
	g.add(cmd)
	cmd.Flags().Int64Var(&seed, "seed", 1, "seed of the first game; game i uses seed+i")
	cmd.Flags().IntVar(&count, "count", 1, "how many games")
	cmd.Flags().IntVar(&maxTurns, "max-turns", 1000, "stop a game after this many turns")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	return cmd
}
