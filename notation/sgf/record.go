package sgf

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

// boardspaceGame is the value of GM that boardspace gives YINSH.
const boardspaceGame = "24"

// converter turns the nodes of one boardspace game into a record.
type converter struct {
	rec     *notation.Record
	scratch *scratch.Scratch // where the turns are taken from
	variant string
	// white is the player (0 for P0, 1 for P1) who plays White: P0 unless
	// Start says otherwise.
	white   int
	players [2]player
	date    [2]string // Date and Time
	result  string    // RE, the result as boardspace wrote it
	// site is PC, the place of the game; boardspace.net when absent.
	site    string
	hasSite bool
	// at is where the properties that give the tags stand: SU, DT, PC.
	at struct{ variant, date, site notation.Pos }
	// ordered is set by AP[Arbiter]: the tags keep the order of the
	// properties that give them.
	ordered bool
	// facts are the root's other properties as tags, in source order.
	facts   []notation.Tag
	turn    *turnBuilder // the turn being read: builder, or nil
	builder turnBuilder
	pending []notation.Comment // comments before the first turn
	// words are the words of the value being read, their memory reused
	// from value to value.
	words []word
	// turns is room for the record's next turns (newTurn).
	turns []notation.Turn
	// factsHere is set in the nodes that hold the players' facts (P0[id
	// "name"], P0[time 0:01:43]): the first and the last; elsewhere a
	// player's value that is no action and no known fact is an unknown
	// action.
	factsHere bool
}

// player is what the game says of P0 or P1.
type player struct {
	id    string
	idAt  notation.Pos
	facts []notation.Tag // tag names without the colour ("Time")
}

// knownFacts are the facts boardspace writes of a player, read in any
// node: the player's id and clock.
var knownFacts = map[string]bool{"id": true, "time": true}

// robots are boardspace's robots, by their ids in lower case.
var robots = map[string]bool{"dumbot": true, "weakbot": true, "smartbot": true, "bestbot": true}

// programType is the PGN tag value (WhiteType, BlackType) of a player
// that is a program.
const programType = "program"

// robotType is "program" for one of boardspace's robots, whose type no
// fact of the player gives otherwise (P0[type …]); else "".
func (p player) robotType() string {
	if !robots[strings.ToLower(p.id)] || slices.ContainsFunc(p.facts, func(t notation.Tag) bool { return t.Name == "Type" }) {
		return ""
	}
	return programType
}

// convert turns one game into a record, its turns taken from s; number
// is its place in the file.
func convert(g *game, number int, s *scratch.Scratch) (*notation.Record, error) {
	c := converter{rec: &notation.Record{Pos: g.pos, Number: number, Game: "YINSH"}, factsHere: true, scratch: s}
	if len(g.nodes) == 0 {
		return nil, errorf(g.pos, "the game has no nodes: expected (; and the game's properties")
	}
	if err := c.root(g.nodes[0]); err != nil {
		return nil, err
	}
	for i, n := range g.nodes[1:] {
		c.factsHere = i == len(g.nodes)-2
		if err := c.node(n); err != nil {
			return nil, err
		}
	}
	if err := c.endTurn(); err != nil {
		return nil, err
	}
	c.rec.Moves.Trailing = c.pending
	c.rec.Result = c.resultToken()
	c.rec.Tags = c.tags()
	return c.rec, nil
}

// root reads the game's facts from its first node.
func (c *converter) root(n node) error {
	for _, p := range n.props {
		text := joinValues(p)
		var err error
		switch p.name {
		case "GM":
			if text != boardspaceGame {
				err = errorf(p.pos, "GM[%s] is not YINSH: boardspace writes GM[%s] for YINSH", text, boardspaceGame)
			}
		case "SU":
			c.at.variant = p.pos
			err = c.setVariant(p, text)
		case "DT":
			c.date, c.at.date = splitDate(text), p.pos
		case "RE":
			c.result, c.rec.ResultPos = text, p.pos
		case "PC":
			c.site, c.hasSite, c.at.site = oneLine(text), true, p.pos
		case "AP":
			c.application(p, text)
		case "TG":
			err = c.tag(p)
		case "P0", "P1":
			err = c.playerProperty(p)
		default:
			c.facts = append(c.facts, notation.Tag{Pos: p.pos, Name: rootTag(p.name), Value: oneLine(text)})
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// application reads AP: Arbiter's own games keep their tags in the order
// of their properties; another program's name is kept in a tag.
func (c *converter) application(p property, text string) {
	if name, _, _ := strings.Cut(text, ":"); name == application {
		c.ordered = true
		return
	}
	c.facts = append(c.facts, notation.Tag{Pos: p.pos, Name: rootTag(p.name), Value: oneLine(text)})
}

// setVariant reads SU: Yinsh or Yinsh-Blitz.
func (c *converter) setVariant(p property, text string) error {
	switch strings.ToLower(text) {
	case "yinsh":
		c.variant = ""
	case "yinsh-blitz":
		c.variant = "blitz"
	default:
		return errorf(p.pos, "SU[%s] is not a YINSH setup boardspace plays (Yinsh or Yinsh-Blitz)", text)
	}
	return nil
}

// tag reads TG[Name "value"], a tag SGF has no property for (Arbiter
// writes them so).
func (c *converter) tag(p property) error {
	for _, v := range p.values {
		name, quoted, _ := strings.Cut(v.text, " ")
		value, err := strconv.Unquote(quoted)
		if err != nil || !text.ValidTagName(name) {
			return errorf(v.pos, `TG[%s] is not a tag: expected TG[Name "value"]`, v.text)
		}
		c.facts = append(c.facts, notation.Tag{Pos: v.pos, Name: name, Value: oneLine(value)})
	}
	return nil
}

// rootTag names the tag that keeps a root property.
func rootTag(name string) string {
	switch name {
	case "GN":
		return "GameName"
	case "TC":
		return "TimeControl"
	}
	return "SGF_" + name
}

// node reads a node after the root: an action of P0 or P1, its time (TM),
// a comment (C), or facts of a player (P0[time 0:01:43]).
func (c *converter) node(n node) error {
	for _, p := range n.props {
		var err error
		switch p.name {
		case "P0", "P1":
			err = c.playerProperty(p)
		case "TM":
			err = c.setUsed(p)
		case "C":
			c.comment(notation.Comment{Pos: p.pos, Text: commentText(joinValues(p))})
		default:
			err = errorf(p.pos, "unexpected property %s in a move node (boardspace YINSH moves hold P0, P1, TM and C)", p.name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// playerProperty reads P0[...] or P1[...]: an action ("5 place wr F 2") or
// a fact ("id \"name\"", "time 0:01:43").
func (c *converter) playerProperty(p property) error {
	idx := int(p.name[1] - '0')
	for _, v := range p.values {
		ws := words(c.words, v)
		c.words = ws
		var err error
		switch {
		case len(ws) == 0:
			err = errorf(v.pos, "%s holds nothing: expected an action number and an action, or a fact", p.name)
		case isNumber(ws[0].text) && len(ws) == 1:
			err = errorf(ws[0].pos, "action %s of %s has no command", ws[0].text, p.name)
		case isNumber(ws[0].text):
			err = c.action(idx, ws[1], ws[2:])
		case actionKinds[lower(ws[0].text)] != unknownAction: // older files number no action
			err = c.action(idx, ws[0], ws[1:])
		case !c.factsHere && !knownFacts[lower(ws[0].text)]:
			err = errorf(ws[0].pos, "unknown boardspace action %q (expected %s; a player's facts, P0[time 0:01:43], stand in the first or the last node)", ws[0].text, actionList)
		default:
			c.fact(idx, v.pos, ws[0].text, rest(ws, 1))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// fact keeps what a player property (its value at pos) says of the
// player.
func (c *converter) fact(idx int, pos notation.Pos, key, text string) {
	pl := &c.players[idx]
	if strings.EqualFold(key, "id") {
		pl.id, pl.idAt = strings.Trim(text, `"`), pos
		return
	}
	pl.facts = append(pl.facts, notation.Tag{Pos: pos, Name: tagWord(key), Value: oneLine(text)})
}

// action plays one action of player idx: Start sets the colours, a note
// (OfferDraw, …) is kept as a comment, the others belong to the player's
// turn, which starts when the player changes.
func (c *converter) action(idx int, cmd word, args []word) error {
	switch actionKinds[lower(cmd.text)] {
	case startAction:
		return c.start(idx, cmd, args)
	case noteAction:
		c.comment(notation.Comment{Pos: cmd.pos, Text: oneLine(fmt.Sprintf("P%d %s %s", idx, cmd.text, rest(args, 0)))})
		return nil
	case editAction:
		return errorf(cmd.pos, "%s: from here the board was set up by hand (boardspace's edit mode), which a record of turns cannot hold", cmd.text)
	case turnAction:
	default:
		return errorf(cmd.pos, "unknown boardspace action %q (expected %s)", cmd.text, actionList)
	}
	name := [2]string{"P0", "P1"}[idx]
	if c.turn == nil || c.turn.player != name {
		if err := c.endTurn(); err != nil {
			return err
		}
		c.builder = turnBuilder{pos: cmd.pos, player: name, colour: c.colourOf(idx)}
		c.turn = &c.builder
	}
	return c.turn.apply(cmd, args)
}

// start reads "Start White": the player who starts plays that colour.
func (c *converter) start(idx int, cmd word, args []word) error {
	if c.turn != nil || len(c.rec.Moves.Turns) > 0 {
		return errorf(cmd.pos, "Start after the game has begun")
	}
	switch colour := rest(args, 0); lower(colour) {
	case "white":
		c.white = idx
	case "black":
		c.white = 1 - idx
	case "p0", "p1": // the player who moves first, White
		c.white = int(colour[1] - '0')
	default:
		return errorf(cmd.pos, "expected Start White or Start Black (or Start P0, Start P1), not Start %s", colour)
	}
	return nil
}

func (c *converter) colourOf(idx int) engine.Colour {
	if idx == c.white {
		return engine.White
	}
	return engine.Black
}

// endTurn adds the turn being built to the record.
func (c *converter) endTurn() error {
	if c.turn == nil {
		return nil
	}
	turn, made, err := c.turn.finish()
	c.turn = nil
	if made {
		t := c.newTurn()
		*t = turn
		t.Before, c.pending = c.pending, nil
		c.rec.Moves.Turns = append(c.rec.Moves.Turns, t)
	}
	return err
}

// newTurn gives room for the record's next turn, from a block of them
// (as large as the record's turns so far, eight at least): an allocation
// for many turns, not one a turn.
func (c *converter) newTurn() *notation.Turn {
	if len(c.turns) == 0 {
		c.turns = scratch.Take[notation.Turn](c.scratch, max(8, len(c.rec.Moves.Turns)))
	}
	t := &c.turns[0]
	c.turns = c.turns[1:]
	return t
}

// setUsed reads TM, the player's thinking time in milliseconds, for the
// current turn: the last TM of a turn's actions, its Done's, is the time
// the turn took (each is the player's clock so far). A TM before any
// action is kept as a comment before the first turn.
func (c *converter) setUsed(p property) error {
	ms, err := strconv.ParseInt(strings.TrimSpace(joinValues(p)), 10, 64)
	if err != nil || ms < 0 {
		return errorf(p.pos, "TM[%s] is not a time in milliseconds", joinValues(p))
	}
	if c.turn == nil { // a time before any action: kept before the first turn
		c.pending = append(c.pending, notation.Comment{Pos: p.pos, Text: usedComment(ms)})
		return nil
	}
	c.turn.used = usedComment(ms)
	return nil
}

// usedComment is the comment a turn's TM becomes: [%used 0:01:43.195].
func usedComment(ms int64) string {
	d := time.Duration(ms) * time.Millisecond
	return fmt.Sprintf("[%%used %d:%02d:%02d.%03d]", int(d.Hours()), int(d.Minutes())%60, int(d.Seconds())%60, ms%1000)
}

// comment adds a comment to the current turn, or keeps it for the first.
func (c *converter) comment(cm notation.Comment) {
	if c.turn != nil {
		c.turn.after = append(c.turn.after, cm)
		return
	}
	c.pending = append(c.pending, cm)
}

// tags lists the record's tags, each at the property that gives it: the
// usual ones first, then every other fact of the source; in a game Arbiter
// wrote (AP[Arbiter]), in the order of those properties.
func (c *converter) tags() []notation.Tag {
	tags := []notation.Tag{{Pos: c.rec.Pos, Name: "Game", Value: "YINSH"}}
	add := func(name, value string, at notation.Pos) {
		if value != "" {
			tags = append(tags, notation.Tag{Pos: at, Name: name, Value: value})
		}
	}
	add("Variant", c.variant, c.at.variant)
	if !c.hasSite {
		c.site, c.at.site = "boardspace.net", c.rec.Pos
	}
	add("Site", c.site, c.at.site)
	add("Date", c.date[0], c.at.date)
	add("Time", c.date[1], c.at.date)
	white, black := c.players[c.white], c.players[1-c.white]
	add("White", white.id, white.idAt)
	add("Black", black.id, black.idAt)
	typesAt := white.idAt // after both players' ids, where they stand in the tags
	if black.idAt.Offset > typesAt.Offset {
		typesAt = black.idAt
	}
	add("WhiteType", white.robotType(), typesAt)
	add("BlackType", black.robotType(), typesAt)
	add("Result", c.rec.Result, c.rec.ResultPos)
	if !isResultToken(c.result) {
		add("ResultText", oneLine(c.result), c.rec.ResultPos)
	}
	tags = append(tags, c.facts...)
	for _, pc := range []struct {
		colour string
		pl     player
	}{{"White", white}, {"Black", black}} {
		for _, f := range pc.pl.facts {
			add(pc.colour+f.Name, f.Value, f.Pos)
		}
	}
	if c.ordered {
		slices.SortStableFunc(tags, func(a, b notation.Tag) int { return a.Pos.Offset - b.Pos.Offset })
	}
	return tags
}

// resultToken reads the winner from RE ("Game won by BestBot", in any
// language): the player whose id it names; "" when it names neither or
// both alike.
func (c *converter) resultToken() string {
	return resultOf(c.result, c.players[c.white].id, c.players[1-c.white].id)
}

// resultOf is the result RE gives in a game between white and black: RE
// itself when it is a result token, else the player it names.
func resultOf(re, white, black string) string {
	if isResultToken(re) {
		return strings.TrimSpace(re)
	}
	hasW := white != "" && strings.Contains(re, white)
	hasB := black != "" && strings.Contains(re, black)
	switch {
	case hasW && (!hasB || len(white) > len(black)):
		return "1-0"
	case hasB && (!hasW || len(black) > len(white)):
		return "0-1"
	}
	return ""
}

// isResultToken tells whether RE is a result token itself ("1-0", "0-1",
// "1/2-1/2", "*"), as Arbiter writes it when no result text is known.
func isResultToken(re string) bool {
	switch strings.TrimSpace(re) {
	case "1-0", "0-1", "1/2-1/2", "*":
		return true
	}
	return false
}

// splitDate turns boardspace's DT ("Fri Mar 13 19:56:26 GMT+01:00 2026")
// into a Date ("2026.03.13") and a Time ("19:56:26 GMT+01:00"); a date in
// another form is kept whole as the Date.
func splitDate(dt string) [2]string {
	f := strings.Fields(dt)
	if len(f) < 5 {
		return [2]string{oneLine(dt), ""}
	}
	month, err := time.Parse("Jan", f[1])
	day, derr := strconv.Atoi(f[2])
	year, yerr := strconv.Atoi(f[len(f)-1])
	if err != nil || derr != nil || yerr != nil {
		return [2]string{oneLine(dt), ""}
	}
	return [2]string{fmt.Sprintf("%04d.%02d.%02d", year, month.Month(), day), strings.Join(f[3:len(f)-1], " ")}
}

func joinValues(p property) string {
	texts := make([]string, len(p.values))
	for i, v := range p.values {
		texts[i] = v.text
	}
	return strings.Join(texts, ", ")
}

// oneLine puts a text on one line, as tag values are.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// commentText makes a text fit in a {comment}.
func commentText(s string) string {
	return strings.ReplaceAll(s, "}", ")")
}

// tagWord makes a word fit in a tag name: letters, digits and _, with a
// capital first letter ("time" → "Time").
func tagWord(s string) string {
	r := []rune(strings.Map(func(r rune) rune {
		if r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return r
		}
		return '_'
	}, s))
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}
