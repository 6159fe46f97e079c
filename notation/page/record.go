package page

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page/view"
)

// recordView is one record's part of the page.
type recordView struct {
	Number int
	Game   string
	// Title names the players; Tags are the other tags worth showing.
	Title string
	Tags  []notation.Tag
	// Event and Result are shown in the list of records.
	Event, Result string
	// Ending says how the game ended, or that it did not on the board.
	Ending string
	// ViewBox and Class are the board's, from the game's drawings.
	ViewBox, Class string
	// Under and Panes are the views of the filler under the board and of
	// the column of score tracks beside it, if any, and Share the board's
	// part of the drawing's width, a percentage.
	Under, Panes []paneView
	Share        string
	// Text is the record's text, whose characters the page's fonts hold,
	// and Bold the part of it that its move list sets in bold.
	Text, Bold string
	Problems   []string
	// Error is why the record cannot be shown, when it cannot.
	Error string
	// Download is set when the page's WebAssembly can give the record as
	// text (it knows its game).
	Download bool
	// Board and Position are the board drawn here, as the script shows it
	// first (the first record's only: predraw), and its position string;
	// empty for a board the script draws.
	Board    template.HTML
	Position string
}

// hiddenTags are shown elsewhere or are for programs.
var hiddenTags = map[string]bool{"game": true, "result": true, "position": true}

// buildRecord lays out one entry: its part of the page, and what the
// script needs to replay it.
func buildRecord(number int, e Entry) (recordView, recordData, error) {
	rv := recordView{Number: number}
	if e.Err != nil {
		rv.Title, rv.Error = fmt.Sprintf("Record %d", number), e.Err.Error()
		return rv, recordData{}, nil
	}
	rv.fill(e)
	if e.Game == nil || e.Replay == nil || e.Replay.Start == nil {
		rv.Error = strings.Join(rv.Problems, "; ")
		return rv, recordData{}, nil
	}
	rd := recordData{Text: e.Text, Game: e.Game.Name(), Variant: e.Variant, Rules: e.Rules}
	start := notation.Snapshot{Position: e.Replay.Start, Players: notation.PlayerNames(e.Record, e.Game)}
	layout := view.StartLayout(start, e.Game)
	rv.Class, rv.Download = layout.Class, inWasm(rd.Game)
	rv.setPanes(layout)
	if !rv.Download {
		if err := rd.drawn(e, layout); err != nil {
			return rv, rd, err
		}
	}
	if number != 1 {
		return rv, rd, nil
	}
	return rv, rd, rv.predraw(e, layout)
}

// predraw draws the board of the moment the script shows first when the
// address names none (the last legal turn of the main line), as the
// script draws it (the WebAssembly, or the boards drawn here for a game it
// does not know: the same drawer, the same layout), so that the page shows
// it before its WebAssembly has started. The script draws it again, the
// same markup, once it has.
func (rv *recordView) predraw(e Entry, layout view.Layout) error {
	r := view.Replay(e.Record, e.Game, e.Replay, e.TurnName)
	panes, err := r.Draw(e.Game, layout, r.Last, false)
	if err != nil {
		return err
	}
	rv.Board, rv.Position = template.HTML(panes[0]), r.Nodes[r.Last].Position
	for i := range rv.Under {
		rv.Under[i].Drawn = template.HTML(panes[1+i])
	}
	for i := range rv.Panes {
		rv.Panes[i].Drawn = template.HTML(panes[1+len(rv.Under)+i])
	}
	return nil
}

// drawn gives the record its moments, move list and boards, drawn here as
// the WebAssembly would from its text.
func (rd *recordData) drawn(e Entry, layout view.Layout) error {
	r := view.Replay(e.Record, e.Game, e.Replay, e.TurnName)
	rd.Nodes, rd.Last, rd.Moves = r.Nodes, r.Last, view.MovesHTML(e.Record, e.Replay, r)
	for i := range rd.Nodes {
		var boards [2][]string
		for flip := range boards {
			var err error
			if boards[flip], err = r.Draw(e.Game, layout, i, flip == 1); err != nil {
				return err
			}
		}
		rd.Boards = append(rd.Boards, boards)
	}
	return nil
}

// paneView is one pane of the score tracks.
type paneView struct {
	ViewBox, Class string
	// Track is the track's number, from 1; 0 for a filler.
	Track int
	// Drawn is the pane drawn here (predraw), if it is.
	Drawn template.HTML
}

// setPanes sets the board's view and its panes' from the record's layout.
func (rv *recordView) setPanes(l view.Layout) {
	rv.ViewBox = l.Panes[0].ViewBox()
	rv.Share = fmt.Sprintf("%.4g%%", 100*l.Share)
	for _, p := range l.Panes[1:] {
		pv := paneView{ViewBox: p.ViewBox(), Class: "pane " + rv.Class, Track: p.Track + 1}
		if p.Filler {
			pv.Class += " filler"
		}
		if !p.Right {
			rv.Under = append(rv.Under, pv)
			continue
		}
		rv.Panes = append(rv.Panes, pv)
	}
}

// fill sets what the page says about the record around its board.
func (rv *recordView) fill(e Entry) {
	rec, g := e.Record, e.Game
	rv.Problems, rv.Text, rv.Bold = e.Problems, e.Text, view.BoldText(rec)
	if g == nil {
		return
	}
	rv.Game = g.Name()
	var names []string
	seen := map[string]bool{}
	for _, tag := range g.Notation().PlayerTags {
		seen[strings.ToLower(tag)] = true
		if name, ok := rec.Tag(tag); ok && name != "" {
			names = append(names, name)
		}
	}
	rv.Title = strings.Join(names, " – ")
	if rv.Title == "" {
		rv.Title = fmt.Sprintf("%s, record %d", rv.Game, rv.Number)
	}
	for _, t := range rec.Tags {
		if !seen[strings.ToLower(t.Name)] && !hiddenTags[strings.ToLower(t.Name)] {
			rv.Tags = append(rv.Tags, t)
		}
	}
	rv.Event, _ = rec.Tag("Event")
	rv.Result, rv.Ending = ending(e)
}

// ending gives the result token and how the game ended.
func ending(e Entry) (string, string) {
	declared := e.Record.Result
	if declared == "" {
		declared, _ = e.Record.Tag("Result")
	}
	o := e.Outcome
	switch {
	case e.Replay == nil || e.Replay.Start == nil:
		return declared, ""
	case o.Over:
		return e.Game.Notation().ResultToken(o), o.Reason
	case declared != "" && declared != "*":
		return declared, "not finished on the board (resignation, time or agreement)"
	}
	return "*", "the game goes on"
}
