package main

import (
	"fmt"
	"runtime"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/charset"
	"github.com/arbiter-games/arbiter/notation/formats"
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
	completeGameFlags(cmd, g)
}

// fits checks --variant and --rules against a game.
func (g *gameFlags) fits(game engines.Game) error {
	if g.variant == "" && g.rules == "" {
		return nil
	}
	if _, err := engines.ResolveRules(game, g.variant, g.rules); err != nil {
		return usagef("--variant/--rules for %s: %w", game.Name(), err)
	}
	return nil
}

// fileFlags are the flags of commands that read record files: the game
// flags, the input format, the encoding and the workers.
type fileFlags struct {
	gameFlags
	from, encoding string
	jobs           int
	// checked holds the games --variant and --rules were checked against.
	checked map[string]bool
}

// add adds the flags; jobs names what the workers do, for --jobs' help.
func (f *fileFlags) add(cmd *cobra.Command, jobs string) {
	f.gameFlags.add(cmd)
	cmd.Flags().StringVar(&f.from, "from", "", "input format: "+joinNames(formats.ReadNames())+"; default: from the file ending, else text")
	cmd.Flags().StringVar(&f.encoding, "encoding", charset.UTF8, "the files' encoding: utf-8, euc-kr, cp949 or latin1; output is UTF-8, but -o naming an input file is written back in it")
	cmd.Flags().IntVar(&f.jobs, "jobs", runtime.GOMAXPROCS(0), jobs+" at once")
	completeFileFlags(cmd)
}

// check verifies the reading flags once, before any record is read: the
// format, the encoding, the workers, the game, and the variant and rules
// against every game known before reading (--game, the files' endings). A
// game known only from the records' Game tags is checked by fitsRecord.
func (f *fileFlags) check(files []string) error {
	if f.from != "" {
		if _, err := formats.Lookup(f.from); err != nil {
			return usagef("--from: %w", err)
		}
	}
	if err := charset.Check(f.encoding); err != nil {
		return usagef("--encoding: %w", err)
	}
	if f.jobs < 1 {
		return usagef("--jobs must be 1 or more, not %d", f.jobs)
	}
	known, err := f.known(files)
	if err != nil {
		return err
	}
	for _, g := range known {
		if err := f.fitsRecord(g); err != nil {
			return err
		}
	}
	return nil
}

// known gives the games the command line names before any record is read:
// --game and the files' endings.
func (f *fileFlags) known(files []string) ([]notation.Game, error) {
	var known []notation.Game
	if f.game != "" {
		g, err := notation.LookupGame(f.game)
		if err != nil {
			return nil, usagef("--game: %w", err)
		}
		known = append(known, g)
	}
	for _, name := range files {
		if g, ok := notation.GameByFile(name); ok {
			known = append(known, g)
		}
	}
	return known, nil
}

// fitsRecord checks --variant and --rules against the game of a record,
// once per game.
func (f *fileFlags) fitsRecord(g notation.Game) error {
	if g == nil || f.checked[g.Name()] {
		return nil
	}
	if f.checked == nil {
		f.checked = map[string]bool{}
	}
	f.checked[g.Name()] = true
	return f.fits(g)
}

// options are the referee's file options the flags give.
func (f *fileFlags) options(std *IO) referee.FileOptions {
	return referee.FileOptions{
		Options: referee.Options{Game: f.game, Variant: f.variant, Rules: f.rules},
		Format:  f.from, Encoding: f.encoding, Jobs: f.jobs, In: std.In,
		EncodingAdvice: func(guess string) string { return "try --encoding " + guess },
	}
}

// read referees the records of the file arguments ("-" or none: standard
// input) and hands each result to sink, checking --variant and --rules
// against the game of every record and showing progress on a terminal;
// the diagnostics printed meanwhile are written out whenever the run
// waits (progress.hold), and all before read returns.
func (f *fileFlags) read(std *IO, args []string, opts referee.FileOptions, shown *progress, sink func(referee.Result) error) (referee.Totals, error) {
	shown.start(args)
	opts.Progress = shown.read
	opts.Waiting = shown.hold()
	defer shown.release()
	defer shown.clear()
	return referee.Files(args, opts, func(res referee.Result) error {
		res.Reword(inFlags)
		if err := f.fitsRecord(res.Refereed); err != nil {
			return err
		}
		shown.tick()
		return sink(res)
	})
}

// noGame is what the command line says of a record that names no game
// (referee.CodeNoGame): how to name one, with a tag or a flag.
const noGame = "the record names no game: add a [Game \"...\"] tag or give --game"

// inFlags words a diagnostic as the command line does: a record that
// names no game is told of --game too.
func inFlags(d *referee.Diagnostic) {
	if d.Code == referee.CodeNoGame {
		d.Reason = noGame
	}
}

// status is the exit the contract gives what was read (docs/cli.md): 2
// when a file could not be read, 1 when a record has an error or a file
// holds none, else 0 (nil).
func status(t referee.Totals) error {
	switch {
	case t.Unreadable > 0:
		return fmt.Errorf("%d of the files could not be read", t.Unreadable)
	case t.Failed > 0 || t.Empty > 0:
		return errRecords
	}
	return nil
}

// joinNames lists names for a flag's help: "a, b or c".
func joinNames(names []string) string { return joinWith(names, " or ") }

// joinWith lists names with last before the last one: "a, b and c".
func joinWith(names []string, last string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + last + names[len(names)-1]
}
