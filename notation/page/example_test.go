package page_test

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	_ "github.com/arbiter-games/arbiter/notation/diagram/all"
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/pageentry"
)

// A program writes a page of records as `arbiter html` does: the referee
// replays each record with its positions kept, and the page is given the
// replay and the record's canonical text (pageentry.Of); it knows nothing of
// the rules itself, and in the browser Arbiter's own code, compiled to
// WebAssembly, replays the text and draws the boards.
func Example() {
	rec, err := text.Parse(`[Game "YINSH"]
[White "김민지"]
[Black "Park Joon"]

1. e5 {the centre} 2. f6 (2. g7) 3. e5 *`, notation.Pos{File: "club.yinsh"})
	if err != nil {
		panic(err)
	}
	opts := referee.Options{Positions: true}
	entry, err := pageentry.Of(referee.Check(rec, opts), opts)
	if err != nil {
		panic(err)
	}
	var html strings.Builder
	w := page.NewWriter(&html)
	if err := w.Add(entry); err != nil {
		panic(err)
	}
	if err := w.Close(); err != nil {
		panic(err)
	}
	for _, want := range []string{"<title>김민지 – Park Joon</title>", `id="arbiter-wasm"`, `1. e5 {the centre} 2. f6 (2. g7) 3. e5`} {
		fmt.Println(want, strings.Contains(html.String(), want))
	}
	// Output:
	// <title>김민지 – Park Joon</title> true
	// id="arbiter-wasm" true
	// 1. e5 {the centre} 2. f6 (2. g7) 3. e5 true
}
