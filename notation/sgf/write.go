package sgf

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"slices"
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
func NewWriter(w io.Writer) *Writer { return &Writer{w: bufio.NewWriterSize(w, notation.WriteBuffer)} }

// Write writes one record. SGF holds only the legal turns of a YINSH
// game's main line, so a record with a turn the referee did not accept is
// refused (the error says which turn), and so is a record that could not
// be read, unless it was read from SGF and its text, written as it stood,
// is read back as that one game, nothing of the games after it run into
// it. What SGF cannot hold (variations, annotations, `%` lines) is left out
// and listed in a notation.LostNote.
func (w *Writer) Write(e notation.Entry) (notation.Written, error) { return w.Prepare(e)() }

// Prepare writes one record's game in memory, on any goroutine, for the
// writer to write it when what it gives is called (notation.Preparer).
func (w *Writer) Prepare(e notation.Entry) func() (notation.Written, error) {
	return notation.Ahead(e, format, notation.WritesTo(w.w))
}

// format appends one record's game to b (notation.Ahead).
func format(b []byte, e notation.Entry) ([]byte, notation.Written, error) {
	if raw, ok := e.RawIn("sgf"); ok && standsAlone(raw) {
		return append(append(b, strings.TrimSpace(raw)...), '\n'), notation.Written{}, nil
	}
	turns, err := e.LegalGame("YINSH", "SGF")
	if err != nil {
		return b, notation.Written{}, err
	}
	rec := e.Record
	g := gameWriter{w: bytes.NewBuffer(b), rec: rec, lost: notation.Lost{Format: "SGF"}}
	g.root()
	for i, t := range turns {
		g.turn(i, t.Move.(engine.Turn))
	}
	g.end()
	g.lost.Add("% line", len(rec.Escapes))
	return g.w.Bytes(), notation.Written{Lost: g.lost.Note(rec)}, nil
}

// Close flushes what is buffered.
func (w *Writer) Close() error { return w.w.Flush() }

// standsAlone tells whether the text of a game, written as it stood, is
// read back as that one game (or the one error), and the game written
// after it as a game of its own.
func standsAlone(raw string) bool {
	s := newScanner(raw+"\n(;)", notation.Pos{Line: 1, Column: 1})
	s.nextGame()
	s.skipSpace()
	return s.off == len(raw)+1
}

// gameWriter writes one game.
type gameWriter struct {
	w      *bytes.Buffer
	rec    *notation.Record
	action int // the number of the next action
	lost   notation.Lost
	// final are the players' facts written in the last node.
	final []notation.Tag
}

// root writes the opening node: GM, AP[Arbiter] and the record's tags in
// their order (layout), then the Start action with the comments that stand
// before the first turn.
func (g *gameWriter) root() {
	g.w.WriteString(" (;\n")
	g.prop("GM", boardspaceGame)
	g.prop("AP", application)
	l := layOut(g.rec)
	for _, p := range l.props {
		g.prop(p.name, p.value)
	}
	g.final = l.final
	fmt.Fprintf(g.w, "; P0[%d Start White]", g.action)
	g.action++
	g.comments(g.commentsBefore())
	g.w.WriteString("\n")
}

// commentsBefore lists the comments before the first turn (all of them
// when there is none), which SGF holds in the node before the first action.
func (g *gameWriter) commentsBefore() []notation.Comment {
	if turns := g.rec.Moves.Turns; len(turns) > 0 {
		return turns[0].Before
	}
	return g.rec.Moves.Trailing
}

// prop writes one property on a line of its own.
func (g *gameWriter) prop(name, value string) {
	g.w.WriteString(name + "[" + escape(value) + "]\n")
}

// act writes one action node of player P0 or P1.
func (g *gameWriter) act(player int, text string) {
	g.begin(player)
	g.w.WriteString(text)
	g.w.WriteString("]\n")
}

// begin starts an action node of player P0 or P1: "; P0[12 ".
func (g *gameWriter) begin(player int) {
	g.w.WriteString("; P")
	g.w.WriteByte('0' + byte(player))
	g.w.WriteByte('[')
	g.w.Write(strconv.AppendInt(g.w.AvailableBuffer(), int64(g.action), 10))
	g.w.WriteByte(' ')
	g.action++
}

// turn writes the steps of the i-th turn as boardspace writes them, each
// its actions, followed by Done: a row removed, its ring removed, a ring
// placed, a marker put in a ring and the ring dropped, a pass, a
// resignation. The last Done carries the player's clock and the comments
// that stand between this turn and the next.
func (g *gameWriter) turn(i int, et engine.Turn) {
	player := i % 2
	g.lost.Turn(g.rec.Moves.Turns[i])
	s := stepWriter{g: g, player: player, colour: "wb"[player : player+1]}
	s.removals(et.Opening)
	switch et.Action {
	case engine.ActionPlace:
		s.step()
		s.action("place ", "r  ", et.To)
	case engine.ActionMove:
		s.step()
		s.action("place ", "  ", et.From)
		g.begin(player)
		g.w.WriteString("drop board  ")
		writePoint(g.w, et.To)
		g.w.WriteString("]\n")
	case engine.ActionPass:
		s.step()
		g.act(player, "pass")
	}
	s.removals(et.Removals)
	if et.Resign {
		s.step()
		g.act(player, "Resign")
	}
	g.done(player, g.commentsAfter(i))
}

// stepWriter writes the steps of a turn, a Done between each two.
type stepWriter struct {
	g      *gameWriter
	player int
	colour string // "w" or "b"
	n      int    // the steps begun
}

// step begins a step.
func (s *stepWriter) step() {
	if s.n > 0 {
		s.g.act(s.player, "Done ")
	}
	s.n++
}

// action writes an action on a piece of the player's colour at points:
// "place wr  G 2", "remove br E 10", "remove w C 2 C 6".
func (s *stepWriter) action(verb, piece string, points ...engine.Point) {
	s.g.begin(s.player)
	s.g.w.WriteString(verb)
	s.g.w.WriteString(s.colour)
	s.g.w.WriteString(piece)
	for i, p := range points {
		if i > 0 {
			s.g.w.WriteByte(' ')
		}
		writePoint(s.g.w, p)
	}
	s.g.w.WriteString("]\n")
}

// removals writes each row removed and its ring, a step each.
func (s *stepWriter) removals(rs []engine.Removal) {
	for _, r := range rs {
		s.step()
		s.action("remove ", " ", r.Row.Start, r.Row.End)
		s.step()
		s.action("remove ", "r ", r.Ring)
	}
}

// commentsAfter lists the comments written between the i-th turn and the
// next: the turn's own, the next turn's leading ones (the line's trailing
// ones after the last). The two are one place once variations, which SGF
// cannot hold, are left out.
func (g *gameWriter) commentsAfter(i int) []notation.Comment {
	turns := g.rec.Moves.Turns
	cs := slices.Clone(turns[i].After)
	if i+1 < len(turns) {
		return append(cs, turns[i+1].Before...)
	}
	return append(cs, g.rec.Moves.Trailing...)
}

// done ends a turn: Done, the player's clock as TM when the last comment is
// the clock as the reader writes TM back ([%used 0:01:43.195]), and the
// other comments as C, in order.
func (g *gameWriter) done(player int, comments []notation.Comment) {
	g.begin(player)
	g.w.WriteString("Done ]")
	if n := len(comments); n > 0 {
		if ms, ok := usedMillis(comments[n-1].Text); ok && comments[n-1].Text == usedComment(ms) {
			fmt.Fprintf(g.w, "TM[%d]", ms)
			comments = comments[:n-1]
		}
	}
	g.comments(comments)
	g.w.WriteString("\n")
}

// comments writes comments as C properties of the node being written.
func (g *gameWriter) comments(cs []notation.Comment) {
	for _, c := range cs {
		g.w.WriteString("C[" + escape(c.Text) + "]")
	}
}

// end writes the last node with the players' facts at the end of the tags
// (WhiteTime → P0[time …]) and closes the game.
func (g *gameWriter) end() {
	g.w.WriteString(";\n")
	for _, t := range g.final {
		fmt.Fprintf(g.w, "%s[%s %s ]\n", playerProp(t.Name), factOf(t.Name), escape(t.Value))
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

// writePoint writes a point as boardspace does: "G 11".
func writePoint(w *bytes.Buffer, p engine.Point) {
	s := p.String()
	w.WriteByte(byte(unicode.ToUpper(rune(s[0]))))
	w.WriteByte(' ')
	w.WriteString(s[1:])
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
