package yinsh_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// boardspaceDir holds real games from boardspace.net, shared by the project
// and not copied here.
const boardspaceDir = "../../../shared/testdata/yinsh/boardspace"

// skipNoBoardspace skips a test that needs the boardspace games, saying why.
func skipNoBoardspace(t *testing.T) {
	t.Helper()
	t.Skipf("no boardspace games in %s: ../shared, next to the checkout, holds the project's development data (see README.md, Development); skipping", boardspaceDir)
}

var sgfAction = regexp.MustCompile(`P([01])\[\d+ ([^\]]*)\]`)

// TestBoardspaceGames replays the turns of boardspace games: every turn must
// be legal, and a game not resigned must end with a third ring removed.
func TestBoardspaceGames(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(boardspaceDir, "*.sgf"))
	if len(files) == 0 {
		skipNoBoardspace(t)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			p := newPosition(t, engines.Setup{})
			turns := boardspaceTurns(string(data))
			for i, turn := range turns {
				if _, err := play(p, turn); err != nil {
					t.Fatalf("turn %d %s in %s: %v", i+1, turn, p, err)
				}
			}
			o := p.Outcome()
			if !o.Over || !strings.HasSuffix(turns[len(turns)-1], "resign") && !strings.Contains(o.Reason, "third ring") {
				t.Errorf("game ends with %+v", o)
			}
		})
	}
}

// boardspaceTurns turns the actions of a boardspace SGF game into turns in
// GIPF notation: the actions of one player in a row make one turn.
func boardspaceTurns(sgf string) []string {
	var turns, parts []string
	player, pending := "", ""
	for _, m := range sgfAction.FindAllStringSubmatch(sgf, -1) {
		f := strings.Fields(strings.ToLower(m[2]))
		if m[1] != player && len(parts) > 0 {
			turns, parts = append(turns, strings.Join(parts, ";")), nil
		}
		player = m[1]
		switch {
		case f[0] == "place" && len(f[1]) == 2: // a ring in the placement
			parts = append(parts, f[2]+f[3])
		case f[0] == "place": // the marker put in a ring, which then drops
			pending = f[2] + f[3]
		case f[0] == "drop":
			parts = append(parts, pending+"-"+f[2]+f[3])
		case f[0] == "move":
			parts = append(parts, f[1]+f[2]+"-"+f[3]+f[4])
		case f[0] == "remove" && len(f) == 6:
			pending = "x" + f[2] + f[3] + "-" + f[4] + f[5]
		case f[0] == "remove":
			parts = append(parts, pending+"x"+f[2]+f[3])
		case f[0] == "pass" || f[0] == "resign":
			parts = append(parts, f[0])
		}
	}
	return append(turns, strings.Join(parts, ";"))
}
