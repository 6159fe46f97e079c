package notation

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Pos is a place in a source file. Line and Column count from 1; Column
// counts characters (runes), as editors do. Offset is the byte offset from
// the start of the file.
type Pos struct {
	File   string
	Offset int
	Line   int
	Column int
}

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	if p.File == "" {
		return fmt.Sprintf("%d:%d", p.Line, p.Column)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Column)
}

// BOM is the byte-order mark a file may start with (once or, re-encoded,
// more than once); readers ignore it.
const BOM = "\ufeff"

// MaxRecordSize is the longest record a reader reads, in bytes of its text
// (1 MiB: some 150,000 turns, far more than any real game), in any format.
// A longer record is refused with an error at its start and skipped
// without being held in memory; reading goes on with the next record.
const MaxRecordSize = 1 << 20

// WriteBuffer is the size of the buffer a writer of records writes its
// output through: one write to the system for many records. (With 4 KiB,
// every SGF record was a write of its own, and the system's time for them
// fell on the one goroutine that writes for all the workers.)
const WriteBuffer = 64 << 10

// Record is one game record: its tags, its main line and its result.
type Record struct {
	// Pos is where the record starts.
	Pos Pos
	// Number is the record's place in its file, from 1.
	Number int
	// Game is the game the source names for the record (a JSON record's
	// "game", an imported format's game); the Game tag, when present, wins.
	Game string
	Tags []Tag
	// Moves is the main line.
	Moves Line
	// Result is the result token as written ("1-0", "2>1=3", "*"), or "".
	Result    string
	ResultPos Pos
	// Escapes are the `%` lines that stand in the record's text, in order:
	// from the end of the record before (for the first record of a file,
	// from the file's start) to where the next record starts. They are
	// not part of the game, but writers that rewrite the record keep them.
	Escapes []Escape
}

// Escape is a `%` line: a note that is not part of any record, kept where
// it stood. Pos is where its `%` stands; Text is the rest of the line as
// written, after the `%` and without the line end (LF, CRLF).
type Escape struct {
	Pos  Pos
	Text string
	// Before places an escape that has no place in a text (Pos.Line 0:
	// read from JSON, or made by a program): the canonical printer writes
	// it after that many of the record's elements (tags, comments, turns,
	// annotations, closing brackets, the result), so 0 is before the
	// first.
	Before int
}

// Tag is one `[Name "value"]` line.
type Tag struct {
	Pos   Pos
	Name  string
	Value string
}

// Line is a sequence of turns: the main line or a variation.
type Line struct {
	Turns []*Turn
	// Trailing holds the comments after the last turn of the line.
	Trailing []Comment
}

// Turn is one turn as written, with what surrounds it.
type Turn struct {
	// Pos is where the turn's text starts.
	Pos Pos
	// Before holds the comments written before the turn (and its number).
	Before []Comment
	// Number is the turn number as written, nil when absent.
	Number *TurnNumber
	// Move is the turn's text as written.
	Move string
	// Suffix is the annotation glyph written on the turn: ! ? !! ?? !? ?!
	Suffix string
	// NAGs are the $n annotations after the turn.
	NAGs []int
	// After holds the comments written right after the turn.
	After []Comment
	// Variations are alternatives to this turn, each a line of its own.
	Variations []Line
}

// TurnNumber is a turn number as written: `12.` or, chess style, `12...`.
type TurnNumber struct {
	Pos   Pos
	Value int
	// Ellipsis is true for `12...` (the second player's turn, chess style).
	Ellipsis bool
}

func (n TurnNumber) String() string { return strconv.Itoa(n.Value) + n.Dots() }

// Dots are what follows the number's digits: "." or, chess style, "...".
func (n TurnNumber) Dots() string {
	if n.Ellipsis {
		return "..."
	}
	return "."
}

// Comment is a `{...}` comment; Text is what stands between the braces.
type Comment struct {
	Pos  Pos
	Text string
}

// Command is a `[%name args]` command inside a comment.
type Command struct {
	Name string   `json:"name"`
	Args []string `json:"args"`
}

// commandPattern is compiled when first used: a program that reads no
// comment (the page's first board) does not compile it at its start.
var commandPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\[%([A-Za-z0-9_]+)([^\]]*)\]`)
})

// Commands returns the comment's `[%name args]` commands in order.
func (c Comment) Commands() []Command {
	var cmds []Command
	for _, m := range commandPattern().FindAllStringSubmatch(c.Text, -1) {
		args := strings.Fields(strings.ReplaceAll(m[2], ",", " "))
		if args == nil {
			args = []string{}
		}
		cmds = append(cmds, Command{Name: m[1], Args: args})
	}
	return cmds
}

// IsResult reports whether s can be a record's result token: 1-0, 0-1,
// 1/2-1/2 or * for two players; seats from first place to last for
// rankings, numbers joined by '>' or '=' (2>1=3).
func IsResult(s string) bool {
	switch s {
	case "1-0", "0-1", "1/2-1/2", "*":
		return true
	}
	for i := 0; ; i++ { // a ranking: digits, then [>=] and digits again
		n := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		switch {
		case i == n:
			return false
		case i == len(s):
			return true
		case s[i] != '>' && s[i] != '=':
			return false
		}
	}
}

// Tag returns the value of the first tag with the name (any case).
func (r *Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

// GameName is the record's game: its Game tag (an empty one names none),
// else the game its source named, else "".
func (r *Record) GameName() string {
	if g, _ := r.Tag("Game"); g != "" {
		return g
	}
	return r.Game
}

// SetTag sets a tag's value, adding the tag at the end when it is absent.
func (r *Record) SetTag(name, value string) {
	for i, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{Name: name, Value: value})
}

// Clone returns a copy of the record that shares nothing that can change
// with it: tags, escapes, turns, their numbers, comments, annotations and
// variations are copied.
func (r *Record) Clone() *Record {
	c := *r
	c.Tags, c.Escapes = slices.Clone(r.Tags), slices.Clone(r.Escapes)
	c.Moves = r.Moves.clone()
	return &c
}

func (l Line) clone() Line {
	c := Line{Trailing: slices.Clone(l.Trailing), Turns: make([]*Turn, len(l.Turns))}
	turns := make([]Turn, len(l.Turns))
	for i, t := range l.Turns {
		turns[i] = *t
		nt := &turns[i]
		if t.Number != nil {
			n := *t.Number
			nt.Number = &n
		}
		nt.Before, nt.After, nt.NAGs = slices.Clone(t.Before), slices.Clone(t.After), slices.Clone(t.NAGs)
		if t.Variations != nil {
			nt.Variations = make([]Line, len(t.Variations))
			for k, v := range t.Variations {
				nt.Variations[k] = v.clone()
			}
		}
		c.Turns[i] = nt
	}
	return c
}
