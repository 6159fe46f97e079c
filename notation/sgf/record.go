package sgf

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

// boardspaceGame is the value of GM that boardspace gives YINSH.
const boardspaceGame = "24"

// converter turns the nodes of one boardspace game into a record.
type converter struct {
	rec     *notation.Record
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
	// facts are the root's other properties as tags, in source order.
	facts   []notation.Tag
	turn    *turnBuilder
	pending []notation.Comment // comments before the first turn
}

// player is what the game says of P0 or P1.
type player struct {
	id    string
	facts []notation.Tag // tag names without the colour ("Time")
}

// convert turns one game into a record; number is its place in the file.
func convert(g *game, number int) (*notation.Record, error) {
	c := converter{rec: &notation.Record{Pos: g.pos, Number: number, Game: "YINSH"}}
	if len(g.nodes) == 0 {
		return nil, errorf(g.pos, "the game has no nodes: expected (; and the game's properties")
	}
	if err := c.root(g.nodes[0]); err != nil {
		return nil, err
	}
	for _, n := range g.nodes[1:] {
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
			err = c.setVariant(p, text)
		case "DT":
			c.date = splitDate(text)
		case "RE":
			c.result, c.rec.ResultPos = text, p.pos
		case "PC":
			c.site, c.hasSite = oneLine(text), true
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
		ws := words(v)
		var err error
		switch {
		case len(ws) == 0:
			err = errorf(v.pos, "%s holds nothing: expected an action number and an action, or a fact", p.name)
		case isNumber(ws[0].text) && len(ws) == 1:
			err = errorf(ws[0].pos, "action %s of %s has no command", ws[0].text, p.name)
		case isNumber(ws[0].text):
			err = c.action(idx, ws[1], ws[2:])
		default:
			c.fact(idx, ws[0].text, rest(ws, 1))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// fact keeps what a player property says of the player.
func (c *converter) fact(idx int, key, text string) {
	pl := &c.players[idx]
	if strings.EqualFold(key, "id") {
		pl.id = strings.Trim(text, `"`)
		return
	}
	pl.facts = append(pl.facts, notation.Tag{Name: tagWord(key), Value: oneLine(text)})
}

// action plays one action of player idx: Start sets the colours, the others
// belong to the player's turn, which starts when the player changes.
func (c *converter) action(idx int, cmd word, args []word) error {
	if strings.EqualFold(cmd.text, "start") {
		return c.start(idx, cmd, args)
	}
	name := fmt.Sprintf("P%d", idx)
	if c.turn == nil || c.turn.player != name {
		if err := c.endTurn(); err != nil {
			return err
		}
		c.turn = &turnBuilder{pos: cmd.pos, player: name, colour: c.colourOf(idx)}
	}
	return c.turn.apply(cmd, args)
}

// start reads "Start White": the player who starts plays that colour.
func (c *converter) start(idx int, cmd word, args []word) error {
	if c.turn != nil || len(c.rec.Moves.Turns) > 0 {
		return errorf(cmd.pos, "Start after the game has begun")
	}
	switch colour := rest(args, 0); strings.ToLower(colour) {
	case "white":
		c.white = idx
	case "black":
		c.white = 1 - idx
	default:
		return errorf(cmd.pos, "expected Start White or Start Black, not Start %s", colour)
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
	t, err := c.turn.finish()
	c.turn = nil
	if t != nil {
		t.Before, c.pending = c.pending, nil
		c.rec.Moves.Turns = append(c.rec.Moves.Turns, t)
	}
	return err
}

// setUsed reads TM, the player's thinking time in milliseconds, for the
// current turn.
func (c *converter) setUsed(p property) error {
	ms, err := strconv.ParseInt(strings.TrimSpace(joinValues(p)), 10, 64)
	if err != nil || ms < 0 {
		return errorf(p.pos, "TM[%s] is not a time in milliseconds", joinValues(p))
	}
	if c.turn != nil {
		d := time.Duration(ms) * time.Millisecond
		c.turn.used = fmt.Sprintf("%d:%02d:%02d.%03d", int(d.Hours()), int(d.Minutes())%60, int(d.Seconds())%60, ms%1000)
	}
	return nil
}

// comment adds a comment to the current turn, or keeps it for the first.
func (c *converter) comment(cm notation.Comment) {
	if c.turn != nil {
		c.turn.after = append(c.turn.after, cm)
		return
	}
	c.pending = append(c.pending, cm)
}

// tags lists the record's tags: the usual ones first, then every other fact
// of the source.
func (c *converter) tags() []notation.Tag {
	tags := []notation.Tag{{Name: "Game", Value: "YINSH"}}
	add := func(name, value string) {
		if value != "" {
			tags = append(tags, notation.Tag{Pos: c.rec.Pos, Name: name, Value: value})
		}
	}
	add("Variant", c.variant)
	if !c.hasSite {
		c.site = "boardspace.net"
	}
	add("Site", c.site)
	add("Date", c.date[0])
	add("Time", c.date[1])
	white, black := c.players[c.white], c.players[1-c.white]
	add("White", white.id)
	add("Black", black.id)
	add("Result", c.rec.Result)
	if !isResultToken(c.result) {
		add("ResultText", oneLine(c.result))
	}
	tags = append(tags, c.facts...)
	for _, pc := range []struct {
		colour string
		pl     player
	}{{"White", white}, {"Black", black}} {
		for _, f := range pc.pl.facts {
			add(pc.colour+f.Name, f.Value)
		}
	}
	return tags
}

// resultToken reads the winner from RE ("Game won by BestBot", in any
// language): the player whose id it names; "" when it names neither or
// both alike.
func (c *converter) resultToken() string {
	if isResultToken(c.result) {
		return strings.TrimSpace(c.result)
	}
	w, b := c.players[c.white].id, c.players[1-c.white].id
	hasW := w != "" && strings.Contains(c.result, w)
	hasB := b != "" && strings.Contains(c.result, b)
	switch {
	case hasW && (!hasB || len(w) > len(b)):
		return "1-0"
	case hasB && (!hasW || len(b) > len(w)):
		return "0-1"
	}
	return ""
}

// isResultToken tells whether RE is a result token itself ("1-0", "0-1",
// "1/2-1/2"), as Arbiter writes it when no result text is known.
func isResultToken(re string) bool {
	switch strings.TrimSpace(re) {
	case "1-0", "0-1", "1/2-1/2":
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
