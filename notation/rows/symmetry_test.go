package rows_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/rows"
)

// TestSymmetryRows writes the rows of generated games of every game with
// symmetries under them: as many rows as turns times symmetries, and the
// rows of each symmetry a game the engine plays from the image of the
// start, each row the engine's position there (its scores the mover's
// there: Ingenious's permuted with its colours), the mapped turn, the
// legal count, the seat and the result of the turn as played.
func TestSymmetryRows(t *testing.T) {
	for _, g := range notation.Games() {
		sym := notation.AbilitiesOf(g).Symmetric
		if sym == nil {
			continue
		}
		t.Run(g.Name(), func(t *testing.T) {
			es := generated(t, g, 4, 80)
			var out bytes.Buffer
			turns := write(t, rows.NewLinesWriter(&out, rows.Options{Symmetries: true}), es)
			rs, per := linesOf(t, out.Bytes()), len(sym.Symmetries())
			if len(rs) != turns*per {
				t.Fatalf("%d rows for %d turns under %d symmetries", len(rs), turns, per)
			}
			for _, e := range es {
				for i := range per {
					checkImageRows(t, g, sym, e, i, rs[:len(e.Replay.Main.Turns)*per])
				}
				rs = rs[len(e.Replay.Main.Turns)*per:]
			}
		})
	}
}

// checkImageRows replays the image of an entry's game under symmetry i
// against its rows, those of the entry's turns, each turn's symmetries in
// order.
func checkImageRows(t *testing.T, g notation.Game, sym engines.Symmetric, e notation.Entry, i int, rs []rows.Row) {
	t.Helper()
	start, err := sym.TransformPosition(i, e.Replay.Start.String())
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.New(engines.Setup{Position: start}) // generated games play the default rules
	if err != nil {
		t.Fatalf("%s: the image of the start %q: %v", sym.Symmetries()[i], start, err)
	}
	per := len(sym.Symmetries())
	for k, rt := range e.Replay.Main.Turns {
		r, played := rs[k*per+i], rs[k*per]
		m, err := sym.TransformMove(i, rt.Move)
		if err != nil {
			t.Fatal(err)
		}
		var scores []int32
		if s, ok := p.(engines.Scorer); ok {
			for _, v := range s.SeatScores(p.Seat()) {
				scores = append(scores, int32(v))
			}
		}
		if r.Symmetry != sym.Symmetries()[i] || g.Key(r.Position) != g.Key(p.String()) || r.Move != m.String() ||
			int(r.Seat) != p.Seat() || int(r.Turn) != k+1 || !slices.Equal(r.Scores, scores) || r.Legal != played.Legal ||
			uint64(r.Legal) != p.Perft(1) || (r.Result == nil) != (played.Result == nil) || (r.Result != nil && *r.Result != *played.Result) {
			t.Fatalf("record %d turn %d, %s: row %+v, want the position %s, the move %s, scores %v, the seat %d, the legal count and result of %+v",
				e.Record.Number, k+1, sym.Symmetries()[i], r, p, m, scores, p.Seat(), played)
		}
		if _, err := p.Play(m); err != nil {
			t.Fatalf("record %d turn %d, %s: %s, the image of %s, is refused: %v", e.Record.Number, k+1, sym.Symmetries()[i], m, rt.Move, err)
		}
	}
}
