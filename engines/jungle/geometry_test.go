package jungle

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestTerrain(t *testing.T) {
	cases := []struct {
		sq      string
		terrain Terrain
		owner   Side
		owned   bool
	}{
		{"a1", Land, Black, false},
		{"b4", Water, Black, false},
		{"f6", Water, Black, false},
		{"d5", Land, Black, false},
		{"d1", Den, Black, true},
		{"d9", Den, White, true},
		{"d2", Trap, Black, true},
		{"e1", Trap, Black, true},
		{"c9", Trap, White, true},
		{"d8", Trap, White, true},
	}
	for _, c := range cases {
		sq, _ := ParseSquare(c.sq)
		owner, owned := sq.Owner()
		if sq.Terrain() != c.terrain || owner != c.owner || owned != c.owned {
			t.Errorf("%s: %v, %v %v; want %v, %v %v", c.sq, sq.Terrain(), owner, owned, c.terrain, c.owner, c.owned)
		}
	}
	water := 0
	for _, sq := range Squares() {
		if sq.Terrain() == Water {
			water++
		}
	}
	if Water.String() != "water" || Terrain(9).String() != "terrain(9)" {
		t.Errorf("terrain names %v, %v", Water, Terrain(9))
	}
	if len(Squares()) != 63 || water != 12 {
		t.Errorf("%d squares, %d of water; want 63, 12", len(Squares()), water)
	}
}

func TestNeighboursAndJumps(t *testing.T) {
	cases := []struct {
		sq                string
		neighbours, jumps []string
	}{
		{"a1", []string{"a2", "b1"}, nil},
		{"d5", []string{"d6", "d4", "c5", "e5"}, []string{"a5", "g5"}},
		{"b3", []string{"b4", "b2", "a3", "c3"}, []string{"b7"}},
		{"a4", []string{"a5", "a3", "b4"}, []string{"d4"}},
		{"f7", []string{"f8", "f6", "e7", "g7"}, []string{"f3"}},
		{"b5", []string{"b6", "b4", "a5", "c5"}, nil},
	}
	for _, c := range cases {
		sq, _ := ParseSquare(c.sq)
		if got := names(sq.Neighbours()); !reflect.DeepEqual(got, c.neighbours) {
			t.Errorf("%s neighbours %v, want %v", c.sq, got, c.neighbours)
		}
		if got := names(sq.JumpLandings()); !reflect.DeepEqual(got, c.jumps) {
			t.Errorf("%s jumps %v, want %v", c.sq, got, c.jumps)
		}
	}
}

func names(squares []Square) []string {
	var out []string
	for _, s := range squares {
		out = append(out, s.String())
	}
	return out
}

func TestSquareText(t *testing.T) {
	for _, bad := range []string{"", "h1", "a0", "a10", "A1"} {
		var s Square
		if err := s.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("%q read as %v", bad, s)
		}
	}
	if _, err := NoSquare.MarshalText(); err == nil {
		t.Error("NoSquare marshalled")
	}
}

func TestMoveJSON(t *testing.T) {
	for _, m := range []Move{mv(t, "Lc3xc7"), mv(t, "Ea3-a4"), mv(t, "a3a4")} {
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var back Move
		if err := json.Unmarshal(data, &back); err != nil || back != m {
			t.Errorf("%s: %s read back as %v, %v", m, data, back, err)
		}
	}
	for text, want := range map[string]string{
		"Lc3xc7": `{"piece":"L","from":"c3","to":"c7","capture":true}`,
		"Ea3-a4": `{"piece":"E","from":"a3","to":"a4"}`,
		"a3a4":   `{"from":"a3","to":"a4"}`,
	} {
		if data, _ := json.Marshal(mv(t, text)); string(data) != want {
			t.Errorf("JSON of %s is %s, want %s", text, data, want)
		}
	}
	var m Move
	if err := json.Unmarshal([]byte(`{"piece":"Q","from":"c3","to":"c7"}`), &m); err == nil {
		t.Error("piece Q accepted")
	}
}

func TestAccessors(t *testing.T) {
	p := start(t)
	a3, _ := ParseSquare("a3")
	if got := p.PieceAt(a3); got != MakePiece(Black, Elephant) || got.String() != "Black's elephant" || got.Letter() != 'E' {
		t.Errorf("a3 holds %v", got)
	}
	if p.PieceAt(NoSquare) != NoPiece || p.SideToMove() != Black || p.Rules() != StandardRules() {
		t.Error("accessors of the start position are wrong")
	}
	if r := p.Rules(); r.Rank(Dog) != 3 || r.Jumps[Tiger] != BothJumps {
		t.Errorf("standard rules %+v", r)
	}
}

func TestSideText(t *testing.T) {
	for _, s := range []Side{Black, White} {
		text, err := s.MarshalText()
		var back Side
		if err != nil || back.UnmarshalText(text) != nil || back != s {
			t.Errorf("%v: %q, %v read back as %v", s, text, err, back)
		}
	}
	if _, err := Side(2).MarshalText(); err == nil {
		t.Error("side 2 marshalled")
	}
	var s Side
	for _, bad := range []string{"", "black", "w", "Red"} {
		if err := s.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("%q read as %v", bad, s)
		}
	}
}
