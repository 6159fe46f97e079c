package tally

import (
	"cmp"
	"slices"
	"strings"
)

// Game is one finished game of a match as the tally needs it.
type Game struct {
	// Players are the engines' names by seat (from seat 0): two for
	// two-player games, two to four for Ingenious.
	Players []string
	// Places are the finishing places as engines.Outcome gives them: the
	// seats (from 0) by place, first place first; seats that tie share a
	// group.
	Places [][]int
	// Reason is the rule code or termination that ended the game
	// ("yinsh/three-rings", "time-forfeit", "illegal-move", ...).
	Reason string
	// Teams tells that seats 1+3 play together against seats 2+4 (seats 0
	// and 2 against 1 and 3, counted from 0), as in Ingenious teams.
	Teams bool
	// Pair, when not 0, names the pair of games this one belongs to: the
	// two games of the same two engines from one opening, the colours
	// swapped. The SPRT of such engines counts pairs (SPRT.TestPentanomial).
	Pair int
}

// Tally counts the games of a match. The zero value is not ready: use New.
type Tally struct {
	games   int
	order   []string           // engines (or teams) by first appearance
	played  map[string]int     // games each took part in
	records map[string]*Record // each against all
	pairs   map[[2]string]*Record
	endings map[string]int
	paired  map[[2]string]*pairing
	sprt    *sprtSetting
}

// New returns an empty tally.
func New() *Tally {
	return &Tally{played: map[string]int{}, records: map[string]*Record{},
		pairs: map[[2]string]*Record{}, endings: map[string]int{}, paired: map[[2]string]*pairing{}}
}

// noReason is how Endings lists a game added without a reason.
const noReason = "unknown"

// Add counts one finished game (see the package doc for how).
func (t *Tally) Add(g Game) {
	t.games++
	reason := g.Reason
	if reason == "" {
		reason = noReason
	}
	t.endings[reason]++
	sides := sidesOf(g)
	for _, s := range sides {
		t.see(s.name)
	}
	for _, name := range distinct(sides) {
		t.played[name]++
	}
	for i, a := range sides {
		for _, b := range sides[i+1:] {
			if a.place < 0 || b.place < 0 || a.name == b.name {
				continue
			}
			t.count(a.name, b.name, cmp.Compare(b.place, a.place))
		}
	}
	if g.Pair != 0 && len(sides) == 2 && sides[0].place >= 0 && sides[1].place >= 0 && sides[0].name != sides[1].name {
		t.pairGame(g.Pair, sides[0].name, sides[1].name, cmp.Compare(sides[1].place, sides[0].place))
	}
}

// see registers a player the first time it appears.
func (t *Tally) see(name string) {
	if _, ok := t.records[name]; !ok {
		t.order = append(t.order, name)
		t.records[name] = &Record{}
	}
}

// count adds one game between a and b: result 1 a won, -1 b won, 0 drawn.
func (t *Tally) count(a, b string, result int) {
	t.records[a].add(result)
	t.records[b].add(-result)
	t.pair(a, b).add(result)
	t.pair(b, a).add(-result)
}

// pair returns the record of a against b, made when missing.
func (t *Tally) pair(a, b string) *Record {
	r, ok := t.pairs[[2]string{a, b}]
	if !ok {
		r = &Record{}
		t.pairs[[2]string{a, b}] = r
	}
	return r
}

// side is one player of a game: an engine at a seat, or a team.
type side struct {
	name  string
	place int // index into Places; -1 when unplaced
}

// sidesOf returns the players of g with their places: the seats, or the
// two teams of a team game.
func sidesOf(g Game) []side {
	place := placeOfSeat(g)
	if g.Teams && len(g.Players) == 4 {
		return []side{team(g.Players, place, 0, 2), team(g.Players, place, 1, 3)}
	}
	sides := make([]side, len(g.Players))
	for seat, name := range g.Players {
		sides[seat] = side{name: name, place: place(seat)}
	}
	return sides
}

// team is the side of the partners at seats a and b: named by their
// engines, placed where the better placed of them is.
func team(players []string, place func(int) int, a, b int) side {
	name := players[a]
	if players[b] != name {
		name += "+" + players[b]
	}
	p := place(a)
	if q := place(b); p < 0 || (q >= 0 && q < p) {
		p = q
	}
	return side{name: name, place: p}
}

// placeOfSeat returns a function giving each seat's place group in g, or
// -1 for a seat missing from the places; a seat listed twice keeps its
// first place.
func placeOfSeat(g Game) func(int) int {
	places := make([]int, len(g.Players))
	for i := range places {
		places[i] = -1
	}
	for p, group := range g.Places {
		for _, seat := range group {
			if seat >= 0 && seat < len(places) && places[seat] < 0 {
				places[seat] = p
			}
		}
	}
	return func(seat int) int { return places[seat] }
}

// distinct returns the names of sides, each once.
func distinct(sides []side) []string {
	var names []string
	for _, s := range sides {
		if !slices.Contains(names, s.name) {
			names = append(names, s.name)
		}
	}
	return names
}

// Games returns the number of games added.
func (t *Tally) Games() int { return t.games }

// Pair returns the record of engine a against engine b: zero when they
// have not met.
func (t *Tally) Pair(a, b string) Record {
	if r, ok := t.pairs[[2]string{a, b}]; ok {
		return *r
	}
	return Record{}
}

// EngineRow is one engine's (or team's) line of the results.
type EngineRow struct {
	Name string `json:"name"`
	// Played counts the games it took part in; Record.Games counts its
	// results, more than Played when multi-player games count pairwise.
	Played int    `json:"played"`
	Record Record `json:"record"`
	Elo    Elo    `json:"elo"`
}

// PairRow is the record of engine A against engine B.
type PairRow struct {
	A      string `json:"a"`
	B      string `json:"b"`
	Record Record `json:"record"`
	Elo    Elo    `json:"elo"`
}

// EndingRow counts the games that ended for one reason.
type EndingRow struct {
	Reason string `json:"reason"`
	Count  int    `json:"count"`
}

// Engines returns every engine (and team) that played, best first: by
// score, then by the order they first appeared in.
func (t *Tally) Engines() []EngineRow {
	rows := make([]EngineRow, 0, len(t.order))
	for _, name := range t.ranked() {
		r := *t.records[name]
		rows = append(rows, EngineRow{Name: name, Played: t.played[name], Record: r, Elo: r.Elo()})
	}
	return rows
}

// ranked returns the players by points per result, most first (those
// without results last), ties in the order they appeared.
func (t *Tally) ranked() []string {
	names := slices.Clone(t.order)
	slices.SortStableFunc(names, func(a, b string) int {
		return cmp.Compare(rankScore(*t.records[b]), rankScore(*t.records[a]))
	})
	return names
}

// rankScore is the score ranked by: -1 without results.
func rankScore(r Record) float64 {
	if r.Games == 0 {
		return -1
	}
	return r.Score()
}

// Pairs returns every pair of engines that met, once each: A is the one
// ranked higher in Engines, the record is A's against B.
func (t *Tally) Pairs() []PairRow {
	names := t.ranked()
	var rows []PairRow
	for i, a := range names {
		for _, b := range names[i+1:] {
			if r, ok := t.pairs[[2]string{a, b}]; ok {
				rows = append(rows, PairRow{A: a, B: b, Record: *r, Elo: r.Elo()})
			}
		}
	}
	return rows
}

// Endings returns how the games ended: each reason with its count, most
// frequent first, then by reason.
func (t *Tally) Endings() []EndingRow {
	rows := make([]EndingRow, 0, len(t.endings))
	for reason, n := range t.endings {
		rows = append(rows, EndingRow{Reason: reason, Count: n})
	}
	slices.SortFunc(rows, func(a, b EndingRow) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.Reason, b.Reason))
	})
	return rows
}
