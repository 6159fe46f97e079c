package main

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"

	"github.com/arbiter-games/arbiter/referee/annotate"
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
)

// annotateRun is one run of annotate: its options and what it wrote.
type annotateRun struct {
	a       *annotate.Annotator
	clear   bool
	json    bool
	records int
	tally   *tally // the records' diagnostics, shown as validate shows them
	doc     annotate.Document
}

// annotateFormats are the values of annotate --format.
var annotateFormats = []string{"text", "json"}

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
reported as validate reports it (exit 1). --format json writes the verdicts
per turn instead (schema annotate). With -o the output replaces OUT only
once it is complete.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case !slices.Contains(annotateFormats, format):
				return usagef("--format must be text or json, not %q", format)
			case clearOnly && format == "json":
				return usagef("--clear writes the records back; --format json writes verdicts: give one of them")
			case depth < 0 || depth > engines.MaxDepth:
				return usagef("--depth must be between 1 and %d, not %d", engines.MaxDepth, depth)
			}
			if err := g.check(args); err != nil {
				return err
			}
			t := &tally{progress: progress{std: std, bar: turnBar(std)}}
			t.out = diagnostics{std: std, progress: &t.progress}
			r := &annotateRun{clear: clearOnly, json: format == "json", tally: t}
			r.a = annotate.New(annotate.Options{Depth: depth, Jobs: jobs, Points: points, Progress: r.searched})
			if n := checkReadable(args, t.file); n > 0 {
				return fmt.Errorf("%d of the files could not be read; nothing was written", n)
			}
			b := batch{std: std, flags: &g, jobs: jobs, report: t.file}
			err := withOutput(std, out, func(w io.Writer) error {
				err := b.run(args, func(res referee.Result, opts referee.Options) error {
					return r.record(w, opts, res)
				})
				switch {
				case err != nil:
					return err
				case b.unreadable > 0:
					return errUnwritten(out, b.unreadable)
				case r.json:
					return r.writeJSON(w)
				}
				return nil
			})
			t.progress.clear()
			switch {
			case err != nil:
				return err
			case t.bad > 0 || b.empty > 0:
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
	cmd.Flags().StringVar(&format, "format", "text", "text: the annotated records; json: the verdicts per turn (schema annotate)")
	cmd.Flags().BoolVar(&points, "points", false, "Ingenious: comment every turn with each placement's points per colour")
	completeValues(cmd, "format", annotateFormats)
	return cmd
}

// turnBar is the progress bar of annotate, on a terminal: it counts the
// turns searched, the slow part, rather than the bytes read.
func turnBar(std *IO) *progressbar.ProgressBar {
	if !std.ErrTerminal {
		return nil
	}
	return newBar(std.Err, -1, false, "turns searched")
}

// searched counts a turn searched on the progress bar; the annotator calls
// it one call at a time, while the record's diagnostics wait.
func (r *annotateRun) searched() {
	if p := &r.tally.progress; p.bar != nil {
		p.bar.Add(1)
		p.shown = true
	}
}

// record annotates (or clears) one record, reports its diagnostics as
// validate does, and writes it.
func (r *annotateRun) record(w io.Writer, opts referee.Options, res referee.Result) error {
	var perr *notation.Error
	if errors.As(res.Err, &perr) {
		r.tally.add(res)
		return nil
	}
	rec := res.Report.Record
	if r.clear {
		annotate.Clear(rec)
		r.tally.add(res)
		return r.write(w, rec)
	}
	done, err := r.a.Record(rec, opts)
	if err != nil {
		return err
	}
	r.tally.add(referee.Result{Report: done.Report})
	if r.json {
		r.doc.Records = append(r.doc.Records, annotate.RecordVerdicts{File: rec.Pos.File, Record: rec.Number,
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
	return text.Write(w, rec)
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
