package engines

import "strconv"

// ScoreKind says what a Score counts.
type ScoreKind int8

// The kinds of score.
const (
	// NoScore: nothing was searched or said (a random turn, an engine that
	// reports none).
	NoScore ScoreKind = iota
	// Centi: an evaluation, in hundredths of the game's unit, for the side
	// to move.
	Centi
	// WinIn: the side to move wins in Value turns (both sides' turns
	// counted).
	WinIn
	// LossIn: the side to move loses in Value turns.
	LossIn
)

// Score is what a search found a position worth to the side to move: an
// evaluation, or a forced win or loss in some turns. A game-playing
// program reports it and the engine protocol carries it.
type Score struct {
	Kind  ScoreKind
	Value int
}

// String writes the score as the engine protocol's info lines do after
// "score": "cp 35", "win 3", "loss 4"; "" for NoScore.
func (s Score) String() string {
	word := [...]string{NoScore: "", Centi: "cp", WinIn: "win", LossIn: "loss"}
	if s.Kind <= NoScore || int(s.Kind) >= len(word) {
		return ""
	}
	return word[s.Kind] + " " + strconv.Itoa(s.Value)
}
