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
	"github.com/arbiter-games/arbiter/internal/memo"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/grammar"
)

// ParseMove reads one turn ("RB@h8-h9", "RB@h8-h9;GG@d8-d9;+OY,PB",
// "S2:RB@h8-h9=R1B2;swap") into an *engine.Turn, in any case
// ("gg@l4-m4", "RB@H8-H9;SWAP"). It checks syntax only; a syntax error is
// a *notation.MoveError.
//
// The turn is cut into its parts at ";"; each part is read on its own, in
// the case the grammar reads (foldCase: a part folds alone as it folds in
// its turn), and remembered as written (knownParts), then joined to the
// turn in order.
func ParseMove(text string) (engines.Move, error) { return parse(text, rememberWritten, nil) }

// The referee reads Ingenious turns in its scratch memory.
func init() { scratch.RegisterMoves(engine.Game{}.Name(), movesIn) }

// movesIn gives ParseMove building its turns in s, for the referee.
func movesIn(s *scratch.Scratch) func(string) (engines.Move, error) {
	boxes := scratch.Of[turnBox](s)
	return func(text string) (engines.Move, error) { return parse(text, rememberWritten, boxes) }
}

// rememberWritten reads a part as written: a placement of a tile written
// in upper case by its spaces (placedTile), any other part through
// knownParts.
func rememberWritten(written string) (part, error) {
	if p, ok := placedTile(written); ok {
		return p, nil
	}
	return knownParts.Remember(written, readWritten)
}

// placedTile reads a placement written with its tile in upper case,
// "PG@g12-h12", as the placement of one tile at its spaces, the tile put
// in after: the tile is one token of the grammar, whichever it is, so the
// placement reads as "RR@g12-h12" does but for its tile. The pairs of
// spaces written are a few hundred (222 in 50,000 random games), where
// tiles and spaces together make some 20,000 parts. It is false for any
// other part, and for spaces that do not read (the part is then read
// whole, for its error).
func placedTile(written string) (part, bool) {
	if len(written) < 4 || written[2] != '@' || !isColour(written[0]) || !isColour(written[1]) {
		return part{}, false
	}
	p, err := knownSpaces.Remember(written[3:], readSpaces)
	if err != nil {
		return part{}, false
	}
	p.tile, _ = engine.ParseTile(written[:2]) // two colour symbols
	return p, true
}

// knownSpaces remembers the placements read by their spaces, as written
// after the tile's "@".
var knownSpaces memo.Table[part]

// readSpaces reads the spaces of a placement, written after its tile.
func readSpaces(spaces string) (part, error) { return readWritten("RR@" + spaces) }

// parse reads a turn whose parts read gives, in a box of boxes.
func parse(text string, read func(string) (part, error), boxes *scratch.Stock[turnBox]) (engines.Move, error) {
	b := &boxes.Take(1)[0]
	t := &b.turn
	t.Placements = b.placement[:0]
	for at := 0; ; {
		written, _, more := strings.Cut(text[at:], ";")
		p, err := read(written)
		if err != nil {
			return nil, partError(text, at, err)
		}
		if err := b.join(&p, at); err != nil {
			return nil, err
		}
		if !more {
			return t, nil
		}
		at += len(written) + 1
	}
}

// turnBox is a turn read with room for its first placement and draws, so
// that a turn of one placement, nearly every one, takes one allocation.
type turnBox struct {
	turn      engine.Turn
	placement [1]engine.Placement
	draws     [2]engine.Tile // the refill's
}

// part is one part of a turn as read alone: a placement (with the seat
// when written), a refill or a swap. It is kept by value, small, its
// draws in place when they fit in a rack: the memory of parts holds
// thousands, and a look-up then touches little memory.
type part struct {
	seat          uint8
	placed, swap  bool
	n             uint8 // the draws in draws
	tile          engine.Tile
	first, second engine.Space
	draws         [engine.RackSize]engine.Tile
	rare          *rarePart // nil for nearly every part
}

// rarePart is what few parts hold: declared points, more draws than a
// rack holds.
type rarePart struct {
	declared []engine.Points
	more     []engine.Tile
}

// toPlacement is the part's placement, its own copy.
func (p *part) toPlacement() engine.Placement {
	pl := engine.Placement{Tile: p.tile, First: p.first, Second: p.second}
	if p.rare != nil {
		pl.Declared = slices.Clone(p.rare.declared)
	}
	return pl
}

// drawn is the part's draws (nil when none are written).
func (p *part) drawn() []engine.Tile {
	switch {
	case p.rare != nil && p.rare.more != nil:
		return p.rare.more
	case p.n == 0:
		return nil
	}
	return p.draws[:p.n]
}

// knownParts remembers the parts read: a few thousand placements and draws
// make up nearly all the parts of all records (97% of the parts of random
// games are repeats), and a remembered part costs a map look-up instead of
// a participle parse. join copies what it takes of a part's slices.
var knownParts memo.Table[part]

// readWritten reads a part as written, in any case.
func readWritten(written string) (part, error) { return readPart(foldCase(written)) }

// readPart parses one part. A syntax error is participle's, at its place
// in the part.
func readPart(text string) (part, error) {
	syn, err := partParser().ParseString("", text)
	if err != nil {
		return part{}, err
	}
	return syn.part()
}

// part returns the part read.
func (p *partSyntax) part() (part, error) {
	var out part
	if p.Seat != "" {
		n, err := number(p.Seat, 0, 1, 4, "a seat is S1 to S4")
		if err != nil {
			return part{}, err
		}
		out.seat = uint8(n)
	}
	var draws []string
	switch {
	case p.Placement != nil:
		pl, err := placement(p.Placement)
		out.placed, out.tile, out.first, out.second = true, pl.Tile, pl.First, pl.Second
		if pl.Declared != nil {
			out.rare = &rarePart{declared: pl.Declared}
		}
		return out, err
	case p.Swap != nil:
		out.swap, draws = true, p.Swap.Draw
	default:
		draws = p.Refill
	}
	tiles := out.draws[:0]
	if len(draws) > len(out.draws) {
		out.rare = &rarePart{}
		tiles = nil
	}
	for _, d := range draws {
		t, _ := engine.ParseTile(d) // the lexer lets only colour symbols into a tile
		tiles = append(tiles, t)
	}
	if out.rare != nil {
		out.rare.more = tiles
	} else {
		out.n = uint8(len(draws))
	}
	return out, nil
}

// join adds a part at offset at of the turn's text, checking that the
// parts come in order: the seat and the placement, bonus placements, the
// refill, the swap. It copies the part's slices, which knownParts shares.
func (b *turnBox) join(p *part, at int) error {
	t := &b.turn
	misplaced := func(msg string) error {
		return &notation.MoveError{Offset: at, Message: msg}
	}
	if at == 0 {
		t.Seat = int(p.seat)
	}
	switch {
	case p.seat != 0 && at > 0:
		return misplaced("the seat is written once, before the turn: S2:RB@h8-h9")
	case p.placed && (t.Refill != nil || t.Swap):
		return misplaced("bonus placements come before the draws and the swap")
	case p.placed:
		t.Placements = append(t.Placements, p.toPlacement())
	case at == 0:
		return misplaced("a turn starts with a placement such as RB@h8-h9")
	case t.Swap:
		return misplaced("the swap ends the turn")
	case p.swap:
		t.Swap, t.SwapDraw = true, slices.Clone(p.drawn())
	case t.Refill != nil:
		return misplaced("the refill is written once: +OY,PB")
	default:
		t.Refill = b.refill(p.drawn())
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
