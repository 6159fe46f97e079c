// Package page writes the shareable HTML page of game records: one
// self-contained file (script, styles and Arbiter's own referee and drawers
// compiled to WebAssembly inside, nothing fetched) that holds each record's
// text and, in the browser, replays it turn by turn with its comments,
// variations and arrows, drawn with the same diagrams as `arbiter show
// --format svg` (notation/page/view, referee/bridge, cmd/pagewasm).
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
// allows only its own script and the compiling of its WebAssembly, so even
// markup that slipped through could not run or fetch anything.
//
// The WebAssembly and Go's support script for it (pagewasm.wasm.lzma,
// wasm_exec.js) are built from the module's code by
//
//	go generate ./notation/page/
//
// and committed; TestWasmUpToDate fails when they are stale.
package page

//go:generate go run ../../cmd/pagewasm/build

import (
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page/view"
)

// Entry is one record of a page, as the referee replayed it (positions
// kept), or the error that kept it from being read. The page knows nothing of the rules: what
// is legal, and every position shown, come from the referee (here, and in
// the browser from the record's text).
type Entry struct {
	Record *notation.Record
	// Game is the record's game, nil when it is unknown.
	Game notation.Game
	// Replay is the referee's replay of the record; its Start is nil when
	// the record could not be set up.
	Replay *notation.Replay
	// Outcome is the state at the end of the main line.
	Outcome engines.Outcome
	// Text is the record in canonical text, the bytes `arbiter convert`
	// writes for it (referee/bridge.Canonical; bridge.Entry fills the
	// entry): what the page holds, replays in the browser and gives to
	// download.
	Text string
	// Variant and Rules are the referee's options the record was refereed
	// with ("" for what the record says).
	Variant, Rules string
	// Problems are the referee's diagnostics, one line each.
	Problems []string
	// TurnName names the record's turns as it numbers them (nil: by their
	// numbers), in the move list and the boards drawn here.
	TurnName func(turn int) string
	// Err, when set, is shown instead of the record (it could not be read).
	Err error
}

// Unreadable is the entry of a record that could not be read: its error
// names its file by its base name only.
func Unreadable(err *notation.Error) Entry {
	shared := *err
	shared.Pos.File = filepath.Base(shared.Pos.File)
	return Entry{Err: &shared}
}

//go:embed page.js
var script string

//go:embed page.css
var style string

//go:embed page.html
var layout string

// The WebAssembly the page runs, packed by LZMA (an .lzma file that says
// its unpacked size), Go's support script for it and
// the games it knows, one a line (go generate: cmd/pagewasm/build).
var (
	//go:embed pagewasm.wasm.lzma
	wasmLZMA []byte
	//go:embed wasm_exec.js
	wasmExec string
	//go:embed pagewasm.games
	wasmGames string
)

// inWasm reports whether the page's WebAssembly knows the game.
func inWasm(game string) bool {
	return slices.Contains(strings.Split(strings.TrimSpace(wasmGames), "\n"), game)
}

// pageTemplate is the page's template, parsed on first use (not as every
// command of the binary starts).
var pageTemplate = sync.OnceValue(func() *template.Template { return template.Must(template.New("page").Parse(layout)) })

// recordData is what the script reads of a record to replay it in the
// browser: its text and how to referee it. A record that cannot be shown
// has none. A record of a game the page's WebAssembly does not know (one
// built into this arbiter only) comes replayed and drawn: its moments, and
// for each the SVG of its panes as drawn and turned around.
type recordData struct {
	Text    string        `json:"text,omitempty"`
	Game    string        `json:"game,omitempty"`
	Variant string        `json:"variant,omitempty"`
	Rules   string        `json:"rules,omitempty"`
	Nodes   []view.Node   `json:"nodes,omitempty"`
	Last    int           `json:"last,omitempty"`
	Moves   string        `json:"moves,omitempty"`
	Boards  [][2][]string `json:"boards,omitempty"`
}

// pageData is the block of JSON the script reads: the records, the
// archive's openings, if any, and the Hangul fonts (TrueType, cut to the
// page's characters) the boards are drawn with.
type pageData struct {
	Records []recordData `json:"records"`
	// Openings, when set, are what the opening explorer shows.
	Openings *Openings `json:"openings,omitempty"`
	Fonts    struct {
		Regular []byte `json:"regular"`
		Bold    []byte `json:"bold"`
	} `json:"fonts"`
}

// pageView is what the layout template fills in.
type pageView struct {
	Title  string
	CSP    string
	Style  template.CSS
	Script template.JS
	// Fonts (in the head, before the body is laid out), Data and Wasm
	// (after the body, so that the page shows while the browser reads
	// them) are the blocks the script reads: JSON, and the WebAssembly
	// packed by LZMA as text7 writes it (no '<' in it), WasmLength bytes long.
	Fonts      template.JS
	Data       template.JS
	Wasm       template.HTML
	WasmLength int
	Records    []recordView
	// Sections are shown above the records (AddSection).
	Sections []template.HTML
	// Blank is the part of a record the page makes for a new game (its
	// board laid out by the script once the game is chosen), in a
	// <template>: its section's class "blank" tells it from the records'.
	Blank recordView
}

// Section is a part of the page beside its records, shown above them (the
// standings of 'arbiter html --standings'): HTML its maker made safe (every
// text escaped, links to the records as #rK), and the style it needs.
type Section struct {
	HTML  template.HTML
	Style string
}

// Writer writes one page of records: Add lays out each record at once, so
// that what is held is what the page will hold (its text and its move
// list), not the records and their positions; Close writes the page.
type Writer struct {
	w     io.Writer
	data  pageData
	view  pageView
	runes pageRunes // of the page's text, for its fonts
}

// NewWriter starts a page to be written to w.
func NewWriter(w io.Writer) *Writer {
	return &Writer{w: w, data: pageData{Records: []recordData{}},
		view: pageView{Style: template.CSS(style), Script: template.JS(pageScript()), CSP: policy(),
			Blank: recordView{Title: "New game", Download: true}}}
}

// pageScript is the page's one script: Go's support for its WebAssembly,
// then the page's own (joined on first use).
var pageScript = sync.OnceValue(func() string { return wasmExec + "\n" + script })

// Add lays out one record in the page.
func (pw *Writer) Add(e Entry) error {
	rv, rd, err := buildRecord(len(pw.view.Records)+1, e)
	if err != nil {
		return err
	}
	pw.view.Records = append(pw.view.Records, rv)
	pw.data.Records = append(pw.data.Records, rd)
	pw.runes.add(rv)
	return nil
}

// AddSection adds a section above the records.
func (pw *Writer) AddSection(s Section) {
	pw.view.Sections = append(pw.view.Sections, s.HTML)
	pw.view.Style += template.CSS(s.Style)
	pw.runes.addSection(string(s.HTML))
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
	for _, f := range fonts {
		if f.Weight == "bold" {
			pw.data.Fonts.Bold = f.TTF
		} else {
			pw.data.Fonts.Regular = f.TTF
		}
	}
	// json.Marshal escapes <, > and &, so no </script> is inside (nor in
	// the fonts' block, written by json.Marshal too).
	js, err := json.Marshal(pw.data)
	if err != nil {
		return err
	}
	v.Fonts, v.Data = template.JS(fontJSON), template.JS(js)
	v.Wasm, v.WasmLength = template.HTML(wasmText()), len(wasmLZMA)
	v.Title = pageTitle(v.Records)
	return pageTemplate().Execute(pw.w, v)
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

// policy is the page's Content-Security-Policy: nothing may be fetched,
// only the page's own script may run, and it may compile WebAssembly; the
// script starts that WebAssembly again in a worker of its own (a blob:
// address it makes of its own text) for the referee's long searches. It
// is made once, like the script it hashes.
var policy = sync.OnceValue(func() string {
	sum := sha256.Sum256([]byte(pageScript()))
	return "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-" +
		base64.StdEncoding.EncodeToString(sum[:]) + "' 'wasm-unsafe-eval'; worker-src blob:"
})

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
