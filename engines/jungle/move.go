package jungle

// Move is one Jungle turn: an animal moves from one square to another,
// perhaps capturing. Its long form is "Ea3-a4", or "Lc3xc7" for a capture.
// A move read from the engine form "a3a4" has no Piece; Play fills it in.
//
// Its JSON form is compact: {"piece":"E","from":"a3","to":"a4"}, with
// "capture":true only on captures and no "piece" when the move names no
// animal.
type Move struct {
	// Piece is the animal that moves; NoAnimal when the text did not say.
	Piece Animal `json:"piece,omitempty"`
	// From is the square the animal leaves.
	From Square `json:"from"`
	// To is the square the animal moves to.
	To Square `json:"to"`
	// Capture is true when the move takes the animal on To. On input it is
	// a claim ("x") that Play checks.
	Capture bool `json:"capture,omitempty"`
}

// String returns the long form ("Ea3-a4", "Lc3xc7"), or the engine form
// ("a3a4", "a3xa4" when it claims a capture) when the move names no animal.
func (m Move) String() string {
	if i, ok := boxPlace(m); ok { // a move the board allows: its text made once
		return moveTexts()[i]
	}
	var buf [16]byte
	b, _ := m.AppendText(buf[:0])
	return string(b)
}

// AppendText appends the text String gives (encoding.TextAppender), so
// that a writer of many moves makes no string for each.
func (m Move) AppendText(b []byte) ([]byte, error) {
	sep := byte('-')
	if m.Piece != NoAnimal {
		b = append(b, m.Piece.Letter())
	} else {
		sep = 0
	}
	if m.Capture {
		sep = 'x'
	}
	b = m.From.appendName(b)
	if sep != 0 {
		b = append(b, sep)
	}
	return m.To.appendName(b), nil
}
