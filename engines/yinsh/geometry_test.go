package yinsh_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/arbiter-games/arbiter/engines/yinsh"
)

func TestPoints(t *testing.T) {
	ps := yinsh.Points()
	if len(ps) != yinsh.NumPoints || ps[0].String() != "a2" || ps[len(ps)-1].String() != "k10" {
		t.Fatalf("Points() = %v", ps)
	}
	for _, p := range ps {
		q, err := yinsh.ParsePoint(p.String())
		if err != nil || q != p {
			t.Errorf("ParsePoint(%s) = %v, %v", p, q, err)
		}
		if r, ok := yinsh.PointAt(p.Col(), p.Row()); !ok || r != p {
			t.Errorf("PointAt(%d, %d) = %v, %v; want %s", p.Col(), p.Row(), r, ok, p)
		}
	}
	for _, s := range []string{"a1", "a6", "f1", "k6", "k11", "l5", "e0", "e", "e55", "", "5e", "e-1", "e+1", "É5"} {
		if p, err := yinsh.ParsePoint(s); err == nil {
			t.Errorf("ParsePoint(%q) = %s, want an error", s, p)
		}
	}
	if yinsh.Point(0).Valid() || yinsh.Point(86).Valid() || yinsh.Point(200).String() != "-" {
		t.Error("values outside 1..85 must not be points")
	}
}

func TestNeighbours(t *testing.T) {
	tests := map[string][]string{
		"a2":  {"a3", "b2", "b3"},
		"e5":  {"e6", "f5", "f6", "e4", "d5", "d4"},
		"k10": {"k9", "j10", "j9"},
	}
	for p, want := range tests {
		var got []string
		for _, n := range yinsh.Neighbours(pt(t, p)) {
			got = append(got, n.String())
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Neighbours(%s) = %v, want %v", p, got, want)
		}
	}
}

// TestLines checks that the lines cover each point once per direction, are
// unbroken, and that the longest has 10 points.
func TestLines(t *testing.T) {
	seen := map[yinsh.Point]int{}
	longest := 0
	for _, line := range yinsh.Lines() {
		longest = max(longest, len(line))
		for i, p := range line {
			seen[p]++
			if i > 0 && !isNeighbour(line[i-1], p) {
				t.Errorf("line %v is broken at %s", line, p)
			}
		}
	}
	if longest != 10 || len(seen) != yinsh.NumPoints {
		t.Errorf("longest line %d, points covered %d", longest, len(seen))
	}
	for p, n := range seen {
		if n != 3 {
			t.Errorf("%s is on %d lines, want 3", p, n)
		}
	}
}

func isNeighbour(p, q yinsh.Point) bool {
	for _, n := range yinsh.Neighbours(p) {
		if n == q {
			return true
		}
	}
	return false
}

func TestTurnJSON(t *testing.T) {
	turn := yinsh.Turn{
		Opening:  []yinsh.Removal{{Row: yinsh.Row{Start: pt(t, "a5"), End: pt(t, "e5")}, Ring: pt(t, "b7")}},
		Action:   yinsh.ActionMove,
		From:     pt(t, "c8"),
		To:       pt(t, "d8"),
		Removals: []yinsh.Removal{{Ring: pt(t, "k10")}},
	}
	b, err := json.Marshal(turn)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"opening":[{"row":"a5-e5","ring":"b7"}],"action":"move","from":"c8","to":"d8","removals":[{"ring":"k10"}]}`
	if string(b) != want {
		t.Errorf("JSON %s, want %s", b, want)
	}
	var back yinsh.Turn
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, turn) {
		t.Errorf("JSON reads back as %+v, %v", back, err)
	}
	if turn.String() != "xa5-e5xb7;c8-d8;xk10" {
		t.Errorf("String() = %s", turn)
	}
	for _, bad := range []string{`{"action":"jump"}`, `{"to":"a1"}`, `{"opening":[{"row":"a5","ring":"b7"}]}`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s read without an error", bad)
		}
	}
}

// TestMalformedTurns checks that turns no parser makes are refused, not
// played.
func TestMalformedTurns(t *testing.T) {
	p := newPosition(t, at(fixVector))
	for _, turn := range []yinsh.Turn{
		{Action: yinsh.ActionMove, From: pt(t, "h6")},
		{Action: yinsh.ActionPlace, To: 200},
		{Action: 9},
		{Action: yinsh.ActionPass, From: pt(t, "h6")},
		{Removals: []yinsh.Removal{{Ring: pt(t, "h6")}}},
		{Opening: []yinsh.Removal{{Row: yinsh.Row{Start: pt(t, "a5")}, Ring: pt(t, "h6")}}},
	} {
		if _, err := p.Play(turn); err == nil {
			t.Errorf("%#v was played", turn)
		}
	}
	if _, err := p.Play(nil); err == nil {
		t.Error("nil was played")
	}
	if _, err := p.Play((*yinsh.Turn)(nil)); err == nil {
		t.Error("a nil *Turn was played")
	}
	if _, err := p.Play(&yinsh.Turn{Action: yinsh.ActionMove, From: pt(t, "h6"), To: pt(t, "h7")}); err == nil {
		t.Error("a *Turn was played: a YINSH move is a Turn")
	}
}

func TestAccessors(t *testing.T) {
	p := newPosition(t, at(fixBoth22))
	if p.At(pt(t, "a2")) != yinsh.WhiteRing || p.At(pt(t, "a5")) != yinsh.BlackMarker ||
		p.At(pt(t, "b6")) != yinsh.WhiteMarker || p.At(pt(t, "a3")) != yinsh.Empty || p.At(0) != yinsh.Empty {
		t.Error("At reads the wrong pieces")
	}
	if p.ToMove() != yinsh.White || p.Seat() != 0 || p.Removed(yinsh.White) != 2 || p.Removed(yinsh.Black) != 2 ||
		p.RingsToWin() != 3 || p.Placing() {
		t.Error("wrong side, counters or phase")
	}
	if left, limited := p.Supply(); left != 51-9 || !limited {
		t.Errorf("Supply() = %d, %v", left, limited)
	}
	if _, err := play(p, "e6-e4;xa2"); err != nil {
		t.Fatal(err)
	}
	if got := p.Rows(yinsh.Black); len(got) != 1 || got[0].String() != "a5-e5" {
		t.Errorf("Rows(Black) = %v", got)
	}
	if !newPosition(t, at("")).Placing() {
		t.Error("the empty board is not in the placement")
	}
}
