package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// withOutput runs write on standard output, or, with a path, on a
// temporary file beside it that replaces the path only once it is complete:
// an interrupted run never leaves half a file.
func withOutput(std *IO, path string, write func(io.Writer) error) error {
	if path == "" || path == "-" {
		return write(std.Out)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(outputMode(path)); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// outputMode keeps the mode of the file being replaced; a new file gets 0644.
func outputMode(path string) os.FileMode {
	if fi, err := os.Stat(path); err == nil {
		return fi.Mode().Perm()
	}
	return 0o644
}
