package notation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// builder gives the parsed elements their structure.
type builder struct {
	file string
	err  *Error
}

func (b *builder) pos(p lexer.Position) Pos {
	return Pos{File: b.file, Offset: p.Offset, Line: p.Line, Column: p.Column}
}

func (b *builder) fail(p lexer.Position, format string, args ...any) {
	if b.err == nil {
		b.err = &Error{Pos: b.pos(p), Msg: fmt.Sprintf(format, args...)}
	}
}

func (b *builder) record(ast *recordAST) *Record {
	rec := &Record{}
	for _, t := range ast.Tags {
		rec.Tags = append(rec.Tags, Tag{Pos: b.pos(t.Pos), Name: t.Name, Value: unquote(t.Value)})
	}
	items := ast.Items
	if n := len(items); n > 0 && items[n-1].Result != nil {
		rec.Result, rec.ResultPos = *items[n-1].Result, b.pos(items[n-1].Pos)
		items = items[:n-1]
	}
	rec.Moves = b.line(items)
	return rec
}

// line builds one line of turns from its elements.
func (b *builder) line(items []*itemAST) Line {
	var (
		line    Line
		turn    *Turn       // the last turn
		closed  bool        // something other than an annotation followed it
		pending []Comment   // comments waiting for the next turn
		number  *TurnNumber // a number waiting for its turn
	)
	for _, it := range items {
		switch {
		case it.Comment != nil:
			c := Comment{Pos: b.pos(it.Pos), Text: (*it.Comment)[1 : len(*it.Comment)-1]}
			if turn != nil && !closed && number == nil {
				turn.After = append(turn.After, c)
			} else {
				pending = append(pending, c)
			}
		case it.Number != nil:
			if number != nil {
				b.fail(it.Pos, "two turn numbers in a row (%s and %s): a turn was expected between them", number, *it.Number)
			}
			number = b.number(it.Pos, *it.Number)
			closed = true
		case it.Move != nil:
			turn = &Turn{Pos: b.pos(it.Pos), Before: pending, Number: number, Move: *it.Move}
			line.Turns = append(line.Turns, turn)
			pending, number, closed = nil, nil, false
		case it.Suffix != nil:
			b.suffix(it, turn, closed)
		case it.NAG != nil:
			b.nag(it, turn, number)
		case it.Result != nil:
			b.fail(it.Pos, "the result %s must be the last thing in the record, outside variations", *it.Result)
		case it.Variation != nil:
			if turn == nil || number != nil {
				b.fail(it.Pos, "a variation must follow the turn it replaces")
				continue
			}
			turn.Variations = append(turn.Variations, b.line(it.Variation.Items))
			closed = true
		}
	}
	if number != nil {
		b.fail(lexer.Position{Offset: number.Pos.Offset, Line: number.Pos.Line, Column: number.Pos.Column},
			"turn number %s is not followed by a turn", number)
	}
	line.Trailing = pending
	return line
}

func (b *builder) number(p lexer.Position, text string) *TurnNumber {
	digits := strings.TrimRight(text, ".")
	dots := len(text) - len(digits)
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 || (dots != 1 && dots != 3) {
		b.fail(p, "bad turn number %q: write it as 12. (or 12... for the second player, chess style)", text)
		return &TurnNumber{Pos: b.pos(p), Value: n}
	}
	return &TurnNumber{Pos: b.pos(p), Value: n, Ellipsis: dots == 3}
}

var suffixes = map[string]bool{"!": true, "?": true, "!!": true, "??": true, "!?": true, "?!": true}

func (b *builder) suffix(it *itemAST, turn *Turn, closed bool) {
	switch {
	case turn == nil || closed:
		b.fail(it.Pos, "the annotation %s must follow a turn directly", *it.Suffix)
	case !suffixes[*it.Suffix]:
		b.fail(it.Pos, "unknown annotation %q (known: ! ? !! ?? !? ?!)", *it.Suffix)
	case turn.Suffix != "":
		b.fail(it.Pos, "the turn already has the annotation %s", turn.Suffix)
	default:
		turn.Suffix = *it.Suffix
	}
}

func (b *builder) nag(it *itemAST, turn *Turn, number *TurnNumber) {
	n, err := strconv.Atoi((*it.NAG)[1:])
	switch {
	case turn == nil || number != nil:
		b.fail(it.Pos, "the annotation %s must follow a turn", *it.NAG)
	case err != nil || n > 255:
		b.fail(it.Pos, "annotation %s is out of range: $0 to $255", *it.NAG)
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
