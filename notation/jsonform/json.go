package jsonform

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/cut"
	"github.com/arbiter-games/arbiter/internal/jsonscan"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/schemas"
)

// Record is the JSON form of a record (schemas/record.json). A record
// that could not be read has Raw and Error instead of Tags, Moves and
// Result.
type Record struct {
	Game   string `json:"game"`
	Tags   []Tag  `json:"tags,omitzero"`
	Moves  Line   `json:"moves,omitzero"`
	Result string `json:"result,omitempty"`
	// Raw is the text of a record that could not be read, as written.
	Raw string `json:"raw,omitempty"`
	// Error is what kept the record from being read.
	Error *Error `json:"error,omitempty"`
	// Escapes are the record's `%` lines, each with its place in the
	// record's canonical text.
	Escapes []Escape `json:"escapes,omitempty"`
}

// Escape is a `%` line of a record: its text after the `%`, and how many
// of the record's elements its canonical text writes before it (see
// notation.Escape).
type Escape struct {
	Text   string `json:"text"`
	Before int    `json:"before"`
}

// Error is the JSON form of the error that kept a record from being
// read: its place in the source and its message.
type Error struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
}

// RawToJSON gives the JSON form of a record that could not be read: its
// raw text (err.Raw, without the blank lines around it) and the error.
func RawToJSON(err *notation.Error, game string) Record {
	line, col := max(err.Pos.Line, 1), max(err.Pos.Column, 1)
	return Record{Game: game, Raw: text.TrimRaw(err.Raw),
		Error: &Error{File: err.Pos.File, Line: line, Column: col, Message: err.Msg}}
}

// rawFromJSON gives back the error of a record that could not be read.
func rawFromJSON(j Record, number int) *notation.Error {
	return &notation.Error{Code: notation.CodeSyntax, Pos: notation.Pos{File: j.Error.File, Line: j.Error.Line, Column: j.Error.Column},
		Record: number, Msg: j.Error.Message, Raw: j.Raw, Game: j.Game}
}

// UnknownGame is the "game" of a JSON record whose game is not known (no
// Game tag, file ending or --game); read back, the record names no game.
const UnknownGame = "unknown"

// Tag is a tag in JSON.
type Tag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Line is a line of turns in JSON.
type Line struct {
	Turns    []Turn    `json:"turns"`
	Trailing []Comment `json:"trailing,omitempty"`
}

// Turn is a turn in JSON: the text as written and, when the referee
// accepted the turn, the structured move. Readers use the text.
type Turn struct {
	Number     int             `json:"number,omitempty"`
	Ellipsis   bool            `json:"ellipsis,omitempty"`
	Text       string          `json:"text"`
	Move       json.RawMessage `json:"move,omitempty"`
	Position   string          `json:"position,omitempty"`
	Board      any             `json:"board,omitempty"`
	Suffix     string          `json:"suffix,omitempty"`
	NAGs       []int           `json:"nags,omitempty"`
	Before     []Comment       `json:"before,omitempty"`
	After      []Comment       `json:"after,omitempty"`
	Variations []Line          `json:"variations,omitempty"`
}

// Comment is a comment in JSON, with the commands found in its text.
type Comment struct {
	Text     string             `json:"text"`
	Commands []notation.Command `json:"commands,omitempty"`
}

// Detail says what a record's JSON form holds besides its turns as
// written.
type Detail struct {
	// Moves gives each turn the referee played its structured move.
	Moves bool
	// Positions gives each turn the referee played the position string and
	// the board after it (from a replay that kept positions).
	Positions bool
}

// ToJSON gives the JSON form of a record to write: the record, with what
// its replay holds where d asks for it, or, for a record that could not be
// read, its raw text and error, whatever format it was read in. Such a
// record whose text was not kept (one over notation.MaxRecordSize) has no
// JSON form: it is refused (notation.Entry.Unkept).
func ToJSON(e notation.Entry, d Detail) (Record, error) { return toJSON(e, d, nil) }

// toJSON is ToJSON with the lists of turns and tags taken from s (fresh
// memory for a nil s).
func toJSON(e notation.Entry, d Detail, s *scratch.Scratch) (Record, error) {
	game := e.Name()
	if game == "" {
		game = UnknownGame
	}
	if e.Unread() {
		if text.TrimRaw(e.Err.Raw) == "" {
			return Record{}, e.Unkept("JSON")
		}
		return RawToJSON(e.Err, game), nil
	}
	if err := e.TagsOnOneLine("JSON", "\r\n"); err != nil {
		return Record{}, err
	}
	rec := e.Record
	j := Record{Game: game, Tags: take[Tag](s, len(rec.Tags)), Result: rec.Result}
	for i, t := range rec.Tags {
		j.Tags[i] = Tag{Name: t.Name, Value: t.Value}
	}
	var replay *notation.ReplayLine
	if e.Replay != nil && (d.Moves || d.Positions) {
		replay = &e.Replay.Main
	}
	w := turnWriter{game: e.Game, detail: d, scratch: s, key: new([]byte)}
	var err error
	j.Moves, err = w.line(rec.Moves, replay)
	j.Escapes = escapesToJSON(rec, game)
	return j, err
}

// escapesToJSON places a record's `%` lines as its canonical text does,
// Game tag and all.
func escapesToJSON(rec *notation.Record, game string) []Escape {
	if len(rec.Escapes) == 0 {
		return nil
	}
	if game == UnknownGame {
		game = ""
	}
	before := text.EscapesBefore(text.WithGameTag(rec, game))
	out := make([]Escape, len(rec.Escapes))
	for i, e := range rec.Escapes {
		out[i] = Escape{Text: e.Text, Before: before[i]}
	}
	return out
}

// take gives n zero values of T from s (fresh memory for a nil s), never
// nil: an empty list is written [], which nil is not.
func take[T any](s *scratch.Scratch, n int) []T {
	if l := scratch.Take[T](s, n); l != nil {
		return l
	}
	return []T{}
}

// turnWriter gives lines their JSON form, their lists taken from scratch
// (fresh memory when it is nil).
type turnWriter struct {
	game    notation.Game
	detail  Detail
	scratch *scratch.Scratch
	key     *[]byte // room for a move's key (marshalMove)
}

// line gives a line's JSON form; replay, when not nil, is its replay.
func (w turnWriter) line(l notation.Line, replay *notation.ReplayLine) (Line, error) {
	j := Line{Turns: take[Turn](w.scratch, len(l.Turns)), Trailing: commentsToJSON(l.Trailing)}
	for i, t := range l.Turns {
		jt := &j.Turns[i]
		*jt = Turn{Text: t.Move, Suffix: t.Suffix, NAGs: t.NAGs,
			Before: commentsToJSON(t.Before), After: commentsToJSON(t.After)}
		if t.Number != nil {
			jt.Number, jt.Ellipsis = t.Number.Value, t.Number.Ellipsis
		}
		var rt *notation.ReplayTurn
		if replay != nil && i < len(replay.Turns) {
			rt = &replay.Turns[i]
			if err := w.played(jt, rt); err != nil {
				return j, fmt.Errorf("turn %s: %w", t.Move, err)
			}
		}
		if t.Variations != nil {
			jt.Variations = take[Line](w.scratch, len(t.Variations))
		}
		for k, v := range t.Variations {
			var rv *notation.ReplayLine
			if rt != nil && k < len(rt.Variations) {
				rv = &rt.Variations[k]
			}
			var err error
			if jt.Variations[k], err = w.line(v, rv); err != nil {
				return j, err
			}
		}
	}
	return j, nil
}

// played adds to a turn's JSON form what the referee made of it.
func (w turnWriter) played(jt *Turn, rt *notation.ReplayTurn) error {
	if rt.Move != nil && w.detail.Moves {
		b, err := marshalMove(w.game.Name(), rt.Move, w.key)
		if err != nil {
			return err
		}
		jt.Move = b
	}
	if p := rt.After; p != nil && w.detail.Positions {
		jt.Position = p.String()
		jt.Board = w.game.Board(p)
	}
	return nil
}

func commentsToJSON(cs []notation.Comment) []Comment {
	var out []Comment
	for _, c := range cs {
		out = append(out, Comment{Text: c.Text, Commands: c.Commands()})
	}
	return out
}

// FromJSON gives back the record of a JSON form, read from the file: its
// game is the JSON's "game" (none for UnknownGame), and its parts are
// placed in the file, no more (Reader and LinesReader, which hold the
// JSON, give each part its line and column).
func FromJSON(j Record, file string) *notation.Record {
	return fromJSON(&j, notation.Pos{File: file}, nil)
}

// fromJSON gives back the record of a JSON form found at pos, every part
// of it placed there; the record, its tags and its lines of turns are
// taken from s (fresh memory for a nil s).
func fromJSON(j *Record, pos notation.Pos, s *scratch.Scratch) *notation.Record {
	rec := &scratch.Take[notation.Record](s, 1)[0]
	*rec = notation.Record{Pos: pos, Result: j.Result, ResultPos: pos}
	if j.Game != UnknownGame {
		rec.Game = j.Game
	}
	if len(j.Tags) > 0 {
		rec.Tags = scratch.Take[notation.Tag](s, len(j.Tags))
	}
	for i, t := range j.Tags {
		rec.Tags[i] = notation.Tag{Pos: pos, Name: t.Name, Value: t.Value}
	}
	rec.Moves = lineFromJSON(&j.Moves, pos, s)
	for _, e := range j.Escapes {
		rec.Escapes = append(rec.Escapes, notation.Escape{Pos: notation.Pos{File: pos.File}, Text: e.Text, Before: e.Before})
	}
	return rec
}

// lineFromJSON gives back a line; its turns and their numbers are one
// block each, taken from s (fresh memory for a nil s).
func lineFromJSON(j *Line, p notation.Pos, s *scratch.Scratch) notation.Line {
	l := notation.Line{Trailing: commentsFromJSON(j.Trailing, p), Turns: take[*notation.Turn](s, len(j.Turns))}
	turns := scratch.Take[notation.Turn](s, len(j.Turns))
	numbers := scratch.Take[notation.TurnNumber](s, numbered(j.Turns))
	for i := range j.Turns {
		jt, t := &j.Turns[i], &turns[i]
		*t = notation.Turn{Pos: p, Move: jt.Text, Suffix: jt.Suffix, NAGs: jt.NAGs,
			Before: commentsFromJSON(jt.Before, p), After: commentsFromJSON(jt.After, p)}
		if jt.Number > 0 {
			numbers[0] = notation.TurnNumber{Pos: p, Value: jt.Number, Ellipsis: jt.Ellipsis}
			t.Number, numbers = &numbers[0], numbers[1:]
		}
		for k := range jt.Variations {
			t.Variations = append(t.Variations, lineFromJSON(&jt.Variations[k], p, s))
		}
		l.Turns[i] = t
	}
	return l
}

// numbered counts the turns that have a number.
func numbered(turns []Turn) int {
	n := 0
	for i := range turns {
		if turns[i].Number > 0 {
			n++
		}
	}
	return n
}

func commentsFromJSON(js []Comment, p notation.Pos) []notation.Comment {
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

// Writer writes records as one JSON document (schemas/records.json),
// or as JSON lines (one record a line, no indentation: NDJSON), one record
// at a time, each validated against its game's schema first. It is the
// writer of the formats json and ndjson (notation.RecordWriter).
type Writer struct {
	w      *bufio.Writer
	n      int
	lines  bool
	detail Detail
}

// NewWriter starts a records document on w; each record holds what d
// asks for.
func NewWriter(w io.Writer, d Detail) *Writer {
	return &Writer{w: bufio.NewWriterSize(w, notation.WriteBuffer), detail: d}
}

// NewLinesWriter writes records to w as JSON lines: each record (schema
// record, refined per game) compact on a line of its own.
func NewLinesWriter(w io.Writer, d Detail) *Writer {
	return &Writer{w: bufio.NewWriterSize(w, notation.WriteBuffer), lines: true, detail: d}
}

// Write adds one record to write (a notation.RecordWriter). JSON holds
// all of a record: nothing is left out.
func (jw *Writer) Write(e notation.Entry) (notation.Written, error) { return jw.Prepare(e)() }

// Prepare formats one record's JSON, on any goroutine, for the writer to
// add it when what it gives is called, once (notation.Preparer).
func (jw *Writer) Prepare(e notation.Entry) func() (notation.Written, error) {
	return notation.Ahead(e, jw.format, jw.add)
}

// format appends the JSON of an entry's record to dst (notation.Ahead).
func (jw *Writer) format(dst []byte, e notation.Entry) ([]byte, notation.Written, error) {
	b, err := jw.marshal(dst, e)
	return b, notation.Written{}, err
}

// forms keeps the memory records' JSON forms are built in (marshal): a
// form is let go of once its JSON is made.
var forms = sync.Pool{New: func() any { return new(scratch.Scratch) }}

// marshal appends the JSON of an entry's record to dst, as the writer
// writes it. Its JSON form is built in memory reused from record to
// record: nothing of it outlives the JSON.
func (jw *Writer) marshal(dst []byte, e notation.Entry) ([]byte, error) {
	s := forms.Get().(*scratch.Scratch)
	defer func() {
		s.Reset()
		forms.Put(s)
	}()
	j, err := toJSON(e, jw.detail, s)
	if err != nil {
		return dst, err
	}
	return jw.appendJSON(dst, &j)
}

// appendJSON appends a record's JSON form to dst as the writer writes it:
// compact in JSON lines.
func (jw *Writer) appendJSON(dst []byte, j *Record) ([]byte, error) {
	if jw.lines {
		return schemas.AppendMarshalCompact(dst, RecordSchema(j.Game), j)
	}
	return schemas.AppendMarshal(dst, RecordSchema(j.Game), j)
}

// WriteJSON adds one record's JSON form.
func (jw *Writer) WriteJSON(j Record) error {
	b, err := jw.appendJSON(nil, &j)
	if err != nil {
		return err
	}
	return jw.add(b)
}

// add adds a record's JSON, after what comes before it.
func (jw *Writer) add(b []byte) error {
	sep := ",\n"
	switch {
	case jw.lines:
		sep = ""
	case jw.n == 0:
		sep = "{\"records\": [\n"
	}
	jw.n++
	jw.w.WriteString(sep)
	_, err := jw.w.Write(b)
	if jw.lines {
		jw.w.WriteByte('\n')
	}
	return err
}

// Close ends the document and flushes it.
func (jw *Writer) Close() error {
	switch {
	case jw.lines:
	case jw.n == 0:
		jw.w.WriteString("{\"records\": [\n]}\n")
	default:
		jw.w.WriteString("\n]}\n")
	}
	return jw.w.Flush()
}

// Reader reads the records of a JSON records document one at a time,
// validating each against its game's schema before it is used. It holds
// one record's JSON at a time: a record longer than MaxRecordSize is
// passed over unread (notation.TooLong), and reading goes on. Byte-order
// marks at the start of the file are skipped.
type Reader struct {
	in     *cut.Reader
	number int
	// kept holds the copies of the records' JSON that Next hands on.
	kept blocks
	// started: the document's opening was read; done: nothing more is read.
	started, done bool
}

// NewReader reads a records document from r.
func NewReader(r io.Reader, file string) *Reader {
	return &Reader{in: cut.NewReader(r, file)}
}

// Next returns the next record (notation.Reader), io.EOF at the end: its
// JSON, decoded and checked against its schema when it is parsed
// (notation.Unparsed's Parse, on any goroutine: the referee's workers). A
// record that breaks its schema, or is not JSON within its brackets, is an
// *Error naming the JSON path and the rule, with the record's JSON as its
// Raw text; reading goes on. A record kept unread (raw text and error)
// gives back its *Error. A document that is not JSON between its records,
// not a records document or cut short is an *Error at the place where it
// goes wrong, and reading ends there.
func (jr *Reader) Next() (notation.Unparsed, error) {
	if jr.done {
		return nil, io.EOF
	}
	more, err := jr.between()
	switch {
	case err != nil:
		return notation.AsUnparsed(nil, err)
	case !more:
		return notation.AsUnparsed(nil, jr.close())
	}
	return jr.record()
}

// between reads what comes before the next record: the document's opening
// before the first, a comma after the others. more is false where the
// list of records ends (at its ']').
func (jr *Reader) between() (more bool, err error) {
	if !jr.started {
		if err := jr.open(); err != nil {
			return false, err
		}
		jr.started = true
	}
	c, ok, err := jr.peek()
	switch {
	case err != nil:
		return false, err
	case !ok:
		return false, jr.fail(jr.in.Pos(), jr.in.Pos(), "the records document is not closed: ']}' expected: the file ends here, cut short", nil)
	case c == ']':
		return false, nil
	case jr.number == 0:
		return true, nil
	case c == ',':
		jr.in.Pass(1)
		return true, nil
	}
	return false, jr.fail(jr.in.Pos(), jr.in.Pos(), "not valid JSON: invalid character "+quoteChar(c)+" after array element", nil)
}

// record reads the next record's JSON: the value up to where its brackets
// close, or a string or a scalar, which is no record (its schema says why).
func (jr *Reader) record() (notation.Unparsed, error) {
	rec, err := jr.recordText()
	if err != nil {
		return notation.AsUnparsed(nil, err)
	}
	return &jsonText{json: jr.kept.keep(rec.Text), at: rec.Start, number: jr.number}, nil
}

// recordText cuts the next record's JSON (record), and numbers it.
func (jr *Reader) recordText() (cut.Record, error) {
	c, ok, err := jr.peek()
	at := jr.in.Pos()
	switch {
	case err != nil:
		return cut.Record{}, err
	case !ok:
		return cut.Record{}, jr.fail(at, at, "not valid JSON: the file ends here, cut short", nil)
	case isDelimiter(c):
		return cut.Record{}, jr.fail(at, at, "not valid JSON: invalid character "+quoteChar(c)+" looking for beginning of value", nil)
	}
	end := valueEnd{scalar: c != '{' && c != '[' && c != '"'}
	rec, err := jr.in.Cut(end.scan)
	switch {
	case err != nil:
		return cut.Record{}, err
	case rec.TooLong():
		jr.number++
		return cut.Record{}, notation.TooLong(rec.Start, jr.number, rec.Size, rec.EndLine)
	case !end.scalar && !rec.Ended:
		return cut.Record{}, jr.fail(jr.in.Pos(), at, "not valid JSON: the file ends here, cut short", rec.Text)
	case end.scalar:
		var v any
		if err := json.Unmarshal(rec.Text, &v); err != nil {
			return cut.Record{}, jr.fail(at, at, "not valid JSON: "+err.Error(), rec.Text)
		}
	}
	jr.number++
	return rec, nil
}

// valueEnd finds where a JSON value ends, a piece of it at a time: it
// follows strings, with their escapes, and brackets, leaving what the
// value holds to the record's decoder (see cut.Reader.Cut).
type valueEnd struct {
	depth         int
	str, esc      bool
	scalar, begun bool
}

// scan reads on through b, giving where the value ends in it (after its
// last byte, or at the delimiter after a scalar) and whether it ends
// there; a byte at a time only where it matters (jsonClass).
func (v *valueEnd) scan(b []byte) (int, bool) {
	if v.scalar {
		return v.scalarEnd(b)
	}
	i := 0
	if v.esc && len(b) > 0 { // the byte escaped at the end of the last piece
		v.esc, i = false, 1
	}
	for ; i < len(b); i++ {
		switch jsonClass[b[i]] {
		case byteQuote:
			if v.str = !v.str; !v.str && v.depth == 0 {
				return i + 1, true
			}
		case byteBackslash:
			if !v.str {
				break
			}
			if i+1 == len(b) {
				v.esc = true
				return len(b), false
			}
			i++ // the byte escaped
		case byteOpen:
			if !v.str {
				v.depth++
			}
		case byteClose:
			if !v.str {
				if v.depth--; v.depth <= 0 {
					return i + 1, true
				}
			}
		}
	}
	return len(b), false
}

// scalarEnd is scan for a number, true, false or null: it ends at the
// first delimiter after its first byte.
func (v *valueEnd) scalarEnd(b []byte) (int, bool) {
	for i, c := range b {
		if v.begun && isDelimiter(c) {
			return i, true
		}
		v.begun = true
	}
	return len(b), false
}

// The classes of bytes that valueEnd looks at (jsonClass); every other
// byte is plain.
const (
	_ = iota // plain
	byteQuote
	byteBackslash
	byteOpen
	byteClose
)

// jsonClass is the class of each byte for valueEnd.
var jsonClass = [256]uint8{'"': byteQuote, '\\': byteBackslash, '{': byteOpen, '[': byteOpen, '}': byteClose, ']': byteClose}

// isDelimiter tells the bytes that end a scalar (a number, true, false,
// null) and that start no value.
func isDelimiter(c byte) bool {
	return c == ',' || c == ']' || c == '}' || c == ':' || c == ' ' || c == '\n' || c == '\r' || c == '\t'
}

// quoteChar quotes a byte as encoding/json's messages do.
func quoteChar(c byte) string {
	if c == '\'' {
		return `'\''`
	}
	if c == '"' {
		return `'"'`
	}
	s := strconv.Quote(string(rune(c)))
	return "'" + s[1:len(s)-1] + "'"
}

// peek passes white space and gives the next byte; ok is false at the
// end of the file.
func (jr *Reader) peek() (c byte, ok bool, err error) {
	if err := jr.in.Space(); err != nil {
		return 0, false, err
	}
	return jr.in.Peek()
}

// maxDepth bounds how deep arrays and objects nest in a record's JSON, as
// encoding/json bounds them (a record's variations nest at most 1000
// deep, four levels of JSON each).
const maxDepth = 10000

// decoded keeps the JSON forms recordFromJSON decodes records into, with
// the room of their lists of turns and tags, emptied (see reset).
var decoded = sync.Pool{New: func() any { return new(Record) }}

// recordFromJSON reads one record's JSON, found at pos: the record, or
// the *Error of a record kept unread, or of a record that breaks its
// schema or contradicts itself (its JSON is then its Raw text). The record
// is built in s (fresh memory for a nil s).
func recordFromJSON(raw []byte, pos notation.Pos, number int, s *scratch.Scratch) (*notation.Record, error) {
	// Decoded into a form kept from the record before, the lists of turns
	// and tags are not made afresh nor copied each time they grow. The form
	// is emptied once read: JSON decoded onto a value keeps the fields it
	// does not name, and would be decoded into lists the record read keeps
	// (its turns' NAGs).
	j := decoded.Get().(*Record)
	defer func() {
		reset(j)
		decoded.Put(j)
	}()
	brokenAt := func(at notation.Pos, code engines.Code, msg string) error {
		game := j.Game // as decoded, or read before the JSON breaks
		if game == UnknownGame {
			game = ""
		}
		return &notation.Error{Pos: at, Start: pos, Record: number, Code: code, Msg: msg, Raw: string(raw), Game: game}
	}
	broken := func(code engines.Code, msg string) error { return brokenAt(pos, code, msg) }
	if !decodeCommon(raw, j) {
		read := j.Game // the "game" it read before it gave up, if any
		reset(j)
		if off, deep := jsonscan.Doc(raw).Deeper(maxDepth); deep {
			return nil, brokenAt(pos.Advance(string(raw[:off])), notation.CodeSyntax, fmt.Sprintf(
				"the record's JSON nests arrays and objects more than %d deep here, deeper than a record may", maxDepth))
		}
		if err := json.Unmarshal(raw, j); err != nil {
			if j.Game == "" {
				j.Game = read // not JSON after all: the "game" before where it breaks
			}
			return nil, broken(unreadable(raw, j.Game, err))
		}
	}
	if err := schemas.Validate(RecordSchema(j.Game), raw); err != nil {
		return nil, broken(notation.CodeSchema, err.Error())
	}
	if j.Error != nil {
		err := rawFromJSON(*j, number)
		err.Start = pos
		return nil, err
	}
	rec := fromJSON(j, pos, s)
	if msg := gameMismatch(rec); msg != "" {
		return nil, broken(notation.CodeGameMismatch, msg)
	}
	rec.Number = number
	place(rec, raw, pos)
	return rec, nil
}

// unreadable gives the code and message of a record whose JSON the
// decoder refused, in the JSON's terms.
func unreadable(raw []byte, game string, err error) (code engines.Code, msg string) {
	var terr *json.UnmarshalTypeError
	if !errors.As(err, &terr) {
		return notation.CodeSyntax, "record JSON: " + err.Error() // not JSON: the decoder says where
	}
	// A value of the wrong type: the schema's message names its place in
	// the record.
	if serr := schemas.Validate(RecordSchema(game), raw); serr != nil {
		return notation.CodeSchema, serr.Error()
	}
	// Else an integer the schema takes that a record does not hold: 1.0,
	// 1e2, or one too large.
	value := strings.TrimPrefix(terr.Value, "number ")
	if len(value) > 24 {
		value = value[:20] + "…"
	}
	return notation.CodeSyntax, fmt.Sprintf("record JSON: at %s: expected an integer written in digits, without a fraction or an exponent, up to %d, got %s",
		pointer(jsonscan.Doc(raw).PointerAt(int(terr.Offset))), math.MaxInt, value)
}

// pointer writes a JSON pointer as errors do ("/" for the whole document).
func pointer(p string) string {
	if p == "" {
		return "/"
	}
	return p
}

// gameMismatch says how a record's game (its JSON's "game") contradicts
// its Game tag, "" when it does not.
func gameMismatch(rec *notation.Record) string {
	tag, _ := rec.Tag("Game")
	if tag == "" || rec.Game == "" || sameGame(tag, rec.Game) {
		return ""
	}
	return fmt.Sprintf(`the record's "game" is %q but its Game tag is %q: they must name one game`, rec.Game, tag)
}

// sameGame reports whether two names name one game.
func sameGame(a, b string) bool {
	if strings.EqualFold(a, b) {
		return true
	}
	ga, erra := notation.LookupGame(a)
	gb, errb := notation.LookupGame(b)
	return erra == nil && errb == nil && ga.Name() == gb.Name()
}

// open reads up to the first record: `{"records": [`.
func (jr *Reader) open() error {
	const msg = `not a records document: it must start {"records": [`
	for _, want := range []string{"{", `"records"`, ":", "["} {
		c, ok, err := jr.peek()
		at := jr.in.Pos()
		switch {
		case err != nil:
			return err
		case !ok:
			return jr.fail(at, at, msg+": the file ends here, cut short", nil)
		case c != want[0]:
			return jr.fail(at, at, msg, nil)
		case want[0] == '"':
			var end valueEnd
			key, err := jr.in.Cut(end.scan)
			if err != nil {
				return err
			}
			var name string
			if !key.Ended || key.TooLong() || json.Unmarshal(key.Text, &name) != nil || name != "records" {
				return jr.fail(at, at, msg, nil)
			}
		default:
			jr.in.Pass(1)
		}
	}
	return nil
}

// close reads the end of the document, `]}`, and wants nothing after it.
func (jr *Reader) close() error {
	jr.in.Pass(1) // ']'
	const msg = "the records document is not closed: ']}' expected"
	c, ok, err := jr.peek()
	at := jr.in.Pos()
	switch {
	case err != nil:
		return err
	case !ok:
		return jr.fail(at, at, msg+": the file ends here, cut short", nil)
	case c != '}':
		return jr.fail(at, at, msg, nil)
	}
	jr.in.Pass(1)
	_, ok, err = jr.peek()
	at = jr.in.Pos()
	switch {
	case err != nil:
		return err
	case ok:
		return jr.fail(at, at, "something follows the end of the records document", nil)
	}
	jr.done = true
	return io.EOF
}

// fail makes the error that ends reading: at the place at, in what is
// taken as one more record, which starts at start.
//
// kept, the text of the document read from start, and what is left of the
// file after it are the error's Raw text (when they are not longer than a
// record may be), so that writers can keep them as written.
func (jr *Reader) fail(at, start notation.Pos, msg string, kept []byte) *notation.Error {
	jr.done = true
	jr.number++
	return &notation.Error{Code: notation.CodeSyntax, Pos: at, Start: start, Record: jr.number, Msg: msg, Raw: jr.rest(kept)}
}

// rest is kept followed by what is left of the file, "" when that is more
// than a record may hold, or blank.
func (jr *Reader) rest(kept []byte) string {
	raw := string(kept)
	left := notation.MaxRecordSize - len(raw)
	rest, err := jr.in.Cut(func(b []byte) (int, bool) { // up to the limit, no further
		n := min(len(b), left+1)
		left -= n
		return n, left < 0
	})
	if err != nil || left < 0 {
		return ""
	}
	raw = strings.TrimLeft(raw+string(rest.Text), ", \t\r\n")
	if text.TrimRaw(raw) == "" {
		return ""
	}
	return raw
}
