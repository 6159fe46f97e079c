// Package standings makes a season's table from refereed records: the
// players' games, wins, draws, losses and points, the tie-breaks clubs use
// (Sonneborn-Berger, Buchholz, Buchholz cut 1, direct encounter, wins),
// the crosstable, and ratings by maximum likelihood under the logistic
// (Elo) model. It names no game: the players are read from the tags a
// game's notation names (notation.Notation.PlayerTags), the results from
// the declared result token, and a game of more than two seats counts as
// the encounters between each pair of seats that do not play together.
// docs/standings.md gives the method and its formulas.
package standings

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// The codes of what the table says of a record (docs/codes.md).
const (
	// CodeNoPlayer: a record that states a result names no player for a
	// seat.
	CodeNoPlayer = referee.CodeNoPlayer
	// CodeLeftOut: a note: a record is left out of the table (no result,
	// or errors).
	CodeLeftOut = referee.CodeLeftOut
)

// Game is one game as the table counts it.
type Game struct {
	// Game is the game's name and Event its event ("" when the record has
	// no Event tag); Round is the Round tag.
	Game, Event, Round string
	// Players are the players by seat; Places the seats (from 0) by
	// finishing place, tied seats in one group.
	Players []string
	Places  [][]int
	// Teams are the seats that play together (nil: each for itself).
	Teams [][]int
	// Seats names the seats as the game's player tags do ("White").
	Seats []string
	// Ranking is true when the game ranks its seats (notation.Notation's
	// Ranking): it may be scored by place.
	Ranking bool
	// Ref is where the game comes from.
	Ref Ref
}

// Ref names a record: its file and its place there, from 1, and its
// place among all the records read, from 1, as a page of the same files
// (arbiter html) numbers them (0 when not known).
type Ref struct {
	File   string `json:"file"`
	Record int    `json:"record"`
	Index  int    `json:"index"`
}

// ReadOptions say which records count.
type ReadOptions struct {
	// KeepStated counts the stated result of a record with errors (an
	// illegal turn, a result the moves contradict).
	KeepStated bool
	// Aliases joins spellings of one player's name.
	Aliases Aliases
	// Variant, when set, replaces the records' Variant tag (as the
	// referee's Options.Variant): it decides who plays together.
	Variant string
}

// FromResult is the game a refereed record counts as. When it does not
// count, ok is false and the diagnostic says why: an error for a record
// that states a result but names no player for a seat, a note for one
// left out (no result, one player in two seats, errors of its own, a
// record that could not be read); the record's own diagnostics are the
// referee's to print. A result about a whole file counts as nothing and
// says nothing.
func FromResult(res referee.Result, opts ReadOptions) (Game, referee.Diagnostic, bool) {
	rep := res.Report
	switch {
	case res.Problem != nil:
		return Game{}, referee.Diagnostic{}, false
	case rep == nil || rep.Game == nil:
		return Game{}, leftOut(res, "it could not be read or refereed"), false
	case rep.Errors() > 0 && !opts.KeepStated:
		return Game{}, leftOut(res, "it has errors"), false
	}
	n := rep.Game.Notation()
	places, seats, ok := statedPlaces(rep.Record, n)
	names := notation.PlayerNames(rep.Record, rep.Game)
	switch {
	case !ok || seats > len(names):
		return Game{}, leftOut(res, "it states no result"), false
	case seats < 2:
		return Game{}, leftOut(res, "a game of one seat has no opponent"), false
	}
	game := Game{Game: rep.Game.Name(), Places: places, Seats: n.PlayerTags[:seats], Ranking: n.Ranking,
		Ref: Ref{File: res.File, Record: res.Number}}
	seen := map[string]bool{}
	for i, name := range names[:seats] {
		name = opts.Aliases.Name(name)
		switch {
		case name == "":
			return Game{}, noPlayer(res, n.PlayerTags[i]), false
		case seen[name]:
			return Game{}, leftOut(res, fmt.Sprintf("%s plays in two seats", name)), false
		}
		seen[name] = true
		game.Players = append(game.Players, name)
	}
	game.Event, _ = rep.Record.Tag("Event")
	game.Round, _ = rep.Record.Tag("Round")
	game.Teams = teams(rep, opts.Variant)
	return game, referee.Diagnostic{}, true
}

// statedPlaces reads a record's declared result into the seats by place,
// and the number of seats: as many as the result ranks (two for a game
// that does not rank its seats).
func statedPlaces(rec *notation.Record, n notation.Notation) (places [][]int, seats int, ok bool) {
	token := stated(rec)
	seats = 2
	if n.Ranking {
		seats = len(strings.FieldsFunc(token, func(r rune) bool { return r == '>' || r == '=' }))
	}
	places, ok = n.ParseResultToken(token, seats)
	return places, seats, ok
}

// teams are the seats that play together in a record's game, by its
// variant (variant, when set, replacing its tag); nil when each plays for
// itself.
func teams(rep *referee.Report, variant string) [][]int {
	s := notation.AbilitiesOf(rep.Game).Seating
	if s == nil {
		return nil
	}
	if variant == "" {
		variant, _ = rep.Record.Tag("Variant")
	}
	_, t := s.Seating(variant)
	return t
}

// stated is a record's declared result: its Result tag, else its result
// token.
func stated(rec *notation.Record) string {
	if v, ok := rec.Tag("Result"); ok {
		return v
	}
	return rec.Result
}

// leftOut is the note on a record the table leaves out.
func leftOut(res referee.Result, why string) referee.Diagnostic {
	return referee.Diagnostic{Pos: recordPos(res), Record: res.Number, Severity: referee.Note, Code: CodeLeftOut,
		Reason: "left out of the table: " + why}
}

// noPlayer is the error on a record that names no player for a seat.
func noPlayer(res referee.Result, tag string) referee.Diagnostic {
	return referee.Diagnostic{Pos: recordPos(res), Record: res.Number, Severity: referee.Error, Code: CodeNoPlayer,
		Reason: fmt.Sprintf("the record names no player for a seat: add a [%s \"...\"] tag; it is left out of the table", tag)}
}

// recordPos is where a record starts.
func recordPos(res referee.Result) notation.Pos {
	if res.Record != nil {
		return res.Record.Pos
	}
	return notation.Pos{File: res.File}
}

// encounter is one result between two seats of a game: a's score (1, ½,
// 0) against b.
type encounter struct {
	a, b  int
	score float64
}

// encounters are a game's results between each pair of seats that do not
// play together: the better place wins, the same place draws.
func (g Game) encounters() []encounter {
	place := make([]int, len(g.Players))
	for p, seats := range g.Places {
		for _, s := range seats {
			place[s] = p
		}
	}
	team := make([]int, len(g.Players))
	for i := range team {
		team[i] = -1 - i
	}
	for t, seats := range g.Teams {
		for _, s := range seats {
			if s < len(team) {
				team[s] = t
			}
		}
	}
	var out []encounter
	for a := range g.Players {
		for b := a + 1; b < len(g.Players); b++ {
			if team[a] == team[b] {
				continue
			}
			out = append(out, encounter{a: a, b: b, score: placeScore(place[a], place[b])})
		}
	}
	return out
}

// placeScore is the score of a seat in place a against one in place b.
func placeScore(a, b int) float64 {
	switch {
	case a < b:
		return 1
	case a > b:
		return 0
	}
	return 0.5
}

// placePoints are the seats' points by place, from the points of each
// place (none beyond the last given): seats that tie share the points of
// the places they fill.
func (g Game) placePoints(points []float64) []float64 {
	out := make([]float64, len(g.Players))
	filled := 0
	for _, seats := range g.Places {
		sum := 0.0
		for k := filled; k < filled+len(seats); k++ {
			if k < len(points) {
				sum += points[k]
			}
		}
		for _, s := range seats {
			if s < len(out) {
				out[s] = sum / float64(len(seats))
			}
		}
		filled += len(seats)
	}
	return out
}
