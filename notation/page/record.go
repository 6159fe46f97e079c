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
	Moves          template.HTML
	Problems       []string
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
	var viewBox, class string
	draw := func(g notation.Game, v diagram.View) (int, int, error) {
		drawer, err := diagram.DrawerOf(g)
		if err != nil {
			return 0, 0, err
		}
		d := drawer.Draw(v)
		viewBox, class = fmt.Sprintf("0 0 %g %g", d.Width, d.Height), d.Class
		n, err := a.add(d)
		if err != nil {
			return 0, 0, err
		}
		v.Flip = true
		f, err := a.add(drawer.Draw(v))
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
	rv.ViewBox, rv.Class = viewBox, class
	rv.Moves = template.HTML(movesHTML(e, r)) // escaped by movesHTML
	return rv, recordData{Nodes: r.nodes, Last: r.last}, nil
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
