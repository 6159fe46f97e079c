package ingenious

// rng is a small, fast generator (SplitMix64) for random games.
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s += 0x9E3779B97F4A7C15
	z := r.s
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// intn returns a number in [0, n); n > 0.
func (r *rng) intn(n int) int { return int((r.next() >> 32) * uint64(n) >> 32) }

// pick draws a tile at random from the bag counts, which hold n tiles.
func (r *rng) pick(bag *[NumKinds]uint8, n int) Tile {
	i := r.intn(n)
	for k, c := range bag {
		if i < int(c) {
			bag[k]--
			return kindTile[k]
		}
		i -= int(c)
	}
	return Tile{}
}
