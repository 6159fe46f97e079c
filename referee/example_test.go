package referee_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/diagram"
	_ "github.com/arbiter-games/arbiter/notation/diagram/all"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// A program draws a position of a record the way `arbiter show` does:
// read the record, replay it to a turn, draw the snapshot with the game's
// drawer.
func ExampleView() {
	rec, err := text.Parse(`[Game "Jungle"]

1. Ea3-a4 2. La9-b9 {[%arrow a4 a5]} *`, notation.Pos{File: "game.jungle"})
	if err != nil {
		panic(err)
	}
	view, rep, err := referee.View(rec, referee.Options{}, 1)
	if err != nil {
		panic(err)
	}
	svg, err := diagram.For(rep.Game).Draw(view, diagram.Options{}).SVG(diagram.SVGOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println(view.Position, view.Last)
	fmt.Println(strings.HasPrefix(string(svg), "<svg"), diagram.CheckXML(svg) == nil)
	// Output:
	// l5t/1d3c1/r1p1w1e/7/7/E6/2W1P1R/1C3D1/T5L b 1 1 Ea3-a4
	// true true
}

// A program referees files the way `arbiter validate` does, in one call:
// each file in its format (by its ending), the game of records without a
// Game tag from the file's ending, records refereed on two goroutines and
// handed back in file order, each problem with its place and its code.
func ExampleFiles() {
	files := []string{"../examples/yinsh/broken-jump.yinsh", "no-such-file.yinsh"}
	totals, err := referee.Files(files, referee.FileOptions{Jobs: 2}, func(res referee.Result) error {
		for _, d := range res.Diagnostics() {
			fmt.Printf("%s [%s]\n", d, d.Code)
		}
		return nil
	})
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d records, %d turns, %d with errors, %d files unreadable\n", totals.Records, totals.Turns, totals.Failed, totals.Unreadable)
	// Output:
	// ../examples/yinsh/broken-jump.yinsh:12:5: error: record 1, turn 31 (c3-c8): a ring that jumps markers must stop on the first empty point after them (c6) [yinsh/jump-stop]
	// no-such-file.yinsh: error: cannot open: no such file or directory [file/unreadable]
	// 1 records, 31 turns, 1 with errors, 1 files unreadable
}

// Check referees one record already read, variations included. A decisive
// result on moves that do not end the game is taken as agreed (a
// resignation, say), and said in a note.
func ExampleCheck() {
	rec, err := text.Parse(`[Game "Jungle"]
[Black "이서연"]
[White "최민호"]
[Result "1-0"]

1. Ea3-a4 2. Ra7-a6 3. Ea4-a5 (3. Ea4-b4) 4. Ra6-b6 1-0`, notation.Pos{File: "club.jungle"})
	if err != nil {
		panic(err) // a syntax error, with its place
	}
	rep := referee.Check(rec, referee.Options{})
	fmt.Println(rep.Turns, "turns,", rep.Errors(), "errors, final position", rep.Final)
	for _, d := range rep.Diagnostics {
		fmt.Printf("%s: %s: %s\n", d.Pos, d.Severity, d.Reason)
	}
	// Output:
	// 5 turns, 1 errors, final position l5t/1d3c1/2p1w1e/1r5/E6/7/2W1P1R/1C3D1/T5L w 4 3
	// club.jungle:6:35: error: only the rat may enter water
	// club.jungle:6:53: note: the moves do not finish the game; the declared result 1-0 is taken as agreed (resignation, time or adjudication)
}

// A program converts a record the way `arbiter convert` does: the
// report's Canonical form has every accepted turn in long form and
// numbered (the record read is left as it was), and the writer of a
// format (notation/formats) is given it with the replay, whose structured
// moves the JSON form carries next to the text.
func ExampleReport_Canonical() {
	rec, err := text.Parse(`[Game "YINSH"] [White "김민지"]

E5 {a comment} F6 $1 (d4) *`, notation.Pos{File: "game.yinsh"})
	if err != nil {
		panic(err)
	}
	rep := referee.Check(rec, referee.Options{})
	canonical := rep.Canonical(referee.KeepNumbering)
	if err := text.Write(os.Stdout, canonical); err != nil {
		panic(err)
	}
	jsonFormat, _ := formats.Lookup("json")
	var doc, compact bytes.Buffer
	w := jsonFormat.NewWriter(&doc) // checks each record against the yinsh-record schema
	if _, err := w.Write(notation.Entry{Record: canonical, Game: rep.Game, Replay: &rep.Replay}); err != nil {
		panic(err)
	}
	if err := w.Close(); err != nil {
		panic(err)
	}
	if err := json.Compact(&compact, doc.Bytes()); err != nil {
		panic(err)
	}
	fmt.Println(compact.String())
	// Output:
	// [Game "YINSH"]
	// [White "김민지"]
	//
	// 1. e5 {a comment} 2. f6 $1 (2. d4) *
	// {"records":[{"game":"YINSH","tags":[{"name":"Game","value":"YINSH"},{"name":"White","value":"김민지"}],"moves":{"turns":[{"number":1,"text":"e5","move":{"action":"place","to":"e5"},"after":[{"text":"a comment"}]},{"number":2,"text":"f6","move":{"action":"place","to":"f6"},"nags":[1],"variations":[{"turns":[{"number":2,"text":"d4","move":{"action":"place","to":"d4"}}]}]}]},"result":"*"}]}
}
