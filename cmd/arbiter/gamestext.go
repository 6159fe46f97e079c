package main

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
)

// The help of the commands names the games from the registry: what it
// says of the games that have an ability is said of those registered
// with it, so that a game joins the help as it joins the commands.

// gamesWith names the registered games for which has is true, sorted.
func gamesWith(has func(notation.Game) bool) []string {
	var names []string
	for _, g := range notation.Games() {
		if has(g) {
			names = append(names, g.Name())
		}
	}
	return names
}

// andNames lists names for a help text: "a, b and c".
func andNames(names []string) string { return joinWith(names, " and ") }

// allGames lists every registered game: "Ingenious, Jungle and YINSH".
func allGames() string { return andNames(notation.GameNames()) }

// reviewedGames are the games whose turns annotate reviews instead of
// searching them.
func reviewedGames() []string {
	return gamesWith(func(g notation.Game) bool {
		a := notation.AbilitiesOf(g)
		return a.Reviewer != nil && a.Searcher == nil
	})
}

// searchDepths says annotate's default depth of each game with a search:
// "5 for Jungle and YINSH".
func searchDepths() string {
	byDepth := map[int][]string{}
	var depths []int
	for _, g := range notation.Games() {
		s := notation.AbilitiesOf(g).Searcher
		if s == nil {
			continue
		}
		d := s.DefaultDepth()
		if byDepth[d] == nil {
			depths = append(depths, d)
		}
		byDepth[d] = append(byDepth[d], g.Name())
	}
	parts := make([]string, len(depths))
	for i, d := range depths {
		parts[i] = fmt.Sprintf("%d for %s", d, andNames(byDepth[d]))
	}
	return strings.Join(parts, ", ")
}

// ownFormats names the games' own formats: "jfen for Jungle, sgf for
// YINSH".
func ownFormats() string {
	var parts []string
	for _, g := range notation.Games() {
		for _, f := range notation.AbilitiesOf(g).Formats {
			parts = append(parts, f.Name+" for "+g.Name())
		}
	}
	return strings.Join(parts, ", ")
}

// seatRanges gives the seats a match of each game played by more than
// two may have (two or more): "Ingenious: 2 to 4".
func seatRanges() string {
	var parts []string
	for _, g := range notation.Games() {
		if lo, hi := g.Seats(); hi > 2 {
			parts = append(parts, fmt.Sprintf("%s: %d to %d", g.Name(), max(lo, 2), hi))
		}
	}
	return strings.Join(parts, ", ")
}

// aside puts text in brackets after a space, or gives "" for no text.
func aside(text string) string {
	if text == "" {
		return ""
	}
	return " (" + text + ")"
}

// lead puts sep before text, or gives "" for no text.
func lead(sep, text string) string {
	if text == "" {
		return ""
	}
	return sep + text
}

// ranks tells whether a game writes its results as seats by place.
func ranks(g notation.Game) bool { return g.Notation().Ranking }

// deals tells whether a game has hands the referee deals in secret.
func deals(g notation.Game) bool { return notation.AbilitiesOf(g).Dealing != nil }

// symmetric tells whether a game's board has symmetries training rows
// are written under.
func symmetric(g notation.Game) bool { return notation.AbilitiesOf(g).Symmetric != nil }
