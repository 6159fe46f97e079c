package referee

import (
	"fmt"

	"github.com/arbiter-games/arbiter/notation"
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
func View(rec *notation.Record, opts Options, n int) (notation.Game, notation.View, error) {
	game, view, _, err := ViewReport(rec, opts, n)
	return game, view, err
}

// ViewReport is View that also gives the referee's report on the record,
// whose diagnostics say why the main line stops where it does.
func ViewReport(rec *notation.Record, opts Options, n int) (notation.Game, notation.View, *Report, error) {
	var view notation.View
	lastLegal := 0
	opts.Visit = func(s Step) {
		if !s.Main || s.Err != nil {
			return
		}
		lastLegal = s.Number
		if n == LastTurn || s.Number == n {
			view = notation.View{Position: s.After.Clone(), Last: s.Played.Move, Turn: s.Number}
			view.Annotate(s.Turn.After)
		}
	}
	rep := Check(rec, opts)
	if rep.Start == nil {
		return rep.Game, view, rep, fmt.Errorf("cannot set up record %d: %s", rec.Number, rep.Diagnostics[0].Reason)
	}
	first := rep.Start.TurnNumber()
	switch {
	case n == first-1 || n == LastTurn && lastLegal == 0:
		view = notation.View{Position: rep.Start, Turn: first - 1}
	case view.Position == nil && lastLegal == 0:
		return rep.Game, view, rep, fmt.Errorf("record %d has no legal turn on its main line; turn %d is its start", rec.Number, first-1)
	case view.Position == nil:
		return rep.Game, view, rep, fmt.Errorf("record %d has no legal turn %d on its main line (turns %d to %d are; %d is the start)",
			rec.Number, n, first, lastLegal, first-1)
	}
	for _, tag := range rep.Game.PlayerTags {
		name, _ := rec.Tag(tag)
		view.Players = append(view.Players, name)
	}
	return rep.Game, view, rep, nil
}
