package main

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/spf13/cobra"
)

func newGames(std *IO) *cobra.Command {
	return &cobra.Command{
		Use:   "games",
		Short: "List the games, their variants and rule options, and the input formats",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, g := range notation.Games() {
				writeGame(std, g)
				fmt.Fprintln(std.Out)
			}
			fmt.Fprintln(std.Out, "Input formats (--from, else the file ending):")
			for _, f := range formats.All() {
				fmt.Fprintf(std.Out, "  %-6s %-14s %s\n", f.Name, strings.Join(f.Extensions, " "), f.Doc)
			}
			return nil
		},
	}
}

func writeGame(std *IO, g engines.Game) {
	lo, hi := g.Seats()
	fmt.Fprintf(std.Out, "%s (%s players)\n", g.Name(), seatRange(lo, hi))
	fmt.Fprintln(std.Out, "  variants:")
	for _, v := range g.Variants() {
		fmt.Fprintf(std.Out, "    %-14s %s\n", v.Name, v.Doc)
	}
	fmt.Fprintln(std.Out, "  options (--rules key=value,...):")
	for _, o := range g.Options() {
		values := strings.Join(o.Values, "|")
		if o.Numeric {
			values = "N"
		}
		fmt.Fprintf(std.Out, "    %s=%s (default %s)\n        %s\n", o.Key, values, o.DefaultValue(), o.Doc)
	}
}

func seatRange(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}
