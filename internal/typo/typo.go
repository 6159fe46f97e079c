// Package typo measures how far apart two words are in typing mistakes,
// for the suggestions of the command line (a flag) and of the referee (a
// tag name).
package typo

// Distance is the number of typing mistakes between a and b: the fewest
// bytes inserted, deleted or replaced, or pairs of neighbours swapped, that
// turn a into b (the optimal string alignment distance: Levenshtein's,
// with a swap of two neighbours one mistake, "Reslut" for "Result").
func Distance(a, b string) int {
	// rows[0] is the row before the last, rows[1] the last, rows[2] the one
	// being filled: d(i, j) is the distance between a[:i] and b[:j].
	var rows [3][]int
	for k := range rows {
		rows[k] = make([]int, len(b)+1)
	}
	for j := range rows[1] {
		rows[1][j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev2, prev, cur := rows[0], rows[1], rows[2]
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		rows[0], rows[1], rows[2] = prev, cur, prev2
	}
	return rows[1][len(b)]
}
