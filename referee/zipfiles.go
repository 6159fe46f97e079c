//go:build !nofiles

package referee

import (
	"archive/zip"
	"io"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
)

// IsZip tells whether a file is read as a zip archive, by its ending
// (".zip"): Files reads every file in it.
func IsZip(name string) bool { return strings.EqualFold(filepath.Ext(name), ".zip") }

// zipStreams yields the stream of every file in the zip archive name, in
// the archive's order, each referees as a file of its own named
// "ARCHIVE:NAME" (diagnostics say archive-2019.zip:Y-a-b.sgf:12:3) read
// in the format its own name's ending gives; false once yield says to
// stop. Each file is read as it is unpacked, a record at a time, as any
// file is: memory stays bounded however large a file unpacks to, and a
// few files are unpacked at once, however many the archive holds (run).
// Folders are passed over; an archive without files holds no records.
// The archive is closed once every file yielded is read.
func zipStreams(name string, opts FileOptions, sink func(Result) error, yield func(*stream) bool) bool {
	zr, err := zip.OpenReader(name)
	if err != nil {
		return yield(problemStream(Result{File: name, Problem: Unreadable(name, err)}, sink))
	}
	var reading sync.WaitGroup
	defer func() {
		reading.Wait()
		zr.Close()
	}()
	progress := opts.Progress
	opts.Progress = nil // the archive's packed bytes are counted instead
	files := 0
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		files++
		reading.Add(1)
		if !yield(zipEntry(name, f, opts, progress, &reading, sink)) {
			return false
		}
	}
	if files == 0 {
		return yield(problemStream(Result{File: name, Problem: &Diagnostic{Pos: notation.Pos{File: name}, Code: CodeNoRecords, Reason: "no records found: the zip archive holds no files"}}, sink))
	}
	return true
}

// zipEntry is the stream of one file of the archive; reading is done
// once it is read, and progress (when set) counts its packed bytes once
// its results are handed on.
func zipEntry(archive string, f *zip.File, opts FileOptions, progress func(int), reading *sync.WaitGroup, sink func(Result) error) *stream {
	file := archive + ":" + path.Clean(f.Name)
	s := fileStream(file, opts, func() (io.Reader, func(), error) {
		r, err := f.Open()
		if err != nil {
			return nil, reading.Done, err
		}
		ra, done := ahead(r, func() { r.Close(); reading.Done() })
		return ra, done, nil
	}, sink)
	if progress != nil {
		end := s.end
		s.end = func(err error) error {
			defer progress(int(f.CompressedSize64))
			return end(err)
		}
	}
	return s
}

// problemStream is a stream without records whose end hands sink the
// result of a problem.
func problemStream(problem Result, sink func(Result) error) *stream {
	return &stream{
		open: func() (source, func(), error) { return none{}, nil, nil },
		sink: sink,
		end:  func(error) error { return sink(problem) },
	}
}

// none is a source without pieces.
type none struct{}

func (none) next() (piece, error) { return piece{}, io.EOF }
