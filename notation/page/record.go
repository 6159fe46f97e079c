package page

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
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
	Moves        template.HTML
	// Bold is the text of the move list set in bold.
	Bold     string
	Problems []string
	// Error is why the record cannot be shown, when it cannot.
	Error string
}

// hiddenTags are shown elsewhere or are for programs.
var hiddenTags = map[string]bool{"game": true, "result": true, "position": true}

// buildRecord replays one entry, drawing its positions into the atlas.
func buildRecord(a *atlas, number int, e Entry) (recordView, recordData, error) {
	rv := recordView{Number: number}
	rd := recordData{Nodes: []node{}}
	if e.Err != nil {
		rv.Title, rv.Error = fmt.Sprintf("Record %d", number), e.Err.Error()
		return rv, rd, nil
	}
	var lay *paneLayout
	var class string
	draw := func(g notation.Game, s notation.Snapshot) ([]int, []int, error) {
		drawer := diagram.For(g)
		d := drawer.Draw(s, diagram.Options{})
		if lay == nil {
			l := layoutOf(d)
			lay, class = &l, d.Class
		}
		n, err := a.addPanes(lay.split(d))
		if err != nil {
			return nil, nil, err
		}
		f, err := a.addPanes(lay.split(drawer.Draw(s, diagram.Options{Flip: true})))
		return n, f, err
	}
	rv.fill(e)
	if e.Game == nil || e.Replay == nil || e.Replay.Start == nil {
		rv.Error = strings.Join(rv.Problems, "; ")
		return rv, rd, nil
	}
	r, err := replayRecord(e, draw)
	if err != nil {
		return rv, rd, err
	}
	rv.Class = class
	rv.setPanes(*lay)
	moves, bold := movesHTML(e, r)
	rv.Moves, rv.Bold = template.HTML(moves), bold // escaped by movesHTML
	return rv, recordData{Nodes: r.nodes, Last: r.last}, nil
}

// paneView is one pane of the score tracks.
type paneView struct {
	ViewBox, Class string
	// Track is the track's number, from 1; 0 for a filler.
	Track int
}

// setPanes sets the board's view and its panes' from the record's layout.
func (rv *recordView) setPanes(l paneLayout) {
	rv.ViewBox = l.panes[0].box.viewBox()
	rv.Share = fmt.Sprintf("%.4g%%", 100*l.share)
	for _, p := range l.panes[1:] {
		pv := paneView{ViewBox: p.box.viewBox(), Class: "pane " + rv.Class, Track: p.track + 1}
		if p.filler {
			pv.Class += " filler"
		}
		if !p.right {
			rv.Under = append(rv.Under, pv)
			continue
		}
		rv.Panes = append(rv.Panes, pv)
	}
}

// fill sets what the page says about the record around its board.
func (rv *recordView) fill(e Entry) {
	rec, g := e.Record, e.Game
	rv.Problems = e.Problems
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
