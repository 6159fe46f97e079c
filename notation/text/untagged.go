package text

import "github.com/arbiter-games/arbiter/notation"

// UntaggedError is the Writer's refusal of a record that has no tags and
// names no game, written after another record: read back, its turns would
// be read as that record's. Naming its game, or writing it alone, mends
// it; a program says how in its own terms.
type UntaggedError struct {
	// Refusal is the refusal, a *notation.Error with CodeRefused.
	Refusal *notation.Error
}

func (e *UntaggedError) Error() string { return e.Refusal.Error() }

// Unwrap gives the refusal, which errors.As finds.
func (e *UntaggedError) Unwrap() error { return e.Refusal }
