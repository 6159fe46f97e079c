package arbiter_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/referee"

	_ "github.com/arbiter-games/arbiter/notation/all"         // every game
	_ "github.com/arbiter-games/arbiter/notation/diagram/all" // and its drawings
)

// A program that referees a file and prints its diagnostics, lists the
// legal turns of a position and plays one, converts a record to JSON and
// SGF, and draws a position: the library's basic jobs in one place.
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
		panic(err)
	}
	pos := rep.Main.Turns[9].After.Clone() // the position after turn 10
	legal := pos.Legal()
	if _, err := pos.Play(legal[0]); err != nil {
		panic(err)
	}
	fmt.Println(len(legal), "legal turns; played", legal[0], "to", pos)
	for _, name := range []string{"json", "sgf"} {
		format, _ := formats.Lookup(name)
		var out bytes.Buffer
		w := format.NewWriter(&out)
		written, err := w.Write(rep.Entry(referee.KeepNumbering))
		switch {
		case err != nil:
			fmt.Println(name+":", err)
		case written.Lost != nil:
			fmt.Println(name+":", written.Lost) // SGF has no room for comments: a note
		}
		w.Close()
		fmt.Println(name, "written:", out.Len() > 0)
	}
	svg, _ := diagram.For(rep.Game).Draw(diagram.View{Position: pos}).SVG(diagram.SVGOptions{})
	fmt.Println("drawn:", strings.HasPrefix(string(svg), "<svg"))
	// Output:
	// examples/yinsh/broken-jump.yinsh:12:5: error: record 1, turn 31 (c3-c8): a ring that jumps markers must stop on the first empty point after them (c6) [yinsh/jump-stop]
	// 92 legal turns; played e4-e5 to 4/7/1r6/9/3MR5/1rR5R/5RR3/9/8/r6/2rr b 0 0
	// json written: true
	// sgf written: true
	// drawn: true
}
