package main

import (
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/openings"
	"github.com/arbiter-games/arbiter/referee/pageentry"
	"github.com/spf13/cobra"
)

// explorerFlags are html's flags of the opening explorer: the archives
// whose openings the page shows beside the board, counted as 'arbiter
// openings' counts them.
type explorerFlags struct {
	archives []string
	limits   openingLimits
}

func (x *explorerFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringArrayVar(&x.archives, "openings", nil, "show beside the board the turns these archives played from the position shown (repeatable)")
	x.limits = openingLimits{depthFlag: "openings-depth", minFlag: "openings-min"}
	x.limits.add(cmd, "how many first turns of each archive game --openings counts", "the fewest games a turn needs for --openings to show it")
}

// check refuses limits that count nothing.
func (x *explorerFlags) check() error { return x.limits.check() }

// read referees the archives, their errors printed as 'arbiter openings'
// prints them, and gives what the page's explorer shows; nil without
// --openings.
func (x *explorerFlags) read(std *IO, f *fileFlags, shown *progress) (*page.Openings, referee.Totals, error) {
	if len(x.archives) == 0 {
		return nil, referee.Totals{}, nil
	}
	tree := openings.Openings{Depth: x.limits.depth}
	totals, err := f.read(std, x.archives, f.options(std), shown, func(res referee.Result) error {
		shown.diagnostics().errors(res.Diagnostics())
		tree.Add(res)
		return nil
	})
	o := pageentry.Openings(tree.Summary(x.limits.min))
	return &o, totals, err
}
