package ingenious

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// Outcome tells whether the game is over and ranks the seats: by the sorted
// lists of their scores, lowest colour first (higher wins; equal lists share
// a place). A track that reached the top in all six colours has the highest
// list there is. Partners in teams share their place.
func (p *Position) Outcome() engines.Outcome {
	if p.ended == notOver {
		return engines.Outcome{}
	}
	order := p.rankTracks()
	var places [][]int
	for i, t := range order {
		if i > 0 && p.sorted(t) == p.sorted(order[i-1]) {
			last := len(places) - 1
			places[last] = append(places[last], p.seatsOf(t)...)
			slices.Sort(places[last])
			continue
		}
		places = append(places, p.seatsOf(t))
	}
	end := endBoardFull
	if p.ended == allTop {
		end = endAllTop
	}
	return engines.Outcome{Over: true, Places: places, Reason: p.endReason(), Code: codes[end].Code}
}

// rankTracks orders the tracks from first place to last.
func (p *Position) rankTracks() []int {
	order := make([]int, p.rules.Tracks())
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		sa, sb := p.sorted(a), p.sorted(b)
		return -slices.Compare(sa[:], sb[:])
	})
	return order
}

// sorted returns a track's scores from lowest to highest.
func (p *Position) sorted(track int) [NumColours]uint8 {
	s := p.scores[track]
	slices.Sort(s[:])
	return s
}

// seatsOf lists the seats (from 0) that score on a track.
func (p *Position) seatsOf(track int) []int {
	if p.rules.Variant == Teams {
		return []int{track, track + 2}
	}
	return []int{track}
}

// endReason says why the game ended, with each track's lowest colour.
func (p *Position) endReason() string {
	if p.ended == allTop {
		return fmt.Sprintf("%s reached %d in all six colours", p.rules.trackName(p.winner), p.rules.Top())
	}
	var parts []string
	for t := 0; t < p.rules.Tracks(); t++ {
		parts = append(parts, fmt.Sprintf("%s %d", p.rules.trackName(t), p.sorted(t)[0]))
	}
	return "no two adjacent empty spaces remain (lowest colour: " + strings.Join(parts, ", ") + ")"
}
