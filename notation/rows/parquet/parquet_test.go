package parquet

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/rows"
	"github.com/arbiter-games/arbiter/referee"
)

// TestGroupsAsOneWriter: a file whose row groups were encoded apart, as
// many at once as the writer may, and copied in is the bytes of the file
// one Parquet writer writes record by record (its pages end where that
// writer's do), with groups that end inside records and a last group in
// part, with and without symmetries (fewer records with -short: the race
// detector's runs).
func TestGroupsAsOneWriter(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 3
	}
	for _, g := range notation.Games() {
		es := generated(t, g, n)
		for _, o := range []rows.Options{{RowGroup: 37}, {RowGroup: 250, Symmetries: notation.AbilitiesOf(g).Symmetric != nil}, {}} {
			want := oneWriter(t, es, o)
			for _, most := range []int{1, 2, 5} {
				t.Run(fmt.Sprintf("%s/%d/%v/%d", g.Name(), o.RowGroup, o.Symmetries, most), func(t *testing.T) {
					var got bytes.Buffer
					pw := NewWriter(&got, o)
					pw.most = most
					for _, e := range es {
						if _, err := pw.Write(e); err != nil {
							t.Fatal(err)
						}
					}
					if err := pw.Close(); err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(got.Bytes(), want) {
						t.Errorf("%d bytes written, %d by one writer", got.Len(), len(want))
					}
				})
			}
		}
	}
}

// oneWriter is the file one Parquet writer writes, record by record.
func oneWriter(t *testing.T, es []notation.Entry, o rows.Options) []byte {
	t.Helper()
	var out bytes.Buffer
	size := o.RowGroup
	if size <= 0 {
		size = rows.DefaultRowGroup
	}
	w, mk := newFile(&out, size, newPages()), rows.NewMaker(o, "parquet")
	for _, e := range es {
		rs, _, err := mk.Make(e)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(rs); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// generated are n random games of g, refereed.
func generated(t *testing.T, g notation.Game, n int) []notation.Entry {
	t.Helper()
	var es []notation.Entry
	for seed := range n {
		rec, err := notation.Generate(g, int64(seed+1), engines.Setup{Tags: map[string]string{}}, 80)
		if err != nil {
			t.Fatal(err)
		}
		rec.Pos.File, rec.Number = "generated", seed+1
		es = append(es, referee.Check(rec, referee.Options{}).Entry(referee.KeepNumbering))
	}
	return es
}
