package ingenious

import "testing"

func TestBoardSizes(t *testing.T) {
	tests := []struct {
		players, radius, spaces, rows int
	}{
		{1, 5, 91, 11},
		{2, 5, 91, 11},
		{3, 6, 127, 13},
		{4, 7, 169, 15},
	}
	for _, tc := range tests {
		b := BoardFor(tc.players)
		if b.Radius != tc.radius || len(b.Spaces()) != tc.spaces || b.Size() != tc.spaces {
			t.Errorf("%d players: radius %d with %d spaces, want %d with %d", tc.players, b.Radius, len(b.Spaces()), tc.radius, tc.spaces)
		}
		corners := 0
		for _, s := range b.Spaces() {
			if cornerIndex(s) >= 0 {
				corners++
			}
		}
		if playable := tc.spaces - corners; playable != tc.spaces-6 {
			t.Errorf("%d players: %d playable spaces, want %d", tc.players, playable, tc.spaces-6)
		}
	}
}

func TestSpaceText(t *testing.T) {
	tests := []struct {
		text string
		q, r int
	}{
		{"h8", 0, 0}, {"a8", 0, -7}, {"a15", 7, -7}, {"o1", -7, 7}, {"o8", 0, 7},
		{"h1", -7, 0}, {"h15", 7, 0}, {"h3", -5, 0}, {"m3", -5, 5}, {"c13", 5, -5},
	}
	for _, tc := range tests {
		s, err := ParseSpace(tc.text)
		if err != nil || s.Q() != tc.q || s.R() != tc.r || s.String() != tc.text {
			t.Errorf("ParseSpace(%q) = (%d,%d) %q %v, want (%d,%d)", tc.text, s.Q(), s.R(), s, err, tc.q, tc.r)
		}
		var u Space
		b, _ := s.MarshalText()
		if err := u.UnmarshalText(b); err != nil || u != s {
			t.Errorf("text round trip of %v: %v %v", s, u, err)
		}
	}
	for _, bad := range []string{"", "h", "p1", "h0", "h16", "h08", "a1", "o9", "H8", "h+8", "h8x"} {
		if s, err := ParseSpace(bad); err == nil {
			t.Errorf("ParseSpace(%q) = %v, want an error", bad, s)
		}
	}
}

func TestNeighbours(t *testing.T) {
	tests := []struct {
		players int
		space   string
		want    []string
	}{
		// Same row either way; the row above, same column or +1; the row
		// below, same column or -1.
		{2, "h8", []string{"h9", "g9", "g8", "h7", "i7", "i8"}},
		{2, "h3", []string{"h4", "g4", "i3"}},
		{2, "m8", []string{"l9", "l8", "m7"}},
		{4, "h3", []string{"h4", "g4", "g3", "h2", "i2", "i3"}},
		{4, "a8", []string{"a9", "b7", "b8"}},
	}
	for _, tc := range tests {
		s, _ := ParseSpace(tc.space)
		got := BoardFor(tc.players).Neighbours(s)
		if len(got) != len(tc.want) {
			t.Errorf("%s on the %d-player board: neighbours %v, want %v", tc.space, tc.players, got, tc.want)
			continue
		}
		for i, n := range got {
			if n.String() != tc.want[i] || !Adjacent(s, n) {
				t.Errorf("%s: neighbour %d is %v, want %s", tc.space, i, n, tc.want[i])
			}
		}
	}
}

func TestColourAndTileText(t *testing.T) {
	for _, c := range Colours() {
		var u Colour
		b, _ := c.MarshalText()
		if err := u.UnmarshalText(b); err != nil || u != c {
			t.Errorf("colour %v: round trip %v %v", c, u, err)
		}
	}
	n := 0
	for k := 0; k < NumKinds; k++ {
		var u Tile
		tile := kindTile[k]
		b, _ := tile.MarshalText()
		if err := u.UnmarshalText(b); err != nil || u != tile || u.kind() != k {
			t.Errorf("tile %v: round trip %v %v", tile, u, err)
		}
		n += int(fullSet[k])
	}
	if n != TilesInSet {
		t.Errorf("the set has %d tiles, want %d", n, TilesInSet)
	}
	for _, bad := range []string{"", "R", "RX", "rb", "RBG"} {
		if _, err := ParseTile(bad); err == nil {
			t.Errorf("ParseTile(%q) succeeded", bad)
		}
	}
}
