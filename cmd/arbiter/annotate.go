package main

import (
	"fmt"
	"io"
	"slices"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/annotate"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

// annotateFormats are the values of annotate --format.
var annotateFormats = []string{"text", "json"}

func newAnnotate(std *IO) *cobra.Command {
	var g fileFlags
	var depth int
	var out, format string
	var clearOnly, points bool
	cmd := &cobra.Command{
		Use:   "annotate FILE... [--depth D] [--jobs N] [-o OUT] [--clear] [--format text|json] [--points]",
		Short: "Mark forced wins missed ($2) and forced losses allowed ($4), found by exact search",
		Long: `Searches every turn of each record's main line for forced wins, exactly, to
--depth turns (both players' turns counted; default ` + searchDepths() + `),
and writes the records back with marks added: $2 on a turn that missed a
forced win, with the winning line as a variation; $4 on a turn after which
the opponent forces a win that another turn avoided, with the reply named
and the saving turn as a variation; [%eval #K] where a side wins in K turns.
Games judged turn by turn` + aside(andNames(reviewedGames())) + ` are not searched:
a $2 marks a turn that missed what another turn its player had reached, as the
game's review says, with that turn in a variation where the record can
show it; --points comments each turn with the points of its parts.
Everything annotate adds carries [%arbiter] in its comments: annotating again
replaces it, --clear removes it; the user's comments, NAGs and variations
stay, and so do the records that cannot be read, as they were written.
Records with an illegal turn are annotated up to it and the error is
reported as validate reports it (exit 1). --format json writes the verdicts
per turn instead (schema annotate). With -o the output replaces OUT only
once it is complete; -o may name the input, to annotate a file in place.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case !slices.Contains(annotateFormats, format):
				return usagef("--format must be text or json, not %q", format)
			case clearOnly && format == "json":
				return usagef("--clear writes the records back; --format json writes verdicts: give one of them")
			case cmd.Flags().Changed("depth") && (depth < 1 || depth > engines.MaxDepth):
				return usagef("--depth must be between 1 and %d, not %d", engines.MaxDepth, depth)
			}
			to, _ := formats.Lookup("text")
			if format == "json" {
				to, _ = formats.Lookup("json") // -o cannot be the input then
			}
			j, err := newRecordsJob(std, &g, args, out, to)
			if err != nil {
				return err
			}
			j.opts.Positions = true
			j.shown.what = "turns searched"
			a := annotate.New(annotate.Options{Depth: depth, Jobs: g.jobs, Points: points, Progress: j.shown.count})
			if format == "json" {
				return annotateJSON(j, a)
			}
			totals, err := j.run(func(res referee.Result) (notation.Entry, bool, error) {
				return annotated(a, clearOnly, res)
			}, true)
			if err != nil {
				return err
			}
			return j.status(totals)
		},
	}
	g.add(cmd, "turns searched")
	cmd.Flags().IntVar(&depth, "depth", 0, "turns searched from each position (default: the game's"+lead(", ", searchDepths())+")")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	cmd.Flags().BoolVar(&clearOnly, "clear", false, "remove annotate's marks instead of adding them")
	cmd.Flags().StringVar(&format, "format", "text", "text: the annotated records; json: the verdicts per turn (schema annotate)")
	cmd.Flags().BoolVar(&points, "points", false, "games judged turn by turn"+aside(andNames(reviewedGames()))+": comment every turn with the points of its parts")
	completeValues(cmd, "format", annotateFormats)
	return cmd
}

// annotated is the entry annotate writes for a result: the record
// annotated (or cleared), or, when it could not be read, as written.
func annotated(a *annotate.Annotator, clearOnly bool, res referee.Result) (notation.Entry, bool, error) {
	e := res.AsWritten()
	if res.Report == nil || e.Unread() { // not read, or not as it was written
		return e, true, nil
	}
	e.AsWritten, e.Replay = false, nil
	if clearOnly {
		e.Record = annotate.Clear(res.Record)
		return e, true, nil
	}
	done, err := a.Report(res.Report)
	if err != nil {
		return e, false, err
	}
	e.Record = done.Record
	return e, true, nil
}

// annotateJSON writes the verdicts document instead of the records.
func annotateJSON(j *recordsJob, a *annotate.Annotator) error {
	if err := j.readable(); err != nil {
		return err
	}
	doc := annotate.Document{Records: []annotate.RecordVerdicts{}}
	var totals referee.Totals
	err := withOutput(j.std, j.out, func(w io.Writer) error {
		var err error
		totals, err = j.flags.read(j.std, j.args, j.opts, &j.shown, func(res referee.Result) error {
			j.shown.diagnostics().record(res.Diagnostics())
			if res.Report == nil {
				return nil
			}
			done, err := a.Report(res.Report)
			if err != nil {
				return err
			}
			doc.Records = append(doc.Records, done.InFile(res.File))
			return nil
		})
		switch {
		case err != nil:
			return err
		case totals.Unreadable > 0:
			return errUnwritten(j.out, totals.Unreadable)
		}
		b, err := schemas.Marshal("annotate", doc)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	})
	if err != nil {
		return err
	}
	return status(totals)
}
