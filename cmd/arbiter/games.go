package main

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/spf13/cobra"
)

func newGames(std *IO) *cobra.Command {
	return &cobra.Command{
		Use:   "games",
		Short: "List the games, their variants and rule options",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			for i, g := range engines.All() {
				if i > 0 {
					fmt.Fprintln(std.Out)
				}
				writeGame(std, g)
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
