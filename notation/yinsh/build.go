package yinsh

import (
	"errors"
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/memo"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/grammar"
)

// ParseMove reads one turn as written ("e5-e9;xa5-e5xb7", either case) into
// an engine.Turn. It checks syntax only: the points must be on the board, a
// turn has at most one placement, move or pass, and nothing follows
// "resign". Errors are *notation.MoveError. It is safe for concurrent use.
//
// Turns of one part (placements and moves, nearly every turn) are
// remembered whole (notation.Memo: a few thousand of them make up an
// archive). Turns of several parts, with rows removed, are mostly met once,
// so their parts are remembered instead (see knownParts).
func ParseMove(text string) (engines.Move, error) {
	if strings.IndexByte(text, ';') < 0 {
		return parseOnePart(text)
	}
	t, err := parseTurn(text)
	if err != nil {
		return nil, err
	}
	return t, nil
}

// parseOnePart reads and remembers turns of one part; each caller gets its
// own copy of a turn's removals.
var parseOnePart = grammar.Memo(func(text string) (engines.Move, error) {
	t, err := parseTurn(text)
	if err != nil {
		return nil, err
	}
	return t, nil
}, func(m engines.Move) engines.Move {
	t := m.(engine.Turn)
	if t.Opening == nil && t.Removals == nil {
		return nil // nothing to copy: shared as it is
	}
	t.Opening, t.Removals = slices.Clone(t.Opening), slices.Clone(t.Removals)
	return t
})

// parseTurn reads a turn part by part (each part read before, or read
// alone by the grammar of a part); a turn with a part that does not read
// alone is read by the grammar of a whole turn, which says what is wrong.
func parseTurn(text string) (engine.Turn, error) {
	var room [4]partAST // a move and its rows: no allocation
	if parts, ok := knownParts.of(text, room[:0]); ok {
		return build(parts)
	}
	ast, err := turnParser().ParseString("", text)
	if err != nil {
		return engine.Turn{}, syntaxError(text, err)
	}
	return build(ast.Parts)
}

// build puts the parts of a turn together.
func build(parts []partAST) (engine.Turn, error) {
	var b builder
	for i := range parts {
		if err := b.part(&parts[i]); err != nil {
			return engine.Turn{}, err
		}
	}
	return b.turn, nil
}

// knownParts remembers the parts of the turns read. A turn is its parts
// joined by ';', and no part holds a ';', so a turn made of parts read
// before reads as those parts. Most turns with rows removed are met once
// in a whole archive, but their parts (a move, a row and a ring) are not:
// a few thousand of them make up every turn of a large archive.
var knownParts partMemory

// partMemory maps the text of a part to the part read (at offset 0).
type partMemory struct{ parts memo.Table[partAST] }

// of appends to parts the parts of a turn, at their offsets in it, when
// every part reads alone (see part).
func (m *partMemory) of(text string, parts []partAST) ([]partAST, bool) {
	for at := 0; at <= len(text); {
		end := strings.IndexByte(text[at:], ';')
		if end < 0 {
			end = len(text) - at
		}
		part, ok := m.part(text[at : at+end])
		if !ok {
			return nil, false
		}
		part.Pos.Offset += at
		parts = append(parts, part)
		at += end + 1
	}
	return parts, true
}

// part is a part read before, else the part read alone with the grammar
// of one part, then remembered: a turn with a part never seen costs the
// parse of that part, not of the whole turn. It is false when the text
// does not read alone as a part; the turn is then read whole, for its
// error.
func (m *partMemory) part(text string) (partAST, bool) {
	if p, ok := m.rowRemoval(text); ok {
		return p, true
	}
	p, err := m.parts.Remember(text, readPart)
	return p, err == nil
}

// rowRemoval reads a removal with its row, "xa5-e5xb7", as the two parts
// it is made of around its second x (no point holds an x): its row is
// written as a ring's move ("a5-e5"), its ring as the removal of a ring
// alone ("xb7"). Those are a few hundred, each read once, where the
// removals they make are many thousands, nearly each met once. It is
// false for a text not made so; that text is read alone, for its part or
// its error.
func (m *partMemory) rowRemoval(text string) (partAST, bool) {
	k := strings.LastIndexAny(text, "xX")
	if k <= 0 || text[0]|0x20 != 'x' {
		return partAST{}, false
	}
	row, err := m.parts.Remember(text[1:k], readPart)
	if err != nil || row.From == "" || row.To == "" {
		return partAST{}, false
	}
	ring, err := m.parts.Remember(text[k:], readPart)
	if err != nil || !ring.Removal || ring.End != "" {
		return partAST{}, false
	}
	return partAST{Removal: true, First: row.From, End: row.To, Ring: ring.First}, true
}

// readPart reads a part alone, as it is kept: at offset 0, its strings
// its own, so that they keep no record's text alive.
func readPart(text string) (partAST, error) {
	p, err := partParser().ParseString("", text)
	if err != nil {
		return partAST{}, err
	}
	p.Pos = lexer.Position{}
	p.Word, p.First, p.End, p.Ring, p.From, p.To = strings.Clone(p.Word), strings.Clone(p.First),
		strings.Clone(p.End), strings.Clone(p.Ring), strings.Clone(p.From), strings.Clone(p.To)
	return *p, nil
}

// builder puts the parts of a turn in their places.
type builder struct {
	turn      engine.Turn
	hasAction bool
}

func (b *builder) part(p *partAST) error {
	at := p.Pos.Offset
	switch {
	case b.turn.Resign:
		return moveError(at, "nothing can follow resign in a turn")
	case p.Removal:
		return b.removal(p)
	case strings.EqualFold(p.Word, "resign"):
		b.turn.Resign = true
		return nil
	case strings.EqualFold(p.Word, "pass"):
		return b.action(at, engine.ActionPass, 0, 0)
	case p.Word != "":
		return moveError(at, "expected a point, x, pass or resign, found "+quote(p.Word))
	}
	from, err := point(p.From, at)
	if err != nil {
		return err
	}
	if p.To == "" {
		return b.action(at, engine.ActionPlace, 0, from)
	}
	to, err := point(p.To, at+len(p.From)+1)
	if err != nil {
		return err
	}
	return b.action(at, engine.ActionMove, from, to)
}

// action sets the turn's placement, move or pass; a turn has one.
func (b *builder) action(at int, a engine.Action, from, to engine.Point) error {
	if b.hasAction {
		return moveError(at, "a turn has one placement, move or pass; this is a second one")
	}
	b.hasAction = true
	b.turn.Action, b.turn.From, b.turn.To = a, from, to
	return nil
}

// removal adds a row removal: to the opening removals before the turn's
// placement, move or pass, to its own removals after it.
func (b *builder) removal(p *partAST) error {
	at := p.Pos.Offset + 1
	first, err := point(p.First, at)
	if err != nil {
		return err
	}
	rm := engine.Removal{Ring: first}
	if p.End != "" {
		at += len(p.First) + 1
		end, err := point(p.End, at)
		if err != nil {
			return err
		}
		if rm.Ring, err = point(p.Ring, at+len(p.End)+1); err != nil {
			return err
		}
		rm.Row = engine.Row{Start: first, End: end}
	}
	if b.hasAction {
		b.turn.Removals = append(b.turn.Removals, rm)
	} else {
		b.turn.Opening = append(b.turn.Opening, rm)
	}
	return nil
}

// point reads the point text found at byte offset at.
func point(text string, at int) (engine.Point, error) {
	pt, err := engine.ParsePoint(text)
	if err != nil {
		return 0, moveError(at, err.Error())
	}
	return pt, nil
}

func moveError(offset int, msg string) error {
	return &notation.MoveError{Offset: offset, Message: msg}
}

// syntaxError turns a participle error into a MoveError that says what was
// expected at the place of the error.
func syntaxError(text string, err error) error {
	var perr participle.Error
	if !errors.As(err, &perr) {
		return moveError(0, err.Error())
	}
	at := perr.Position().Offset
	var lexErr *grammar.Unexpected
	if errors.As(err, &lexErr) {
		return moveError(at, lexErr.Error()+" (a turn is points, x, -, ;, pass and resign, with no spaces)")
	}
	return grammar.SyntaxError(text, err, expected, "a turn is points, x, -, ;, pass and resign, with no spaces")
}

// expected says what may follow the text before a syntax error.
func expected(before string) string {
	part := before[strings.LastIndexByte(before, ';')+1:]
	switch {
	case part == "":
		return "a point, x, pass or resign"
	case strings.HasSuffix(part, "-") || strings.HasSuffix(part, "x") || strings.HasSuffix(part, "X"):
		return "a point"
	case (part[0] == 'x' || part[0] == 'X') && strings.Contains(part, "-") && strings.Count(strings.ToLower(part), "x") < 2:
		return "x and the ring removed with the row"
	}
	return `";" or the end of the turn`
}

func quote(s string) string { return `"` + s + `"` }
