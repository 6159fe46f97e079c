package main

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/archive"
	"github.com/spf13/cobra"
)

func newSelect(std *IO) *cobra.Command {
	var g fileFlags
	var f archive.Filter
	var to, out string
	cmd := &cobra.Command{
		Use:   "select FILE... [filters] [--to FORMAT] [-o OUT]",
		Short: "Write the records that match every filter given",
		Long: `Writes the records that match every filter given, as they were written (text
records keep their text byte for byte, and the blank lines between them take
their line ends; records of other formats are written in canonical text), or
converted with --to. Counts what was kept on stderr. Exit status 1 when a
record read holds an error, kept or not, or a record kept cannot be written.

Filters: --game, --tag NAME=VALUE or NAME~REGEXP (repeatable), --player NAME
(any seat, any case), --result, --valid or --invalid (the referee's verdict),
--reaches POSITION (the main line passes through the position string; what
only counts the way to it, as move counters, is not compared), --turns
MIN:MAX (main-line turns; 40: and :80 are open ranges), --dedupe (the same
game, start and main line once).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			f.Game = g.game
			sel, err := archive.NewSelector(f)
			if err != nil {
				return usageError{err}
			}
			known, err := g.known(args)
			if err != nil {
				return err
			}
			if err := sel.CheckReaches(known); err != nil {
				return usageError{err}
			}
			format, asWritten := formats.ByFile(""), to == ""
			if !asWritten {
				if format, err = writtenFormat(to, false); err != nil {
					return err
				}
			}
			j, err := newRecordsJob(std, &g, args, out, format)
			if err != nil {
				return err
			}
			j.opts.Wanted = sel.Wanted
			var kept, total int
			totals, err := j.run(func(res referee.Result) (notation.Entry, bool, error) {
				total++
				if !sel.Keep(res) {
					return notation.Entry{}, false, nil
				}
				kept++
				if asWritten {
					return res.AsWritten(), true, nil
				}
				return res.Entry(referee.KeepNumbering), true, nil
			}, false)
			if err != nil {
				return err
			}
			fmt.Fprintf(std.Err, "arbiter: kept %d of %d records\n", kept, total)
			if fates := j.fates(false); fates != nil {
				fmt.Fprintf(std.Err, "arbiter: of those, %s (reported above)\n", strings.Join(fates, ", "))
			}
			return j.status(totals)
		},
	}
	g.add(cmd, "records refereed")
	fl := cmd.Flags()
	fl.StringArrayVar(&f.Tags, "tag", nil, "keep records whose tag NAME equals VALUE (NAME=VALUE) or matches a regular expression (NAME~REGEXP)")
	fl.StringVar(&f.Player, "player", "", "keep records where this player sits at any seat")
	fl.StringVar(&f.Result, "result", "", "keep records with this declared result (1-0, 0-1, 1/2-1/2, *, 2>1=3)")
	fl.BoolVar(&f.Valid, "valid", false, "keep records the referee finds no error in")
	fl.BoolVar(&f.Invalid, "invalid", false, "keep records with an error")
	fl.StringVar(&f.Reaches, "reaches", "", "keep records whose main line passes through this position string")
	fl.StringVar(&f.Turns, "turns", "", "keep records whose main line has MIN:MAX turns")
	fl.BoolVar(&f.Dedupe, "dedupe", false, "keep each game (start and main line) once")
	fl.StringVar(&to, "to", "", "convert the records kept: "+joinNames(formats.Names())+" (default: as written)")
	fl.StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	return cmd
}
