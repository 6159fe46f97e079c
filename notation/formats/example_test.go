package formats_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// A program converts a record to every format Arbiter writes, as `arbiter
// convert --to` does: the referee's report gives the writer of each format
// the canonical record and its replay. What a format cannot hold is left
// out and said in a notation.LostNote; a record it cannot hold at all
// (a Jungle game in SGF) is refused.
func Example() {
	rec, err := text.Parse("[Game \"Jungle\"]\n\nEa3-a4 {a comment} Ra7-a6 *", notation.Pos{File: "game.jungle"})
	if err != nil {
		panic(err)
	}
	rep := referee.Check(rec, referee.Options{})
	for _, f := range formats.All() {
		var out strings.Builder
		w := f.NewWriter(&out)
		written, err := w.Write(rep.Entry(referee.KeepNumbering))
		switch {
		case err != nil:
			fmt.Printf("%s: %v\n", f.Name, err)
			continue
		case written.Lost != nil:
			fmt.Printf("%s: without %s\n", f.Name, written.Lost.What)
		}
		if err := w.Close(); err != nil {
			panic(err)
		}
		fmt.Printf("%s: %d bytes\n", f.Name, out.Len())
	}
	text.Write(os.Stdout, rep.Canonical(referee.KeepNumbering))
	// Output:
	// jfen: without 1 comment
	// jfen: 25 bytes
	// json: 578 bytes
	// ndjson: 182 bytes
	// rows: without 1 comment
	// rows: 394 bytes
	// sgf: game.jungle: SGF is written for YINSH records only; this record is Jungle
	// text: 51 bytes
	// [Game "Jungle"]
	//
	// 1. Ea3-a4 {a comment} 2. Ra7-a6 *
}
