package referee

import "github.com/arbiter-games/arbiter/notation"

// preparer gives, for a writer that formats records ahead
// (notation.Preparer), what readies each result on the worker that made
// it: labelled with its file (label), its record formatted, so that the
// sink only writes bytes out. nil for no Writing, or a writer that
// cannot.
func (w *Writing) preparer(label func(*Result)) func(*Result) {
	if w == nil {
		return nil
	}
	p, ok := w.To.(notation.Preparer)
	if !ok {
		return nil
	}
	return func(r *Result) {
		label(r)
		r.prepared = p.Prepare(r.Entry(w.Numbers))
	}
}

// writeOut writes the result's record: as formatted ahead, or now.
func (w *Writing) writeOut(r *Result) (notation.Written, error) {
	if r.prepared != nil {
		return r.prepared()
	}
	return w.To.Write(r.Entry(w.Numbers))
}
