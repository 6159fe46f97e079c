package main

import (
	"io"

	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/spf13/cobra"
)

func newHTML(std *IO) *cobra.Command {
	var f fileFlags
	var out string
	cmd := &cobra.Command{
		Use:   "html FILE... [-o OUT.html]",
		Short: "Write one self-contained HTML page that replays the records",
		Long: `Writes one HTML file, needing no network, that replays every record of the
files turn by turn: the board as show --format svg draws it, the move list
with comments, annotations and variations, keys (← → Home End ↑ ↓) and
buttons, a flip and a copy of the position string. Illegal turns are marked
with the referee's reason. #rK-tN in the address shows record K after turn N.
See docs/html.md.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := f.check(args); err != nil {
				return err
			}
			entries, unreadable, err := f.entries(std, args)
			switch {
			case err != nil:
				return err
			case unreadable > 0:
				return errUnwritten(out, unreadable)
			}
			return withOutput(std, out, func(w io.Writer) error { return page.Write(w, entries) })
		},
	}
	f.add(cmd)
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file (atomically) instead of standard output")
	return cmd
}

// entries reads every record of the files, keeping those that cannot be
// read as their error; it counts the files that cannot be read.
func (f *fileFlags) entries(std *IO, args []string) ([]page.Entry, int, error) {
	var entries []page.Entry
	unreadable, err := eachFile(std, args, func(name string, r io.Reader) error {
		next, err := f.records(name, r)
		if err != nil {
			return err
		}
		for {
			u, err := next()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			rec, err := u.Parse()
			entries = append(entries, page.Entry{Record: rec, Options: f.options(name), Err: err})
		}
	})
	return entries, unreadable, err
}
