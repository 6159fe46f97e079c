package sgf_test

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/sgf"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"

	_ "github.com/arbiter-games/arbiter/notation/all"
)

// boardspaceDir holds real games from boardspace.net, shared by the project
// and not copied here.
const boardspaceDir = "../../../shared/testdata/yinsh/boardspace"

// skipNoBoardspace skips a test that needs the boardspace games, saying why.
func skipNoBoardspace(t *testing.T) {
	t.Helper()
	t.Skipf("no boardspace games in %s: ../shared, next to the checkout, holds the project's development data (see README.md, Development); skipping", boardspaceDir)
}

// boardspaceGames are the shared games with the winner boardspace recorded
// and how the game ended.
var boardspaceGames = []struct {
	file, result, reason string
	turns                int
}{
	{"Y-BestBot-BOkpc-2026-03-13-1856.sgf", "1-0", "Black resigned", 12},
	{"Y-BraveCombo-Dumbot-2026-03-20-0237.sgf", "0-1", "Black removed a third ring", 66},
	{"Y-DrMih-Dumbot-2026-02-20-0858.sgf", "0-1", "Black removed a third ring", 46},
	{"Y-DrMih-Dumbot-2026-02-23-1415.sgf", "1-0", "White removed a third ring", 45},
	{"Y-phiulbrich-BestBot-2026-03-21-2221.sgf", "0-1", "White resigned", 43},
}

// TestBoardspaceGames converts the shared games and referees them: no
// diagnostic at all, and the game ends as boardspace says.
func TestBoardspaceGames(t *testing.T) {
	for _, g := range boardspaceGames {
		t.Run(g.file, func(t *testing.T) {
			rec := readBoardspace(t, g.file)
			rep := referee.Check(rec, referee.Options{})
			for _, d := range rep.Diagnostics {
				t.Errorf("diagnostic: %v", d)
			}
			if got := rep.Game.Notation().ResultToken(rep.Outcome); got != g.result || rep.Outcome.Reason != g.reason {
				t.Errorf("the game ends %s (%s), want %s (%s)", got, rep.Outcome.Reason, g.result, g.reason)
			}
			if tag, _ := rec.Tag("Result"); tag != g.result || rep.Turns != g.turns {
				t.Errorf("Result tag %q and %d turns, want %q and %d", tag, rep.Turns, g.result, g.turns)
			}
		})
	}
}

// readBoardspace reads the one game of a shared file, skipping the test
// when the shared games are absent.
func readBoardspace(t *testing.T, file string) *notation.Record {
	t.Helper()
	f, err := os.Open(filepath.Join(boardspaceDir, file))
	if os.IsNotExist(err) {
		skipNoBoardspace(t)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd := sgf.NewReader(f, file)
	rec, err := notation.NextRecord(rd)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := notation.NextRecord(rd); err != io.EOF {
		t.Fatalf("a second record: %v", err)
	}
	return rec
}

// TestBoardspaceTags checks the facts of a game kept in tags.
func TestBoardspaceTags(t *testing.T) {
	rec := readBoardspace(t, boardspaceGames[0].file)
	want := `[Game "YINSH"]
[Site "boardspace.net"]
[Date "2026.03.13"]
[Time "19:56:26 GMT+01:00"]
[White "BestBot"]
[Black "BOkpc"]
[WhiteType "program"]
[Result "1-0"]
[ResultText "Game won by BestBot"]
[SGF_VV "2"]
[SGF_CM "0,1"]
[TimeControl "None"]
[GameName "Y-BestBot-BOkpc-2026-03-13-1856"]
[WhiteTime "0:01:43"]
[BlackTime "0:01:38"]

g2 {[%used 0:00:18.701]} c6 {[%used 0:00:19.028]} f2`
	if got := text.String(rec); !strings.HasPrefix(got, want) {
		t.Errorf("record:\n%s\nwant it to start:\n%s", got, want)
	}
}

// TestCommandLine converts and validates a boardspace game with the
// arbiter command.
func TestCommandLine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the arbiter command")
	}
	file := filepath.Join(boardspaceDir, boardspaceGames[4].file)
	if _, err := os.Stat(file); err != nil {
		skipNoBoardspace(t)
	}
	arbiter := filepath.Join(t.TempDir(), "arbiter")
	if out, err := exec.Command("go", "build", "-o", arbiter, "../../cmd/arbiter").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	text, err := exec.Command(arbiter, "convert", "--to", "text", file).Output()
	if err != nil || !strings.Contains(string(text), "[White \"phiulbrich\"]") || !strings.HasSuffix(string(text), "43. resign\n{[%used 0:06:31.832]} 0-1\n") {
		t.Fatalf("convert: %v\n%s", err, text)
	}
	converted := filepath.Join(t.TempDir(), "game.yinsh")
	if err := os.WriteFile(converted, text, 0o644); err != nil {
		t.Fatal(err)
	}
	validate(t, arbiter, converted)
	validate(t, arbiter, file)
}

// validate runs arbiter validate on a file of the game and checks its
// verdict.
func validate(t *testing.T, arbiter, file string) {
	t.Helper()
	out, err := exec.Command(arbiter, "validate", file).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "1 records, 43 turns: 1 ok, 0 with errors") {
		t.Errorf("arbiter validate %s: %v\n%s", file, err, out)
	}
}

// sequenceNumber is the number boardspace writes before each action in
// newer files ("P0[1 place wr  G 2]"); older files write none.
var sequenceNumber = regexp.MustCompile(`(P[01]\[)[0-9]+ `)

// TestBoardspaceWithoutNumbers reads each shared game as newer files
// write it and as older ones do, without sequence numbers: the same
// turns, result and tags.
func TestBoardspaceWithoutNumbers(t *testing.T) {
	for _, g := range boardspaceGames {
		t.Run(g.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(boardspaceDir, g.file))
			if os.IsNotExist(err) {
				skipNoBoardspace(t)
			}
			if err != nil {
				t.Fatal(err)
			}
			old := sequenceNumber.ReplaceAllString(string(src), "$1")
			if old == string(src) {
				t.Fatal("no sequence numbers to take out")
			}
			recs, errs := readAll(old)
			if len(errs) > 0 || len(recs) != 1 {
				t.Fatalf("%d records, errors %v", len(recs), errs)
			}
			want := readBoardspace(t, g.file)
			if got, want := text.String(recs[0]), text.String(want); got != want {
				t.Errorf("without numbers:\n%s\nwith them:\n%s", got, want)
			}
			if len(recs[0].Moves.Turns) != len(want.Moves.Turns) || len(want.Moves.Turns) < g.turns-1 {
				t.Errorf("%d turns without numbers, %d with them", len(recs[0].Moves.Turns), len(want.Moves.Turns))
			}
		})
	}
}
