package archive

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/referee"
)

// Stats counts what an archive holds: records and turns, and for each game
// the results, how the games ended, their lengths and the most played
// openings (the first part of each of the first turns: the move, without
// the removals, bonus tiles or draws that follow it); and the errors by
// their code. Add the referee's results one by one, then read Summary.
type Stats struct {
	// OpeningTurns is how many first turns make an opening (2 when 0).
	OpeningTurns int
	records      int
	turns        int
	unreadable   int
	games        map[string]*gameStats
	errors       map[engines.Code]*ErrorCount
}

// gameStats are the counts of one game.
type gameStats struct {
	records, turns int
	results        map[string]int
	endings        map[string]int
	lengths        map[int]int
	openings       map[string]int
}

// Add counts one record: from the tally Ahead kept of it, when it did,
// else from its report.
func (s *Stats) Add(res referee.Result) {
	if s.games == nil {
		s.games, s.errors = map[string]*gameStats{}, map[engines.Code]*ErrorCount{}
	}
	if res.Problem == nil {
		s.records++
	}
	for _, d := range res.Diagnostics() {
		if d.Severity == referee.Error {
			s.countError(d)
		}
	}
	t, tallied := res.Ahead.(tally)
	switch {
	case res.ReadErr != nil:
		s.unreadable++
	case res.Report != nil:
		s.count(s.tally(res.Report))
	case tallied:
		s.count(t)
	}
}

// Ahead tallies a refereed record on the goroutine that refereed it
// (referee.FileOptions.Ahead), for Add: the sink then only adds up, and
// needs no report (a run of referee.Options.Verdicts).
func (s *Stats) Ahead(res *referee.Result) {
	if res.ReadErr == nil && res.Report != nil {
		res.Ahead = s.tally(res.Report)
	}
}

// tally is what Stats counts of a refereed record.
type tally struct {
	game                    string
	turns, length           int
	result, ending, opening string
	opened                  bool
}

// tally is what the report gives to count.
func (s *Stats) tally(rep *referee.Report) tally {
	t := tally{game: gameName(rep), turns: rep.Turns, length: len(rep.Record.Moves.Turns), ending: ending(rep)}
	ranking := rep.Game != nil && rep.Game.Notation().Ranking
	t.result = resultClass(declaredResult(rep.Record), ranking)
	t.opening, t.opened = openingOf(rep, max(s.OpeningTurns, 1))
	return t
}

// count counts a refereed record's tally.
func (s *Stats) count(t tally) {
	s.turns += t.turns
	g := s.game(t.game)
	g.records++
	g.turns += t.length
	g.lengths[t.length]++
	g.results[t.result]++
	g.endings[t.ending]++
	if t.opened {
		g.openings[t.opening]++
	}
}

// countError counts an error by its code, keeping the first message as
// the example.
func (s *Stats) countError(d referee.Diagnostic) {
	c := s.errors[d.Code]
	if c == nil {
		c = &ErrorCount{Code: d.Code, Example: d.String()}
		s.errors[d.Code] = c
	}
	c.Count++
}

func (s *Stats) game(name string) *gameStats {
	if name == "" {
		name = "unknown"
	}
	g := s.games[name]
	if g == nil {
		g = &gameStats{results: map[string]int{}, endings: map[string]int{}, lengths: map[int]int{}, openings: map[string]int{}}
		s.games[name] = g
	}
	return g
}

// openingOf is the opening of a refereed record: the first part of each
// of its first turns in long form (the move, without the removals, bonus
// tiles or draws that follow it), as written where the referee refused a
// turn. A record the referee could not set up, or shorter than the
// opening, has none.
func openingOf(rep *referee.Report, turns int) (string, bool) {
	if len(rep.Main.Turns) < turns {
		return "", false
	}
	texts := make([]string, turns)
	for i, rt := range rep.Main.Turns[:turns] {
		texts[i] = rt.Turn.Move
		if rt.Move != nil {
			texts[i] = rt.Move.String()
		}
		texts[i], _, _ = strings.Cut(texts[i], ";")
	}
	return strings.Join(texts, " "), true
}

// resultClass names a declared result: the first or second player won, a
// draw, or, in ranking games, the winning seats ("seat 2", "seats 1=3").
func resultClass(result string, ranking bool) string {
	switch {
	case result == "" || result == "*":
		return "unfinished"
	case ranking:
		first, _, _ := strings.Cut(result, ">")
		if strings.Contains(first, "=") {
			return "seats " + first
		}
		return "seat " + first
	case result == "1-0":
		return "first player"
	case result == "0-1":
		return "second player"
	case result == "1/2-1/2":
		return "draw"
	}
	return "other: " + result
}

// ending says how a game ended: the code of the rule that ends it when
// the moves do (docs/codes.md: jungle/den, yinsh/supply, …), "agreed"
// when only the declared result does, else "unfinished".
func ending(rep *referee.Report) string {
	switch {
	case rep.Outcome.Over:
		return string(rep.Outcome.Code)
	case declaredResult(rep.Record) != "" && declaredResult(rep.Record) != "*":
		return "agreed (resignation, time or adjudication)"
	}
	return "unfinished"
}

// Summary is what Stats counted, ready to print or to write as JSON
// (schema stats).
type Summary struct {
	Records    int           `json:"records"`
	Turns      int           `json:"turns"`
	Unreadable int           `json:"unreadable"`
	Games      []GameSummary `json:"games"`
	// Errors count the errors by their code (docs/codes.md), most first.
	Errors []ErrorCount `json:"errors"`
}

// ErrorCount counts the errors of one code.
type ErrorCount struct {
	Code  engines.Code `json:"code"`
	Count int          `json:"count"`
	// Example is the first of them, as validate prints it.
	Example string `json:"example"`
}

// GameSummary is what was counted of one game.
type GameSummary struct {
	Game    string `json:"game"`
	Records int    `json:"records"`
	// Turns counts the main lines' turns.
	Turns    int     `json:"turns"`
	Results  []Count `json:"results"`
	Endings  []Count `json:"endings"`
	Lengths  Lengths `json:"lengths"`
	Openings []Count `json:"openings"`
}

// Count is a thing counted: a result, an ending, an opening.
type Count struct {
	What  string `json:"what"`
	Count int    `json:"count"`
}

// Lengths describes the main lines' lengths in turns.
type Lengths struct {
	Min    int     `json:"min"`
	Median int     `json:"median"`
	Mean   float64 `json:"mean"`
	Max    int     `json:"max"`
	// Buckets count the lengths by tens of turns: 0–9, 10–19, ...
	Buckets []Bucket `json:"buckets"`
}

// Bucket counts the games whose length is in [From, To].
type Bucket struct {
	From  int `json:"from"`
	To    int `json:"to"`
	Count int `json:"count"`
}

// topOpenings is how many openings a summary lists per game.
const topOpenings = 10

// Summary returns the counts, games by name, every list by count (most
// first, then by name).
func (s *Stats) Summary() Summary {
	sum := Summary{Records: s.records, Turns: s.turns, Unreadable: s.unreadable, Games: []GameSummary{}, Errors: []ErrorCount{}}
	for _, c := range s.errors {
		sum.Errors = append(sum.Errors, *c)
	}
	slices.SortFunc(sum.Errors, func(a, b ErrorCount) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.Code, b.Code))
	})
	names := make([]string, 0, len(s.games))
	for name := range s.games {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		g := s.games[name]
		sum.Games = append(sum.Games, GameSummary{Game: name, Records: g.records, Turns: g.turns,
			Results: sorted(g.results, 0), Endings: sorted(g.endings, 0),
			Lengths: lengths(g.lengths, g.records), Openings: sorted(g.openings, topOpenings)})
	}
	return sum
}

// sorted lists counts, most first, at most limit of them (0: all).
func sorted(m map[string]int, limit int) []Count {
	out := make([]Count, 0, len(m))
	for what, n := range m {
		out = append(out, Count{What: what, Count: n})
	}
	slices.SortFunc(out, func(a, b Count) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.What, b.What))
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out
}

// lengths summarises a length → count table of n games.
func lengths(counts map[int]int, n int) Lengths {
	if n == 0 {
		return Lengths{Buckets: []Bucket{}}
	}
	ls := make([]int, 0, len(counts))
	for l := range counts {
		ls = append(ls, l)
	}
	slices.Sort(ls)
	out := Lengths{Min: ls[0], Max: ls[len(ls)-1], Buckets: []Bucket{}}
	total, seen := 0, 0
	for _, l := range ls {
		c := counts[l]
		total += l * c
		if seen < (n+1)/2 && seen+c >= (n+1)/2 {
			out.Median = l
		}
		seen += c
		if b := len(out.Buckets); b == 0 || out.Buckets[b-1].To < l {
			from := l / 10 * 10
			out.Buckets = append(out.Buckets, Bucket{From: from, To: from + 9})
		}
		out.Buckets[len(out.Buckets)-1].Count += c
	}
	out.Mean = float64(total) / float64(n)
	return out
}

// WriteText writes the summary for people: the totals, then per game its
// results, endings, lengths and openings, then the errors by code.
func (s Summary) WriteText(w io.Writer) error {
	p := &printer{w: w}
	p.printf("%d records, %d turns", s.Records, s.Turns)
	if s.Unreadable > 0 {
		p.printf(" (%d records could not be read)", s.Unreadable)
	}
	p.printf("\n")
	for _, g := range s.Games {
		p.printf("\n%s: %d records, %d turns in their main lines\n", g.Game, g.Records, g.Turns)
		p.counts("results", g.Results, g.Records)
		p.counts("endings", g.Endings, g.Records)
		l := g.Lengths
		p.printf("  length: min %d, median %d, mean %.1f, max %d turns\n", l.Min, l.Median, l.Mean, l.Max)
		for _, b := range l.Buckets {
			p.printf("    %4d–%-4d %7d %s\n", b.From, b.To, b.Count, bar(b.Count, g.Records))
		}
		p.counts("most played openings", g.Openings, g.Records)
	}
	if len(s.Errors) > 0 {
		p.printf("\n  errors by code:\n")
		for _, c := range s.Errors {
			p.printf("    %7d  %s  (first: %s)\n", c.Count, c.Code, c.Example)
		}
	}
	return p.err
}

// printer writes, keeping the first error.
type printer struct {
	w   io.Writer
	err error
}

func (p *printer) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

// counts writes a titled list of counts with their shares of total.
func (p *printer) counts(title string, cs []Count, total int) {
	p.printf("  %s:\n", title)
	for _, c := range cs {
		p.printf("    %7d %5.1f%%  %s\n", c.Count, 100*float64(c.Count)/float64(total), c.What)
	}
}

// bar draws a share as a bar of up to 40 blocks.
func bar(n, total int) string {
	if total == 0 {
		return ""
	}
	return strings.Repeat("█", (40*n+total-1)/total)
}
