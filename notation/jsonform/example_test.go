package jsonform_test

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/text"
)

// A Writer checks each record's JSON form against its schema and writes a
// records document. Each turn keeps its text as written; given the
// referee's replay (see the referee package's ExampleReport_Canonical),
// accepted turns also get their structured move, as `arbiter convert --to
// json` writes them.
func ExampleWriter() {
	rec, err := text.Parse(`[Game "YINSH"]
[White "김민지"]

1. e5 {[%mark e5] the centre} 2. F6!? *`, notation.Pos{File: "game.yinsh"})
	if err != nil {
		panic(err)
	}
	var doc bytes.Buffer
	w := jsonform.NewWriter(&doc, jsonform.Detail{})
	if _, err := w.Write(notation.Entry{Record: rec}); err != nil {
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
