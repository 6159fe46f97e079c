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

// Note returns nil when nothing was left out, else the note that says what
// was, for the record.
func (l *Lost) Note(rec *Record) *LostNote {
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
	return &LostNote{Pos: rec.Pos, Record: rec.Number, Format: l.Format, What: strings.Join(parts, ", ")}
}

// LostNote tells that a record was written, but without what its format
// cannot hold (CodeLost). It is a note, not a failure: the record's turns
// are there, or, when Whole is set, its text is, in notes.
type LostNote struct {
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

// String gives the note with its place and record.
func (n *LostNote) String() string {
	return fmt.Sprintf("%s: record %d: %s", n.Pos, n.Record, n.Reason())
}

// Reason says what was left out, without the place.
func (n *LostNote) Reason() string {
	if n.Whole {
		return fmt.Sprintf("%s cannot hold %s: kept in %% lines", n.Format, n.What)
	}
	return fmt.Sprintf("%s cannot hold %s, left out", n.Format, n.What)
}
