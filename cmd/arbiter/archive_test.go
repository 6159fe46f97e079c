package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/schemas"
)

// TestSelectAsWritten keeps records by player through the CLI: the records
// come out byte for byte as written, and the count goes to stderr.
func TestSelectAsWritten(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile("../../examples/yinsh/club-night.yinsh")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := arbiter(t, string(src), "select", "--player", "kim minji", "--game", "yinsh", "-")
	if code != 0 || !strings.Contains(errOut, "kept 1 of 2 records") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, rec := range strings.Split(strings.TrimSpace(out), "\n\n[") {
		if !strings.Contains(string(src), strings.TrimPrefix(rec, "[")) {
			t.Errorf("a record kept is not as written:\n%s", rec)
		}
	}
	code, _, errOut = arbiter(t, "", "select", "--turns", "9:3", "../../examples/yinsh/club-night.yinsh")
	if code != 2 || !strings.Contains(errOut, "expected MIN:MAX") {
		t.Errorf("a bad range: exit %d, %q", code, errOut)
	}
}

// TestSelectInvalid splits the broken examples from the good ones, and
// converts what it keeps with --to.
func TestSelectInvalid(t *testing.T) {
	t.Parallel()
	files := examples(t)
	_, _, errOut := arbiter(t, "", append([]string{"select", "--invalid"}, files...)...)
	_, _, errGood := arbiter(t, "", append([]string{"select", "--valid"}, files...)...)
	var bad, good, total int
	if _, err := fmtSscan(errOut, &bad, &total); err != nil {
		t.Fatal(err)
	}
	if _, err := fmtSscan(errGood, &good, &total); err != nil {
		t.Fatal(err)
	}
	if bad == 0 || good == 0 || bad+good != total {
		t.Errorf("invalid %d + valid %d != %d records", bad, good, total)
	}
	code, out, _ := arbiter(t, "", "select", "--valid", "--to", "json", "../../examples/jungle/club-night.jungle")
	if code != 0 || schemas.Validate("records", []byte(out)) != nil {
		t.Errorf("select --to json: exit %d, %v", code, schemas.Validate("records", []byte(out)))
	}
}

// TestStatsJSON counts the examples: JSON that fits its schema, and the
// text form's first line; exit 1, some examples being broken.
func TestStatsJSON(t *testing.T) {
	t.Parallel()
	files := examples(t)
	code, out, errOut := arbiter(t, "", append([]string{"stats", "--format", "json"}, files...)...)
	if code != exitRecord || schemas.Validate("stats", []byte(out)) != nil || !strings.Contains(out, `"code": "yinsh/ring-passes-ring"`) {
		t.Fatalf("exit %d, %s, %v", code, errOut, schemas.Validate("stats", []byte(out)))
	}
	code, out, _ = arbiter(t, "", append([]string{"stats"}, files...)...)
	if code != exitRecord || !strings.Contains(out, "YINSH: ") || !strings.Contains(out, "errors by code:") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// fmtSscan reads "arbiter: kept N of M records".
func fmtSscan(s string, kept, total *int) (int, error) {
	i := strings.LastIndex(s, "arbiter: kept ")
	if i < 0 {
		return 0, os.ErrNotExist
	}
	return fmt.Sscanf(s[i:], "arbiter: kept %d of %d records", kept, total)
}

// TestShowAllPositions: show --turn all --format json gives every position
// of the main line, each the one show --turn N gives (N as the record
// names its turns: chess style for the Jungle record), valid against its
// game's schema; a record with an illegal turn stops before it, exit 1.
func TestShowAllPositions(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		file, schema string
		code, n      int
		chess        bool
	}{
		{"../../examples/jungle/club-night.jungle", "jungle-position", 0, 0, true},
		{"../../examples/ingenious/club-night.ingenious", "ingenious-position", 0, 0, false},
		{brokenJump, "yinsh-position", 1, 31, false},
	} {
		code, out, errOut := arbiter(t, "", "show", "--turn", "all", "--format", "json", tc.file)
		var all []json.RawMessage
		if err := json.Unmarshal([]byte(out), &all); err != nil || code != tc.code || len(all) < 2 || tc.n > 0 && len(all) != tc.n {
			t.Fatalf("%s: exit %d, %d positions, %v, %s", tc.file, code, len(all), err, errOut)
		}
		for i, pos := range all {
			if err := schemas.Validate(tc.schema, pos); err != nil {
				t.Errorf("%s position %d: %v", tc.file, i, err)
			}
			var got, want struct{ Position string }
			_, one, _ := arbiter(t, "", "show", "--turn", referee.TurnName(tc.chess, i), "--format", "json", tc.file)
			json.Unmarshal(pos, &got)
			json.Unmarshal([]byte(one), &want)
			if got.Position != want.Position || got.Position == "" {
				t.Errorf("%s turn %d: %q in the list, %q alone", tc.file, i, got.Position, want.Position)
			}
		}
	}
	if code, _, errOut := arbiter(t, "", "show", "--turn", "all", brokenJump); code != 2 || !strings.Contains(errOut, "--turn all is for --format json") {
		t.Errorf("--turn all as text: exit %d, %q", code, errOut)
	}
}

// TestConvertPositions: convert --positions gives every turn accepted,
// variations included, the position after it; on the main line those are
// the positions show gives.
func TestConvertPositions(t *testing.T) {
	t.Parallel()
	for _, f := range examples(t) {
		code, out, errOut := arbiter(t, "", "convert", "--to", "ndjson", "--positions", f)
		want, _, _ := arbiter(t, "", "convert", "--to", "ndjson", f)
		if code != want {
			t.Fatalf("%s: exit %d, want %d: %s", f, code, want, errOut)
		}
		for i, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var rec struct {
				Moves struct {
					Turns []struct {
						Position   string
						Board      json.RawMessage
						Variations []json.RawMessage
					}
				}
			}
			if err := json.Unmarshal([]byte(line), &rec); err != nil {
				t.Fatalf("%s record %d: %v", f, i+1, err)
			}
			_, all, _ := arbiter(t, "", "show", "--record", fmt.Sprint(i+1), "--turn", "all", "--format", "json", f)
			var shown []struct{ Position string }
			json.Unmarshal([]byte(all), &shown)
			for k, turn := range rec.Moves.Turns {
				switch {
				case k+1 < len(shown) && (turn.Position != shown[k+1].Position || len(turn.Board) == 0):
					t.Errorf("%s record %d turn %d: %q, show gives %q", f, i+1, k+1, turn.Position, shown[k+1].Position)
				case k+1 >= len(shown) && turn.Position != "":
					t.Errorf("%s record %d turn %d: a position after an illegal turn", f, i+1, k+1)
				}
			}
		}
	}
	if code, _, errOut := arbiter(t, "", "convert", "--to", "text", "--positions", brokenJump); code != 2 || !strings.Contains(errOut, "--positions is for") {
		t.Errorf("--positions with text: exit %d, %q", code, errOut)
	}
}
