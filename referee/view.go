package referee

import (
	"fmt"

	"github.com/arbiter-games/arbiter/notation"
)

// LastTurn asks View for the position after the last legal turn.
const LastTurn = -1

// View referees a record and gives the snapshot of the position after
// turn n of its main line, numbered as the referee counts turns (the
// start position is the number before the first turn, 0 for most records;
// LastTurn for the last legal turn): the position, the turn that led to it,
// the arrows and marks of the comments written after that turn, and the
// players' names. The report says why the main line stops where it does.
// Programs draw the snapshot with the game's drawer (notation/diagram) or
// write it as JSON (notation/jsonform).
func View(rec *notation.Record, opts Options, n int) (notation.Snapshot, *Report, error) {
	views, rep, err := Views(rec, opts)
	if err != nil {
		return notation.Snapshot{}, rep, err
	}
	if n == LastTurn {
		return views[len(views)-1], rep, nil
	}
	for _, v := range views {
		if v.Turn == n {
			return v, rep, nil
		}
	}
	start, last := views[0].Turn, views[len(views)-1].Turn
	if last == start {
		return notation.Snapshot{}, rep, fmt.Errorf("record %d has no legal turn on its main line; turn %d is its start", rec.Number, start)
	}
	return notation.Snapshot{}, rep, fmt.Errorf("record %d has no legal turn %d on its main line (turns %d to %d are; %d is the start)",
		rec.Number, n, start+1, last, start)
}

// Views referees a record and gives the snapshot of every position of its
// main line: the start, then the position after each legal turn.
func Views(rec *notation.Record, opts Options) ([]notation.Snapshot, *Report, error) {
	opts.Positions = true
	rep := Check(rec, opts)
	if rep.Start == nil {
		return nil, rep, fmt.Errorf("cannot set up record %d: %s", rec.Number, rep.Diagnostics[0].Reason)
	}
	players := notation.PlayerNames(rec, rep.Game)
	views := []notation.Snapshot{{Position: rep.Start, Turn: rep.Start.TurnNumber() - 1, Players: players}}
	for _, rt := range rep.Main.Turns {
		if !rt.Played() {
			break
		}
		v := notation.Snapshot{Position: rt.After, Last: rt.Move, Turn: rt.Number, Players: players}
		v.Annotate(rt.Turn.After)
		views = append(views, v)
	}
	return views, rep, nil
}
