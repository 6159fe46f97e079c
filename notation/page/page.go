// Package page writes the shareable HTML page of game records: one
// self-contained file (script, styles and pictures inside, nothing fetched)
// where each game replays turn by turn with its comments, variations and
// arrows, drawn with the same diagrams as `arbiter show --format svg`.
//
// The page's hooks for programs and tests (docs/html.md): each record's part
// carries data-record="K" (from 1); the board element carries
// data-position, the position string shown; every turn of the move list
// carries data-turn ("15" on the main line, "14.1.15" for turn 15 in the
// first variation of turn 14); the fragment #rK-tN selects record K and
// turn N, on load and when it changes.
//
// Everything that comes from a record is written as text: escaped here, and
// set with textContent by the script. The page's Content-Security-Policy
// allows only its own script, so even markup that slipped through could not
// run or fetch anything.
package page

import (
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Entry is one record of a page, as the referee replayed it, or the error
// that kept it from being read. The page knows nothing of the rules: what
// is legal, and every position shown, come from the replay.
type Entry struct {
	Record *notation.Record
	// Game is the record's game, nil when it is unknown.
	Game notation.Game
	// Replay is the referee's replay of the record, positions kept; its
	// Start is nil when the record could not be set up.
	Replay *notation.Replay
	// Outcome is the state at the end of the main line.
	Outcome engines.Outcome
	// Problems are the referee's diagnostics, one line each.
	Problems []string
	// Err, when set, is shown instead of the record (it could not be read).
	Err error
}

//go:embed page.js
var script string

//go:embed page.css
var style string

//go:embed page.html
var layout string

var pageTemplate = template.Must(template.New("page").Parse(layout))

// data is what the script reads: {"boards": [...], "records": [...]},
// the boards as the atlas keeps them, and each record's moments.

type recordData struct {
	Nodes []node `json:"nodes"`
	// Last is the node shown when the record is selected: its last legal
	// main-line turn.
	Last int `json:"last"`
}

// view is what the layout template fills in.
type view struct {
	Title  string
	CSP    string
	Style  template.CSS
	Script template.JS
	// Fonts (in the head, before the body is laid out) and Data (after
	// the body, so that the page shows while the browser reads it) are
	// the blocks of JSON the script reads.
	Fonts   template.JS
	Data    template.JS
	Parts   []template.HTML
	Records []recordView
}

// Writer writes one page of records: Add draws each record at once, so
// that what is held is what the page will hold (its boards, drawn once
// each, and its move lists), not the records and their positions; Close
// writes the page.
type Writer struct {
	w       io.Writer
	atlas   *atlas
	records []recordData
	view    view
	runes   pageRunes // of the page's text, for its fonts
}

// NewWriter starts a page to be written to w.
func NewWriter(w io.Writer) *Writer {
	return &Writer{w: w, atlas: newAtlas(), records: []recordData{},
		view: view{Style: template.CSS(style), Script: template.JS(script), CSP: policy()}}
}

// Add draws one record into the page.
func (pw *Writer) Add(e Entry) error {
	rv, rd, err := buildRecord(pw.atlas, len(pw.view.Records)+1, e)
	if err != nil {
		return err
	}
	pw.view.Records = append(pw.view.Records, rv)
	pw.records = append(pw.records, rd)
	pw.runes.add(rv)
	return nil
}

// Close writes the page.
func (pw *Writer) Close() error {
	v := pw.view
	fonts, err := hangulFonts(pw.runes)
	if err != nil {
		return err
	}
	fontJSON, err := json.Marshal(fonts)
	if err != nil {
		return err
	}
	js, err := pw.data()
	if err != nil {
		return err
	}
	v.Fonts, v.Data = template.JS(fontJSON), template.JS(js)
	for _, p := range pw.atlas.parts {
		v.Parts = append(v.Parts, template.HTML(p)) // written and escaped by the diagram writer
	}
	v.Title = pageTitle(v.Records)
	return pageTemplate.Execute(pw.w, v)
}

// Write writes the page of the entries.
func Write(w io.Writer, entries []Entry) error {
	pw := NewWriter(w)
	for _, e := range entries {
		if err := pw.Add(e); err != nil {
			return err
		}
	}
	return pw.Close()
}

// data writes the JSON the script reads of the records, {"boards":
// [...], "records": [...]}, in one block: the boards as the atlas keeps
// them, each record's moments. json.Marshal escapes <, > and &, so no
// </script> is inside (nor in the fonts' block, written by json.Marshal
// too).
func (pw *Writer) data() (string, error) {
	records, err := json.Marshal(pw.records)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	size := len(`{"boards":[],"records":}`) + len(records)
	for _, board := range pw.atlas.boards {
		size += len(board) + 1
	}
	b.Grow(size)
	b.WriteString(`{"boards":[`)
	for i, board := range pw.atlas.boards {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(board)
	}
	b.WriteString(`],"records":`)
	b.Write(records)
	b.WriteString("}")
	return b.String(), nil
}

// policy is the page's Content-Security-Policy: nothing may be fetched and
// only the page's own script may run.
func policy() string {
	sum := sha256.Sum256([]byte(script))
	return "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-" +
		base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// pageTitle names the page after its one record, or counts the records.
func pageTitle(rs []recordView) string {
	switch len(rs) {
	case 0:
		return "No games"
	case 1:
		return rs[0].Title
	}
	for _, r := range rs[1:] {
		if r.Game != rs[0].Game {
			return fmt.Sprintf("%d games", len(rs))
		}
	}
	return fmt.Sprintf("%d %s games", len(rs), rs[0].Game)
}
