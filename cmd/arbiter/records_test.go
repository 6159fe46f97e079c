package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/schemas"
)

// The tests of the rule every command that writes records keeps
// (notation.RecordWriter): a record that could not be read is kept where
// the output can keep it without touching its neighbours, else it is not
// written, reported, and the exit status is 1; nothing is left out without
// a note; in place, nothing is lost.

// generated gives n generated games of a game, converted to a format.
func generated(t *testing.T, game string, n int, format string) string {
	t.Helper()
	_, games, _ := arbiter(t, "", "generate", "--game", game, "--count", strconv.Itoa(n), "--seed", "7")
	code, out, errOut := arbiter(t, games, "convert", "--game", game, "--to", format, "-")
	if code != exitOK {
		t.Fatalf("generating %d %s games as %s: exit %d, %s", n, game, format, code, errOut)
	}
	return out
}

// readText reads converted text back: its records and their errors.
func readText(t *testing.T, src string) ([]*notation.Record, notation.ErrorList) {
	t.Helper()
	recs, errs, err := text.ReadAll(strings.NewReader(src), "back")
	if err != nil {
		t.Fatal(err)
	}
	return recs, errs
}

// sameGame tells whether two records hold the same tags, main line and
// result, in canonical form.
func sameGame(a, b *notation.Record) bool {
	tags := func(r *notation.Record) []string {
		var out []string
		for _, tg := range r.Tags {
			out = append(out, tg.Name+"="+tg.Value)
		}
		return out
	}
	turns := func(r *notation.Record) []string {
		var out []string
		for _, tn := range r.Moves.Turns {
			out = append(out, tn.Move)
		}
		return out
	}
	return slices.Equal(tags(a), tags(b)) && slices.Equal(turns(a), turns(b)) && a.Result == b.Result
}

// notesOf is a text as `%` lines.
func notesOf(raw string) string {
	return "%" + strings.ReplaceAll(strings.TrimSpace(raw), "\n", "\n%") + "\n"
}

// TestUnreadableJSONLineToText: JSON lines of three records, the second one
// broken, convert to text that reads back as the two good records,
// unchanged, the broken one's JSON in % lines between them.
func TestUnreadableJSONLineToText(t *testing.T) {
	t.Parallel()
	lines := strings.SplitAfter(generated(t, "yinsh", 2, "ndjson"), "\n")
	const bad = `{"game":"YINSH","tags":[{"name":"A"}],"moves":{"turns":[]}}`
	src := lines[0] + bad + "\n" + lines[1]
	_, want, _ := arbiter(t, lines[0]+lines[1], "convert", "--from", "ndjson", "-")
	code, out, errOut := arbiter(t, src, "convert", "--from", "ndjson", "-")
	if code != exitRecord || !strings.Contains(errOut, "1 that cannot be read kept in % lines") {
		t.Fatalf("exit %d, stderr:\n%s", code, errOut)
	}
	good, _ := readText(t, want)
	recs, errs := readText(t, out)
	if len(errs) > 0 || len(recs) != 2 || !sameGame(recs[0], good[0]) || !sameGame(recs[1], good[1]) {
		t.Fatalf("read back: %d records, errors %v, want the 2 good ones unchanged:\n%s", len(recs), errs, out)
	}
	if !strings.Contains(out, notesOf(bad)) || len(recs[0].Escapes) != 1 {
		t.Errorf("the broken record is not kept in %% lines of the record before:\n%s", out)
	}
}

// TestUnreadableSGFGameToText: an SGF file of two games, the second with a
// point that is no point, converts to text that reads back as exactly the
// one good game, the damaged one in % lines.
func TestUnreadableSGFGameToText(t *testing.T) {
	t.Parallel()
	sgf := generated(t, "yinsh", 2, "sgf")
	second := strings.LastIndex(sgf, " (;")
	damaged := sgf[:second] + strings.Replace(sgf[second:], "place wr  ", "place wr  Z", 1)
	code, out, errOut := arbiter(t, damaged, "convert", "--from", "sgf", "-")
	recs, errs := readText(t, out)
	if code != exitRecord || len(recs) != 1 || len(errs) != 0 {
		t.Fatalf("exit %d, %d records back, errors %v; stderr:\n%s", code, len(recs), errs, errOut)
	}
	if !strings.Contains(out, notesOf(damaged[second:])) {
		t.Errorf("the damaged game is not kept in %% lines:\n%s", out)
	}
}

// jfenWithBadGame is an engine log of 50 games, the 25th with a move that
// cannot be read.
func jfenWithBadGame(t *testing.T) (log, bad string) {
	lines := strings.SplitAfter(strings.TrimSuffix(generated(t, "jungle", 50, "jfen"), "\n"), "\n")
	bad = strings.Replace(lines[24], " moves ", " moves z9z9 ", 1)
	lines[24] = bad
	return strings.Join(lines, ""), strings.TrimSpace(bad)
}

// TestUnreadableJFENToJSON: a log of 50 games, one unreadable, converts to
// a whole JSON document, valid against its schema: the 49 games and the
// bad one as a record that could not be read (its line and the error);
// exit 1.
func TestUnreadableJFENToJSON(t *testing.T) {
	t.Parallel()
	log, bad := jfenWithBadGame(t)
	for _, to := range []string{"json", "ndjson"} {
		code, out, errOut := arbiter(t, log, "convert", "--from", "jfen", "--to", to, "-")
		if code != exitRecord || strings.Contains(errOut, "internal error") {
			t.Fatalf("--to %s: exit %d, stderr:\n%s", to, code, errOut)
		}
		doc := []byte(out)
		if to == "ndjson" {
			doc = []byte(`{"records": [` + strings.ReplaceAll(strings.TrimSpace(out), "\n", ",\n") + "]}")
		}
		if err := schemas.Validate("records", doc); err != nil {
			t.Fatalf("--to %s: not valid: %v", to, err)
		}
		raws := regexp.MustCompile(`"raw": ?"([^"]*)"`).FindAllStringSubmatch(out, -1)
		if n := strings.Count(out, `"game": "Jungle"`) + strings.Count(out, `"game":"Jungle"`); n != 50 || len(raws) != 1 || raws[0][1] != bad {
			t.Errorf("--to %s: %d records, kept unread %q, want 50 and %q", to, n, raws, bad)
		}
	}
}

// TestUnreadableJFENToText: the same log converts to text that keeps the
// 49 games and the bad one's line in a % line; exit 1.
func TestUnreadableJFENToText(t *testing.T) {
	t.Parallel()
	log, bad := jfenWithBadGame(t)
	code, out, errOut := arbiter(t, log, "convert", "--from", "jfen", "-")
	recs, errs := readText(t, out)
	if code != exitRecord || len(recs) != 49 || len(errs) != 0 || !strings.Contains(out, "\n%"+bad+"\n") {
		t.Errorf("exit %d, %d records back, errors %v; stderr:\n%s", code, len(recs), errs, errOut)
	}
}

// TestRefusedRecords: records a format cannot hold are not written, each
// is reported at its place, the summary counts them, and the exit status
// is 1.
func TestRefusedRecords(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mixed := filepath.Join(dir, "mixed.txt")
	var src []byte
	for _, f := range []string{"../../examples/jungle/club-night.jungle", "../../examples/yinsh/club-night.yinsh"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src = append(src, b...)
	}
	if err := os.WriteFile(mixed, src, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args    []string
		refused []string
		summary string
	}{
		{[]string{"convert", "../../examples/jungle/club-night.jungle", "--to", "sgf", "-o", filepath.Join(dir, "x.sgf")},
			[]string{"club-night.jungle:1:1: error: record 1: SGF is written for YINSH records only", "club-night.jungle:19:1: error: record 2: SGF"},
			"arbiter: 2 records, 2 with errors (reported above): 2 not written"},
		{[]string{"convert", mixed, "--to", "jfen"},
			[]string{"mixed.txt:39:1: error: record 3: an engine log (jfen) is written for Jungle records only", "mixed.txt:57:1: error: record 4:"},
			"arbiter: 4 records, 2 with errors (reported above): 2 not written"},
		{[]string{"select", mixed, "--to", "sgf"},
			[]string{"mixed.txt:1:1: error: record 1: SGF is written for YINSH records only", "mixed.txt:19:1: error: record 2:"},
			"arbiter: of those, 2 not written (reported above)"},
	} {
		code, _, errOut := arbiter(t, "", tc.args...)
		if code != exitRecord || !strings.Contains(errOut, tc.summary) {
			t.Errorf("arbiter %s: exit %d, stderr:\n%s", strings.Join(tc.args, " "), code, errOut)
		}
		for _, r := range tc.refused {
			if strings.Count(errOut, r) != 1 {
				t.Errorf("arbiter %s: %q is not reported once:\n%s", strings.Join(tc.args, " "), r, errOut)
			}
		}
	}
}

// TestSelectLineEnds: select writes a file's records as written, and the
// blank lines between them in the file's line ends: only CRLF from a CRLF
// file, only LF from an LF file.
func TestSelectLineEnds(t *testing.T) {
	t.Parallel()
	_, lf, _ := arbiter(t, "", "generate", "--game", "yinsh", "--count", "3", "--seed", "5")
	crlf := strings.ReplaceAll(lf, "\n", "\r\n")
	for _, src := range []string{lf, crlf} {
		code, out, errOut := arbiter(t, src, "select", "--game", "yinsh", "-")
		if code != exitOK || out != src {
			t.Errorf("exit %d (%s), wrote %q, want the file as it is, %q", code, errOut, out, src)
		}
	}
}

// TestInPlaceRefused: converting a file in place when a record cannot be
// kept leaves the file byte for byte as it was, and exits 1 saying so.
func TestInPlaceRefused(t *testing.T) {
	t.Parallel()
	sgf := generated(t, "yinsh", 2, "sgf")
	unclosed := strings.TrimSuffix(sgf, ")\n") // the last game has no closing )
	file := filepath.Join(t.TempDir(), "games.sgf")
	if err := os.WriteFile(file, []byte(unclosed), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := arbiter(t, "", "convert", file, "--to", "sgf", "-o", file)
	after, _ := os.ReadFile(file)
	if code != exitRecord || !bytes.Equal(after, []byte(unclosed)) || !strings.Contains(errOut, "1 of the records could not be kept whole") {
		t.Errorf("in place: exit %d, file changed: %v, stderr:\n%s", code, !bytes.Equal(after, []byte(unclosed)), errOut)
	}
}
