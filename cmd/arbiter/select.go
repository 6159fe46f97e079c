package main

import (
	"fmt"
	"io"
	"runtime"

	"github.com/arbiter-games/arbiter/referee/archive"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/spf13/cobra"
)

func newSelect(std *IO) *cobra.Command {
	var g fileFlags
	var f archive.Filter
	var to, out string
	var jobs int
	cmd := &cobra.Command{
		Use:   "select FILE... [filters] [--to FORMAT] [-o OUT]",
		Short: "Write the records that match every filter given",
		Long: `Writes the records that match every filter given, as they were written (text
records keep their text byte for byte; records of other formats are written
in canonical text), or converted with --to. Counts what was kept on stderr.

Filters: --game, --tag NAME=VALUE or NAME~REGEXP (repeatable), --player NAME
(any seat, any case), --result, --valid or --invalid (the referee's verdict),
--reaches POSITION (the main line passes through the position string; for
Jungle the two counters are not compared), --turns MIN:MAX (main-line
turns; 40: and :80 are open ranges), --dedupe (the same game, start and main
line once).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			sel, err := archive.NewSelector(f)
			if err != nil {
				return err
			}
			if err := g.check(args); err != nil {
				return err
			}
			newWriter := func(w io.Writer) recordWriter { return &textRecords{w: w} }
			if to != "" {
				if newWriter, err = newRecordWriter(to, false); err != nil {
					return err
				}
			}
			var kept, total, bad int
			shown := progress{std: std}
			diags := diagnostics{std: std, progress: &shown}
			b := batch{std: std, flags: &g, jobs: jobs, canonical: true, wanted: sel.Wanted, report: diags.print, progress: &shown}
			err = b.write(args, out, newWriter, func(rw recordWriter, res referee.Result, opts referee.Options) error {
				total++
				if !sel.Keep(res) {
					return nil
				}
				kept++
				written, err := selected(std, rw, to == "", res, opts)
				if !written {
					bad++
				}
				return err
			}, nil)
			if err != nil {
				return err
			}
			fmt.Fprintf(std.Err, "arbiter: kept %d of %d records\n", kept, total)
			if bad > 0 || b.empty > 0 {
				return errRecords
			}
			return nil
		},
	}
	g.add(cmd)
	fl := cmd.Flags()
	fl.StringArrayVar(&f.Tags, "tag", nil, "keep records whose tag NAME equals VALUE (NAME=VALUE) or matches a regular expression (NAME~REGEXP)")
	fl.StringVar(&f.Player, "player", "", "keep records where this player sits at any seat")
	fl.StringVar(&f.Result, "result", "", "keep records with this declared result (1-0, 0-1, 1/2-1/2, *, 2>1=3)")
	fl.BoolVar(&f.Valid, "valid", false, "keep records the referee finds no error in")
	fl.BoolVar(&f.Invalid, "invalid", false, "keep records with an error")
	fl.StringVar(&f.Reaches, "reaches", "", "keep records whose main line passes through this position string")
	fl.StringVar(&f.Turns, "turns", "", "keep records whose main line has MIN:MAX turns")
	fl.BoolVar(&f.Dedupe, "dedupe", false, "keep each game (start and main line) once")
	fl.StringVar(&to, "to", "", "convert the records kept: text, json, sgf, jfen (default: as written)")
	fl.StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	fl.IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "records refereed at once")
	cmd.PreRun = func(*cobra.Command, []string) { f.Game = g.game }
	return cmd
}

// selected writes a record kept: as written when asWritten and its text is
// known, else through rw. It reports whether the record was written.
func selected(std *IO, rw recordWriter, asWritten bool, res referee.Result, opts referee.Options) (bool, error) {
	if t, ok := rw.(*textRecords); ok && asWritten && res.Text != "" {
		err := t.writeAsWritten(res.Text)
		return err == nil, err
	}
	if res.Report == nil {
		fmt.Fprintf(std.Err, "arbiter: %v (the record cannot be converted)\n", res.Err)
		return false, nil
	}
	return writeRecord(std, rw, res.Report, gameOf(res.Report, opts))
}
