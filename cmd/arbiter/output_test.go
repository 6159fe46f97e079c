//go:build unix

package main

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
	"golang.org/x/text/encoding/korean"
)

const clubNight = "../../examples/yinsh/club-night.yinsh"

// outputCommands are the commands with -o, each with arguments that make a
// whole output.
var outputCommands = [][]string{
	{"convert", clubNight},
	{"select", clubNight, "--to", "json"},
	{"annotate", "--depth", "1", clubNight},
	{"html", clubNight},
	{"show", clubNight, "--format", "svg"},
	{"generate", "--game", "jungle", "--count", "2"},
}

// outputKinds are things -o may name besides a new file: make makes one in
// dir and returns -o and a check that it holds the output and stays what
// it was.
var outputKinds = []struct {
	name string
	make func(t *testing.T, dir string) (string, func(t *testing.T, want []byte))
}{
	{"null device", func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		return os.DevNull, func(t *testing.T, _ []byte) { charDevice(t, os.DevNull) }
	}},
	{"symlink to the null device", func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		link := filepath.Join(dir, "null")
		mustDo(t, os.Symlink(os.DevNull, link))
		return link, func(t *testing.T, _ []byte) {
			linksTo(t, link, os.DevNull)
			charDevice(t, os.DevNull)
		}
	}},
	{"FIFO", func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		fifo, keep := filepath.Join(dir, "fifo"), filepath.Join(dir, "fifo.keep")
		mustDo(t, unix.Mkfifo(fifo, 0o644))
		mustDo(t, os.Link(fifo, keep)) // to end the reader's wait if fifo is replaced
		read := make(chan []byte, 1)
		go func() {
			r, err := os.Open(fifo) // waits for the command to open it
			if err != nil {
				read <- nil
				return
			}
			defer r.Close()
			b, _ := io.ReadAll(r)
			read <- b
		}()
		return fifo, func(t *testing.T, want []byte) {
			if w, err := os.OpenFile(keep, os.O_RDWR, 0); err == nil { // ends a wait; the command has closed
				w.Close()
			}
			if got := <-read; !bytes.Equal(got, want) {
				t.Errorf("the reader of the FIFO got %d bytes, want %d", len(got), len(want))
			}
			if fi, err := os.Lstat(fifo); err != nil || fi.Mode().Type() != fs.ModeNamedPipe {
				t.Errorf("%s is no FIFO any more", fifo)
			}
		}
	}},
	{"symlink to a file", func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		target, link := filepath.Join(dir, "target"), filepath.Join(dir, "link")
		mustDo(t, os.WriteFile(target, []byte("old\n"), 0o600))
		mustDo(t, os.Symlink("target", link))
		return link, func(t *testing.T, want []byte) {
			linksTo(t, link, "target")
			fileHolds(t, target, want, 0o600)
		}
	}},
	{"hard-linked file", func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		path, other := filepath.Join(dir, "out"), filepath.Join(dir, "other")
		mustDo(t, os.WriteFile(path, []byte("old\n"), 0o644))
		mustDo(t, os.Link(path, other))
		before, _ := os.Stat(path)
		return path, func(t *testing.T, want []byte) {
			for _, name := range []string{path, other} {
				if fi := fileHolds(t, name, want, 0o644); !os.SameFile(fi, before) {
					t.Errorf("%s is a new file: the hard link is broken", name)
				}
			}
		}
	}},
	{"regular file", func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		path := filepath.Join(dir, "out")
		mustDo(t, os.WriteFile(path, []byte("old\n"), 0o640))
		mustDo(t, os.Chmod(path, 0o640))
		return path, func(t *testing.T, want []byte) { fileHolds(t, path, want, 0o640) }
	}},
}

// TestOutputKinds: every command with -o writes a device, a FIFO, a
// link's target and a hard-linked file as a Unix tool does, not replacing
// them by a regular file: each ends up holding what the command writes to
// standard output and stays what it was. Not as root too: -o /dev/null is
// written, not refused.
func TestOutputKinds(t *testing.T) {
	t.Parallel()
	for _, args := range outputCommands {
		code, want, stderr := arbiter(t, "", args...)
		if code != exitOK {
			t.Fatalf("arbiter %s: exit %d: %s", strings.Join(args, " "), code, stderr)
		}
		for _, kind := range outputKinds {
			t.Run(args[0]+" -o "+kind.name, func(t *testing.T) {
				dir := t.TempDir()
				out, check := kind.make(t, dir)
				code, _, stderr := arbiter(t, "", append(args, "-o", out)...)
				if code != exitOK {
					t.Errorf("exit %d: %s", code, stderr)
				}
				check(t, []byte(want))
				if tmp := temporaries(dir); len(tmp) > 0 {
					t.Errorf("temporary files left: %v", tmp)
				}
			})
		}
	}
}

// TestInPlaceEncoding: a file read with --encoding and written in place
// stays in its encoding, Hangul intact (select writes it back byte for
// byte); written to another file the output is UTF-8.
func TestInPlaceEncoding(t *testing.T) {
	t.Parallel()
	for _, example := range []string{"yinsh/korean-club.yinsh", "jungle/korean-club.jungle", "ingenious/korean-club.ingenious"} {
		utf8Text, err := os.ReadFile("../../examples/" + example)
		mustDo(t, err)
		club, err := korean.EUCKR.NewEncoder().Bytes(utf8Text)
		mustDo(t, err)
		for _, args := range [][]string{{"select"}, {"convert"}, {"annotate", "--depth", "1"}} {
			_, want, _ := arbiter(t, "", append(args, "../../examples/"+example)...)
			wantEUCKR, err := korean.EUCKR.NewEncoder().String(want)
			mustDo(t, err)
			dir := t.TempDir()
			file := filepath.Join(dir, filepath.Base(example))
			mustDo(t, os.WriteFile(file, club, 0o644))
			if code, _, stderr := arbiter(t, "", append(args, file, "--encoding", "cp949", "-o", file)...); code != exitOK {
				t.Fatalf("%s %s in place: exit %d: %s", args[0], example, code, stderr)
			}
			if got, _ := os.ReadFile(file); string(got) != wantEUCKR {
				t.Errorf("%s %s in place: the file is not the output in EUC-KR:\n%q", args[0], example, got)
			}
			if got, _ := os.ReadFile(file); args[0] == "select" && !bytes.Equal(got, club) {
				t.Errorf("select %s in place changed the file", example)
			}
			other := filepath.Join(dir, "utf8-"+filepath.Base(example))
			if code, _, stderr := arbiter(t, "", append(args, file, "--encoding", "cp949", "-o", other)...); code != exitOK {
				t.Fatalf("%s %s -o another file: exit %d: %s", args[0], example, code, stderr)
			}
			if got, _ := os.ReadFile(other); string(got) != want {
				t.Errorf("%s %s -o another file: not the output in UTF-8:\n%s", args[0], example, got)
			}
		}
	}
}

// TestInPlaceUnencodable: a character the file's encoding cannot hold
// fails the command, named with its place, and leaves the file as it was.
func TestInPlaceUnencodable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "club.json")
	if code, _, stderr := arbiter(t, "", "convert", clubNight, "--to", "json", "-o", file); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	doc, err := os.ReadFile(file)
	mustDo(t, err)
	doc = bytes.Replace(doc, []byte(`"Tuesday club night"`), []byte(`"Tuesday club night \ud83d\ude00"`), 1)
	mustDo(t, os.WriteFile(file, doc, 0o644))
	code, _, stderr := arbiter(t, "", "convert", file, "--encoding", "latin1", "--to", "json", "-o", file)
	const want = "club.json:11:36: latin1 cannot hold the character '😀' (U+1F600); " // the place in the output
	if code != exitCommand || !strings.Contains(stderr, want) || !strings.Contains(stderr, "is left as it was") {
		t.Errorf("exit %d, %q; want exit 2 and %q", code, stderr, want)
	}
	if got, _ := os.ReadFile(file); !bytes.Equal(got, doc) {
		t.Error("the file was changed")
	}
	if tmp := temporaries(dir); len(tmp) > 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
}

func mustDo(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func charDevice(t *testing.T, path string) {
	t.Helper()
	if fi, err := os.Lstat(path); err != nil || fi.Mode().Type() != fs.ModeDevice|fs.ModeCharDevice {
		t.Errorf("%s is no character device any more", path)
	}
}

func linksTo(t *testing.T, link, to string) {
	t.Helper()
	if got, err := os.Readlink(link); err != nil || got != to {
		t.Errorf("%s is no link to %s any more", link, to)
	}
}

// fileHolds checks that path is a regular file with that content and mode.
func fileHolds(t *testing.T, path string, want []byte, mode fs.FileMode) fs.FileInfo {
	t.Helper()
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() {
		t.Fatalf("%s is not a regular file", path)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, want) {
		t.Errorf("%s holds %d bytes, want %d", path, len(got), len(want))
	}
	if fi.Mode().Perm() != mode {
		t.Errorf("%s has mode %v, want %v", path, fi.Mode().Perm(), mode)
	}
	return fi
}
