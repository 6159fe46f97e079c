package jsonform

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/schemas"
)

// JSONRecord is the JSON form of a record (schemas/record.json). A record
// that could not be read has Raw and Error instead of Tags, Moves and
// Result.
type JSONRecord struct {
	Game   string    `json:"game"`
	Tags   []JSONTag `json:"tags,omitzero"`
	Moves  JSONLine  `json:"moves,omitzero"`
	Result string    `json:"result,omitempty"`
	// Raw is the text of a record that could not be read, as written.
	Raw string `json:"raw,omitempty"`
	// Error is what kept the record from being read.
	Error *JSONError `json:"error,omitempty"`
}

// JSONError is the JSON form of the error that kept a record from being
// read: its place in the source and its message.
type JSONError struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
}

// RawToJSON gives the JSON form of a record that could not be read: its
// raw text (err.Raw, without the blank lines around it) and the error.
func RawToJSON(err *notation.Error, game string) JSONRecord {
	line, col := max(err.Pos.Line, 1), max(err.Pos.Column, 1)
	return JSONRecord{Game: game, Raw: text.TrimRaw(err.Raw),
		Error: &JSONError{File: err.Pos.File, Line: line, Column: col, Message: err.Msg}}
}

// rawFromJSON gives back the error of a record that could not be read.
func rawFromJSON(j JSONRecord, number int) *notation.Error {
	return &notation.Error{Pos: notation.Pos{File: j.Error.File, Line: j.Error.Line, Column: j.Error.Column},
		Record: number, Msg: j.Error.Message, Raw: j.Raw, Game: j.Game}
}

// UnknownGame is the "game" of a JSON record whose game is not known (no
// Game tag, file ending or --game); read back, the record names no game.
const UnknownGame = "unknown"

// JSONTag is a tag in JSON.
type JSONTag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// JSONLine is a line of turns in JSON.
type JSONLine struct {
	Turns    []JSONTurn    `json:"turns"`
	Trailing []JSONComment `json:"trailing,omitempty"`
}

// JSONTurn is a turn in JSON: the text as written and, when the referee
// accepted the turn, the structured move. Readers use the text.
type JSONTurn struct {
	Number     int             `json:"number,omitempty"`
	Ellipsis   bool            `json:"ellipsis,omitempty"`
	Text       string          `json:"text"`
	Move       json.RawMessage `json:"move,omitempty"`
	Position   string          `json:"position,omitempty"`
	Board      any             `json:"board,omitempty"`
	Suffix     string          `json:"suffix,omitempty"`
	NAGs       []int           `json:"nags,omitempty"`
	Before     []JSONComment   `json:"before,omitempty"`
	After      []JSONComment   `json:"after,omitempty"`
	Variations []JSONLine      `json:"variations,omitempty"`
}

// JSONComment is a comment in JSON, with the commands found in its text.
type JSONComment struct {
	Text     string             `json:"text"`
	Commands []notation.Command `json:"commands,omitempty"`
}

// ToJSON gives a record's JSON form. moves, when not nil, gives the
// structured move of each turn the referee accepted (nil for the others).
func ToJSON(rec *notation.Record, game string, moves func(*notation.Turn) engines.Move) (JSONRecord, error) {
	j := JSONRecord{Game: game, Tags: []JSONTag{}, Result: rec.Result}
	for _, t := range rec.Tags {
		j.Tags = append(j.Tags, JSONTag{Name: t.Name, Value: t.Value})
	}
	var err error
	j.Moves, err = lineToJSON(rec.Moves, moves)
	return j, err
}

func lineToJSON(l notation.Line, moves func(*notation.Turn) engines.Move) (JSONLine, error) {
	j := JSONLine{Turns: make([]JSONTurn, 0, len(l.Turns)), Trailing: commentsToJSON(l.Trailing)}
	for _, t := range l.Turns {
		jt := JSONTurn{Text: t.Move, Suffix: t.Suffix, NAGs: t.NAGs,
			Before: commentsToJSON(t.Before), After: commentsToJSON(t.After)}
		if t.Number != nil {
			jt.Number, jt.Ellipsis = t.Number.Value, t.Number.Ellipsis
		}
		if moves != nil {
			if m := moves(t); m != nil {
				b, err := json.Marshal(m)
				if err != nil {
					return j, fmt.Errorf("turn %s: %w", t.Move, err)
				}
				jt.Move = b
			}
		}
		for _, v := range t.Variations {
			jv, err := lineToJSON(v, moves)
			if err != nil {
				return j, err
			}
			jt.Variations = append(jt.Variations, jv)
		}
		j.Turns = append(j.Turns, jt)
	}
	return j, nil
}

// AddPositions gives each turn of a record's JSON form (made by ToJSON
// from rec) the position after it, and its board in the game's JSON form,
// where positions holds one.
func AddPositions(g notation.Game, j *JSONRecord, rec *notation.Record, positions func(*notation.Turn) engines.Position) {
	addPositions(g, &j.Moves, rec.Moves, positions)
}

func addPositions(g notation.Game, j *JSONLine, l notation.Line, positions func(*notation.Turn) engines.Position) {
	for i, t := range l.Turns {
		jt := &j.Turns[i]
		if p := positions(t); p != nil {
			jt.Position = p.String()
			if b, ok := g.(Boarder); ok {
				jt.Board = b.Board(p)
			}
		}
		for k, v := range t.Variations {
			addPositions(g, &jt.Variations[k], v, positions)
		}
	}
}

func commentsToJSON(cs []notation.Comment) []JSONComment {
	var out []JSONComment
	for _, c := range cs {
		out = append(out, JSONComment{Text: c.Text, Commands: c.Commands()})
	}
	return out
}

// FromJSON gives back the record of a JSON form. Positions are those of
// the JSON file when known (file only).
func FromJSON(j JSONRecord, file string) *notation.Record {
	rec := &notation.Record{Pos: notation.Pos{File: file}, Result: j.Result}
	for _, t := range j.Tags {
		rec.Tags = append(rec.Tags, notation.Tag{Pos: rec.Pos, Name: t.Name, Value: t.Value})
	}
	rec.Moves = lineFromJSON(j.Moves, rec.Pos)
	return rec
}

// lineFromJSON gives back a line; its turns and their numbers are one
// block each.
func lineFromJSON(j JSONLine, p notation.Pos) notation.Line {
	l := notation.Line{Trailing: commentsFromJSON(j.Trailing, p), Turns: make([]*notation.Turn, len(j.Turns))}
	turns := make([]notation.Turn, len(j.Turns))
	numbers := make([]notation.TurnNumber, 0, len(j.Turns))
	for i, jt := range j.Turns {
		t := &turns[i]
		*t = notation.Turn{Pos: p, Move: jt.Text, Suffix: jt.Suffix, NAGs: jt.NAGs,
			Before: commentsFromJSON(jt.Before, p), After: commentsFromJSON(jt.After, p)}
		if jt.Number > 0 {
			numbers = append(numbers, notation.TurnNumber{Pos: p, Value: jt.Number, Ellipsis: jt.Ellipsis})
			t.Number = &numbers[len(numbers)-1]
		}
		for _, v := range jt.Variations {
			t.Variations = append(t.Variations, lineFromJSON(v, p))
		}
		l.Turns[i] = t
	}
	return l
}

func commentsFromJSON(js []JSONComment, p notation.Pos) []notation.Comment {
	var out []notation.Comment
	for _, c := range js {
		out = append(out, notation.Comment{Pos: p, Text: c.Text})
	}
	return out
}

// RecordSchema is the name of the schema a record of the game must match:
// the game's own (yinsh-record) when there is one.
func RecordSchema(game string) string {
	if g, err := notation.LookupGame(game); err == nil {
		return schemaOf(g, "record")
	}
	return "record"
}

// JSONWriter writes records as one JSON document (schemas/records.json),
// or as JSON lines (one record a line, no indentation: NDJSON), one record
// at a time, each validated against its game's schema first.
type JSONWriter struct {
	w     *bufio.Writer
	n     int
	lines bool
}

// NewJSONWriter starts a records document on w.
func NewJSONWriter(w io.Writer) *JSONWriter {
	return &JSONWriter{w: bufio.NewWriter(w)}
}

// NewJSONLinesWriter writes records to w as JSON lines: each record (schema
// record, refined per game) compact on a line of its own.
func NewJSONLinesWriter(w io.Writer) *JSONWriter {
	return &JSONWriter{w: bufio.NewWriter(w), lines: true}
}

// Write adds one record.
func (jw *JSONWriter) Write(j JSONRecord) error {
	marshal, sep := schemas.Marshal, ",\n"
	switch {
	case jw.lines:
		marshal, sep = schemas.MarshalCompact, ""
	case jw.n == 0:
		sep = "{\"records\": [\n"
	}
	b, err := marshal(RecordSchema(j.Game), j)
	if err != nil {
		return err
	}
	jw.n++
	jw.w.WriteString(sep)
	_, err = jw.w.Write(b)
	if jw.lines {
		jw.w.WriteByte('\n')
	}
	return err
}

// Close ends the document and flushes it.
func (jw *JSONWriter) Close() error {
	switch {
	case jw.lines:
	case jw.n == 0:
		jw.w.WriteString("{\"records\": [\n]}\n")
	default:
		jw.w.WriteString("\n]}\n")
	}
	return jw.w.Flush()
}

// JSONReader reads the records of a JSON records document one at a time,
// validating each against its game's schema before it is used.
type JSONReader struct {
	file   string
	in     *lineCounter
	dec    *json.Decoder
	number int
	// started: the document's opening was read; done: nothing more is read.
	started, done bool
}

// NewJSONReader reads a records document from r.
func NewJSONReader(r io.Reader, file string) *JSONReader {
	in := &lineCounter{r: r}
	return &JSONReader{file: file, in: in, dec: json.NewDecoder(in)}
}

// Next returns the next record, io.EOF at the end. A record that breaks
// its schema is an *Error naming the JSON path and the rule, with the
// record's JSON as its Raw text; reading goes on. A record kept unread
// (raw text and error) gives back its *Error. A document that is not JSON,
// not a records document or cut short is an *Error at the place where it
// goes wrong, and reading ends there.
func (jr *JSONReader) Next() (*notation.Record, error) {
	if jr.done {
		return nil, io.EOF
	}
	if !jr.started {
		if err := jr.open(); err != nil {
			return nil, err
		}
		jr.started = true
	}
	if !jr.dec.More() {
		return nil, jr.close()
	}
	at := jr.valueStart()
	var raw json.RawMessage
	if err := jr.dec.Decode(&raw); err != nil {
		return nil, jr.fail(at, err, "not valid JSON")
	}
	jr.number++
	start := int(jr.dec.InputOffset()) - len(raw)
	line, col := jr.in.pos(start) // counts the lines up to here, keeping no more offsets than a record's
	return recordFromJSON(raw, notation.Pos{File: jr.file, Offset: start, Line: line, Column: col}, jr.number)
}

// jsonTurns keeps lists of JSON turns for recordFromJSON.
var jsonTurns = sync.Pool{New: func() any { return new([]JSONTurn) }}

// recordFromJSON reads one record's JSON, found at pos: the record, or
// the *Error of a record kept unread, or of a record that breaks its
// schema (its JSON is then its Raw text).
func recordFromJSON(raw []byte, pos notation.Pos, number int) (*notation.Record, error) {
	var j JSONRecord
	broken := func(msg string) error { return &notation.Error{Pos: pos, Record: number, Msg: msg, Raw: string(raw)} }
	// Decoded into a list kept from the record before, the turns are not
	// copied each time the list grows. The turns that record used are
	// emptied first (JSON decoded onto a value keeps the fields it does not
	// name); the rest of the list never held any.
	scratch := jsonTurns.Get().(*[]JSONTurn)
	defer jsonTurns.Put(scratch)
	clear(*scratch)
	j.Moves.Turns = (*scratch)[:0]
	defer func() { *scratch = j.Moves.Turns }()
	if err := json.Unmarshal(raw, &j); err != nil {
		var terr *json.UnmarshalTypeError
		if errors.As(err, &terr) {
			// A value of the wrong type: the schema's message names its
			// place in the record, which the decoder's does not.
			if serr := schemas.Validate(RecordSchema(j.Game), raw); serr != nil {
				return nil, broken(serr.Error())
			}
		}
		return nil, broken("record JSON: " + err.Error())
	}
	if err := schemas.Validate(RecordSchema(j.Game), raw); err != nil {
		return nil, broken(err.Error())
	}
	if j.Error != nil {
		return nil, rawFromJSON(j, number)
	}
	rec := FromJSON(j, pos.File)
	rec.Number = number
	if j.Game != UnknownGame {
		rec.Game = j.Game
	}
	return rec, nil
}

// open reads up to the first record: `{"records": [`.
func (jr *JSONReader) open() error {
	for _, w := range []string{"{", "records", "["} {
		if err := jr.expect(w, `not a records document: it must start {"records": [`); err != nil {
			return err
		}
	}
	return nil
}

// close reads the end of the document, `]}`, and wants nothing after it.
func (jr *JSONReader) close() error {
	for _, w := range []string{"]", "}"} {
		if err := jr.expect(w, "the records document is not closed: ']}' expected"); err != nil {
			return err
		}
	}
	if err := jr.expect("", "something follows the end of the records document"); err != nil {
		return err
	}
	jr.done = true
	return io.EOF
}

// valueStart is the offset where the next value starts, after the comma
// before it. (The offsets of the decoder's syntax errors count from no
// place a reader can know, so a bad value is reported where it starts.)
func (jr *JSONReader) valueStart() int {
	at := int(jr.dec.InputOffset())
	buf := bufio.NewReader(jr.dec.Buffered())
	for {
		c, err := buf.ReadByte()
		if err != nil || !strings.ContainsRune(", \t\r\n", rune(c)) {
			return at
		}
		at++
	}
}

// expect reads the next token, which must be want ("" for the end), or
// else fails with msg at the token's place.
func (jr *JSONReader) expect(want, msg string) error {
	jr.dec.More() // passes white space: the offset is then the token's
	at := int(jr.dec.InputOffset())
	tok, err := jr.dec.Token()
	switch {
	case want == "" && errors.Is(err, io.EOF):
		return nil
	case want == "" && err == nil:
		return jr.fail(at, nil, msg)
	case err != nil || fmt.Sprint(tok) != want:
		return jr.fail(at, err, msg)
	}
	return nil
}

// fail makes the error that ends reading, at the offset at (where the
// file ends, when that is the trouble).
func (jr *JSONReader) fail(at int, err error, msg string) *notation.Error {
	jr.done = true
	jr.number++
	switch {
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		at = jr.in.read
		msg += ": the file ends here, cut short"
	case err != nil:
		msg += ": " + err.Error()
	}
	line, col := jr.in.pos(at)
	return &notation.Error{Pos: notation.Pos{File: jr.file, Offset: at, Line: line, Column: col}, Record: jr.number, Msg: msg}
}

// lineCounter passes a reader on and counts its lines, so that a byte
// offset read through it can be told as a line and a column.
type lineCounter struct {
	r io.Reader
	// read counts the bytes read; starts are the offsets of the lines
	// begun since line, which starts at start.
	read, line, start int
	starts            []int
}

func (c *lineCounter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	for i, b := range p[:n] {
		if b == '\n' {
			c.starts = append(c.starts, c.read+i+1)
		}
	}
	c.read += n
	return n, err
}

// pos gives the line and column (from 1, in bytes) of a byte offset. The
// offsets asked must not go back.
func (c *lineCounter) pos(off int) (line, col int) {
	for len(c.starts) > 0 && c.starts[0] <= off {
		c.line++
		c.start, c.starts = c.starts[0], c.starts[1:]
	}
	return c.line + 1, off - c.start + 1
}
