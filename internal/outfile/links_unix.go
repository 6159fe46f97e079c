//go:build unix

package outfile

import (
	"io/fs"
	"syscall"

	"golang.org/x/sys/unix"
)

// links counts the names of a file.
func links(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}

// writable tells whether the user may write to the file path names.
func writable(path string) error {
	return unix.Access(path, unix.W_OK)
}
