package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/perfttest"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/schemas"
)

// arbiter runs the command line in-process and returns its exit status,
// standard output and standard error.
func arbiter(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, &IO{In: strings.NewReader(stdin), Out: &out, Err: &errOut})
	return code, out.String(), errOut.String()
}

// examples lists the example record files of the repository.
func examples(t *testing.T) []string {
	files, err := filepath.Glob("../../examples/*/*.*")
	if err != nil {
		t.Fatal(err)
	}
	var recs []string
	for _, f := range files {
		if !strings.HasSuffix(f, ".go") {
			recs = append(recs, f)
		}
	}
	if len(recs) == 0 {
		t.Fatal("no examples")
	}
	return recs
}

// TestPerftVectors checks every number of the shared perft vectors (kept in
// testdata) through `arbiter perft`, whose last line is the count, and the
// Ingenious engine's own table.
func TestPerftVectors(t *testing.T) {
	t.Parallel()
	tables := map[string]string{
		"yinsh":     filepath.Join("testdata", "vectors", "yinsh.txt"),
		"jungle":    filepath.Join("testdata", "vectors", "jungle.txt"),
		"ingenious": filepath.Join("..", "..", "engines", "ingenious", "testdata", "perft.txt"),
	}
	for game, table := range tables {
		cases, err := perfttest.Read(table)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			if testing.Short() && c.Nodes > 1_000_000 {
				continue
			}
			args := []string{"perft", "--game", game, "--position", c.Setup.Position, "--variant", c.Setup.Variant,
				"--rules", c.Setup.Rules, "--depth", strconv.Itoa(c.Depth)}
			code, out, errOut := arbiter(t, "", args...)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if want := strconv.FormatUint(c.Nodes, 10); code != 0 || lines[len(lines)-1] != want {
				t.Errorf("arbiter %s: exit %d, last line %q, want %s (%s)", strings.Join(args, " "), code, lines[len(lines)-1], want, errOut)
			}
		}
	}
}

func TestPerftDivideSumsUp(t *testing.T) {
	t.Parallel()
	code, out, _ := arbiter(t, "", "perft", "--game", "jungle", "--depth", "2", "--divide")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var sum uint64
	for _, l := range lines[:len(lines)-1] {
		f := strings.Fields(l)
		n, _ := strconv.ParseUint(f[len(f)-1], 10, 64)
		sum += n
	}
	if code != 0 || len(lines) != 25 || strconv.FormatUint(sum, 10) != lines[len(lines)-1] || sum != 576 {
		t.Errorf("divide: exit %d, %d lines, sum %d, last %q", code, len(lines), sum, lines[len(lines)-1])
	}
}

func TestExitStatus(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"validate", "../../examples/yinsh/club-night.yinsh"}, 0, "2 records"},
		{[]string{"validate", "../../examples/yinsh/broken-jump.yinsh"}, 1, "must stop"},
		{[]string{"validate", "no-such-file.yinsh"}, 2, "no such file"},
		{[]string{"validate", "--jobs"}, 2, "flag needs an argument"},
		{[]string{"frobnicate"}, 2, "unknown command"},
		{[]string{"perft", "--depth", "1"}, 2, "needs --game"},
		{[]string{"perft", "--game", "chess"}, 2, `unknown game "chess"`},
		{[]string{"perft", "--game", "jungle", "--variant", "modern"}, 2, "variants: standard, traditional, blinky"},
		{[]string{"perft", "--game", "yinsh", "--rules", "supply=12"}, 2, "valid: 51, unlimited"},
		{[]string{"validate", "--game", "yinsh", "-"}, 0, "1 records"},
		{[]string{"convert", "--to", "pdf", "x"}, 2, `--to: unknown format "pdf" (formats: jfen, json, ndjson, parquet, rows, sgf, text)`},
		{[]string{"schema", "nope"}, 2, "no schema"},
	}
	for _, tt := range tests {
		code, out, errOut := arbiter(t, "1. e5 2. f6 *\n", tt.args...)
		if code != tt.code || !strings.Contains(out+errOut, tt.want) {
			t.Errorf("arbiter %s: exit %d, want %d; output %q, want %q", strings.Join(tt.args, " "), code, tt.code, out+errOut, tt.want)
		}
	}
}

// TestValidateJSON: the JSON report holds every diagnostic the text output
// prints, and matches its schema.
func TestValidateJSON(t *testing.T) {
	t.Parallel()
	files := examples(t)
	_, _, textErr := arbiter(t, "", append([]string{"validate", "--notes"}, files...)...)
	code, out, _ := arbiter(t, "", append([]string{"validate", "--format", "json"}, files...)...)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	if err := schemas.Validate("report", []byte(out)); err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Diagnostics []struct{ File, Message string }
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Diagnostics {
		if !strings.Contains(textErr, d.Message) {
			t.Errorf("the JSON report has %q that the text output lacks", d.Message)
		}
	}
	if len(rep.Diagnostics) != strings.Count(textErr, "\n")-strings.Count(textErr, "\n\t") {
		t.Errorf("%d diagnostics in JSON, text output:\n%s", len(rep.Diagnostics), textErr)
	}
}

// TestConvertRoundTrip: every example, text → JSON → text, gives the
// canonical text back, comments and variations included, also for records
// with illegal turns.
func TestConvertRoundTrip(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, f := range examples(t) {
		want, text, _ := arbiter(t, "", "convert", "--to", "text", f)
		for _, format := range []string{"json", "ndjson"} {
			file := filepath.Join(dir, filepath.Base(f)+"."+format)
			arbiter(t, "", "convert", "--to", format, "-o", file, f)
			code, back, errOut := arbiter(t, "", "convert", "--to", "text", file)
			if code != want || back != text {
				t.Errorf("%s: text → %s → text (exit %d, want %d, %s) differs:\n%s\n---\n%s", f, format, code, want, errOut, text, back)
			}
		}
	}
}

// TestForeignRoundTrip converts every example without errors to the
// foreign format of its game and back: the same turns.
func TestForeignRoundTrip(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, f := range examples(t) {
		format := map[string]string{".yinsh": "sgf", ".jungle": "jfen"}[filepath.Ext(f)]
		if code, _, _ := arbiter(t, "", "validate", f); format == "" || code != 0 {
			continue
		}
		out := filepath.Join(dir, filepath.Base(f)+"."+format)
		if code, _, errOut := arbiter(t, "", "convert", "--to", format, "-o", out, f); code != 0 {
			t.Fatalf("%s → %s: exit %d, %s", f, format, code, errOut)
		}
		_, text, _ := arbiter(t, "", "convert", "--to", "text", f)
		// An engine log holds no rules: they are given again.
		back := []string{"convert", "--to", "text", out}
		if m := regexp.MustCompile(`\[Rules "([^"]*)"\]`).FindStringSubmatch(text); m != nil && format == "jfen" {
			back = append(back, "--rules", m[1])
		}
		_, again, _ := arbiter(t, "", back...)
		if got, want := turnsOf(again), turnsOf(text); got != want {
			t.Errorf("%s → %s → text: turns\n%s\nwant\n%s", f, format, got, want)
		}
	}
}

// turnsOf lists the turns of canonical text, without numbers, comments or
// variations: what every format holds.
func turnsOf(canonical string) string {
	recs, errs, err := text.ReadAll(strings.NewReader(canonical), "t")
	if err != nil || len(errs) > 0 {
		return fmt.Sprint(err, errs)
	}
	var turns []string
	for _, rec := range recs {
		var moves []string
		for _, t := range rec.Moves.Turns {
			moves = append(moves, t.Move)
		}
		turns = append(turns, strings.Join(moves, " "))
	}
	return strings.Join(turns, "\n")
}

// TestCompactJSON: JSON lines of generated YINSH games are at most 4 times
// the size of their text.
func TestCompactJSON(t *testing.T) {
	t.Parallel()
	_, text, _ := arbiter(t, "", "generate", "--game", "yinsh", "--count", "200")
	code, lines, errOut := arbiter(t, text, "convert", "--to", "ndjson", "--game", "yinsh", "-")
	if code != 0 || strings.Count(lines, "\n") != 200 || len(lines) > 4*len(text) {
		t.Errorf("exit %d (%s), %d lines, %d bytes for %d bytes of text", code, errOut, strings.Count(lines, "\n"), len(lines), len(text))
	}
}

// TestConvertKeepsEveryRecord: records that cannot be read are kept as
// written, in text and in JSON, counted in the summary, and make the exit
// status 1, as records with illegal turns do; converting again changes
// nothing.
func TestConvertKeepsEveryRecord(t *testing.T) {
	t.Parallel()
	const file = "../../examples/yinsh/broken-syntax.yinsh"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	code, text, errOut := arbiter(t, "", "convert", "--to", "text", file)
	if code != 1 || strings.Count(text, "[Event ") != 6 || strings.Count(errOut, ": error: record") != 5 ||
		!strings.Contains(errOut, "6 records, 5 with errors (reported above): 1 converted with their errors, 4 that cannot be read kept as written") {
		t.Fatalf("exit %d, %d records out, stderr:\n%s", code, strings.Count(text, "[Event "), errOut)
	}
	for _, raw := range []string{"7. b2) 8. i9", "1. e5 $300 2. f6 *\n% ERROR", "[White \"Kim Minji\n", "{the comment that never ends\n"} {
		if !strings.Contains(text, raw) || !strings.Contains(string(src), raw) {
			t.Errorf("%q is not kept as written", raw)
		}
	}
	if code, again, _ := arbiter(t, text, "convert", "--to", "text", "--game", "yinsh", "-"); code != 1 || again != text {
		t.Errorf("converting the output again (exit %d) changes it:\n%s", code, again)
	}
	code, doc, _ := arbiter(t, "", "convert", "--to", "json", file)
	if code != 1 || strings.Count(doc, `"raw": `) != 4 || strings.Count(doc, `"error": {`) != 4 {
		t.Fatalf("exit %d, JSON:\n%s", code, doc)
	}
	if code, back, _ := arbiter(t, doc, "convert", "--to", "text", "--from", "json", "-"); code != 1 || back != text {
		t.Errorf("JSON → text (exit %d) differs:\n%s", code, back)
	}
	if code, back, _ := arbiter(t, doc, "convert", "--to", "json", "--from", "json", "-"); code != 1 || back != doc {
		t.Errorf("JSON → JSON (exit %d) differs:\n%s", code, back)
	}
	_, doc, _ = arbiter(t, "1. e5 *\n", "convert", "--to", "json", "-")
	if _, _, errOut := arbiter(t, doc, "validate", "--from", "json", "-"); !strings.Contains(errOut, "names no game") {
		t.Errorf("a record without a game, through JSON: %s", errOut)
	}
	if code, _, _ := arbiter(t, "", "convert", "../../examples/yinsh/broken-jump.yinsh"); code != 1 {
		t.Errorf("a record with an illegal turn: exit %d, want 1", code)
	}
}

// TestJSONCutShort: a JSON file cut short is an error at its place; the
// records before the cut are refereed and converted, and what follows the
// cut is kept in % lines of the text written.
func TestJSONCutShort(t *testing.T) {
	t.Parallel()
	_, doc, _ := arbiter(t, "", "convert", "--to", "json", "../../examples/yinsh/club-night.yinsh")
	cut := doc[:strings.Index(doc, "},\n{")+3] + "\n  {\"game\": \"YIN"
	line := strings.Count(cut, "\n") + 1
	where := "<stdin>:" + strconv.Itoa(line) + ":16: error: record 2: not valid JSON: the file ends here"
	code, out, errOut := arbiter(t, cut, "validate", "--from", "json", "-")
	if code != 1 || !strings.Contains(errOut, where) || !strings.HasPrefix(out, "2 records") {
		t.Errorf("validate: exit %d, stdout %q, stderr:\n%s\nwant %s", code, out, errOut, where)
	}
	code, out, errOut = arbiter(t, cut, "convert", "--from", "json", "-")
	if code != 1 || strings.Count(out, "[Game ") != 1 || !strings.HasSuffix(out, " 1-0\n%{\"game\": \"YIN\n") || !strings.Contains(errOut, where) ||
		!strings.Contains(errOut, "1 that cannot be read kept in % lines") {
		t.Errorf("convert: exit %d, stdout %q, stderr:\n%s", code, out, errOut)
	}
	if code, out, _ := arbiter(t, `{"records": [`, "validate", "--from", "json", "-"); code != 1 || strings.Contains(out, "ok, 0 with errors") {
		t.Errorf(`{"records": [ is taken as good: exit %d, %s`, code, out)
	}
}

// TestConvertNumbers: convert keeps a record's numbering style unless
// --numbers says otherwise; chess numbering only for games that read it.
func TestConvertNumbers(t *testing.T) {
	t.Parallel()
	const chess = "[Game \"Jungle\"]\n\n1. Ea3-a4 Ra7-a6 2. Ea4-a5 {x} 2... Ra6xa5 *\n"
	const turns = "[Game \"Jungle\"]\n\n1. Ea3-a4 2. Ra7-a6 3. Ea4-a5 {x} 4. Ra6xa5 *\n"
	for _, tt := range []struct {
		in, numbers, want string
	}{
		{"[Game \"Jungle\"]\n\n1. Ea3-a4 1... Ra7-a6 2. Ea4-a5 {x} Ra6xa5 *\n", "", chess},
		{turns, "", turns},
		{chess, "turns", turns},
		{turns, "chess", chess},
	} {
		args := []string{"convert", "-"}
		if tt.numbers != "" {
			args = append(args, "--numbers", tt.numbers)
		}
		if code, out, errOut := arbiter(t, tt.in, args...); code != 0 || out != tt.want {
			t.Errorf("--numbers %q: exit %d (%s), wrote\n%s\nwant\n%s", tt.numbers, code, errOut, out, tt.want)
		}
	}
	out := filepath.Join(t.TempDir(), "out.yinsh")
	code, _, errOut := arbiter(t, "", "convert", "--numbers", "chess", "-o", out, "../../examples/yinsh/club-night.yinsh")
	if _, err := os.Stat(out); code != 2 || err == nil || strings.Count(errOut, "chess numbering is only for two-player games") != 1 {
		t.Errorf("--numbers chess on YINSH: exit %d, output written: %v, stderr:\n%s", code, err == nil, errOut)
	}
	if code, _, errOut := arbiter(t, "", "convert", "--numbers", "pairs", "-"); code != 2 || !strings.Contains(errOut, "turns (counted one by one) or chess") {
		t.Errorf("--numbers pairs: exit %d, stderr %s", code, errOut)
	}
}

// TestConvertAtomic: -o writes the whole output, keeps no temporary file,
// and leaves the old file in place when the run fails.
func TestConvertAtomic(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "club.json")
	code, _, errOut := arbiter(t, "", "convert", "--to", "json", "-o", out, "../../examples/yinsh/club-night.yinsh")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	doc, err := os.ReadFile(out)
	if err != nil || schemas.Validate("records", doc) != nil {
		t.Fatalf("output %s not a valid records document: %v", out, err)
	}
	if fi, _ := os.Stat(out); fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", fi.Mode().Perm())
	}
	code, _, _ = arbiter(t, "", "convert", "--to", "json", "--from", "xml", "-o", out, "../../examples/yinsh/club-night.yinsh")
	if code != 2 {
		t.Errorf("a failing run exits %d, want 2", code)
	}
	after, _ := os.ReadFile(out)
	entries, _ := os.ReadDir(dir)
	if !bytes.Equal(after, doc) || len(entries) != 1 {
		t.Errorf("a failing run changed the output or left files: %d entries", len(entries))
	}
}

func TestSchemaAndGames(t *testing.T) {
	t.Parallel()
	_, out, _ := arbiter(t, "", "schema")
	for _, name := range []string{"record", "records", "report", "position"} {
		if !strings.Contains(out, name+"\n") {
			t.Errorf("schema list lacks %s: %q", name, out)
		}
	}
	_, out, _ = arbiter(t, "", "schema", "report")
	if !json.Valid([]byte(out)) || !strings.Contains(out, "2020-12") {
		t.Errorf("schema report is not a 2020-12 schema")
	}
	_, out, _ = arbiter(t, "", "games")
	for _, g := range []string{"YINSH", "Jungle", "Ingenious", "no-move=pass|loss", "tiger-jump=both|vertical", "trapped-captures=no|yes", "swap=before-refill|after-refill", "first-round=distinct|any-symbol"} {
		if !strings.Contains(out, g) {
			t.Errorf("games lacks %s", g)
		}
	}
}

// TestProgressOnTerminal: on a terminal, long batch work shows a progress
// bar on stderr (the share of the bytes read for files, a count for
// standard input) and clears it before the summary; elsewhere it is
// silent.
func TestProgressOnTerminal(t *testing.T) {
	t.Parallel()
	_, games, _ := arbiter(t, "", "generate", "--game", "jungle", "--count", "1000", "--max-turns", "4")
	file := filepath.Join(t.TempDir(), "games.jungle")
	if err := os.WriteFile(file, []byte(games), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		arg      string
		terminal bool
		want     string
	}{
		{"-", true, "B"}, {file, true, "%"}, {"-", false, ""}, {file, false, ""},
	} {
		var out, errOut bytes.Buffer
		code := run([]string{"validate", "--game", "jungle", tc.arg}, &IO{In: strings.NewReader(games), Out: &out, Err: &errOut, ErrTerminal: tc.terminal})
		shown := errOut.String()
		if code != 0 || !strings.HasPrefix(out.String(), "1000 records") || (tc.want == "") != (shown == "") ||
			!strings.Contains(shown, tc.want) || tc.terminal && !strings.HasSuffix(shown, "\r") {
			t.Errorf("%s, terminal %v: exit %d, stderr %q, stdout %q", tc.arg, tc.terminal, code, shown, out.String())
		}
	}
}
