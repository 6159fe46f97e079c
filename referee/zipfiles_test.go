package referee_test

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// zipEntry is one file of a zip archive made for a test.
type zipEntry struct{ name, text string }

// writeZip writes a zip archive of the entries in dir, named name.
func writeZip(t testing.TB, dir, name string, entries ...zipEntry) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, zipBytes(t, entries...), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// zipBytes packs the entries in a zip archive, a name that ends in / a
// folder.
func zipBytes(t testing.TB, entries ...zipEntry) []byte {
	t.Helper()
	return packZip(t, zip.Deflate, entries...)
}

// packZip packs the entries in a zip archive by the method (zip.Deflate,
// zip.Store).
func packZip(t testing.TB, method uint16, entries ...zipEntry) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, e := range entries {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: e.name, Method: method})
		if err == nil {
			_, err = w.Write([]byte(e.text))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// filesIn reads the named files through Files: the results and totals.
func filesIn(t testing.TB, names ...string) ([]referee.Result, referee.Totals) {
	t.Helper()
	var results []referee.Result
	totals, err := referee.Files(names, referee.FileOptions{}, func(r referee.Result) error {
		results = append(results, r)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return results, totals
}

// TestZip reads every file of an archive, each in the format its name
// gives, diagnostics naming ARCHIVE:NAME:LINE:COL; folders are passed
// over.
func TestZip(t *testing.T) {
	dir := t.TempDir()
	archive := writeZip(t, dir, "club.zip",
		zipEntry{"2019/", ""},
		zipEntry{"2019/a.yinsh", "[Game \"YINSH\"]\n\n1. e5 2. f6 *\n"},
		zipEntry{"2019/b.sgf", "(;GM[24]\n; P0[place wr  E 5]; P1[place br  F 6]\n; P0[place wr  A 1])"},
		zipEntry{"c.jsonl", ""},
	)
	results, totals := filesIn(t, archive)
	var got []string
	for _, r := range results {
		line := r.File + " " + r.Format
		if r.Record != nil {
			line += " " + text.String(r.Record)[strings.LastIndex(text.String(r.Record), "\n\n")+2:]
		}
		for _, d := range r.Diagnostics() {
			line += " " + d.Pos.String() + ": " + d.Reason
		}
		got = append(got, strings.TrimSpace(line))
	}
	want := []string{
		archive + ":2019/a.yinsh text 1. e5 2. f6 *",
		archive + ":2019/b.sgf sgf " + archive + ":2019/b.sgf:3:16: a1 is not on the board (column a has rows 2 to 5)",
		archive + ":c.jsonl  " + archive + ":c.jsonl: no records found",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("results:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if totals.Records != 2 || totals.Failed != 1 || totals.Empty != 1 || totals.Turns != 2 {
		t.Errorf("totals %+v", totals)
	}
}

// TestZipProblems: an archive that is no zip, or holds no file, is a
// problem of the archive.
func TestZipProblems(t *testing.T) {
	dir := t.TempDir()
	notZip := filepath.Join(dir, "not.zip")
	if err := os.WriteFile(notZip, []byte("[Game \"YINSH\"]\n\n1. e5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ file, reason string }{
		{notZip, "not a valid zip file"},
		{writeZip(t, dir, "folders.zip", zipEntry{"2019/", ""}), "the zip archive holds no files"},
		{filepath.Join(dir, "absent.zip"), "no such file"},
	} {
		results, _ := filesIn(t, tc.file)
		if len(results) != 1 || results[0].Problem == nil || !strings.Contains(results[0].Problem.Reason, tc.reason) {
			t.Errorf("%s: results %+v, want one problem saying %q", tc.file, results, tc.reason)
		}
	}
}

// TestZipBomb: a file that unpacks to far more than a record may hold is
// read a record at a time, its one record too long (notation.TooLong),
// the next file read after it.
func TestZipBomb(t *testing.T) {
	huge := "(;C[" + strings.Repeat("0", 8*notation.MaxRecordSize) + "])"
	archive := writeZip(t, t.TempDir(), "bomb.zip", zipEntry{"bomb.sgf", huge}, zipEntry{"next.yinsh", "1. e5 *\n"})
	results, _ := filesIn(t, archive)
	if len(results) != 2 || results[0].ReadErr == nil || !strings.Contains(results[0].ReadErr.Msg, "longer than") || results[1].Record == nil {
		t.Fatalf("results %+v", results)
	}
}

// TestBoardspaceZip reads the shared boardspace games zipped: the same
// records, turns and verdicts as the files themselves.
func TestBoardspaceZip(t *testing.T) {
	const dir = "../../shared/testdata/yinsh/boardspace"
	names, _ := filepath.Glob(filepath.Join(dir, "*.sgf"))
	if len(names) == 0 {
		t.Skipf("no boardspace games in %s (../shared holds the project's development data); skipping", dir)
	}
	var entries []zipEntry
	for _, name := range names {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		entries = append(entries, zipEntry{filepath.Base(name), string(src)})
	}
	archive := writeZip(t, t.TempDir(), "boardspace.zip", entries...)
	direct, dt := filesIn(t, names...)
	zipped, zt := filesIn(t, archive)
	if len(direct) != len(names) || len(zipped) != len(direct) || dt != zt || dt.Failed != 0 {
		t.Fatalf("%d results (%+v) from the files, %d (%+v) from the archive", len(direct), dt, len(zipped), zt)
	}
	for i, d := range direct {
		z := zipped[i]
		if z.File != archive+":"+filepath.Base(d.File) || text.String(z.Record) != text.String(d.Record) || z.Turns != d.Turns || z.Turns == 0 {
			t.Errorf("%s: %d turns from the archive (%s), %d from the file", d.File, z.Turns, z.File, d.Turns)
		}
	}
}

// FuzzZip reads any bytes as a zip archive: never a panic, and every
// result a record or a problem of a file the archive names.
func FuzzZip(f *testing.F) {
	f.Add(zipBytes(f, zipEntry{"a.yinsh", "[Game \"YINSH\"]\n\n1. e5 2. f6 *\n"}, zipEntry{"b/", ""},
		zipEntry{"b/c.sgf", "(;GM[24]; P0[place wr  E 5]; P1[1 place br F 6])"}, zipEntry{"d.jsonl", "{}\n"}))
	f.Add(zipBytes(f))
	f.Add([]byte("PK\x03\x04"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, b []byte) {
		archive := filepath.Join(dir, "f.zip")
		if err := os.WriteFile(archive, b, 0o644); err != nil {
			t.Fatal(err)
		}
		results, _ := filesIn(t, archive)
		for _, r := range results {
			if !strings.HasPrefix(r.File, archive) || (r.Problem == nil) == (r.Record == nil && r.ReadErr == nil) {
				t.Fatalf("result %+v", r)
			}
		}
	})
}

// TestFilesAtOnce: files and the files of archives, read several at once
// on many workers, give their results in the order of the files, each
// file's as it gives them read alone on one: records, diagnostics, a
// file that cannot be read, one that holds no record, an archive file
// whose packed bytes are broken (its checksum fails after its records).
func TestFilesAtOnce(t *testing.T) {
	dir := t.TempDir()
	game := func(i int) string {
		if i%3 == 0 {
			return fmt.Sprintf("[Game \"YINSH\"]\n[Round \"%d\"]\n\n1. e5 2. e5 *\n\n", i) // an illegal turn
		}
		return fmt.Sprintf("[Game \"YINSH\"]\n[Round \"%d\"]\n\n1. e5 2. f6 *\n\n", i)
	}
	var entries []zipEntry
	for i := range 40 {
		entries = append(entries, zipEntry{fmt.Sprintf("g%02d.yinsh", i), game(i)})
	}
	entries = append(entries, zipEntry{"empty.yinsh", ""}, zipEntry{"stray.yinsh", "[Game \"YINSH\"]\n\n1. e5 {caf\xe9} *\n"},
		zipEntry{"b.sgf", "(;GM[24]\n; P0[place wr  E 5]; P1[place br  F 6]\n; P0[place wr  A 1])"})
	archive := writeZip(t, dir, "a.zip", entries...)
	broken := filepath.Join(dir, "broken.zip")
	packed := packZip(t, zip.Store, zipEntry{"x.yinsh", game(1) + game(2)}, zipEntry{"y.yinsh", game(3)})
	at := bytes.Index(packed, []byte("Round \"2\""))
	packed[at+7] = '9' // the file's checksum fails once it is read
	if err := os.WriteFile(broken, packed, 0o644); err != nil {
		t.Fatal(err)
	}
	long := filepath.Join(dir, "long.yinsh")
	var text strings.Builder
	for i := range 600 {
		text.WriteString(game(i))
	}
	if err := os.WriteFile(long, []byte(text.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	names := []string{archive, long, filepath.Join(dir, "absent.yinsh"), broken, archive, long}
	var want []string
	for _, name := range names {
		want = append(want, resultLines(t, 1, name)...)
	}
	if !slices.ContainsFunc(want, func(l string) bool {
		return strings.HasPrefix(l, broken+":x.yinsh 0 [") && strings.Contains(l, "checksum")
	}) {
		t.Fatalf("no checksum error of the broken file in:\n%s", strings.Join(want, "\n"))
	}
	for _, jobs := range []int{1, 2, 3, 8} {
		if got := resultLines(t, jobs, names...); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("on %d workers, %d results:\n%s\nwant %d:\n%s", jobs, len(got), strings.Join(got, "\n"), len(want), strings.Join(want, "\n"))
		}
	}
}

// resultLines reads the files on so many workers: a line per result, its
// file, number and diagnostics.
func resultLines(t *testing.T, jobs int, names ...string) []string {
	t.Helper()
	var lines []string
	_, err := referee.Files(names, referee.FileOptions{Jobs: jobs, Options: referee.Options{Verdicts: true}}, func(r referee.Result) error {
		lines = append(lines, fmt.Sprintf("%s %d %v", r.File, r.Number, r.Diagnostics()))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

// TestFilesAtOnceStop: the first error of the sink stops the files read
// at once, and Files gives it, the results before it in order.
func TestFilesAtOnceStop(t *testing.T) {
	dir := t.TempDir()
	var entries []zipEntry
	for i := range 100 {
		entries = append(entries, zipEntry{fmt.Sprintf("g%03d.yinsh", i), "[Game \"YINSH\"]\n\n1. e5 2. f6 *\n"})
	}
	archive := writeZip(t, dir, "a.zip", entries...)
	stop := errors.New("enough")
	for _, jobs := range []int{1, 2, 8} {
		var files []string
		_, err := referee.Files([]string{archive, archive}, referee.FileOptions{Jobs: jobs}, func(r referee.Result) error {
			files = append(files, r.File)
			if len(files) == 120 {
				return stop
			}
			return nil
		})
		if err != stop || len(files) != 120 || files[119] != archive+":g019.yinsh" || files[99] != archive+":g099.yinsh" {
			t.Errorf("on %d workers: %v after %d results, the last %s", jobs, err, len(files), files[len(files)-1])
		}
	}
}

// TestFilesAtOnceProgress: the progress of files read at once is told
// one call at a time (the race detector sees to it), every byte once: a
// file's bytes, an archive's packed bytes.
func TestFilesAtOnceProgress(t *testing.T) {
	dir := t.TempDir()
	var names []string
	want := 0
	for i := range 12 {
		name := filepath.Join(dir, fmt.Sprintf("g%d.yinsh", i))
		src := strings.Repeat("[Game \"YINSH\"]\n\n1. e5 2. f6 *\n\n", i+1)
		if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		names, want = append(names, name), want+len(src)
	}
	archive := writeZip(t, dir, "a.zip", zipEntry{"a.yinsh", "1. e5 *\n"}, zipEntry{"b.yinsh", "1. e5 *\n"})
	zr, err := zip.OpenReader(archive)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range zr.File {
		want += int(f.CompressedSize64)
	}
	zr.Close()
	seen := 0
	_, err = referee.Files(append(names, archive), referee.FileOptions{Jobs: 4, Progress: func(n int) { seen += n }}, func(referee.Result) error { return nil })
	if err != nil || seen != want {
		t.Errorf("%v; progress told of %d bytes, want %d", err, seen, want)
	}
}

// TestStdinTwice: standard input named twice, among files read at once,
// is read to its end the first time, and holds no record the second.
func TestStdinTwice(t *testing.T) {
	games := strings.Repeat("[Game \"YINSH\"]\n\n1. e5 2. f6 *\n\n", 200)
	var got []string
	_, err := referee.Files([]string{"-", "-"}, referee.FileOptions{Jobs: 4, In: strings.NewReader(games)}, func(r referee.Result) error {
		got = append(got, fmt.Sprint(r.File, r.Number, r.Problem != nil))
		return nil
	})
	if err != nil || len(got) != 201 || got[199] != "<stdin>200 false" || got[200] != "<stdin>0 true" {
		t.Errorf("%v; %d results, the last %v", err, len(got), got[len(got)-2:])
	}
}
