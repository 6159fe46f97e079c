package match

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/protocol"
)

// Settings are what every game of a match shares.
type Settings struct {
	Game           notation.Game
	Variant, Rules string
	Clock          TimeControl
	// Margin is how far past its time an engine may answer and not lose.
	Margin time.Duration
	// Timeout is how long an engine may take to answer uci or isready,
	// and stay silent in a turn no clock bounds (a fixed depth).
	Timeout time.Duration
	// MaxTurns, above 0, draws a game that has not ended after that many
	// turns (the opening's included).
	MaxTurns int
	Resign   Resign
	// Event is the Event tag; Date the Date tag (YYYY.MM.DD).
	Event, Date string
	// Seed orders the openings and seeds the Ingenious bag (each round
	// deals from its own seed, drawn from this one and the round).
	Seed uint64
}

// Resign adjudicates a game lost once a side's own score has been at most
// -Score centipawns (or a forced loss) for Turns turns in a row; off when
// Turns is 0.
type Resign struct{ Turns, Score int }

// ParseResign reads a resign rule, "turns=T score=CP"; "" is none. The
// error is a *SyntaxError.
func ParseResign(s string) (Resign, error) {
	var r Resign
	if s == "" {
		return r, nil
	}
	for _, w := range strings.Fields(s) {
		k, v, _ := strings.Cut(w, "=")
		n, err := strconv.Atoi(v)
		switch {
		case err != nil || n < 1:
			return r, &SyntaxError{s, k + " must be a whole number, 1 or more"}
		case k == "turns":
			r.Turns = n
		case k == "score":
			r.Score = n
		default:
			return r, &SyntaxError{s, fmt.Sprintf("unknown key %q (turns=T score=CP)", k)}
		}
	}
	if r.Turns == 0 || r.Score == 0 {
		return r, &SyntaxError{s, "give both turns=T and score=CP"}
	}
	return r, nil
}

// Opening is where a game starts: a setup (a position string, the tags a
// game reads) and turns played from it before the engines take over.
type Opening struct {
	Setup engines.Setup
	Moves []engines.Move
}

// Pairing is one game to play: its round (its number in the match, from
// 1), the engines by seat (indexes into the match's engines) and its
// opening.
type Pairing struct {
	Round   int
	Seats   []int
	Opening Opening
	// Pair numbers, from 1, the two games of two engines from one opening,
	// the colours swapped (0 for games of more seats, and for the last game
	// of an odd number of Games).
	Pair int
}

// Result is a game played.
type Result struct {
	Pairing
	// Players names the engines by seat.
	Players []string
	// Outcome is how the game ended: places of the seats and the reason.
	Outcome engines.Outcome
	// Termination is the record's Termination tag: normal, adjudication,
	// time forfeit, illegal move, ... (the table of docs/match.md).
	Termination string
	// Faulted tells, by seat, which engines lost by a fault and must be
	// restarted.
	Faulted []bool
	// Record is the game's record.
	Record *notation.Record
}

// game is one game being played.
type game struct {
	s       Settings
	p       Pairing
	engines []*engine
	wire    protocol.Wire
	pos     engines.Position
	moves   []engines.Move
	rec     *notation.Record
	clock   *clock
	losing  []int // by seat: turns in a row with a resigning score
	res     Result
	// dealer deals the hands of a game whose hands the referee deals (nil
	// for others).
	dealer notation.Dealer
	// position is the position command of the turns played so far.
	position []byte
}

// playGame plays one game between the engines, one a seat, each already past
// its handshake.
func playGame(s Settings, p Pairing, players []*engine) (Result, error) {
	names := make([]string, len(players))
	for i, e := range players {
		names[i] = e.Spec.Name
	}
	g, err := newGame(s, p, names)
	if err != nil {
		return Result{}, err
	}
	g.engines = players
	g.play()
	g.finish()
	return g.res, nil
}

// forfeit is the game a seat lost before it began (its engine failed the
// handshake).
func forfeit(s Settings, p Pairing, names []string, seat int, f *fault) (Result, error) {
	g, err := newGame(s, p, names)
	if err != nil {
		return Result{}, err
	}
	g.lose(seat, f)
	g.finish()
	return g.res, nil
}

// newGame sets up a game between the named engines.
func newGame(s Settings, p Pairing, names []string) (*game, error) {
	g := &game{s: s, p: p, wire: protocol.NewWire(s.Game), clock: newClock(s.Clock, len(names), numberedSeats(s.Game)), losing: make([]int, len(names))}
	g.res = Result{Pairing: p, Players: names, Faulted: make([]bool, len(names))}
	return g, g.setup()
}

// setup makes the start position and the record's tags, and plays the
// opening.
func (g *game) setup() error {
	setup := g.p.Opening.Setup
	setup.Variant, setup.Rules = g.s.Variant, g.s.Rules
	if dealing := notation.AbilitiesOf(g.s.Game).Dealing; dealing != nil {
		g.dealer = dealing.NewDealer(g.s.Seed*0x9e3779b97f4a7c15 + uint64(g.p.Round))
		var err error
		if setup, err = g.dealer.Deal(setup, len(g.res.Players)); err != nil {
			return err
		}
	}
	pos, err := g.s.Game.New(setup)
	if err != nil {
		return err
	}
	g.pos = pos
	g.rec = &notation.Record{}
	tag := func(name, value string) {
		if value != "" {
			g.rec.Tags = append(g.rec.Tags, notation.Tag{Name: name, Value: value})
		}
	}
	tag("Game", g.s.Game.Name())
	tag("Event", g.s.Event)
	tag("Date", g.s.Date)
	tag("Round", strconv.Itoa(g.p.Round))
	for i, name := range g.res.Players {
		tag(g.s.Game.Notation().PlayerTags[i], name)
	}
	tag("Variant", g.s.Variant)
	tag("Rules", g.s.Rules)
	tag("Position", setup.Position)
	for _, k := range slices.Sorted(maps.Keys(setup.Tags)) {
		tag(k, setup.Tags[k])
	}
	tag("TimeControl", g.s.Clock.String())
	for _, m := range g.p.Opening.Moves {
		n := g.pos.TurnNumber()
		played, err := g.pos.Play(m)
		if err != nil {
			return fmt.Errorf("the opening's turn %d %s: %w", n, m, err)
		}
		g.addTurn(n, played.Move, "")
	}
	return nil
}

// addTurn writes a turn in the record.
func (g *game) addTurn(n int, m engines.Move, comment string) {
	t := &notation.Turn{Number: &notation.TurnNumber{Value: n}, Move: m.String()}
	if comment != "" {
		t.After = []notation.Comment{{Text: comment}}
	}
	g.rec.Moves.Turns = append(g.rec.Moves.Turns, t)
	g.moves = append(g.moves, m)
	g.grow(m)
}

// play asks the engines for turns until the game ends.
func (g *game) play() {
	for seat, e := range g.engines {
		e.newGame()
		if err := e.send("ucinewgame"); err != nil {
			g.lose(seat, e.died("before the game"))
			return
		}
		if f := e.ready(g.s.Timeout); f != nil {
			g.lose(seat, f)
			return
		}
	}
	for !g.pos.Outcome().Over {
		if g.s.MaxTurns > 0 && len(g.moves) >= g.s.MaxTurns {
			g.adjudicate(engines.Outcome{Over: true, Places: [][]int{allSeats(len(g.res.Players))}, Reason: fmt.Sprintf("drawn by adjudication after %d turns", len(g.moves))})
			return
		}
		seat := g.pos.Seat()
		e := g.engines[seat]
		ans, f := e.search(g.ask(seat), g.clock.limit(seat, g.s.Margin), g.s.Timeout)
		if f != nil {
			g.lose(seat, f)
			return
		}
		if !g.turn(seat, ans) {
			return
		}
	}
	g.res.Outcome, g.res.Termination = g.pos.Outcome(), termNormal
	g.note(g.res.Outcome.Reason)
}

// ask is what asks the seat for a turn: the position, the seat's own
// hand in a game whose hands the referee deals (its rack: no other), go.
func (g *game) ask(seat int) []string {
	if len(g.moves) == 0 {
		g.position = []byte(g.wire.Position(g.p.Opening.Setup.Position, nil))
	}
	ask := []string{string(g.position)}
	if g.dealer != nil {
		ask = append(ask, protocol.Rack(seat+1, g.dealer.Hand(g.pos, seat)))
	}
	return append(ask, g.clock.goCommand(seat).String())
}

// grow adds a turn played to the position command, as Wire.Position
// writes it, without writing the turns before again.
func (g *game) grow(m engines.Move) {
	if len(g.moves) == 1 {
		g.position = []byte(g.wire.Position(g.p.Opening.Setup.Position, g.moves))
		return
	}
	g.position = append(append(g.position, ' '), g.wire.Word(m)...)
}

// deal completes a turn sent without what the referee draws for it, in a
// game whose hands the referee deals.
func (g *game) deal(m engines.Move) engines.Move {
	if g.dealer == nil {
		return m
	}
	return g.dealer.Complete(g.pos, m)
}

// turn referees an engine's answer; false when it lost the game or the
// game was adjudicated.
func (g *game) turn(seat int, ans answer) bool {
	if g.clock.running() && ans.Took > g.clock.left[seat]+g.s.Margin {
		g.lose(seat, &fault{Termination: termTime, Message: fmt.Sprintf("lost on time: it took %v with %v on its clock", ans.Took.Round(time.Millisecond), g.clock.left[seat].Round(time.Millisecond))})
		return false
	}
	m, err := g.wire.Parse(ans.Word)
	if err != nil {
		g.lose(seat, &fault{Termination: termUnreadable, Message: fmt.Sprintf("sent bestmove %q, which is not a turn of %s: %v", ans.Word, g.s.Game.Name(), err)})
		return false
	}
	n := g.pos.TurnNumber()
	played, err := g.pos.Play(g.deal(m))
	if err != nil {
		g.lose(seat, &fault{Termination: termIllegal, Message: fmt.Sprintf("played %s, an illegal turn: %v", ans.Word, err)})
		return false
	}
	g.clock.spend(seat, ans.Took)
	g.addTurn(n, played.Move, g.comment(seat, ans))
	return !g.resigns(seat, ans.Info.Score)
}

// comment is a turn's [%clk] (the time left, on a clock; else [%emt],
// the time taken) and [%eval] (the engine's score, from the first seat's
// view).
func (g *game) comment(seat int, ans answer) string {
	var b strings.Builder
	if g.clock.running() {
		b.WriteString("[%clk " + clk(g.clock.left[seat]) + "]")
	} else {
		b.WriteString("[%emt " + emt(ans.Took) + "]")
	}
	if ev := eval(ans.Info.Score, seat); ev != "" && len(g.res.Players) == 2 {
		b.WriteString(" [%eval " + ev + "]")
	}
	return b.String()
}

// eval writes a score of the seat to move from the first seat's view:
// pawns (0.18) or a forced win in K turns (#K, #-K for the second seat).
func eval(s engines.Score, seat int) string {
	sign := 1
	if seat%2 == 1 {
		sign = -1
	}
	switch s.Kind {
	case engines.Centi:
		return strconv.FormatFloat(float64(sign*s.Value)/100, 'f', 2, 64)
	case engines.WinIn:
		return fmt.Sprintf("#%d", sign*s.Value)
	case engines.LossIn:
		return fmt.Sprintf("#%d", -sign*s.Value)
	}
	return ""
}

// resigns adjudicates the game lost for a seat whose score says so for
// Resign.Turns turns in a row (two-seat games only).
func (g *game) resigns(seat int, s engines.Score) bool {
	r := g.s.Resign
	if r.Turns == 0 || len(g.res.Players) != 2 || g.pos.Outcome().Over {
		return false
	}
	if s.Kind == engines.LossIn || s.Kind == engines.Centi && s.Value <= -r.Score {
		g.losing[seat]++
	} else {
		g.losing[seat] = 0
	}
	if g.losing[seat] < r.Turns {
		return false
	}
	name := g.s.Game.Notation().PlayerTags[seat]
	g.adjudicate(engines.Outcome{Over: true, Places: placesWithout(seat, len(g.res.Players)),
		Reason: fmt.Sprintf("%s (%s) resigns by adjudication: its own score was -%d or worse for %d turns", name, g.res.Players[seat], r.Score, r.Turns)})
	return true
}

// lose ends the game lost by a seat's fault.
func (g *game) lose(seat int, f *fault) {
	name := g.s.Game.Notation().PlayerTags[seat]
	g.res.Faulted[seat] = true
	g.res.Termination = f.Termination
	g.res.Outcome = engines.Outcome{Over: true, Places: placesWithout(seat, len(g.res.Players)),
		Reason: fmt.Sprintf("%s (%s) %s", name, g.res.Players[seat], f.Message)}
	g.note(g.res.Outcome.Reason)
}

// adjudicate ends the game by adjudication.
func (g *game) adjudicate(o engines.Outcome) {
	g.res.Outcome, g.res.Termination = o, termAdjudicate
	g.note(o.Reason)
}

// note writes why the game ended after its last turn.
func (g *game) note(text string) {
	if text == "" {
		return
	}
	c := notation.Comment{Text: text}
	if n := len(g.rec.Moves.Turns); n > 0 {
		t := g.rec.Moves.Turns[n-1]
		t.After = append(t.After, c)
		return
	}
	g.rec.Moves.Trailing = append(g.rec.Moves.Trailing, c)
}

// finish writes the result and the termination.
func (g *game) finish() {
	g.rec.Result = g.s.Game.Notation().ResultToken(g.res.Outcome)
	g.rec.Tags = append(g.rec.Tags, notation.Tag{Name: "Termination", Value: g.res.Termination}, notation.Tag{Name: "Result", Value: g.rec.Result})
	g.res.Record = g.rec
}

// numberedSeats tells whether a game's clocks go by seat number (t1 t2
// …): those of games of more than two seats.
func numberedSeats(g notation.Game) bool {
	_, most := g.Seats()
	return most > 2
}

// allSeats is the one place where every seat ties.
func allSeats(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// placesWithout puts a seat last and the others tied before it.
func placesWithout(seat, n int) [][]int {
	var others []int
	for i := range n {
		if i != seat {
			others = append(others, i)
		}
	}
	return [][]int{others, {seat}}
}
