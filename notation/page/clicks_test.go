package page_test

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page/board"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// clickedTurn is one turn of a record as clicks enter it: the gestures,
// the kinds of turn they make (see turnKinds), and the referee's
// position after it (`arbiter show --format json`'s, referee.Views).
type clickedTurn struct {
	gestures []notation.Gesture
	// offered are the targets offered before each gesture.
	offered [][]notation.Gesture
	// move is the turn as the board writes it.
	move     string
	position string
}

// clicksOf gives the gestures that enter each main-line turn of a record
// on the analysis board from its start, the way the game's Gestures
// gives each turn (legal: the engine's): the record's start (its
// tags, no turn) and its turns as clicks. The record's turns must all be
// legal and enterable.
func clicksOf(t testing.TB, rec *notation.Record) (*notation.Record, []clickedTurn, error) {
	t.Helper()
	head := *rec
	head.Moves = notation.Line{}
	b, err := board.Load(referee.Boards{}, textOf(t, &head), "")
	if err != nil {
		return nil, nil, err
	}
	views, _, err := referee.Views(rec, referee.Options{})
	if err != nil {
		return nil, nil, err
	}
	var turns []clickedTurn
	for k, turn := range rec.Moves.Turns {
		if k+1 >= len(views) {
			return nil, nil, fmt.Errorf("turn %d %s is refused", k+1, turn.Move)
		}
		way, err := gesturesFor(b, turn.Move)
		if err != nil {
			return nil, nil, err
		}
		ct := clickedTurn{gestures: way, position: views[k+1].Position.String()}
		for _, g := range way {
			ct.offered = append(ct.offered, b.Targets())
			if _, err := b.Click(g); err != nil {
				return nil, nil, fmt.Errorf("turn %d %s: %v", k+1, turn.Move, err)
			}
		}
		if got := b.Position().String(); got != ct.position {
			return nil, nil, fmt.Errorf("turn %d %s: the board shows %s, the referee %s", k+1, turn.Move, got, ct.position)
		}
		tree := b.Tree()
		ct.move = tree[len(tree)-1].Move
		turns = append(turns, ct)
	}
	return &head, turns, nil
}

// gesturesFor are the gestures that enter a move, written as a record
// writes it, at the board's position.
func gesturesFor(b *board.Board, move string) ([]notation.Gesture, error) {
	m, err := b.Game().ParseMove(move)
	if err != nil {
		return nil, err
	}
	played, err := b.Position().Clone().Play(m)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", move, err)
	}
	if way, ok := notation.AbilitiesOf(b.Game()).Gestures.Way(b.Position(), played.Move); ok {
		return way, nil
	}
	return nil, fmt.Errorf("no gestures enter %s (%s)", move, played.Move)
}

// textOf is a record's text as the text writer writes it.
func textOf(t testing.TB, rec *notation.Record) string {
	t.Helper()
	var b strings.Builder
	if err := text.Write(&b, rec); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// kindsOf names the kinds of turn a game's turns, entered by clicks, hold.
type kindsOf func(turns []clickedTurn) map[string]bool

// turnKinds are, for each game, how to tell its kinds of turn, and those
// a whole game entered by clicks must hold.
var turnKinds = map[string]struct {
	of   kindsOf
	must []string
}{
	"YINSH": {yinshKinds, []string{"ring placed", "ring moved", "row removed", "ring removed",
		"row removed at the turn's start", "rows of both players", "a row of each player",
		"intersecting rows offered", "row longer than five offered"}},
	"Jungle":    {jungleKinds, []string{"capture", "river jump", "den entered", "trap entered", "capture on a trap"}},
	"Ingenious": {ingeniousKinds, []string{"tile placed", "double tile", "bonus placement", "swap"}},
}

// yinshKinds: a ring placed (a turn of one point), a ring moved (two);
// rows removed (a choice "row ..."), each with its ring (the point after
// it), at the start of a turn (the other player's move made it), by
// each player, and both players' rows made by one move (a turn that ends
// with a row removed, and the next that starts with one); rows offered
// that cross, or lie on one line of more than five markers.
func yinshKinds(turns []clickedTurn) map[string]bool {
	out := map[string]bool{}
	startsWithRow := func(ct clickedTurn) bool { return strings.HasPrefix(ct.gestures[0].Text, "row ") }
	for k, ct := range turns {
		way := ct.gestures
		i := 0
		for i < len(way) && strings.HasPrefix(way[i].Text, "row ") {
			out["row removed at the turn's start"] = true
			i += 2
		}
		switch {
		case i+1 < len(way) && way[i].Kind == notation.GestureAt && way[i+1].Kind == notation.GestureAt:
			out["ring moved"] = true
		case i < len(way) && way[i].Kind == notation.GestureAt:
			out["ring placed"] = true
		}
		for j, g := range way {
			if strings.HasPrefix(g.Text, "row ") {
				out["row removed"] = true
				out[fmt.Sprint("a row of player ", k%2)] = true
				if j+1 < len(way) && way[j+1].Kind == notation.GestureAt {
					out["ring removed"] = true
				}
			}
			rowsOffered(ct.offered[j], out)
		}
		if k+1 < len(turns) && len(way) >= i+4 && strings.HasPrefix(way[len(way)-2].Text, "row ") && startsWithRow(turns[k+1]) {
			out["rows of both players"] = true
		}
	}
	if out["a row of player 0"] && out["a row of player 1"] {
		out["a row of each player"] = true
	}
	return out
}

// rowsOffered notes row choices offered that cross, or overlap on one
// line (a row longer than five).
func rowsOffered(targets []notation.Gesture, out map[string]bool) {
	var rows [][]int
	for _, t := range targets {
		if p := yinshPoints(t.Text); p != nil {
			rows = append(rows, p)
		}
	}
	for i := range rows {
		for j := i + 1; j < len(rows); j++ {
			shared := 0
			for _, p := range rows[i] {
				if slices.Contains(rows[j], p) {
					shared++
				}
			}
			switch {
			case shared == 1:
				out["intersecting rows offered"] = true
			case shared > 1:
				out["row longer than five offered"] = true
			}
		}
	}
}

var yinshRow = regexp.MustCompile(`^row ([a-k])([0-9]+)-([a-k])([0-9]+)$`)

// yinshPoints are the points of a row choice ("row c3-c7"), each as
// column*100+row; nil for another gesture.
func yinshPoints(choice string) []int {
	m := yinshRow.FindStringSubmatch(choice)
	if m == nil {
		return nil
	}
	c0, c1 := int(m[1][0]), int(m[3][0])
	r0, _ := strconv.Atoi(m[2])
	r1, _ := strconv.Atoi(m[4])
	dc, dr := sign(c1-c0), sign(r1-r0)
	var pts []int
	for c, r := c0, r0; ; c, r = c+dc, r+dr {
		pts = append(pts, c*100+r)
		if c == c1 && r == r1 {
			return pts
		}
	}
}

func sign(x int) int { return min(max(x, -1), 1) }

// jungleKinds: a capture (written with x), a river jump (a move of more
// than one square), a den entered (d1, d9), a trap entered (the three
// squares around each den), a capture on a trap.
func jungleKinds(turns []clickedTurn) map[string]bool {
	out := map[string]bool{}
	traps := []string{"c1", "e1", "d2", "c9", "e9", "d8"}
	for _, ct := range turns {
		from, to := ct.gestures[0].Text, ct.gestures[1].Text
		capture := strings.Contains(ct.move, "x")
		out["capture"] = out["capture"] || capture
		if d := max(abs(int(from[0])-int(to[0])), abs(int(from[1])-int(to[1]))); d > 1 {
			out["river jump"] = true
		}
		if to == "d1" || to == "d9" {
			out["den entered"] = true
		}
		if slices.Contains(traps, to) {
			out["trap entered"] = true
			out["capture on a trap"] = out["capture on a trap"] || capture
		}
	}
	return out
}

func abs(x int) int { return max(x, -x) }

// ingeniousKinds: a tile placed, a double (a tile of one colour), bonus
// placements (more than one tile in a turn), a swap (the choice).
func ingeniousKinds(turns []clickedTurn) map[string]bool {
	out := map[string]bool{}
	for _, ct := range turns {
		tiles := 0
		for _, g := range ct.gestures {
			switch {
			case g.Kind == notation.GestureTile:
				tiles++
				out["tile placed"] = true
				out["double tile"] = out["double tile"] || g.Text[0] == g.Text[1]
			case g.Kind == notation.GestureChoice && g.Text == "swap":
				out["swap"] = true
			}
		}
		out["bonus placement"] = out["bonus placement"] || tiles > 1
	}
	return out
}

// drawn are an Ingenious turn's draws (";+RB,GO") and a swap's new rack
// (";swap+..."), which a public record does not write.
var drawn = regexp.MustCompile(`;(swap)?\+[A-Za-z,]+$`)

// public is an Ingenious record as a public record writes it, without
// racks and draws (what no click gives): its turns can be clicked.
func public(rec *notation.Record) *notation.Record {
	pub := *rec
	pub.Tags = slices.DeleteFunc(slices.Clone(rec.Tags), func(t notation.Tag) bool { return strings.HasPrefix(t.Name, "Rack") })
	pub.Moves = notation.Line{}
	for _, t := range rec.Moves.Turns {
		pub.Moves.Turns = append(pub.Moves.Turns, &notation.Turn{Move: drawn.ReplaceAllStringFunc(t.Move, func(s string) string {
			return strings.TrimSuffix(s[:strings.Index(s, "+")], ";")
		})})
	}
	return &pub
}
