package main

import (
	"io"
	"os"
	"runtime/debug"

	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/pageentry"
	"github.com/spf13/cobra"
)

func newHTML(std *IO) *cobra.Command {
	var f fileFlags
	var out string
	cmd := &cobra.Command{
		Use:   "html [FILE...] [-o OUT.html]",
		Short: "Write one self-contained HTML page that replays the records",
		Long: `Writes one HTML file, needing no network, that replays every record of the
files turn by turn: the board as show --format svg draws it, the move list
with comments, annotations and variations, keys (← → Home End ↑ ↓) and
buttons, a flip and a copy of the position string. Illegal turns are marked
with the referee's reason. #rK-tN in the address shows record K after turn N.
Exit status 1 when a record holds an error (the page is written all the
same). See docs/html.md.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := f.check(args); err != nil {
				return err
			}
			if err := checkOutput(out, args, nil); err != nil {
				return err
			}
			if _, set := os.LookupEnv("GOGC"); !set {
				// The page grows with every record: the collector works
				// as usual, not as for the records that stream (main).
				debug.SetGCPercent(100)
			}
			opts := f.options(std)
			opts.Positions = true // for the records of games the page's WebAssembly lacks
			shown := progress{std: std}
			var totals referee.Totals
			err := withOutput(std, out, func(w io.Writer) error {
				pw := page.NewWriter(w)
				var err error
				totals, err = f.read(std, args, opts, &shown, func(res referee.Result) error {
					shown.diagnostics().record(res.Diagnostics())
					if res.Problem != nil {
						return nil
					}
					e, err := pageEntry(res, opts.Options)
					if err != nil {
						return err
					}
					return pw.Add(e)
				})
				switch {
				case err != nil:
					return err
				case totals.Unreadable > 0:
					return errUnwritten(out, totals.Unreadable)
				}
				return pw.Close()
			})
			if err != nil {
				return err
			}
			return status(totals)
		},
	}
	f.add(cmd, "records refereed")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	return cmd
}

// pageEntry is what the page shows of a result, refereed with the
// options.
func pageEntry(res referee.Result, opts referee.Options) (page.Entry, error) {
	if res.ReadErr != nil {
		return page.Unreadable(res.ReadErr), nil
	}
	return pageentry.Of(res.Report, opts)
}
