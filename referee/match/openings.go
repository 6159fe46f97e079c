package match

import (
	"fmt"

	"github.com/arbiter-games/arbiter/referee"
)

// LoadOpenings reads the openings of a match from a file of records of
// the game: the setup of each record (its Position tag) and the
// first plies turns of its main line (all of them when it has fewer; 0:
// none), refereed under the match's variant and rules, as its games
// play them. A record that holds an error there, or of another game, is
// an error: its diagnostic is returned.
func LoadOpenings(path string, s Settings, plies int) ([]Opening, error) {
	g := s.Game
	var ops []Opening
	var bad error
	opts := referee.Options{Game: g.Name(), Variant: s.Variant, Rules: s.Rules}
	_, err := referee.Files([]string{path}, referee.FileOptions{Options: opts}, func(r referee.Result) error {
		if d := r.Diagnostics(); r.Failed() && len(d) > 0 && !playedTo(r, plies) {
			bad = &OpeningsError{d[0]}
			return bad
		}
		if r.Report.Game.Name() != g.Name() {
			bad = fmt.Errorf("%s record %d is a %s record, and the match plays %s", path, r.Number, r.Report.Game.Name(), g.Name())
			return bad
		}
		ops = append(ops, openingOf(r, plies))
		return nil
	})
	switch {
	case bad != nil:
		return nil, bad
	case err != nil:
		return nil, err
	}
	return ops, nil
}

// OpeningsError is what is wrong with a file of openings, as the referee
// says it: a record that cannot be played to its opening (Record > 0), or
// the file itself (Record 0: it cannot be read, or holds no record).
type OpeningsError struct{ referee.Diagnostic }

func (e *OpeningsError) Error() string { return e.Diagnostic.String() }

// playedTo tells whether a record with errors was still played to its
// plies'th turn, its setup sound.
func playedTo(r referee.Result, plies int) bool {
	if r.Report == nil || r.Report.Start == nil || r.Report.Game == nil {
		return false
	}
	turns := r.Report.Main.Turns
	for i := 0; i < plies && i < len(r.Record.Moves.Turns); i++ {
		if i >= len(turns) || !turns[i].Played() {
			return false
		}
	}
	return true
}

// openingOf is the opening a refereed record gives.
func openingOf(r referee.Result, plies int) Opening {
	var o Opening
	o.Setup.Position, _ = r.Record.Tag("Position")
	for i, t := range r.Report.Main.Turns {
		if i >= plies || !t.Played() {
			break
		}
		o.Moves = append(o.Moves, t.Move)
	}
	return o
}
