package sgf

import (
	"errors"
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
)

// Open returns the games of r one at a time as YINSH records, turns in long
// form: io.EOF at the end, a *notation.Error (with line and column) for a
// game that cannot be read; reading goes on after it.
func Open(r io.Reader, file string) func() (*notation.Record, error) {
	data, readErr := io.ReadAll(r)
	s := newScanner(string(data), file)
	number := 0
	return func() (*notation.Record, error) {
		if readErr != nil {
			err := &notation.Error{Pos: notation.Pos{File: file}, Msg: readErr.Error()}
			readErr, s.off = nil, len(s.src)
			return nil, err
		}
		start := s.off
		g, err := s.nextGame()
		if err == io.EOF {
			return nil, io.EOF
		}
		number++
		var rec *notation.Record
		if err == nil {
			rec, err = convert(g, number)
		}
		var nerr *notation.Error
		if errors.As(err, &nerr) { // kept as written
			nerr.Record, nerr.Raw, nerr.Game = number, strings.TrimSpace(s.src[start:s.off]), "YINSH"
		}
		return rec, err
	}
}
