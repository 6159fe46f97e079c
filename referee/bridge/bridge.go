// Package bridge is what the shareable page (notation/page) asks of
// Arbiter's own code, compiled to WebAssembly (cmd/pagewasm): the page
// holds the records' text, and the referee, the notation and the drawers
// in the browser replay them and draw their boards (notation/page/view). Every call takes a name and its arguments as JSON
// and answers JSON, so that the page's script and Go meet in one function
// (Session.Call); the same calls run natively, in the tests and where
// `arbiter html` writes the page.
//
// The calls, their arguments and their answers (docs/html.md):
//
//	load  {"text", "name", "game", "variant", "rules"}
//	      → {"records": [{"id", "game", "nodes", "last", "moves", "panes",
//	         "class", "share", "diagnostics", "error"}]}
//	draw  {"record", "node", "flip"} → {"panes": ["<svg markup>", ...]}
//	text  {"records": [id, ...], "edited": {id: "text", ...}} → {"text"}
//	fonts {"regular", "bold"} → {}
//	board.draw {"session", "flip"} → {"panes": ["<svg markup>", ...],
//	           "spots": [{"at": "e5", "x": 120.5, "y": 88}, ...]}
//	key   {"game", "position"} → {"key"}  (key.go: the opening explorer's)
//
// and the calls of the analysis boards (notation/page/board's Calls:
// board.load, board.click, board.text ...), which a session answers
// beside its own.
//
// A call that fails answers {"error": "..."}.
package bridge

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/page/board"
	"github.com/arbiter-games/arbiter/notation/page/view"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// Session holds the records loaded so far, which later calls name by
// their id. The zero Session is ready; it is not safe for concurrent use.
type Session struct {
	records []*Loaded
	// boards are the analysis boards open, with their calls.
	boards     *board.Sessions
	boardCalls map[string]board.Call
}

// Loaded is one record read and refereed.
type Loaded struct {
	Report *referee.Report
	// Replayed is nil when the record could not be set up.
	Replayed *view.Replayed
	// Layout is how its boards are cut into panes.
	Layout view.Layout
	// Err is why the record could not be read, if it could not; unread
	// is then the record as written, as convert keeps it.
	Err    error
	unread notation.Entry
}

// calls are the calls a session answers, by name.
var calls = map[string]func(*Session, []byte) (any, error){
	"load":       (*Session).load,
	"draw":       (*Session).draw,
	"text":       (*Session).text,
	"fonts":      (*Session).fonts,
	"board.draw": (*Session).drawBoard,
}

// analysis gives the calls of the session's analysis boards, opening
// their sessions at the first call.
func (s *Session) analysis() map[string]board.Call {
	if s.boards == nil {
		s.boards = board.NewSessions(referee.Boards{})
		s.boardCalls = s.boards.Calls()
	}
	return s.boardCalls
}

// BoardDrawArgs name an analysis board to draw, turned around or not.
type BoardDrawArgs struct {
	Session int  `json:"session"`
	Flip    bool `json:"flip"`
}

// Spot is where a place the next gesture can touch is drawn, in the
// drawing's user units (the board pane's viewBox): the page puts a
// clickable spot there.
type Spot struct {
	At string  `json:"at"`
	X  float64 `json:"x"`
	Y  float64 `json:"y"`
}

// BoardDrawAnswer is the answer of board.draw: the panes drawn, and the
// spots of the places among the targets (none where the game's drawer
// cannot say where its places are).
type BoardDrawAnswer struct {
	Panes []string `json:"panes"`
	Spots []Spot   `json:"spots"`
}

// drawBoard draws the position an analysis board shows, with the spots
// of its targets.
func (s *Session) drawBoard(args []byte) (any, error) {
	var a BoardDrawArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	s.analysis()
	b, ok := s.boards.Board(a.Session)
	if !ok {
		return nil, fmt.Errorf("no board %d open", a.Session)
	}
	snap := b.Snapshot()
	o := b.Numbers()
	o.Flip = a.Flip
	panes, err := view.DrawSnapshot(b.Game(), view.StartLayout(snap, b.Game()), snap, o)
	return BoardDrawAnswer{panes, spots(b, snap, a.Flip)}, err
}

// spots locates the places among a board's targets.
func spots(b *board.Board, snap notation.Snapshot, flip bool) []Spot {
	out := []Spot{}
	loc, ok := diagram.For(b.Game()).(diagram.Locator)
	if !ok {
		return out
	}
	for _, g := range b.Targets() {
		if g.Kind != notation.GestureAt {
			continue
		}
		if p, ok := loc.Locate(snap, g.Text, diagram.Options{Flip: flip}); ok {
			out = append(out, Spot{g.Text, p.X, p.Y})
		}
	}
	return out
}

// Call answers one call, an error as {"error": "..."}.
func (s *Session) Call(name string, args []byte) []byte {
	var answer any
	err := fmt.Errorf("no call named %q", name)
	if call, ok := calls[name]; ok {
		answer, err = call(s, args)
	} else if call, ok := s.analysis()[name]; ok {
		answer, err = call(args)
	}
	if err == nil {
		var out []byte
		if out, err = json.Marshal(answer); err == nil {
			return out
		}
	}
	out, _ := json.Marshal(struct {
		Error string `json:"error"`
	}{err.Error()}) // a string always marshals
	return out
}

// LoadArgs are the arguments of load: the text of one or more records,
// the name of their file for the diagnostics, and the referee's options
// (empty: what the records say).
type LoadArgs struct {
	Text    string `json:"text"`
	Name    string `json:"name"`
	Game    string `json:"game"`
	Variant string `json:"variant"`
	Rules   string `json:"rules"`
}

// RecordAnswer is what load says of one record.
type RecordAnswer struct {
	ID    int         `json:"id"`
	Game  string      `json:"game,omitempty"`
	Nodes []view.Node `json:"nodes"`
	// Last is the node shown first: the last legal turn of the main line.
	Last int `json:"last"`
	// Moves is the move list, HTML whose every text from the record is
	// escaped: each turn shown a data-turn and data-node (its node).
	Moves string       `json:"moves,omitempty"`
	Panes []PaneAnswer `json:"panes,omitempty"`
	Class string       `json:"class,omitempty"`
	// Share is the board's part of the drawing's width, from 0 to 1.
	Share       float64  `json:"share,omitempty"`
	Diagnostics []string `json:"diagnostics,omitempty"`
	Error       string   `json:"error,omitempty"`
}

// PaneAnswer is one pane of a record's view, as load gives it.
type PaneAnswer struct {
	ViewBox string `json:"viewBox"`
	Track   int    `json:"track"`
	Filler  bool   `json:"filler,omitempty"`
	Right   bool   `json:"right,omitempty"`
}

func (s *Session) load(args []byte) (any, error) {
	var a LoadArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	loaded, err := Load(a)
	if err != nil {
		return nil, err
	}
	answers := []RecordAnswer{}
	for _, l := range loaded {
		answers = append(answers, l.Answer(len(s.records)))
		s.records = append(s.records, l)
	}
	return struct {
		Records []RecordAnswer `json:"records"`
	}{answers}, nil
}

// Load reads and referees every record of a text, each record's boards
// laid out from the drawing of its start.
func Load(a LoadArgs) ([]*Loaded, error) {
	r := text.NewReader(strings.NewReader(a.Text), a.Name)
	opts := referee.Options{Game: a.Game, Variant: a.Variant, Rules: a.Rules, Positions: true}
	var out []*Loaded
	for {
		u, err := r.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		l, err := load(u, opts)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
}

// load referees one record read.
func load(u notation.Unparsed, opts referee.Options) (*Loaded, error) {
	rec, err := u.Parse()
	if err != nil {
		return &Loaded{Err: err, unread: unreadEntry(u, err)}, nil
	}
	l := &Loaded{Report: referee.Check(rec, opts)}
	rep := l.Report
	if rep.Game == nil || rep.Start == nil {
		return l, nil
	}
	l.Replayed = view.Replay(rec, rep.Game, &rep.Replay, rep.TurnName)
	l.Layout = view.StartLayout(l.Replayed.Views[0], rep.Game)
	return l, nil
}

// unreadEntry is what convert writes of a record that could not be read:
// its text as written.
func unreadEntry(u notation.Unparsed, err error) notation.Entry {
	var nerr *notation.Error
	if !errors.As(err, &nerr) {
		nerr = &notation.Error{Pos: u.Start(), Msg: err.Error()}
	}
	return notation.Entry{Raw: u.Text(), Err: nerr, From: "text"}
}

// Answer is what load says of the record, numbered id.
func (l *Loaded) Answer(id int) RecordAnswer {
	a := RecordAnswer{ID: id, Nodes: []view.Node{}}
	if l.Err != nil {
		a.Error = l.Err.Error()
		return a
	}
	rep := l.Report
	for _, d := range rep.Diagnostics {
		a.Diagnostics = append(a.Diagnostics, d.String())
	}
	if rep.Game != nil {
		a.Game = rep.Game.Name()
	}
	if l.Replayed == nil {
		return a
	}
	a.Nodes, a.Last = l.Replayed.Nodes, l.Replayed.Last
	a.Moves = view.MovesHTML(rep.Record, &rep.Replay, l.Replayed)
	a.Class, a.Share = l.Layout.Class, l.Layout.Share
	for _, p := range l.Layout.Panes {
		a.Panes = append(a.Panes, PaneAnswer{ViewBox: p.ViewBox(), Track: p.Track, Filler: p.Filler, Right: p.Right})
	}
	return a
}

// record is the loaded record a call names, with its replay.
func (s *Session) record(id int) (*Loaded, error) {
	if id < 0 || id >= len(s.records) {
		return nil, fmt.Errorf("no record %d loaded", id)
	}
	return s.records[id], nil
}

// DrawArgs are the arguments of draw: a node of a loaded record, the
// board turned around or not.
type DrawArgs struct {
	Record int  `json:"record"`
	Node   int  `json:"node"`
	Flip   bool `json:"flip"`
}

func (s *Session) draw(args []byte) (any, error) {
	var a DrawArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	l, err := s.record(a.Record)
	if err != nil {
		return nil, err
	}
	panes, err := l.Draw(a.Node, a.Flip)
	return struct {
		Panes []string `json:"panes"`
	}{panes}, err
}

// Draw draws a node of the record, one SVG fragment (the markup inside
// the <svg> element) for each of its panes.
func (l *Loaded) Draw(node int, flip bool) ([]string, error) {
	if l.Replayed == nil {
		return nil, fmt.Errorf("no node %d to draw", node)
	}
	return l.Replayed.Draw(l.Report.Game, l.Layout, node, flip)
}

// TextArgs name loaded records, and the text of those edited since
// (on an analysis board).
type TextArgs struct {
	Records []int          `json:"records"`
	Edited  map[int]string `json:"edited,omitempty"`
}

func (s *Session) text(args []byte) (any, error) {
	var a TextArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	var entries []notation.Entry
	for _, id := range a.Records {
		l, err := s.record(id)
		if err != nil {
			return nil, err
		}
		if l.Err != nil { // kept as written, as convert keeps it
			entries = append(entries, l.unread)
			continue
		}
		rep := l.Report
		if edited, ok := a.Edited[id]; ok {
			if rep, err = reread(edited, rep); err != nil {
				return nil, err
			}
		}
		entries = append(entries, rep.Entry(referee.KeepNumbering))
	}
	t, err := writeText(entries)
	return struct {
		Text string `json:"text"`
	}{t}, err
}

// reread referees the text of a record edited, of the game of its
// report as loaded, as convert would read it from a file.
func reread(edited string, was *referee.Report) (*referee.Report, error) {
	u, err := text.NewReader(strings.NewReader(edited), "").Next()
	if err != nil {
		return nil, err
	}
	rec, err := u.Parse()
	if err != nil {
		return nil, err
	}
	var opts referee.Options
	if was.Game != nil {
		opts.Game = was.Game.Name()
	}
	return referee.Check(rec, opts), nil
}

// Canonical is refereed records in canonical text: the bytes `arbiter
// convert` writes for them.
func Canonical(reps ...*referee.Report) (string, error) {
	entries := make([]notation.Entry, len(reps))
	for i, rep := range reps {
		entries[i] = rep.Entry(referee.KeepNumbering)
	}
	return writeText(entries)
}

// writeText writes entries with convert's text writer.
func writeText(entries []notation.Entry) (string, error) {
	var b strings.Builder
	w := text.NewWriter(&b)
	for _, e := range entries {
		if _, err := w.Write(e); err != nil {
			return "", err
		}
	}
	err := w.Close()
	return b.String(), err
}

// FontArgs are the arguments of fonts: the Hangul fonts the boards are
// drawn with, TrueType files (base64 in JSON), cut to the page's
// characters.
type FontArgs struct {
	Regular []byte `json:"regular"`
	Bold    []byte `json:"bold"`
}

func (s *Session) fonts(args []byte) (any, error) {
	var a FontArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	return struct{}{}, diagram.UseHangulFonts(a.Regular, a.Bold)
}
