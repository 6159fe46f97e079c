//go:build unix

package main

import (
	"os"

	"golang.org/x/sys/unix"
)

// closedAtStart tells whether f, a standard file, was closed when the
// process started: the Go runtime then opens /dev/null in its place, for
// reading and writing (a shell's redirection to /dev/null opens it for
// writing only).
func closedAtStart(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	null, err := os.Stat(os.DevNull)
	if err != nil || !os.SameFile(fi, null) {
		return false
	}
	flags, err := unix.FcntlInt(f.Fd(), unix.F_GETFL, 0)
	return err == nil && flags&unix.O_ACCMODE == unix.O_RDWR
}
