package text

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
)

// lineWidth is the width the canonical writer wraps movetext at.
const lineWidth = 80

// Write writes a record in canonical form: its tags one a line, a blank
// line, the movetext wrapped at 80 columns, and the result token. Each of
// its `%` lines (Escapes) stands on a line of its own where it stood: before
// the first element written (tag, comment, turn, result) that stood after it
// in the source, those after the last element after the result line.
// Elements with no position (Line 0), as added by programs, do not count, and
// a turn number is written with its turn, so a `%` line between them goes
// before the number. A `%` line with no position goes after as many
// elements (tags, comments, turns, annotations, closing brackets, the
// result) as its Before says. Writing, reading and writing again gives the
// same text. A record whose text would not read back, a turn that would be
// read as part of the one before it, is refused (a *notation.Error with
// CodeRefused, at that turn) and nothing of it written, as is a record
// with a tag whose value holds a line break (at that tag).
func Write(w io.Writer, rec *notation.Record) error { return writeReadable(w, rec, false) }

// EscapesBefore says where Write puts a record's `%` lines: for each, how
// many of the record's elements it writes before it (what Escape.Before
// keeps for a record that has no text, such as its JSON form).
func EscapesBefore(rec *notation.Record) []int {
	m := printAll(io.Discard, rec, false)
	return m.placed
}

// write writes a record in canonical form; gap asks for a blank line
// before it, after the `%` lines that stood before its first element (which
// the next reading gives to the record before, whose last lines they are).
func write(w io.Writer, rec *notation.Record, gap bool) error {
	m := printAll(w, rec, gap)
	err := m.w.Flush()
	m.w.Reset(nil)
	buffers.Put(m.w)
	return err
}

// buffers keeps the writers' buffers for the next records.
var buffers = sync.Pool{New: func() any { return bufio.NewWriter(nil) }}

// printAll prints a record in canonical form, not yet flushed.
func printAll(w io.Writer, rec *notation.Record, gap bool) *recordWriter {
	buf := buffers.Get().(*bufio.Writer)
	buf.Reset(w)
	m := &recordWriter{w: buf, escapes: rec.Escapes, gap: gap}
	for _, t := range rec.Tags {
		m.before(t.Pos)
		m.w.WriteByte('[')
		m.w.WriteString(t.Name)
		m.w.WriteByte(' ')
		writeQuoted(m.w, t.Value)
		m.w.WriteString("]\n")
	}
	if len(rec.Tags) > 0 {
		m.w.WriteString("\n")
	}
	m.line(rec.Moves)
	m.token(rec.ResultPos, resultToken(rec))
	m.w.WriteString("\n")
	for _, e := range m.escapes {
		m.escape(e)
	}
	return m
}

// WriteAll writes records separated by blank lines, up to one that Write
// would refuse.
func WriteAll(w io.Writer, recs []*notation.Record) error {
	for i, rec := range recs {
		if err := writeReadable(w, rec, i > 0); err != nil {
			return err
		}
	}
	return nil
}

// writeReadable is write, for a record whose text would read back as it:
// others are refused (refusal), nothing of them written.
func writeReadable(w io.Writer, rec *notation.Record, gap bool) error {
	if err := refusal(notation.Entry{Record: rec}); err != nil {
		return err
	}
	return write(w, rec, gap)
}

// refusal refuses a record whose canonical text would not read back as the
// record: a tag whose value holds a line feed (TagsOnOneLine: a carriage
// return alone ends no line, and reads back as written), or a turn
// that, written after the turn before it, would be read as part of it
// (Joined). Records the referee gives in canonical form number such turns;
// a record a program made may not.
func refusal(e notation.Entry) *notation.Error {
	if err := e.TagsOnOneLine("text", "\n"); err != nil {
		return err
	}
	prev, t := joinedTurn(e.Record.Moves)
	if t == nil {
		return nil
	}
	return e.Refuse(t.Pos, fmt.Sprintf("the turn %q follows %q, which ends with %q: written after it with a space, the two would be read as one turn; give %q its number",
		t.Move, prev.Move, prev.Move[len(prev.Move)-1:], t.Move))
}

// joinedTurn finds the first turn of l, its variations' included, that
// would be read as part of the turn before it (Joined), with that turn;
// nil where there is none.
func joinedTurn(l notation.Line) (prev, t *notation.Turn) {
	for i, t := range l.Turns {
		if i > 0 && Joined(l.Turns[i-1], t) {
			return l.Turns[i-1], t
		}
		for _, v := range t.Variations {
			if p, j := joinedTurn(v); j != nil {
				return p, j
			}
		}
	}
	return nil, nil
}

// String returns the record in canonical form; a record that Write
// refuses is printed all the same, as it stands.
func String(rec *notation.Record) string {
	var b strings.Builder
	_ = write(&b, rec, false)
	return b.String()
}

// resultToken is the token that ends the movetext: as written, else the
// Result tag when it is a result, else "*".
func resultToken(rec *notation.Record) string {
	if rec.Result != "" {
		return rec.Result
	}
	if v, ok := rec.Tag("Result"); ok && notation.IsResult(v) {
		return v
	}
	return "*"
}

// WriteRaw writes the text of a record that could not be read (Error.Raw)
// as it stands, without the blank lines around it, ending in its line end
// (CRLF where its lines end so).
// Read again, it gives the same text and the same error.
func WriteRaw(w io.Writer, raw string) error {
	if _, err := io.WriteString(w, TrimRaw(raw)); err != nil {
		return err
	}
	_, err := io.WriteString(w, lineEnd(raw))
	return err
}

// TrimRaw is a record's raw text without the blank lines before and after
// it, the byte-order marks before it (white space to the reader, and at
// the start of a file not even read) and its last line end: what WriteRaw
// writes and JSON keeps.
func TrimRaw(raw string) string {
	for {
		line, rest, ok := strings.Cut(raw, "\n")
		if !ok || strings.Trim(line, " \t\r\f\v"+notation.BOM) != "" {
			break
		}
		raw = rest
	}
	return strings.TrimRight(strings.TrimLeft(raw, notation.BOM), " \t\r\n\f\v")
}

// escaper escapes a tag value's backslashes and quotes. A value with a
// line feed is not written (notation.Entry.TagsOnOneLine).
var escaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`)

// writeQuoted writes a tag value between quotes, its backslashes and
// quotes escaped.
func writeQuoted(w *bufio.Writer, s string) {
	w.WriteByte('"')
	escaper.WriteString(w, s)
	w.WriteByte('"')
}

// recordWriter writes a record's tokens separated by spaces, wrapping
// lines, and its `%` lines where they stood.
type recordWriter struct {
	w   *bufio.Writer
	col int
	// prefix is glued to the next token ("(" opening a variation).
	prefix string
	// escapes are the `%` lines not yet written; gap asks for a blank line
	// before the first element. placed counts, for each `%` line written,
	// the elements written before it, of which there are elements.
	escapes  []notation.Escape
	gap      bool
	placed   []int
	elements int
}

// before writes what is due before an element that stood at at (Line 0:
// nowhere): the `%` lines that stood before it, and those with no position
// whose Before it reaches, in order, then the blank line asked for.
func (m *recordWriter) before(at notation.Pos) {
	for len(m.escapes) > 0 && m.due(m.escapes[0], at) {
		if m.col > 0 {
			m.w.WriteString("\n")
			m.col = 0
		}
		m.escape(m.escapes[0])
		m.escapes = m.escapes[1:]
	}
	m.elements++
	if m.gap {
		m.w.WriteString("\n")
		m.gap = false
	}
}

// due tells whether a `%` line is written before an element at at.
func (m *recordWriter) due(e notation.Escape, at notation.Pos) bool {
	if e.Pos.Line == 0 {
		return e.Before <= m.elements
	}
	return at.Line != 0 && e.Pos.Offset < at.Offset
}

// escape writes a `%` line, counting where it went.
func (m *recordWriter) escape(e notation.Escape) {
	writeEscape(m.w, e.Text)
	m.placed = append(m.placed, m.elements)
}

// writeEscape writes a `%` line; text that holds line ends (not as read)
// is written as several, so that none of it reads as the record's.
func writeEscape(w io.StringWriter, text string) {
	for line := range strings.SplitSeq(text, "\n") {
		w.WriteString("%" + strings.TrimRight(line, "\r") + "\n")
	}
}

// token writes a token of the movetext that stood at at, made of parts
// (a turn's number, its text and its annotation are written as they are,
// not joined first).
func (m *recordWriter) token(at notation.Pos, parts ...string) {
	m.before(at)
	prefix := m.prefix
	m.prefix = ""
	first, multi := len(prefix), false // the length of the token's first line
	for _, p := range parts {
		if i := strings.IndexByte(p, '\n'); i >= 0 {
			first, multi = first+i, true
			break
		}
		first += len(p)
	}
	switch {
	case m.col == 0:
	case m.col+1+first > lineWidth:
		m.w.WriteString("\n")
		m.col = 0
	default:
		m.w.WriteString(" ")
		m.col++
	}
	m.w.WriteString(prefix)
	for _, p := range parts {
		m.w.WriteString(p)
	}
	if !multi {
		m.col += first
		return
	}
	m.col = 0 // the length of the last line
	for k := len(parts) - 1; k >= 0; k-- {
		if i := strings.LastIndexByte(parts[k], '\n'); i >= 0 {
			m.col += len(parts[k]) - i - 1
			break
		}
		m.col += len(parts[k])
	}
}

func (m *recordWriter) line(l notation.Line) {
	for _, t := range l.Turns {
		m.turn(t)
	}
	m.comments(l.Trailing)
}

func (m *recordWriter) turn(t *notation.Turn) {
	m.comments(t.Before)
	if n := t.Number; n == nil {
		m.token(t.Pos, t.Move, t.Suffix)
	} else {
		m.token(t.Pos, strconv.Itoa(n.Value), n.Dots(), " ", t.Move, t.Suffix)
	}
	for _, n := range t.NAGs {
		m.token(notation.Pos{}, "$", strconv.Itoa(n))
	}
	m.comments(t.After)
	for _, v := range t.Variations {
		m.prefix = "("
		m.line(v)
		if m.prefix != "" { // an empty variation: the "(" is still pending
			m.token(notation.Pos{}, ")")
		} else {
			m.w.WriteString(")")
			m.col++
		}
	}
}

func (m *recordWriter) comments(cs []notation.Comment) {
	for _, c := range cs {
		m.token(c.Pos, "{", c.Text, "}")
	}
}

// Writer writes records in the text format, separated by blank lines: each
// in canonical form, or as written in its file where that is asked or the
// record could not be read. It is the writer of the format text
// (notation.RecordWriter), and keeps its rule: a record's text is written
// as it stands only where, read back, it is that same record, cut alone
// (nothing of it runs into the record before or after it); a record that
// could not be read and cannot be written so is kept in `%` lines, which
// read back are notes of the record next to them.
type Writer struct {
	w *bufio.Writer
	// n counts the records written (not the `%` lines).
	n int
	// split is where the text written so far leaves the reader's
	// splitter, which cuts the records read back.
	split splitter
	// last is the record last written as it stood, with the `%` lines
	// written after it, when it could not be read, and lastErr its
	// error's message; "" after a record written otherwise.
	last, lastErr string
	// held is a record that could not be read whose text, as it stands,
	// holds no movetext, so that the tags of a record after it would be
	// read as its own: written as it stands at Close, in `%` lines when
	// something follows it.
	held *held
}

// held is a record held back: its entry and text, and where it leaves the
// splitter.
type held struct {
	e     notation.Entry
	raw   string
	after splitter
}

// format is how messages name the text format.
const format = "the text format"

// Format is the text format ("text"), the format of a file whose ending
// names no other.
var Format = notation.Format{Name: "text", Doc: "the record text format (PGN-like)",
	NewReader: func(r io.Reader, file string) notation.Reader { return NewReader(r, file) },
	NewWriter: func(w io.Writer) notation.RecordWriter { return NewWriter(w) },
	Chunks: &notation.Chunking{Cut: cutChunk,
		NewReader: func(r io.Reader, start notation.Pos) notation.Reader { return newReaderAt(r, start) }}}

// NewWriter writes records to w.
func NewWriter(w io.Writer) *Writer {
	return &Writer{w: bufio.NewWriterSize(w, notation.WriteBuffer), split: newSplitter()}
}

// Write writes one record: as it stands in its file where that is asked or
// it could not be read, and its text, read back after what was written,
// is that same record, cut alone; else in canonical form, with a Game tag
// when it has none and its game is known; else, for a record that could
// not be read, in `%` lines (a notation.LostNote with Whole set). A
// record that can be written in none of these ways is refused. A record
// that could not be read and would take in the next record's tags is held
// back (notation.RecordWriter).
func (w *Writer) Write(e notation.Entry) (notation.Written, error) { return w.writeWith(e, ahead{}) }

// Prepare readies a record to be written, on any goroutine, for the
// writer to write it when what it gives is called (notation.Preparer); e
// is read again then. A record to be written in canonical form is
// printed; for one read that is to be written as it stood, whether it
// stands alone is worked out as if it came after a whole record (where
// the writer nearly always stands), and worked out again in the writing
// only where the writer stands elsewhere.
func (w *Writer) Prepare(e notation.Entry) func() (notation.Written, error) {
	var a ahead
	raw, ok := w.asWritten(e)
	switch {
	case ok && !e.Unread():
		a.checked = true
		a.after, a.alone = ended.standsAlone(lineEnd(raw), raw)
	case !ok && !e.Unread():
		var text bytes.Buffer
		write(&text, WithGameTag(e.Record, e.Name()), true)
		a.printed = text.Bytes()
	}
	return func() (notation.Written, error) { return w.writeWith(e, a) }
}

// ahead is what Prepare worked out before the writing: the record printed
// in canonical form, or (checked) where the splitter stands after its
// text written as it stood after a whole record (from ended, after a line
// end) and whether it stands alone there.
type ahead struct {
	printed []byte
	checked bool
	after   splitter
	alone   bool
}

// writeWith is Write, with what Prepare worked out.
func (w *Writer) writeWith(e notation.Entry, a ahead) (notation.Written, error) {
	h := w.held
	if h == nil {
		return w.write(e, a)
	}
	w.held = nil
	lost, refused := w.notes(h.e)
	written, err := w.write(e, a)
	written.Earlier = &notation.Earlier{Lost: lost, Refused: refused}
	return written, err
}

// write writes one record, none being held.
func (w *Writer) write(e notation.Entry, a ahead) (notation.Written, error) {
	raw, ok := w.asWritten(e)
	var after splitter
	var alone bool
	switch {
	case ok && a.checked && w.n > 0 && w.split == ended:
		after, alone = a.after, a.alone
	case ok:
		after, alone = w.standsAlone(raw)
	}
	switch {
	case alone && after.moves:
		return notation.Written{}, w.writeRaw(e, raw, after)
	case alone && e.Unread():
		w.held = &held{e: e, raw: raw, after: after}
		return notation.Written{}, nil
	case !e.Unread():
		return notation.Written{}, w.canonical(e, a.printed)
	}
	lost, refused := w.notes(e)
	if refused != nil {
		return notation.Written{}, refused
	}
	return notation.Written{Lost: lost}, nil
}

// notes writes the text of a record that could not be read in `%` lines,
// and says so; or it refuses the record where they would not be read back
// as notes.
func (w *Writer) notes(e notation.Entry) (*notation.LostNote, *notation.Error) {
	var notes strings.Builder
	writeEscape(&notes, TrimRaw(e.Raw))
	if TrimRaw(e.Raw) == "" || !w.takesNotes(notes.String()) {
		return nil, e.Unkept(format)
	}
	w.w.WriteString(notes.String())
	what := "the text of a record that could not be read"
	switch e.From {
	case "":
	case "text":
		what = "a record that could not be read, written as it stood here, without running into the records around it"
	default:
		what = fmt.Sprintf("the %s text of a record that could not be read", e.From)
	}
	return &notation.LostNote{Pos: e.Err.Pos, Record: e.Err.Record, Format: format, Whole: true, What: what}, nil
}

// takesNotes tells whether `%` lines written next are read back as notes,
// leaving the record before them as it was: not in a comment it leaves
// open, and, after a record that could not be read, not changing how it
// fails. It counts them in that record when they are.
func (w *Writer) takesNotes(notes string) bool {
	switch {
	case w.split.state == inComment:
		return false
	case w.last == "":
		return true
	}
	if _, err := parse(w.last+notes, notation.Pos{Line: 1, Column: 1}, nil); err == nil || err.Msg != w.lastErr {
		return false
	}
	w.last += notes
	return true
}

// asWritten gives the text of a record to write as it stands: one read
// from the text format, or one that could not be read and was kept in
// JSON whose text, read as text, fails as it did (a text record that went
// through JSON). The text must still stand alone where it is written.
func (w *Writer) asWritten(e notation.Entry) (string, bool) {
	raw, ok := e.RawIn("text")
	if !ok && e.Unread() && (e.From == "json" || e.From == "ndjson") {
		raw, ok = e.Raw, e.Err != nil && failsAs(TrimRaw(e.Raw), e.Err)
	}
	return raw, ok
}

// failsAs tells whether a text, read as a record of the text format, fails
// with err's message.
func failsAs(raw string, err *notation.Error) bool {
	_, perr := parse(raw, notation.Pos{Line: 1, Column: 1}, nil)
	return perr != nil && perr.Msg == err.Msg
}

// standsAlone tells whether a record's text, written next, is read back
// from its start as that record: a record starts where it does (after the
// `%` lines it starts with) when one stands before it, and none starts
// within it. It gives where the splitter stands after the text: without
// movetext seen (after.moves false), the tags of a record after it would
// be read as its own.
func (w *Writer) standsAlone(raw string) (splitter, bool) {
	return w.split.standsAlone(w.separator(raw), raw)
}

// standsAlone is Writer.standsAlone for a writer whose splitter stands at
// s, the text written after sep.
func (s splitter) standsAlone(sep, raw string) (splitter, bool) {
	room := textRooms.Get().(*[]byte)
	defer putRoom(room)
	text := append(append(append((*room)[:0], sep...), TrimRaw(raw)...), lineEnd(raw)...)
	*room = text
	after, starts, first := s.over(text)
	if !s.moves {
		return after, starts == 0
	}
	return after, starts == 1 && onlyNotes(text[:first])
}

// textRooms keeps the room standsAlone passes a record's text in, for the
// records after it (the workers format records at once).
var textRooms = sync.Pool{New: func() any { return new([]byte) }}

// putRoom hands room back to textRooms, unless a huge record grew it.
func putRoom(room *[]byte) {
	if cap(*room) <= maxKeptRoom {
		textRooms.Put(room)
	}
}

// maxKeptRoom bounds the room kept: that of records up to 64 KB.
const maxKeptRoom = 64 << 10

// over passes text as the reader does, from where s stands, and gives
// where it stands after it, how many records start in text, and where
// the first does.
func (s splitter) over(text []byte) (after splitter, starts, first int) {
	for j := 0; j < len(text); j++ {
		if j += s.skip(text[j:]); j == len(text) {
			break
		}
		if s.step(text[j:]) {
			if starts == 0 {
				first = j
			}
			starts++
			s.restart()
			j-- // the byte starts the next record: taken again
		}
	}
	return s, starts, first
}

// onlyNotes tells whether a text holds only blank lines and `%` lines.
func onlyNotes(text []byte) bool {
	for line := range bytes.Lines(text) {
		if len(bytes.TrimSpace(line)) != 0 && !bytes.HasPrefix(line, percent) {
			return false
		}
	}
	return true
}

// percent starts a `%` line.
var percent = []byte("%")

// writeRaw writes the text of e's record as it stands (WriteRaw), after a
// blank line when a record stands before it, in the text's line ends;
// after is where it leaves the splitter.
func (w *Writer) writeRaw(e notation.Entry, raw string, after splitter) error {
	w.w.WriteString(w.separator(raw))
	w.split = after
	w.n++
	w.last, w.lastErr = "", ""
	if e.Unread() {
		w.last, w.lastErr = TrimRaw(raw)+lineEnd(raw), e.Err.Msg
	}
	return WriteRaw(w.w, raw)
}

// separator is the blank line written before a record's text, in the
// text's line ends; none before the first record.
func (w *Writer) separator(raw string) string {
	if w.n == 0 {
		return ""
	}
	return lineEnd(raw)
}

// canonical writes a record in canonical form. A record with no tags (of
// no known game) would be read back as the turns of the record before it,
// so it is refused after one (an *UntaggedError); so is a record whose
// text would not read back as it (refusal).
func (w *Writer) canonical(e notation.Entry, printed []byte) error {
	rec := WithGameTag(e.Record, e.Name())
	if len(rec.Tags) == 0 && w.split.moves {
		return &UntaggedError{e.Refuse(rec.Pos, "this record has no tags and names no game: written after another record, its turns would be read as that record's")}
	}
	if err := refusal(e); err != nil {
		return err
	}
	w.split, w.last, w.lastErr = ended, "", ""
	w.n++
	if printed != nil && w.n > 1 {
		_, err := w.w.Write(printed)
		return err
	}
	return write(w.w, rec, w.n > 1)
}

// ended is where the splitter stands after a record in canonical form:
// movetext seen, at the start of a line.
var ended = splitter{state: inText, column1: true, blank: true, space: true, moves: true, content: true}

// lineEnd is the line end a record's text uses: CRLF when its first line
// ends so, else LF.
func lineEnd(raw string) string {
	if i := strings.IndexByte(raw, '\n'); i > 0 && raw[i-1] == '\r' {
		return "\r\n"
	}
	return "\n"
}

// Close writes the record held back, last, as it stands, and flushes
// what is buffered.
func (w *Writer) Close() error {
	if h := w.held; h != nil {
		w.held = nil
		if err := w.writeRaw(h.e, h.raw, h.after); err != nil {
			return err
		}
	}
	return w.w.Flush()
}

// WithGameTag is the record with a Game tag first when it has none and its
// game is known otherwise (from its file's ending, the command line, a
// JSON record's "game"): the text says its game wherever it is kept. The
// tag takes the place of what the record wrote first, so that the % lines
// before that stay before it.
//
// An empty Game tag names no game: it is given the game's name.
func WithGameTag(rec *notation.Record, game string) *notation.Record {
	named, ok := rec.Tag("Game")
	if named != "" || game == "" {
		return rec
	}
	tagged := *rec
	if !ok {
		tagged.Tags = append([]notation.Tag{{Pos: firstPlace(rec), Name: "Game", Value: game}}, rec.Tags...)
		return &tagged
	}
	tagged.Tags = slices.Clone(rec.Tags)
	for i, t := range tagged.Tags {
		if strings.EqualFold(t.Name, "Game") {
			tagged.Tags[i].Value = game
			break
		}
	}
	return &tagged
}

// firstPlace is where the first thing the record writes stands: its first
// tag, else its first turn (its comments and number first), else its
// result.
func firstPlace(rec *notation.Record) notation.Pos {
	switch {
	case len(rec.Tags) > 0:
		return rec.Tags[0].Pos
	case len(rec.Moves.Turns) > 0:
		t := rec.Moves.Turns[0]
		if len(t.Before) > 0 {
			return t.Before[0].Pos
		}
		if t.Number != nil {
			return t.Number.Pos
		}
		return t.Pos
	}
	return rec.ResultPos
}
