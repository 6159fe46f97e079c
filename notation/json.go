package notation

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/schemas"
)

// JSONRecord is the JSON form of a record (schemas/record.json).
type JSONRecord struct {
	Game   string    `json:"game"`
	Tags   []JSONTag `json:"tags"`
	Moves  JSONLine  `json:"moves"`
	Result string    `json:"result,omitempty"`
}

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
	Suffix     string          `json:"suffix,omitempty"`
	NAGs       []int           `json:"nags,omitempty"`
	Before     []JSONComment   `json:"before,omitempty"`
	After      []JSONComment   `json:"after,omitempty"`
	Variations []JSONLine      `json:"variations,omitempty"`
}

// JSONComment is a comment in JSON, with the commands found in its text.
type JSONComment struct {
	Text     string    `json:"text"`
	Commands []Command `json:"commands,omitempty"`
}

// ToJSON gives a record's JSON form. moves, when not nil, gives the
// structured move of each turn the referee accepted (nil for the others).
func ToJSON(rec *Record, game string, moves func(*Turn) engines.Move) (JSONRecord, error) {
	j := JSONRecord{Game: game, Tags: []JSONTag{}, Result: rec.Result}
	for _, t := range rec.Tags {
		j.Tags = append(j.Tags, JSONTag{Name: t.Name, Value: t.Value})
	}
	var err error
	j.Moves, err = lineToJSON(rec.Moves, moves)
	return j, err
}

func lineToJSON(l Line, moves func(*Turn) engines.Move) (JSONLine, error) {
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

func commentsToJSON(cs []Comment) []JSONComment {
	var out []JSONComment
	for _, c := range cs {
		out = append(out, JSONComment{Text: c.Text, Commands: c.Commands()})
	}
	return out
}

// FromJSON gives back the record of a JSON form. Positions are those of
// the JSON file when known (file only).
func FromJSON(j JSONRecord, file string) *Record {
	rec := &Record{Pos: Pos{File: file}, Result: j.Result}
	for _, t := range j.Tags {
		rec.Tags = append(rec.Tags, Tag{Pos: rec.Pos, Name: t.Name, Value: t.Value})
	}
	rec.Moves = lineFromJSON(j.Moves, rec.Pos)
	return rec
}

func lineFromJSON(j JSONLine, p Pos) Line {
	l := Line{Trailing: commentsFromJSON(j.Trailing, p)}
	for _, jt := range j.Turns {
		t := &Turn{Pos: p, Move: jt.Text, Suffix: jt.Suffix, NAGs: jt.NAGs,
			Before: commentsFromJSON(jt.Before, p), After: commentsFromJSON(jt.After, p)}
		if jt.Number > 0 {
			t.Number = &TurnNumber{Pos: p, Value: jt.Number, Ellipsis: jt.Ellipsis}
		}
		for _, v := range jt.Variations {
			t.Variations = append(t.Variations, lineFromJSON(v, p))
		}
		l.Turns = append(l.Turns, t)
	}
	return l
}

func commentsFromJSON(js []JSONComment, p Pos) []Comment {
	var out []Comment
	for _, c := range js {
		out = append(out, Comment{Pos: p, Text: c.Text})
	}
	return out
}

// RecordSchema is the name of the schema a record of the game must match:
// the game's own (yinsh-record) when there is one.
func RecordSchema(game string) string {
	if g, err := LookupGame(game); err == nil {
		return g.schema("record")
	}
	return "record"
}

// JSONWriter writes records as one JSON document (schemas/records.json),
// one record at a time, each validated against its game's schema first.
type JSONWriter struct {
	w *bufio.Writer
	n int
}

// NewJSONWriter starts a records document on w.
func NewJSONWriter(w io.Writer) *JSONWriter {
	return &JSONWriter{w: bufio.NewWriter(w)}
}

// Write adds one record.
func (jw *JSONWriter) Write(j JSONRecord) error {
	b, err := schemas.Marshal(RecordSchema(j.Game), j)
	if err != nil {
		return err
	}
	sep := ",\n"
	if jw.n == 0 {
		sep = "{\"records\": [\n"
	}
	jw.n++
	jw.w.WriteString(sep)
	_, err = jw.w.Write(b)
	return err
}

// Close ends the document and flushes it.
func (jw *JSONWriter) Close() error {
	if jw.n == 0 {
		jw.w.WriteString("{\"records\": [")
	}
	jw.w.WriteString("\n]}\n")
	return jw.w.Flush()
}

// JSONReader reads the records of a JSON records document one at a time,
// validating each against its game's schema before it is used.
type JSONReader struct {
	file    string
	dec     *json.Decoder
	number  int
	started bool
}

// NewJSONReader reads a records document from r.
func NewJSONReader(r io.Reader, file string) *JSONReader {
	return &JSONReader{file: file, dec: json.NewDecoder(r)}
}

// Next returns the next record, io.EOF at the end. A record
// that breaks its schema is an *Error naming the JSON path and the rule;
// reading goes on. A document that is not a records document stops reading.
func (jr *JSONReader) Next() (*Record, error) {
	if !jr.started {
		if err := jr.open(); err != nil {
			return nil, err
		}
		jr.started = true
	}
	if !jr.dec.More() {
		return nil, io.EOF
	}
	var raw json.RawMessage
	if err := jr.dec.Decode(&raw); err != nil {
		return nil, jr.fail(fmt.Sprintf("not valid JSON: %v", err))
	}
	jr.number++
	var j JSONRecord
	if err := json.Unmarshal(raw, &j); err != nil {
		return nil, &Error{Pos: Pos{File: jr.file}, Record: jr.number, Msg: "record JSON: " + err.Error()}
	}
	if err := schemas.Validate(RecordSchema(j.Game), raw); err != nil {
		return nil, &Error{Pos: Pos{File: jr.file}, Record: jr.number, Msg: err.Error()}
	}
	rec := FromJSON(j, jr.file)
	rec.Number, rec.Game = jr.number, j.Game
	return rec, nil
}

// open reads up to the first record: `{"records": [`.
func (jr *JSONReader) open() error {
	want := []string{"{", "records", "["}
	for _, w := range want {
		tok, err := jr.dec.Token()
		if err != nil || fmt.Sprint(tok) != w {
			return jr.fail(`not a records document: it must start {"records": [`)
		}
	}
	return nil
}

// fail makes an error that stops reading.
func (jr *JSONReader) fail(msg string) error {
	return fmt.Errorf("%s: %s", jr.file, msg)
}
