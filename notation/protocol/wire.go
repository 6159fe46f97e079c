package protocol

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Wire writes and reads one game's turns as the protocol's words.
type Wire struct {
	game notation.Game
}

// NewWire returns the wire form of a game's turns.
func NewWire(g notation.Game) Wire { return Wire{game: g} }

// Word is a turn as one word, in the game's wire form (notation.Game's
// Word: Jungle "a3a4", YINSH "e5-e9;xe4-e8xa2", Ingenious without its
// draws). Give it the turn as Play returned it, in long form; nil is the
// word of no turn.
func (w Wire) Word(m engines.Move) string {
	if m == nil {
		return noTurn
	}
	return w.game.Word(m)
}

// noTurn is the word UCI engines send when they have no turn to play.
const noTurn = "(none)"

// Parse reads a word an engine sent, as the game's ParseWord reads it.
// The error says in a player's words what is wrong; legality is the
// position's to judge: its Play gives the turn's long form.
func (w Wire) Parse(word string) (engines.Move, error) {
	switch {
	case word == "" || word == noTurn || word == "0000":
		return nil, errors.New("the engine sent no turn")
	case strings.ContainsAny(word, " \t\r\n"):
		return nil, fmt.Errorf("%q is not one word: a turn is written without spaces", word)
	}
	m, err := w.game.ParseWord(word)
	if err != nil {
		return nil, fmt.Errorf("%q cannot be read as a turn of %s: %v", word, w.game.Name(), err)
	}
	return m, nil
}

// Position is the command that sets up a position: "position startpos" when
// fen is "", else "position fen FEN", then "moves" and the turns, if any.
func (w Wire) Position(fen string, moves []engines.Move) string {
	var b strings.Builder
	b.WriteString("position ")
	if fen == "" {
		b.WriteString("startpos")
	} else {
		b.WriteString("fen ")
		b.WriteString(fen)
	}
	for i, m := range moves {
		if i == 0 {
			b.WriteString(" moves")
		}
		b.WriteByte(' ')
		b.WriteString(w.Word(m))
	}
	return b.String()
}

// Rack is the command that tells an Ingenious engine its own rack: seat as
// the message writes it, from 1, and the tiles: "rack 2 RB,GO,YY,PP,RR,BO".
func Rack(seat int, tiles []string) string {
	return "rack " + strconv.Itoa(seat) + " " + strings.Join(tiles, ",")
}

// SetOption is the command that sets an option: "setoption name N value
// V" ("setoption name N value" when the value is "").
func SetOption(name, value string) string {
	if value == "" {
		return "setoption name " + name + " value"
	}
	return "setoption name " + name + " value " + value
}
