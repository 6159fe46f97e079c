package yinsh

import (
	"fmt"
	"strconv"
)

// Point is a point of the board, numbered 1 to NumPoints column by column from
// a2 up to k10. The zero Point is no point.
type Point uint8

// NumPoints is the number of points of the board.
const NumPoints = 85

// NumColumns is the number of columns, a to k.
const NumColumns = 11

// columnLow and columnHigh give the lowest and highest row of each column.
var (
	columnLow  = [NumColumns]int{2, 1, 1, 1, 1, 2, 2, 3, 4, 5, 7}
	columnHigh = [NumColumns]int{5, 7, 8, 9, 10, 10, 11, 11, 11, 11, 10}
)

// pointCol and pointRow give each point's column (0 = a) and row (1 to 11);
// pointGrid maps a column and row back to the point (0 where none is).
// They are set before any init function runs, which the line tables need.
var pointCol, pointRow, pointGrid = numberPoints()

func numberPoints() (col, row [NumPoints + 1]int8, grid [NumColumns][12]Point) {
	p := Point(1)
	for c := 0; c < NumColumns; c++ {
		for r := columnLow[c]; r <= columnHigh[c]; r++ {
			col[p], row[p] = int8(c), int8(r)
			grid[c][r] = p
			p++
		}
	}
	return col, row, grid
}

// PointAt returns the point in column col (0 = a) and row row (from 1), and
// false when the board has no such point.
func PointAt(col, row int) (Point, bool) {
	if col < 0 || col >= NumColumns || row < 1 || row > 11 {
		return 0, false
	}
	p := pointGrid[col][row]
	return p, p != 0
}

// Points returns every point of the board in order, a2 first.
func Points() []Point {
	ps := make([]Point, NumPoints)
	for i := range ps {
		ps[i] = Point(i + 1)
	}
	return ps
}

// Valid reports whether p is a point of the board.
func (p Point) Valid() bool { return p >= 1 && p <= NumPoints }

// Col returns the point's column, 0 for a to 10 for k.
func (p Point) Col() int { return int(pointCol[p%(NumPoints+1)]) }

// Row returns the point's row, 1 to 11.
func (p Point) Row() int { return int(pointRow[p%(NumPoints+1)]) }

// String returns the point as written in records ("e5"), or "-" for a value
// that is not a point.
func (p Point) String() string {
	if !p.Valid() {
		return "-"
	}
	return pointNames[p]
}

// pointNames holds the points as written, made once.
var pointNames = func() (names [NumPoints + 1]string) {
	for p := Point(1); p <= NumPoints; p++ {
		names[p] = string(rune('a'+p.Col())) + strconv.Itoa(p.Row())
	}
	return names
}()

// MarshalText writes the point as "e5".
func (p Point) MarshalText() ([]byte, error) {
	if !p.Valid() {
		return nil, fmt.Errorf("%d is not a YINSH point", uint8(p))
	}
	return []byte(p.String()), nil
}

// UnmarshalText reads a point written as "e5" or "E5".
func (p *Point) UnmarshalText(b []byte) error {
	q, err := ParsePoint(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// ParsePoint reads a point: a column letter a to k in either case, then a row
// number. The error says what was wrong, naming the column's rows when the
// point is off the board.
func ParsePoint(s string) (Point, error) {
	if len(s) < 2 || len(s) > 3 {
		return 0, fmt.Errorf("%q is not a point (expected a column a-k and a row, like e5)", s)
	}
	col := int(s[0]|0x20) - 'a'
	row, err := strconv.Atoi(s[1:])
	if col < 0 || col >= NumColumns || err != nil || s[1] == '0' || s[1] == '+' || s[1] == '-' {
		return 0, fmt.Errorf("%q is not a point (expected a column a-k and a row, like e5)", s)
	}
	p, ok := PointAt(col, row)
	if !ok {
		return 0, fmt.Errorf("%s is not on the board (column %c has rows %d to %d)",
			s, 'a'+col, columnLow[col], columnHigh[col])
	}
	return p, nil
}
