package enginelog

import "testing"

// TestCutBeforeGame: a log is cut only where a game's line, whole in the
// text, starts, never at its first line.
func TestCutBeforeGame(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"", 0},
		{"startpos\n", 0},
		{"startpos\nstartpos", 0},
		{"startpos\nstartpos\n", 9},
		{"startpos\n# note\n\n  \n", 0},
		{"startpos\nstartpos\n# note\n", 9},
		{"startpos\n  startpos moves a3a4\r\n#", 9},
		{"# note\nstartpos\nstartpos\nx", 16},
	} {
		if got := cutBeforeGame([]byte(c.text)); got != c.want {
			t.Errorf("cutBeforeGame(%q) = %d, want %d", c.text, got, c.want)
		}
	}
}
