package match

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/outfile"
	"github.com/arbiter-games/arbiter/notation"
	textformat "github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// appendable lists the formats a match can write its records in: those
// whose files grow by a record at a time.
var appendable = []string{"text", "ndjson"}

// ErrFormat is OpenRecords' error for a format whose files do not grow a
// record at a time.
var ErrFormat = fmt.Errorf("a match writes its records as %s: those grow a record at a time", strings.Join(appendable, " or "))

// ErrNotEmpty is OpenRecords' error for a file that holds text already
// when the match is not resumed: the file is left as it is.
var ErrNotEmpty = errors.New("it is not empty")

// ErrNotAFile is OpenRecords' error for a match resumed in what is not a
// regular file (a device, a pipe, a terminal): records are written there
// as they come and cannot be read back.
var ErrNotAFile = errors.New("it is not a regular file: records are written to it as they come, and cannot be read back")

// FileError is a records file a match cannot go on with: where in it the
// text is that stops it, and why. The file is left as it is.
type FileError struct {
	Pos notation.Pos
	// Problem says what is wrong there, in words that name no flag.
	Problem string
}

func (e *FileError) Error() string { return e.Pos.String() + ": " + e.Problem }

// Torn is the last record of a records file, cut short by a write that
// never finished (the machine stopped in the middle of it): one of the
// match's games by its tags, without its end.
type Torn struct {
	// Round is the round it is the record of.
	Round int
	// Pos is where it starts in the file, Size its length in bytes.
	Pos  notation.Pos
	Size int64
	// SavedAs is the file its bytes were saved to before they were cut
	// off the records file.
	SavedAs string
}

// Records is the file a match appends its records to, each whole the
// moment its game ends.
type Records struct {
	f      *os.File
	format notation.Format
	// size is the file's size; endsLine tells that it is 0 or that the
	// file ends with a line break.
	size     int64
	endsLine bool
	// regular tells that the file is a regular file, synced after each
	// record (not a device or a pipe).
	regular bool
	// Torn is the torn last record found on resuming, saved and cut off
	// (nil when there was none).
	Torn *Torn
}

// OpenRecords opens (or makes) the file the match's records are appended
// to, in the format (text or ndjson, else ErrFormat). Nothing the file
// holds is ever deleted or changed but a torn record, saved first.
//
// Without resume, a file that holds anything but white space is refused
// (ErrNotEmpty). With resume, every record there must be a finished record
// (Round and Termination tags, a result) of one of the match's rounds, the
// players of its pairing in their seats, each round once: those are
// returned in the order of their rounds and marked played (Played);
// anything else is a *FileError and the file is left as it is. The one
// exception is a torn write (see Torn): the last record, cut short, whose
// tags are those the match writes for one of its rounds (Game first, then
// Round and the players of that round's pairing). Its bytes are saved to
// path.torn (or path.torn.2, ...: never over a file there) and then cut
// off; Records.Torn says so.
//
// A path that is not a regular file (a device such as /dev/null, a pipe,
// a terminal) is written to as it is, never read back or cut: it cannot
// be resumed (ErrNotAFile).
func (m *Match) OpenRecords(path string, format notation.Format, resume bool) (*Records, []Result, error) {
	if !slices.Contains(appendable, format.Name) {
		return nil, nil, ErrFormat
	}
	if kind, err := outfile.KindOf(path); err == nil && kind == outfile.Stream {
		if resume {
			return nil, nil, ErrNotAFile
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			return nil, nil, err
		}
		return &Records{f: f, format: format, endsLine: true}, nil, nil
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, nil, err
	}
	r := &Records{f: f, format: format, regular: true}
	done, err := r.open(m, path, resume)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return r, done, nil
}

// open reads the records of a regular file: none without resume; with
// it, the match's games, and a torn last record, saved and cut off.
func (r *Records) open(m *Match, path string, resume bool) ([]Result, error) {
	played, torn, err := r.read(m, path, resume)
	if err != nil {
		return nil, err
	}
	done, err := m.resume(played)
	if err != nil || torn == nil {
		return done, err
	}
	if torn.SavedAs, err = r.cut(path, r.size-torn.Size); err != nil {
		return nil, err
	}
	r.Torn = torn
	return done, nil
}

// read reads the finished records of a regular file, and a last record
// that is not finished, which must be a torn write of the match (see
// OpenRecords); without resume, a file that holds a record is refused.
func (r *Records) read(m *Match, path string, resume bool) ([]Result, *Torn, error) {
	if err := r.measure(); err != nil {
		return nil, nil, err
	}
	records := r.format.Reader(io.NewSectionReader(r.f, 0, r.size), path)
	var played []Result
	var last *unit // a record that is not a finished one: it must be the last
	for {
		u, err := records.Next()
		switch {
		case errors.Is(err, io.EOF):
			if last == nil {
				return played, nil, nil
			}
			torn, err := r.tornTail(m, path, last)
			return played, torn, err
		case err != nil:
			return nil, nil, err
		case !resume:
			return nil, nil, ErrNotEmpty
		case last != nil:
			return nil, nil, last.refusal("")
		}
		rec, perr := u.Parse()
		res, why := resultOf(rec, perr)
		if why == "" {
			played = append(played, res)
			continue
		}
		last = &unit{u: u, rec: rec, err: perr, why: why}
	}
}

// unit is a record read that is not a finished record of a match: the
// record, or the error that reading it gave, and why it is not finished.
type unit struct {
	u   notation.Unparsed
	rec *notation.Record
	err error
	why string
}

// pos is where the record starts, or where reading it failed.
func (u *unit) pos() notation.Pos {
	var perr *notation.Error
	if errors.As(u.err, &perr) {
		return perr.Pos
	}
	return u.rec.Pos
}

// refusal is the error of a record the match cannot go on with; torn,
// when given, says why it is not a torn record of the match either.
func (u *unit) refusal(torn string) error {
	problem := "this is not a finished record of a match: " + u.why
	if torn != "" {
		problem += ", nor a record of this match cut short: " + torn
	}
	return &FileError{Pos: u.pos(), Problem: problem}
}

// tornTail checks that the last record, not finished, is a torn write of
// the match (see OpenRecords) that runs to the end of the file.
func (r *Records) tornTail(m *Match, path string, last *unit) (*Torn, error) {
	text := last.u.Text()
	var tags []notation.Tag
	switch {
	case last.err == nil && (r.format.Name != "text" || last.rec.Result != ""):
		return nil, last.refusal("") // written whole
	case last.err == nil:
		tags = last.rec.Tags
	case r.format.Name == "ndjson" && r.endsLine:
		return nil, last.refusal("a line of JSON that ends is written whole")
	default:
		tags = tornTags(r.format.Name, text)
	}
	if r.format.Name == "text" && !textPrefix(text) {
		return nil, last.refusal("a blank line stands among its turns, which a match does not write")
	}
	round, why := m.tornRound(tags)
	if why != "" {
		return nil, last.refusal(why)
	}
	start := r.size - int64(len(text))
	if text == "" || start < 0 || !r.holdsAt(start, text) {
		return nil, last.refusal("its text cannot be found at the end of the file")
	}
	pos, err := r.posAt(path, start)
	if err != nil {
		return nil, err
	}
	return &Torn{Round: round, Pos: pos, Size: int64(len(text))}, nil
}

// textPrefix tells whether a record's text may be the start of one the
// text writer writes: tag lines, one blank line, then lines of turns and
// comments and no blank line among them (text typed after a record's end
// is read as part of it, after such a line).
func textPrefix(text string) bool {
	lines := strings.Split(text, "\n")
	i := 0
	for i < len(lines) && strings.HasPrefix(lines[i], "[") {
		i++
	}
	if i < len(lines) && lines[i] == "" {
		i++
	}
	if i >= len(lines) {
		return true
	}
	for _, l := range lines[i : len(lines)-1] {
		if strings.TrimSpace(l) == "" {
			return false
		}
	}
	return true
}

// tornTags are the whole tags at the start of a record cut short: its
// tag lines that end (text), or its tags decoded whole (a JSON line).
func tornTags(format, text string) []notation.Tag {
	if format == "ndjson" {
		return jsonTags(text)
	}
	end := 0
	for end < len(text) && text[end] == '[' {
		nl := strings.IndexByte(text[end:], '\n')
		if nl < 0 {
			break
		}
		end += nl + 1
	}
	rec, err := textformat.Parse(text[:end], notation.Pos{})
	if err != nil {
		return nil
	}
	return rec.Tags
}

// jsonTags are the tags of a JSON record cut short that are whole: those
// of its "tags" array up to the first one cut.
func jsonTags(text string) []notation.Tag {
	d := json.NewDecoder(strings.NewReader(text))
	if tok, err := d.Token(); err != nil || tok != json.Delim('{') {
		return nil
	}
	for d.More() {
		key, err := d.Token()
		if err != nil {
			return nil
		}
		if key != "tags" {
			var skip json.RawMessage
			if d.Decode(&skip) != nil {
				return nil
			}
			continue
		}
		if tok, err := d.Token(); err != nil || tok != json.Delim('[') {
			return nil
		}
		var tags []notation.Tag
		for d.More() {
			var t struct{ Name, Value string }
			if d.Decode(&t) != nil {
				break
			}
			tags = append(tags, notation.Tag{Name: t.Name, Value: t.Value})
		}
		return tags
	}
	return nil
}

// tornRound is the round of the match whose record starts with the tags,
// as the match writes them: Game first, then Round and the players of
// the round's pairing; else why not.
func (m *Match) tornRound(tags []notation.Tag) (int, string) {
	rec := &notation.Record{Tags: tags}
	round, err := strconv.Atoi(tagOf(rec, "Round"))
	sched := m.Schedule()
	switch {
	case len(tags) == 0 || tags[0].Name != "Game":
		return 0, "it does not start with a Game tag"
	case tags[0].Value != m.Game.Name():
		return 0, fmt.Sprintf("it is a record of %s, and the match plays %s", tags[0].Value, m.Game.Name())
	case err != nil:
		return 0, "it has no Round tag, or not a number there"
	case round < 1 || round > len(sched):
		return 0, fmt.Sprintf("the match has no round %d (it has %d games)", round, len(sched))
	}
	want := m.players(sched[round-1])
	if got := players(rec, m.Game); len(got) == 0 {
		return 0, "it names none of the players"
	} else if !slices.Equal(got, want) {
		return 0, fmt.Sprintf("its players are %s, and the match plays %s in round %d", vs(got), vs(want), round)
	}
	return round, ""
}

// holdsAt tells whether the file holds text at the offset.
func (r *Records) holdsAt(off int64, text string) bool {
	b := make([]byte, len(text))
	_, err := r.f.ReadAt(b, off)
	return err == nil && string(b) == text
}

// posAt is the line and column of an offset of the file.
func (r *Records) posAt(path string, off int64) (notation.Pos, error) {
	b := make([]byte, off)
	if _, err := r.f.ReadAt(b, 0); err != nil {
		return notation.Pos{}, err
	}
	line := 1 + bytes.Count(b, []byte{'\n'})
	col := 1 + utf8.RuneCount(b[bytes.LastIndexByte(b, '\n')+1:])
	return notation.Pos{File: path, Offset: int(off), Line: line, Column: col}, nil
}

// cut saves what the file holds past size to a new file beside it
// (path.torn, else path.torn.2, ...), synced, and then cuts it off the
// file; it returns the new file's name.
func (r *Records) cut(path string, size int64) (string, error) {
	tail := make([]byte, r.size-size)
	if _, err := r.f.ReadAt(tail, size); err != nil {
		return "", err
	}
	saved, err := saveNew(path+".torn", tail)
	if err != nil {
		return "", err
	}
	if err := r.f.Truncate(size); err != nil {
		return "", err
	}
	if err := r.f.Sync(); err != nil {
		return "", err
	}
	return saved, r.measure()
}

// saveNew writes data to a file that does not exist yet, the first free
// of name, name.2, name.3, ..., synced with its directory; it returns the
// file's name.
func saveNew(name string, data []byte) (string, error) {
	for i := 1; i <= 1000; i++ {
		try := name
		if i > 1 {
			try = name + "." + strconv.Itoa(i)
		}
		f, err := os.OpenFile(try, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		_, err = f.Write(data)
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = syncDir(filepath.Dir(try))
		}
		if err != nil {
			os.Remove(try)
			return "", err
		}
		return try, nil
	}
	return "", fmt.Errorf("%s and 999 more names are taken", name)
}

// syncDir syncs a directory, so that a file made in it stays there.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// measure reads the file's size and whether it ends with a line break.
func (r *Records) measure() error {
	fi, err := r.f.Stat()
	if err != nil {
		return err
	}
	r.size, r.endsLine = fi.Size(), true
	if r.size > 0 {
		b := []byte{0}
		if _, err := r.f.ReadAt(b, r.size-1); err != nil {
			return err
		}
		r.endsLine = b[0] == '\n'
	}
	return nil
}

// resultOf reads a finished record of a match: its round, players,
// places (from the result token) and termination; for a game played out,
// the outcome its replay reaches (with the code of its ending). Else it
// says why the record is not one.
func resultOf(rec *notation.Record, perr error) (Result, string) {
	if perr != nil {
		var nerr *notation.Error
		if errors.As(perr, &nerr) {
			return Result{}, "it cannot be read: " + nerr.Msg
		}
		return Result{}, "it cannot be read: " + perr.Error()
	}
	term, done := rec.Tag("Termination")
	rv, hasRound := rec.Tag("Round")
	round, err := strconv.Atoi(rv)
	g, gerr := notation.LookupGame(rec.GameName())
	switch {
	case gerr != nil:
		return Result{}, "it names no game Arbiter plays (Game tag)"
	case !hasRound:
		return Result{}, "it has no Round tag"
	case err != nil:
		return Result{}, fmt.Sprintf("its Round tag %q is not a number", rv)
	case !done:
		return Result{}, "it has no Termination tag"
	}
	res := Result{Pairing: Pairing{Round: round}, Players: players(rec, g), Termination: term, Record: rec}
	places, ok := g.Notation().ParseResultToken(rec.Result, len(res.Players))
	if !ok {
		return Result{}, fmt.Sprintf("it has no result of a finished game (%q)", rec.Result)
	}
	res.Outcome = engines.Outcome{Over: true, Places: places}
	if term == termNormal {
		if o := referee.Check(rec, referee.Options{}).Outcome; o.Over {
			res.Outcome = o
		}
	}
	return res, ""
}

// players are the names of a record's players by seat, up to the last
// seat named.
func players(rec *notation.Record, g notation.Game) []string {
	names := notation.PlayerNames(rec, g)
	for len(names) > 0 && names[len(names)-1] == "" {
		names = names[:len(names)-1]
	}
	return names
}

// tagOf is a tag's value, "" when the record has none.
func tagOf(rec *notation.Record, name string) string {
	v, _ := rec.Tag(name)
	return v
}

// vs writes players as "A vs B".
func vs(names []string) string { return strings.Join(names, " vs ") }

// Append writes a game's record, referee-checked, at the end of the file
// in one write, and syncs it to the disk (a regular file). A record the
// referee finds an error in is not written (a fault of the match, not of
// an engine).
func (r *Records) Append(res Result) error {
	rep := referee.Check(res.Record, referee.Options{})
	if rep.Errors() > 0 {
		return fmt.Errorf("round %d: the record made is refused by the referee: %s", res.Round, rep.Diagnostics[0].Reason)
	}
	var buf bytes.Buffer
	if !r.endsLine {
		buf.WriteByte('\n')
	}
	if r.size > 0 && r.format.Name == "text" {
		buf.WriteByte('\n')
	}
	w := r.format.NewWriter(&buf)
	// Text and JSON lines hold all of a record: Write has nothing to note.
	if _, err := w.Write(rep.Entry(referee.KeepNumbering)); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	n, err := r.f.Write(buf.Bytes())
	r.size += int64(n)
	if n > 0 {
		r.endsLine = buf.Bytes()[n-1] == '\n'
	}
	if err != nil || !r.regular {
		return err
	}
	return r.f.Sync()
}

// Close closes the file.
func (r *Records) Close() error { return r.f.Close() }
