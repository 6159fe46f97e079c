package main

import (
	"errors"
	"fmt"
	"io"
	"runtime"

	"github.com/arbiter-games/arbiter/annotate"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

// annotateRun is one run of annotate: its options and what it wrote.
type annotateRun struct {
	a       *annotate.Annotator
	clear   bool
	json    bool
	records int
	tally   tally
	turns   progress // the turns searched, on the terminal
	doc     annotate.Document
}

func newAnnotate(std *IO) *cobra.Command {
	var g fileFlags
	var depth, jobs int
	var out, format string
	var clearOnly, points bool
	cmd := &cobra.Command{
		Use:   "annotate FILE... [--depth D] [--jobs N] [-o OUT] [--clear] [--format text|json] [--points]",
		Short: "Mark forced wins missed ($2) and forced losses allowed ($4), found by exact search",
		Long: `Searches every turn of each record's main line for forced wins, exactly, to
--depth turns (both players' turns counted; default 5 for YINSH and Jungle),
and writes the records back with marks added: $2 on a turn that missed a
forced win, with the winning line as a variation; $4 on a turn after which
the opponent forces a win that another turn avoided, with the reply named
and the saving turn as a variation; [%eval #K] where a side wins in K turns.
Ingenious turns are not searched: a $2 marks a first placement that reached
18 in no colour where a tile of the rack (in a public record, the tile
played) could have, with that placement in a variation in full records;
--points comments each placement's points.
Everything annotate adds carries [%arbiter] in its comments: annotating again
replaces it, --clear removes it; the user's comments, NAGs and variations
stay. Records with an illegal turn are annotated up to it and the error is
reported as validate reports it. --format json writes the verdicts per turn
instead (schema annotate).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return fmt.Errorf("--format must be text or json, not %q", format)
			}
			if clearOnly && format == "json" {
				return fmt.Errorf("--clear writes the records back; --format json writes verdicts: give one of them")
			}
			if depth < 0 || depth > 100 {
				return fmt.Errorf("--depth must be between 1 and 100, not %d", depth)
			}
			r := &annotateRun{clear: clearOnly, json: format == "json", tally: tally{progress: progress{std: std}},
				turns: progress{std: std, unit: "turns searched", every: 10}}
			r.a = annotate.New(annotate.Options{Depth: depth, Jobs: jobs, Points: points, Progress: r.turns.tick})
			var unreadable int
			err := withOutput(std, out, func(w io.Writer) error {
				var err error
				unreadable, err = eachFile(std, args, func(name string, in io.Reader) error {
					src, err := g.records(name, in)
					if err != nil {
						return err
					}
					opts := g.options(name)
					return referee.Run(src, opts, jobs, func(res referee.Result) error {
						return r.record(std, w, name, opts, res)
					})
				})
				if err != nil || !r.json {
					return err
				}
				return r.writeJSON(w)
			})
			r.tally.progress.clear()
			r.turns.clear()
			switch {
			case err != nil:
				return err
			case unreadable > 0:
				return fmt.Errorf("%d files could not be read", unreadable)
			case r.tally.bad > 0:
				return errRecords
			}
			return nil
		},
	}
	g.add(cmd)
	cmd.Flags().IntVar(&depth, "depth", 0, "turns searched from each position (default: the game's, 5 for YINSH and Jungle)")
	cmd.Flags().IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "turns searched at once")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	cmd.Flags().BoolVar(&clearOnly, "clear", false, "remove annotate's marks instead of adding them")
	cmd.Flags().BoolVar(&points, "points", false, "Ingenious: comment every turn with each placement's points per colour")
	cmd.Flags().StringVar(&format, "format", "text", "text: the annotated records; json: the verdicts per turn (schema annotate)")
	return cmd
}

// record annotates (or clears) one record, reports its diagnostics as
// validate does, and writes it.
func (r *annotateRun) record(std *IO, w io.Writer, file string, opts referee.Options, res referee.Result) error {
	var perr *notation.Error
	if errors.As(res.Err, &perr) {
		r.turns.clear()
		r.tally.add(std, res)
		return nil
	}
	rec := res.Report.Record
	if r.clear {
		annotate.Clear(rec)
		r.turns.clear()
		r.tally.add(std, res)
		return r.write(w, rec)
	}
	done, err := r.a.Record(rec, opts)
	if err != nil {
		return err
	}
	r.turns.clear()
	r.tally.add(std, referee.Result{Report: done.Report})
	if r.json {
		r.doc.Records = append(r.doc.Records, annotate.RecordVerdicts{File: file, Record: rec.Number,
			Game: gameOf(done.Report, opts), Depth: done.Depth, Errors: done.Report.Errors(), Verdicts: nonNil(done.Verdicts)})
		return nil
	}
	return r.write(w, rec)
}

// write writes a record as text, records separated by blank lines.
func (r *annotateRun) write(w io.Writer, rec *notation.Record) error {
	if r.records > 0 {
		if _, err := io.WriteString(w, "\n"); err != nil {
			return err
		}
	}
	r.records++
	return notation.Write(w, rec)
}

// writeJSON writes the verdicts document.
func (r *annotateRun) writeJSON(w io.Writer) error {
	if r.doc.Records == nil {
		r.doc.Records = []annotate.RecordVerdicts{}
	}
	b, err := schemas.Marshal("annotate", r.doc)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// nonNil gives an empty list for none, as JSON arrays.
func nonNil(vs []annotate.Verdict) []annotate.Verdict {
	if vs == nil {
		return []annotate.Verdict{}
	}
	return vs
}
