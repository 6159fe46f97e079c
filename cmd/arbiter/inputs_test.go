package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/schemas"
	"golang.org/x/text/encoding/korean"
)

const goodYINSH = "../../examples/yinsh/club-night.yinsh"

// koreanRecord is a record with Hangul names and comment.
const koreanRecord = "[Game \"YINSH\"]\n[White \"김민지\"]\n[Black \"박준\"]\n\n1. e5 {좋은 수} 2. f6 *\n"

// writeFile writes a file in dir and returns its path.
func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// eucKR is s in EUC-KR, as old club programs wrote it.
func eucKR(t *testing.T, s string) string {
	t.Helper()
	b, err := korean.EUCKR.NewEncoder().String(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestUnreadableInputs: an input that cannot be read (missing, a
// directory) makes every command that reads records exit 2, reported at
// its place, and -o is never created or touched.
func TestUnreadableInputs(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub.yinsh")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "nosuch.yinsh")
	keep := writeFile(t, dir, "keep.yinsh", "kept\n")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"convert", missing, "-o", keep}, "nosuch.yinsh: error: cannot open: no such file or directory"},
		{[]string{"convert", goodYINSH, missing, "-o", keep}, "nosuch.yinsh: error: cannot open"},
		{[]string{"convert", goodYINSH, missing}, "nosuch.yinsh: error: cannot open"},
		{[]string{"convert", goodYINSH, sub, "-o", keep}, "sub.yinsh: error: cannot read: is a directory"},
		{[]string{"validate", goodYINSH, missing}, "nosuch.yinsh: error: cannot open"},
		{[]string{"validate", sub, goodYINSH}, "sub.yinsh: error: cannot read: is a directory"},
		{[]string{"show", missing, "-o", keep}, "nosuch.yinsh: error: cannot open"},
		{[]string{"select", goodYINSH, missing, "-o", keep}, "nosuch.yinsh: error: cannot open"},
		{[]string{"stats", goodYINSH, sub}, "sub.yinsh: error: cannot read: is a directory"},
		{[]string{"show", sub}, "is a directory"},
	}
	for _, tt := range tests {
		code, _, errOut := arbiter(t, "", tt.args...)
		if code != 2 || !strings.Contains(errOut, tt.want) || strings.Count(errOut, tt.want) != 1 {
			t.Errorf("arbiter %s: exit %d, stderr %q; want 2 and %q once", strings.Join(tt.args, " "), code, errOut, tt.want)
		}
		if b, _ := os.ReadFile(keep); string(b) != "kept\n" {
			t.Errorf("arbiter %s: -o file now holds %q", strings.Join(tt.args, " "), b)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 2 {
			t.Errorf("arbiter %s: %d files in the directory, want 2 (no output, no temporary file)", strings.Join(tt.args, " "), len(entries))
		}
	}
	// The other files still go on in validate.
	_, out, _ := arbiter(t, "", "validate", missing, goodYINSH)
	if !strings.HasPrefix(out, "2 records") {
		t.Errorf("validate skipped the good file after a missing one: %q", out)
	}
}

// TestNoRecords: a file, or standard input, without a single record is an
// error at the file (exit 1), and the other files go on.
func TestNoRecords(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	empty := writeFile(t, dir, "empty.yinsh", "")
	percent := writeFile(t, dir, "percent.yinsh", "% a comment line\n%% and another\n")
	blank := writeFile(t, dir, "blank.jungle", "\n \n\t\n")
	tests := []struct {
		stdin string
		args  []string
		out   string
		diags []string
	}{
		{"", []string{"validate", empty, goodYINSH}, "2 records", []string{empty + ": error: no records found"}},
		{"", []string{"validate", percent, blank}, "0 records", []string{percent + ": error: no records found", blank + ": error: no records found"}},
		{"", []string{"validate", "--game", "yinsh"}, "0 records", []string{"<stdin>: error: no records found"}},
		{"% nothing\n", []string{"validate", "--game", "yinsh", "-"}, "0 records", []string{"<stdin>: error: no records found"}},
		{"", []string{"convert", empty}, "", []string{empty + ": error: no records found"}},
		{"", []string{"convert", goodYINSH, percent}, "% Two games", []string{percent + ": error: no records found"}},
		{"", []string{"show", percent}, "", []string{percent + ": error: no records found"}},
		{"", []string{"select", goodYINSH, empty}, "% Two games", []string{empty + ": error: no records found", "arbiter: kept 2 of 2 records"}},
		{"", []string{"stats", empty}, "0 records", []string{empty + ": error: no records found"}},
		{"", []string{"show"}, "", []string{"<stdin>: error: no records found"}},
	}
	for _, tt := range tests {
		code, out, errOut := arbiter(t, tt.stdin, tt.args...)
		ok := code == 1 && strings.HasPrefix(out, tt.out) && strings.Count(errOut, "\n") == len(tt.diags)
		for _, d := range tt.diags {
			ok = ok && strings.Contains(errOut, d+"\n")
		}
		if !ok {
			t.Errorf("arbiter %s: exit %d, stdout %.40q, stderr %q; want 1, %q, %q", strings.Join(tt.args, " "), code, out, errOut, tt.out, tt.diags)
		}
	}
	code, out, _ := arbiter(t, "", "validate", "--format", "json", empty, filepath.Join(dir, "nosuch.yinsh"))
	if err := schemas.Validate("report", []byte(out)); code != 2 || err != nil || !strings.Contains(out, `"reason": "no records found"`) || !strings.Contains(out, `"reason": "cannot open: no such file or directory"`) {
		t.Errorf("validate --format json of an empty and a missing file: exit %d, %v:\n%s", code, err, out)
	}
}

// TestBadFlagsOnce: a mistake on the command line is reported once, before
// any record is read, with exit 2, however many records there are; also
// when the game comes only from the records' Game tags.
func TestBadFlagsOnce(t *testing.T) {
	t.Parallel()
	_, games, _ := arbiter(t, "", "generate", "--game", "jungle", "--count", "200", "--max-turns", "2")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"validate", "--variant", "nosuch", "-"}, `Jungle has no variant "nosuch"`},
		{[]string{"validate", "--rules", "foo=bar", "-"}, `Jungle has no rule option "foo"`},
		{[]string{"validate", "--game", "yinsh", "--rules", "supply=12", "-"}, "valid: 51, unlimited"},
		{[]string{"validate", "--game", "nosuch", "-"}, `unknown game "nosuch"`},
		{[]string{"validate", "--from", "nosuch", "-"}, `unknown format "nosuch"`},
		{[]string{"validate", "--encoding", "sjis", "-"}, `unknown encoding "sjis"`},
		{[]string{"validate", "--variant", "blitz", goodYINSH, "../../examples/jungle/club-night.jungle"}, `Jungle has no variant "blitz"`},
		{[]string{"convert", "--variant", "nosuch", "-"}, `Jungle has no variant "nosuch"`},
		{[]string{"convert", "--rules", "foo=bar", "-"}, `Jungle has no rule option "foo"`},
		{[]string{"show", "--rules", "foo=bar"}, `Jungle has no rule option "foo"`},
		{[]string{"show", "--from", "nosuch"}, `unknown format "nosuch"`},
		{[]string{"select", "--rules", "foo=bar"}, `Jungle has no rule option "foo"`},
		{[]string{"stats", "--variant", "nosuch", "-"}, `Jungle has no variant "nosuch"`},
	}
	for _, tt := range tests {
		code, out, errOut := arbiter(t, games, tt.args...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if code != 2 || out != "" || len(lines) != 2 || !strings.Contains(lines[0], tt.want) || !strings.HasPrefix(lines[1], "Run 'arbiter ") {
			t.Errorf("arbiter %s: exit %d, stdout %.40q, stderr %q; want 2 and %q once", strings.Join(tt.args, " "), code, out, errOut, tt.want)
		}
	}
}

// TestEncodings: a file that is not UTF-8 is an error of its record at
// its first bad byte naming the likely encoding (exit 1); --encoding reads
// it in every command.
func TestEncodings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	old := writeFile(t, dir, "old.yinsh", eucKR(t, koreanRecord))
	bom := writeFile(t, dir, "bom.yinsh", "\ufeff"+koreanRecord)
	_, want, _ := arbiter(t, koreanRecord, "convert", "-")
	for _, enc := range []string{"cp949", "euc-kr", "EUC-KR"} {
		code, out, errOut := arbiter(t, "", "convert", "--encoding", enc, old)
		if code != 0 || out != want || !strings.Contains(out, "김민지") {
			t.Errorf("convert --encoding %s: exit %d, %q (%s), want %q", enc, code, out, errOut, want)
		}
		if code, out, errOut := arbiter(t, "", "validate", "--encoding", enc, old); code != 0 || !strings.HasPrefix(out, "1 records, 2 turns: 1 ok") {
			t.Errorf("validate --encoding %s: exit %d, %q %q", enc, code, out, errOut)
		}
		if code, out, _ := arbiter(t, "", "show", "--encoding", enc, "--format", "json", old); code != 0 || !strings.Contains(out, `"lastMove": "f6"`) {
			t.Errorf("show --encoding %s: exit %d, %q", enc, code, out)
		}
	}
	code, _, errOut := arbiter(t, "", "validate", old)
	if want := old + ":2:9: error: record 1: not UTF-8; the file looks like EUC-KR/CP949: try --encoding cp949 (and 3 more runs of such bytes after it)\n"; code != 1 || errOut != want {
		t.Errorf("validate of EUC-KR: exit %d, %q, want 1, %q", code, errOut, want)
	}
	if code, out, _ := arbiter(t, "", "convert", bom); code != 0 || out != want {
		t.Errorf("a leading byte-order mark: exit %d, %q", code, out)
	}
	latin := writeFile(t, dir, "latin.jungle", "[Game \"Jungle\"]\n[Black \"M\xfcller\"]\n\n1. Ea3-a4 *\n")
	if code, out, errOut := arbiter(t, "", "convert", "--encoding", "latin1", latin); code != 0 || !strings.Contains(out, "Müller") {
		t.Errorf("latin1: exit %d, %q %q", code, out, errOut)
	}
	if _, _, errOut := arbiter(t, "", "validate", latin); !strings.Contains(errOut, "latin.jungle:2:10: error: record 1: not UTF-8; the file looks like Latin-1: try --encoding latin1") {
		t.Errorf("validate of Latin-1: %q", errOut)
	}
}

// TestStrayByte: one byte that is not UTF-8 in a file of Hangul records
// fails only the record that holds it, with one error at its place that
// says to fix the byte (not to read the file in another encoding); the
// records before and after it are read and refereed, the file to its end.
// What was read of that record is not written: its bytes are lost.
func TestStrayByte(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	stray := strings.Replace(koreanRecord, "{좋은 수}", "{좋은 수 caf\xe9}", 1)
	file := writeFile(t, dir, "club.yinsh", koreanRecord+"\n"+stray+"\n"+koreanRecord)
	where := file + ":11:16: error: record 2: byte 0xE9 is not UTF-8 (in Latin-1 it would be 'é'): the rest of the file is UTF-8; fix this byte\n"
	code, out, errOut := arbiter(t, "", "validate", file)
	if code != 1 || errOut != where || out != "3 records, 6 turns: 2 ok, 1 with errors\n" {
		t.Errorf("validate: exit %d, stdout %q, stderr %q; want 1 and %q", code, out, errOut, where)
	}
	if _, out, _ := arbiter(t, "", "validate", "--format", "json", file); !strings.Contains(out, `"code": "file/encoding"`) {
		t.Errorf("validate --format json: %s", out)
	}
	code, out, errOut = arbiter(t, "", "convert", file)
	if code != 1 || strings.Count(out, "[Game ") != 2 || strings.Contains(out, "\uFFFD") || !strings.HasPrefix(errOut, where) {
		t.Errorf("convert: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if code, out, errOut := arbiter(t, "", "show", "--record", "2", file); code != 1 || errOut != where || !strings.Contains(out, "Last turn: f6") {
		t.Errorf("show --record 2: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	bad := writeFile(t, dir, "bad.yinsh", eucKR(t, koreanRecord)+"\n"+eucKR(t, "[Game \"YINSH\"]\n[Black \"박")+"\xff\xff\"]\n\n1. e5 *\n")
	code, out, errOut = arbiter(t, "", "validate", "--encoding", "cp949", bad)
	if want := bad + ":8:10: error: record 2: not cp949: bytes that encoding does not have\n"; code != 1 || errOut != want || !strings.HasPrefix(out, "2 records, 3 turns: 1 ok") {
		t.Errorf("validate --encoding cp949: exit %d, stdout %q, stderr %q; want %q", code, out, errOut, want)
	}
	game := "(;GM[24]SU[Yinsh]P0[id \"김민지\"]\n; P0[0 Start White]\n; P0[1 place wr  E 5]\n; P0[2 Done ]\n)\n"
	sgf := writeFile(t, dir, "bad.sgf", eucKR(t, game)+"(;GM[24]P0[id \"\xff\xff\"])\n")
	code, out, errOut = arbiter(t, "", "validate", "--encoding", "cp949", sgf)
	if want := sgf + ":6:16: error: record 2: not cp949: bytes that encoding does not have\n"; code != 1 || errOut != want || !strings.HasPrefix(out, "2 records, 1 turns: 1 ok") {
		t.Errorf("validate --encoding cp949 of SGF: exit %d, stdout %q, stderr %q; want %q (the file named once)", code, out, errOut, want)
	}
}
