package outfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// Error is an output that cannot be written, with the reason in words: what
// the user can do about it, no system call or temporary file named.
type Error struct {
	// Path is the output as given.
	Path string
	// Reason says why, in words.
	Reason string
	// Err is the cause, for errors.Is.
	Err error
}

func (e *Error) Error() string { return fmt.Sprintf("%s cannot be written: %s", e.Path, e.Reason) }

func (e *Error) Unwrap() error { return e.Err }

// failure explains err, met in making a file in the directory place (when
// making) or in opening or writing the file place.
func failure(path string, err error, making bool, place string) *Error {
	return &Error{Path: path, Reason: reason(err, making, place), Err: err}
}

// reason says in words why a file could not be made or written.
func reason(err error, making bool, place string) string {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return err.Error()
	}
	dir := place
	if making {
		place = dirName(dir)
	}
	switch errno {
	case syscall.ENOENT:
		switch fi, err := os.Stat(dir); {
		case !making:
			return fmt.Sprintf("%s does not exist", place)
		case err == nil && fi.IsDir(): // /proc
			return fmt.Sprintf("no files can be made in %s: give a file elsewhere", place)
		}
		return fmt.Sprintf("the directory %s does not exist: make it first, or give a file in a directory that exists", place)
	case syscall.EACCES, syscall.EPERM:
		if making {
			return fmt.Sprintf("you may not make files in %s: give a file in a directory you may write to", place)
		}
		return fmt.Sprintf("you may not write to %s: give a file you may write to", place)
	case syscall.ENOTDIR:
		return fmt.Sprintf("a part of %s is a file, not a directory", place)
	case syscall.EISDIR:
		return "it is a directory: give the name of a file"
	case syscall.EROFS:
		return fmt.Sprintf("%s is on a read-only file system: give a file elsewhere", place)
	case syscall.ENOSPC, syscall.EDQUOT:
		return "no space is left on the device: make room, or give a file elsewhere"
	case syscall.EPIPE:
		return "what reads it stopped reading before the end"
	case syscall.ECONNREFUSED:
		return "no program is listening on the socket"
	case syscall.ENXIO, syscall.ENODEV:
		return "no device or program is behind it"
	case syscall.ENAMETOOLONG:
		return "the name is too long"
	case syscall.ELOOP:
		return "its symbolic links go round in a loop"
	case syscall.EINVAL:
		return "the file system there does not take that name"
	case syscall.ETXTBSY:
		return "it is a program that is running"
	case syscall.EIO:
		return "the device failed (input/output error)"
	}
	return errno.Error()
}

// dirName names a directory for a message.
func dirName(dir string) string {
	if dir = filepath.Clean(dir); dir != "." {
		return dir
	}
	return "the current directory"
}
