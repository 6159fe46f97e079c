package jsonform

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
)

// commonCases are records' JSON of the common form and around it.
var commonCases = []struct {
	json   string
	common bool // decodeCommon reads it
}{
	{`{"game":"YINSH","tags":[{"name":"Game","value":"YINSH"}],"moves":{"turns":[{"number":1,"text":"e5"},{"number":2,"text":"f6"}]},"result":"1-0"}`, true},
	{` { "game" : "Jungle" , "tags" : [ ] , "moves" : { "turns" : [ ] } } `, true},
	{`{"game":"YINSH","moves":{"turns":[{"number":3,"text":"e5-e9","move":{"action":"move","from":"e5"},"position":"x","suffix":"!"}]}}`, true},
	{`{"game":"Ingenious","tags":[{"name":"White","value":"김철수"}],"moves":{"turns":[{"text":"RB@h8-h9"}]}}`, true},
	{`{"game":"YINSH","moves":{"turns":[{"number":0,"text":"e5"}]}}`, true},
	{`{}`, true},
	// Not of the common form: json.Unmarshal reads them, or refuses them.
	{`{"game":"YINSH","game":"Jungle"}`, false},                                // a key twice
	{`{"Game":"YINSH"}`, false},                                                // a key in another case
	{`{"game":"YI\u004eSH"}`, false},                                           // an escape
	{`{"game":"YINSH","moves":{"turns":[{"number":1.0,"text":"e5"}]}}`, false}, // a fraction
	{`{"game":"YINSH","moves":{"turns":[{"number":01,"text":"e5"}]}}`, false},
	{`{"game":"YINSH","moves":{"turns":[{"number":-1,"text":"e5"}]}}`, false},
	{`{"game":"YINSH","moves":{"turns":[{"number":1e2,"text":"e5"}]}}`, false},
	{`{"game":"YINSH","moves":{"turns":[{"number":1,"text":"e5","nags":[1]}]}}`, false},
	{`{"game":"YINSH","moves":{"turns":[{"number":1,"text":"e5","move":{"a":}}]}}`, false},
	{`{"game":"YINSH","moves":{"turns":[],"trailing":[{"text":"x"}]}}`, false},
	{`{"game":"YINSH","tags":[{"name":"a","value":null}]}`, false},
	{`{"game":"YINSH","raw":"1. e5","error":{"file":"f","line":1,"column":1,"message":"m"}}`, false},
	{"{\"game\":\"\xff\"}", false}, // not UTF-8
	{"{\"game\":\"a\tb\"}", false}, // a control character
	{`{"game":"YINSH"} {}`, false},
	{`{"game":"YINSH",}`, false},
	{`{"game":"YINSH"`, false},
	{`[]`, false},
	{``, false},
}

// TestDecodeCommon: decodeCommon reads the common form as json.Unmarshal
// does, and leaves the rest to it.
func TestDecodeCommon(t *testing.T) {
	for _, c := range commonCases {
		var got Record
		if ok := decodeCommon([]byte(c.json), &got); ok != c.common {
			t.Errorf("%s: decodeCommon %v, want %v", c.json, ok, c.common)
			continue
		}
		if c.common {
			sameAsUnmarshal(t, []byte(c.json), got)
		}
	}
}

// sameAsUnmarshal fails unless json.Unmarshal reads doc as got.
func sameAsUnmarshal(t *testing.T, doc []byte, got Record) {
	t.Helper()
	var want Record
	if err := json.Unmarshal(doc, &want); err != nil {
		t.Fatalf("%q: decodeCommon read it, json.Unmarshal refuses it: %v", doc, err)
	}
	if len(want.Tags) == 0 && len(got.Tags) == 0 {
		want.Tags, got.Tags = nil, nil
	}
	if len(want.Moves.Turns) == 0 && len(got.Moves.Turns) == 0 {
		want.Moves.Turns, got.Moves.Turns = nil, nil
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%q: decodeCommon reads\n%#v\njson.Unmarshal\n%#v", doc, got, want)
	}
}

// TestReset: a record given up half way is empty again, its turns' room
// kept.
func TestReset(t *testing.T) {
	var j Record
	if decodeCommon([]byte(`{"game":"YINSH","moves":{"turns":[{"number":1,"text":"e5"},{"number":1.5}]}}`), &j) {
		t.Fatal("read a fraction")
	}
	turns := j.Moves.Turns
	reset(&j)
	if !reflect.DeepEqual(j, Record{Moves: Line{Turns: []Turn{}}}) || cap(j.Moves.Turns) != cap(turns) || !reflect.DeepEqual(turns[:1][0], Turn{}) {
		t.Fatalf("reset gives %#v", j)
	}
}

// sameAsMarshal fails unless j's AppendJSON, when it takes j, writes what
// encoding/json writes; it tells whether it took j.
func sameAsMarshal(t *testing.T, j Record) bool {
	t.Helper()
	got, ok := j.AppendJSON(nil)
	if !ok {
		return false
	}
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(j); err != nil {
		t.Fatal(err)
	}
	if w := bytes.TrimSuffix(want.Bytes(), []byte("\n")); !bytes.Equal(got, w) {
		t.Fatalf("AppendJSON writes\n%s\nencoding/json\n%s", got, w)
	}
	return true
}

// TestAppendJSON: records of the common form are written as encoding/json
// writes them; the others are left to it.
func TestAppendJSON(t *testing.T) {
	for _, c := range commonCases {
		var j Record
		if json.Unmarshal([]byte(c.json), &j) == nil && !sameAsMarshal(t, j) && c.common {
			t.Errorf("%s: a record of the common form, not taken", c.json)
		}
	}
	for _, j := range []Record{
		{}, {Game: "YINSH", Tags: []Tag{}}, {Moves: Line{Turns: []Turn{}}},
		{Game: "YINSH", Tags: []Tag{{Name: "Event", Value: "2>1 & <3>"}}, Moves: Line{Turns: []Turn{{Number: 12, Text: "e5", Position: "p", Suffix: "!?"}, {Text: "f6"}}}, Result: "2>1"},
		{Moves: Line{Turns: []Turn{{Text: "e5", Move: json.RawMessage(` { "a" : [ 1 , "<\u2028>" ] } `)}, {Text: "f6", Move: json.RawMessage{}}}}},
	} {
		if !sameAsMarshal(t, j) {
			t.Errorf("%#v: not taken", j)
		}
	}
	for _, j := range []Record{
		{Game: `a"b`}, {Game: "a\\b"}, {Game: "a\nb"}, {Game: "\xff"}, {Game: "a\u2028b"}, {Result: "\u2029"},
		{Tags: []Tag{{Value: "\x01"}}}, {Moves: Line{Turns: []Turn{{Ellipsis: true}}}}, {Moves: Line{Turns: []Turn{{NAGs: []int{}}}}},
		{Moves: Line{Trailing: []Comment{}}}, {Raw: "x"}, {Error: &Error{}}, {Escapes: []Escape{{}}},
		{Moves: Line{Turns: []Turn{{Move: json.RawMessage(`{`)}}}}, {Moves: Line{Turns: []Turn{{Board: 1}}}},
	} {
		if sameAsMarshal(t, j) {
			t.Errorf("%#v: taken", j)
		}
	}
}

// FuzzCommonForm: whatever decodeCommon reads, json.Unmarshal reads the
// same; whatever record AppendJSON takes, it writes as encoding/json does.
func FuzzCommonForm(f *testing.F) {
	for _, c := range commonCases {
		f.Add(c.json)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		var got Record
		if decodeCommon([]byte(doc), &got) {
			sameAsUnmarshal(t, []byte(doc), got)
		}
		var j Record
		if json.Unmarshal([]byte(doc), &j) == nil {
			sameAsMarshal(t, j)
		}
	})
}
