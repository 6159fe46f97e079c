package main

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/archive"
	"github.com/spf13/cobra"
)

func newSelect(std *IO) *cobra.Command {
	var g fileFlags
	var f selectFlags
	var to, out string
	cmd := &cobra.Command{
		Use:   "select FILE... [filters] [--to FORMAT] [-o OUT]",
		Short: "Write the records that match every filter given",
		Long: `Writes the records that match every filter given, as they were written (text
records keep their text byte for byte, and the blank lines between them take
their line ends; records of other formats are written in canonical text), or
converted with --to, or to the format the ending of -o names (.json,
.ndjson, .sgf, .jfen, .parquet). Counts what was kept on stderr. Exit status 1 when a
record read holds an error, kept or not, or a record kept cannot be written.

Filters: --game, --tag NAME=VALUE or NAME~REGEXP (repeatable), --player NAME
(any seat, any case), --result, --valid or --invalid (the referee's verdict),
--reaches POSITION (the main line passes through the position string; what
only counts the way to it, as move counters, is not compared), --turns
MIN:MAX (main-line turns; 40: and :80 are open ranges), --dedupe (the same
game, start and main line once).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			filter, err := f.filter(g.game)
			if err != nil {
				return usageError{err}
			}
			known, err := g.known(args)
			if err != nil {
				return err
			}
			if f.reaches != "" {
				if filter.Reaches, err = archive.ParsePosition(f.reaches, known); err != nil {
					return usageError{fmt.Errorf("--reaches %w", err)}
				}
			}
			sel := archive.NewSelector(filter)
			if to == "" {
				to = namedByOutput(out)
			}
			format, asWritten := formats.ByFile(""), to == ""
			if !asWritten {
				if format, err = writtenFormat(to, false, false); err != nil {
					return err
				}
			}
			j, err := newRecordsJob(std, &g, args, out, format)
			if err != nil {
				return err
			}
			// Each record kept is written as it is read.
			j.opts.Wanted, j.opts.Ahead = sel.Wanted, sel.Ahead
			var kept, total int
			j.writing = &referee.Writing{Numbers: referee.KeepNumbering, AsWritten: asWritten, May: sel.May,
				Keep: func(res referee.Result) bool {
					total++
					if !sel.Keep(res) {
						return false
					}
					kept++
					return true
				}}
			totals, err := j.run(nil, false)
			if err != nil {
				return err
			}
			fmt.Fprintf(std.Err, "arbiter: kept %d of %d records\n", kept, total)
			if fates := j.fates(false); fates != nil {
				fmt.Fprintf(std.Err, "arbiter: of those, %s (reported above)\n", strings.Join(fates, ", "))
			}
			return j.status(totals)
		},
	}
	g.add(cmd, "records refereed")
	fl := cmd.Flags()
	fl.StringArrayVar(&f.tags, "tag", nil, "keep records whose tag NAME equals VALUE (NAME=VALUE) or matches a regular expression (NAME~REGEXP)")
	fl.StringVar(&f.player, "player", "", "keep records where this player sits at any seat")
	fl.StringVar(&f.result, "result", "", "keep records with this declared result (1-0, 0-1, 1/2-1/2, *, 2>1=3)")
	fl.BoolVar(&f.valid, "valid", false, "keep records the referee finds no error in")
	fl.BoolVar(&f.invalid, "invalid", false, "keep records with an error")
	fl.StringVar(&f.reaches, "reaches", "", "keep records whose main line passes through this position string")
	fl.StringVar(&f.turns, "turns", "", "keep records whose main line has MIN:MAX turns")
	fl.BoolVar(&f.dedupe, "dedupe", false, "keep each game (start and main line) once")
	fl.StringVar(&to, "to", "", "convert the records kept: "+joinNames(formats.Names())+" (default: as written)")
	fl.StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	return cmd
}

// selectFlags are the filters of select, as given.
type selectFlags struct {
	tags                           []string
	player, result, reaches, turns string
	valid, invalid, dedupe         bool
}

// filter reads the filters into an archive.Filter of records of game,
// all but --reaches, which is read against the games of the files.
func (f *selectFlags) filter(game string) (archive.Filter, error) {
	filter := archive.Filter{Game: game, Player: f.player, Result: f.result, Dedupe: f.dedupe}
	switch {
	case f.valid && f.invalid:
		return filter, errors.New("--valid and --invalid together keep nothing")
	case f.valid:
		filter.Verdict = archive.Valid
	case f.invalid:
		filter.Verdict = archive.Invalid
	}
	for _, t := range f.tags {
		test, err := parseTagTest(t)
		if err != nil {
			return filter, err
		}
		filter.Tags = append(filter.Tags, test)
	}
	var err error
	filter.Turns, err = parseRange(f.turns)
	return filter, err
}

// parseTagTest reads --tag NAME=VALUE or NAME~REGEXP.
func parseTagTest(t string) (archive.TagTest, error) {
	i := strings.IndexAny(t, "=~")
	if i <= 0 || !text.ValidTagName(t[:i]) {
		return archive.TagTest{}, fmt.Errorf("--tag %q: expected NAME=VALUE or NAME~REGEXP", t)
	}
	test := archive.TagTest{Name: t[:i], Value: t[i+1:]}
	if t[i] == '~' {
		re, err := regexp.Compile(test.Value)
		if err != nil {
			return archive.TagTest{}, fmt.Errorf("--tag %q: %v", t, err)
		}
		test.Regexp = re
	}
	return test, nil
}

// parseRange reads --turns MIN:MAX, either side optional, or N alone.
func parseRange(r string) (*archive.Range, error) {
	if r == "" {
		return nil, nil
	}
	rng := &archive.Range{}
	lo, hi, isRange := strings.Cut(r, ":")
	if !isRange {
		hi = lo
	}
	bad := fmt.Errorf("--turns %q: expected MIN:MAX (either may be left out) or a number", r)
	var err error
	if lo != "" {
		if rng.Min, err = strconv.Atoi(lo); err != nil || rng.Min < 0 {
			return nil, bad
		}
	}
	if hi != "" {
		if rng.Max, err = strconv.Atoi(hi); err != nil || rng.Max < rng.Min {
			return nil, bad
		}
		rng.HasMax = true
	}
	return rng, nil
}
