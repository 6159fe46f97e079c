package main

import (
	"strings"
	"testing"
)

// TestHelpNamesTheGames: what the help says of the games comes from the
// registry (the fourth game's test shows it with a fourth).
func TestHelpNamesTheGames(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"--help"}, []string{"records of Ingenious, Jungle and YINSH"}},
		{[]string{"annotate", "--help"}, []string{"default 5 for Jungle and YINSH)", "Games judged turn by turn (Ingenious) are not searched", "(default: the game's, 5 for Jungle and YINSH)", "games judged turn by turn (Ingenious): comment"}},
		{[]string{"convert", "--help"}, []string{"sgf or text (jfen for Jungle, sgf for YINSH)", "each of the board's symmetries (Ingenious, Jungle and YINSH)"}},
		{[]string{"match", "--help"}, []string{"or as the variant seats it; Ingenious: 2 to 4)"}},
		{[]string{"stats", "--help"}, []string{"games that rank their seats (Ingenious))"}},
		{[]string{"validate", "--help"}, []string{"(the hands\ndealt in Ingenious)"}},
	} {
		code, out, errOut := arbiter(t, "", tc.args...)
		if code != 0 {
			t.Errorf("arbiter %s: exit %d: %s", strings.Join(tc.args, " "), code, errOut)
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("arbiter %s lacks %q:\n%s", strings.Join(tc.args, " "), w, out)
			}
		}
	}
}
