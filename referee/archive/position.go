package archive

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Position is a position a Filter looks for (Reaches), as ParsePosition
// reads it; the zero Position looks for none.
type Position struct {
	text string
	// keys are its key (notation.Game's Key) by game, as the game writes
	// it: read by the game and written back, so that another program's
	// dialect of a position string (a Jungle FEN of six fields) matches;
	// as given, its fields one space apart, where the game cannot read it.
	keys map[string]string
}

// PositionError is a position string that none of the games it may be a
// position of can set up.
type PositionError struct {
	// Text is the position string, and Why says for each game why it
	// cannot set it up ("YINSH: ...").
	Text string
	Why  []string
}

func (e *PositionError) Error() string {
	return fmt.Sprintf("%q is not a position (%s)", e.Text, strings.Join(e.Why, "; "))
}

// ParsePosition reads a position string as each game does, and checks it
// against the games it may be a position of: those given (the games a
// program was told of), else every game. The error is a *PositionError
// when none of them can set it up.
func ParsePosition(s string, games []notation.Game) (Position, error) {
	p := Position{text: s, keys: map[string]string{}}
	for _, g := range notation.Games() {
		p.keys[g.Name()], _ = keyIn(g, s)
	}
	if len(games) == 0 {
		games = notation.Games()
	}
	perr := &PositionError{Text: s}
	for _, g := range games {
		_, err := keyIn(g, s)
		if err == nil {
			return p, nil
		}
		perr.Why = append(perr.Why, g.Name()+": "+err.Error())
	}
	return Position{}, perr
}

// String is the position string as given ("" for none).
func (p Position) String() string { return p.text }

// none tells whether the position is the zero one, which asks for none.
func (p Position) none() bool { return p.keys == nil }

// key is the position's key in the game g.
func (p Position) key(g notation.Game) string {
	if k, ok := p.keys[g.Name()]; ok {
		return k
	}
	k, _ := keyIn(g, p.text)
	return k
}

// keyIn is the key of the position string s in the game g, and why the
// game cannot set it up (its key then is s as given, its fields one space
// apart).
func keyIn(g notation.Game, s string) (string, error) {
	pos, err := g.New(engines.Setup{Position: s})
	if err != nil {
		return g.Key(strings.Join(strings.Fields(s), " ")), err
	}
	return g.Key(pos.String()), nil
}
