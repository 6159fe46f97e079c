package text

import (
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar of one record: tags, then movetext, each
// optional. The record and both parts parse themselves (participle's
// Parseable): the movetext is runs of simple elements, each one token
// (tokRun), and variations, and reading them directly costs far less
// memory and time than participle's general branching and reflection, for
// the bulk of every file. build.go gives the elements their structure
// (which comment and annotation belongs to which turn), with errors a
// person understands.

// recordRoot is the grammar's root, which participle allocates for
// every record it reads: the room a record is read into, taken from rooms
// as the root parses and handed back (release) once the record is built,
// so that no record costs a new one.
type recordRoot struct{ ast *recordAST }

// Parse reads a record into room from rooms.
func (r *recordRoot) Parse(lex *lexer.PeekingLexer) error {
	r.ast = rooms.Get().(*recordAST)
	return r.ast.Parse(lex)
}

// rooms keeps the room of records built, for the next records.
var rooms = sync.Pool{New: func() any { return new(recordAST) }}

// release hands the room back to rooms, empty: nothing of it may be used
// after.
func (r *recordAST) release() {
	*r = recordAST{}
	rooms.Put(r)
}

// recordAST is a record read: its tags and its movetext, each nil when
// absent.
type recordAST struct {
	Tags  *tagSection
	Moves *movetext
	// tags and moves hold what Tags and Moves point to, and tagList and
	// itemList the room their lists start with: a record in one
	// allocation, but for its longer lists.
	tags     tagSection
	moves    movetext
	tagList  [tagRoom]tagAST
	itemList [itemRoom]item
	// err is the syntax error of a part, kept here as it is: participle
	// would turn an error of the record's own Parse into a message alone.
	err error
}

// Parse reads the tags, then the movetext. Participle checks that nothing
// follows.
func (r *recordAST) Parse(lex *lexer.PeekingLexer) error {
	tags, moves := &r.tags, &r.moves
	tags.Tags, moves.Items = r.tagList[:0], r.itemList[:0]
	if r.err = optional(tags.Parse(lex)); r.err == nil && len(tags.Tags) > 0 {
		r.Tags = tags
	}
	if r.err == nil {
		if r.err = optional(moves.Parse(lex)); len(moves.Items) > 0 {
			r.Moves = moves
		}
	}
	return nil
}

// optional is the error of an optional part: none when the part is absent.
func optional(err error) error {
	if err == participle.NextMatch {
		return nil
	}
	return err
}

// tagSection is the record's tags: `[Name "value"]`, one or more.
type tagSection struct {
	Tags []tagAST
}

// tagRoom and itemRoom are the room a record has for its tags and for the
// items of its movetext at first: most records have no more (a record's
// movetext is most often one run).
const (
	tagRoom  = 8
	itemRoom = 2
)

type tagAST struct {
	Pos   lexer.Position
	Name  string
	Value string
}

// Parse reads the tags: those the scanner found well formed as one token,
// then any others a token at a time.
func (s *tagSection) Parse(lex *lexer.PeekingLexer) error {
	if t := lex.Peek(); t.Type == tokTags {
		s.Tags = appendTags(s.Tags, *lex.Next())
	}
	for t := lex.Peek(); t.Type == tokPunct && t.Value == "["; t = lex.Peek() {
		lex.Next()
		name, err := take(lex, tokName, "", "a tag name")
		if err != nil {
			return err
		}
		value, err := take(lex, tokString, "", "a quoted value")
		if err != nil {
			return err
		}
		if _, err := take(lex, tokPunct, "]", `"]"`); err != nil {
			return err
		}
		s.Tags = append(s.Tags, tagAST{Pos: t.Pos, Name: name.Value, Value: value.Value})
	}
	if len(s.Tags) == 0 {
		return participle.NextMatch
	}
	return nil
}

// take takes the next token if it has the type (and, when value is not
// empty, the value); else it says what was expected.
func take(lex *lexer.PeekingLexer, typ lexer.TokenType, value, expect string) (lexer.Token, error) {
	t := lex.Peek()
	if t.Type != typ || value != "" && t.Value != value {
		return *t, &participle.UnexpectedTokenError{Unexpected: *t, Expect: expect}
	}
	return *lex.Next(), nil
}

// movetext is a line of play: runs and variations, in order.
type movetext struct {
	Items []item
}

// item is a run of simple elements (comments, numbers, turns, annotations,
// results), whose elements the scanner keeps, or a variation.
type item struct {
	// Pos is where the item starts.
	Pos       lexer.Position
	Variation *movetext
}

// Parse reads the record's movetext.
func (m *movetext) Parse(lex *lexer.PeekingLexer) error {
	if err := m.items(lex); err != nil {
		return err
	}
	if len(m.Items) == 0 {
		return participle.NextMatch
	}
	return nil
}

// items reads runs and variations up to a token that is neither.
func (m *movetext) items(lex *lexer.PeekingLexer) error {
	for {
		t := lex.Peek()
		switch {
		case t.Type == tokRun:
			m.Items = append(m.Items, item{Pos: lex.Next().Pos})
		case t.Type == tokPunct && t.Value == "(":
			open := lex.Next().Pos
			v := &movetext{}
			if err := v.items(lex); err != nil {
				return err
			}
			if _, err := take(lex, tokPunct, ")", `")"`); err != nil {
				return err
			}
			m.Items = append(m.Items, item{Pos: open, Variation: v})
		default:
			return nil
		}
	}
}

// simple tells the token types a run is made of.
func simple(t lexer.TokenType) bool {
	switch t {
	case tokNumber, tokMove, tokComment, tokNAG, tokSuffix, tokResult:
		return true
	}
	return false
}

var recordParser = participle.MustBuild[recordRoot](
	participle.Lexer(recordLexer{}),
	participle.UseLookahead(1),
)
