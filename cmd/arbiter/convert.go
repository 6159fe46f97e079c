package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/rows"
	"github.com/arbiter-games/arbiter/notation/rows/parquet"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/spf13/cobra"
)

func newConvert(std *IO) *cobra.Command {
	var g fileFlags
	var to, out, numbers string
	var positions, symmetries bool
	cmd := &cobra.Command{
		Use:   "convert FILE... --to " + strings.Join(formats.Names(), "|") + " [--from FORMAT] [--numbers turns|chess] [-o OUT]",
		Short: "Rewrite records in canonical text, JSON or another format, from any format Arbiter reads",
		Long: `Rewrites records in canonical text (long-form turns, turn numbers counted one
by one), in JSON, or in a foreign format. Nothing the input held is dropped:
comments, annotations, variations and unknown tags are kept, also in records
with illegal turns, and the Game tag is written when the game was known only
from the file ending or --game. Records that cannot be read are kept as
written where, read back, they are the same records (in JSON: their raw
text and the error; in text, those of another format in % lines). A record
the output format cannot hold is not written; it is reported, and so is
what a format leaves out of a record. Turn numbers keep the record's style
(chess numbering where a record uses it) unless --numbers says turns
or chess. Every problem found is reported as validate reports it; exit
status 1 when a record holds an error (its record is still written) or is
not written. The input format comes from --from, else the file ending
(.json, .sgf, ...), else text; the output format from --to, else the
ending of -o (.json, .ndjson, .sgf, .jfen, .parquet), else text. With -o
the output replaces OUT only once it
is complete, and only when every input could be read (else the exit status
is 2 and OUT is left as it was); -o may name the input when --to is its
format, and the input is then left as it was (exit 1) unless every record
is kept whole.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if named := namedByOutput(out); named != "" && !cmd.Flags().Changed("to") {
				to = named
			}
			format, err := writtenFormat(to, positions, symmetries)
			if err != nil {
				return err
			}
			style, err := referee.ParseNumbering(numbers)
			if err != nil {
				return usageError{fmt.Errorf("--numbers: %w", err)}
			}
			j, err := newRecordsJob(std, &g, args, out, format)
			if err != nil {
				return err
			}
			// Each record is written as it is read.
			j.opts.Positions, j.writing = positions, &referee.Writing{Numbers: style}
			unnumbered := map[string]int{}
			j.last = func() error { return numberingError(unnumbered) }
			j.look = func(res referee.Result) {
				if g := res.Refereed; g != nil {
					if err := referee.CheckNumbering(g, style); err != nil {
						unnumbered[err.Error()]++
					}
				}
			}
			totals, err := j.run(nil, true)
			if err != nil {
				return err
			}
			convertSummary(std, totals, j)
			return j.status(totals)
		},
	}
	g.add(cmd, "records converted")
	cmd.Flags().StringVar(&to, "to", "text", "output format: "+joinNames(formats.Names())+aside(ownFormats()))
	cmd.Flags().BoolVar(&positions, "positions", false, "json, ndjson: give every turn accepted, variations included, the position string and board after it")
	cmd.Flags().BoolVar(&symmetries, "symmetries", false, "rows, parquet: write every turn again under each of the board's symmetries"+aside(andNames(gamesWith(symmetric))))
	cmd.Flags().StringVar(&numbers, "numbers", "", "turn numbers: turns (counted one by one) or chess (12. a b, two-player games); default: the record's style")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	completeValues(cmd, "to", formats.Names())
	completeValues(cmd, "numbers", []string{"turns", "chess"})
	return cmd
}

// writtenFormat is the format --to names; --positions is an option of
// JSON's, which gives every turn the position after it, --symmetries one
// of the training rows'.
func writtenFormat(to string, positions, symmetries bool) (notation.Format, error) {
	f, err := formats.Lookup(to)
	switch {
	case err != nil:
		return f, usagef("--to: %w", err)
	case symmetries:
		return rowsWithSymmetries(f)
	case !positions:
		return f, nil
	case f.Name == "json":
		return jsonform.Format(jsonform.Detail{Moves: true, Positions: true}), nil
	case f.Name == "ndjson":
		return jsonform.LinesFormat(jsonform.Detail{Positions: true}), nil
	}
	return f, usagef("--positions is for --to json or ndjson")
}

// numberingError tells once, for all records, that some could not be
// numbered as asked.
func numberingError(unnumbered map[string]int) error {
	var reasons []string
	for _, reason := range slices.Sorted(maps.Keys(unnumbered)) {
		reasons = append(reasons, fmt.Sprintf("%s (%d records)", reason, unnumbered[reason]))
	}
	if reasons == nil {
		return nil
	}
	return usagef("--numbers: %s", strings.Join(reasons, "; "))
}

// convertSummary tells, on stderr, how many records hold errors (a
// record not written counts as one) and what became of them, when any do.
func convertSummary(std *IO, t referee.Totals, j *recordsJob) {
	if t.Failed == 0 && j.refused == 0 {
		return
	}
	fmt.Fprintf(std.Err, "arbiter: %d records, %d with errors (reported above): %s\n", t.Records, t.Failed+j.refusedValid, strings.Join(j.fates(true), ", "))
}

// The full command writes training rows as Parquet too; a lean referee
// links no Parquet library.
func init() { formats.Register(parquet.Format(rows.Options{})) }

// rowsWithSymmetries is the training rows' format f, writing every turn
// under each of the board's symmetries.
func rowsWithSymmetries(f notation.Format) (notation.Format, error) {
	switch f.Name {
	case "rows":
		return rows.Format(rows.Options{Symmetries: true}), nil
	case "parquet":
		return parquet.Format(rows.Options{Symmetries: true}), nil
	}
	return f, usagef("--symmetries is for --to rows or parquet")
}
