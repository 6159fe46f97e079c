package sgf

import (
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
)

// application is the name Arbiter gives itself in AP. Reading a game with
// AP[Arbiter], the tags keep the order of the properties that give them,
// so that a record written and read back has its tags in its order.
const application = "Arbiter"

// sgfProp is one property of the root node: its name and value.
type sgfProp struct{ name, value string }

// layout lays out a record's tags as the properties of the root node, in
// the tags' order, each as the property boardspace gives it (P0[id
// "name"], DT, RE, PC, …) where reading it back gives the same tag, else as
// TG[Name "value"]; the players' facts at the end of the tags go in the
// last node, as boardspace writes them.
type layout struct {
	rec   *notation.Record
	props []sgfProp
	final []notation.Tag
	// seen are the tags of a property of their own already written: a
	// second of the same name is written as TG.
	seen map[string]bool
	// tail is the first of the players' facts at the end of the tags.
	tail int
	// re is set once RE is written.
	re bool
}

// layOut lays out the tags of rec.
func layOut(rec *notation.Record) *layout {
	l := &layout{rec: rec, seen: map[string]bool{}, tail: len(rec.Tags)}
	for l.tail > 0 && factOf(rec.Tags[l.tail-1].Name) != "" {
		l.tail--
	}
	if v, _ := rec.Tag("Variant"); !strings.EqualFold(v, "blitz") {
		l.add("SU", "Yinsh")
	}
	for i := 0; i < len(rec.Tags); {
		i += l.tag(i)
	}
	l.finish()
	return l
}

// ownTags are the tags written in properties of their own (or, for Game,
// implied by GM); a second tag of the same name is written as TG.
var ownTags = map[string]bool{"game": true, "variant": true, "date": true, "time": true, "result": true,
	"resulttext": true, "site": true, "white": true, "black": true}

// ownProps are the properties the writer gives its own meaning: an SGF_X
// tag of one of them is written as TG.
var ownProps = map[string]bool{"GM": true, "AP": true, "SU": true, "DT": true, "RE": true, "PC": true,
	"P0": true, "P1": true, "TG": true, "TC": true, "GN": true, "C": true, "TM": true}

// tag lays out the i-th tag and says how many tags it laid out: 2 for a
// Date with its Time, a Result with its ResultText, else 1.
func (l *layout) tag(i int) int {
	t := l.rec.Tags[i]
	name := strings.ToLower(t.Name)
	fact := factOf(t.Name)
	if l.robot(t) {
		return 1
	}
	if ownTags[name] || fact != "" {
		if l.seen[name] {
			l.tg(t)
			return 1
		}
		l.seen[name] = true
	}
	switch {
	case name == "game": // GM
	case name == "variant" && strings.EqualFold(t.Value, "blitz"):
		l.add("SU", "Yinsh-Blitz")
	case name == "date":
		return l.date(i)
	case name == "result":
		return l.result(i)
	case name == "resulttext":
		l.resultText(t)
	case name == "site":
		l.add("PC", t.Value)
	case name == "white", name == "black":
		l.add(playerProp(t.Name), `id "`+t.Value+`"`)
	case fact != "" && i >= l.tail:
		l.final = append(l.final, t)
	case fact != "":
		l.add(playerProp(t.Name), fact+" "+t.Value)
	case name == "timecontrol":
		l.add("TC", t.Value)
	case name == "gamename":
		l.add("GN", t.Value)
	case strings.HasPrefix(t.Name, "SGF_") && isPropIdent(t.Name[4:]) && !ownProps[t.Name[4:]]:
		l.add(t.Name[4:], t.Value)
	default:
		l.tg(t)
	}
	return 1
}

// robot tells whether a tag is the type of a player that is one of
// boardspace's robots ([WhiteType "program"] for White "Dumbot"), which
// the reader gives such a player: it has no property of its own.
func (l *layout) robot(t notation.Tag) bool {
	if !strings.EqualFold(factOf(t.Name), "type") || t.Value != programType {
		return false
	}
	name, _ := l.rec.Tag(t.Name[:len(t.Name)-len("Type")])
	return robots[strings.ToLower(name)]
}

// date lays out the Date tag at i, with the Time tag after it in DT when
// DT reads back as both.
func (l *layout) date(i int) int {
	date := l.rec.Tags[i].Value
	if clock, ok := l.next(i, "time"); ok {
		if dt := boardspaceDate(date, clock); splitDate(dt) == [2]string{date, clock} {
			l.add("DT", dt)
			l.seen["time"] = true
			return 2
		}
	}
	if splitDate(date) == [2]string{date, ""} {
		l.add("DT", date)
	} else {
		l.tg(l.rec.Tags[i])
	}
	return 1
}

// result lays out the Result tag at i, with the ResultText after it in RE
// when RE reads back as both, else RE holds the result.
func (l *layout) result(i int) int {
	t := l.rec.Tags[i]
	if text, ok := l.next(i, "resulttext"); ok && l.readsAs(text) == t.Value {
		l.re, l.seen["resulttext"] = true, true
		l.add("RE", text)
		return 2
	}
	if isResultToken(t.Value) {
		l.re = true
		l.add("RE", t.Value)
	} else {
		l.tg(t)
	}
	return 1
}

// resultText lays out a ResultText that is not with its Result: in RE when
// the record has no Result tag and RE reads back as the record's result,
// else as TG.
func (l *layout) resultText(t notation.Tag) {
	_, hasResult := l.rec.Tag("Result")
	if !hasResult && !l.re && l.readsAs(t.Value) == l.decided() {
		l.re = true
		l.add("RE", t.Value)
		return
	}
	l.tg(t)
}

// decided is the result token of a finished game, "" for none or "*":
// what a game without RE reads back as.
func (l *layout) decided() string {
	if l.rec.Result == "*" {
		return ""
	}
	return l.rec.Result
}

// finish writes what boardspace expects and the tags gave not: the
// players' ids, PC (empty: the reader takes boardspace.net for a game
// without one), and RE from the result token when no tag gave it.
func (l *layout) finish() {
	for _, name := range []string{"White", "Black"} {
		if !l.seen[strings.ToLower(name)] {
			l.add(playerProp(name), `id ""`)
		}
	}
	if !l.seen["site"] {
		l.add("PC", "")
	}
	if _, hasResult := l.rec.Tag("Result"); !l.re && !hasResult && isResultToken(l.decided()) {
		l.add("RE", l.rec.Result)
	}
}

// next gives the value of the tag after i when it is named name and no tag
// of that name was laid out yet.
func (l *layout) next(i int, name string) (string, bool) {
	if i+1 >= len(l.rec.Tags) || l.seen[name] || !strings.EqualFold(l.rec.Tags[i+1].Name, name) {
		return "", false
	}
	return l.rec.Tags[i+1].Value, true
}

// readsAs is the result RE[text] reads back as in this record's game.
func (l *layout) readsAs(text string) string {
	white, _ := l.rec.Tag("White")
	black, _ := l.rec.Tag("Black")
	return resultOf(text, white, black)
}

func (l *layout) add(name, value string) { l.props = append(l.props, sgfProp{name, value}) }

// tg lays out a tag SGF has no property for: TG[Name "value"].
func (l *layout) tg(t notation.Tag) { l.add("TG", t.Name+" "+strconv.Quote(t.Value)) }

// factOf is the boardspace word of a player's fact tag ("WhiteTime" →
// "time"), "" for other tags and for WhiteId, which P0[id …] cannot hold
// (it names the player).
func factOf(tag string) string {
	if fact := playerFact(tag); !strings.EqualFold(fact, "id") {
		return fact
	}
	return ""
}

// playerProp is the property of the player of a White… or Black… tag: P0
// plays White.
func playerProp(tag string) string {
	if strings.HasPrefix(strings.ToLower(tag), "black") {
		return "P1"
	}
	return "P0"
}
