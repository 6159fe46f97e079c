package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/standings"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

// standingsFormats are the values of standings --format, and standingsBy
// of --by.
var (
	standingsFormats = []string{"text", "json", "csv", "html"}
	standingsBy      = []string{"event", "all"}
)

// standingsFlags are the flags of standings but the reading ones.
type standingsFlags struct {
	by, points, places, tiebreaks, aliases, anchor, format, out, games string
	rating                                                             float64
	// read are the reading options the flags give.
	read standings.ReadOptions
}

func newStandings(std *IO) *cobra.Command {
	var g fileFlags
	var f standingsFlags
	cmd := &cobra.Command{
		Use:   "standings FILE... [--by event|all] [--points W,D,L] [--tiebreak …] [--aliases FILE] [--format text|json|csv|html] [-o OUT]",
		Short: "Make a season's table: standings, tie-breaks, crosstable and ratings",
		Long: `Referees every record and makes the table of each event (the Event tag; --by
all: one table) of each game: the players (the White and Black tags, Seat1…
for games of more seats) with their games, wins, draws, losses and points,
the tie-breaks (--tiebreak, in order: h2h the direct encounter, wins,
sb Sonneborn-Berger, buchholz-cut1, buchholz), and the crosstable: each
pair's results, or round by round (the Round tag) the opponent's line, the
seat and the score. A game of more than two seats counts as the encounters
between every two seats that do not play together; with --place-points
3,1,0 a game of a game that ranks its seats` + aside(andNames(gamesWith(ranks))) + ` gives each
player the points of its place instead. Then the ratings of each
game's players over every event, by maximum likelihood under the logistic
(Elo) model, draws as half points, with 95% intervals; players with only
wins or only losses, and players not connected to the rest by wins and
losses both ways, are named unrated. docs/standings.md gives the formulas.

A record with errors is left out, with a note, unless --keep-stated counts
its stated result; a record without a result is left out with a note; a
record that states a result but names no player for a seat is an error.
--format json writes schema standings; csv one line per player and event;
html one self-contained page, whose results link to their games with
--games PAGE (the page 'arbiter html' writes of the same files). Exit status 1 when a record holds an error
(the table is written all the same).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts, err := f.options()
			if err != nil {
				return err
			}
			if err := g.check(args); err != nil {
				return err
			}
			if err := checkOutput(f.out, args, nil); err != nil {
				return err
			}
			f.read.Variant = g.variant
			sink := &standingsSink{keep: f.read, table: standings.NewTable(opts), shown: &progress{std: std},
				keepHint: " (give --keep-stated to count its stated result)"}
			totals, err := g.read(std, args, g.options(std), sink.shown, sink.add)
			if err != nil {
				return err
			}
			if totals.Unreadable > 0 {
				return errUnwritten(f.out, totals.Unreadable)
			}
			report := sink.table.Report()
			if err := withOutput(std, f.out, func(w io.Writer) error { return f.write(w, report) }); err != nil {
				return err
			}
			if err := status(totals); err != nil || !sink.failed {
				return err
			}
			return errRecords
		},
	}
	g.add(cmd, "records refereed")
	fl := cmd.Flags()
	fl.StringVar(&f.by, "by", "event", "one table per event (the Event tag), or all: one table")
	fl.StringVar(&f.points, "points", "1,0.5,0", "the points of a win, a draw and a loss")
	fl.StringVar(&f.places, "place-points", "", "the points of the first place, the second, … in games that rank their seats (3,1,0), instead of --points for each encounter")
	fl.StringVar(&f.tiebreaks, "tiebreak", "h2h,wins,sb,buchholz-cut1,buchholz", "the tie-breaks, in order (none for none)")
	fl.StringVar(&f.aliases, "aliases", "", "a file of lines NAME = SPELLING, SPELLING… joining spellings of one player")
	fl.StringVar(&f.anchor, "anchor", "", "the player whose rating is --anchor-rating (default: the rated players' average)")
	fl.Float64Var(&f.rating, "anchor-rating", 1500, "the rating of the anchor")
	fl.BoolVar(&f.read.KeepStated, "keep-stated", false, "count the stated result of records with errors")
	fl.StringVar(&f.games, "games", "", "with --format html: the page of the same files (arbiter html FILE... -o PAGE) each result links to")
	fl.StringVar(&f.format, "format", "text", "text, json (schema standings), csv or html")
	fl.StringVarP(&f.out, "output", "o", "", "write to this file (atomically) instead of standard output")
	completeValues(cmd, "format", standingsFormats)
	completeValues(cmd, "by", standingsBy)
	return cmd
}

// standingsSink counts each result in the table and names on stderr what
// it leaves out.
type standingsSink struct {
	keep  standings.ReadOptions
	table *standings.Table
	shown *progress
	// keepHint ends the note on a record with errors left out, where the
	// command can count its stated result.
	keepHint string
	// seen counts the records read; failed is set by a record the table
	// finds in error.
	seen   int
	failed bool
}

// add names a result's errors and counts it.
func (s *standingsSink) add(res referee.Result) error {
	s.shown.diagnostics().errors(res.Diagnostics())
	s.count(res)
	return nil
}

// count counts one result in the table, naming what it leaves out.
func (s *standingsSink) count(res referee.Result) {
	if res.Problem == nil {
		s.table.Read()
		s.seen++
	}
	game, d, ok := standings.FromResult(res, s.keep)
	switch {
	case ok:
		game.Ref.Index = s.seen
		s.table.Add(game)
	case d.Reason != "":
		s.failed = s.failed || d.Severity == referee.Error
		if d.Code == standings.CodeLeftOut && res.Failed() {
			d.Reason += s.keepHint
		}
		s.shown.diagnostics().print(d)
	}
}

// options reads the flags into the table's options, and the aliases
// file into the reading options.
func (f *standingsFlags) options() (standings.Options, error) {
	var opts standings.Options
	switch {
	case !slices.Contains(standingsFormats, f.format):
		return opts, usagef("--format must be text, json, csv or html, not %q", f.format)
	case !slices.Contains(standingsBy, f.by):
		return opts, usagef("--by must be event or all, not %q", f.by)
	case f.games != "" && f.format != "html":
		return opts, usagef("--games links the results of --format html, not of %s", f.format)
	}
	opts.ByEvent = f.by == "event"
	opts.Anchor, opts.AnchorRating = strings.Join(strings.Fields(f.anchor), " "), f.rating
	var err error
	if opts.Points, err = parsePoints(f.points); err != nil {
		return opts, usagef("--points: %w", err)
	}
	if f.places != "" {
		if opts.PlacePoints, err = parseNumbers(f.places); err != nil {
			return opts, usagef("--place-points: %w", err)
		}
	}
	if opts.Tiebreaks, err = standings.ParseTiebreaks(f.tiebreaks); err != nil {
		return opts, usagef("--tiebreak: %w", err)
	}
	if f.aliases != "" {
		if f.read.Aliases, err = readAliases(f.aliases); err != nil {
			return opts, err
		}
		opts.Anchor = f.read.Aliases.Name(opts.Anchor)
	}
	return opts, nil
}

// readAliases reads --aliases.
func readAliases(path string) (standings.Aliases, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("--aliases: %w", err)
	}
	defer file.Close()
	a, err := standings.ReadAliases(file, path)
	if err != nil {
		return nil, fmt.Errorf("--aliases: %w", err)
	}
	return a, nil
}

// parsePoints reads W,D,L: three numbers ("3,1,0", "1,½,0", "1,1/2,0").
func parsePoints(s string) (standings.Points, error) {
	v, err := parseNumbers(s)
	switch {
	case err != nil:
		return standings.Points{}, err
	case len(v) != 3:
		return standings.Points{}, fmt.Errorf("give three numbers W,D,L (a win, a draw, a loss), not %q", s)
	case v[0] == 0 && v[1] == 0 && v[2] == 0:
		return standings.Points{}, fmt.Errorf("a win, a draw and a loss cannot all be worth 0")
	}
	return standings.Points{Win: v[0], Draw: v[1], Loss: v[2]}, nil
}

// parseNumbers reads numbers of points separated by commas; ½ and 1/2 are
// a half.
func parseNumbers(s string) ([]float64, error) {
	var out []float64
	for _, p := range strings.Split(s, ",") {
		p = strings.TrimSpace(p)
		if p == "½" || p == "1/2" {
			out = append(out, 0.5)
			continue
		}
		x, err := strconv.ParseFloat(p, 64)
		if err != nil || math.IsNaN(x) || math.Abs(x) > 1e6 {
			return nil, fmt.Errorf("%q is not a number of points", p)
		}
		out = append(out, x)
	}
	return out, nil
}

// write writes the report in the format asked for.
func (f *standingsFlags) write(w io.Writer, r standings.Report) error {
	switch f.format {
	case "json":
		b, err := schemas.Marshal("standings", r)
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	case "csv":
		return r.WriteCSV(w)
	case "html":
		return r.WriteHTML(w, "Standings", f.link())
	}
	return r.WriteText(w)
}

// link gives each result the address of its game in the page --games
// names: #rK, K the record's place among those read, as arbiter html
// numbers them.
func (f *standingsFlags) link() standings.Link {
	if f.games == "" {
		return nil
	}
	return func(r standings.Ref) string { return fmt.Sprintf("%s#r%d", f.games, r.Index) }
}
