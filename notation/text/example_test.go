package text_test

import (
	"os"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

// Write gives a record's text: tags one a line, a blank line, the movetext
// wrapped at 80 columns, the result. Turns are written as they were read;
// the referee's Report.Canonical rewrites them in long form, numbered, as
// `arbiter convert` writes them.
func ExampleWrite() {
	rec, err := text.Parse(`[Game "YINSH"] [White "김민지"]

E5 {a comment} f6 $1 (d4) *`, notation.Pos{File: "game.yinsh"})
	if err != nil {
		panic(err)
	}
	if err := text.Write(os.Stdout, rec); err != nil {
		panic(err)
	}
	// Output:
	// [Game "YINSH"]
	// [White "김민지"]
	//
	// E5 {a comment} f6 $1 (d4) *
}
