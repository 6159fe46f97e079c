package main

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// The matrix: every command that reads records, on every input format,
// with files that mix good records and each kind of bad one, checked
// against the one contract (docs/cli.md): every good record comes out
// good and unchanged, every bad one is named with its file, line and
// column, nothing is lost without a note, no panic, and the exit status
// says whether a record holds an error (1) or not (0). A new command or
// format joins by one line in matrixCommands or matrixFormats; a new kind
// of bad record by one in matrixKinds and its piece in each format.

// matrixCommand is a command of the matrix.
type matrixCommand struct {
	name string
	// args runs the command on file, writing to out where it writes a
	// file.
	args func(file, out string) []string
	// writes is the format of the records the command writes to out
	// ("" for none); annotates marks a command that changes records.
	writes    string
	annotates bool
	// report names the command's own output checked: "report" (validate
	// --format json), "stats" (stats --format json), "standings"
	// (standings --format json), "openings" (openings --format json),
	// "rows" and "parquet" (convert's training rows, written only), "page"
	// (html), "show" (one record at a time).
	report string
}

// matrixCommands are the commands of the matrix.
var matrixCommands = []matrixCommand{
	{name: "validate", args: plain("validate")},
	{name: "validate --format json", args: plain("validate", "--format", "json"), report: "report"},
	{name: "convert --to text", args: writing("convert", "--to", "text"), writes: "text"},
	{name: "convert --to json", args: writing("convert", "--to", "json"), writes: "json"},
	{name: "convert --to ndjson", args: writing("convert", "--to", "ndjson"), writes: "ndjson"},
	{name: "convert --to sgf", args: writing("convert", "--to", "sgf"), writes: "sgf"},
	{name: "convert --to jfen", args: writing("convert", "--to", "jfen"), writes: "jfen"},
	{name: "select", args: writing("select"), writes: "text"},
	{name: "select --to ndjson", args: writing("select", "--to", "ndjson"), writes: "ndjson"},
	{name: "stats", args: plain("stats")},
	{name: "stats --format json", args: plain("stats", "--format", "json"), report: "stats"},
	{name: "openings", args: plain("openings")},
	{name: "openings --format json", args: plain("openings", "--format", "json"), report: "openings"},
	{name: "convert --to rows", args: writing("convert", "--to", "rows"), report: "rows"},
	{name: "convert --to parquet", args: writing("convert", "--to", "parquet"), report: "parquet"},
	{name: "annotate", args: writing("annotate", "--depth", "1"), writes: "text", annotates: true},
	{name: "html", args: writing("html"), report: "page"},
	{name: "standings", args: plain("standings")},
	{name: "standings --format json", args: plain("standings", "--format", "json"), report: "standings"},
	{name: "show", report: "show"},
}

// plain runs a command that writes to standard output.
func plain(words ...string) func(file, out string) []string {
	return func(file, _ string) []string { return append(slices.Clone(words), file) }
}

// writing runs a command that writes to -o out.
func writing(words ...string) func(file, out string) []string {
	return func(file, out string) []string { return append(slices.Clone(words), file, "-o", out) }
}

// matrixKind is a kind of bad (or special) record.
type matrixKind string

// The kinds of the matrix. mixed is the baseline: good records of every
// game the format holds, and so of games an output of one game cannot
// hold.
const (
	kindMixed      matrixKind = "mixed games"
	kindUnreadable matrixKind = "unreadable"
	kindUnknown    matrixKind = "unknown game"
	kindSetup      matrixKind = "refused setup"
	kindOversized  matrixKind = "oversized"
	kindBOM        matrixKind = "byte-order mark"
	kindStrayByte  matrixKind = "stray byte"
	kindIllegal    matrixKind = "illegal turn"
	kindAnnotated  matrixKind = "annotated"
)

// matrixKinds lists the kinds in order.
var matrixKinds = []matrixKind{kindMixed, kindUnreadable, kindUnknown, kindSetup, kindOversized, kindBOM, kindStrayByte, kindIllegal, kindAnnotated}

// piece is one record as written in a format.
type piece struct {
	text string
	// game is the record's game ("" for none Arbiter knows); bad marks a
	// record with an error of its own.
	game string
	bad  bool
	// badLine, when set, is the line of the piece (from 1) the error must
	// name; else any line of the piece.
	badLine int
	// partial lists the output formats that cannot hold parts of a good
	// record (comments, variations, annotations, % lines).
	partial []string
}

// matrixFormat is an input format of the matrix: its name, the ending of
// its files, its good records and the bad record of each kind it can hold.
type matrixFormat struct {
	name, ending string
	// only is the one game the format holds ("" for any).
	only string
	good []piece
	bad  map[matrixKind]piece
	// join makes a file of pieces.
	join func([]string) string
	// entry, when set, names the one file of a zip archive that holds
	// the pieces: the format is read from the archive (referee.IsZip).
	entry string
}

// readAs is the format the matrix's file is read in: "" (each file's own)
// for an archive.
func (f matrixFormat) readAs() string {
	if f.entry != "" {
		return ""
	}
	return f.name
}

// matrixFormats lists the input formats, built once.
var matrixFormats = sync.OnceValues(buildMatrixFormats)

// Good records: generated games, short enough to keep the matrix fast.
const matrixTurns = 10

func buildMatrixFormats() ([]matrixFormat, error) {
	games := map[string]*notation.Record{}
	for i, name := range []string{"YINSH", "Jungle", "Ingenious"} {
		g, err := notation.LookupGame(name)
		if err != nil {
			return nil, err
		}
		rec, err := notation.Generate(g, int64(7+i), engines.Setup{Tags: map[string]string{}}, matrixTurns)
		if err != nil {
			return nil, err
		}
		rec.SetTag("White", "김민지")
		games[name] = rec
	}
	yinsh := text.String(games["YINSH"])
	textual := func(name string) string { return text.String(games[name]) }
	bad := textBadPieces(yinsh)
	var fs []matrixFormat
	fs = append(fs, matrixFormat{name: "text", ending: ".yinsh", join: joinText,
		good: []piece{{text: yinsh, game: "YINSH"}, {text: textual("Jungle"), game: "Jungle"}, {text: textual("Ingenious"), game: "Ingenious"}},
		bad:  bad})
	for _, f := range []string{"ndjson", "json"} {
		mf := matrixFormat{name: f, ending: "." + f, bad: map[matrixKind]piece{}, join: joinNDJSON}
		if f == "json" {
			mf.join = joinJSON
		}
		for _, name := range []string{"YINSH", "Jungle", "Ingenious"} {
			line, err := convertPiece(textual(name), "ndjson")
			if err != nil {
				return nil, err
			}
			mf.good = append(mf.good, piece{text: line, game: name})
		}
		for kind, p := range bad {
			switch kind {
			case kindUnreadable:
				p.text = `{"game": "YINSH", "tags": [{"name": "Event", "value": "broken"}], "moves": {"turns": "not turns"}}`
			case kindOversized:
				p.text = jsonWithTag(mf.good[0].text, "Annotator", strings.Repeat("x", notation.MaxRecordSize+10))
			case kindStrayByte:
				p.text = strings.Replace(mf.good[0].text, "김민지", "김민지\xe9", 1)
			default:
				line, err := convertPiece(p.text, "ndjson")
				if err != nil {
					return nil, fmt.Errorf("%s %s: %w", f, kind, err)
				}
				p.text = line
			}
			p.badLine = 0
			mf.bad[kind] = p
		}
		fs = append(fs, mf)
	}
	sgf := matrixFormat{name: "sgf", ending: ".sgf", only: "YINSH", bad: map[matrixKind]piece{}, join: joinText}
	for seed := range 3 {
		g, _ := notation.LookupGame("YINSH")
		rec, err := notation.Generate(g, int64(20+seed), engines.Setup{}, matrixTurns)
		if err != nil {
			return nil, err
		}
		p, err := convertPiece(text.String(rec), "sgf")
		if err != nil {
			return nil, err
		}
		sgf.good = append(sgf.good, piece{text: p, game: "YINSH"})
	}
	first := sgf.good[0].text
	sgf.bad[kindUnreadable] = piece{text: strings.Replace(first, "place wr  ", "place wr  Z", 1), game: "YINSH", bad: true}
	sgf.bad[kindUnknown] = piece{text: strings.Replace(first, "GM[24]", "GM[1]", 1), bad: true}
	sgf.bad[kindSetup] = piece{text: strings.Replace(first, "SU[Yinsh]", "SU[Yinsh-Bogus]", 1), game: "YINSH", bad: true}
	sgf.bad[kindOversized] = piece{text: strings.Replace(first, "SU[Yinsh]", "SU[Yinsh]\nC["+strings.Repeat("x", notation.MaxRecordSize+10)+"]", 1), game: "YINSH", bad: true}
	sgf.bad[kindStrayByte] = piece{text: strings.Replace(first, "AP[Arbiter]", "AP[Arbiter]\nPC[Seoul\xe9]", 1), game: "YINSH", bad: true, badLine: 4}
	sgf.bad[kindIllegal] = piece{text: sgfIllegal(first), game: "YINSH", bad: true}
	if annotated, err := convertPiece(bad[kindAnnotated].text, "sgf"); err == nil {
		sgf.bad[kindAnnotated] = piece{text: annotated, game: "YINSH", partial: []string{"jfen"}}
	}
	fs = append(fs, sgf)
	jfen := matrixFormat{name: "jfen", ending: ".jfen", only: "Jungle", bad: map[matrixKind]piece{}, join: joinText}
	for seed := range 3 {
		g, _ := notation.LookupGame("Jungle")
		rec, err := notation.Generate(g, int64(30+seed), engines.Setup{}, matrixTurns)
		if err != nil {
			return nil, err
		}
		p, err := convertPiece(text.String(rec), "jfen")
		if err != nil {
			return nil, err
		}
		jfen.good = append(jfen.good, piece{text: p, game: "Jungle"})
	}
	jfen.bad[kindUnreadable] = piece{text: "startpos moves a3a4 zz99", game: "Jungle", bad: true}
	jfen.bad[kindSetup] = piece{text: "fen nonsense w 0 1 moves a3a4", game: "Jungle", bad: true}
	jfen.bad[kindOversized] = piece{text: "startpos moves" + strings.Repeat(" a3a4 a4a3", notation.MaxRecordSize/8), game: "Jungle", bad: true}
	jfen.bad[kindStrayByte] = piece{text: jfen.good[0].text + " \xe9", game: "Jungle", bad: true}
	jfen.bad[kindIllegal] = piece{text: "startpos moves a3a4 a3a4", game: "Jungle", bad: true}
	fs = append(fs, jfen)
	zipped := fs[0] // the text format's records, in a file of a zip archive
	zipped.name, zipped.ending, zipped.entry = "zip", ".zip", "club/matrix.yinsh"
	fs = append(fs, zipped)
	return fs, nil
}

// textBadPieces are the bad records of the text format, made from a good
// YINSH record.
func textBadPieces(yinsh string) map[matrixKind]piece {
	tags, moves, _ := strings.Cut(yinsh, "\n\n")
	withTag := func(tag string) string { return tags + "\n" + tag + "\n\n" + moves }
	return map[matrixKind]piece{
		kindUnreadable: {text: "[Game \"YINSH\"]\n[Event \"broken\"]\n\n1. e5 ) 2. f6 *\n", game: "YINSH", bad: true, badLine: 4},
		kindUnknown:    {text: "[Game \"Chess\"]\n[White \"Kim\"]\n\n1. e4 2. e5 3. Nf3 *\n", bad: true},
		kindSetup:      {text: withTag(`[Variant "Bogus"]`), game: "YINSH", bad: true},
		kindOversized:  {text: withTag(`[Annotator "` + strings.Repeat("x", notation.MaxRecordSize+10) + `"]`), game: "YINSH", bad: true},
		kindStrayByte:  {text: strings.Replace(yinsh, "김민지", "김민지\xe9", 1), game: "YINSH", bad: true, badLine: lineOf(yinsh, "김민지")},
		kindIllegal:    {text: "[Game \"YINSH\"]\n[Event \"illegal\"]\n\n1. e5 2. e5 *\n", game: "YINSH", bad: true, badLine: 4},
		kindAnnotated: {text: "[Game \"YINSH\"]\n[Event \"annotated\"]\n\n% a note of the club\n1. e5 {the centre} 2. f6 $1 (2. d4 {also good}) 3. g7!? *\n",
			game: "YINSH", partial: []string{"sgf", "jfen"}},
	}
}

// lineOf is the line (from 1) of text on which s first stands.
func lineOf(text, s string) int { return strings.Count(text[:strings.Index(text, s)], "\n") + 1 }

// sgfIllegal places Black's first ring where White's stands.
func sgfIllegal(game string) string {
	white := regexp.MustCompile(`place wr  (\S+ \d+)`).FindStringSubmatch(game)
	black := regexp.MustCompile(`place br  \S+ \d+`).FindString(game)
	return strings.Replace(game, black, "place br  "+white[1], 1)
}

// jsonWithTag adds a tag to a record's JSON line.
func jsonWithTag(line, name, value string) string {
	var rec map[string]any
	json.Unmarshal([]byte(line), &rec)
	tags, _ := rec["tags"].([]any)
	rec["tags"] = append(tags, map[string]any{"name": name, "value": value})
	b, _ := json.Marshal(rec)
	return string(b)
}

// convertPiece writes one record of the text format in another format.
func convertPiece(record, to string) (string, error) {
	var out, errOut strings.Builder
	if code := run([]string{"convert", "--to", to, "-"}, &IO{In: strings.NewReader(record), Out: &out, Err: &errOut}); code == exitCommand {
		return "", fmt.Errorf("convert --to %s: exit %d: %s", to, code, errOut.String())
	}
	return strings.TrimRight(out.String(), "\n"), nil
}

func joinText(ps []string) string   { return strings.Join(ps, "\n\n") + "\n" }
func joinNDJSON(ps []string) string { return strings.Join(ps, "\n") + "\n" }
func joinJSON(ps []string) string {
	return "{\"records\": [\n" + strings.Join(ps, ",\n") + "\n]}\n"
}

// matrixFile is a file of the matrix: its pieces and where each stands.
type matrixFile struct {
	path   string
	pieces []piece
	// lines gives each piece's first and last line.
	lines [][2]int
	// named is the file diagnostics name: the path, or ARCHIVE:ENTRY.
	named string
}

// makeMatrixFile writes the good records with the bad one of kind second
// (when there is one).
func makeMatrixFile(t *testing.T, f matrixFormat, kind matrixKind) matrixFile {
	pieces := slices.Clone(f.good)
	if p, ok := f.bad[kind]; ok {
		pieces = slices.Insert(pieces, 1, p)
	}
	texts := make([]string, len(pieces))
	for i, p := range pieces {
		texts[i] = p.text
	}
	content := f.join(texts)
	if kind == kindBOM {
		content = notation.BOM + content
	}
	mf := matrixFile{path: filepath.Join(t.TempDir(), "matrix"+f.ending), pieces: pieces}
	mf.named = mf.path
	at := 0
	for _, p := range texts {
		i := strings.Index(content[at:], p) + at
		first := strings.Count(content[:i], "\n") + 1
		mf.lines = append(mf.lines, [2]int{first, first + strings.Count(p, "\n")})
		at = i + len(p)
	}
	if f.entry != "" {
		content, mf.named = zipOf(t, f.entry, content), mf.path+":"+f.entry
	}
	if err := os.WriteFile(mf.path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return mf
}

// zipOf is a zip archive of one file, name, that holds content.
func zipOf(t *testing.T, name, content string) string {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	w, err := zw.Create(name)
	if err == nil {
		_, err = w.Write([]byte(content))
	}
	if err == nil {
		err = zw.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestMatrix runs every command on every input format with each kind of
// bad record.
func TestMatrix(t *testing.T) {
	fs, err := matrixFormats()
	if err != nil {
		t.Fatal(err)
	}
	cells, run := 0, 0
	for _, f := range fs {
		for _, kind := range matrixKinds {
			_, holds := f.bad[kind]
			holds = holds || kind == kindMixed || kind == kindBOM
			for _, c := range matrixCommands {
				t.Run(f.name+"/"+string(kind)+"/"+c.name, func(t *testing.T) {
					t.Parallel()
					if !holds {
						t.Skipf("%s cannot hold a record of this kind", f.name)
					}
					mf := makeMatrixFile(t, f, kind)
					checkCell(t, c, f, mf)
				})
				cells++
				if holds {
					run++
				}
			}
		}
	}
	t.Logf("%d commands × %d formats × %d kinds = %d cells, %d of them run (the others: a kind the format cannot hold)",
		len(matrixCommands), len(fs), len(matrixKinds), cells, run)
}

// internals are words of Go's or of a library's that users must never read.
var internals = []string{"panic", "goroutine ", "<nil>", "invalid argument", "runtime error", "internal error", "exceeded max depth", "arg(s)"}

// checkCell runs one command on one file and checks the contract.
func checkCell(t *testing.T, c matrixCommand, f matrixFormat, mf matrixFile) {
	if c.report == "show" {
		checkShow(t, mf)
		return
	}
	out := filepath.Join(filepath.Dir(mf.path), "out"+outEnding(c, f))
	code, stdout, stderr := arbiter(t, "", c.args(mf.path, out)...)
	checkWords(t, stderr+stdout)
	want := exitOK
	for _, p := range mf.pieces {
		if p.bad || !holds(c.writes, p.game) {
			want = exitRecord
		}
	}
	if code != want {
		t.Errorf("exit %d, want %d\n%s", code, want, stderr)
	}
	diags := stderr
	if c.report == "report" {
		diags = reportedPlaces(t, stdout)
	}
	for i, p := range mf.pieces {
		switch {
		case p.bad || !holds(c.writes, p.game):
			checkNamed(t, diags, mf, i, "error")
		case slices.Contains(p.partial, c.writes):
			checkNamed(t, diags, mf, i, "note")
		}
	}
	switch {
	case c.writes != "":
		checkWritten(t, c, f, mf, out)
	case c.report == "report":
		checkCounts(t, stdout, "records", "withErrors", mf)
	case c.report == "stats" || c.report == "standings":
		checkCounts(t, stdout, "records", "", mf)
	case c.report == "openings":
		checkOpenings(t, stdout, mf)
	case c.report == "rows" || c.report == "parquet":
		checkRows(t, c.report, f, mf, out)
	case c.report == "page":
		page, _ := os.ReadFile(out)
		if n := strings.Count(string(page), "<section class=\"record\" data-record="); n != len(mf.pieces) {
			t.Errorf("the page shows %d records of %d", n, len(mf.pieces))
		}
	}
}

// outEnding is the ending of the file a command writes.
func outEnding(c matrixCommand, f matrixFormat) string {
	switch {
	case c.report == "rows":
		return ".ndjson"
	case c.report == "parquet":
		return ".parquet"
	}
	switch c.writes {
	case "":
		return ".html"
	case "text":
		return ".txt"
	}
	return "." + c.writes
}

// holds tells whether an output format holds a record of game (the
// formats of one game hold none of the others').
func holds(format, game string) bool {
	if format == "" || format == "text" {
		return true
	}
	f, err := formats.Lookup(format)
	return err != nil || f.Game == "" || strings.EqualFold(f.Game, game)
}

// checkWords fails on Go internals in what users read.
func checkWords(t *testing.T, output string) {
	t.Helper()
	for _, w := range internals {
		if strings.Contains(output, w) {
			t.Errorf("%q in the output:\n%s", w, output)
		}
	}
}

// placePattern finds the places diagnostics name: FILE:LINE:COL:
// SEVERITY:.
var placePattern = regexp.MustCompile(`(\S+):(\d+):(\d+): (error|note): `)

// checkNamed checks that a diagnostic of the severity names piece i at
// its file and one of its lines (its bad line, when it has one): an error
// for a record that is bad or not written, a note for one written
// without part of it.
func checkNamed(t *testing.T, diags string, mf matrixFile, i int, severity string) {
	t.Helper()
	lo, hi := mf.lines[i][0], mf.lines[i][1]
	if l := mf.pieces[i].badLine; l > 0 {
		lo, hi = lo+l-1, lo+l-1
	}
	for _, m := range placePattern.FindAllStringSubmatch(diags, -1) {
		var line int
		fmt.Sscan(m[2], &line)
		if m[1] == mf.named && line >= lo && line <= hi && m[4] == severity {
			return
		}
	}
	t.Errorf("record %d (lines %d to %d) is not named with an %s there:\n%s", i+1, lo, hi, severity, diags)
}

// reportedPlaces gives the diagnostics of a JSON report as validate
// prints them.
func reportedPlaces(t *testing.T, report string) string {
	var r referee.ReportJSON
	if err := json.Unmarshal([]byte(report), &r); err != nil {
		t.Fatalf("the report is not JSON: %v", err)
	}
	var b strings.Builder
	for _, d := range r.Diagnostics {
		fmt.Fprintf(&b, "%s:%d:%d: %s: %s\n", d.File, d.Line, d.Column, d.Severity, d.Message)
	}
	return b.String()
}

// checkCounts checks a JSON document's count of records, and of records
// with errors where it has one.
func checkCounts(t *testing.T, doc, records, withErrors string, mf matrixFile) {
	var counts map[string]any
	if err := json.Unmarshal([]byte(doc), &counts); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	bad := 0
	for _, p := range mf.pieces {
		if p.bad {
			bad++
		}
	}
	if n, _ := counts[records].(float64); int(n) != len(mf.pieces) {
		t.Errorf("%s: %v, want %d", records, counts[records], len(mf.pieces))
	}
	if n, _ := counts[withErrors].(float64); withErrors != "" && int(n) != bad {
		t.Errorf("%s: %v, want %d", withErrors, counts[withErrors], bad)
	}
}

// checkShow shows every record: a good one exits 0 and draws its
// position; a bad one exits 1 and is named.
func checkShow(t *testing.T, mf matrixFile) {
	for i, p := range mf.pieces {
		code, stdout, stderr := arbiter(t, "", "show", "--record", fmt.Sprint(i+1), mf.path)
		checkWords(t, stderr)
		switch {
		case p.bad && code != exitRecord:
			t.Errorf("show --record %d (bad): exit %d, want 1: %s", i+1, code, stderr)
		case p.bad:
			checkNamed(t, stderr, mf, i, "error")
		case code != exitOK || stdout == "":
			t.Errorf("show --record %d: exit %d, %d bytes: %s", i+1, code, len(stdout), stderr)
		}
	}
}

// checkWritten reads back what a command wrote and checks that every good
// record that the output holds is there, once, unchanged and good.
func checkWritten(t *testing.T, c matrixCommand, f matrixFormat, mf matrixFile, out string) {
	format := c.writes
	want := map[string]int{} // the good records' keys
	inputs := readBack(t, mf.path, f.readAs(), "")
	if len(inputs) != len(mf.pieces) {
		t.Fatalf("the input reads as %d records, not %d", len(inputs), len(mf.pieces))
	}
	lossless := format == "text" || format == "json" || format == "ndjson"
	for i, p := range mf.pieces {
		if !p.bad && holds(format, p.game) {
			want[recordKey(inputs[i], lossless && !c.annotates)]++
		}
	}
	got := map[string]int{}
	for _, res := range readBack(t, out, format, mf.path) {
		key := recordKey(res, lossless && !c.annotates)
		if want[key] > 0 && res.Failed() {
			t.Errorf("a good record comes out with an error: %v", res.Diagnostics())
		}
		got[key]++
	}
	for key, n := range want {
		if got[key] != n {
			t.Errorf("a good record comes out %d times, want %d:\n%s", got[key], n, key)
		}
	}
}

// readBack referees the records of a file in a format; a file that does
// not exist has none.
func readBack(t *testing.T, path, format, game string) []referee.Result {
	if _, err := os.Stat(path); err != nil {
		return nil
	}
	var out []referee.Result
	_, err := referee.Files([]string{path}, referee.FileOptions{Format: format}, func(res referee.Result) error {
		if res.Problem == nil {
			out = append(out, res)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("reading back %s: %v", path, err)
	}
	return out
}

// recordKey is what must stay the same of a record: with all, its
// canonical text but its `%` lines (notes that are no part of it); else
// its game, start and main line in long form.
func recordKey(res referee.Result, all bool) string {
	rep := res.Report
	if rep == nil {
		return "unread: " + res.Text
	}
	if all {
		c := rep.Canonical(referee.KeepNumbering)
		c.Escapes = nil
		return text.String(c)
	}
	var b strings.Builder
	b.WriteString(res.Record.GameName())
	if p, ok := res.Record.Tag("Position"); ok {
		b.WriteString(" " + p)
	}
	for _, rt := range rep.Main.Turns {
		if rt.Move != nil {
			b.WriteString(" " + rt.Move.String())
		}
	}
	return b.String()
}

// goodTurns counts the main-line turns of a file's good records.
func goodTurns(t *testing.T, f matrixFormat, mf matrixFile) (records, turns int) {
	inputs := readBack(t, mf.path, f.readAs(), "")
	for i, p := range mf.pieces {
		if !p.bad && i < len(inputs) && inputs[i].Record != nil {
			records++
			turns += len(inputs[i].Record.Moves.Turns)
		}
	}
	return records, turns
}

// checkOpenings checks that the opening tree counts every good record.
func checkOpenings(t *testing.T, doc string, mf matrixFile) {
	var tree struct {
		Games []struct{ Records int } `json:"games"`
	}
	if err := json.Unmarshal([]byte(doc), &tree); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	counted, good := 0, 0
	for _, g := range tree.Games {
		counted += g.Records
	}
	for _, p := range mf.pieces {
		if !p.bad {
			good++
		}
	}
	if counted < good {
		t.Errorf("the tree counts %d records, the file has %d good ones", counted, good)
	}
}

// checkRows checks the training rows written: as many JSON lines as the
// good records have main-line turns; a Parquet file when there are any.
func checkRows(t *testing.T, format string, f matrixFormat, mf matrixFile, out string) {
	records, turns := goodTurns(t, f, mf)
	b, err := os.ReadFile(out)
	switch {
	case format == "parquet" && records > 0 && (err != nil || !strings.HasPrefix(string(b), "PAR1")):
		t.Errorf("no Parquet file written: %v", err)
	case format == "rows" && strings.Count(string(b), "\n") != turns:
		t.Errorf("%d rows written, the good records have %d turns", strings.Count(string(b), "\n"), turns)
	}
}
