package main

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"runtime"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/spf13/cobra"
)

// recordWriter writes converted records in one output format.
type recordWriter interface {
	write(rep *referee.Report, game string) error
	// writeRaw keeps a record that could not be read as written.
	writeRaw(err *notation.Error, game string) error
	close() error
}

func newConvert(std *IO) *cobra.Command {
	var g fileFlags
	var to, out, numbers string
	var jobs int
	cmd := &cobra.Command{
		Use:   "convert FILE... --to text|json [--from FORMAT] [--numbers turns|chess] [-o OUT]",
		Short: "Rewrite records in canonical text or JSON, from any format Arbiter reads",
		Long: `Rewrites records in canonical text (long-form turns, turn numbers counted one
by one) or in JSON. Nothing the input held is dropped: comments, annotations,
variations and unknown tags are kept, also in records with illegal turns.
Records that cannot be read are kept as written (in JSON: their raw text
and the error). Turn numbers keep the record's style (chess numbering where a
Jungle record uses it) unless --numbers says turns or chess. Exit status 1
when a record holds an error; its record is still written.
The input format comes from --from, else the file ending (.json, .sgf, ...),
else text. With -o the output replaces OUT only once it is complete.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if to != "text" && to != "json" {
				return fmt.Errorf("--to must be text or json, not %q", to)
			}
			style, err := referee.ParseNumbering(numbers)
			if err != nil {
				return fmt.Errorf("--numbers: %w", err)
			}
			var n convertCount
			shown := progress{std: std}
			err = withOutput(std, out, func(w io.Writer) error {
				rw := newRecordWriter(to, w)
				_, err := eachFile(std, args, func(name string, r io.Reader) error {
					src, err := g.records(name, r)
					if err != nil {
						return err
					}
					opts := g.options(name)
					opts.Canonical, opts.Numbers = true, style
					return referee.Run(src, opts, jobs, func(res referee.Result) error {
						shown.tick()
						n.records++
						var perr *notation.Error
						if errors.As(res.Err, &perr) {
							shown.clear()
							fmt.Fprintln(std.Err, referee.FromSyntax(perr))
							if perr.Raw == "" {
								n.lost++
								return nil
							}
							n.unread++
							return rw.writeRaw(perr, rawGame(perr, opts))
						}
						if res.Report.Errors() > 0 {
							n.illegal++
						}
						n.numbering(res.Report, style)
						return rw.write(res.Report, gameOf(res.Report, opts))
					})
				})
				if err != nil {
					return err
				}
				if err := n.numberingError(); err != nil {
					return err
				}
				return rw.close()
			})
			shown.clear()
			if err != nil {
				return err
			}
			return n.summary(std)
		},
	}
	g.add(cmd)
	cmd.Flags().StringVar(&to, "to", "text", "output format: text or json")
	cmd.Flags().StringVar(&numbers, "numbers", "", "turn numbers: turns (counted one by one) or chess (12. a b, two-player games); default: the record's style")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	cmd.Flags().IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "records converted at once")
	return cmd
}

// convertCount counts the records convert saw: all, those with errors in
// play (converted as written), those that could not be read (kept as
// written), and those lost: unreadable with no text to keep (JSON cut
// short, a foreign format's broken game).
type convertCount struct {
	records, illegal, unread, lost int
	// unnumbered counts the records that could not be numbered as asked,
	// by the reason.
	unnumbered map[string]int
}

// numbering counts a record whose game cannot be numbered as asked.
func (n *convertCount) numbering(rep *referee.Report, style referee.Numbering) {
	if rep.Game.Engine == nil {
		return
	}
	if err := referee.CheckNumbering(rep.Game, style); err != nil {
		if n.unnumbered == nil {
			n.unnumbered = map[string]int{}
		}
		n.unnumbered[err.Error()]++
	}
}

// numberingError tells once, for all records, that some could not be
// numbered as asked.
func (n *convertCount) numberingError() error {
	var reasons []string
	for _, reason := range slices.Sorted(maps.Keys(n.unnumbered)) {
		reasons = append(reasons, fmt.Sprintf("%s (%d records)", reason, n.unnumbered[reason]))
	}
	if reasons == nil {
		return nil
	}
	return fmt.Errorf("--numbers: %s", strings.Join(reasons, "; "))
}

// summary tells, on stderr, how many records hold errors and what became
// of them; errRecords when there are any.
func (n convertCount) summary(std *IO) error {
	bad := n.illegal + n.unread + n.lost
	if bad == 0 {
		return nil
	}
	var parts []string
	for _, p := range []struct {
		n    int
		what string
	}{{n.illegal, "with illegal turns converted as written"}, {n.unread, "that cannot be read kept as written"}, {n.lost, "that cannot be read and are not kept"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	fmt.Fprintf(std.Err, "arbiter: %d records, %d with errors: %s ('arbiter validate' tells what is wrong)\n",
		n.records, bad, strings.Join(parts, ", "))
	return errRecords
}

// rawGame names the game of a record that could not be read, for JSON:
// the one its source names, else the file ending or the command line,
// else "unknown".
func rawGame(err *notation.Error, opts referee.Options) string {
	switch {
	case err.Game != "":
		return err.Game
	case opts.Game != "":
		return opts.Game
	}
	return notation.UnknownGame
}

// gameOf names a report's game for JSON: the engine's name when the game
// is known, else what the record or the command line said.
func gameOf(rep *referee.Report, opts referee.Options) string {
	switch {
	case rep.Game.Engine != nil:
		return rep.Game.Engine.Name()
	case rep.Record.GameName() != "":
		return rep.Record.GameName()
	case opts.Game != "":
		return opts.Game
	}
	return notation.UnknownGame
}

func newRecordWriter(to string, w io.Writer) recordWriter {
	if to == "json" {
		return &jsonRecords{w: notation.NewJSONWriter(w)}
	}
	return &textRecords{w: w}
}

// textRecords writes canonical text, records separated by blank lines.
type textRecords struct {
	w io.Writer
	n int
}

func (t *textRecords) write(rep *referee.Report, _ string) error {
	if err := t.separate(); err != nil {
		return err
	}
	return notation.Write(t.w, rep.Record)
}

func (t *textRecords) writeRaw(err *notation.Error, _ string) error {
	if err := t.separate(); err != nil {
		return err
	}
	return notation.WriteRaw(t.w, err.Raw)
}

// separate puts a blank line before every record but the first.
func (t *textRecords) separate() error {
	t.n++
	if t.n == 1 {
		return nil
	}
	_, err := io.WriteString(t.w, "\n")
	return err
}

func (t *textRecords) close() error { return nil }

// jsonRecords writes a JSON records document.
type jsonRecords struct{ w *notation.JSONWriter }

func (j *jsonRecords) write(rep *referee.Report, game string) error {
	moves := func(t *notation.Turn) engines.Move { return rep.Moves[t] }
	rec, err := notation.ToJSON(rep.Record, game, moves)
	if err != nil {
		return err
	}
	return j.w.Write(rec)
}

func (j *jsonRecords) writeRaw(err *notation.Error, game string) error {
	return j.w.Write(notation.RawToJSON(err, game))
}

func (j *jsonRecords) close() error { return j.w.Close() }
