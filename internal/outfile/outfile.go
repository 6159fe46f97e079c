// Package outfile writes a command's output to the path -o names, as a Unix
// tool writes what a path names:
//
//   - a regular file, or nothing yet, atomically: the output goes to a
//     temporary file beside it, renamed over it once complete, so that a
//     reader sees the old file or the whole new one; its mode is kept (a
//     new file is 0644), and a SIGINT or SIGTERM meanwhile removes the
//     temporary file and ends the process;
//   - a regular file with other hard links in place, the links kept: the
//     output goes to a temporary file first and is copied into the file
//     once complete, so that a failure before the end leaves it as it was;
//   - a device, FIFO, socket or terminal directly, opened for writing;
//   - a symbolic link: its target, as above, the link kept.
//
// A directory, and a place where no file can be made, are refused with the
// reason in words (*Error), by Check before any work as by Write.
package outfile

import (
	"errors"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"syscall"
	"unicode/utf8"
)

// Kind is what a path names, for writing to it.
type Kind int

const (
	// Missing is nothing: writing makes a regular file.
	Missing Kind = iota
	// Regular is a regular file: writing replaces it.
	Regular
	// Stream is a device, FIFO, socket or terminal: writing goes straight
	// to it, and what was written cannot be read back.
	Stream
	// Directory cannot be written.
	Directory
)

func (k Kind) String() string {
	return [...]string{"nothing", "a regular file", "a device, FIFO, socket or terminal", "a directory"}[k]
}

// KindOf tells what path names, symbolic links followed.
func KindOf(path string) (Kind, error) {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Missing, nil
	case err != nil:
		return Missing, failure(path, err, false, path)
	case fi.IsDir():
		return Directory, nil
	case fi.Mode().IsRegular():
		return Regular, nil
	}
	return Stream, nil
}

// Check tells, without writing anything, whether Write can write path: an
// *Error when it names a directory or a place where no file can be made,
// or what the user may not write to.
func Check(path string) error {
	d, err := resolve(path)
	if err != nil {
		return err
	}
	if d.how != replace {
		if err := writable(d.path); err != nil {
			return failure(path, err, false, d.path)
		}
	}
	if d.how == direct {
		return nil
	}
	tmp, g, err := d.temp()
	if err != nil {
		return err
	}
	defer g.stop()
	tmp.Close()
	os.Remove(tmp.Name())
	return nil
}

// Write runs write on a writer to path, as the package comment says. An
// error of write is returned as it is, path left as it was unless it is
// written directly; one in writing the file is an *Error.
func Write(path string, write func(io.Writer) error) error {
	d, err := resolve(path)
	if err != nil {
		return err
	}
	switch d.how {
	case direct:
		return d.writeDirect(write)
	case rewrite:
		return d.rewrite(write)
	}
	return d.replace(write)
}

// method is how a destination is written.
type method int

const (
	// replace renames a temporary file over the path.
	replace method = iota
	// rewrite copies a temporary file into the file, keeping its links.
	rewrite
	// direct writes to the path as it is opened.
	direct
)

// dest is where Write writes.
type dest struct {
	// given is the path as given, for messages; path is what is written:
	// the target of its symbolic links, unless it is written directly.
	given, path string
	kind        Kind
	how         method
	mode        fs.FileMode
}

// resolve finds what path names and how to write it.
func resolve(path string) (*dest, error) {
	d := &dest{given: path, path: path, mode: 0o644}
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist): // nothing, or a link to nothing
		d.path, err = linkTarget(path)
		if err != nil {
			return nil, failure(path, err, false, path)
		}
		return d, nil
	case err != nil:
		return nil, failure(path, err, false, path)
	case fi.IsDir():
		return nil, &Error{Path: path, Reason: "it is a directory: give the name of a file", Err: syscall.EISDIR}
	case !fi.Mode().IsRegular():
		d.kind, d.how = Stream, direct
		return d, nil
	}
	d.kind, d.mode = Regular, fi.Mode().Perm()
	target, err := linkTarget(path)
	if err != nil {
		return nil, failure(path, err, false, path)
	}
	switch tfi, err := os.Stat(target); {
	case err != nil || !os.SameFile(fi, tfi):
		// A link only the kernel follows (/proc/self/fd/N to a file
		// since removed): the file is reached through it alone.
		d.how = direct
	case links(fi) > 1:
		d.path, d.how = target, rewrite
	default:
		d.path = target
	}
	return d, nil
}

// maxLinks bounds the symbolic links followed, as the kernel does.
const maxLinks = 40

// linkTarget follows the symbolic links path ends with to what they name,
// which may not exist. A relative link is read from its own directory, as
// the kernel reads it.
func linkTarget(path string) (string, error) {
	for range maxLinks {
		fi, err := os.Lstat(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return path, nil
		case err != nil:
			return "", err
		case fi.Mode()&fs.ModeSymlink == 0:
			return path, nil
		}
		to, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(to) {
			dir, _ := filepath.Split(path)
			to = dir + to
		}
		path = to
	}
	return "", syscall.ELOOP
}

// replace writes a temporary file and renames it over the path.
func (d *dest) replace(write func(io.Writer) error) error {
	return d.viaTemp(write, func(tmp string) error {
		if err := os.Rename(tmp, d.path); err != nil {
			return failure(d.given, err, true, filepath.Dir(d.path))
		}
		return nil
	})
}

// rewrite writes a temporary file and copies it into the file, which
// keeps its inode and so its other names. The file is opened first: one
// that cannot be written is refused before any work.
func (d *dest) rewrite(write func(io.Writer) error) error {
	f, err := os.OpenFile(d.path, os.O_WRONLY, 0)
	if err != nil {
		return d.wrap(err)
	}
	defer f.Close()
	return d.viaTemp(write, func(tmp string) error {
		if err := copyInto(f, tmp); err != nil {
			return d.wrap(err)
		}
		os.Remove(tmp)
		return nil
	})
}

// viaTemp writes the whole output to a temporary file beside the path,
// then runs finish, which puts it in place and leaves no temporary file.
// The temporary file is removed on any failure, and on a signal.
func (d *dest) viaTemp(write func(io.Writer) error, finish func(tmp string) error) error {
	tmp, g, err := d.temp()
	if err != nil {
		return err
	}
	defer g.stop()
	defer os.Remove(tmp.Name()) // fails harmlessly once finished
	if err := d.fill(tmp, write); err != nil {
		return err
	}
	return g.finish(func() error { return finish(tmp.Name()) })
}

// fill writes the output into f, with the mode the file is to have, and
// closes it.
func (d *dest) fill(f *os.File, write func(io.Writer) error) error {
	err := write(&fileWriter{w: f, d: d})
	if err == nil {
		err = d.wrap(f.Chmod(d.mode))
	}
	if err == nil {
		err = d.wrap(f.Sync())
	}
	if cerr := d.wrap(f.Close()); err == nil {
		err = cerr
	}
	return err
}

// writeDirect opens the path for writing, with no temporary file: a
// socket is connected to.
func (d *dest) writeDirect(write func(io.Writer) error) error {
	var w io.WriteCloser
	var err error
	if fi, serr := os.Stat(d.path); serr == nil && fi.Mode()&fs.ModeSocket != 0 {
		w, err = net.Dial("unix", d.path)
	} else {
		flags := os.O_WRONLY
		if d.kind == Regular {
			flags |= os.O_TRUNC
		}
		w, err = os.OpenFile(d.path, flags, 0)
	}
	if err != nil {
		return d.wrap(err)
	}
	err = write(&fileWriter{w: w, d: d})
	if cerr := d.wrap(w.Close()); err == nil {
		err = cerr
	}
	return err
}

// temp makes a temporary file beside the path, removed on a signal until
// the guard is stopped.
func (d *dest) temp() (*os.File, *guard, error) {
	dir, base := filepath.Split(d.path)
	if dir == "" {
		dir = "." // CreateTemp would take the system's directory
	}
	g := guardSignals()
	tmp, err := g.create(func() (*os.File, error) { return os.CreateTemp(dir, "."+shorten(base)+".*.tmp") })
	if err != nil {
		g.stop()
		return nil, nil, failure(d.given, err, true, dir)
	}
	return tmp, g, nil
}

// shorten cuts a file name so that the temporary file's name, 16 bytes
// longer, is not too long where the name itself is not (255 bytes).
func shorten(name string) string {
	most := 200
	if len(name) <= most {
		return name
	}
	for !utf8.RuneStart(name[most]) {
		most--
	}
	return name[:most]
}

// copyInto copies the file src into dst, from its start, which keeps its
// inode; dst is left open.
func copyInto(dst *os.File, src string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	n, err := io.Copy(dst, in)
	if err == nil {
		err = dst.Truncate(n)
	}
	if err == nil {
		err = dst.Sync()
	}
	return err
}

// fileWriter writes to the file or stream of a destination, the reason
// of a failure in words.
type fileWriter struct {
	w io.Writer
	d *dest
}

func (f *fileWriter) Write(p []byte) (int, error) {
	n, err := f.w.Write(p)
	return n, f.d.wrap(err)
}

// wrap turns a failure to write the destination into an *Error; nil stays
// nil.
func (d *dest) wrap(err error) error {
	if err == nil {
		return nil
	}
	return failure(d.given, err, false, d.given)
}
