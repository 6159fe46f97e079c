package notation

// IllegalTurnError is the refusal of a writer of a format that holds only
// legal games (Entry.LegalGame) of a record with a turn on its main line
// the referee did not play. What is wrong with the turn is the referee's
// to tell; a program says how to ask it in its own terms.
type IllegalTurnError struct {
	// Refusal is the refusal, an *Error with CodeRefused at the turn.
	Refusal *Error
	// Turn is the turn's number on the main line, from 1.
	Turn int
}

func (e *IllegalTurnError) Error() string { return e.Refusal.Error() }

// Unwrap gives the refusal, which errors.As finds.
func (e *IllegalTurnError) Unwrap() error { return e.Refusal }
