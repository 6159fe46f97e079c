package notation_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/text"
)

// ToJSON gives a record's JSON form, and a JSONWriter checks it against
// its schema and writes a records document. Each turn keeps its text as
// written; with a moves function (the referee's Report.Moves, see the
// referee package's ExampleOptions) accepted turns also get their
// structured move, as `arbiter convert --to json` writes them.
func ExampleToJSON() {
	rec, err := text.Parse(`[Game "YINSH"]
[White "김민지"]

1. e5 {[%mark e5] the centre} 2. F6!? *`, notation.Pos{File: "game.yinsh"})
	if err != nil {
		panic(err)
	}
	j, err := jsonform.ToJSON(rec, "YINSH", nil)
	if err != nil {
		panic(err)
	}
	var doc bytes.Buffer
	w := jsonform.NewJSONWriter(&doc)
	if err := w.Write(j); err != nil {
		panic(err)
	}
	if err := w.Close(); err != nil {
		panic(err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, doc.Bytes()); err != nil {
		panic(err)
	}
	fmt.Println(compact.String())
	// Output:
	// {"records":[{"game":"YINSH","tags":[{"name":"Game","value":"YINSH"},{"name":"White","value":"김민지"}],"moves":{"turns":[{"number":1,"text":"e5","after":[{"text":"[%mark e5] the centre","commands":[{"name":"mark","args":["e5"]}]}]},{"number":2,"text":"F6","suffix":"!?"}]},"result":"*"}]}
}

// Write gives a record's text: tags one a line, a blank line, the movetext
// wrapped at 80 columns, the result. Turns are written as they were read;
// the referee's Options.Canonical rewrites them in long form, numbered, as
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
