//go:build !nofiles

package referee

import "github.com/arbiter-games/arbiter/notation"

// onWorkers is what readies each result on the worker that made it:
// labelled with its file (label), judged (Ahead), its record formatted
// (Writing's preparer); nil when there is nothing to do there.
func (o *FileOptions) onWorkers(label func(*Result)) func(*Result) {
	write := o.Writing.preparer()
	if o.Ahead == nil && write == nil {
		return nil
	}
	return func(r *Result) {
		label(r)
		if o.Ahead != nil {
			o.Ahead(r)
		}
		if write != nil {
			write(r)
		}
	}
}

// preparer gives, for a writer that formats records ahead
// (notation.Preparer), what formats each result's record on the worker
// that made it, so that the sink only writes bytes out. nil for no
// Writing, or a writer that cannot.
func (w *Writing) preparer() func(*Result) {
	if w == nil {
		return nil
	}
	p, ok := w.To.(notation.Preparer)
	if !ok {
		return nil
	}
	return func(r *Result) {
		if w.May == nil || w.May(*r) {
			r.prepared = p.Prepare(w.entry(r))
		}
	}
}

// writeOut writes the result's record: as formatted ahead, or now.
func (w *Writing) writeOut(r *Result) (notation.Written, error) {
	if r.prepared != nil {
		return r.prepared()
	}
	return w.To.Write(w.entry(r))
}

// entry is what the writer is given for the result's record: as written
// with AsWritten (Result.AsWritten); as read (Report.AsRead) for a writer
// that reads the turns off the replay (notation.Watching); else as
// Numbers says (Result.Entry).
func (w *Writing) entry(r *Result) notation.Entry {
	if w.AsWritten {
		return r.AsWritten()
	}
	if _, watching := w.To.(notation.Watching); watching && r.Report != nil && len(r.Encoding) == 0 {
		return r.Report.AsRead()
	}
	return r.Entry(w.Numbers)
}

// watcher gives, for a writer that watches the replays of the records it
// writes (notation.Watching), what makes each record's watcher; nil for
// no Writing, or a writer that does not.
func (w *Writing) watcher() func() notation.Watcher {
	if w == nil {
		return nil
	}
	if ww, ok := w.To.(notation.Watching); ok {
		return ww.Watch
	}
	return nil
}
