package standings

import "math"

// matrix is a dense square matrix, row by row.
type matrix struct {
	n int
	v []float64
}

func newMatrix(n int) *matrix { return &matrix{n: n, v: make([]float64, n*n)} }

func (m *matrix) at(i, j int) float64 { return m.v[i*m.n+j] }

func (m *matrix) add(i, j int, x float64) { m.v[i*m.n+j] += x }

// centre adds 1/n to every entry: the information of strengths whose
// average is fixed, which is invertible when the players are connected.
func (m *matrix) centre() {
	for i := range m.v {
		m.v[i] += 1 / float64(m.n)
	}
}

// cholesky factors a symmetric positive definite matrix as L Lᵀ, L in the
// lower triangle; false when it is not positive definite.
func (m *matrix) cholesky() (*matrix, bool) {
	n := m.n
	l := newMatrix(n)
	for j := 0; j < n; j++ {
		rowJ := l.v[j*n : j*n+j]
		d := m.at(j, j)
		for _, x := range rowJ {
			d -= x * x
		}
		if d <= 0 || math.IsNaN(d) {
			return nil, false
		}
		d = math.Sqrt(d)
		l.v[j*n+j] = d
		for i := j + 1; i < n; i++ {
			rowI := l.v[i*n : i*n+j]
			s := m.at(i, j)
			for k, x := range rowJ {
				s -= rowI[k] * x
			}
			l.v[i*n+j] = s / d
		}
	}
	return l, true
}

// solveWith solves L Lᵀ x = b.
func (l *matrix) solveWith(b []float64) []float64 {
	n := l.n
	y := make([]float64, n)
	for i := 0; i < n; i++ {
		s := b[i]
		for k := 0; k < i; k++ {
			s -= l.v[i*n+k] * y[k]
		}
		y[i] = s / l.v[i*n+i]
	}
	for i := n - 1; i >= 0; i-- {
		s := y[i]
		for k := i + 1; k < n; k++ {
			s -= l.v[k*n+i] * y[k]
		}
		y[i] = s / l.v[i*n+i]
	}
	return y
}

// solve solves m x = b for a symmetric positive definite m.
func (m *matrix) solve(b []float64) ([]float64, bool) {
	l, ok := m.cholesky()
	if !ok {
		return nil, false
	}
	return l.solveWith(b), true
}

// inverse inverts a symmetric positive definite matrix.
func (m *matrix) inverse() (*matrix, bool) {
	l, ok := m.cholesky()
	if !ok {
		return nil, false
	}
	inv := newMatrix(m.n)
	e := make([]float64, m.n)
	for j := 0; j < m.n; j++ {
		clear(e)
		e[j] = 1
		col := l.solveWith(e)
		for i, x := range col {
			inv.v[i*m.n+j] = x
		}
	}
	return inv, true
}
