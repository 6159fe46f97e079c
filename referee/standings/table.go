package standings

import (
	"cmp"
	"slices"
)

// Options steer the table.
type Options struct {
	// ByEvent makes a table of each event (the Event tag); else one of
	// all the games.
	ByEvent bool
	// Points are what a win, a draw and a loss are worth (1, ½, 0 when
	// zero).
	Points Points
	// PlacePoints, when set, are the points of the first place, the
	// second, …: a game of a game that ranks its seats gives each player
	// the points of its place instead of --points for its encounters
	// (tied seats share the points of the places they fill).
	PlacePoints []float64
	// Tiebreaks order the players that score the same points, in turn
	// (DefaultTiebreaks when nil).
	Tiebreaks []Tiebreak
	// Anchor names the player whose rating is AnchorRating; "" anchors the
	// rated pool's average there. AnchorRating is 1500 when zero.
	Anchor       string
	AnchorRating float64
}

// Points are what a win, a draw and a loss are worth.
type Points struct {
	Win  float64 `json:"win"`
	Draw float64 `json:"draw"`
	Loss float64 `json:"loss"`
}

// worth is the points of wins, draws and losses.
func (p Points) worth(wins, draws, losses int) float64 {
	return float64(wins)*p.Win + float64(draws)*p.Draw + float64(losses)*p.Loss
}

// Table counts games as they come: per event the players' results and
// each pair's, per game the pairs' results for the ratings. What it holds
// grows with the players (and with the rounds of an event), not with the
// games.
type Table struct {
	opts    Options
	events  map[eventKey]*event
	order   []eventKey
	pools   map[string]*pool
	records int
	counted int
}

// eventKey names an event of one game.
type eventKey struct{ game, event string }

// NewTable starts an empty table.
func NewTable(opts Options) *Table {
	if opts.Points == (Points{}) {
		opts.Points = Points{Win: 1, Draw: 0.5}
	}
	if opts.Tiebreaks == nil {
		opts.Tiebreaks = DefaultTiebreaks
	}
	if opts.AnchorRating == 0 {
		opts.AnchorRating = 1500
	}
	return &Table{opts: opts, events: map[eventKey]*event{}, pools: map[string]*pool{}}
}

// Read counts one record read (whether it counts in the table or not).
func (t *Table) Read() { t.records++ }

// Add counts one game.
func (t *Table) Add(g Game) {
	t.counted++
	key := eventKey{game: g.Game}
	if t.opts.ByEvent {
		key.event = g.Event
	}
	ev := t.events[key]
	if ev == nil {
		ev = newEvent(g.Seats)
		t.events[key] = ev
		t.order = append(t.order, key)
	}
	p := t.pools[g.Game]
	if p == nil {
		p = &pool{players: &players{index: map[string]int{}}, pairs: map[pairKey]*pair{}}
		t.pools[g.Game] = p
	}
	var byPlace []float64
	if t.opts.PlacePoints != nil && g.Ranking {
		byPlace = g.placePoints(t.opts.PlacePoints)
	}
	ev.add(g, byPlace)
	p.add(g)
}

// players numbers the players' names as they come.
type players struct {
	index map[string]int
	names []string
}

// of is a player's number, given on first sight.
func (p *players) of(name string) int {
	i, ok := p.index[name]
	if !ok {
		i = len(p.names)
		p.index[name] = i
		p.names = append(p.names, name)
	}
	return i
}

// pairKey names two players, the lower number first.
type pairKey struct{ a, b int32 }

// pair counts the games between two players, from the first's side.
type pair struct {
	games, wins, draws int
	// last is the last of their games.
	last Ref
}

// score is the first player's score: wins and half the draws.
func (p *pair) score() float64 { return float64(p.wins) + float64(p.draws)/2 }

// pairs count the games of pairs of players.
type pairs map[pairKey]*pair

// add counts a's score against b.
func (ps pairs) add(a, b int, score float64, ref Ref) {
	if a > b {
		a, b, score = b, a, 1-score
	}
	k := pairKey{int32(a), int32(b)}
	p := ps[k]
	if p == nil {
		p = &pair{}
		ps[k] = p
	}
	p.games++
	switch score {
	case 1:
		p.wins++
	case 0.5:
		p.draws++
	}
	p.last = ref
}

// between gives a's games, wins, draws and losses against b, and the last
// of their games; ok is false when they never met.
func (ps pairs) between(a, b int) (games, wins, draws, losses int, last Ref, ok bool) {
	flip := a > b
	if flip {
		a, b = b, a
	}
	p := ps[pairKey{int32(a), int32(b)}]
	if p == nil {
		return 0, 0, 0, 0, Ref{}, false
	}
	wins, losses = p.wins, p.games-p.wins-p.draws
	if flip {
		wins, losses = losses, wins
	}
	return p.games, wins, p.draws, losses, p.last, true
}

// pool is the players of one game and their pairs' results, rated
// together.
type pool struct {
	*players
	pairs pairs
}

func (p *pool) add(g Game) {
	for _, e := range g.encounters() {
		p.pairs.add(p.of(g.Players[e.a]), p.of(g.Players[e.b]), e.score, g.Ref)
	}
}

// event is one table: its players' results, their pairs', and their
// games round by round.
type event struct {
	*players
	pairs  pairs
	record []tally
	seats  []string
	// rounds holds each player's game of each round while every player
	// plays one game a round; nil once one plays more (the event is not
	// one of rounds).
	rounds map[roundKey]roundGame
}

// roundKey names a player's round.
type roundKey struct {
	player int
	round  string
}

// roundGame is one game of a player in a round.
type roundGame struct {
	opponent, seat int
	score          float64
	ref            Ref
}

// tally is a player's count of games: its encounters, and of them those
// of games scored by place, with the points of those places.
type tally struct {
	games, wins, draws, losses int
	placed                     [3]int
	placePoints                float64
}

// points are a tally's points: its encounters' by pts, but for the games
// scored by place, which count their places' points.
func (r tally) points(pts Points) float64 {
	return pts.worth(r.wins-r.placed[0], r.draws-r.placed[1], r.losses-r.placed[2]) + r.placePoints
}

func newEvent(seats []string) *event {
	return &event{players: &players{index: map[string]int{}}, pairs: pairs{}, seats: seats, rounds: map[roundKey]roundGame{}}
}

// add counts a game; byPlace, when set, are its seats' points by place.
func (ev *event) add(g Game, byPlace []float64) {
	if len(g.Seats) > len(ev.seats) {
		ev.seats = g.Seats
	}
	ids := make([]int, len(g.Players))
	for i, name := range g.Players {
		ids[i] = ev.of(name)
	}
	for len(ev.record) < len(ev.names) {
		ev.record = append(ev.record, tally{})
	}
	for seat, pts := range byPlace {
		ev.record[ids[seat]].placePoints += pts
	}
	placed := byPlace != nil
	for _, e := range g.encounters() {
		a, b := ids[e.a], ids[e.b]
		ev.pairs.add(a, b, e.score, g.Ref)
		ev.count(a, e.score, placed)
		ev.count(b, 1-e.score, placed)
		if g.Round != "" {
			ev.inRound(a, g.Round, roundGame{opponent: b, seat: e.a, score: e.score, ref: g.Ref})
			ev.inRound(b, g.Round, roundGame{opponent: a, seat: e.b, score: 1 - e.score, ref: g.Ref})
		}
	}
}

// count counts a player's encounter; placed marks one of a game scored
// by place.
func (ev *event) count(p int, score float64, placed bool) {
	r := &ev.record[p]
	r.games++
	k := 1
	switch score {
	case 1:
		r.wins, k = r.wins+1, 0
	case 0:
		r.losses, k = r.losses+1, 2
	default:
		r.draws++
	}
	if placed {
		r.placed[k]++
	}
}

// inRound keeps a player's game of a round, while the event is one of
// rounds.
func (ev *event) inRound(p int, round string, rg roundGame) {
	if ev.rounds == nil {
		return
	}
	k := roundKey{player: p, round: round}
	if _, twice := ev.rounds[k]; twice {
		ev.rounds = nil
		return
	}
	ev.rounds[k] = rg
}

// roundNames lists an event's rounds, in number order where they are
// numbers.
func (ev *event) roundNames() []string {
	seen := map[string]bool{}
	var names []string
	for k := range ev.rounds {
		if !seen[k.round] {
			seen[k.round] = true
			names = append(names, k.round)
		}
	}
	slices.SortFunc(names, compareRounds)
	return names
}

// compareRounds orders rounds: numbers by value ("2" before "10"), then
// the others by text.
func compareRounds(a, b string) int {
	na, aok := roundNumber(a)
	nb, bok := roundNumber(b)
	switch {
	case aok && bok:
		return cmp.Or(cmp.Compare(na, nb), cmp.Compare(a, b))
	case aok:
		return -1
	case bok:
		return 1
	}
	return cmp.Compare(a, b)
}

// roundNumber reads a round written as digits, with dots between
// ("3", "2.1" is 2).
func roundNumber(s string) (int, bool) {
	n, digits := 0, 0
	for _, r := range s {
		if r == '.' && digits > 0 {
			break
		}
		if r < '0' || r > '9' || n > 1e6 {
			return 0, false
		}
		n = n*10 + int(r-'0')
		digits++
	}
	return n, digits > 0
}
