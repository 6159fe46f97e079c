package tally

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/internal/columns"
)

// Summary is the whole result of a match, as JSON writes it.
type Summary struct {
	Games   int         `json:"games"`
	Engines []EngineRow `json:"engines"`
	Pairs   []PairRow   `json:"pairs"`
	Endings []EndingRow `json:"endings"`
	// SPRT is there when a test was set (SetSPRT).
	SPRT *SPRTResult `json:"sprt,omitempty"`
}

// JSON returns the summary; its lists are empty, never null, before the
// first game.
func (t *Tally) JSON() Summary {
	pairs := t.Pairs()
	if pairs == nil {
		pairs = []PairRow{}
	}
	return Summary{Games: t.games, Engines: t.Engines(), Pairs: pairs, Endings: t.Endings(), SPRT: t.SPRT()}
}

// WriteTable writes the results as a user reads them at the end of a
// match: the number of games, the engines ranked, the pairs when more
// than one pair of engines met, the SPRT when one was set, and how the
// games ended. docs/match-results.md explains every column.
func (t *Tally) WriteTable(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s\n", t.games, plural(t.games, "game", "games"))
	engines := t.Engines()
	if len(engines) > 0 {
		b.WriteString("\n")
		writeEngines(&b, engines)
	}
	if pairs := t.Pairs(); len(pairs) > 1 {
		b.WriteString("\n")
		writePairs(&b, pairs)
	}
	if s := t.SPRT(); s != nil {
		fmt.Fprintf(&b, "\nSPRT %s, %s against %s", s.Test, columns.OneLine(s.Engine), columns.OneLine(s.Opponent))
		if s.Pentanomial != nil {
			fmt.Fprintf(&b, " (%d game %s)", s.Pairs, plural(s.Pairs, "pair", "pairs"))
		}
		fmt.Fprintf(&b, ": LLR %.2f (bounds %.2f, %.2f), %s\n", s.LLR, s.Lower, s.Upper, verdictText(s.Verdict))
	}
	if endings := t.Endings(); len(endings) > 0 {
		b.WriteString("\n")
		writeEndings(&b, endings)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// verdictText is a verdict for the table.
func verdictText(v Verdict) string {
	switch v {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "no decision yet"
}

// resultHeads are the columns of a record and its Elo.
var resultHeads = []string{"games", "wins", "losses", "draws", "score", "Elo", "±95%", "LOS"}

// resultCells writes a record and its Elo as cells under resultHeads.
func resultCells(r Record, e Elo) []string {
	return []string{strconv.Itoa(r.Games), strconv.Itoa(r.Wins), strconv.Itoa(r.Losses), strconv.Itoa(r.Draws),
		percent(e.Score), signed(e.Diff), unsigned(e.Margin), percent(e.LOS)}
}

// writeEngines writes the ranked engines; a played column when
// multi-player games make results outnumber games.
func writeEngines(b *strings.Builder, rows []EngineRow) {
	pairwise := false
	for _, r := range rows {
		pairwise = pairwise || r.Played != r.Record.Games
	}
	heads := []string{"rank", "engine"}
	if pairwise {
		heads = append(heads, "played")
	}
	cells := [][]string{append(heads, resultHeads...)}
	for i, r := range rows {
		row := []string{strconv.Itoa(i + 1), columns.OneLine(r.Name)}
		if pairwise {
			row = append(row, strconv.Itoa(r.Played))
		}
		cells = append(cells, append(row, resultCells(r.Record, r.Elo)...))
	}
	writeColumns(b, cells, 1)
}

// writePairs writes each pair's record, A's against B.
func writePairs(b *strings.Builder, rows []PairRow) {
	cells := [][]string{append([]string{"engine", "opponent"}, resultHeads...)}
	for _, r := range rows {
		cells = append(cells, append([]string{columns.OneLine(r.A), columns.OneLine(r.B)}, resultCells(r.Record, r.Elo)...))
	}
	writeColumns(b, cells, 0, 1)
}

// writeEndings writes how the games ended.
func writeEndings(b *strings.Builder, rows []EndingRow) {
	cells := [][]string{{"games", "ended by"}}
	for _, r := range rows {
		cells = append(cells, []string{strconv.Itoa(r.Count), columns.OneLine(r.Reason)})
	}
	writeColumns(b, cells, 1)
}

// writeColumns writes rows of cells in aligned columns two spaces apart:
// the columns listed in left flush left, the others (numbers) flush right.
func writeColumns(b *strings.Builder, rows [][]string, left ...int) {
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, c := range row {
			widths[i] = max(widths[i], columns.Width(c))
		}
	}
	isLeft := make([]bool, len(widths))
	for _, i := range left {
		isLeft[i] = true
	}
	for _, row := range rows {
		var line strings.Builder
		for i, c := range row {
			if i > 0 {
				line.WriteString("  ")
			}
			if isLeft[i] {
				line.WriteString(columns.PadRight(c, widths[i]))
			} else {
				line.WriteString(strings.Repeat(" ", widths[i]-columns.Width(c)) + c)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}

// signed writes an Elo difference with its sign: +inf or -inf when
// infinite, - when undefined.
func signed(x float64) string {
	switch {
	case math.IsNaN(x):
		return "-"
	case math.IsInf(x, 1):
		return "+inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.1f", x)
}

// unsigned writes a margin: inf when infinite, - when undefined.
func unsigned(x float64) string {
	switch {
	case math.IsNaN(x):
		return "-"
	case math.IsInf(x, 0):
		return "inf"
	}
	return fmt.Sprintf("%.1f", x)
}

// percent writes a share from 0 to 1 as a percentage; - when undefined.
func percent(x float64) string {
	if math.IsNaN(x) {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*x)
}

// plural picks the word for n things.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Score is the score so far in a few words, for a progress line while a
// match runs: with two engines the score of the first to appear against
// the second ("A 7.5-4.5 B"), with more the leader's points ("leader A
// 7.5/12"); "" before two engines have played.
func (t *Tally) Score() string {
	switch {
	case len(t.order) == 2:
		a, b := t.order[0], t.order[1]
		r := t.Pair(a, b)
		return fmt.Sprintf("%s %s-%s %s", columns.OneLine(a), points(r.Points()),
			points(float64(r.Games)-r.Points()), columns.OneLine(b))
	case len(t.order) > 2:
		leader := t.Engines()[0]
		return fmt.Sprintf("leader %s %s/%d", columns.OneLine(leader.Name),
			points(leader.Record.Points()), leader.Record.Games)
	}
	return ""
}

// points writes a number of points: whole or with its half.
func points(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
