package enginelog

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
)

// word is a word of an engine log line and its byte offset in the line.
type word struct {
	text string
	at   int
}

// words splits a line at spaces and tabs, the words kept in s.
func words(line string, s *scratch.Scratch) []word {
	out := scratch.Take[word](s, strings.Count(line, " ")+1)[:0] // tabs are rare
	start := -1
	for i := 0; i <= len(line); i++ {
		blank := i == len(line) || line[i] == ' ' || line[i] == '\t'
		switch {
		case blank && start >= 0:
			out = append(out, word{line[start:i], start})
			start = -1
		case !blank && start < 0:
			start = i
		}
	}
	return out
}

// fenLine is one line being read: its text, its words and where the line
// starts.
type fenLine struct {
	text  string
	words []word
	start notation.Pos
	i     int // the next word
	// last is the place posOf gave last (start at first).
	last notation.Pos
	// parse reads a move (the game's ParseMove).
	parse func(string) (engines.Move, error)
	// scratch is where the turns are taken from (and the words were).
	scratch *scratch.Scratch
}

// peek returns the next word's text, or "" at the end of the line.
func (l *fenLine) peek() string {
	if l.i < len(l.words) {
		return l.words[l.i].text
	}
	return ""
}

// errorAt makes the error of the word w (the end of the line past the
// last word).
func (l *fenLine) errorAt(w int, format string, args ...any) *notation.Error {
	return notation.Syntax(l.posOf(w, 0), fmt.Sprintf(format, args...))
}

// posOf is the place of a byte in word w. Places are asked for word
// after word: each is found from the last one asked for, when it is not
// past it, so that a line's places cost one pass over the line.
func (l *fenLine) posOf(w, offset int) notation.Pos {
	at := 0
	if w < len(l.words) {
		at = l.words[w].at
	} else if n := len(l.words); n > 0 {
		at = l.words[n-1].at + len(l.words[n-1].text)
	}
	at = min(at+offset, len(l.text))
	if at < l.last.Offset-l.start.Offset {
		l.last = l.start
	}
	l.last = l.last.Advance(l.text[l.last.Offset-l.start.Offset : at])
	return l.last
}

// parseFENMoves reads one line of an engine log into a record: the Game
// tag, a Position tag unless the game starts from the start position, and
// the moves, each in long form as far as they can be played. A move that
// cannot be played is kept as written, and so are the moves after it, for
// the referee to judge. The moves are played without the draw rules, which
// are the referee's business; a game they finish gets its Result.
// Its turns are taken from s.
func parseFENMoves(text string, start notation.Pos, parse func(string) (engines.Move, error), s *scratch.Scratch) (*notation.Record, *notation.Error) {
	l := &fenLine{text: text, words: words(text, s), start: start, last: start, parse: parse, scratch: s}
	if l.peek() == "position" {
		l.i++
	}
	fen, first, perr := l.position()
	if perr != nil {
		return nil, perr
	}
	pos, err := setUp(fen)
	if err != nil {
		return nil, l.errorAt(first, "the position %q cannot be set up: %v", fen, err)
	}
	rec := &notation.Record{Pos: start, Game: "Jungle", Tags: []notation.Tag{{Pos: start, Name: "Game", Value: "Jungle"}}}
	if s := pos.String(); s != engine.StartFEN {
		rec.Tags = append(rec.Tags, notation.Tag{Pos: start, Name: "Position", Value: s})
	}
	if perr := l.moves(rec, pos); perr != nil {
		return nil, perr
	}
	if rec.Result = resultOf(pos.Outcome()); rec.Result != "" {
		rec.Tags = append(rec.Tags, notation.Tag{Pos: start, Name: "Result", Value: rec.Result})
	}
	return rec, nil
}

// setUp sets up the position a log's game starts from (a position string,
// "" for the start position), under the rules a log is read by: the
// traditional ones, without the draw rules.
func setUp(fen string) (engines.Position, error) {
	return engine.Game{}.New(engines.Setup{Variant: "traditional", Position: fen})
}

// logRules are the rules a log's games are played under (setUp's).
var logRules = sync.OnceValues(func() (engine.Rules, bool) {
	p, err := setUp("")
	if err != nil {
		return engine.Rules{}, false
	}
	jp, ok := p.(*engine.Position)
	if !ok {
		return engine.Rules{}, false
	}
	return jp.Rules(), true
})

// resultOf is the result token of a log's game whose last position has
// outcome o, "" while it goes on.
func resultOf(o engines.Outcome) string {
	if o.Over {
		return notation.Notation{}.ResultToken(o) // two players: 1-0, 0-1, 1/2-1/2
	}
	return ""
}

// position reads "startpos" or "[fen] FEN" and returns the position
// string and the index of its first word. The string has at most the
// fields the engine reads (4, or 6 in the chess form: engine.MaxFields).
func (l *fenLine) position() (string, int, *notation.Error) {
	switch l.peek() {
	case "startpos":
		l.i++
		return engine.StartFEN, l.i - 1, nil
	case "fen":
		l.i++
	}
	first := l.i
	for l.peek() != "" && l.peek() != "moves" {
		if n := engine.MaxFields(l.texts(first, l.i)); l.i-first == n {
			return "", first, l.errorAt(l.i, `expected "moves" before the moves, but found %q after the position string's %d fields`, l.peek(), n)
		}
		l.i++
	}
	if l.i == first {
		return "", first, l.errorAt(l.i, `expected "startpos" or a Jungle position string (FEN)`)
	}
	return strings.Join(l.texts(first, l.i), " "), first, nil
}

// texts are the texts of the words from i to j.
func (l *fenLine) texts(i, j int) []string {
	out := make([]string, 0, j-i)
	for _, w := range l.words[i:j] {
		out = append(out, w.text)
	}
	return out
}

// moves reads "moves" and the moves after it into the record's main line,
// playing them on pos while they are legal.
func (l *fenLine) moves(rec *notation.Record, pos engines.Position) *notation.Error {
	switch l.peek() {
	case "":
		return nil
	case "moves":
		l.i++
	default:
		return l.errorAt(l.i, `expected "moves" before the moves, but found %q`, l.peek())
	}
	legal := true
	turns := scratch.Take[notation.Turn](l.scratch, len(l.words)-l.i) // one block for the line's turns
	if len(turns) > 0 {
		rec.Moves.Turns = scratch.Take[*notation.Turn](l.scratch, len(turns))[:0]
	}
	for ; l.i < len(l.words); l.i++ {
		w := l.words[l.i]
		m, err := l.parse(w.text)
		if err != nil {
			var me *notation.MoveError
			offset := 0
			if errors.As(err, &me) {
				offset = me.Offset
			}
			return notation.Syntax(l.posOf(l.i, offset), fmt.Sprintf("cannot read the move %q: %v", w.text, err))
		}
		text := w.text
		if legal {
			played, err := pos.Play(m)
			if legal = err == nil; legal {
				text = played.Move.String()
			}
		}
		t := &turns[len(rec.Moves.Turns)]
		t.Pos, t.Move = l.posOf(l.i, 0), text
		rec.Moves.Turns = append(rec.Moves.Turns, t)
	}
	return nil
}
