package page

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/referee"
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
	rec := e.Record
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
	r, err := replayRecord(rec, e.Options, draw)
	if err != nil {
		return rv, rd, err
	}
	rv.fill(rec, r)
	rv.ViewBox, rv.Class = viewBox, class
	if r.rep.Start == nil {
		rv.Error = rv.Problems[0]
		return rv, rd, nil
	}
	rv.Moves = template.HTML(movesHTML(rec, r)) // escaped by movesHTML
	return rv, recordData{Nodes: r.nodes, Last: r.last}, nil
}

// fill sets what the page says about the record around its board.
func (rv *recordView) fill(rec *notation.Record, r *replay) {
	g := r.rep.Game
	if g != nil {
		rv.Game = g.Name()
	}
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
	rv.Result, rv.Ending = ending(rec, r.rep)
	for _, d := range r.rep.Diagnostics {
		rv.Problems = append(rv.Problems, d.Pos.String()+": "+d.Message())
	}
}

// ending gives the result token and how the game ended.
func ending(rec *notation.Record, rep *referee.Report) (string, string) {
	declared := rec.Result
	if declared == "" {
		declared, _ = rec.Tag("Result")
	}
	o := rep.Outcome
	switch {
	case rep.Start == nil:
		return declared, ""
	case o.Over:
		return rep.Game.Notation().ResultToken(o), o.Reason
	case declared != "" && declared != "*":
		return declared, "not finished on the board (resignation, time or agreement)"
	}
	return "*", "the game goes on"
}
