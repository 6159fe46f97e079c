package referee

import (
	"fmt"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// LastTurn asks View for the position after the last legal turn.
const LastTurn = -1

// View replays a record's main line up to turn n, numbered as the referee
// counts turns (the start position is the number before the first turn,
// 0 for most records; LastTurn for the last legal turn), and returns the
// record's game and what a diagram of that position shows: the position,
// the turn that led to it, the arrows and marks of the comments written
// after that turn, and the players' names. Programs draw it with the game's
// Draw or Text.
func View(rec *notation.Record, opts Options, n int) (notation.Game, diagram.View, error) {
	game, view, _, err := ViewReport(rec, opts, n)
	return game, view, err
}

// ViewReport is View that also gives the referee's report on the record,
// whose diagnostics say why the main line stops where it does.
func ViewReport(rec *notation.Record, opts Options, n int) (notation.Game, diagram.View, *Report, error) {
	game, views, rep, err := views(rec, opts, func(turn int) bool { return n == LastTurn || turn == n })
	if err != nil {
		return game, diagram.View{}, rep, err
	}
	if n == LastTurn {
		return game, views[len(views)-1], rep, nil
	}
	for _, v := range views {
		if v.Turn == n {
			return game, v, rep, nil
		}
	}
	start, last := views[0].Turn, views[len(views)-1].Turn
	if last == start {
		return game, diagram.View{}, rep, fmt.Errorf("record %d has no legal turn on its main line; turn %d is its start", rec.Number, start)
	}
	return game, diagram.View{}, rep, fmt.Errorf("record %d has no legal turn %d on its main line (turns %d to %d are; %d is the start)",
		rec.Number, n, start+1, last, start)
}

// Views replays a record's main line and returns the view of every
// position on it: the start, then the position after each legal turn.
func Views(rec *notation.Record, opts Options) (notation.Game, []diagram.View, *Report, error) {
	return views(rec, opts, func(int) bool { return true })
}

// views replays a record's main line and returns the view of the start
// and of the positions after the legal turns keep asks for; the last view
// is the one after the last legal turn, kept or not (LastTurn).
func views(rec *notation.Record, opts Options, keep func(turn int) bool) (notation.Game, []diagram.View, *Report, error) {
	var kept []diagram.View
	var last diagram.View
	opts.Visit = func(s Step) {
		if !s.Main || s.Err != nil {
			return
		}
		last = diagram.View{Position: s.After, Last: s.Played.Move, Turn: s.Number}
		if keep(s.Number) {
			last.Position = s.After.Clone()
			last.Annotate(s.Turn.After)
			kept = append(kept, last)
		}
	}
	rep := Check(rec, opts)
	if rep.Start == nil {
		return rep.Game, nil, rep, fmt.Errorf("cannot set up record %d: %s", rec.Number, rep.Diagnostics[0].Reason)
	}
	vs := append([]diagram.View{{Position: rep.Start, Turn: rep.Start.TurnNumber() - 1}}, kept...)
	if last.Position != nil && (len(kept) == 0 || kept[len(kept)-1].Turn != last.Turn) {
		last.Position = rep.Final
		vs = append(vs, last)
	}
	var players []string
	for _, tag := range rep.Game.Notation().PlayerTags {
		name, _ := rec.Tag(tag)
		players = append(players, name)
	}
	for i := range vs {
		vs[i].Players = players
	}
	return rep.Game, vs, rep, nil
}
