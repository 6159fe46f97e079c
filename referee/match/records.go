package match

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/referee"
)

// appendable lists the formats a match can write its records in: those
// whose files grow by a record at a time.
var appendable = []string{"text", "ndjson"}

// Records is the file a match appends its records to, each whole the
// moment its game ends.
type Records struct {
	f      *os.File
	format formats.Format
	size   int64
}

// OpenRecords opens (or makes) the records file of a match, to append to
// in the format. With resume it reads the records already there and
// returns them by round (Round, Players, Outcome's places, Termination
// and Record set); a last record cut short (a
// write that never finished) is cut off. Without resume the file must be
// empty or absent, so that no match's records are mixed with another's.
func OpenRecords(path string, format formats.Format, resume bool) (*Records, map[int]Result, error) {
	if !slices.Contains(appendable, format.Name) {
		return nil, nil, fmt.Errorf("a match writes its records as %s, not %s: those grow a record at a time", strings.Join(appendable, " or "), format.Name)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, nil, err
	}
	r := &Records{f: f, format: format}
	played, err := r.read(path, resume)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return r, played, nil
}

// read reads the records in the file and cuts a torn tail off.
func (r *Records) read(path string, resume bool) (map[int]Result, error) {
	data, err := io.ReadAll(r.f)
	if err != nil {
		return nil, err
	}
	played := map[int]Result{}
	if len(bytes.TrimSpace(data)) == 0 {
		return played, r.cut(0)
	}
	if !resume {
		return nil, fmt.Errorf("%s holds records already: give --resume to go on with its match, or another file", path)
	}
	next := r.format.Read(bytes.NewReader(data), path)
	end := int64(len(data))
	for {
		u, err := next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		rec, perr := u.Parse()
		if res, ok := resultOf(rec); perr == nil && ok {
			played[res.Round] = res
			continue
		}
		// Only the last record can be torn; any other is a fault of the file.
		if _, err := next(); !errors.Is(err, io.EOF) || u.Text() == "" {
			return nil, fmt.Errorf("%s: a record there is not a whole record of a match (%v); it is not this command's file", path, perr)
		}
		end = int64(bytes.LastIndex(data, []byte(u.Text())))
		break
	}
	return played, r.cut(end)
}

// resultOf reads a finished record of a match: its round, players,
// places (from the result token) and termination; for a game played out,
// the outcome its replay reaches (with the code of its ending).
func resultOf(rec *notation.Record) (Result, bool) {
	if rec == nil {
		return Result{}, false
	}
	term, done := rec.Tag("Termination")
	rv, _ := rec.Tag("Round")
	round, err := strconv.Atoi(rv)
	g, gerr := notation.LookupGame(rec.GameName())
	if !done || err != nil || gerr != nil {
		return Result{}, false
	}
	res := Result{Pairing: Pairing{Round: round}, Players: notation.PlayerNames(rec, g), Termination: term, Record: rec}
	for len(res.Players) > 0 && res.Players[len(res.Players)-1] == "" {
		res.Players = res.Players[:len(res.Players)-1]
	}
	places, ok := g.Notation().ParseResultToken(rec.Result, len(res.Players))
	res.Outcome = engines.Outcome{Over: true, Places: places}
	if term == termNormal {
		if o := referee.Check(rec, referee.Options{}).Outcome; o.Over {
			res.Outcome = o
		}
	}
	return res, ok
}

// cut makes the file end at size.
func (r *Records) cut(size int64) error {
	if err := r.f.Truncate(size); err != nil {
		return err
	}
	r.size = size
	return nil
}

// Append writes a game's record, referee-checked, at the end of the file
// in one write, and syncs it to the disk. A record the referee finds an
// error in is not written (a fault of the match, not of an engine).
func (r *Records) Append(res Result) error {
	rep := referee.Check(res.Record, referee.Options{})
	if rep.Errors() > 0 {
		return fmt.Errorf("round %d: the record made is refused by the referee: %s", res.Round, rep.Diagnostics[0].Reason)
	}
	var buf bytes.Buffer
	if r.size > 0 && r.format.Name == "text" {
		buf.WriteByte('\n')
	}
	w := r.format.Write(&buf, jsonform.Detail{})
	if err := w.Write(rep.Entry(referee.KeepNumbering)); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	n, err := r.f.Write(buf.Bytes())
	r.size += int64(n)
	if err != nil {
		return err
	}
	return r.f.Sync()
}

// Close closes the file.
func (r *Records) Close() error { return r.f.Close() }
