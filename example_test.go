package arbiter_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/referee"

	_ "github.com/arbiter-games/arbiter/notation/all"         // every game
	_ "github.com/arbiter-games/arbiter/notation/diagram/all" // and its drawings
)

// A program that referees files and prints their diagnostics, plays a
// legal turn, converts a record to SGF and draws a position: the
// library's basic jobs in one place.
func Example() {
	var rep *referee.Report
	opts := referee.FileOptions{Options: referee.Options{Positions: true}}
	_, err := referee.Files([]string{"examples/yinsh/blitz.yinsh", "examples/yinsh/broken-jump.yinsh"}, opts, func(res referee.Result) error {
		for _, d := range res.Diagnostics() {
			fmt.Printf("%s [%s]\n", d, d.Code)
		}
		if rep == nil {
			rep = res.Report
		}
		return nil
	})
	if err != nil {
		panic(err) // a file could not be opened: the sink's results say so
	}
	pos := rep.Main.Turns[9].After.Clone() // the position after turn 10
	legal := pos.Legal()
	pos.Play(legal[0]) // a legal turn: Play accepts it
	fmt.Println(len(legal), "legal turns; played", legal[0], "to", pos)
	sgf, _ := formats.Lookup("sgf")
	var out bytes.Buffer
	w := sgf.NewWriter(&out)
	written, err := w.Write(rep.Entry(referee.KeepNumbering)) // what SGF cannot hold: a note
	w.Close()
	fmt.Printf("SGF written: %v, left out: %v, refused: %v\n", out.Len() > 0, written.Lost, err)
	svg, _ := diagram.For(rep.Game).Draw(notation.Snapshot{Position: pos}, diagram.Options{}).SVG(diagram.SVGOptions{})
	fmt.Println("drawn:", strings.HasPrefix(string(svg), "<svg"))
	// Output:
	// examples/yinsh/broken-jump.yinsh:12:5: error: record 1, turn 31 (c3-c8): a ring that jumps markers must stop on the first empty point after them (c6) [yinsh/jump-stop]
	// 92 legal turns; played e4-e5 to 4/7/1r6/9/3MR5/1rR5R/5RR3/9/8/r6/2rr b 0 0
	// SGF written: true, left out: <nil>, refused: <nil>
	// drawn: true
}
