package rows_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/rows"
	"github.com/arbiter-games/arbiter/notation/rows/parquet"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/xitongsys/parquet-go/reader"
	"github.com/xitongsys/parquet-go/source"
)

// generated are n random games of g, refereed, with their turns.
func generated(t testing.TB, g notation.Game, n, maxTurns int) []notation.Entry {
	t.Helper()
	var es []notation.Entry
	for seed := range n {
		rec, err := notation.Generate(g, int64(seed+1), engines.Setup{Tags: map[string]string{}}, maxTurns)
		if err != nil {
			t.Fatal(err)
		}
		rec.Pos.File, rec.Number = "generated", seed+1
		es = append(es, referee.Check(rec, referee.Options{Positions: seed%2 == 0}).Entry(referee.KeepNumbering)) // kept positions, or none
	}
	return es
}

// write writes the entries through w and gives the count of turns.
func write(t testing.TB, w notation.RecordWriter, es []notation.Entry) int {
	t.Helper()
	turns := 0
	for _, e := range es {
		if _, err := w.Write(e); err != nil {
			t.Fatalf("record %d: %v", e.Record.Number, err)
		}
		turns += len(e.Record.Moves.Turns)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return turns
}

// linesOf reads JSON lines of rows.
func linesOf(t *testing.T, b []byte) []rows.Row {
	t.Helper()
	var rs []rows.Row
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r rows.Row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%v: %s", err, sc.Text())
		}
		rs = append(rs, r)
	}
	return rs
}

// TestRowCount: a row per turn of the main line, for every game, each
// the position before its turn, the turn as the record's replay played
// it and the seat to move, the count of legal turns that of the
// engine's list; finished games give every row a result.
func TestRowCount(t *testing.T) {
	for _, g := range notation.Games() {
		t.Run(g.Name(), func(t *testing.T) {
			es := generated(t, g, 10, 1000) // whole games: every stage's legal count
			var out bytes.Buffer
			turns := write(t, rows.NewLinesWriter(&out, rows.Options{}), es)
			rs := linesOf(t, out.Bytes())
			if len(rs) != turns {
				t.Fatalf("%d rows for %d turns", len(rs), turns)
			}
			i := 0
			for _, e := range es {
				final := e.Replay.Start.Clone()
				for _, rt := range e.Replay.Main.Turns {
					final.Play(rt.Move)
				}
				p := e.Replay.Start.Clone()
				for k, rt := range e.Replay.Main.Turns {
					r := rs[i]
					if r.Position != p.String() || r.Move != rt.Move.String() || int(r.Seat) != p.Seat() || int(r.Turn) != k+1 {
						t.Fatalf("row %d: %+v, want the position %q, the move %s, seat %d", i, r, p.String(), rt.Move, p.Seat())
					}
					if int(r.Legal) != len(p.Legal()) {
						t.Errorf("row %d: %d legal turns, the position has %d", i, r.Legal, len(p.Legal()))
					}
					if final.Outcome().Over != (r.Result != nil) {
						t.Errorf("row %d: result %v", i, r.Result)
					}
					p.Play(rt.Move)
					i++
				}
			}
		})
	}
}

// bytesFile is a Parquet file in memory, for the second reader.
type bytesFile struct{ *bytes.Reader }

func (bytesFile) Write([]byte) (int, error) { return 0, io.ErrShortWrite }
func (bytesFile) Close() error              { return nil }
func (f bytesFile) Open(string) (source.ParquetFile, error) {
	return bytesFile{bytes.NewReader(f.bytes())}, nil
}
func (bytesFile) Create(string) (source.ParquetFile, error) { return nil, io.ErrShortWrite }
func (f bytesFile) bytes() []byte {
	b := make([]byte, f.Size())
	f.ReadAt(b, 0)
	return b
}

// readRow is a row as the second library (xitongsys/parquet-go) reads it.
type readRow struct {
	Record   string   `parquet:"name=record, type=BYTE_ARRAY, convertedtype=UTF8"`
	Game     string   `parquet:"name=game, type=BYTE_ARRAY, convertedtype=UTF8"`
	Turn     int32    `parquet:"name=turn, type=INT32"`
	Position string   `parquet:"name=position, type=BYTE_ARRAY, convertedtype=UTF8"`
	Seat     int32    `parquet:"name=seat, type=INT32"`
	Move     string   `parquet:"name=move, type=BYTE_ARRAY, convertedtype=UTF8"`
	Legal    int32    `parquet:"name=legal, type=INT32"`
	Result   *float64 `parquet:"name=result, type=DOUBLE, repetitiontype=OPTIONAL"`
	Scores   []int32  `parquet:"name=scores, type=LIST, valuetype=INT32"`
	Symmetry string   `parquet:"name=symmetry, type=BYTE_ARRAY, convertedtype=UTF8"`
}

// TestParquetReadBack writes rows as Parquet in small row groups and reads
// them back with another library: the same rows as the JSON lines.
func TestParquetReadBack(t *testing.T) {
	for _, g := range notation.Games() {
		t.Run(g.Name(), func(t *testing.T) {
			es := generated(t, g, 5, 60)
			var lines, file bytes.Buffer
			opts := rows.Options{Symmetries: notation.AbilitiesOf(g).Symmetric != nil, RowGroup: 37}
			write(t, rows.NewLinesWriter(&lines, opts), es)
			write(t, parquet.NewWriter(&file, opts), es)
			want := linesOf(t, lines.Bytes())
			pr, err := reader.NewParquetReader(bytesFile{bytes.NewReader(file.Bytes())}, new(readRow), 1)
			if err != nil {
				t.Fatal(err)
			}
			defer pr.ReadStop()
			if n := int(pr.GetNumRows()); n != len(want) {
				t.Fatalf("%d rows read back, %d written", n, len(want))
			}
			got := make([]readRow, len(want))
			if err := pr.Read(&got); err != nil {
				t.Fatal(err)
			}
			for i, w := range want {
				r := got[i]
				same := r.Record == w.Record && r.Game == w.Game && r.Turn == w.Turn && r.Position == w.Position &&
					r.Seat == w.Seat && r.Move == w.Move && r.Legal == w.Legal && r.Symmetry == w.Symmetry &&
					(r.Result == nil) == (w.Result == nil) && (r.Result == nil || *r.Result == *w.Result) && len(r.Scores) == len(w.Scores)
				for k := range min(len(r.Scores), len(w.Scores)) {
					same = same && r.Scores[k] == w.Scores[k]
				}
				if !same {
					t.Fatalf("row %d reads back as %+v, written %+v", i, r, w)
				}
			}
		})
	}
}

// TestSymmetries: every symmetry of every game that has them maps a
// game's start and turns to a game the engine plays, turn by turn, each
// position the image of the game's.
func TestSymmetries(t *testing.T) {
	for _, g := range notation.Games() {
		sym := notation.AbilitiesOf(g).Symmetric
		if sym == nil {
			continue
		}
		names := sym.Symmetries()
		if len(names) < 2 || names[0] != "identity" {
			t.Errorf("%s: symmetries %q", g.Name(), names)
		}
		for _, e := range generated(t, g, 8, 200) {
			for i, name := range names {
				checkImage(t, g, sym, i, e, name)
			}
		}
		checkDistinct(t, g, sym)
	}
}

// checkImage replays the image of an entry's game under symmetry i.
func checkImage(t *testing.T, g notation.Game, sym engines.Symmetric, i int, e notation.Entry, name string) {
	t.Helper()
	start, err := sym.TransformPosition(i, e.Replay.Start.String())
	if err != nil {
		t.Fatalf("%s %s: the start: %v", g.Name(), name, err)
	}
	p, err := g.New(engines.Setup{Position: start})
	if err != nil {
		t.Fatalf("%s %s: the image of the start %q: %v", g.Name(), name, start, err)
	}
	orig := e.Replay.Start.Clone()
	for k, rt := range e.Replay.Main.Turns {
		orig.Play(rt.Move)
		m, err := sym.TransformMove(i, rt.Move)
		if err != nil {
			t.Fatal(err)
		}
		played, err := p.Play(m)
		if err != nil {
			t.Fatalf("%s %s, record %d turn %d: %s, the image of %s, is refused: %v\n%s", g.Name(), name, e.Record.Number, k+1, m, rt.Move, err, p)
		}
		want, err := sym.TransformPosition(i, orig.String())
		if err != nil {
			t.Fatal(err)
		}
		if played.Move.String() != m.String() || g.Key(p.String()) != g.Key(want) {
			t.Fatalf("%s %s, record %d turn %d: played %s to %s, want %s to %s", g.Name(), name, e.Record.Number, k+1, played.Move, p, m, want)
		}
	}
}

// FuzzTransformPosition feeds every symmetry of every game that has them
// any text as a position string: no panic, and the image of a position
// the game sets up is one it sets up too.
func FuzzTransformPosition(f *testing.F) {
	var games []notation.Game
	for _, g := range notation.Games() {
		if notation.AbilitiesOf(g).Symmetric == nil {
			continue
		}
		games = append(games, g)
		for _, e := range generated(f, g, 2, 60) {
			f.Add(e.Replay.Start.String())
			if n := len(e.Replay.Main.Turns); n > 0 {
				p := e.Replay.Start.Clone()
				for _, rt := range e.Replay.Main.Turns {
					p.Play(rt.Move)
				}
				f.Add(p.String())
			}
		}
	}
	f.Add("4/7/8/9/10/9/10/9/8/7/4 w 0 0")
	f.Add("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1")
	f.Add("9/9/9/9/9/9/9/9/9 w 0 1")
	f.Add("10/10/10/10/10/10/10/10/10/10/10 w 0 0")
	f.Fuzz(func(t *testing.T, position string) {
		blank := strings.TrimSpace(position) == "" // no position: the start
		for _, g := range games {
			sym := notation.AbilitiesOf(g).Symmetric
			_, setUp := g.New(engines.Setup{Position: position})
			for i := range sym.Symmetries() {
				image, err := sym.TransformPosition(i, position)
				if setUp != nil || blank {
					continue
				}
				if err != nil {
					t.Fatalf("%s %d: %q sets up, but its image is refused: %v", g.Name(), i, position, err)
				}
				if _, err := g.New(engines.Setup{Position: image}); err != nil {
					t.Fatalf("%s %d: %q sets up, its image %q does not: %v", g.Name(), i, position, image, err)
				}
			}
		}
	})
}

// checkDistinct: the symmetries map a position that has none of its own
// (a random game's, after 30 turns) to as many positions as they are, so
// that no two of them are one.
func checkDistinct(t *testing.T, g notation.Game, sym engines.Symmetric) {
	t.Helper()
	e := generated(t, g, 1, 30)[0]
	p := e.Replay.Start.Clone()
	for _, rt := range e.Replay.Main.Turns {
		p.Play(rt.Move)
	}
	images := map[string]string{}
	for i, name := range sym.Symmetries() {
		image, err := sym.TransformPosition(i, p.String())
		if err != nil {
			t.Fatal(err)
		}
		if other, ok := images[image]; ok {
			t.Errorf("%s: %s and %s map %s to one position", g.Name(), other, name, p)
		}
		images[image] = name
	}
}

// TestMakerReused: one Maker making the rows of record after record
// (without watching their replays) gives each record the positions of its
// own main line, also when records have as many turns as the one before.
func TestMakerReused(t *testing.T) {
	for _, g := range notation.Games() {
		mk := rows.NewMaker(rows.Options{}, "rows")
		for _, e := range generated(t, g, 6, 30) { // cut at 30 turns: records as long as the one before
			rs, _, err := mk.Make(e)
			if err != nil {
				t.Fatal(err)
			}
			p := e.Replay.Start.Clone()
			for k, rt := range e.Replay.Main.Turns {
				if rs[k].Position != p.String() {
					t.Fatalf("%s record %d row %d: %q, want %q", g.Name(), e.Record.Number, k, rs[k].Position, p.String())
				}
				p.Play(rt.Move)
			}
		}
	}
}

// TestMakerRefusesUnread: a record that could not be read is refused
// where it stands, in its number, saying why, with no rows.
func TestMakerRefusesUnread(t *testing.T) {
	at := notation.Pos{File: "club.ndjson", Line: 4, Column: 1}
	e := notation.Entry{Raw: `{"game":"YINSH",`, Err: &notation.Error{Pos: at, Record: 4, Msg: "record JSON: unexpected end of JSON input"}, From: "ndjson"}
	rs, _, err := rows.NewMaker(rows.Options{}, "parquet").Make(e)
	var refused *notation.Error
	if len(rs) != 0 || !errors.As(err, &refused) || refused.Code != notation.CodeRefused || refused.Pos != at || refused.Record != 4 ||
		!strings.Contains(err.Error(), "could not be read, and the rows of the parquet format are made of the positions its turns reach") {
		t.Errorf("%d rows, %v; want it refused at %v", len(rs), err, at)
	}
}
