package annotate

import (
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// Command is the name of the comment command that marks what annotate
// adds: a comment holding `[%arbiter]` is annotate's, and `[%arbiter $4]`
// says that annotate also added the NAG $4 to the turn. A variation is
// annotate's when the comment after its first turn is.
const Command = "arbiter"

// ours reports whether annotate wrote the comment, and the NAGs it says
// annotate added.
func ours(c notation.Comment) (bool, []int) {
	mine := false
	var nags []int
	for _, cmd := range c.Commands() {
		if cmd.Name != Command {
			continue
		}
		mine = true
		for _, a := range cmd.Args {
			if n, err := strconv.Atoi(strings.TrimPrefix(a, "$")); err == nil && strings.HasPrefix(a, "$") {
				nags = append(nags, n)
			}
		}
	}
	return mine, nags
}

// Clear gives a copy of the record without what annotate added to its
// main line: its comments, the NAGs they name, and its variations. The
// user's comments, NAGs and variations stay as written; the record given
// is left as it was.
func Clear(rec *notation.Record) *notation.Record {
	out := rec.Clone()
	for _, t := range out.Moves.Turns {
		clearTurn(t)
	}
	return out
}

func clearTurn(t *notation.Turn) {
	kept := t.After[:0]
	for _, c := range t.After {
		mine, nags := ours(c)
		if !mine {
			kept = append(kept, c)
			continue
		}
		for _, n := range nags {
			t.NAGs = removeLast(t.NAGs, n)
		}
	}
	t.After = nilIfEmpty(kept)
	t.Variations = slices.DeleteFunc(t.Variations, ourVariation)
	if len(t.Variations) == 0 {
		t.Variations = nil
	}
	if len(t.NAGs) == 0 {
		t.NAGs = nil
	}
}

// keepApart numbers each turn of the main line l that would be read as
// part of the turn before it (text.Joined), as it was not where a comment
// or variation of annotate's stood between them before Clear took it
// away. The number is the turn's own (rep's replay of l), in the record's
// style; where nothing was replayed (no game), its place in the line.
func keepApart(l notation.Line, rep *referee.Report) {
	for i := 1; i < len(l.Turns); i++ {
		if !text.Joined(l.Turns[i-1], l.Turns[i]) {
			continue
		}
		t := l.Turns[i]
		n := i + 1
		if i < len(rep.Main.Turns) {
			n = rep.Main.Turns[i].Number
		}
		t.Number = turnNumber(n, rep.Chess)
	}
}

// turnNumber is how turn n is numbered: n, or in chess style 12. for
// turn 23 and 12... for turn 24.
func turnNumber(n int, chess bool) *notation.TurnNumber {
	switch {
	case !chess:
		return &notation.TurnNumber{Value: n}
	case n%2 == 1:
		return &notation.TurnNumber{Value: (n + 1) / 2}
	}
	return &notation.TurnNumber{Value: n / 2, Ellipsis: true}
}

func nilIfEmpty(cs []notation.Comment) []notation.Comment {
	if len(cs) == 0 {
		return nil
	}
	return cs
}

// ourVariation reports whether annotate added the variation.
func ourVariation(l notation.Line) bool {
	if len(l.Turns) == 0 {
		return false
	}
	for _, c := range l.Turns[0].After {
		if mine, _ := ours(c); mine {
			return true
		}
	}
	return false
}

// removeLast removes the last n from nags.
func removeLast(nags []int, n int) []int {
	for i := len(nags) - 1; i >= 0; i-- {
		if nags[i] == n {
			return slices.Delete(nags, i, i+1)
		}
	}
	return nags
}

// mark adds a verdict to its turn: the NAG (unless the turn has it), the
// comment with [%arbiter] and [%eval], and the variation. It fills in the
// verdict's Comment with the comment's text.
func mark(t *notation.Turn, v *Verdict, number int, chess bool) {
	if v.NAG == 0 && v.Eval == "" && v.Points == "" {
		return
	}
	cmd := "[%" + Command + "]"
	if v.NAG != 0 && !slices.Contains(t.NAGs, v.NAG) {
		t.NAGs = append(t.NAGs, v.NAG)
		cmd = "[%" + Command + " $" + strconv.Itoa(v.NAG) + "]"
	}
	parts := []string{cmd}
	if v.Eval != "" {
		parts = append(parts, "[%eval "+v.Eval+"]")
	}
	if v.Comment != "" {
		parts = append(parts, v.Comment)
	}
	if v.Points != "" {
		parts = append(parts, "points: "+v.Points)
	}
	v.Comment = strings.Join(parts, " ")
	t.After = append(t.After, notation.Comment{Text: v.Comment})
	if len(v.Line) > 0 {
		t.Variations = append(t.Variations, variation(v, number, chess))
	}
}

// chessNumbered reports whether a main line numbers its turns chess style
// (`12.` for turn 23, `12...` for turn 24).
func chessNumbered(steps []step) bool {
	for _, s := range steps {
		if n := s.turn.Number; n != nil && (n.Ellipsis || n.Value != s.number) {
			return true
		}
	}
	return false
}

// variation writes a verdict's line as a variation from turn number on,
// its first turn saying what it does. Its turns are numbered one by one, or
// in chess style like the turn it replaces.
func variation(v *Verdict, number int, chess bool) notation.Line {
	var l notation.Line
	for i, m := range v.Line {
		var n *notation.TurnNumber
		if !chess || i == 0 || (number+i)%2 == 1 { // a pair's second turn follows its first unnumbered
			n = turnNumber(number+i, chess)
		}
		l.Turns = append(l.Turns, &notation.Turn{Number: n, Move: m})
	}
	l.Turns[0].After = []notation.Comment{{Text: "[%" + Command + "] " + v.lineNote}}
	return l
}
