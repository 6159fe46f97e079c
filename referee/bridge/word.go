package bridge

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/player"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page/board"
	"github.com/arbiter-games/arbiter/referee"
)

// The referee's word on the position an analysis board shows: the exact
// forced-win search of `arbiter annotate`, and the turn the sparring
// engine of `arbiter engine` plays there. Both may take long: the page
// asks them of a second WebAssembly, in a Web Worker, which it ends to
// stop them; so they name the position by the record's tags and its
// position string, not by a board of this session.
func init() {
	calls["solve"] = (*Session).solve
	calls["spar"] = (*Session).spar
}

// WordArgs name a position: the game, the record's tags (its variant,
// rules and seats) and the position string shown. Depth is the search's
// depth in turns (0: the depth annotate searches), Level the sparring
// engine's (0: random, up to player.MaxLevel).
type WordArgs struct {
	Game     string      `json:"game"`
	Tags     []board.Tag `json:"tags"`
	Position string      `json:"position"`
	Depth    int         `json:"depth"`
	Level    int         `json:"level"`
}

// SolveAnswer is the answer of solve: the verdict for the side to move
// ("win", "loss" or "open"), the turns to the end with best play, the
// principal line, the depth searched, the positions visited, and the
// verdict in words ("White wins in 3 turns: …").
type SolveAnswer struct {
	Verdict string   `json:"verdict"`
	Turns   int      `json:"turns"`
	Line    []string `json:"line"`
	Depth   int      `json:"depth"`
	Nodes   uint64   `json:"nodes"`
	Says    string   `json:"says"`
}

// SparAnswer is the answer of spar: the turn the engine plays, as the
// notation writes it (what board.play takes).
type SparAnswer struct {
	Move string `json:"move"`
}

// wordPosition reads the arguments of solve or spar and sets up the
// position they name.
func wordPosition(raw []byte) (WordArgs, notation.Game, engines.Position, error) {
	var a WordArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return a, nil, nil, err
	}
	g, p, err := a.position()
	return a, g, p, err
}

// position sets up the position the arguments name, as the referee sets
// up a record that starts there.
func (a WordArgs) position() (notation.Game, engines.Position, error) {
	rec := &notation.Record{Number: 1}
	for _, t := range a.Tags {
		rec.SetTag(t.Name, t.Value)
	}
	rec.SetTag("Position", a.Position)
	g, replay, err := referee.Boards{}.Replay(rec, a.Game)
	if err != nil {
		return nil, nil, err
	}
	return g, replay.Start, nil
}

func (s *Session) solve(raw []byte) (any, error) {
	a, g, p, err := wordPosition(raw)
	if err != nil {
		return nil, err
	}
	searcher := notation.AbilitiesOf(g).Searcher
	if searcher == nil {
		return nil, fmt.Errorf("%s has no forced-win search (annotate reviews its turns instead)", g.Name())
	}
	depth := a.Depth
	if depth <= 0 {
		depth = searcher.DefaultDepth()
	}
	if depth > engines.MaxDepth {
		return nil, fmt.Errorf("the search goes %d turns deep at most, not %d", engines.MaxDepth, depth)
	}
	sol, err := searcher.NewSolver(0).Solve(p, depth)
	if err != nil {
		return nil, err
	}
	ans := SolveAnswer{Verdict: sol.Verdict.String(), Turns: sol.Turns, Line: []string{}, Depth: depth, Nodes: sol.Nodes}
	for _, m := range sol.Line {
		ans.Line = append(ans.Line, m.String())
	}
	ans.Says = says(g, p, a.Tags, ans)
	return ans, nil
}

// says puts a search's verdict in words: who wins, in how many turns, by
// which line; or that no side forces a win within the depth.
func says(g notation.Game, p engines.Position, tags []board.Tag, a SolveAnswer) string {
	if p.Outcome().Over {
		return "the game is over"
	}
	if a.Verdict == engines.Open.String() {
		return fmt.Sprintf("no forced win within %d turns", a.Depth)
	}
	winner := p.Seat()
	if a.Verdict == engines.Loss.String() {
		if lo, hi := g.Seats(); lo != 2 || hi != 2 {
			return fmt.Sprintf("%s, to move, loses in %d turns: %s", seatName(g, tags, winner), a.Turns, strings.Join(a.Line, " "))
		}
		winner = 1 - winner
	}
	return fmt.Sprintf("win for %s in %d turns: %s", seatName(g, tags, winner), a.Turns, strings.Join(a.Line, " "))
}

// seatName names a seat by its player tag, and the player the record
// names there, if any ("White (김민준)").
func seatName(g notation.Game, tags []board.Tag, seat int) string {
	players := g.Notation().PlayerTags
	if seat < 0 || seat >= len(players) {
		return fmt.Sprintf("seat %d", seat+1)
	}
	for _, t := range tags {
		if strings.EqualFold(t.Name, players[seat]) && t.Value != "" {
			return fmt.Sprintf("%s (%s)", players[seat], t.Value)
		}
	}
	return players[seat]
}

func (s *Session) spar(raw []byte) (any, error) {
	a, g, p, err := wordPosition(raw)
	if err != nil {
		return nil, err
	}
	pl, err := player.New(g, a.Level, 1)
	if err != nil {
		return nil, err
	}
	m, err := pl.Choose(context.Background(), p, nil, player.Limits{}, nil)
	if err != nil {
		return nil, err
	}
	return SparAnswer{m.String()}, nil
}
