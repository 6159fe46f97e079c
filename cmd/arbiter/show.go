package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/spf13/cobra"
)

// showFlags are the flags of the show command.
type showFlags struct {
	fileFlags
	record, turn int
	format, out  string
	flip, ascii  bool
	width        int
}

func newShow(std *IO) *cobra.Command {
	var f showFlags
	cmd := &cobra.Command{
		Use:   "show FILE [--record K] [--turn N] [--format text|svg|png|json] [-o OUT]",
		Short: "Show the position after a turn as a text diagram, SVG, PNG or JSON",
		Long: `Replays record K of FILE (default 1) along its main line and shows the
position after turn N (default: the last legal turn; 0: the start). The last
turn is highlighted; [%arrow from to] and [%mark point] commands in the
comments after turn N are drawn. Text diagrams use Unicode (--ascii for plain
ASCII) and colour only on a terminal without NO_COLOR.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return f.run(std, args[0], cmd.Flags().Changed("turn"))
		},
	}
	f.add(cmd)
	cmd.Flags().IntVar(&f.record, "record", 1, "which record of the file, from 1")
	cmd.Flags().IntVar(&f.turn, "turn", 0, "show the position after this turn (default: the last legal one; 0: the start)")
	cmd.Flags().StringVar(&f.format, "format", "text", "text, svg, png or json")
	cmd.Flags().StringVarP(&f.out, "output", "o", "", "write to this file (atomically) instead of standard output")
	cmd.Flags().BoolVar(&f.flip, "flip", false, "turn the board around")
	cmd.Flags().BoolVar(&f.ascii, "ascii", false, "plain ASCII text diagram")
	cmd.Flags().IntVar(&f.width, "width", 800, "PNG width in pixels")
	return cmd
}

func (f *showFlags) run(std *IO, file string, turnGiven bool) error {
	switch f.format {
	case "text", "svg", "png", "json":
	default:
		return fmt.Errorf("--format must be text, svg, png or json, not %q", f.format)
	}
	if f.format == "png" && f.out == "" && std.OutTerminal {
		return fmt.Errorf("a PNG is not for the terminal: give -o FILE or redirect the output")
	}
	rec, err := f.load(std, file)
	if err != nil {
		return err
	}
	turn := referee.LastTurn
	if turnGiven {
		turn = f.turn
	}
	game, view, err := referee.View(rec, f.options(file), turn)
	if err != nil {
		return err
	}
	view.Flip, view.ASCII = f.flip, f.ascii
	view.Color = f.out == "" && std.Color()
	return withOutput(std, f.out, func(w io.Writer) error {
		return f.write(w, game, view, rec)
	})
}

// load reads record K of the file.
func (f *showFlags) load(std *IO, file string) (*notation.Record, error) {
	var found *notation.Record
	_, err := eachFile(std, []string{file}, func(name string, r io.Reader) error {
		next, err := f.records(name, r)
		if err != nil {
			return err
		}
		for i := 1; ; i++ { // only record K is parsed
			u, err := next()
			switch {
			case err == io.EOF:
				return fmt.Errorf("%s has no record %d (it has %d)", name, f.record, i-1)
			case err != nil:
				return err
			case i == f.record:
				found, err = u.Parse()
				return err
			}
		}
	})
	if err == nil && found == nil {
		err = fmt.Errorf("cannot read %s", file)
	}
	return found, err
}

// write writes the view in the chosen format.
func (f *showFlags) write(w io.Writer, game notation.Game, view notation.View, rec *notation.Record) error {
	switch f.format {
	case "json":
		variant, _ := rec.Tag("Variant")
		rules, _ := rec.Tag("Rules")
		b, err := game.MarshalPosition(view, variant, rules)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	case "text":
		if game.Text == nil {
			_, err := fmt.Fprintln(w, view.Position.String())
			return err
		}
		_, err := io.WriteString(w, strings.TrimRight(game.Text(view), "\n")+"\n")
		return err
	}
	if game.Draw == nil {
		return fmt.Errorf("%s has no diagrams yet", game.Engine.Name())
	}
	d := game.Draw(view)
	if f.format == "png" {
		return d.WritePNG(w, diagram.PNGOptions{Width: f.width})
	}
	return d.WriteSVG(w, diagram.SVGOptions{})
}
