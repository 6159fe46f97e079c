package engines

// Chained is implemented by the positions of games whose turn is a chain
// of decisions that can grow without bound (Ingenious: a placement that
// brings a colour to 18 earns another, which may earn another): the count
// of whole turns (Perft(1)) there can pass a thousand million and cost
// minutes. Where one number of legal moves is wanted for a position
// (training rows), such a game gives the choices of the turn's next
// decision instead (LegalChoices).
type Chained interface {
	// NextChoices counts the mover's legal choices for the next decision
	// of the turn (Ingenious: the next placement, each tile kind, pair of
	// spaces and way round), whatever follows it.
	NextChoices() uint64
}

// Counted is implemented by positions whose count of the turns Legal
// lists is not Perft(1) everywhere (Jungle: its perft counts the moves the
// board allows, as other programs' perft does, where Legal leaves out the
// moves the game's history forbids, and lists none once the game is over).
type Counted interface {
	// LegalCount counts the turns Legal lists, without listing them where
	// it can.
	LegalCount() uint64
}

// LegalChoices counts the legal moves of a position as training rows give
// them: the choices of the next decision where the game's turns are
// chains (Chained), else the whole turns Legal lists (Counted, else
// Perft(1)).
func LegalChoices(p Position) uint64 {
	switch c := p.(type) {
	case Chained:
		return c.NextChoices()
	case Counted:
		return c.LegalCount()
	}
	return p.Perft(1)
}
