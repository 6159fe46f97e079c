package match

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one of N disjoint parts of a match, I from 1 to N: the zero
// Shard is the whole match. The parts of a match play together exactly
// the games the whole match plays, each game as the whole match plays it
// (its round, engines, seats, opening, dealt hands), since what a game
// is depends only on its round. A part is a set of units of the
// schedule: the two games of a pair (one opening, the colours swapped),
// or a game of no pair; the units go to the parts in turn, the first to
// part 1, so that both games of a pair are played by one part and every
// part plays some of each stretch of the schedule.
type Shard struct{ I, N int }

// ParseShard reads a part of a match, "I/N": the I-th of N parts, I from
// 1 to N. The error is a *SyntaxError.
func ParseShard(s string) (Shard, error) {
	i, n, ok := strings.Cut(s, "/")
	var sh Shard
	var err1, err2 error
	sh.I, err1 = strconv.Atoi(i)
	sh.N, err2 = strconv.Atoi(n)
	switch {
	case !ok || err1 != nil || err2 != nil:
		return Shard{}, &SyntaxError{s, "a part is I/N: the I-th of N parts (1/4, 2/4, 3/4, 4/4)"}
	case sh.N < 1:
		return Shard{}, &SyntaxError{s, "a match is split into 1 part or more"}
	case sh.I < 1 || sh.I > sh.N:
		return Shard{}, &SyntaxError{s, fmt.Sprintf("the parts of %d are numbered 1 to %d", sh.N, sh.N)}
	}
	return sh, nil
}

// String is the part as ParseShard reads it, "" for the whole match.
func (sh Shard) String() string {
	if sh.N == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", sh.I, sh.N)
}

// partOf gives the part (from 1) that plays each pairing of a schedule.
func (sh Shard) partOf(sched []Pairing) []int {
	parts := make([]int, len(sched))
	if sh.N <= 1 {
		for i := range parts {
			parts[i] = 1
		}
		return parts
	}
	unitOfPair := map[int]int{}
	units := 0
	for i, p := range sched {
		u, seen := unitOfPair[p.Pair]
		if p.Pair == 0 || !seen {
			u = units
			units++
			if p.Pair != 0 {
				unitOfPair[p.Pair] = u
			}
		}
		parts[i] = u%sh.N + 1
	}
	return parts
}

// Part lists the games the match plays, in the order of the schedule: all
// of them, or those of its Shard.
func (m *Match) Part() []Pairing {
	sched := m.Schedule()
	if m.Shard.N == 0 {
		return sched
	}
	var part []Pairing
	for i, n := range m.Shard.partOf(sched) {
		if n == m.Shard.I {
			part = append(part, sched[i])
		}
	}
	return part
}
