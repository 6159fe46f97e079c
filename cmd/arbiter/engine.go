package main

import (
	"context"
	"os/signal"
	"syscall"

	"github.com/arbiter-games/arbiter/engines/player"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/protocol"
	"github.com/arbiter-games/arbiter/notation/protocol/sparring"
	"github.com/spf13/cobra"
)

func newEngine(std *IO) *cobra.Command {
	var game string
	var level int
	var seed int64
	cmd := &cobra.Command{
		Use:   "engine [--game G] [--level N] [--seed S]",
		Short: "Play as an engine over the engine protocol (standard input and output)",
		Long: `Runs Arbiter's own player as an engine program: it reads the protocol of
docs/engine-protocol.md on standard input and answers on standard output,
as arbiter match and other referees expect. --game is the game played
until the referee names one (setoption name Game). Levels: 0 plays a
random legal turn, 1 the best turn one turn deep (greedy), 2 and up search
deeper (see docs/match.md); the referee may set the options Level and
Seed.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if level < 0 || level > player.MaxLevel {
				return usagef("--level goes from 0 to %d, not %d", player.MaxLevel, level)
			}
			if seed < 0 {
				return usagef("--seed must be 0 or more, not %d", seed)
			}
			var g notation.Game
			if game != "" {
				var err error
				if g, err = notation.LookupGame(game); err != nil {
					return usagef("--game: %w", err)
				}
			}
			ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			return protocol.Serve(ctx, std.In, std.Out, sparring.Engine(g, level, seed))
		},
	}
	cmd.Flags().StringVar(&game, "game", "", "the game played until the referee names one")
	cmd.Flags().IntVar(&level, "level", player.DefaultLevel, "how strong it plays: 0 random, 1 greedy, 2 and up searching deeper")
	cmd.Flags().Int64Var(&seed, "seed", 1, "the seed of its random choices")
	return cmd
}
