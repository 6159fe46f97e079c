package yinsh_test

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

// TestRowsAgainstLines checks Rows, which finds rows with bit shifts,
// against a plain walk along every line, on random boards crowded with
// markers (a won game: any rows may stand) and on the positions of random
// games.
func TestRowsAgainstLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for i := range 500 {
		s := engines.Setup{Rules: "supply=unlimited", Position: randomWonBoard(rng)}
		checkRows(t, newPosition(t, s))
		if t.Failed() {
			t.Fatalf("board %d: %s", i, s.Position)
		}
	}
	for seed := range int64(50) {
		_, turns, err := yinsh.Game{}.RandomGame(seed, engines.Setup{}, 0)
		if err != nil {
			t.Fatal(err)
		}
		p := newPosition(t, engines.Setup{})
		for _, m := range turns {
			if _, err := p.Play(m); err != nil {
				t.Fatalf("game %d: %v", seed, err)
			}
			checkRows(t, p)
		}
	}
}

// randomWonBoard writes a position in which White has won (three rings
// removed) and markers stand on most points at random.
func randomWonBoard(rng *rand.Rand) string {
	pieces := []byte("RRrrrrr")
	cols := make([]string, yinsh.NumColumns)
	cells := map[yinsh.Point]byte{}
	free := yinsh.Points()
	rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	for i, pc := range pieces {
		cells[free[i]] = pc
	}
	for _, p := range free[len(pieces):] {
		cells[p] = "MMm."[rng.IntN(4)]
	}
	for _, p := range yinsh.Points() {
		cols[p.Col()] += string(cells[p])
	}
	for i, col := range cols {
		cols[i] = emptyRuns.ReplaceAllStringFunc(col, func(run string) string { return strconv.Itoa(len(run)) })
	}
	return strings.Join(cols, "/") + " b 3 0"
}

// emptyRuns are the runs of empty points in a column written with dots.
var emptyRuns = regexp.MustCompile(`\.+`)

// checkRows compares the position's rows of both colours with the rows a
// walk along the lines finds, in the same order.
func checkRows(t *testing.T, p *yinsh.Position) {
	t.Helper()
	for _, c := range []yinsh.Colour{yinsh.White, yinsh.Black} {
		if got, want := p.Rows(c), rowsAlongLines(p, c); !slices.Equal(got, want) {
			t.Errorf("%s: %s rows %v, want %v", p, c, got, want)
		}
	}
}

// rowsAlongLines finds the rows of colour c by walking every five points of
// every line, sorted by their lower end, then their upper end.
func rowsAlongLines(p *yinsh.Position, c yinsh.Colour) []yinsh.Row {
	marker := yinsh.WhiteMarker
	if c == yinsh.Black {
		marker = yinsh.BlackMarker
	}
	rows := []yinsh.Row{}
	for _, line := range yinsh.Lines() {
		for i := 0; i+5 <= len(line); i++ {
			if !slices.ContainsFunc(line[i:i+5], func(q yinsh.Point) bool { return p.At(q) != marker }) {
				rows = append(rows, yinsh.Row{Start: line[i], End: line[i+4]})
			}
		}
	}
	slices.SortFunc(rows, func(a, b yinsh.Row) int {
		if a.Start != b.Start {
			return int(a.Start) - int(b.Start)
		}
		return int(a.End) - int(b.End)
	})
	return rows
}
