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

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// Entry is one record of a page, or the error that kept it from being read.
type Entry struct {
	Record *notation.Record
	// Options are the referee's options for the record (its file's game).
	Options referee.Options
	// Err, when set, is shown instead of the record.
	Err error
}

//go:embed page.js
var script string

//go:embed page.css
var style string

//go:embed page.html
var layout string

var pageTemplate = template.Must(template.New("page").Parse(layout))

// data is what the script reads: the boards and each record's moments.
type data struct {
	Boards  []board      `json:"boards"`
	Records []recordData `json:"records"`
}

type recordData struct {
	Nodes []node `json:"nodes"`
	// Last is the node shown when the record is selected: its last legal
	// main-line turn.
	Last int `json:"last"`
}

// view is what the layout template fills in.
type view struct {
	Title   string
	CSP     string
	Style   template.CSS
	Script  template.JS
	Data    template.JS
	Parts   []template.HTML
	Records []recordView
}

// Write writes the page of the entries.
func Write(w io.Writer, entries []Entry) error {
	a := newAtlas()
	d := data{Boards: []board{}}
	v := view{Style: template.CSS(style), Script: template.JS(script), CSP: policy()}
	for i, e := range entries {
		rv, rd, err := buildRecord(a, i+1, e)
		if err != nil {
			return err
		}
		v.Records = append(v.Records, rv)
		d.Records = append(d.Records, rd)
	}
	d.Boards = append(d.Boards, a.boards...)
	js, err := json.Marshal(d) // escapes <, > and &: no </script> inside
	if err != nil {
		return err
	}
	v.Data = template.JS(js)
	for _, p := range a.parts {
		v.Parts = append(v.Parts, template.HTML(p)) // written and escaped by the diagram writer
	}
	v.Title = pageTitle(v.Records)
	return pageTemplate.Execute(w, v)
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
