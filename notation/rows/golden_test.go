package rows_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/rows"
)

// TestGolden: the rows of generated games of each game, whole, and under
// the board's symmetries for the games that have them, are those of the
// golden files byte for byte (go test -update rewrites them): the speed of
// the writer may change, its output may not.
func TestGolden(t *testing.T) {
	for _, g := range notation.Games() {
		t.Run(g.Name(), func(t *testing.T) {
			name := strings.ToLower(g.Name())
			var out bytes.Buffer
			write(t, rows.NewLinesWriter(&out, rows.Options{}), generated(t, g, 3, 1000))
			golden.Check(t, filepath.Join("testdata", name+".rows"), out.Bytes())
			if notation.AbilitiesOf(g).Symmetric == nil {
				return
			}
			out.Reset()
			write(t, rows.NewLinesWriter(&out, rows.Options{Symmetries: true}), generated(t, g, 2, 12))
			golden.Check(t, filepath.Join("testdata", name+"-symmetries.rows"), out.Bytes())
		})
	}
}
