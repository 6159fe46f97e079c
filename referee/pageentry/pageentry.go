// Package pageentry gives the shareable page (notation/page) a record the
// referee replayed: apart from referee/bridge, which the page's
// WebAssembly is built from and which must not hold the page itself.
package pageentry

import (
	"path/filepath"

	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/bridge"
)

// Of is the page's entry of a record the referee replayed with the
// options, positions kept: its canonical text, and its diagnostics naming
// its file by its base name only, since a page is shared and must not
// carry the sender's folders.
func Of(rep *referee.Report, opts referee.Options) (page.Entry, error) {
	e := page.Entry{Record: rep.Record, Game: rep.Game, Replay: &rep.Replay, Outcome: rep.Outcome,
		Variant: opts.Variant, Rules: opts.Rules, TurnName: rep.TurnName}
	for _, d := range rep.Diagnostics {
		d.Pos.File = filepath.Base(d.Pos.File)
		e.Problems = append(e.Problems, d.String())
	}
	var err error
	if rep.Game != nil && rep.Start != nil {
		e.Text, err = bridge.Canonical(rep)
	}
	return e, err
}
