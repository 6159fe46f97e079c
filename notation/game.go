package notation

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/arbiter-games/arbiter/engines"
)

// Game is one game Arbiter knows, whole: what a package gives Register
// to make the game known to every command. Everything every game has is a
// method here, so that a game missing one does not compile: its rules
// engine (engines.Game, its codes, its random games), the notation of its
// turns and records, the form its turns take in the engine protocol, what
// makes two of its positions one, and the JSON form of its boards. What
// only some games have is an interface of its own (engines.Searcher,
// engines.Reviewer, Dealing, FormatsOf, Gestures), found once when the
// game is registered (Abilities). Drawings register apart, with notation/diagram,
// so that a program that only referees links no drawing.
type Game interface {
	engines.Game
	engines.Coder
	engines.Generator
	// ParseMove reads one turn as written (a single token, no spaces) into
	// the engine's move form. It checks syntax only; a syntax error is a
	// *MoveError. The engine resolves short forms and judges legality.
	ParseMove(text string) (engines.Move, error)
	// Notation says how the game's records are written.
	Notation() Notation
	// Word writes a turn, in the long form Play gives, as one word of the
	// engine protocol; ParseWord reads a word an engine sent (syntax
	// only, as ParseMove).
	Word(m engines.Move) string
	ParseWord(word string) (engines.Move, error)
	// Key is what of a position string makes the position, without what
	// only counts the way to it (Jungle's move counters): what a search
	// for a position and duplicates compare.
	Key(position string) string
	// Board is the JSON form of a position's board, valid against the
	// "board" of the game's position schema (any value the generic
	// position schema allows, for a game without a schema of its own).
	Board(p engines.Position) any
}

// Notation is how the records of a game are written.
type Notation struct {
	// Extensions are the file endings of the game's records (".yinsh").
	Extensions []string
	// ChessNumbers allows chess-style turn numbers on input ("12. a b",
	// "12..." before the second player's turn), besides turn numbers.
	ChessNumbers bool
	// Ranking writes results as seats from first place to last ("2>1=3")
	// instead of the two-player "1-0", "0-1", "1/2-1/2".
	Ranking bool
	// PlayerTags names the tags that hold the players, in seat order.
	PlayerTags []string
}

// Dealing is implemented by games with hidden information that the
// referee of a match deals (Ingenious's tiles): each engine is told only
// its own.
type Dealing interface {
	// NewDealer returns the dealer of one game, drawing by seed: the same
	// seed deals the same game.
	NewDealer(seed uint64) Dealer
	// CheckHand tells whether words can be a hand of the game (the tiles
	// of a rack), as an engine is told it; the error says why not.
	CheckHand(words []string) error
}

// Dealer deals one game of a Dealing game.
type Dealer interface {
	// Deal completes the setup of a game of seats players with what is
	// dealt at its start (the first racks).
	Deal(s engines.Setup, seats int) (engines.Setup, error)
	// Complete adds to a turn an engine sent what the referee draws for
	// it (the tiles drawn); p is the position before the turn.
	Complete(p engines.Position, m engines.Move) engines.Move
	// Hand is what seat alone may see at p (its rack), as words.
	Hand(p engines.Position, seat int) []string
}

// Seating is implemented by games whose variants fix how many play and
// who plays with whom (Ingenious: solo, teams).
type Seating interface {
	// Seating gives the number of seats a game of the variant has when no
	// number is asked for (0: the game's fewest, or 2), and its teams: the
	// seats (from 0) that play together, nil when each plays for itself.
	Seating(variant string) (seats int, teams [][]int)
}

// FormatsOf is implemented by games that have file formats of their own
// (boardspace SGF for YINSH, engine logs for Jungle).
type FormatsOf interface {
	// Formats lists them; each names the game in its Game.
	Formats() []Format
}

// Abilities are what a game has beyond what every game has, found once
// when it was registered; a nil field is an ability it lacks.
type Abilities struct {
	// Searcher proves forced wins (annotate, the player); Reviewer judges
	// each turn exactly against the others its player had (annotate).
	Searcher engines.Searcher
	Reviewer engines.Reviewer
	// Dealing deals the hidden information of a match.
	Dealing Dealing
	// Seating fixes the seats of the game's variants.
	Seating Seating
	// Formats are the game's own file formats.
	Formats []Format
	// ReadsTags is true when the game's New reads Setup.Tags
	// (engines.TagReader).
	ReadsTags bool
	// Gestures enters turns by clicks on a board.
	Gestures Gestures
	// Symmetric maps positions and turns under the board's symmetries
	// (training rows).
	Symmetric engines.Symmetric
	// Hiding gives what every player sees of a position (PublicKey).
	Hiding engines.Hiding
}

// registered is a game with its abilities.
type registered struct {
	game      Game
	abilities Abilities
}

// registry is the games registered, looked up by every record a worker
// reads: Register, at start-up, replaces it with a grown copy (under
// registering), and a look-up only loads it, writing no memory that
// another core reads (a read lock's count would move between the cores'
// caches at every record).
type registry struct {
	byLower map[string]*registered // by lower-case name
	byName  map[string]*registered // by name as the game writes it
	byGame  map[Game]*registered
}

var (
	registering sync.Mutex
	current     atomic.Pointer[registry]
)

// games is the registry as it stands (empty before any Register).
func games() *registry {
	if r := current.Load(); r != nil {
		return r
	}
	return &registry{}
}

// with is a copy of the registry with r added.
func (reg *registry) with(r *registered) *registry {
	next := &registry{
		byLower: make(map[string]*registered, len(reg.byLower)+1),
		byName:  make(map[string]*registered, len(reg.byName)+1),
		byGame:  make(map[Game]*registered, len(reg.byGame)+1),
	}
	maps.Copy(next.byLower, reg.byLower)
	maps.Copy(next.byName, reg.byName)
	maps.Copy(next.byGame, reg.byGame)
	name := r.game.Name()
	next.byLower[strings.ToLower(name)], next.byName[name], next.byGame[r.game] = r, r, r
	return next
}

// Register makes games known by their names (in any case). Arbiter's games
// are registered by one package, notation/all; a program registers its
// own the same way. Register checks each game once and panics, at start-up,
// on a game registered twice, a file ending another game has, or a format
// of the game's that names another game (and then registers none of the
// games it was given).
func Register(gs ...Game) {
	registering.Lock()
	defer registering.Unlock()
	reg := games()
	for _, g := range gs {
		r := &registered{game: g, abilities: abilitiesOf(g)}
		check(reg, r)
		reg = reg.with(r)
	}
	current.Store(reg)
}

// abilitiesOf finds what a game has beyond what every game has.
func abilitiesOf(g Game) Abilities {
	var a Abilities
	a.Searcher, _ = g.(engines.Searcher)
	a.Reviewer, _ = g.(engines.Reviewer)
	a.Dealing, _ = g.(Dealing)
	a.Seating, _ = g.(Seating)
	a.Gestures, _ = g.(Gestures)
	a.Symmetric, _ = g.(engines.Symmetric)
	a.Hiding, _ = g.(engines.Hiding)
	if f, ok := g.(FormatsOf); ok {
		a.Formats = f.Formats()
	}
	if tr, ok := g.(engines.TagReader); ok {
		a.ReadsTags = tr.ReadsTags()
	}
	return a
}

// check refuses a game that cannot be registered in reg.
func check(reg *registry, r *registered) {
	name := r.game.Name()
	if _, dup := reg.byLower[strings.ToLower(name)]; dup {
		panic("notation: game registered twice: " + name)
	}
	for _, other := range reg.byLower {
		for _, e := range r.game.Notation().Extensions {
			if slices.Contains(other.game.Notation().Extensions, e) {
				panic(fmt.Sprintf("notation: %s and %s both end their files %s", name, other.game.Name(), e))
			}
		}
	}
	for _, f := range r.abilities.Formats {
		if f.Game != name {
			panic(fmt.Sprintf("notation: the format %s of %s names the game %q", f.Name, name, f.Game))
		}
	}
}

// AbilitiesOf gives what a registered game has beyond what every game has
// (none for a game that is not registered).
func AbilitiesOf(g Game) Abilities {
	if r, ok := games().byGame[g]; ok {
		return r.abilities
	}
	return Abilities{}
}

// MoveError is a syntax error inside one turn's text.
type MoveError struct {
	// Offset is the byte offset in the turn's text where the error is.
	Offset int
	// Message says what was wrong and what was expected.
	Message string
}

func (e *MoveError) Error() string { return e.Message }

// LookupGame finds a registered game by name, in any case; the error lists
// the games.
func LookupGame(name string) (Game, error) {
	reg := games()
	name = strings.TrimSpace(name)
	if r, ok := reg.byName[name]; ok { // as the game writes its name: no lower-case copy
		return r.game, nil
	}
	if r, ok := reg.byLower[strings.ToLower(name)]; ok {
		return r.game, nil
	}
	return nil, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(GameNames(), ", "))
}

// GameByFile finds the game whose records end like the file name.
func GameByFile(name string) (Game, bool) {
	ext := strings.ToLower(filepath.Ext(name))
	for _, g := range Games() {
		if slices.Contains(g.Notation().Extensions, ext) {
			return g, true
		}
	}
	return nil, false
}

// Games lists the registered games, sorted by name.
func Games() []Game {
	reg := games()
	gs := make([]Game, 0, len(reg.byLower))
	for _, r := range reg.byLower {
		gs = append(gs, r.game)
	}
	slices.SortFunc(gs, func(a, b Game) int { return strings.Compare(a.Name(), b.Name()) })
	return gs
}

// GameNames lists the names of the registered games, sorted.
func GameNames() []string {
	reg := games()
	names := make([]string, 0, len(reg.byLower))
	for _, r := range reg.byLower {
		names = append(names, r.game.Name())
	}
	slices.Sort(names)
	return names
}

// ResultToken writes an outcome as the game's result token: "1-0", "0-1",
// "1/2-1/2" for two players (1-0: the first player won), seats by place for
// ranking games ("2>1=3", seats from 1), "*" while the game goes on.
func (n Notation) ResultToken(o engines.Outcome) string {
	if !o.Over || len(o.Places) == 0 {
		return "*"
	}
	if !n.Ranking {
		switch {
		case len(o.Places[0]) > 1:
			return "1/2-1/2"
		case o.Places[0][0] == 0:
			return "1-0"
		default:
			return "0-1"
		}
	}
	var b strings.Builder
	for i, place := range o.Places {
		if i > 0 {
			b.WriteByte('>')
		}
		for j, seat := range place {
			if j > 0 {
				b.WriteByte('=')
			}
			fmt.Fprintf(&b, "%d", seat+1)
		}
	}
	return b.String()
}

// ParseResultToken reads a finished game's result token, as ResultToken
// writes it, back into places for a game of seats seats: "1-0", "0-1",
// "1/2-1/2" for two players, or with Ranking the seats from first place to
// last ("2>1=3", every seat once, tied seats in any order). It reports
// false for "*", for a token of the other form and for any other text.
func (n Notation) ParseResultToken(token string, seats int) ([][]int, bool) {
	if !n.Ranking {
		winner := -2
		switch token {
		case "1-0":
			winner = 0
		case "0-1":
			winner = 1
		case "1/2-1/2":
			winner = -1
		}
		if winner == -2 || seats != 2 {
			return nil, false
		}
		return engines.TwoPlayerPlaces(winner), true
	}
	var places [][]int
	seen := make([]bool, seats)
	count := 0
	for _, group := range strings.Split(token, ">") {
		var place []int
		for _, seat := range strings.Split(group, "=") {
			s, err := strconv.Atoi(seat)
			if err != nil || strconv.Itoa(s) != seat || s < 1 || s > seats || seen[s-1] {
				return nil, false
			}
			seen[s-1] = true
			count++
			place = append(place, s-1)
		}
		places = append(places, place)
	}
	if count != seats {
		return nil, false
	}
	return places, true
}

// PlayerNames are a record's players by seat ("" where the record names
// none), from the game's player tags.
func PlayerNames(rec *Record, g Game) []string {
	var names []string
	for _, tag := range g.Notation().PlayerTags {
		name, _ := rec.Tag(tag)
		names = append(names, name)
	}
	return names
}

// DeclaredResult is the record's declared result: its Result tag, else
// its result token ("" for none).
func (r *Record) DeclaredResult() string {
	if v, ok := r.Tag("Result"); ok {
		return v
	}
	return r.Result
}

// EndPlaces are the places a record's game ended in: those of o, the
// outcome its turns reach, when it is over; else those of its declared
// result; nil when it is unfinished (no result, "*", or a result the
// notation cannot read).
func (n Notation) EndPlaces(rec *Record, o engines.Outcome) [][]int {
	if o.Over {
		return o.Places
	}
	token := rec.DeclaredResult()
	seats := 2
	if n.Ranking {
		seats = len(strings.FieldsFunc(token, func(r rune) bool { return r == '>' || r == '=' }))
	}
	places, ok := n.ParseResultToken(token, seats)
	if !ok {
		return nil
	}
	return places
}

// Standing is a game's result for one seat.
type Standing int8

// The standings.
const (
	// Unfinished: the game has no result.
	Unfinished Standing = iota
	// Won: the seat alone took the first place.
	Won
	// Drawn: the seat shares the first place.
	Drawn
	// Defeated: the seat is not first.
	Defeated
)

// StandingOf is the result for seat of a game that ended in places (nil:
// unfinished).
func StandingOf(places [][]int, seat int) Standing {
	if places == nil {
		return Unfinished
	}
	for i, place := range places {
		switch {
		case !slices.Contains(place, seat):
		case i > 0:
			return Defeated
		case len(place) > 1:
			return Drawn
		default:
			return Won
		}
	}
	return Defeated
}

// Points are what the standing is worth: 1 won, 1/2 drawn, 0 lost;
// false when unfinished.
func (s Standing) Points() (float64, bool) {
	switch s {
	case Won:
		return 1, true
	case Drawn:
		return 0.5, true
	case Defeated:
		return 0, true
	}
	return 0, false
}
