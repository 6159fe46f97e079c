package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/spf13/cobra"
)

// showFlags are the flags of the show command.
type showFlags struct {
	fileFlags
	record      int
	turn        string // a number, "all", or "" for the last legal turn
	format, out string
	flip, ascii bool
	width       int
}

// showFormats are the values of show --format.
var showFormats = []string{"text", "svg", "png", "json"}

func newShow(std *IO) *cobra.Command {
	var f showFlags
	cmd := &cobra.Command{
		Use:   "show [FILE] [--record K] [--turn N|all] [--format text|svg|png|json] [-o OUT]",
		Short: "Show the position after a turn as a text diagram, SVG, PNG or JSON",
		Long: `Replays record K of FILE (default 1; no FILE or - reads standard input)
along its main line and shows the position after turn N (default: the last
legal turn; 0: the start). When the main line holds an illegal turn, the
referee's reason is printed on stderr, the position before that turn is shown
and the exit status is 1. The last turn is highlighted; [%arrow from to] and
[%mark point] commands in the comments after turn N are drawn. Text diagrams
use Unicode (--ascii for plain ASCII) and colour only on a terminal without
NO_COLOR (CLICOLOR_FORCE or FORCE_COLOR force it). --turn all --format json
writes every position of the main line as a JSON array: the start, then the
position after each legal turn.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			file := "-"
			if len(args) == 1 {
				file = args[0]
			}
			return f.run(std, file)
		},
	}
	f.add(cmd)
	cmd.Flags().IntVar(&f.record, "record", 1, "which record of the file, from 1")
	cmd.Flags().StringVar(&f.turn, "turn", "", "show the position after this turn (default: the last legal one; 0: the start; all: every position, with --format json)")
	cmd.Flags().StringVar(&f.format, "format", "text", "text, svg, png or json")
	cmd.Flags().StringVarP(&f.out, "output", "o", "", "write to this file (atomically) instead of standard output")
	cmd.Flags().BoolVar(&f.flip, "flip", false, "turn the board around")
	cmd.Flags().BoolVar(&f.ascii, "ascii", false, "plain ASCII text diagram")
	cmd.Flags().IntVar(&f.width, "width", 800, "PNG width in pixels")
	completeValues(cmd, "format", showFormats)
	return cmd
}

// turnAsked reads --turn: a turn number, referee.LastTurn when it is not
// given, or all.
func (f *showFlags) turnAsked() (turn int, all bool, err error) {
	switch f.turn {
	case "":
		return referee.LastTurn, false, nil
	case "all":
		if f.format != "json" {
			return 0, false, usagef("--turn all is for --format json")
		}
		return 0, true, nil
	}
	turn, err = strconv.Atoi(f.turn)
	switch {
	case err != nil:
		return 0, false, usagef("--turn %q: give a turn number, or all", f.turn)
	case turn < 0:
		return 0, false, usagef("--turn %d: turns count from 0 (the start); leave --turn out for the last legal turn", turn)
	}
	return turn, false, nil
}

func (f *showFlags) run(std *IO, file string) error {
	turn, all, err := f.turnAsked()
	if err != nil {
		return err
	}
	switch {
	case !slices.Contains(showFormats, f.format):
		return usagef("--format must be text, svg, png or json, not %q", f.format)
	case f.format == "png" && f.out == "" && std.OutTerminal:
		return fmt.Errorf("a PNG is not for the terminal: give -o FILE or redirect the output")
	case f.record < 1:
		return usagef("--record counts from 1, not %d", f.record)
	}
	if err := f.check([]string{file}); err != nil {
		return err
	}
	rec, name, err := f.load(std, file)
	if err != nil {
		return err
	}
	if all {
		return f.all(std, rec, name)
	}
	game, view, rep, err := referee.ViewReport(rec, f.options(name), turn)
	if rep != nil {
		if err := f.fitsRecord(rep.Game); err != nil {
			return err
		}
		f.reportErrors(std, rep)
	}
	switch {
	case rep != nil && rep.Start == nil: // the record cannot be set up: reported
		return errRecords
	case err != nil:
		return err
	}
	view.Flip, view.ASCII = f.flip, f.ascii
	view.Color = f.out == "" && std.Color()
	if err := withOutput(std, f.out, func(w io.Writer) error { return f.write(w, game, view, rec) }); err != nil {
		return err
	}
	if rep.Errors() > 0 {
		return errRecords
	}
	return nil
}

// all writes every position of the main line as a JSON array.
func (f *showFlags) all(std *IO, rec *notation.Record, name string) error {
	game, views, rep, err := referee.Views(rec, f.options(name))
	if err := f.fitsRecord(rep.Game); err != nil {
		return err
	}
	f.reportErrors(std, rep)
	if err != nil {
		return errRecords
	}
	err = withOutput(std, f.out, func(w io.Writer) error {
		variant, _ := rec.Tag("Variant")
		rules, _ := rec.Tag("Rules")
		for i, v := range views {
			b, err := jsonform.MarshalPosition(game, v, variant, rules)
			if err != nil {
				return err
			}
			sep := ",\n"
			if i == 0 {
				sep = "[\n"
			}
			if _, err := fmt.Fprintf(w, "%s%s", sep, b); err != nil {
				return err
			}
		}
		_, err := io.WriteString(w, "\n]\n")
		return err
	})
	if err == nil && rep.Errors() > 0 {
		err = errRecords
	}
	return err
}

// reportErrors prints the referee's errors on the record: why its main
// line stops where it does.
func (f *showFlags) reportErrors(std *IO, rep *referee.Report) {
	out := diagnostics{std: std}
	for _, d := range rep.Diagnostics {
		if d.Severity == referee.Error {
			out.print(d)
		}
	}
}

// load reads record K of a file argument, and gives the file's name.
func (f *showFlags) load(std *IO, file string) (*notation.Record, string, error) {
	var rec *notation.Record
	name := file
	unreadable, err := eachFile(std, []string{file}, func(n string, r io.Reader) error {
		name = n
		next, err := f.records(n, r)
		if err != nil {
			return err
		}
		rec, err = f.find(std, n, next)
		return err
	})
	if err == nil && unreadable > 0 {
		err = fmt.Errorf("%s could not be read", name)
	}
	return rec, name, err
}

// find parses record K of a file; only that record is parsed.
func (f *showFlags) find(std *IO, name string, next referee.Source) (*notation.Record, error) {
	for i := 1; ; i++ {
		u, err := next()
		switch {
		case err == io.EOF && i == 1:
			diagnostics{std: std}.print(noRecords(name))
			return nil, errRecords
		case err == io.EOF:
			return nil, fmt.Errorf("%s has no record %d (it has %d)", name, f.record, i-1)
		case err != nil:
			return nil, err
		case i == f.record:
			rec, err := u.Parse()
			var perr *notation.Error
			if errors.As(err, &perr) {
				diagnostics{std: std}.print(referee.FromSyntax(perr))
				return nil, errRecords
			}
			return rec, err
		}
	}
}

// write writes the view in the chosen format.
func (f *showFlags) write(w io.Writer, game notation.Game, view diagram.View, rec *notation.Record) error {
	switch f.format {
	case "json":
		variant, _ := rec.Tag("Variant")
		rules, _ := rec.Tag("Rules")
		b, err := jsonform.MarshalPosition(game, view, variant, rules)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	drawer, err := diagram.DrawerOf(game)
	if err != nil {
		return err
	}
	if f.format == "text" {
		_, err := io.WriteString(w, strings.TrimRight(drawer.Text(view), "\n")+"\n")
		return err
	}
	d := drawer.Draw(view)
	if f.format == "png" {
		return d.WritePNG(w, diagram.PNGOptions{Width: f.width})
	}
	return d.WriteSVG(w, diagram.SVGOptions{})
}
