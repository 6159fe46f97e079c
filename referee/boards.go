package referee

import (
	"fmt"

	"github.com/arbiter-games/arbiter/notation"
)

// Boards is the referee as the page's analysis board asks it
// (notation/page/board's Referee: the notation room, where the board is,
// imports no referee). The page's program hands it to the board.
type Boards struct{}

// Replay referees a record (game names its game when the record does
// not): its game and the replay of every turn, without positions. A start
// that cannot be set up is an error in the referee's words.
func (Boards) Replay(rec *notation.Record, game string) (notation.Game, notation.Replay, error) {
	rep := Check(rec, Options{Game: game})
	if rep.Start == nil {
		return nil, notation.Replay{}, fmt.Errorf("cannot set up the record: %s", rep.Diagnostics[0].Reason)
	}
	return rep.Game, rep.Replay, nil
}

// TurnName names a record's turns as it numbers them (Report.TurnName).
func (Boards) TurnName(rec *notation.Record, game string) func(turn int) string {
	return Check(rec, Options{Game: game}).TurnName
}

// Entry is what `arbiter convert` hands the text writer for a record:
// its canonical form (numbered in the record's style), its game and its
// replay.
func (Boards) Entry(rec *notation.Record, game string) notation.Entry {
	return Check(rec, Options{Game: game}).Entry(KeepNumbering)
}
