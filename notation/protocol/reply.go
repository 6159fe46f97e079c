package protocol

import (
	"strconv"
	"strings"
	"time"

	"github.com/arbiter-games/arbiter/engines"
)

// ReplyKind is the kind of a line an engine writes.
type ReplyKind int

// The kinds of engine lines.
const (
	// Unknown is a line the protocol does not know (banners, debug text).
	Unknown ReplyKind = iota
	// ID is "id name NAME" or "id author AUTHOR".
	ID
	// OptionDecl is "option name NAME type ...".
	OptionDecl
	// UCIOK is "uciok" or "jceiok", the end of the handshake.
	UCIOK
	// ReadyOK is "readyok", the answer to isready.
	ReadyOK
	// InfoLine is "info ...", what the engine thinks while it thinks.
	InfoLine
	// BestMove is "bestmove T [ponder T2]", the turn chosen.
	BestMove
)

var replyKinds = [...]string{Unknown: "an unknown line", ID: "id", OptionDecl: "option", UCIOK: "uciok", ReadyOK: "readyok", InfoLine: "info", BestMove: "bestmove"}

// String names the kind as the protocol writes it: "uciok", "bestmove".
func (k ReplyKind) String() string {
	if k < 0 || int(k) >= len(replyKinds) {
		return replyKinds[Unknown]
	}
	return replyKinds[k]
}

// Reply is one line an engine wrote, read.
type Reply struct {
	Kind ReplyKind
	// Name is, for ID, "name" or "author"; for OptionDecl, the option's name.
	Name string
	// Value is, for ID, the name or author; for OptionDecl, the whole
	// declaration after the name ("type spin default 128 min 1 max 4096");
	// for BestMove, the turn's word ("" when the line has none).
	Value string
	// Info is what an InfoLine says.
	Info Info
	// Ponder is, for BestMove, the word after "ponder", if any.
	Ponder string
}

// ParseReply reads one line an engine wrote. It never fails: a line it
// does not know is Unknown, and the parts of an info line it cannot read
// are left out.
func ParseReply(line string) Reply {
	words := strings.Fields(line)
	if len(words) == 0 {
		return Reply{}
	}
	switch words[0] {
	case "uciok", "jceiok":
		return Reply{Kind: UCIOK}
	case "readyok":
		return Reply{Kind: ReadyOK}
	case "info":
		return Reply{Kind: InfoLine, Info: parseInfo(words[1:])}
	case "bestmove":
		return parseBestMove(words[1:])
	case "id":
		if len(words) > 1 && (words[1] == "name" || words[1] == "author") {
			return Reply{Kind: ID, Name: words[1], Value: strings.Join(words[2:], " ")}
		}
	case "option":
		if len(words) > 2 && words[1] == "name" {
			name, decl := cutAt(words[2:], "type")
			return Reply{Kind: OptionDecl, Name: name, Value: decl}
		}
	}
	return Reply{}
}

// parseBestMove reads the words after "bestmove".
func parseBestMove(words []string) Reply {
	r := Reply{Kind: BestMove}
	if len(words) > 0 {
		r.Value = words[0]
	}
	if len(words) > 2 && words[1] == "ponder" {
		r.Ponder = words[2]
	}
	return r
}

// cutAt joins the words before the first word equal to sep, and the words
// from it on (sep included) as the rest; the rest is "" when sep is
// missing.
func cutAt(words []string, sep string) (before, rest string) {
	for i, w := range words {
		if w == sep {
			return strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		}
	}
	return strings.Join(words, " "), ""
}

// Info is what an engine reports while it thinks.
type Info struct {
	Depth int
	Score engines.Score
	Nodes uint64
	Time  time.Duration
	// PV is the line the engine expects, its turns as words.
	PV []string
	// Text is the free text of "info string ...": the rest of the line.
	Text string
}

// String writes the info line: "info depth 3 score cp 12 nodes 100 time 5
// pv a3a4 a7a6", the parts that are set, "string TEXT" last.
func (i Info) String() string {
	var b strings.Builder
	b.WriteString("info")
	if i.Depth > 0 {
		b.WriteString(" depth " + strconv.Itoa(i.Depth))
	}
	if s := i.Score.String(); s != "" {
		b.WriteString(" score " + s)
	}
	if i.Nodes > 0 {
		b.WriteString(" nodes " + strconv.FormatUint(i.Nodes, 10))
	}
	if i.Time > 0 {
		b.WriteString(" time " + ms(i.Time))
	}
	if len(i.PV) > 0 {
		b.WriteString(" pv " + strings.Join(i.PV, " "))
	}
	if text := oneLine(i.Text); text != "" {
		b.WriteString(" string " + text)
	}
	return b.String()
}

// oneLine puts text on one line: its words, without control characters,
// one space between them.
func oneLine(text string) string {
	text = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, text)
	return strings.Join(strings.Fields(text), " ")
}

// infoWords are the UCI info words this package skips with the one value
// after them.
var infoWords = map[string]bool{"seldepth": true, "multipv": true, "currmove": true, "currmovenumber": true, "hashfull": true, "nps": true, "tbhits": true, "sbhits": true, "cpuload": true}

// parseInfo reads the words after "info"; what it cannot read it leaves
// out.
func parseInfo(words []string) Info {
	var in Info
	for i := 0; i < len(words); i++ {
		value := ""
		if i+1 < len(words) {
			value = words[i+1]
		}
		switch key := words[i]; {
		case key == "string":
			in.Text = oneLine(strings.Join(words[i+1:], " "))
			return in
		case key == "pv":
			in.PV = pvWords(words[i+1:])
			i += len(in.PV)
		case key == "score":
			var used int
			in.Score, used = parseScore(words[i+1:])
			i += used
		case key == "depth":
			in.Depth, i = atoi(value, in.Depth), i+1
		case key == "nodes":
			if n, err := strconv.ParseUint(value, 10, 64); err == nil {
				in.Nodes = n
			}
			i++
		case key == "time":
			if n, err := strconv.ParseInt(value, 10, 64); err == nil && n >= 0 && n <= maxMillis {
				in.Time = time.Duration(n) * time.Millisecond
			}
			i++
		case infoWords[key]:
			i++
		}
	}
	return in
}

// pvWords are the turns of a pv: the words up to the end of the line or
// to a "string" that starts free text.
func pvWords(words []string) []string {
	for i, w := range words {
		if w == "string" {
			words = words[:i]
			break
		}
	}
	if len(words) == 0 {
		return nil
	}
	return append([]string(nil), words...)
}

// parseScore reads the words after "score": "cp N", "win K", "loss K",
// "mate N" (N > 0 a win, N < 0 a loss), then "lowerbound" or "upperbound",
// which it skips. It returns how many words it used.
func parseScore(words []string) (engines.Score, int) {
	if len(words) < 2 {
		return engines.Score{}, len(words)
	}
	n, err := strconv.Atoi(words[1])
	if err != nil || n > 1<<30 || n < -(1<<30) {
		return engines.Score{}, 2
	}
	used := 2
	if len(words) > 2 && (words[2] == "lowerbound" || words[2] == "upperbound") {
		used = 3
	}
	switch words[0] {
	case "cp":
		return engines.Score{Kind: engines.Centi, Value: n}, used
	case "win":
		return engines.Score{Kind: engines.WinIn, Value: n}, used
	case "loss":
		return engines.Score{Kind: engines.LossIn, Value: n}, used
	case "mate":
		if n > 0 {
			return engines.Score{Kind: engines.WinIn, Value: n}, used
		}
		return engines.Score{Kind: engines.LossIn, Value: -n}, used
	}
	return engines.Score{}, used
}

// atoi reads a non-negative number, or keeps old when value is not one.
func atoi(value string, old int) int {
	n, err := strconv.Atoi(value)
	if err != nil || n < 0 || n > 1<<30 {
		return old
	}
	return n
}
