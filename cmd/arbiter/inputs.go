package main

import (
	"fmt"
	"io"
	"os"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/spf13/cobra"
)

// gameFlags are the flags that choose the game and its rules.
type gameFlags struct {
	game, variant, rules string
}

func (g *gameFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&g.game, "game", "", "the game of records without a Game tag and an unknown file ending")
	cmd.Flags().StringVar(&g.variant, "variant", "", "the variant, replacing the records' Variant tag")
	cmd.Flags().StringVar(&g.rules, "rules", "", "rule options key=value,..., replacing the records' Rules tag")
}

// options are the referee options for a file: the game comes from the
// record's Game tag, else the file ending, else --game.
func (g *gameFlags) options(file string) referee.Options {
	o := referee.Options{Game: g.game, Variant: g.variant, Rules: g.rules}
	if game, ok := notation.GameByFile(file); ok {
		o.Game = game.Engine.Name()
	}
	return o
}

// eachFile calls fn with every file argument opened, "-" (or no argument)
// being standard input. A file that cannot be opened is reported and
// counted; the others go on.
func eachFile(std *IO, args []string, fn func(name string, r io.Reader) error) (unreadable int, err error) {
	if len(args) == 0 {
		args = []string{"-"}
	}
	for _, name := range args {
		if name == "-" {
			if err := fn("<stdin>", std.In); err != nil {
				return unreadable, err
			}
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(std.Err, "arbiter: %v\n", err)
			unreadable++
			continue
		}
		err = fn(name, f)
		f.Close()
		if err != nil {
			return unreadable, err
		}
	}
	return unreadable, nil
}
