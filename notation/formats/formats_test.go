package formats

import "testing"

// TestFormatsByName finds every format by its name and by its file
// endings, in any case.
func TestFormatsByName(t *testing.T) {
	for _, tc := range []struct{ name, file string }{
		{"text", "club.yinsh"}, {"text", "games.txt"}, {"json", "a.JSON"}, {"ndjson", "a.ndjson"},
		{"ndjson", "b.jsonl"}, {"sgf", "game.SGF"}, {"jfen", "games/2026-05.JFEN"},
	} {
		f, err := Lookup(tc.name)
		if err != nil || f.Name != tc.name || f.Doc == "" {
			t.Errorf("%s: %+v, %v", tc.name, f, err)
		}
		if got := ByFile(tc.file).Name; got != tc.name {
			t.Errorf("%s is read as %s, want %s", tc.file, got, tc.name)
		}
	}
	if _, err := Lookup("pgn"); err == nil {
		t.Error("pgn is not a format")
	}
}
