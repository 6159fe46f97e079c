//go:build !nofiles

package referee

import (
	"archive/zip"
	"path"
	"path/filepath"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
)

// IsZip tells whether a file is read as a zip archive, by its ending
// (".zip"): Files reads every file in it.
func IsZip(name string) bool { return strings.EqualFold(filepath.Ext(name), ".zip") }

// zipFile referees the records of every file in the zip archive name, in
// the archive's order, each as a file of its own named "ARCHIVE:NAME"
// (diagnostics say archive-2019.zip:Y-a-b.sgf:12:3) read in the format
// its own name's ending gives. Each file is read as it is unpacked, a
// record at a time, as any file is: memory stays bounded however large
// a file unpacks to. Folders are passed over; an archive without files
// holds no records.
func zipFile(name string, opts FileOptions, sink func(Result) error) error {
	zr, err := zip.OpenReader(name)
	if err != nil {
		return sink(Result{File: name, Problem: Unreadable(name, err)})
	}
	defer zr.Close()
	progress := opts.Progress
	opts.Progress = nil // the archive's packed bytes are counted instead
	files := 0
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		files++
		if err := zipEntry(name, f, opts, sink); err != nil {
			return err
		}
		if progress != nil {
			progress(int(f.CompressedSize64))
		}
	}
	if files == 0 {
		return sink(Result{File: name, Problem: &Diagnostic{Pos: notation.Pos{File: name}, Code: CodeNoRecords, Reason: "no records found: the zip archive holds no files"}})
	}
	return nil
}

// zipEntry referees the records of one file of the archive.
func zipEntry(archive string, f *zip.File, opts FileOptions, sink func(Result) error) error {
	file := archive + ":" + path.Clean(f.Name)
	r, err := f.Open()
	if err != nil {
		return sink(Result{File: file, Problem: Unreadable(file, err)})
	}
	defer r.Close()
	return readFile(file, r, opts, sink)
}
