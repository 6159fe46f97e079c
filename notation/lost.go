package notation

import (
	"fmt"
	"strings"
)

// Lost counts what a writer of a foreign format left out of a record
// because the format cannot hold it.
type Lost struct {
	// Format names the format ("SGF").
	Format string
	counts map[string]int
	order  []string
}

// Add counts n things of a kind ("variation", "comment") left out.
func (l *Lost) Add(kind string, n int) {
	if n <= 0 {
		return
	}
	if l.counts == nil {
		l.counts = map[string]int{}
	}
	if l.counts[kind] == 0 {
		l.order = append(l.order, kind)
	}
	l.counts[kind] += n
}

// Turn counts a turn's annotations and variations.
func (l *Lost) Turn(t *Turn) {
	l.Add("annotation", len(t.NAGs))
	if t.Suffix != "" {
		l.Add("annotation", 1)
	}
	l.Add("variation", len(t.Variations))
}

// Err returns nil when nothing was left out, else a *LostError for the
// record.
func (l *Lost) Err(rec *Record) error {
	if len(l.order) == 0 {
		return nil
	}
	parts := make([]string, len(l.order))
	for i, kind := range l.order {
		n := l.counts[kind]
		if n > 1 {
			kind += "s"
		}
		parts[i] = fmt.Sprintf("%d %s", n, kind)
	}
	return &LostError{Pos: rec.Pos, Record: rec.Number, Format: l.Format, What: strings.Join(parts, ", ")}
}

// LostError tells that a record was written, but without what its format
// cannot hold. It is a note, not a failure: the record's turns are there,
// or, when Whole is set, its text is, in notes.
type LostError struct {
	Pos    Pos
	Record int
	Format string
	// What lists what was left out ("2 variations, 5 annotations").
	What string
	// Whole says that the format could not hold the record as a record:
	// its text (What names it: "the SGF text of a record that could not
	// be read") is kept in `%` lines, notes that read back belong to the
	// record next to them (RecordWriter).
	Whole bool
}

func (e *LostError) Error() string {
	return fmt.Sprintf("%s: record %d: %s", e.Pos, e.Record, e.Reason())
}

// Reason says what was left out, without the place.
func (e *LostError) Reason() string {
	if e.Whole {
		return fmt.Sprintf("%s cannot hold %s: kept in %% lines", e.Format, e.What)
	}
	return fmt.Sprintf("%s cannot hold %s, left out", e.Format, e.What)
}
