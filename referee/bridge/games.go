package bridge

import (
	"github.com/arbiter-games/arbiter/engines/player"
	"github.com/arbiter-games/arbiter/notation"
)

// The page's "new game" dialog asks what it may offer: the games the
// WebAssembly holds, as each describes its own rules (the variants and
// rule options `arbiter games` lists), and the sparring engine's levels.
func init() { calls["games"] = (*Session).games }

// GamesAnswer is the answer of games:
//
//	{"games": [{"name": "Ingenious", "seats": [1, 4],
//	  "players": ["Seat1", ...], "variants": [{"name": "teams",
//	  "doc": "…", "seats": 4, "teams": [[0, 2], [1, 3]]}],
//	  "options": [{"key": "swap", "doc": "…", "values": ["…"],
//	  "numeric": false, "default": "…"}]}],
//	 "levels": 6, "level": 2}
//
// levels is the strongest level of the sparring engine (from 0), level
// the one it plays when none is asked for.
type GamesAnswer struct {
	Games  []GameAnswer `json:"games"`
	Levels int          `json:"levels"`
	Level  int          `json:"level"`
}

// GameAnswer is one game as the dialog offers it: the fewest and most
// seats, the tags that name the players in seat order, its variants and
// its rule options (the first variant and each option's first value being
// the defaults).
type GameAnswer struct {
	Name     string          `json:"name"`
	Seats    [2]int          `json:"seats"`
	Players  []string        `json:"players"`
	Variants []VariantAnswer `json:"variants"`
	Options  []OptionAnswer  `json:"options"`
}

// VariantAnswer is a variant, with the seats it fixes (0: as the game
// says) and its teams (seats from 0 playing together) where the game
// seats its variants (notation.Seating).
type VariantAnswer struct {
	Name  string  `json:"name"`
	Doc   string  `json:"doc"`
	Seats int     `json:"seats,omitempty"`
	Teams [][]int `json:"teams,omitempty"`
}

// OptionAnswer is a rule option: its values (none where any whole number
// is allowed: numeric) and its default.
type OptionAnswer struct {
	Key     string   `json:"key"`
	Doc     string   `json:"doc"`
	Values  []string `json:"values"`
	Numeric bool     `json:"numeric,omitempty"`
	Default string   `json:"default"`
}

func (s *Session) games([]byte) (any, error) {
	a := GamesAnswer{Games: []GameAnswer{}, Levels: player.MaxLevel, Level: player.DefaultLevel}
	for _, g := range notation.Games() {
		a.Games = append(a.Games, gameAnswer(g))
	}
	return a, nil
}

// gameAnswer describes one game from its own description of its rules.
func gameAnswer(g notation.Game) GameAnswer {
	lo, hi := g.Seats()
	ga := GameAnswer{Name: g.Name(), Seats: [2]int{lo, hi}, Players: g.Notation().PlayerTags,
		Variants: []VariantAnswer{}, Options: []OptionAnswer{}}
	seating := notation.AbilitiesOf(g).Seating
	for _, v := range g.Variants() {
		va := VariantAnswer{Name: v.Name, Doc: v.Doc}
		if seating != nil {
			va.Seats, va.Teams = seating.Seating(v.Name)
		}
		ga.Variants = append(ga.Variants, va)
	}
	for _, o := range g.Options() {
		values := o.Values
		if values == nil {
			values = []string{}
		}
		ga.Options = append(ga.Options, OptionAnswer{o.Key, o.Doc, values, o.Numeric, o.DefaultValue()})
	}
	return ga
}
