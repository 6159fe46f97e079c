package ingenious

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/grammar"
)

// ParseMove reads one turn ("RB@h8-h9", "RB@h8-h9;GG@d8-d9;+OY,PB",
// "S2:RB@h8-h9=R1B2;swap") into an *engine.Turn, in any case
// ("gg@l4-m4", "RB@H8-H9;SWAP"). It checks syntax only; a syntax error is
// a *notation.MoveError.
//
// The turn is put in the case the grammar reads (foldCase) and cut into its
// parts at ";"; each part is read on its own (parsePart) and joined to the
// turn in order.
func ParseMove(text string) (engines.Move, error) { return parseFolded(text, foldCase(text)) }

// parseFolded reads a turn given as written (text, which errors quote)
// and in the grammar's case (folded, of the same length).
func parseFolded(text, folded string) (engines.Move, error) {
	b := &turnBox{}
	t := &b.turn
	t.Placements = b.placement[:0]
	for at := 0; ; {
		part, _, more := strings.Cut(folded[at:], ";")
		m, err := parsePart(part)
		if err != nil {
			return nil, partError(text, at, err)
		}
		if err := b.join(m.(*engine.Turn), at); err != nil {
			return nil, err
		}
		if !more {
			return t, nil
		}
		at += len(part) + 1
	}
}

// turnBox is a turn read with room for its first placement and draws, so
// that a turn of one placement, nearly every one, takes one allocation.
type turnBox struct {
	turn      engine.Turn
	placement [1]engine.Placement
	draws     [2]engine.Tile // the refill's
}

// parsePart reads one part of a turn as the turn it would make alone,
// remembered: a few thousand placements and draws make up nearly all the
// parts of all records (97% of the parts of random games are repeats), and
// a remembered part costs a map look-up instead of a participle parse. The
// parts may be kept and handed out again: join copies what it takes.
var parsePart = grammar.Memo(readPart, nil)

// readPart parses one part. A syntax error is participle's, at its place
// in the part.
func readPart(text string) (engines.Move, error) {
	p, err := partParser.ParseString("", text)
	if err != nil {
		return nil, err
	}
	return p.turn()
}

// turn returns the part as a turn of its own.
func (p *partSyntax) turn() (*engine.Turn, error) {
	t := &engine.Turn{Refill: tiles(p.Refill)}
	if p.Seat != "" {
		n, err := number(p.Seat, 0, 1, 4, "a seat is S1 to S4")
		if err != nil {
			return nil, err
		}
		t.Seat = n
	}
	switch {
	case p.Placement != nil:
		pl, err := placement(p.Placement)
		t.Placements = []engine.Placement{pl}
		return t, err
	case p.Swap != nil:
		t.Swap, t.SwapDraw = true, tiles(p.Swap.Draw)
	}
	return t, nil
}

// join adds a part at offset at of the turn's text, checking that the
// parts come in order: the seat and the placement, bonus placements, the
// refill, the swap. It copies the part's slices, which parsePart shares.
func (b *turnBox) join(part *engine.Turn, at int) error {
	t := &b.turn
	misplaced := func(msg string) error {
		return &notation.MoveError{Offset: at, Message: msg}
	}
	if at == 0 {
		t.Seat = part.Seat
	}
	switch {
	case part.Seat != 0 && at > 0:
		return misplaced("the seat is written once, before the turn: S2:RB@h8-h9")
	case len(part.Placements) > 0 && (t.Refill != nil || t.Swap):
		return misplaced("bonus placements come before the draws and the swap")
	case len(part.Placements) > 0:
		pl := part.Placements[0]
		pl.Declared = slices.Clone(pl.Declared)
		t.Placements = append(t.Placements, pl)
	case at == 0:
		return misplaced("a turn starts with a placement such as RB@h8-h9")
	case t.Swap:
		return misplaced("the swap ends the turn")
	case part.Swap:
		t.Swap, t.SwapDraw = true, slices.Clone(part.SwapDraw)
	case t.Refill != nil:
		return misplaced("the refill is written once: +OY,PB")
	default:
		t.Refill = b.refill(part.Refill)
	}
	return nil
}

// refill copies the tiles of the refill, into the box when they fit (nil
// stays nil: no refill written).
func (b *turnBox) refill(tiles []engine.Tile) []engine.Tile {
	if tiles == nil || len(tiles) > len(b.draws) {
		return slices.Clone(tiles)
	}
	return append(b.draws[:0:len(b.draws)], tiles...)
}

// placement reads one placement.
func placement(pl *placementSyntax) (engine.Placement, error) {
	var out engine.Placement
	var err error
	out.Tile, _ = engine.ParseTile(pl.Tile) // the lexer lets only colour symbols into a tile
	if out.First, err = space(pl.First); err != nil {
		return out, err
	}
	if out.Second, err = space(pl.Second); err != nil {
		return out, err
	}
	for _, d := range pl.Declared {
		c, _ := engine.ColourOf(d.Text[0])
		n, err := number(d.Text, d.Pos.Offset, 0, 99, "declared points are a colour and a number from 0 to 99, e.g. R2")
		if err != nil {
			return out, err
		}
		out.Declared = append(out.Declared, engine.Points{Colour: c, Points: n})
	}
	return out, nil
}

// space reads a space token.
func space(n *spaceSyntax) (engine.Space, error) {
	s, err := engine.ParseSpace(n.Text)
	if err != nil {
		return 0, &notation.MoveError{Offset: n.Pos.Offset, Message: err.Error()}
	}
	return s, nil
}

// number reads the number after the first letter of a token at offset.
func number(text string, offset, lo, hi int, help string) (int, error) {
	v, err := strconv.Atoi(text[1:])
	if err != nil || v < lo || v > hi || (len(text) > 2 && text[1] == '0') {
		return 0, &notation.MoveError{Offset: offset, Message: fmt.Sprintf("%q: %s", text, help)}
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

// partError places an error of the part at offset at in the turn's text.
// A syntax error says what was expected after the text before it.
func partError(text string, at int, err error) *notation.MoveError {
	var merr *notation.MoveError
	if errors.As(err, &merr) {
		return &notation.MoveError{Offset: at + merr.Offset, Message: merr.Message}
	}
	var perr participle.Error
	if errors.As(err, &perr) {
		pos := perr.Position()
		pos.Offset += at
		err = participle.Errorf(pos, "%s", perr.Message())
	}
	expect := func(before string) string { return expectation(foldCase(before)) }
	return grammar.SyntaxError(text, err, expect,
		"an Ingenious turn is written RB@h8-h9, with bonus placements, +draws and swap joined by ;")
}
