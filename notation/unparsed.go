package notation

// Unparsed is a record read from a file whose parsing is left to the
// caller, on any goroutine: the text format cuts records quickly on one
// goroutine and parses them on many.
type Unparsed interface {
	// Parse returns the record, or an *Error when it cannot be read.
	Parse() (*Record, error)
	// Text is the record's text as written in its file, where the format
	// keeps it ("" otherwise).
	Text() string
	// Start is where the record starts in its file.
	Start() Pos
}

// Parsed is a record that needs no more parsing, as an Unparsed.
func Parsed(rec *Record) Unparsed { return parsed{rec} }

type parsed struct{ rec *Record }

func (p parsed) Parse() (*Record, error) { return p.rec, nil }
func (p parsed) Text() string            { return "" }
func (p parsed) Start() Pos              { return p.rec.Pos }

// Failed is a record that could not be read, as an Unparsed; its text is
// the error's Raw.
func Failed(err *Error) Unparsed { return failed{err} }

type failed struct{ err *Error }

func (f failed) Parse() (*Record, error) { return nil, f.err }
func (f failed) Text() string            { return f.err.Raw }
func (f failed) Start() Pos              { return f.err.RecordStart() }
