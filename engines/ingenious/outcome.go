package ingenious

import (
	"slices"
	"strconv"
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
	end := endBoardFull
	if p.ended == allTop {
		end = endAllTop
	}
	return engines.Outcome{Over: true, Places: p.places(), Reason: p.endReason(), Code: codes[end].Code}
}

// places lists the seats by finishing place: the tracks ranked, the
// seats of tracks that tie in one place.
func (p *Position) places() [][]int {
	var room [maxSeats]int
	order := p.rankTracks(room[:0])
	if len(order) == 2 && p.rules.Variant != Teams { // two seats: the places all such games share
		if p.sorted(order[0]) == p.sorted(order[1]) {
			return engines.TwoPlayerPlaces(-1)
		}
		return engines.TwoPlayerPlaces(order[0])
	}
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
	return places
}

// rankTracks appends to order the tracks from first place to last.
func (p *Position) rankTracks(order []int) []int {
	for i := range p.rules.Tracks() {
		order = append(order, i)
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
		return p.rules.trackName(p.winner) + " reached " + strconv.Itoa(p.rules.Top()) + " in all six colours"
	}
	var b strings.Builder
	b.Grow(96)
	b.WriteString("no two adjacent empty spaces remain (lowest colour: ")
	for t := range p.rules.Tracks() {
		if t > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.rules.trackName(t))
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(p.sorted(t)[0])))
	}
	b.WriteString(")")
	return b.String()
}
