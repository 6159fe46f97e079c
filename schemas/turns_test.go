package schemas

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// freshSchema gives the named schema with nothing remembered.
func freshSchema(t testing.TB, name string) *schema {
	t.Helper()
	s, err := lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return &schema{name: s.name, compiled: s.compiled, nesting: s.nesting, tag: s.tag, parts: s.parts, objects: s.objects}
}

// record is a YINSH record's JSON with the given turns.
func record(turns ...string) string {
	return `{"game":"YINSH","tags":[{"name":"Result","value":"1-0"}],"moves":{"turns":[` +
		strings.Join(turns, ",") + `]},"result":"1-0"}`
}

// TestLayoutOf: where the turns and their numbers are found, and which
// documents are left to be checked whole.
func TestLayoutOf(t *testing.T) {
	for _, c := range []struct {
		name, doc string
		// turns lists each turn found, then its number after a '#'.
		turns []string
		ok    bool
	}{
		{"plain", record(`{"number":1,"text":"a2"}`, `{"text":"b1"}`), []string{`{"number":1,"text":"a2"}#1`, `{"text":"b1"}#`}, true},
		{"no turns", record(), nil, true},
		{"indented", "{\n  \"game\": \"YINSH\",\n  \"moves\": {\n    \"turns\": [\n      {\n        \"number\" : 12 ,\n        \"text\": \"a2\"\n      }\n    ]\n  }\n}\n",
			[]string{"{\n        \"number\" : 12 ,\n        \"text\": \"a2\"\n      }#12"}, true},
		{"strings with brackets", record(`{"text":"a2","after":[{"text":"]}{[\"number\":"}]}`), []string{`{"text":"a2","after":[{"text":"]}{[\"number\":"}]}#`}, true},
		{"numbers in variations are not the turn's", record(`{"text":"a2","variations":[{"turns":[{"number":5,"text":"b1"}]}]}`),
			[]string{`{"text":"a2","variations":[{"turns":[{"number":5,"text":"b1"}]}]}#`}, true},
		{"moves first", `{"moves":{"trailing":[],"turns":[{"text":"a2"}]},"game":"Jungle"}`, []string{`{"text":"a2"}#`}, true},
		{"no tags", `{"game":"YINSH","moves":{"turns":[]}}`, nil, true},
		{"two tags", `{"game":"YINSH","tags":[{"name":"A","value":"1"}, {"name":"B","value":"2"}],"moves":{"turns":[]}}`, nil, true},
		{"tags twice", `{"game":"YINSH","tags":[],"tags":[],"moves":{"turns":[]}}`, nil, false},
		{"a tag's value twice", `{"game":"YINSH","tags":[{"name":"A","value":"1","value":"2"}],"moves":{"turns":[]}}`, nil, false},
		{"a tag's value once escaped", `{"game":"YINSH","tags":[{"name":"A","value":"1","v\u0061lue":"2"}],"moves":{"turns":[]}}`, nil, false},
		{"tags not a list", `{"game":"YINSH","tags":{},"moves":{"turns":[]}}`, nil, false},
		{"a tag not an object", `{"game":"YINSH","tags":["A"],"moves":{"turns":[]}}`, nil, false},
		{"no game", `{"moves":{"turns":[]}}`, nil, false},
		{"no moves", `{"game":"YINSH","raw":"x"}`, nil, false},
		{"turns not a list", `{"game":"YINSH","moves":{"turns":{}}}`, nil, false},
		{"a turn not an object", record(`"a2"`), nil, false},
		{"game twice", `{"game":"YINSH","game":"Jungle","moves":{"turns":[]}}`, nil, false},
		{"moves twice", `{"game":"YINSH","moves":{"turns":[]},"moves":{"turns":[]}}`, nil, false},
		{"turns twice", `{"game":"YINSH","moves":{"turns":[],"turns":[]}}`, nil, false},
		{"number twice", record(`{"number":1,"number":2,"text":"a2"}`), nil, false},
		{"escaped key", `{"g\u0061me":"YINSH","moves":{"turns":[]}}`, nil, true},
		{"escaped key in a turn", record(`{"n\u0075mber":1,"text":"a2"}`), []string{`{"n\u0075mber":1,"text":"a2"}#1`}, true},
		{"game twice, once escaped", `{"game":"YINSH","g\u0061me":"Jungle","moves":{"turns":[]}}`, nil, false},
		{"number twice, once escaped", record(`{"number":1,"n\u0075mber":2,"text":"a2"}`), nil, false},
		{"comma before the end of the turns", record(`{"text":"a2"}`, ``), nil, false},
		{"comma before the end of a turn", record(`{"text":"a2",}`), nil, false},
		{"something after the document", record() + "x", nil, false},
		{"cut short", record(`{"text":"a2"}`)[:40], nil, false},
		{"not JSON", `[1,2]`, nil, false},
		{"empty", ``, nil, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var l layout
			ok := layoutOf([]byte(c.doc), &l)
			if ok != c.ok {
				t.Fatalf("ok %v, want %v", ok, c.ok)
			}
			if !ok {
				return
			}
			var got []string
			for _, s := range l.turns.items {
				got = append(got, c.doc[s.turn.start:s.turn.end]+"#"+c.doc[s.parts[partNumber].start:s.parts[partNumber].end])
			}
			if strings.Join(got, "\n") != strings.Join(c.turns, "\n") {
				t.Errorf("turns\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.turns, "\n"))
			}
			for _, ls := range []list{l.turns, l.tags} {
				if n := len(ls.items); n > 0 && (ls.inside.start > ls.items[0].turn.start || ls.inside.end < ls.items[n-1].turn.end) {
					t.Errorf("the items are not inside their list")
				}
			}
			if tags := strings.Count(c.doc, `"name":`); len(l.tags.items) != tags {
				t.Errorf("%d tags found, want %d", len(l.tags.items), tags)
			}
			for _, s := range l.tags.items { // each tag's value, its only part
				v := s.parts[partValue]
				if s.parts != ([nParts]span{partValue: v}) || !strings.HasSuffix(c.doc[:v.start], `"value":`) || !strings.HasPrefix(c.doc[v.start:v.end], `"`) {
					t.Errorf("tag %s: parts %v found", c.doc[s.turn.start:s.turn.end], s.parts)
				}
			}
		})
	}
}

// TestTurnByTurn: after a record has been checked, the same turns with
// other numbers, or other turns, are judged as the whole document is; a
// valid record met after one like it is checked turn by turn.
func TestTurnByTurn(t *testing.T) {
	first := record(`{"number":1,"text":"a2"}`, `{"number":2,"text":"b1","suffix":"!"}`, `{"text":"c1"}`,
		`{"number":4,"text":"d1","move":{"action":"place","to":"d1"}}`, `{"number":5,"text":"e1","position":"p"}`)
	for _, c := range []struct {
		name, doc string
		valid     bool
	}{
		{"the same", first, true},
		{"other numbers", record(`{"number":31,"text":"a2"}`, `{"number":2,"text":"b1","suffix":"!"}`), true},
		{"a number written 1.0 (an integer)", record(`{"number":1.0,"text":"a2"}`), true},
		{"a number written 1e2", record(`{"number":1e2,"text":"a2"}`), true},
		{"number 0", record(`{"number":0,"text":"a2"}`), false},
		{"number -3", record(`{"number":-3,"text":"a2"}`), false},
		{"number 1.5", record(`{"number":1.5,"text":"a2"}`), false},
		{"number as text", record(`{"number":"1","text":"a2"}`), false},
		{"number null", record(`{"number":null,"text":"a2"}`), false},
		{"number not JSON", record(`{"number":1x,"text":"a2"}`), false},
		{"number 01 (not JSON)", record(`{"number":01,"text":"a2"}`), false},
		{"a turn met, another not", record(`{"number":1,"text":"a2"}`, `{"text":"9"}`), false},
		{"a turn met, one with a bad suffix", record(`{"number":1,"text":"a2"}`, `{"number":2,"text":"b1","suffix":"!!!"}`), false},
		{"a turn met with an ellipsis", record(`{"number":2,"ellipsis":true,"text":"b1"}`), true},
		{"a turn met, its number written with an escape", record(`{"n\u0075mber":0,"text":"a2"}`), false},
		{"a turn met, its number escaped and valid", record(`{"n\u0075mber":3,"text":"a2"}`), true},
		{"an ellipsis without a number", record(`{"ellipsis":true,"text":"b1"}`), false},
		{"a bad tag", strings.Replace(first, `"Result"`, `"Re sult"`, 1), false},
		{"the tag met, another", strings.Replace(first, `[{"name":"Result","value":"1-0"}]`, `[{"name":"Result","value":"1-0"},{"name":"White","value":"김"}]`, 1), true},
		{"the tag met, another bad", strings.Replace(first, `[{"name":"Result","value":"1-0"}]`, `[{"name":"Result","value":"1-0"},{"name":"White","value":"a\nb"}]`, 1), false},
		{"the tag met, with another value", strings.Replace(first, `"value":"1-0"`, `"value":"0-1 (on time)"`, 1), true},
		{"the tag met, with a value of a line break", strings.Replace(first, `"value":"1-0"`, `"value":"1-\n0"`, 1), false},
		{"the tag met, its value written with an escape", strings.Replace(first, `"value":"1-0"`, `"value":"1\u002d0"`, 1), true},
		{"the tag met, its value not a string", strings.Replace(first, `"value":"1-0"`, `"value":10`, 1), false},
		{"the tag met, its value null", strings.Replace(first, `"value":"1-0"`, `"value":null`, 1), false},
		{"the tag met, without its value", strings.Replace(first, `,"value":"1-0"`, ``, 1), false},
		{"the tag met, with a key more after its value", strings.Replace(first, `"value":"1-0"`, `"value":"1-0","x":1`, 1), false},
		{"the tag met, its name another", strings.Replace(first, `"name":"Result"`, `"name":"Re-sult"`, 1), false},
		{"the tag met, one with a key more", strings.Replace(first, `[{"name":"Result","value":"1-0"}]`, `[{"name":"Result","value":"1-0"},{"name":"White","value":"a","x":1}]`, 1), false},
		{"no tags", strings.Replace(first, `"tags":[{"name":"Result","value":"1-0"}],`, ``, 1), false},
		{"no tags, but an empty list", strings.Replace(first, `[{"name":"Result","value":"1-0"}]`, `[]`, 1), true},
		{"the frame met, a key more", strings.Replace(first, `"result":"1-0"`, `"result":"1-0","x":1`, 1), false},
		{"a turn met, with another text", record(`{"number":3,"text":"zz9-x"}`, `{"text":"b2"}`), true},
		{"a turn met, with a text that is not a turn", record(`{"number":3,"text":"a b"}`), false},
		{"a turn met, with a text of an escape", record(`{"number":3,"text":"a\u0020b"}`), false},
		{"a turn met, with a text of a good escape", record(`{"number":3,"text":"a\u0062"}`), true},
		{"a turn met, its text not a string", record(`{"number":3,"text":7}`), false},
		{"a turn met, with another move", record(`{"number":9,"text":"e5","move":{"action":"place","to":"e5"}}`), true},
		{"a turn met, with a move of no such action", record(`{"number":9,"text":"e5","move":{"action":"fly","to":"e5"}}`), false},
		{"a turn met, with a move to no such point", record(`{"number":9,"text":"e5","move":{"action":"place","to":"z9"}}`), false},
		{"a turn met, with a move of a key more", record(`{"number":9,"text":"e5","move":{"action":"place","to":"e5","x":1}}`), false},
		{"a turn met, its move not an object", record(`{"number":9,"text":"e5","move":5}`), false},
		{"a turn met, with a board and no position", record(`{"number":9,"text":"e5","move":{"action":"place","to":"e5"},"board":{}}`), false},
		{"a turn met, with another position", record(`{"number":9,"text":"e5","position":"q r"}`), true},
		{"a turn met, with an empty position", record(`{"number":9,"text":"e5","position":""}`), false},
		{"a turn met, its position not a string", record(`{"number":9,"text":"e5","position":[]}`), false},
		{"a bad result", strings.Replace(first, `"result":"1-0"`, `"result":"2-0"`, 1), false},
		{"turns met, bad JSON between them", strings.Replace(first, `},{"number":2`, `} , ,{"number":2`, 1), false},
		{"raw and moves", strings.Replace(first, `"result":"1-0"`, `"raw":"x","error":{"file":"f","line":1,"column":1,"message":"m"}`, 1), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := freshSchema(t, "yinsh-record")
			if !s.validTurnByTurn([]byte(first)) {
				t.Fatalf("the first record is not valid turn by turn: %v", s.validateWhole([]byte(first)))
			}
			whole := s.validateWhole([]byte(c.doc))
			if (whole == nil) != c.valid {
				t.Fatalf("valid %v, want %v (%v)", whole == nil, c.valid, whole)
			}
			if fast := s.validTurnByTurn([]byte(c.doc)); fast != c.valid {
				t.Errorf("turn by turn: valid %v, want %v", fast, c.valid)
			}
			err := Validate("yinsh-record", []byte(c.doc))
			if (err == nil) != c.valid || err != nil && err.Error() != whole.Error() {
				t.Errorf("Validate: %v\nwant: %v", err, whole)
			}
		})
	}
}

// TestTurnByTurnRemembers: the turns of a valid record are remembered by
// their game and the rest of their JSON, not their numbers and texts,
// which are remembered apart, and so are its tags, without their values,
// which are remembered apart, and its frame; those of an invalid one and
// long ones are not, and a tag is remembered once it is found valid alone.
func TestTurnByTurnRemembers(t *testing.T) {
	s := freshSchema(t, "yinsh-record")
	long := `{"text":"a2","after":[{"text":"` + strings.Repeat("x", maxTurnKey) + `"}]}`
	for _, c := range []struct {
		doc                                         string
		turns, numbers, texts, tags, values, frames int
	}{
		{record(`{"number":1,"text":"a2"}`, `{"number":2,"text":"a2"}`, `{"text":"a2"}`, long), 2, 0, 0, 1, 0, 1},
		{record(`{"number":5,"text":"a2"}`, `{"number":6,"text":"b1"}`), 2, 2, 2, 1, 1, 1},
		{strings.Replace(record(`{"number":7,"text":"b1"}`), "YINSH", "yinsh", 1), 3, 2, 2, 2, 1, 2},
		{record(`{"number":8,"text":"c1"}`, `{"text":"?"}`), 3, 3, 3, 2, 1, 2},
		{strings.Replace(record(`{"number":8,"text":"c1"}`), `"Result"`, `"Event"`, 1), 3, 3, 3, 3, 1, 2},
		{strings.Replace(record(), `"value":"1-0"`, `"value":"`+strings.Repeat("x", maxTurnKey)+`"`, 1), 3, 3, 3, 3, 1, 2},
		{strings.Replace(record(), `"value":"1-0"`, `"value":"0-1"`, 1), 3, 3, 3, 3, 2, 2},
		{strings.Replace(record(), `"value":"1-0"`, `"value":"0-1","x":1`, 1), 3, 3, 3, 3, 2, 2},
		{record(`{"number":9,"text":"d1","suffix":"!"}`), 4, 3, 3, 3, 2, 2},
	} {
		s.validTurnByTurn([]byte(c.doc))
		got := []int{s.memo.turns.Len(), s.memo.parts[partNumber].Len(), s.memo.parts[partText].Len(), s.memo.tags.Len(), s.memo.parts[partValue].Len(), s.memo.frames.Len()}
		if want := []int{c.turns, c.numbers, c.texts, c.tags, c.values, c.frames}; !slices.Equal(got, want) {
			t.Errorf("%s: turns, numbers, texts, tags, values and frames remembered %v, want %v", c.doc, got, want)
		}
	}
}

// FuzzValidateTurnByTurn: whatever two documents, checked one after the
// other, each twice (the second time a turn met before has its parts
// checked alone, and remembered, a move also by its own parts), a
// document valid turn by turn is valid whole.
func FuzzValidateTurnByTurn(f *testing.F) {
	f.Add([]byte(record(`{"number":1,"text":"a2"}`, `{"text":"b1"}`)), []byte(record(`{"number":0,"text":"a2"}`)), uint8(1))
	f.Add([]byte(record(`{"number":1,"text":"a2"}`)), []byte(record(`{"number":1,"ellipsis":true,"text":"a2"}`)), uint8(1))
	f.Add([]byte(record(`{"number":1,"text":"a2"}`)), []byte(record(`{"number":2,"text":"9"}`, `{"text":"b\u0031"}`)), uint8(1))
	f.Add([]byte(`{"game":"Jungle","tags":[],"moves":{"turns":[{"number":1,"text":"E7b6","move":{"animal":"elephant","from":"a7","to":"b6"}}]}}`),
		[]byte(`{"game":"Jungle","tags":[],"moves":{"turns":[{"number":2,"text":"E7b6","move":{"animal":"elephant","from":"a7","to":"b6"}}]}}`), uint8(2))
	f.Add([]byte(`{"game":"Ingenious","tags":[],"moves":{"turns":[{"number":1,"text":"PO@c9-c10;+BB"}]},"result":"1>2"}`),
		[]byte(`{"game":"Ingenious","tags":[],"moves":{"turns":[{"number":2,"text":"PO@c9-c10;+BB"}],"trailing":[{"text":"}"}]}}`), uint8(3))
	f.Add([]byte(record(`{"text":"a2","variations":[{"turns":[{"text":"b1","variations":[{"turns":[{"text":"c1","number":0}]}]}]}]}`)),
		[]byte(record(`{"text":"a2","variations":[{"turns":[{"text":"b1","variations":[{"turns":[{"text":"c1"}],"x":1}]}]}]}`)), uint8(5))
	f.Add([]byte(`{"game":"YINSH","tags":[{"name":"White","value":"김"},{"name":"Result","value":"1-0"}],"moves":{"turns":[]},"result":"1-0"}`),
		[]byte(`{"moves":{"turns":[]},"tags":[{"name":"White","value":"김"},{"name":"Re sult","value":"1-0"}],"game":"YINSH"}`), uint8(1))
	f.Add([]byte(record(`{"number":1,"text":"a2"}`)), []byte(strings.Replace(record(), `"value":"1-0"`, `"value":"1-\n0"`, 1)), uint8(1))
	f.Add([]byte(record(`{"number":1,"text":"a2","move":{"action":"place","to":"a2"},"position":"p"}`)),
		[]byte(record(`{"number":2,"text":"b1","move":{"action":"move","from":"a2","to":"b1x"},"position":"q"}`)), uint8(1))
	f.Add([]byte(`{"game":"Jungle","tags":[],"moves":{"turns":[{"number":1,"text":"E7b6","move":{"piece":"E","from":"a7","to":"b6"}}]}}`),
		[]byte(`{"game":"Jungle","tags":[],"moves":{"turns":[{"number":2,"text":"L1a2","move":{"piece":"L","from":"a1","to":"a2","capture":false}}]}}`), uint8(2))
	f.Add([]byte(record(`{"number":1,"text":"x","move":{"action":"move","from":"e5","to":"e9"}}`)),
		[]byte(record(`{"number":2,"text":"x","move":{"action":"place","from":"e5","to":"e8"}}`)), uint8(1))
	f.Add([]byte(record(`{"number":1,"text":"x","move":{"opening":[{"row":"a2-e6","ring":"b3"}],"action":"move","from":"c3","to":"c7"}}`)),
		[]byte(record(`{"number":2,"text":"x","move":{"opening":[{"row":"a2-e6","ring":"b3"},{"row":"a2-e6"}],"action":"move","from":"c3","to":"c7"}}`)), uint8(1))
	names := []string{"record", "yinsh-record", "jungle-record", "ingenious-record"}
	f.Fuzz(func(t *testing.T, first, then []byte, which uint8) {
		s := freshSchema(t, names[int(which)%len(names)])
		s.nesting = 1 + int(which)/len(names)%3
		for _, doc := range [][]byte{first, first, then, then} {
			if s.validTurnByTurn(doc) {
				if err := s.validateWhole(doc); err != nil {
					t.Fatalf("valid turn by turn, not whole: %s\n%v", doc, err)
				}
			}
			checkNesting(t, s, doc)
		}
	})
}

// checkNesting wants a document judged alike with its lines taken out s.nesting
// variations deep and given to the validator whole: the same violations.
func checkNesting(t *testing.T, s *schema, doc []byte) {
	t.Helper()
	whole := &schema{name: s.name, compiled: s.compiled}
	cut, err := s.validateWhole(doc), whole.validateWhole(doc)
	var ec, ew *Error
	same := fmt.Sprint(cut) == fmt.Sprint(err)
	if errors.As(cut, &ec) && errors.As(err, &ew) {
		same = slices.Equal(ec.Violations, ew.Violations)
	}
	if !same {
		t.Fatalf("%s\nlines taken out %d deep: %v\nwhole: %v", doc, s.nesting, cut, err)
	}
}

// deepRecord is a YINSH record whose first turn has a variation, whose
// turn has one, and so on depth deep; bad gives the turn depth k deep
// (the main line's at 0) its JSON.
func deepRecord(depth int, bad func(k int) string) string {
	turn := func(k int) string {
		if b := bad(k); b != "" {
			return b
		}
		return fmt.Sprintf(`{"number":1,"text":"f%d","move":{"action":"place","to":"e5"}}`, k%9+1)
	}
	doc := turn(depth)
	for k := depth - 1; k >= 0; k-- {
		t := turn(k)
		doc = `{"variations":[{"turns":[` + doc + `]},{"turns":[]}],` + t[1:] // a turn's own "variations" come later, and win
	}
	return record(doc, `{"text":"g7"}`)
}

// TestNestingSameVerdict: records nested deeper than the validator is
// given at once, with broken turns at depths around where their lines are
// taken out, are judged as they are whole: the same violations, at their
// paths in the record.
func TestNestingSameVerdict(t *testing.T) {
	for _, c := range []struct {
		name string
		bad  func(k int) string
	}{
		{"valid", func(int) string { return "" }},
		{"bad turns 7, 8 and 9 deep", func(k int) string {
			if k >= 7 && k <= 9 {
				return `{"number":0,"text":"9","move":{"action":"place","to":"z1"}}`
			}
			return ""
		}},
		{"every turn bad", func(k int) string { return fmt.Sprintf(`{"text":"x%d","suffix":"!!!"}`, k) }},
		{"the deepest bad", func(k int) string {
			if k == 20 {
				return `{"text":"f1","move":{}}`
			}
			return ""
		}},
		{"variations not lines", func(k int) string {
			if k == 16 {
				return `{"text":"f1","variations":[3,[],{"turns":{}}]}`
			}
			return ""
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc := []byte(deepRecord(20, c.bad))
			for _, nesting := range []int{1, 2, 3, maxNesting} {
				s := freshSchema(t, "yinsh-record")
				s.nesting = nesting
				checkNesting(t, s, doc)
			}
			err := Validate("yinsh-record", doc)
			if (err == nil) != (c.name == "valid") {
				t.Errorf("Validate: %v", err)
			}
		})
	}
}
