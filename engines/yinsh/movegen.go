package yinsh

// maxMoves bounds the ring moves of one position: five rings, each seeing at
// most nine points on each of its three lines.
const maxMoves = ringsEach * 3 * maxRay

// move is a ring move in the engine's compact form.
type move struct{ from, to Point }

// moveList holds the ring moves of a position without allocating.
type moveList struct {
	m [maxMoves]move
	n int
}

// ringMoves lists the ring moves of the side to move: over empty points, or
// over one unbroken group of markers to the first empty point after it,
// never over or onto a ring.
func (b *board) ringMoves(l *moveList) {
	l.n = 0
	rings := b.rings()
	markers := b.allMarkers()
	for own := b.ring[b.toMove]; !own.empty(); {
		from := own.pop()
		for d := range directions {
			ray := &rays[from][d]
			jumping := false
			for _, to := range ray[:rayLen[from][d]] {
				if rings.has(to) {
					break
				}
				if markers.has(to) {
					jumping = true
					continue
				}
				l.m[l.n] = move{from, to}
				l.n++
				if jumping {
					break
				}
			}
		}
	}
}

// canMove reports whether the side to move has a ring move.
func (b *board) canMove() bool {
	var l moveList
	b.ringMoves(&l)
	return l.n > 0
}
