package ingenious

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
)

// ParseMove reads one turn ("RB@h8-h9", "RB@h8-h9;GG@d8-d9;+OY,PB",
// "S2:RB@h8-h9=R1B2;swap") into an *engine.Turn. It checks syntax only; a
// syntax error is a *notation.MoveError.
func ParseMove(text string) (engines.Move, error) {
	t, err := turnParser.ParseString("", text)
	if err != nil {
		return nil, syntaxError(text, err)
	}
	return build(t)
}

// build turns the syntax tree into the engine's turn.
func build(t *turnSyntax) (*engine.Turn, error) {
	out := &engine.Turn{}
	if t.Seat != nil {
		n, err := number(t.Seat.Pos, t.Seat.Text, 1, 4, "a seat is S1 to S4")
		if err != nil {
			return nil, err
		}
		out.Seat = n
	}
	if t.First.Placement == nil {
		return nil, &notation.MoveError{Offset: t.First.Pos.Offset, Message: "a turn starts with a placement such as RB@h8-h9"}
	}
	for _, part := range append([]*partSyntax{t.First}, t.Rest...) {
		if err := addPart(out, part); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// addPart adds one part to the turn, in the order placements, refill,
// swap.
func addPart(out *engine.Turn, part *partSyntax) error {
	misplaced := func(msg string) error {
		return &notation.MoveError{Offset: part.Pos.Offset, Message: msg}
	}
	switch {
	case part.Placement != nil && (out.Refill != nil || out.Swap):
		return misplaced("bonus placements come before the draws and the swap")
	case part.Placement != nil:
		out.Placements = append(out.Placements, engine.Placement{})
		return placement(part.Placement, &out.Placements[len(out.Placements)-1])
	case out.Swap:
		return misplaced("the swap ends the turn")
	case part.Refill != nil && out.Refill != nil:
		return misplaced("the refill is written once: +OY,PB")
	case part.Refill != nil:
		out.Refill = tiles(part.Refill)
	default:
		out.Swap, out.SwapDraw = true, tiles(part.Swap.Draw)
	}
	return nil
}

// placement reads one placement.
func placement(pl *placementSyntax, out *engine.Placement) error {
	// The lexer lets only colour symbols into a tile.
	out.Tile, _ = engine.ParseTile(pl.Tile)
	var err error
	if out.First, err = space(pl.First); err != nil {
		return err
	}
	if out.Second, err = space(pl.Second); err != nil {
		return err
	}
	for _, d := range pl.Declared {
		c, _ := engine.ColourOf(d.Text[0])
		n, err := number(d.Pos, d.Text, 0, 99, "declared points are a colour and a number from 0 to 99, e.g. R2")
		if err != nil {
			return err
		}
		out.Declared = append(out.Declared, engine.Points{Colour: c, Points: n})
	}
	return nil
}

// space reads a space token.
func space(n *spaceSyntax) (engine.Space, error) {
	s, err := engine.ParseSpace(n.Text)
	if err != nil {
		return 0, &notation.MoveError{Offset: n.Pos.Offset, Message: err.Error()}
	}
	return s, nil
}

// number reads the number after the first letter of a token.
func number(pos lexer.Position, text string, lo, hi int, help string) (int, error) {
	v, err := strconv.Atoi(text[1:])
	if err != nil || v < lo || v > hi || (len(text) > 2 && text[1] == '0') {
		return 0, &notation.MoveError{Offset: pos.Offset, Message: fmt.Sprintf("%q: %s", text, help)}
	}
	return v, nil
}

// tiles reads tile tokens; the lexer lets only colour symbols through.
func tiles(texts []string) []engine.Tile {
	if len(texts) == 0 {
		return nil
	}
	out := make([]engine.Tile, len(texts))
	for i, t := range texts {
		out[i], _ = engine.ParseTile(t)
	}
	return out
}

// syntaxError turns a participle error into a MoveError at the place where
// the text went wrong.
func syntaxError(text string, err error) *notation.MoveError {
	offset := len(text)
	var perr participle.Error
	if errors.As(err, &perr) {
		offset = min(max(perr.Position().Offset, 0), len(text))
	}
	found := "the turn ends"
	if offset < len(text) {
		found = fmt.Sprintf("found %q", text[offset:])
	}
	return &notation.MoveError{
		Offset:  offset,
		Message: fmt.Sprintf("expected %s, but %s (an Ingenious turn is written RB@h8-h9, with bonus placements, +draws and swap joined by ;)", expectation(text[:offset]), found),
	}
}
