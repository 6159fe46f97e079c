package sgf_test

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/sgf"
	"github.com/arbiter-games/arbiter/referee"
)

// archiveGames is the size of boardspace's YINSH archive, in games.
const archiveGames = 32000

// distinctGames are the generated games the archive cycles through:
// generating 32,000 would take longer than reading them.
const distinctGames = 400

// archiveTurns bounds a generated game's turns: boardspace's YINSH games
// are some 50 to 70 turns long.
const archiveTurns = 64

// boardspaceArchive writes n games in dir, one SGF file each in a zip
// archive as boardspace keeps them, and all in one SGF file, made from
// generated games; it gives the archive's path, the file's, and the turns
// the games hold.
func boardspaceArchive(b *testing.B, dir string, n int) (archive, file string, turns int) {
	g, err := notation.LookupGame("YINSH")
	if err != nil {
		b.Fatal(err)
	}
	var games []string
	var counts []int
	for i := range min(n, distinctGames) {
		rec, err := notation.Generate(g, int64(i+1), engines.Setup{Tags: map[string]string{"White": "Kim", "Black": "Dumbot"}}, archiveTurns)
		if err != nil {
			b.Fatal(err)
		}
		rep := referee.Check(rec, referee.Options{})
		var out strings.Builder
		w := sgf.NewWriter(&out)
		if _, err := w.Write(rep.Entry(referee.KeepNumbering)); err != nil {
			b.Fatal(err)
		}
		w.Close()
		games, counts = append(games, out.String()), append(counts, rep.Turns)
	}
	var zipped, all bytes.Buffer
	zw := zip.NewWriter(&zipped)
	for i := range n {
		game := games[i%len(games)]
		w, err := zw.Create(fmt.Sprintf("%d/Y-Kim-Dumbot-%05d.sgf", 2006+i%20, i))
		if err == nil {
			_, err = w.Write([]byte(game))
		}
		if err != nil {
			b.Fatal(err)
		}
		all.WriteString(game)
		turns += counts[i%len(games)]
	}
	if err := zw.Close(); err != nil {
		b.Fatal(err)
	}
	archive, file = filepath.Join(dir, "archive.zip"), filepath.Join(dir, "archive.sgf")
	if err := errors.Join(os.WriteFile(archive, zipped.Bytes(), 0o644), os.WriteFile(file, all.Bytes(), 0o644)); err != nil {
		b.Fatal(err)
	}
	return archive, file, turns
}

// BenchmarkBoardspaceArchive validates a boardspace-sized archive, 32,000
// games, as arbiter validate does (every record refereed, on as many
// goroutines as processors, only the verdicts kept): in one zip file of
// a file a game, and, to compare, all in one SGF file.
func BenchmarkBoardspaceArchive(b *testing.B) {
	archive, file, turns := boardspaceArchive(b, b.TempDir(), archiveGames)
	opts := referee.FileOptions{Options: referee.Options{Verdicts: true}, Jobs: runtime.GOMAXPROCS(0)}
	for _, name := range []string{archive, file} {
		b.Run(filepath.Ext(name)[1:], func(b *testing.B) {
			fi, _ := os.Stat(name)
			b.SetBytes(fi.Size())
			for range b.N {
				totals, err := referee.Files([]string{name}, opts, func(referee.Result) error { return nil })
				if err != nil {
					b.Fatal(err)
				}
				if totals.Records != archiveGames || totals.Failed != 0 || totals.Turns != turns {
					b.Fatalf("totals %+v, want %d records, %d turns, none failed", totals, archiveGames, turns)
				}
			}
			b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/archive")
		})
	}
}
