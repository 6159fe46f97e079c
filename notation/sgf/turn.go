package sgf

import (
	"strings"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
)

// turnBuilder gathers the actions of one player's turn into an engine turn.
type turnBuilder struct {
	pos notation.Pos
	// player is "P0" or "P1", who plays colour.
	player string
	colour engine.Colour
	turn   engine.Turn
	// marker is where a marker was put in a ring, until the ring drops;
	// markerPos is the place of that action.
	marker    engine.Point
	markerPos notation.Pos
	// row is a row removed, until its ring is removed; rowPos is the place
	// of that action.
	row    engine.Row
	rowPos notation.Pos
	// used is the comment of the player's thinking time after the turn
	// (TM), if known.
	used  string
	after []notation.Comment
}

// apply adds one action: its command and the words after it.
func (t *turnBuilder) apply(cmd word, args []word) error {
	name := strings.ToLower(cmd.text)
	if t.turn.Resign && name != "done" {
		return errorf(cmd.pos, "%s after Resign: nothing follows a resignation", cmd.text)
	}
	switch name {
	case "place":
		return t.place(cmd, args)
	case "drop":
		return t.drop(cmd, args)
	case "move":
		return t.move(cmd, args)
	case "remove":
		return t.remove(cmd, args)
	case "pass":
		return t.act(cmd, engine.Turn{Action: engine.ActionPass})
	case "resign":
		t.turn.Resign = true
		return nil
	case "done":
		return nil
	}
	return errorf(cmd.pos, "unknown boardspace action %q (expected place, drop, move, remove, pass, Resign, Done or Start)", cmd.text)
}

// place reads "place wr F 2" (a ring placed) or "place w G 11" (a marker
// put in the ring at g11, which then drops elsewhere).
func (t *turnBuilder) place(cmd word, args []word) error {
	ring, err := t.piece(cmd, args)
	if err != nil {
		return err
	}
	if len(args) != 3 {
		return errorf(cmd.pos, "expected place, a piece and a point, like place wr F 2")
	}
	p, err := point(args[1], args[2])
	if err != nil {
		return err
	}
	if ring {
		return t.act(cmd, engine.Turn{Action: engine.ActionPlace, To: p})
	}
	if t.marker != 0 {
		return errorf(cmd.pos, "a second marker is put in a ring before the ring at %s drops", t.marker)
	}
	t.marker, t.markerPos = p, cmd.pos
	return nil
}

// drop reads "drop board G 9": the ring holding the new marker moves there.
func (t *turnBuilder) drop(cmd word, args []word) error {
	if len(args) != 3 || !strings.EqualFold(args[0].text, "board") {
		return errorf(cmd.pos, "expected drop board and a point, like drop board G 9")
	}
	if t.marker == 0 {
		return errorf(cmd.pos, "a ring drops, but no marker was put in a ring first (place w and a point)")
	}
	to, err := point(args[1], args[2])
	if err != nil {
		return err
	}
	from := t.marker
	t.marker = 0
	return t.act(cmd, engine.Turn{Action: engine.ActionMove, From: from, To: to})
}

// move reads "move C 6 C 1": a ring moved in one action.
func (t *turnBuilder) move(cmd word, args []word) error {
	if len(args) != 4 {
		return errorf(cmd.pos, "expected move and two points, like move C 6 C 1")
	}
	from, err := point(args[0], args[1])
	if err != nil {
		return err
	}
	to, err := point(args[2], args[3])
	if err != nil {
		return err
	}
	return t.act(cmd, engine.Turn{Action: engine.ActionMove, From: from, To: to})
}

// act sets the turn's placement, move or pass; a turn has one.
func (t *turnBuilder) act(cmd word, a engine.Turn) error {
	if t.turn.Action != engine.ActionNone {
		return errorf(cmd.pos, "a second placement, move or pass in one turn")
	}
	t.turn.Action, t.turn.From, t.turn.To = a.Action, a.From, a.To
	return nil
}

// remove reads "remove w C 2 C 6" (a row, by its ends in any order) and
// "remove wr E 10" (the ring removed with it).
func (t *turnBuilder) remove(cmd word, args []word) error {
	ring, err := t.piece(cmd, args)
	switch {
	case err != nil:
		return err
	case !ring:
		return t.removeRow(cmd, args)
	case len(args) != 3:
		return errorf(cmd.pos, "expected remove, a ring and a point, like remove wr E 10")
	case t.row == engine.Row{}:
		return errorf(cmd.pos, "a ring is removed, but no row was removed before it (remove %s and two points)", colourLetter(t.colour))
	}
	p, err := point(args[1], args[2])
	if err != nil {
		return err
	}
	rm := engine.Removal{Row: t.row, Ring: p}
	if t.turn.Action == engine.ActionNone {
		t.turn.Opening = append(t.turn.Opening, rm)
	} else {
		t.turn.Removals = append(t.turn.Removals, rm)
	}
	t.row = engine.Row{}
	return nil
}

// removeRow reads the row of "remove w C 2 C 6".
func (t *turnBuilder) removeRow(cmd word, args []word) error {
	if len(args) != 5 {
		return errorf(cmd.pos, "expected remove %s and the row's two end points, like remove w C 2 C 6", args[0].text)
	}
	if t.row != (engine.Row{}) {
		return errorf(cmd.pos, "a second row is removed before the ring of the row %s", t.row)
	}
	a, err := point(args[1], args[2])
	if err != nil {
		return err
	}
	b, err := point(args[3], args[4])
	if err != nil {
		return err
	}
	t.row, t.rowPos = engine.Row{Start: min(a, b), End: max(a, b)}, cmd.pos
	return nil
}

// piece reads the piece word of place and remove ("wr", "br", "w", "b"),
// which must be of the player's colour. It reports whether it is a ring.
func (t *turnBuilder) piece(cmd word, args []word) (ring bool, err error) {
	if len(args) == 0 {
		return false, errorf(cmd.pos, "expected a piece after %s: w, b (markers, rows) or wr, br (rings)", cmd.text)
	}
	pc := strings.ToLower(args[0].text)
	ring = strings.HasSuffix(pc, "r")
	colour := strings.TrimSuffix(pc, "r")
	switch {
	case colour != "w" && colour != "b":
		return false, errorf(args[0].pos, "unknown piece %q (w, b, wr or br)", args[0].text)
	case colour != colourLetter(t.colour):
		return false, errorf(args[0].pos, "%s plays %s and cannot %s %s pieces", t.player, t.colour, strings.ToLower(cmd.text), colourName(colour))
	}
	return ring, nil
}

// finish checks that nothing is left half done and returns the turn, or
// nil when the actions made no turn (Done alone).
func (t *turnBuilder) finish() (*notation.Turn, error) {
	switch {
	case t.marker != 0:
		return nil, errorf(t.markerPos, "the marker put in the ring at %s is never followed by the ring's drop", t.marker)
	case t.row != engine.Row{}:
		return nil, errorf(t.rowPos, "the row %s is removed without a ring", t.row)
	}
	text := t.turn.String()
	if text == "" {
		return nil, nil
	}
	after := t.after
	if t.used != "" {
		after = append(after, notation.Comment{Pos: t.pos, Text: t.used})
	}
	return &notation.Turn{Pos: t.pos, Move: text, After: after}, nil
}

// point reads a boardspace point, a column letter and a row number as two
// words ("G 11").
func point(col, row word) (engine.Point, error) {
	p, err := engine.ParsePoint(strings.ToLower(col.text + row.text))
	if err != nil {
		return 0, errorf(col.pos, "%v", err)
	}
	return p, nil
}

func colourLetter(c engine.Colour) string { return c.String()[:1] }

func colourName(letter string) string {
	if letter == "w" {
		return "white"
	}
	return "black"
}
