package main

import (
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/charset"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

// Shell completion (`arbiter completion bash|zsh|fish|powershell`, cobra's)
// completes the values of the flags below from the registries: games,
// variants, rule options, input formats, encodings and schemas.

// completeValues completes a flag with fixed values.
func completeValues(cmd *cobra.Command, flag string, values []string) {
	cmd.RegisterFlagCompletionFunc(flag, cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp))
}

// completeGameFlags completes --game, and --variant and --rules for the
// games the command line names (--game, the files' endings), else for
// every game.
func completeGameFlags(cmd *cobra.Command, g *gameFlags) {
	cmd.RegisterFlagCompletionFunc("game", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		var names []string
		for _, game := range notation.Games() {
			names = append(names, strings.ToLower(game.Name()))
		}
		return names, cobra.ShellCompDirectiveNoFileComp
	})
	cmd.RegisterFlagCompletionFunc("variant", func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
		var names []string
		for _, game := range g.named(args) {
			for _, v := range game.Variants() {
				names = append(names, v.Name+"\t"+v.Doc)
			}
		}
		return names, cobra.ShellCompDirectiveNoFileComp
	})
	cmd.RegisterFlagCompletionFunc("rules", func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
		var opts []string
		for _, game := range g.named(args) {
			for _, o := range game.Options() {
				for _, v := range o.Values {
					opts = append(opts, o.Key+"="+v+"\t"+o.Doc)
				}
			}
		}
		return opts, cobra.ShellCompDirectiveNoFileComp
	})
}

// named gives the games the command line names: --game and the endings of
// the files, else every game.
func (g *gameFlags) named(files []string) []notation.Game {
	var games []notation.Game
	if game, err := notation.LookupGame(g.game); err == nil {
		games = append(games, game)
	}
	for _, f := range files {
		if game, ok := notation.GameByFile(f); ok {
			games = append(games, game)
		}
	}
	if len(games) == 0 {
		return notation.Games()
	}
	return games
}

// completeFileFlags completes --from and --encoding.
func completeFileFlags(cmd *cobra.Command) {
	cmd.RegisterFlagCompletionFunc("from", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		var names []string
		for _, f := range formats.All() {
			if f.Reads() {
				names = append(names, f.Name+"\t"+f.Doc)
			}
		}
		return names, cobra.ShellCompDirectiveNoFileComp
	})
	completeValues(cmd, "encoding", charset.Names())
}

// completeSchemas completes the schema command's argument.
func completeSchemas(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return schemas.Names(), cobra.ShellCompDirectiveNoFileComp
}
