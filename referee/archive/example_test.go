package archive_test

import (
	"fmt"

	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/archive"
)

// A program picks records of an archive as `arbiter select` does and
// counts them as `arbiter stats` does: the selector turns down, before
// the referee runs, the records its tags and lengths rule out
// (FileOptions.Wanted), and keeps those the referee's verdict passes.
func ExampleSelector() {
	sel := archive.NewSelector(archive.Filter{Player: "kim minji", Verdict: archive.Valid})
	stats := archive.Stats{OpeningTurns: 2}
	opts := referee.FileOptions{Options: referee.Options{Wanted: sel.Wanted}, Jobs: 2}
	files := []string{"../../examples/yinsh/club-night.yinsh", "../../examples/yinsh/broken-jump.yinsh"}
	_, err := referee.Files(files, opts, func(res referee.Result) error {
		if sel.Keep(res) {
			fmt.Printf("kept %s record %d\n", res.File, res.Number)
			stats.Add(res)
		}
		return nil
	})
	if err != nil {
		panic(err)
	}
	sum := stats.Summary()
	fmt.Println(sum.Records, "records,", sum.Games[0].Turns, "turns, openings:", sum.Games[0].Openings[0].What)
	// Output:
	// kept ../../examples/yinsh/club-night.yinsh record 1
	// 1 records, 59 turns, openings: g5 f10
}
