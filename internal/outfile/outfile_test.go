//go:build unix

package outfile

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// destination is a kind of thing -o may name: make makes one in dir and
// returns the path to write and a check of what it holds afterwards.
type destination struct {
	name string
	// direct is set for what is written directly, not through a
	// temporary file; waits for what a reader waits on to be written.
	direct, waits bool
	make          func(t *testing.T, dir string) (path string, check func(t *testing.T, want []byte))
}

// destinations are the things Write writes, each checked to hold the
// output and to stay what it was (a link a link, a device a device).
var destinations = []destination{
	{"nothing yet", false, false, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		path := filepath.Join(dir, "new.yinsh")
		return path, func(t *testing.T, want []byte) { holds(t, path, want, 0o644) }
	}},
	{"regular file", false, false, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		path := filepath.Join(dir, "club.yinsh")
		old := file(t, path, 0o600)
		return path, func(t *testing.T, want []byte) {
			if now := holds(t, path, want, 0o600); os.SameFile(old, now) {
				t.Error("the file was written in place, not replaced by a new one")
			}
		}
	}},
	{"long name", false, false, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		path := filepath.Join(dir, strings.Repeat("한", 80)+".yinsh") // 246 bytes
		file(t, path, 0o644)
		return path, func(t *testing.T, want []byte) { holds(t, path, want, 0o644) }
	}},
	{"symlink to a regular file", false, false, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		target, link := filepath.Join(dir, "target.yinsh"), filepath.Join(dir, "link.yinsh")
		file(t, target, 0o640)
		symlink(t, "target.yinsh", link)
		return link, func(t *testing.T, want []byte) {
			isLink(t, link, "target.yinsh")
			holds(t, target, want, 0o640)
		}
	}},
	{"symlinks in a chain, relative to their own directories", false, false, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		target, middle, link := filepath.Join(dir, "target.yinsh"), filepath.Join(dir, "sub", "middle"), filepath.Join(dir, "link.yinsh")
		file(t, target, 0o644)
		if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
			t.Fatal(err)
		}
		symlink(t, "../target.yinsh", middle)
		symlink(t, "sub/middle", link)
		return link, func(t *testing.T, want []byte) {
			isLink(t, link, "sub/middle")
			isLink(t, middle, "../target.yinsh")
			holds(t, target, want, 0o644)
		}
	}},
	{"symlink to nothing yet", false, false, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		target, link := filepath.Join(dir, "made.yinsh"), filepath.Join(dir, "link.yinsh")
		symlink(t, "made.yinsh", link)
		return link, func(t *testing.T, want []byte) {
			isLink(t, link, "made.yinsh")
			holds(t, target, want, 0o644)
		}
	}},
	{"hard link", false, false, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		path, other := filepath.Join(dir, "club.yinsh"), filepath.Join(dir, "backup.yinsh")
		old := file(t, path, 0o640)
		if err := os.Link(path, other); err != nil {
			t.Fatal(err)
		}
		return path, func(t *testing.T, want []byte) {
			for _, name := range []string{path, other} {
				if now := holds(t, name, want, 0o640); !os.SameFile(old, now) {
					t.Errorf("%s is a new file: the hard link is broken", name)
				}
			}
		}
	}},
	{"null device", true, false, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		return os.DevNull, func(t *testing.T, _ []byte) { isDevice(t, os.DevNull) }
	}},
	{"symlink to the null device", true, false, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		link := filepath.Join(dir, "null")
		symlink(t, os.DevNull, link)
		return link, func(t *testing.T, _ []byte) {
			isLink(t, link, os.DevNull)
			isDevice(t, os.DevNull)
		}
	}},
	{"FIFO", true, true, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		path := filepath.Join(dir, "fifo")
		if err := unix.Mkfifo(path, 0o644); err != nil {
			t.Fatal(err)
		}
		read := reader(t, func() (io.ReadCloser, error) { return os.Open(path) }) // blocks until Write opens it
		return path, func(t *testing.T, want []byte) {
			if got := <-read; !bytes.Equal(got, want) {
				t.Errorf("the reader got %d bytes, want %d", len(got), len(want))
			}
			if fi, err := os.Lstat(path); err != nil || fi.Mode().Type() != fs.ModeNamedPipe {
				t.Errorf("%s is no FIFO any more: %v", path, err)
			}
		}
	}},
	{"socket", true, true, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		path := filepath.Join(dir, "socket")
		l, err := net.Listen("unix", path)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { l.Close() })
		read := reader(t, func() (io.ReadCloser, error) { return l.Accept() })
		return path, func(t *testing.T, want []byte) {
			if got := <-read; !bytes.Equal(got, want) {
				t.Errorf("the listener got %d bytes, want %d", len(got), len(want))
			}
		}
	}},
	{"proc fd of a pipe", true, true, func(t *testing.T, dir string) (string, func(*testing.T, []byte)) {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		path := "/proc/self/fd/" + strconv.Itoa(int(w.Fd()))
		if _, err := os.Stat(path); err != nil {
			t.Skip("no /proc/self/fd here")
		}
		read := reader(t, func() (io.ReadCloser, error) { return r, nil })
		return path, func(t *testing.T, want []byte) {
			w.Close() // Write opened and closed a writer of its own
			if got := <-read; !bytes.Equal(got, want) {
				t.Errorf("the pipe's reader got %d bytes, want %d", len(got), len(want))
			}
		}
	}},
}

// TestWrite: every kind of destination ends up holding exactly the output,
// stays the kind it was, and no temporary file is left.
func TestWrite(t *testing.T) {
	want := bytes.Repeat([]byte("[White \"김민지\"]\n1. e5 {좋은 수} *\n\n"), 5000) // more than a pipe holds
	for _, d := range destinations {
		t.Run(d.name, func(t *testing.T) {
			dir := t.TempDir()
			path, check := d.make(t, dir)
			err := Write(path, func(w io.Writer) error {
				_, err := w.Write(want)
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			check(t, want)
			noTemporaries(t, dir)
		})
	}
}

// TestWriteFails: when write fails, a file (or what a link names) is left
// as it was, no file is made, and no temporary file is left; the error is
// write's.
func TestWriteFails(t *testing.T) {
	interrupted := errors.New("interrupted")
	for _, d := range destinations {
		if d.direct {
			continue // what was written is gone
		}
		t.Run(d.name, func(t *testing.T) {
			dir := t.TempDir()
			path, _ := d.make(t, dir)
			before := snapshot(t, dir)
			err := Write(path, func(w io.Writer) error {
				w.Write([]byte("half a record"))
				return interrupted
			})
			if err != interrupted {
				t.Errorf("Write: %v, want write's error", err)
			}
			if after := snapshot(t, dir); after != before {
				t.Errorf("the directory changed:\n%s\nwas\n%s", after, before)
			}
		})
	}
}

// TestRefused: a path where nothing can be written is refused by Check,
// which makes nothing, and by Write, which does not call write, with the
// reason in words: no system call, no temporary file.
func TestRefused(t *testing.T) {
	root := os.Geteuid() == 0
	tests := []struct {
		name     string
		make     func(t *testing.T, dir string) string
		want     string
		needUser bool // root may write there
	}{
		{"directory", func(t *testing.T, dir string) string { return dir }, "it is a directory: give the name of a file", false},
		{"symlink to a directory", func(t *testing.T, dir string) string {
			symlink(t, ".", filepath.Join(dir, "here"))
			return filepath.Join(dir, "here")
		}, "it is a directory", false},
		{"no such directory", func(t *testing.T, dir string) string { return filepath.Join(dir, "no", "such", "x.yinsh") },
			"the directory DIR/no/such does not exist: make it first", false},
		{"a file for a directory", func(t *testing.T, dir string) string {
			file(t, filepath.Join(dir, "club.yinsh"), 0o644)
			return filepath.Join(dir, "club.yinsh", "x.yinsh")
		}, "a part of DIR/club.yinsh/x.yinsh is a file, not a directory", false},
		{"symlinks in a loop", func(t *testing.T, dir string) string {
			symlink(t, "b", filepath.Join(dir, "a"))
			symlink(t, "a", filepath.Join(dir, "b"))
			return filepath.Join(dir, "a")
		}, "its symbolic links go round in a loop", false},
		{"directory not writable", func(t *testing.T, dir string) string {
			sub := filepath.Join(dir, "ro")
			if err := os.Mkdir(sub, 0o555); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(sub, "x.yinsh")
		}, "you may not make files in DIR/ro: give a file in a directory you may write to", true},
		{"hard-linked file not writable", func(t *testing.T, dir string) string {
			path := filepath.Join(dir, "club.yinsh")
			file(t, path, 0o444)
			if err := os.Link(path, filepath.Join(dir, "other")); err != nil {
				t.Fatal(err)
			}
			return path
		}, "you may not write to DIR/club.yinsh: give a file you may write to", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.needUser && root {
				t.Skip("root may write anywhere")
			}
			dir := t.TempDir()
			path := tc.make(t, dir)
			want := path + " cannot be written: " + strings.ReplaceAll(tc.want, "DIR", dir)
			before := snapshot(t, dir)
			errCheck := Check(path)
			errWrite := Write(path, func(io.Writer) error { t.Error("write called"); return nil })
			for _, err := range []error{errCheck, errWrite} {
				var e *Error
				if !errors.As(err, &e) || !strings.HasPrefix(err.Error(), want) {
					t.Errorf("got %v\nwant %s", err, want)
				}
				if err != nil && (strings.Contains(err.Error(), ".tmp") || strings.Contains(err.Error(), "open ")) {
					t.Errorf("the message names the system's workings: %s", err)
				}
			}
			if after := snapshot(t, dir); after != before {
				t.Errorf("the directory changed:\n%s\nwas\n%s", after, before)
			}
		})
	}
}

// TestCheck: Check accepts what Write can write, makes nothing, and opens
// no FIFO (which would wait for a reader).
func TestCheck(t *testing.T) {
	for _, d := range destinations {
		if d.waits {
			continue // its reader waits for a Write
		}
		t.Run(d.name, func(t *testing.T) {
			dir := t.TempDir()
			path, _ := d.make(t, dir)
			before := snapshot(t, dir)
			if err := Check(path); err != nil {
				t.Error(err)
			}
			if after := snapshot(t, dir); after != before {
				t.Errorf("Check changed the directory:\n%s\nwas\n%s", after, before)
			}
		})
	}
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := unix.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Check(fifo); err != nil {
		t.Errorf("a FIFO: %v", err)
	}
}

// TestKindOf: what a path names, links followed.
func TestKindOf(t *testing.T) {
	dir := t.TempDir()
	file(t, filepath.Join(dir, "club.yinsh"), 0o644)
	symlink(t, "club.yinsh", filepath.Join(dir, "link"))
	symlink(t, os.DevNull, filepath.Join(dir, "null"))
	symlink(t, "nothing", filepath.Join(dir, "dangling"))
	if err := unix.Mkfifo(filepath.Join(dir, "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]Kind{
		"club.yinsh": Regular, "link": Regular, "nothing": Missing, "dangling": Missing,
		"null": Stream, "fifo": Stream, ".": Directory,
	} {
		if got, err := KindOf(filepath.Join(dir, name)); got != want || err != nil {
			t.Errorf("%s: %v, %v; want %v", name, got, err, want)
		}
	}
	if got, err := KindOf(os.DevNull); got != Stream || err != nil {
		t.Errorf("%s: %v, %v", os.DevNull, got, err)
	}
}

// FuzzWrite: any output, written in pieces of any size to any kind of
// destination, is what the destination holds afterwards, and the
// destination stays the kind it was.
func FuzzWrite(f *testing.F) {
	for i := range destinations {
		f.Add([]byte("[White \"김민지\"]\n1. e5 *\n"), uint8(i), uint16(3))
	}
	f.Add([]byte{}, uint8(1), uint16(0))
	f.Add(bytes.Repeat([]byte{0xff, 0, '\n'}, 30000), uint8(9), uint16(4096))
	f.Fuzz(func(t *testing.T, data []byte, kind uint8, piece uint16) {
		d := destinations[int(kind)%len(destinations)]
		dir := t.TempDir()
		path, check := d.make(t, dir)
		step := int(piece) + 1
		err := Write(path, func(w io.Writer) error {
			for rest := data; len(rest) > 0; rest = rest[min(step, len(rest)):] {
				if _, err := w.Write(rest[:min(step, len(rest))]); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("%s: %v", d.name, err)
		}
		check(t, data)
		noTemporaries(t, dir)
	})
}

// file makes a regular file holding an old record, with a mode.
func file(t *testing.T, path string, mode fs.FileMode) fs.FileInfo {
	t.Helper()
	if err := os.WriteFile(path, []byte("[White \"old\"]\n1. e5 *\n"), mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil { // the umask
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi
}

func symlink(t *testing.T, to, link string) {
	t.Helper()
	if err := os.Symlink(to, link); err != nil {
		t.Fatal(err)
	}
}

// holds checks that path is a regular file with that content and mode.
func holds(t *testing.T, path string, want []byte, mode fs.FileMode) fs.FileInfo {
	t.Helper()
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() {
		t.Fatalf("%s is not a regular file: %v", path, err)
	}
	if got, err := os.ReadFile(path); err != nil || !bytes.Equal(got, want) {
		t.Errorf("%s holds %d bytes (%v), want %d", path, len(got), err, len(want))
	}
	if fi.Mode().Perm() != mode {
		t.Errorf("%s has mode %v, want %v", path, fi.Mode().Perm(), mode)
	}
	return fi
}

func isLink(t *testing.T, link, to string) {
	t.Helper()
	if got, err := os.Readlink(link); err != nil || got != to {
		t.Errorf("%s is no link to %s any more: %q, %v", link, to, got, err)
	}
}

func isDevice(t *testing.T, path string) {
	t.Helper()
	if fi, err := os.Lstat(path); err != nil || fi.Mode().Type() != fs.ModeDevice|fs.ModeCharDevice {
		t.Errorf("%s is no character device any more: %v", path, err)
	}
}

// reader reads everything from what open opens, in a goroutine: the
// channel gets it.
func reader(t *testing.T, open func() (io.ReadCloser, error)) <-chan []byte {
	got := make(chan []byte, 1)
	go func() {
		r, err := open()
		if err != nil {
			t.Error(err)
			got <- nil
			return
		}
		defer r.Close()
		b, err := io.ReadAll(r)
		if err != nil {
			t.Error(err)
		}
		got <- b
	}()
	return got
}

// noTemporaries checks that no temporary file is left in dir.
func noTemporaries(t *testing.T, dir string) {
	t.Helper()
	if tmp, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(tmp) > 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
}

// snapshot lists what dir holds: names, kinds, inodes, sizes, modes and
// contents of regular files, link targets.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fi, err := e.Info()
		if err != nil {
			return err
		}
		st := fi.Sys().(*syscall.Stat_t)
		b.WriteString(path + " " + fi.Mode().String() + " " + strconv.FormatUint(st.Ino, 10))
		switch {
		case fi.Mode().IsRegular():
			content, _ := os.ReadFile(path)
			b.WriteString(" " + strconv.Quote(string(content)))
		case fi.Mode()&fs.ModeSymlink != 0:
			to, _ := os.Readlink(path)
			b.WriteString(" -> " + to)
		}
		b.WriteString("\n")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}
