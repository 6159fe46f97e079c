package text

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
)

// builder gives the parsed elements their structure.
type builder struct {
	file string
	err  *notation.Error
	// src is the record's text, starting at the file offset base; elems
	// are the elements of its runs not yet taken, in order.
	src   string
	base  int
	elems []element
	// turns and numbers are what is left of the record's turns and turn
	// numbers, taken from its Scratch at the start (one block each for the
	// whole record: its turns live and die together).
	turns   []notation.Turn
	numbers []notation.TurnNumber
	scratch *scratch.Scratch
}

// newBuilder readies a builder for a record's text and elements, with
// room for as many turns and numbers as the elements hold, taken from s.
func newBuilder(file, src string, elems []element, at lexer.Position, s *scratch.Scratch) builder {
	turns, numbers := 0, 0
	for _, e := range elems {
		switch lexer.TokenType(e.typ) {
		case tokMove:
			turns++
		case tokNumber:
			numbers++
		}
	}
	return builder{file: file, src: src, base: at.Offset, elems: elems,
		turns: scratch.Take[notation.Turn](s, turns), numbers: scratch.Take[notation.TurnNumber](s, numbers), scratch: s}
}

func (b *builder) pos(p lexer.Position) notation.Pos {
	return notation.Pos{File: b.file, Offset: p.Offset, Line: p.Line, Column: p.Column}
}

func (b *builder) fail(p notation.Pos, format string, args ...any) {
	if b.err == nil {
		b.err = notation.Syntax(p, fmt.Sprintf(format, args...))
	}
}

// simpleTok is a simple element of a run, as the builder takes it.
type simpleTok struct {
	typ  lexer.TokenType
	text string
	pos  notation.Pos
}

func (b *builder) record(ast *recordAST) *notation.Record {
	rec := b.newRecord(ast.Tags)
	if ast.Tags != nil {
		for _, t := range ast.Tags.Tags {
			rec.Tags = append(rec.Tags, notation.Tag{Pos: b.pos(t.Pos), Name: t.Name, Value: unquote(t.Value)})
		}
	}
	var result simpleTok
	if ast.Moves != nil {
		rec.Moves = b.line(ast.Moves.Items, &result)
	}
	if result.typ == tokResult {
		if !notation.IsResult(result.text) {
			b.fail(result.pos, "%s is not a result: 1-0, 0-1, 1/2-1/2, * or a ranking of seats such as 2>1=3", result.text)
		}
		rec.Result, rec.ResultPos = result.text, result.pos
	}
	return rec
}

// newRecord makes a record with room for the tags of its section (no
// tags, and none kept, without one): in the builder's scratch memory when
// it has some, else a record of few tags in one allocation with them.
func (b *builder) newRecord(section *tagSection) *notation.Record {
	n := 0
	if section != nil {
		n = len(section.Tags)
	}
	switch {
	case b.scratch != nil:
		rec := &scratch.Take[notation.Record](b.scratch, 1)[0]
		if section != nil {
			rec.Tags = scratch.Take[notation.Tag](b.scratch, n)[:0]
		}
		return rec
	case section == nil:
		return &notation.Record{}
	case n <= 4:
		r := &withTags[[4]notation.Tag]{}
		r.rec.Tags = r.tags[:0]
		return &r.rec
	case n <= 8:
		r := &withTags[[8]notation.Tag]{}
		r.rec.Tags = r.tags[:0]
		return &r.rec
	}
	return &notation.Record{Tags: make([]notation.Tag, 0, n)}
}

// withTags is a record and the room for its tags.
type withTags[A [4]notation.Tag | [8]notation.Tag] struct {
	rec  notation.Record
	tags A
}

// lineState is what the builder knows while it builds a line.
type lineState struct {
	line    notation.Line
	turn    *notation.Turn       // the last turn
	closed  bool                 // something other than an annotation followed it
	pending []notation.Comment   // comments waiting for the next turn
	number  *notation.TurnNumber // a number waiting for its turn
}

// line builds one line of turns from its elements. At the top of the
// record (result not nil), a result token that ends the record is taken as
// its result.
func (b *builder) line(items []item, result *simpleTok) notation.Line {
	var st lineState
	if result != nil { // the main line: room for every turn of the record
		st.line.Turns = scratch.Take[*notation.Turn](b.scratch, len(b.turns))[:0]
	}
	for i, it := range items {
		switch {
		case it.Variation != nil:
			b.variation(&st, it.Pos, it.Variation)
		case i < len(items)-1:
			b.run(&st, it.Pos, nil)
		default:
			b.run(&st, it.Pos, result)
		}
	}
	if st.number != nil {
		b.fail(st.number.Pos, "turn number %s is not followed by a turn", st.number)
	}
	st.line.Trailing = st.pending
	return st.line
}

// run adds the elements of the run that starts at run to the line, in
// order; with result set (the record's last run), a result token that ends
// the run is given to result instead. Runs are taken in the order of the
// text; the elements of runs passed over (a variation not built) are
// skipped.
func (b *builder) run(st *lineState, run lexer.Position, result *simpleTok) {
	from := run.Offset - b.base
	elems, i := b.elems, 0
	for i < len(elems) && int(elems[i].from) < from {
		i++
	}
	for i < len(elems) {
		e := &elems[i]
		i++
		if e.last && result != nil && lexer.TokenType(e.typ) == tokResult {
			*result = b.simple(e)
			break
		}
		b.element(st, e)
		if e.last {
			break
		}
	}
	b.elems = elems[i:]
}

// simple is an element as a token.
func (b *builder) simple(e *element) simpleTok {
	return simpleTok{typ: lexer.TokenType(e.typ), text: b.src[e.from:e.to], pos: b.posOf(e)}
}

// posOf is where an element starts in the file.
func (b *builder) posOf(e *element) notation.Pos {
	return notation.Pos{File: b.file, Offset: b.base + int(e.from), Line: int(e.line), Column: int(e.column)}
}

// element adds one simple element to the line: turns and turn numbers,
// most of every record, straight from the element.
func (b *builder) element(st *lineState, e *element) {
	switch lexer.TokenType(e.typ) {
	case tokMove:
		t := &b.turns[0]
		b.turns = b.turns[1:]
		t.Pos, t.Before, t.Number, t.Move = b.posOf(e), st.pending, st.number, b.src[e.from:e.to]
		st.line.Turns = append(st.line.Turns, t)
		st.turn, st.pending, st.number, st.closed = t, nil, nil, false
	case tokNumber:
		if st.number != nil {
			b.fail(b.posOf(e), "two turn numbers in a row (%s and %s): a turn was expected between them", st.number, b.src[e.from:e.to])
		}
		st.number = b.number(e)
		st.closed = true
	default:
		tok := b.simple(e)
		b.other(st, &tok)
	}
}

// other adds an element other than a turn or turn number to the line.
func (b *builder) other(st *lineState, tok *simpleTok) {
	switch tok.typ {
	case tokComment:
		c := notation.Comment{Pos: tok.pos, Text: tok.text[1 : len(tok.text)-1]}
		if st.turn != nil && !st.closed && st.number == nil {
			st.turn.After = append(st.turn.After, c)
		} else {
			st.pending = append(st.pending, c)
		}
	case tokSuffix:
		b.suffix(tok, st.turn, st.closed)
	case tokNAG:
		b.nag(tok, st.turn, st.number)
	case tokResult:
		b.fail(tok.pos, "the result %s must be the last thing in the record, outside variations", tok.text)
	}
}

// variation adds a variation to the last turn.
func (b *builder) variation(st *lineState, open lexer.Position, v *movetext) {
	if st.turn == nil || st.number != nil {
		b.fail(b.pos(open), "a variation must follow the turn it replaces")
		return
	}
	st.turn.Variations = append(st.turn.Variations, b.line(v.Items, nil))
	st.closed = true
}

// number takes a turn number from the record's block and fills it in
// from its element.
func (b *builder) number(e *element) *notation.TurnNumber {
	p := &b.numbers[0]
	b.numbers = b.numbers[1:]
	text := b.src[e.from:e.to]
	n, d := 0, 0 // the scanner saw digits, then dots only
	for ; d < len(text) && text[d] != '.'; d++ {
		n = n*10 + int(text[d]-'0')
	}
	dots := len(text) - d
	*p = notation.TurnNumber{Pos: b.posOf(e), Value: n, Ellipsis: dots == 3}
	if d > maxNumberDigits || n < 1 || (dots != 1 && dots != 3) {
		p.Ellipsis = false
		b.fail(p.Pos, "bad turn number %q: write it as 12. (or 12... for the second player, chess style)", text)
	}
	return p
}

// maxNumberDigits bounds the digits of a turn number, which then cannot
// overflow.
const maxNumberDigits = 9

var suffixes = map[string]bool{"!": true, "?": true, "!!": true, "??": true, "!?": true, "?!": true}

func (b *builder) suffix(tok *simpleTok, turn *notation.Turn, closed bool) {
	switch {
	case turn == nil || closed:
		b.fail(tok.pos, "the annotation %s must follow a turn directly", tok.text)
	case !suffixes[tok.text]:
		b.fail(tok.pos, "unknown annotation %q (known: ! ? !! ?? !? ?!)", tok.text)
	case turn.Suffix != "":
		b.fail(tok.pos, "the turn already has the annotation %s", turn.Suffix)
	default:
		turn.Suffix = tok.text
	}
}

func (b *builder) nag(tok *simpleTok, turn *notation.Turn, number *notation.TurnNumber) {
	n, err := strconv.Atoi(tok.text[1:])
	switch {
	case turn == nil || number != nil:
		b.fail(tok.pos, "the annotation %s must follow a turn", tok.text)
	case err != nil || n > 255:
		b.fail(tok.pos, "annotation %s is out of range: $0 to $255", tok.text)
	default:
		turn.NAGs = append(turn.NAGs, n)
	}
}

// unquote reads a tag value between quotes, with \" and \\ escapes.
func unquote(s string) string {
	s = s[1 : len(s)-1]
	if !strings.Contains(s, `\`) {
		return s
	}
	var out strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		out.WriteByte(s[i])
	}
	return out.String()
}
