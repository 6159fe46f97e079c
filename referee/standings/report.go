package standings

import (
	"cmp"
	"math"
	"slices"
)

// Report is a table computed: what 'arbiter standings --format json'
// writes (schema standings).
type Report struct {
	// Records counts the records read, Counted those in the table.
	Records int    `json:"records"`
	Counted int    `json:"counted"`
	Points  Points `json:"points"`
	// PlacePoints are the points of each place in games scored by place
	// (empty when none are).
	PlacePoints []float64 `json:"placePoints"`
	// Tiebreaks are the tie-breaks, in the order they were applied.
	Tiebreaks []Tiebreak `json:"tiebreaks"`
	Events    []Event    `json:"events"`
	Ratings   []Ratings  `json:"ratings"`
}

// Event is the table of one event of one game ("" when --by all or when
// the records have no Event tag).
type Event struct {
	Game  string `json:"game"`
	Event string `json:"event"`
	// Kind is "round robin" when every two players met as often as every
	// other two, "rounds" when the games are shown round by round (their
	// Round tags), else "pairs".
	Kind string `json:"kind"`
	// Seats name the seats as the game's player tags do ("White").
	Seats     []string   `json:"seats"`
	Standings []Standing `json:"standings"`
	// Rounds are the rounds of an event of kind "rounds".
	Rounds []string `json:"rounds"`
}

// Standing is one player's line of the table.
type Standing struct {
	// Rank is the player's place; players tied on points and every
	// tie-break share theirs.
	Rank   int     `json:"rank"`
	Name   string  `json:"name"`
	Games  int     `json:"games"`
	Wins   int     `json:"wins"`
	Draws  int     `json:"draws"`
	Losses int     `json:"losses"`
	Points float64 `json:"points"`
	// Tiebreaks are the tie-break scores, by tie-break name.
	Tiebreaks map[Tiebreak]float64 `json:"tiebreaks"`
	// Against are the player's results against each player of the table,
	// in the table's order (null: itself, or never met).
	Against []*Cell `json:"against"`
	// Rounds are the player's games of each round of Event.Rounds (null:
	// none that round).
	Rounds []*RoundCell `json:"rounds"`
}

// Cell is a player's results against one opponent.
type Cell struct {
	Games int `json:"games"`
	// Score is the wins and half the draws.
	Score float64 `json:"score"`
	// Last is the last of their games.
	Last Ref `json:"last"`
}

// RoundCell is a player's game in a round.
type RoundCell struct {
	// Opponent is the opponent's rank number in the table (its line).
	Opponent int `json:"opponent"`
	// Seat is the seat the player had (Event.Seats).
	Seat  int     `json:"seat"`
	Score float64 `json:"score"`
	Game  Ref     `json:"game"`
}

// Ratings are the ratings of one game's players, over every event.
type Ratings struct {
	Game string `json:"game"`
	// Anchor is the player whose rating is Anchored, "" for the rated
	// players' average.
	Anchor   string  `json:"anchor"`
	Anchored float64 `json:"anchored"`
	Players  []Rated `json:"players"`
	// Unrated are the players who cannot be given a rating, and why.
	Unrated []Unrated `json:"unrated"`
}

// Rated is one player's rating.
type Rated struct {
	Name string `json:"name"`
	// Rating is to the hundredth of a point.
	Rating float64 `json:"rating"`
	// Error is the half-width of the 95% interval around Rating.
	Error float64 `json:"error"`
	Games int     `json:"games"`
	// Score is the player's score (wins and half the draws) in its games.
	Score float64 `json:"score"`
}

// Unrated is a player without a rating.
type Unrated struct {
	Name   string  `json:"name"`
	Games  int     `json:"games"`
	Score  float64 `json:"score"`
	Reason string  `json:"reason"`
}

// Report computes the tables and the ratings of the games added.
func (t *Table) Report() Report {
	r := Report{Records: t.records, Counted: t.counted, Points: t.opts.Points, PlacePoints: t.opts.PlacePoints, Tiebreaks: t.opts.Tiebreaks,
		Events: []Event{}, Ratings: []Ratings{}}
	if r.Tiebreaks == nil {
		r.Tiebreaks = []Tiebreak{}
	}
	if r.PlacePoints == nil {
		r.PlacePoints = []float64{}
	}
	keys := slices.Clone(t.order)
	slices.SortStableFunc(keys, func(a, b eventKey) int { return cmp.Or(cmp.Compare(a.game, b.game), cmp.Compare(a.event, b.event)) })
	for _, k := range keys {
		r.Events = append(r.Events, t.events[k].report(k, t.opts))
	}
	games := make([]string, 0, len(t.pools))
	for g := range t.pools {
		games = append(games, g)
	}
	slices.Sort(games)
	for _, g := range games {
		r.Ratings = append(r.Ratings, t.pools[g].report(g, t.opts))
	}
	return r
}

// report is an event's table.
func (ev *event) report(k eventKey, opts Options) Event {
	s := ev.scoresOf(opts.Points)
	order, ranks := ev.rank(s, opts)
	out := Event{Game: k.game, Event: k.event, Kind: ev.kind(), Seats: ev.seats, Rounds: []string{}}
	line := make([]int, len(order))
	for i, p := range order {
		line[p] = i + 1
	}
	if out.Kind == "rounds" {
		out.Rounds = ev.roundNames()
	}
	for _, p := range order {
		r := ev.record[p]
		st := Standing{Rank: ranks[p], Name: ev.names[p], Games: r.games, Wins: r.wins, Draws: r.draws, Losses: r.losses,
			Points: s.points[p], Tiebreaks: map[Tiebreak]float64{}, Against: make([]*Cell, len(order)), Rounds: []*RoundCell{}}
		for _, t := range opts.Tiebreaks {
			st.Tiebreaks[t] = s.values[t][p]
		}
		for j, q := range order {
			if games, w, d, _, last, ok := ev.pairs.between(p, q); ok && p != q {
				st.Against[j] = &Cell{Games: games, Score: float64(w) + float64(d)/2, Last: last}
			}
		}
		for _, round := range out.Rounds {
			st.Rounds = append(st.Rounds, ev.roundCell(p, round, line))
		}
		out.Standings = append(out.Standings, st)
	}
	return out
}

// roundCell is a player's game of a round.
func (ev *event) roundCell(p int, round string, line []int) *RoundCell {
	g, ok := ev.rounds[roundKey{player: p, round: round}]
	if !ok {
		return nil
	}
	return &RoundCell{Opponent: line[g.opponent], Seat: g.seat, Score: g.score, Game: g.ref}
}

// kind tells a round robin (every two players met, all equally often), an
// event of rounds (Round tags, each player one game a round), or neither.
func (ev *event) kind() string {
	n := len(ev.names)
	if n >= 2 && len(ev.pairs) == n*(n-1)/2 {
		games := -1
		same := true
		for _, p := range ev.pairs {
			same = same && (games < 0 || p.games == games)
			games = p.games
		}
		if same {
			return "round robin"
		}
	}
	if len(ev.rounds) > 0 {
		return "rounds"
	}
	return "pairs"
}

// report is a pool's ratings, best first.
func (p *pool) report(game string, opts Options) Ratings {
	f := p.rate(opts.Anchor, opts.AnchorRating)
	out := Ratings{Game: game, Anchor: f.anchor, Anchored: opts.AnchorRating, Players: []Rated{}, Unrated: []Unrated{}}
	games, score := p.totals()
	for i, name := range p.names {
		if f.why[i] != "" {
			out.Unrated = append(out.Unrated, Unrated{Name: name, Games: games[i], Score: score[i], Reason: f.why[i]})
			continue
		}
		out.Players = append(out.Players, Rated{Name: name, Rating: hundredths(f.rating[i]), Error: hundredths(f.err[i]), Games: games[i], Score: score[i]})
	}
	slices.SortFunc(out.Players, func(a, b Rated) int { return cmp.Or(cmp.Compare(b.Rating, a.Rating), cmp.Compare(a.Name, b.Name)) })
	slices.SortFunc(out.Unrated, func(a, b Unrated) int { return cmp.Compare(a.Name, b.Name) })
	return out
}

// totals are each player's games and score in the pool.
func (p *pool) totals() (games []int, score []float64) {
	games, score = make([]int, len(p.names)), make([]float64, len(p.names))
	for k, pr := range p.pairs {
		games[k.a] += pr.games
		games[k.b] += pr.games
		score[k.a] += pr.score()
		score[k.b] += float64(pr.games) - pr.score()
	}
	return games, score
}

// hundredths rounds a rating to the hundredth of a point: more is noise,
// and the last digits of a float differ between machines.
func hundredths(x float64) float64 { return math.Round(x*100) / 100 }
