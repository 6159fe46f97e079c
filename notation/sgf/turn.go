package sgf

import (
	"slices"
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
	// steps is what the actions did so far; confirmed is what they had
	// done at the last Done, which Reset and Undo go back to.
	steps, confirmed steps
	// used is the comment of the player's thinking time after the turn
	// (TM), if known.
	used  string
	after []notation.Comment
}

// steps is what a turn's actions did so far.
type steps struct {
	turn engine.Turn
	// marker is where a marker was put in a ring, until the ring drops;
	// markerPos is the place of that action.
	marker    engine.Point
	markerPos notation.Pos
	// row is a row removed, until its ring is removed; rowPos is the place
	// of that action.
	row    engine.Row
	rowPos notation.Pos
	// hand is what the live interface's pick took up ("wr", "w": a ring or
	// a marker of the player's pool), until it drops; handPos is the place
	// of the pick.
	hand    string
	handPos notation.Pos
}

// clone copies the steps, their removals apart from the original's.
func (s steps) clone() steps {
	s.turn.Opening, s.turn.Removals = slices.Clone(s.turn.Opening), slices.Clone(s.turn.Removals)
	return s
}

// apply adds one action: its command and the words after it.
func (t *turnBuilder) apply(cmd word, args []word) error {
	name := lower(cmd.text)
	if t.steps.turn.Resign && name != "done" {
		return errorf(cmd.pos, "%s after Resign: nothing follows a resignation", cmd.text)
	}
	switch name {
	case "place":
		return t.place(cmd, args)
	case "pick":
		return t.pick(cmd, args)
	case "drop":
		return t.drop(cmd, args)
	case "move":
		return t.move(cmd, args)
	case "remove":
		return t.remove(cmd, args)
	case "pass":
		return t.act(cmd, engine.Turn{Action: engine.ActionPass})
	case "resign":
		t.steps.turn.Resign = true
		return nil
	case "done":
		t.confirmed = t.steps.clone()
		return nil
	case "reset", "undo":
		t.steps = t.confirmed.clone()
		return nil
	}
	return errorf(cmd.pos, "unknown boardspace action %q (expected %s)", cmd.text, actionList)
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
	t.steps.hand = "" // place takes its piece itself
	return t.put(cmd, ring, p)
}

// put puts a piece of the player's pool on the board at p: a ring placed,
// or a marker in the ring there.
func (t *turnBuilder) put(cmd word, ring bool, p engine.Point) error {
	if ring {
		return t.act(cmd, engine.Turn{Action: engine.ActionPlace, To: p})
	}
	if t.steps.marker != 0 {
		return errorf(cmd.pos, "a second marker is put in a ring before the ring at %s drops", t.steps.marker)
	}
	t.steps.marker, t.steps.markerPos = p, cmd.pos
	return nil
}

// pick reads the live interface's "pick wr" and "pick w" (a ring or a
// marker taken from the player's pool, to drop on the board next) and
// "pick board G 9" (the ring just dropped or placed taken back up, to
// drop elsewhere).
func (t *turnBuilder) pick(cmd word, args []word) error {
	if len(args) == 3 && strings.EqualFold(args[0].text, "board") {
		p, err := point(args[1], args[2])
		if err != nil {
			return err
		}
		return t.pickUp(cmd, p)
	}
	ring, err := t.piece(cmd, args)
	switch {
	case err != nil:
		return err
	case len(args) != 1:
		return errorf(cmd.pos, "expected pick and a piece (pick wr, pick w) or pick board and a point, like pick board G 9")
	}
	t.steps.hand, t.steps.handPos = "w", cmd.pos
	if ring {
		t.steps.hand = "wr"
	}
	return nil
}

// pickUp takes back up the ring the turn just dropped (or placed) at p.
func (t *turnBuilder) pickUp(cmd word, p engine.Point) error {
	st := &t.steps
	switch {
	case st.turn.Action == engine.ActionMove && st.turn.To == p && len(st.turn.Removals) == 0:
		st.marker, st.markerPos = st.turn.From, cmd.pos
	case st.turn.Action == engine.ActionPlace && st.turn.To == p:
		st.hand, st.handPos = "wr", cmd.pos
	default:
		return errorf(cmd.pos, "pick board %s: no ring this turn dropped there to take back up", p)
	}
	st.turn.Action, st.turn.From, st.turn.To = engine.ActionNone, 0, 0
	return nil
}

// drop reads "drop board G 9": the ring holding the new marker moves
// there, or the piece picked from the pool goes there; "drop wr" and
// "drop w" put a piece picked from the pool back.
func (t *turnBuilder) drop(cmd word, args []word) error {
	if len(args) == 1 && t.steps.hand != "" {
		if _, err := t.piece(cmd, args); err != nil {
			return err
		}
		t.steps.hand = ""
		return nil
	}
	if len(args) != 3 || !strings.EqualFold(args[0].text, "board") {
		return errorf(cmd.pos, "expected drop board and a point, like drop board G 9")
	}
	to, err := point(args[1], args[2])
	if err != nil {
		return err
	}
	if hand := t.steps.hand; hand != "" {
		t.steps.hand = ""
		return t.put(cmd, hand == "wr", to)
	}
	if t.steps.marker == 0 {
		return errorf(cmd.pos, "a ring drops, but no marker was put in a ring first (place w and a point)")
	}
	from := t.steps.marker
	t.steps.marker = 0
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
	if t.steps.turn.Action != engine.ActionNone {
		return errorf(cmd.pos, "a second placement, move or pass in one turn")
	}
	t.steps.turn.Action, t.steps.turn.From, t.steps.turn.To = a.Action, a.From, a.To
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
	case t.steps.row == engine.Row{}:
		return errorf(cmd.pos, "a ring is removed, but no row was removed before it (remove %s and two points)", colourLetter(t.colour))
	}
	p, err := point(args[1], args[2])
	if err != nil {
		return err
	}
	rm := engine.Removal{Row: t.steps.row, Ring: p}
	if t.steps.turn.Action == engine.ActionNone {
		t.steps.turn.Opening = append(t.steps.turn.Opening, rm)
	} else {
		t.steps.turn.Removals = append(t.steps.turn.Removals, rm)
	}
	t.steps.row = engine.Row{}
	return nil
}

// removeRow reads the row of "remove w C 2 C 6".
func (t *turnBuilder) removeRow(cmd word, args []word) error {
	if len(args) != 5 {
		return errorf(cmd.pos, "expected remove %s and the row's two end points, like remove w C 2 C 6", args[0].text)
	}
	if t.steps.row != (engine.Row{}) {
		return errorf(cmd.pos, "a second row is removed before the ring of the row %s", t.steps.row)
	}
	a, err := point(args[1], args[2])
	if err != nil {
		return err
	}
	b, err := point(args[3], args[4])
	if err != nil {
		return err
	}
	t.steps.row, t.steps.rowPos = engine.Row{Start: min(a, b), End: max(a, b)}, cmd.pos
	return nil
}

// piece reads the piece word of place and remove ("wr", "br", "w", "b"),
// which must be of the player's colour. It reports whether it is a ring.
func (t *turnBuilder) piece(cmd word, args []word) (ring bool, err error) {
	if len(args) == 0 {
		return false, errorf(cmd.pos, "expected a piece after %s: w, b (markers, rows) or wr, br (rings)", cmd.text)
	}
	pc := lower(args[0].text)
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

// finish checks that nothing is left half done and returns the turn;
// made is false when the actions made no turn (Done alone).
func (t *turnBuilder) finish() (turn notation.Turn, made bool, err error) {
	switch {
	case t.steps.marker != 0:
		return turn, false, errorf(t.steps.markerPos, "the marker put in the ring at %s is never followed by the ring's drop", t.steps.marker)
	case t.steps.row != engine.Row{}:
		return turn, false, errorf(t.steps.rowPos, "the row %s is removed without a ring", t.steps.row)
	case t.steps.hand != "":
		return turn, false, errorf(t.steps.handPos, "the piece picked up here is never dropped")
	}
	text := t.steps.turn.String()
	if text == "" {
		return turn, false, nil
	}
	after := t.after
	if t.used != "" {
		after = append(after, notation.Comment{Pos: t.pos, Text: t.used})
	}
	return notation.Turn{Pos: t.pos, Move: text, After: after}, true, nil
}

// point reads a boardspace point, a column letter and a row number as two
// words ("G 11").
func point(col, row word) (engine.Point, error) {
	if p, ok := plainPoint(col.text, row.text); ok {
		return p, nil
	}
	p, err := engine.ParsePoint(strings.ToLower(col.text + row.text))
	if err != nil {
		return 0, errorf(col.pos, "%v", err)
	}
	return p, nil
}

// plainPoint reads a point on the board written plainly, one letter and
// a row of digits not starting with 0, without making a string; ok is
// false for anything else, which point reads (and words the error of).
func plainPoint(col, row string) (engine.Point, bool) {
	if len(col) != 1 || len(row) == 0 || len(row) > 2 || row[0] == '0' {
		return 0, false
	}
	n := 0
	for i := 0; i < len(row); i++ {
		if row[i] < '0' || row[i] > '9' {
			return 0, false
		}
		n = 10*n + int(row[i]-'0')
	}
	c := col[0] | 0x20 // lower case
	if c < 'a' || c > 'z' {
		return 0, false
	}
	return engine.PointAt(int(c-'a'), n)
}

func colourLetter(c engine.Colour) string { return c.String()[:1] }

func colourName(letter string) string {
	if letter == "w" {
		return "white"
	}
	return "black"
}

// actionKind says how the reader takes one of boardspace's actions.
type actionKind int

const (
	unknownAction actionKind = iota
	// turnAction belongs to the player's turn (place, move, Done, …).
	turnAction
	// startAction sets who plays White.
	startAction
	// noteAction is an offer or a request between the players, kept as a
	// comment: it changes nothing on the board.
	noteAction
	// editAction sets the board up by hand: the game goes on from a
	// position no turn made.
	editAction
)

// actionKinds are the actions boardspace's YINSH writes, in lower case:
// its own (place, pick, drop, move, remove) and those every boardspace
// game shares (Done, Start, Resign, Pass, the offers, the requests to
// undo, Edit, Swap, NullMove…). Swap and NullMove, which YINSH does not
// play, are not listed: they are errors as unknown actions are.
var actionKinds = map[string]actionKind{
	"place": turnAction, "pick": turnAction, "drop": turnAction, "move": turnAction, "remove": turnAction,
	"pass": turnAction, "resign": turnAction, "done": turnAction, "reset": turnAction, "undo": turnAction,
	"start":     startAction,
	"offerdraw": noteAction, "acceptdraw": noteAction, "declinedraw": noteAction, "winontime": noteAction,
	"pleaseundo": noteAction, "dontundo": noteAction, "allowundo": noteAction,
	"edit": editAction,
}

// actionList lists the actions the reader takes, for error messages.
const actionList = "place, pick, drop, move, remove, pass, Resign, Done, Reset, Undo, Start, the offers and requests (OfferDraw, AcceptDraw, DeclineDraw, WinOnTime, PleaseUndo, DontUndo, AllowUndo), Edit"
