package view

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
)

// nagSymbols are the usual symbols of the numeric annotation glyphs, as
// chess software shows them ($1 is "!").
var nagSymbols = map[int]string{
	1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!", 7: "□", 8: "□",
	10: "=", 11: "=", 12: "=", 13: "∞", 14: "⩲", 15: "⩱", 16: "±", 17: "∓",
	18: "+−", 19: "−+", 20: "+−", 21: "−+", 22: "⨀", 23: "⨀",
	32: "⟳", 33: "⟳", 36: "→", 37: "→", 40: "↑", 41: "↑",
	132: "⇆", 133: "⇆", 138: "⊕", 139: "⊕", 140: "∆", 142: "⌓", 145: "RR", 146: "N",
}

// nagSymbol is the symbol of a NAG, or $n when it has none.
func nagSymbol(n int) string {
	if s, ok := nagSymbols[n]; ok {
		return s
	}
	return "$" + strconv.Itoa(n)
}

// commandText matches a [%name args] command, as notation.Comment does;
// spaces are runs of white space, collapsed in comments. Both are compiled
// when first used, not when the page's WebAssembly starts.
var (
	commandText = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\[%[A-Za-z0-9_]+[^\]]*\]`) })
	spaces      = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\s+`) })
)

// note is a comment as the page shows it: its words without the
// [%...] commands, the evaluation of an [%eval] command, and whether
// arbiter annotate wrote it (an [%arbiter] command).
type note struct {
	Text    string
	Eval    string
	Arbiter bool
}

// noteOf reads a comment for display.
func noteOf(c notation.Comment) note {
	n := note{Text: strings.TrimSpace(spaces().ReplaceAllString(commandText().ReplaceAllString(c.Text, " "), " "))}
	for _, cmd := range c.Commands() {
		switch cmd.Name {
		case "eval":
			if len(cmd.Args) > 0 {
				n.Eval = evalText(cmd.Args[0])
			}
		case "arbiter":
			n.Arbiter = true
		}
	}
	return n
}

// evalText writes an evaluation as lichess does: #3 for a win in 3 turns
// for the first player, #-3 for the second, a score with its sign.
func evalText(arg string) string {
	if strings.HasPrefix(arg, "#") {
		return arg
	}
	if v, err := strconv.ParseFloat(arg, 64); err == nil && v > 0 && !strings.HasPrefix(arg, "+") {
		return "+" + arg
	}
	return arg
}
