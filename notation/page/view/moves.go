package view

import (
	"html"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
)

// movesWriter writes a record's move list as HTML, lichess style: the main
// line flows, its comments and variations break it as indented blocks;
// inside a variation everything flows, deeper variations in brackets.
// Everything that comes from the record is escaped.
type movesWriter struct {
	b strings.Builder
	r *Replayed
}

// MovesHTML writes the move list of a replayed record as HTML, lichess
// style: every text of the record escaped, each turn shown with its
// data-turn and data-node (its moment, of r).
func MovesHTML(rec *notation.Record, rep *notation.Replay, r *Replayed) string {
	m := &movesWriter{r: r}
	m.line(rec.Moves, rep.Main, "", true)
	return m.b.String()
}

// line writes a line and its replay; path names the variation it is in
// ("" on the main line): a turn's data-turn is the path and its number,
// and its variations' paths are that name, the variation's number and a
// dot ("15.1.").
func (m *movesWriter) line(l notation.Line, rl notation.ReplayLine, path string, main bool) {
	for i, t := range l.Turns {
		rt := &rl.Turns[i]
		label := path + strconv.Itoa(rt.Number)
		m.comments(t.Before, main)
		m.turn(t, label, rt.Number)
		m.comments(t.After, main)
		for k, v := range t.Variations {
			m.variation(v, rt.Variations[k], label+"."+strconv.Itoa(k+1)+".", main)
		}
	}
	m.comments(l.Trailing, main)
}

func (m *movesWriter) variation(v notation.Line, rv notation.ReplayLine, path string, main bool) {
	if len(v.Turns) == 0 && len(v.Trailing) == 0 {
		return
	}
	if main {
		m.b.WriteString(`<div class="variation">`)
		m.line(v, rv, path, false)
		m.b.WriteString("</div>\n")
		return
	}
	m.b.WriteString(`<span class="variation">(`)
	m.line(v, rv, path, false)
	m.b.WriteString(")</span> ")
}

func (m *movesWriter) turn(t *notation.Turn, label string, number int) {
	id, reached := m.r.Of[t]
	class := "turn"
	if strings.Contains(t.Move, ";") {
		class += " parts"
	}
	var reason string
	switch {
	case !reached:
		class += " skipped"
	case m.r.Nodes[id].Illegal != "":
		class += " illegal"
		reason = m.r.Nodes[id].Illegal
	}
	m.b.WriteString(`<span class="` + class + `" data-turn="` + label + `"`)
	if reached {
		m.b.WriteString(` data-node="` + strconv.Itoa(id) + `" role="button"`)
	} else {
		m.b.WriteString(` title="not played: an earlier turn of this line is illegal"`)
	}
	m.b.WriteString(`><span class="num">` + html.EscapeString(m.number(number)) + "</span>" + moveHTML(t.Move))
	if t.Suffix != "" {
		m.b.WriteString(`<span class="suffix">` + html.EscapeString(t.Suffix) + "</span>")
	}
	for _, n := range t.NAGs {
		m.b.WriteString(`<span class="nag" title="$` + strconv.Itoa(n) + `">` + html.EscapeString(nagSymbol(n)) + "</span>")
	}
	m.b.WriteString("</span> ")
	if reason != "" {
		m.b.WriteString(`<span class="reason">illegal: ` + html.EscapeString(reason) + "</span> ")
	}
}

// number is a turn's number as the record writes it: "12." counted one
// by one, "12." and "12..." chess style (the names of the board's status
// line, diagram.Options.Turn).
func (m *movesWriter) number(n int) string { return m.r.options(false).Numbered(n) }

// moveHTML writes a turn as written. A turn of several parts (Ingenious
// placements and draws, each ending with ";") may break after each part:
// each is a span that does not break, the turn's class "parts" lets the
// line break between them when the turn is wider than the line.
func moveHTML(move string) string {
	parts := strings.SplitAfter(move, ";")
	if len(parts) == 1 {
		return html.EscapeString(move)
	}
	for i, p := range parts {
		parts[i] = "<span>" + html.EscapeString(p) + "</span>"
	}
	return strings.Join(parts, "<wbr>")
}

// comments writes comments: blocks on the main line, inline elsewhere; a
// comment of an evaluation alone (an engine's, in a match's records) stays
// inline on the main line too, beside its turn.
func (m *movesWriter) comments(cs []notation.Comment, main bool) {
	for _, c := range cs {
		n := noteOf(c)
		if n.Text == "" && n.Eval == "" {
			continue
		}
		block := main && n.Text != ""
		tag := "span"
		if block {
			tag = "div"
		}
		class := "comment"
		if n.Arbiter {
			class += " arbiter"
		}
		m.b.WriteString("<" + tag + ` class="` + class + `">`)
		if n.Eval != "" {
			m.b.WriteString(`<span class="eval" title="evaluation">` + html.EscapeString(n.Eval) + "</span>")
			if n.Text != "" {
				m.b.WriteString(" ")
			}
		}
		m.b.WriteString(html.EscapeString(n.Text) + "</" + tag + ">")
		if !block {
			m.b.WriteString(" ")
		}
	}
}

// BoldText is the text of a record's move list that the page sets in bold
// and that may be beyond ASCII: its NAGs' symbols and its evaluations
// (suffixes are ASCII), for the fonts the page carries.
func BoldText(rec *notation.Record) string {
	var b strings.Builder
	var line func(l notation.Line)
	comments := func(cs []notation.Comment) {
		for _, c := range cs {
			b.WriteString(noteOf(c).Eval)
		}
	}
	line = func(l notation.Line) {
		for _, t := range l.Turns {
			comments(t.Before)
			for _, n := range t.NAGs {
				b.WriteString(nagSymbol(n))
			}
			comments(t.After)
			for _, v := range t.Variations {
				line(v)
			}
		}
		comments(l.Trailing)
	}
	line(rec.Moves)
	return b.String()
}
