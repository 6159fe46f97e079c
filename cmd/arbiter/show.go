package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
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
		Args: atMost(1, "file (one record is shown)"),
		RunE: func(cmd *cobra.Command, args []string) error {
			file := "-"
			if len(args) == 1 {
				file = args[0]
			}
			return f.run(std, file)
		},
	}
	f.add(cmd, "records read")
	cmd.Flags().IntVar(&f.record, "record", 1, "which record of the file, from 1")
	cmd.Flags().StringVar(&f.turn, "turn", "", "show the position after this turn, as the record and its diagnostics name it (12, or chess style 12. and 12...; default: the last legal one; 0: the start; all: every position, with --format json)")
	cmd.Flags().StringVar(&f.format, "format", "text", "text, svg, png or json")
	cmd.Flags().StringVarP(&f.out, "output", "o", "", "write to this file (atomically) instead of standard output")
	cmd.Flags().BoolVar(&f.flip, "flip", false, "turn the board around")
	cmd.Flags().BoolVar(&f.ascii, "ascii", false, "plain ASCII text diagram")
	cmd.Flags().IntVar(&f.width, "width", 800, "PNG width in pixels")
	completeValues(cmd, "format", showFormats)
	return cmd
}

// turnAsked reads --turn: all, or "" for the last legal turn, else the
// turn as the record names it, read once the record is refereed (turnOf).
func (f *showFlags) turnAsked() (all bool, err error) {
	if f.turn == "all" && f.format != "json" {
		return false, usagef("--turn all is for --format json")
	}
	return f.turn == "all", nil
}

// turnOf is the turn --turn names in the record refereed: as its
// diagnostics name turns (12, or chess style 12. and 12...), the
// referee's number of it; referee.LastTurn when --turn is not given.
func (f *showFlags) turnOf(rep *referee.Report) (int, error) {
	if f.turn == "" {
		return referee.LastTurn, nil
	}
	n, err := referee.TurnNamed(f.turn, rep.Chess)
	if err != nil {
		return 0, usagef("--turn: %w", err)
	}
	return n, nil
}

func (f *showFlags) run(std *IO, file string) error {
	all, err := f.turnAsked()
	if err != nil {
		return err
	}
	switch {
	case !slices.Contains(showFormats, f.format):
		return usagef("--format must be text, svg, png or json, not %q", f.format)
	case f.format == "png" && f.out == "" && std.OutTerminal:
		return usagef("a PNG is not for the terminal: give -o FILE or redirect the output")
	case f.record < 1:
		return usagef("--record counts from 1, not %d", f.record)
	case f.width < 1 || f.width > maxWidth:
		return usagef("--width must be from 1 to %d pixels, not %d", maxWidth, f.width)
	}
	if err := f.check([]string{file}); err != nil {
		return err
	}
	if err := checkOutput(f.out, []string{file}, nil); err != nil {
		return err
	}
	res, err := f.load(std, file)
	if err != nil {
		return err
	}
	views, rep, err := referee.Views(res.Record, referee.Options{Game: res.Game, Variant: f.variant, Rules: f.rules})
	rep.Reword(inFlags)
	if ferr := f.fitsRecord(rep.Game); ferr != nil {
		return ferr
	}
	diagnostics{std: std}.errors(rep.Diagnostics)
	if err != nil { // the record cannot be set up: reported
		return errRecords
	}
	if all {
		err = withOutput(std, f.out, func(w io.Writer) error { return f.writeAll(w, rep, views) })
	} else {
		err = f.showOne(std, rep, views)
	}
	if err == nil && (rep.Errors() > 0 || res.Failed()) {
		err = errRecords
	}
	return err
}

// maxWidth bounds --width: a PNG of 16384 pixels a side is 1 GiB.
const maxWidth = 16384

// showOne draws the snapshot of the position after the turn --turn names
// (by default the last legal one). A turn past an illegal turn of the main line shows the
// position before the illegal turn, whose reason is printed.
func (f *showFlags) showOne(std *IO, rep *referee.Report, views []notation.Snapshot) error {
	n, err := f.turnOf(rep)
	if err != nil {
		return err
	}
	view, ok := viewAt(views, n)
	if !ok {
		last := views[len(views)-1]
		if !pastIllegal(rep, n) {
			return fmt.Errorf("record %d has no legal turn %s on its main line (turns %s to %s are; %d is the start)",
				rep.Record.Number, f.turn, referee.TurnName(rep.Chess, views[0].Turn+1), referee.TurnName(rep.Chess, last.Turn), views[0].Turn)
		}
		view = last
	}
	o := diagram.Options{Flip: f.flip, ASCII: f.ascii, Colour: f.out == "" && std.Colour(),
		TurnName: rep.TurnName}
	return withOutput(std, f.out, func(w io.Writer) error { return f.write(w, rep, view, o) })
}

// viewAt finds the snapshot after turn n (LastTurn: the last).
func viewAt(views []notation.Snapshot, n int) (notation.Snapshot, bool) {
	if n == referee.LastTurn {
		return views[len(views)-1], true
	}
	for _, v := range views {
		if v.Turn == n {
			return v, true
		}
	}
	return notation.Snapshot{}, false
}

// pastIllegal tells whether turn n of a record's main line is written but
// not played, an earlier turn being illegal.
func pastIllegal(rep *referee.Report, n int) bool {
	for _, rt := range rep.Main.Turns {
		if rt.Number == n {
			return !rt.Played()
		}
	}
	return false
}

// writeAll writes every position of the main line as a JSON array.
func (f *showFlags) writeAll(w io.Writer, rep *referee.Report, views []notation.Snapshot) error {
	variant, _ := rep.Record.Tag("Variant")
	rules, _ := rep.Record.Tag("Rules")
	for i, v := range views {
		b, err := jsonform.MarshalPosition(rep.Game, v, variant, rules)
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
}

// errFound stops reading a file once the record asked for is read.
var errFound = errors.New("found")

// load reads record K of a file argument; only that record is refereed.
func (f *showFlags) load(std *IO, file string) (referee.Result, error) {
	opts := f.options(std)
	opts.Wanted = func(rec *notation.Record) bool { return false }
	var found *referee.Result
	totals, err := referee.Files([]string{file}, opts, func(res referee.Result) error {
		switch {
		case res.Problem != nil:
			diagnostics{std: std}.print(*res.Problem)
		case res.Number == f.record:
			found = &res
			return errFound
		}
		return nil
	})
	switch {
	case err != nil && !errors.Is(err, errFound):
		return referee.Result{}, err
	case totals.Unreadable > 0:
		return referee.Result{}, fmt.Errorf("%s could not be read", file)
	case totals.Empty > 0:
		return referee.Result{}, errRecords
	case found == nil:
		return referee.Result{}, fmt.Errorf("%s has no record %d (it has %d)", file, f.record, totals.Records)
	}
	for _, d := range found.Diagnostics() { // bytes not in the file's encoding, or why it cannot be read
		diagnostics{std: std}.print(d)
	}
	if found.ReadErr != nil {
		return referee.Result{}, errRecords
	}
	return *found, nil
}

// write writes the snapshot in the chosen format, drawn with o.
func (f *showFlags) write(w io.Writer, rep *referee.Report, view notation.Snapshot, o diagram.Options) error {
	game := rep.Game
	switch f.format {
	case "json":
		variant, _ := rep.Record.Tag("Variant")
		rules, _ := rep.Record.Tag("Rules")
		b, err := jsonform.MarshalPosition(game, view, variant, rules)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	drawer := diagram.For(game)
	if f.format == "text" {
		_, err := io.WriteString(w, strings.TrimRight(drawer.Text(view, o), "\n")+"\n")
		return err
	}
	d := drawer.Draw(view, o)
	if f.format == "png" {
		return d.WritePNG(w, diagram.PNGOptions{Width: f.width})
	}
	return d.WriteSVG(w, diagram.SVGOptions{})
}
