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

// fileFlags are the flags of commands that read record files: the game
// flags and the input format.
type fileFlags struct {
	gameFlags
	from string
}

func (f *fileFlags) add(cmd *cobra.Command) {
	f.gameFlags.add(cmd)
	cmd.Flags().StringVar(&f.from, "from", "", "input format: text, json, or a foreign format (sgf, jfen); default: from the file ending, else text")
}

// records opens the records of a file in its format: --from, else the one
// its ending names, else text.
func (f *fileFlags) records(name string, r io.Reader) (referee.Source, error) {
	format := notation.FormatOf(name)
	if f.from != "" {
		var err error
		if format, err = notation.LookupFormat(f.from); err != nil {
			return nil, err
		}
	}
	return format.Records(r, name), nil
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
