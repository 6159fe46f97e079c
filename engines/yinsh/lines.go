package yinsh

// A line direction as a step in column and row. The six directions are the
// three line directions and their opposites: up a column, along a row, up the
// diagonal where column minus row is constant.
var directions = [6][2]int{{0, 1}, {1, 0}, {1, 1}, {0, -1}, {-1, 0}, {-1, -1}}

const (
	// maxRay is the most points a ring can see in one direction.
	maxRay = 9
	// rowLen is the number of markers in a row.
	rowLen = 5
	// maxWindows bounds the number of five-point windows (there are 123).
	maxWindows = 128
)

// Geometry tables, built once by init.
var (
	// rays[p][d] lists the points from p (exclusive) outwards in direction d.
	rays    [NumPoints + 1][6][maxRay]Point
	rayLen  [NumPoints + 1][6]uint8
	rayBits [NumPoints + 1][6]bitset // rays[p][d] as a set
	between [NumPoints + 1][NumPoints + 1]bitset

	// windows holds every run of five points on one line: its end points,
	// lowest first, and its points as a set.
	windows    [maxWindows]window
	numWindows int
	windowsAt  [NumPoints + 1][3 * rowLen]uint8
	windowsAtN [NumPoints + 1]uint8
	windowFrom [NumPoints + 1][3]int16
)

type window struct {
	start, end Point
	mask       bitset
}

func init() {
	for p := Point(1); p <= NumPoints; p++ {
		for d := range directions {
			buildRay(p, d)
		}
	}
	buildWindows()
}

func buildRay(p Point, d int) {
	var seen bitset
	for {
		q, ok := PointAt(p.Col()+directions[d][0]*int(rayLen[p][d]+1), p.Row()+directions[d][1]*int(rayLen[p][d]+1))
		if !ok {
			return
		}
		between[p][q] = seen
		seen = seen.or(bit(q))
		rayBits[p][d] = seen
		rays[p][d][rayLen[p][d]] = q
		rayLen[p][d]++
	}
}

// buildWindows lists the five-point windows that start at each point and go
// up a column, along a row or up a diagonal (the first three directions).
func buildWindows() {
	for p := Point(1); p <= NumPoints; p++ {
		for d := 0; d < 3; d++ {
			windowFrom[p][d] = -1
			if rayLen[p][d] < rowLen-1 {
				continue
			}
			end := rays[p][d][rowLen-2]
			w := window{start: p, end: end, mask: between[p][end].or(bit(p)).or(bit(end))}
			windowFrom[p][d] = int16(numWindows)
			addWindow(w)
		}
	}
}

func addWindow(w window) {
	i := uint8(numWindows)
	windows[i] = w
	numWindows++
	for m := w.mask; !m.empty(); {
		p := m.pop()
		windowsAt[p][windowsAtN[p]] = i
		windowsAtN[p]++
	}
}

// direction returns the direction index leading from p to q and how many
// steps apart they are, or ok false when they are not on one line.
func direction(p, q Point) (d, steps int, ok bool) {
	l := lineTo[p%(NumPoints+1)][q%(NumPoints+1)]
	return int(l.d), int(l.steps), l.steps > 0
}

// lineTo holds direction's answers: steps 0 when the points are not on
// one line.
var lineTo = func() (t [NumPoints + 1][NumPoints + 1]struct{ d, steps uint8 }) {
	for p := range t {
		for q := range t[p] {
			if d, steps, ok := lineBetween(Point(p), Point(q)); ok {
				t[p][q].d, t[p][q].steps = uint8(d), uint8(steps)
			}
		}
	}
	return t
}()

// lineBetween works out direction from the points' columns and rows.
func lineBetween(p, q Point) (d, steps int, ok bool) {
	dc, dr := q.Col()-p.Col(), q.Row()-p.Row()
	switch {
	case dc == 0 && dr != 0:
		d, steps = 0, dr
	case dr == 0 && dc != 0:
		d, steps = 1, dc
	case dc == dr && dc != 0:
		d, steps = 2, dc
	default:
		return 0, 0, false
	}
	if steps < 0 {
		return d + 3, -steps, true
	}
	return d, steps, true
}

// Neighbours returns the points next to p along the three line directions
// (up to six).
func Neighbours(p Point) []Point {
	if !p.Valid() {
		return nil
	}
	var ns []Point
	for d := range directions {
		if rayLen[p][d] > 0 {
			ns = append(ns, rays[p][d][0])
		}
	}
	return ns
}

// Lines returns every line of the board, each as its points in order: the
// columns, then the rows, then the diagonals, each going up or right.
func Lines() [][]Point {
	var ls [][]Point
	for d := 0; d < 3; d++ {
		for p := Point(1); p <= NumPoints; p++ {
			back := d + 3
			if rayLen[p][back] > 0 || rayLen[p][d] == 0 {
				continue
			}
			line := append([]Point{p}, rays[p][d][:rayLen[p][d]]...)
			ls = append(ls, line)
		}
	}
	return ls
}
