package main

import (
	"html/template"
	"io"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/pageentry"
	"github.com/arbiter-games/arbiter/referee/standings"
	"github.com/spf13/cobra"
)

func newHTML(std *IO) *cobra.Command {
	var f fileFlags
	var out string
	var withStandings bool
	var explorer explorerFlags
	cmd := &cobra.Command{
		Use:   "html [FILE...] [--standings] [--openings ARCHIVE]... [-o OUT.html]",
		Short: "Write one self-contained HTML page that replays the records",
		Long: `Writes one HTML file, needing no network, that replays every record of the
files turn by turn: the board as show --format svg draws it, the move list
with comments, annotations and variations, keys (← → Home End ↑ ↓) and
buttons, a flip and a copy of the position string. Illegal turns are marked
with the referee's reason. #rK-tN in the address shows record K after turn N.
With --standings the page opens with the players' table of each event, its
crosstable and ratings, as 'arbiter standings' makes them with its defaults;
each result opens its game. With --openings ARCHIVE (repeatable) the page
shows beside the board the turns the archive's games played from the
position shown, in replay and in analysis, with their games, score and
won/drawn/lost, as 'arbiter openings' counts them (--openings-depth,
--openings-min); a click on one in analysis plays it. Exit status 1 when a
record holds an error (the page is written all the same). See docs/html.md.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := f.check(args); err != nil {
				return err
			}
			if err := explorer.check(); err != nil {
				return err
			}
			if err := checkOutput(out, slices.Concat(args, explorer.archives), nil); err != nil {
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
			var table *standingsSink
			if withStandings {
				table = &standingsSink{table: standings.NewTable(standings.Options{ByEvent: true}), shown: &shown}
			}
			explored, totals, err := explorer.read(std, &f, &shown)
			if err != nil {
				return err
			}
			if totals.Unreadable > 0 {
				return errUnwritten(out, totals.Unreadable)
			}
			err = withOutput(std, out, func(w io.Writer) error {
				pw := page.NewWriter(w)
				if explored != nil {
					pw.SetOpenings(*explored)
				}
				read, err := f.read(std, args, opts, &shown, func(res referee.Result) error {
					shown.diagnostics().record(res.Diagnostics())
					if table != nil {
						table.count(res)
					}
					if res.Problem != nil {
						return nil
					}
					e, err := pageEntry(res, opts.Options)
					if err != nil {
						return err
					}
					return pw.Add(e)
				})
				totals = read.Plus(totals)
				switch {
				case err != nil:
					return err
				case totals.Unreadable > 0:
					return errUnwritten(out, totals.Unreadable)
				}
				if table != nil {
					section, err := standingsSection(table.table.Report())
					if err != nil {
						return err
					}
					pw.AddSection(section)
				}
				return pw.Close()
			})
			if err != nil {
				return err
			}
			if err := status(totals); err != nil || table == nil || !table.failed {
				return err
			}
			return errRecords
		},
	}
	f.add(cmd, "records refereed")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	cmd.Flags().BoolVar(&withStandings, "standings", false, "open the page with the standings, crosstables and ratings of the records' events")
	explorer.add(cmd)
	return cmd
}

// standingsSection is the page's section of a table, each result a link
// to its game in the page (#rK: the page numbers its records as the table
// does, Ref.Index).
func standingsSection(r standings.Report) (page.Section, error) {
	var b strings.Builder
	err := r.WriteHTMLSection(&b, func(ref standings.Ref) string { return "#r" + strconv.Itoa(ref.Index) })
	return page.Section{HTML: template.HTML(b.String()), Style: standings.Style}, err
}

// pageEntry is what the page shows of a result, refereed with the
// options.
func pageEntry(res referee.Result, opts referee.Options) (page.Entry, error) {
	if res.ReadErr != nil {
		return page.Unreadable(res.ReadErr), nil
	}
	return pageentry.Of(res.Report, opts)
}
