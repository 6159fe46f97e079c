package sgf

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
)

// Writer writes YINSH records as boardspace.net SGF games, in the layout
// boardspace writes them: the game's facts in the root node, then one node
// an action ("place wr  G 2", "place w  G 11" and "drop board  G 9",
// "remove w C 2 C 6", "remove wr E 10", "pass", "Resign"), each turn's
// actions followed by "Done", the player's clock (a [%used h:mm:ss]
// comment command) as TM in milliseconds, and the players' final facts in
// a last node.
type Writer struct {
	w *bufio.Writer
}

// NewWriter writes games to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: bufio.NewWriter(w)} }

// Write writes one record. SGF holds only the legal turns of a YINSH
// game's main line, so a record with a turn the referee did not accept is
// refused (the error says which turn), and so is a record that could not
// be read, unless it was read from SGF: it is then written as it stood.
// What SGF cannot hold (variations, annotations) is left out and listed in
// a *notation.LostError returned after the game was written.
func (w *Writer) Write(e notation.Entry) error {
	if raw, ok := asWritten(e); ok {
		_, err := w.w.WriteString(raw + "\n")
		return err
	}
	moves, err := e.LegalGame("YINSH", "SGF")
	if err != nil {
		return err
	}
	rec := e.Record
	turns := make([]engine.Turn, len(moves))
	for i, m := range moves {
		turns[i] = m.(engine.Turn)
	}
	g := gameWriter{w: w.w, rec: rec, lost: notation.Lost{Format: "SGF"}}
	g.root()
	for i, t := range turns {
		g.turn(i, t)
	}
	g.end()
	return g.lost.Err(rec)
}

// Close flushes what is buffered.
func (w *Writer) Close() error { return w.w.Flush() }

// asWritten gives the text of a record to write as it stood in an SGF
// file, when that is asked or the record could not be read.
func asWritten(e notation.Entry) (string, bool) {
	return e.Raw, e.From == "sgf" && e.Raw != "" && (e.AsWritten || e.Record == nil)
}

// gameWriter writes one game.
type gameWriter struct {
	w      *bufio.Writer
	rec    *notation.Record
	action int // the number of the next action
	lost   notation.Lost
}

// root writes the opening node: GM, the record's tags in their order (an
// SGF_X tag as X, TimeControl as TC, GameName as GN, any other as
// TG[Name "value"]), the variant (SU), the date (DT), the result (RE), the
// site (PC), then the players and the Start action.
func (g *gameWriter) root() {
	g.w.WriteString(" (;\n")
	g.prop("GM", boardspaceGame)
	known := map[string]string{}
	for _, t := range g.rec.Tags {
		name := strings.ToLower(t.Name)
		switch {
		case ownTags[name] || playerFact(t.Name) != "":
			if _, dup := known[name]; !dup {
				known[name] = t.Value
				continue
			}
			g.prop("TG", t.Name+" "+strconv.Quote(t.Value))
		case name == "timecontrol":
			g.prop("TC", t.Value)
		case name == "gamename":
			g.prop("GN", t.Value)
		case strings.HasPrefix(t.Name, "SGF_") && isPropIdent(t.Name[4:]):
			g.prop(t.Name[4:], t.Value)
		default:
			g.prop("TG", t.Name+" "+strconv.Quote(t.Value))
		}
	}
	g.props(known)
	fmt.Fprintf(g.w, "P0[id %s]\nP1[id %s]\n", escape(`"`+known["white"]+`"`), escape(`"`+known["black"]+`"`))
	g.act(0, "Start White")
}

// ownTags are the tags written in properties of their own (or, for Game,
// implied by GM); a second tag of the same name is written as TG.
var ownTags = map[string]bool{"game": true, "variant": true, "date": true, "time": true, "result": true,
	"resulttext": true, "site": true, "white": true, "black": true}

// props writes SU, DT, RE and PC from the tags that give them.
func (g *gameWriter) props(known map[string]string) {
	su := "Yinsh"
	if strings.EqualFold(known["variant"], "blitz") {
		su = "Yinsh-Blitz"
	}
	g.prop("SU", su)
	if dt := boardspaceDate(known["date"], known["time"]); dt != "" {
		g.prop("DT", dt)
	}
	if text, ok := known["resulttext"]; ok {
		g.prop("RE", text)
	} else if r := known["result"]; r != "" && r != "*" {
		g.prop("RE", r)
	}
	// Without PC the reader takes boardspace.net for the site, so a
	// record that names no site says so with an empty PC.
	if site := known["site"]; site != "boardspace.net" {
		g.prop("PC", site)
	}
}

// prop writes one property on a line of its own.
func (g *gameWriter) prop(name, value string) {
	g.w.WriteString(name + "[" + escape(value) + "]\n")
}

// act writes one action node of player P0 or P1.
func (g *gameWriter) act(player int, text string) {
	fmt.Fprintf(g.w, "; P%d[%d %s]\n", player, g.action, text)
	g.action++
}

// turn writes the steps of the i-th turn, each its actions and Done; the
// last Done carries the player's clock and the comments that stand
// between this turn and the next.
func (g *gameWriter) turn(i int, et engine.Turn) {
	player := i % 2
	g.lost.Turn(g.rec.Moves.Turns[i])
	steps := turnSteps(et, []string{"w", "b"}[player])
	for j, step := range steps {
		for _, action := range step {
			g.act(player, action)
		}
		if j < len(steps)-1 {
			g.act(player, "Done ")
		}
	}
	g.done(player, g.commentsAfter(i))
}

// turnSteps lists a turn's steps as boardspace writes them, each a list of
// actions: a row removed, its ring removed, a ring placed, a marker put in
// a ring and the ring dropped, a pass, a resignation.
func turnSteps(et engine.Turn, colour string) [][]string {
	var steps [][]string
	removals := func(rs []engine.Removal) {
		for _, r := range rs {
			steps = append(steps,
				[]string{"remove " + colour + " " + boardspacePoint(r.Row.Start) + " " + boardspacePoint(r.Row.End)},
				[]string{"remove " + colour + "r " + boardspacePoint(r.Ring)})
		}
	}
	removals(et.Opening)
	switch et.Action {
	case engine.ActionPlace:
		steps = append(steps, []string{"place " + colour + "r  " + boardspacePoint(et.To)})
	case engine.ActionMove:
		steps = append(steps, []string{"place " + colour + "  " + boardspacePoint(et.From), "drop board  " + boardspacePoint(et.To)})
	case engine.ActionPass:
		steps = append(steps, []string{"pass"})
	}
	removals(et.Removals)
	if et.Resign {
		steps = append(steps, []string{"Resign"})
	}
	return steps
}

// commentsAfter lists the comments written between the i-th turn and the
// next: the turn's own, the next turn's leading ones (the first turn's
// leading ones too, and the line's trailing ones after the last).
func (g *gameWriter) commentsAfter(i int) []notation.Comment {
	turns := g.rec.Moves.Turns
	var cs []notation.Comment
	if i == 0 {
		cs = append(cs, turns[0].Before...)
	}
	cs = append(cs, turns[i].After...)
	if i+1 < len(turns) {
		return append(cs, turns[i+1].Before...)
	}
	return append(cs, g.rec.Moves.Trailing...)
}

// done ends a turn: Done with the clock ([%used] comments as TM), and the
// other comments as C.
func (g *gameWriter) done(player int, comments []notation.Comment) {
	fmt.Fprintf(g.w, "; P%d[%d Done ]", player, g.action)
	g.action++
	var texts []string
	for _, c := range comments {
		if ms, ok := usedMillis(c.Text); ok {
			fmt.Fprintf(g.w, "TM[%d]", ms)
			continue
		}
		texts = append(texts, c.Text)
	}
	for _, text := range texts {
		g.w.WriteString("C[" + escape(text) + "]")
	}
	g.w.WriteString("\n")
}

// end writes the last node with the players' facts (WhiteTime → P0[time
// …], each fact's first tag) and closes the game.
func (g *gameWriter) end() {
	g.w.WriteString(";\n")
	seen := map[string]bool{}
	for _, t := range g.rec.Tags {
		fact := playerFact(t.Name)
		if fact == "" || seen[strings.ToLower(t.Name)] {
			continue
		}
		seen[strings.ToLower(t.Name)] = true
		player := 0
		if strings.HasPrefix(t.Name, "Black") {
			player = 1
		}
		fmt.Fprintf(g.w, "P%d[%s %s ]\n", player, fact, escape(t.Value))
	}
	g.w.WriteString(")\n")
}

// playerFact is the boardspace word of a player's fact tag ("WhiteTime" →
// "time"), "" for other tags.
func playerFact(tag string) string {
	for _, colour := range []string{"White", "Black"} {
		if rest, ok := strings.CutPrefix(tag, colour); ok && rest != "" {
			r, size := utf8.DecodeRuneInString(rest)
			if unicode.IsUpper(r) {
				return string(unicode.ToLower(r)) + rest[size:]
			}
		}
	}
	return ""
}

// usedMillis reads a comment that is a clock alone, "[%used 0:01:43.195]",
// as milliseconds.
func usedMillis(text string) (int64, bool) {
	v, pre := strings.CutPrefix(strings.TrimSpace(text), "[%used ")
	v, post := strings.CutSuffix(v, "]")
	if !pre || !post {
		return 0, false
	}
	hms := strings.Split(strings.TrimSpace(v), ":")
	if len(hms) != 3 {
		return 0, false
	}
	h, herr := strconv.Atoi(hms[0])
	m, merr := strconv.Atoi(hms[1])
	s, serr := strconv.ParseFloat(hms[2], 64)
	if herr != nil || merr != nil || serr != nil || h < 0 || m < 0 || s < 0 {
		return 0, false
	}
	d := time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(s*1000+0.5)*time.Millisecond
	return d.Milliseconds(), true
}

// boardspaceDate writes a Date ("2026.03.13") and a Time ("19:56:26
// GMT+01:00") as boardspace's DT ("Fri Mar 13 19:56:26 GMT+01:00 2026"); a
// date in another form, or without a time, is written as it is.
func boardspaceDate(date, clock string) string {
	d, err := time.Parse("2006.01.02", date)
	if err != nil || clock == "" {
		return date
	}
	return d.Format("Mon Jan 02 ") + clock + d.Format(" 2006")
}

// boardspacePoint writes a point as boardspace does: "G 11".
func boardspacePoint(p engine.Point) string {
	s := strings.ToUpper(p.String())
	return s[:1] + " " + s[1:]
}

// escape escapes what ends or escapes an SGF value.
func escape(s string) string {
	if !strings.ContainsAny(s, `]\`) {
		return s
	}
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(s)
}

func isPropIdent(s string) bool {
	for _, r := range s {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return s != ""
}
