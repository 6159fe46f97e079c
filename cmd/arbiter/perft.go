package main

import (
	"fmt"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/spf13/cobra"
)

func newPerft(std *IO) *cobra.Command {
	var g gameFlags
	var position string
	var depth int
	var divide bool
	cmd := &cobra.Command{
		Use:   "perft --game G [--variant V] [--rules R] [--position P] --depth D [--divide]",
		Short: "Count the turn tree of a position to a depth",
		Long: `Counts the leaves of the tree of complete turns below a position (the start
position unless --position is given). With --divide, each first turn is
listed with its count. The last line printed is the count alone.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if g.game == "" {
				return usagef("perft needs --game (one of the games that 'arbiter games' lists)")
			}
			if depth < 0 {
				return usagef("--depth must be 0 or more, not %d", depth)
			}
			game, err := notation.LookupGame(g.game)
			if err != nil {
				return err
			}
			pos, err := game.New(engines.Setup{Variant: g.variant, Rules: g.rules, Position: position})
			if err != nil {
				return err
			}
			if !divide || depth == 0 {
				fmt.Fprintln(std.Out, pos.Perft(depth))
				return nil
			}
			var total uint64
			for _, c := range pos.Divide(depth) {
				fmt.Fprintf(std.Out, "%s %d\n", c.Move, c.Nodes)
				total += c.Nodes
			}
			fmt.Fprintln(std.Out, total)
			return nil
		},
	}
	g.add(cmd)
	cmd.Flags().StringVar(&position, "position", "", "the position string to start from (default: the start position)")
	cmd.Flags().IntVar(&depth, "depth", 1, "how many turns deep to count")
	cmd.Flags().BoolVar(&divide, "divide", false, "list each first turn with its count")
	return cmd
}
