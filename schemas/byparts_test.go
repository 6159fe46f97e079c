package schemas

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestFreeProperties: which properties of an object schema are free, and
// which schemas are refused for a keyword that may read a value.
func TestFreeProperties(t *testing.T) {
	const props = `"properties":{"action":{"enum":["a","b"]},"from":{"type":"string"},"to":{"type":"string"}}`
	for _, c := range []struct {
		name, schema string
		free         []string // nil: refused
	}{
		{"plain", `{"type":"object",` + props + `}`, []string{"action", "from", "to"}},
		{"presence only", `{"type":"object","additionalProperties":false,"minProperties":1,"required":["to"],"dependentRequired":{"from":["to"]},"description":"d","$dynamicAnchor":"move",` + props + `}`, []string{"action", "from", "to"}},
		{"an if on a value binds it", `{"type":"object",` + props + `,"allOf":[{"if":{"required":["action"],"properties":{"action":{"const":"a"}}},"then":{"required":["from"],"properties":{"to":false}}}]}`, []string{"from", "to"}},
		{"a not on a value binds it", `{"type":"object",` + props + `,"not":{"properties":{"to":{"const":"x"}}}}`, []string{"action", "from"}},
		{"anyOf, oneOf and else", `{"type":"object",` + props + `,"anyOf":[{"required":["to"]},true],"oneOf":[{"else":{"properties":{"from":{"minLength":2}}}}]}`, []string{"action", "to"}},
		{"not of objects", `{"type":"array",` + props + `}`, nil},
		{"no type", `{` + props + `}`, nil},
		{"no properties", `{"type":"object"}`, nil},
		{"pattern properties", `{"type":"object",` + props + `,"patternProperties":{"^f":{"const":"x"}}}`, nil},
		{"dependent schemas", `{"type":"object",` + props + `,"dependentSchemas":{"from":{"properties":{"to":{"const":"x"}}}}}`, nil},
		{"additional properties by a schema", `{"type":"object",` + props + `,"additionalProperties":{"type":"string"}}`, nil},
		{"unevaluated properties", `{"type":"object",` + props + `,"unevaluatedProperties":false}`, nil},
		{"a reference", `{"type":"object",` + props + `,"$ref":"#/$defs/x"}`, nil},
		{"a constant", `{"type":"object",` + props + `,"const":{"to":"a"}}`, nil},
		{"an enum", `{"type":"object",` + props + `,"enum":[{"to":"a"}]}`, nil},
		{"a keyword in a branch", `{"type":"object",` + props + `,"allOf":[{"propertyNames":{"maxLength":2}}]}`, nil},
		{"a branch's type", `{"type":"object",` + props + `,"allOf":[{"type":"array"}]}`, nil},
		{"allOf not a list", `{"type":"object",` + props + `,"allOf":{"required":["to"]}}`, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var raw any
			if err := json.Unmarshal([]byte(c.schema), &raw); err != nil {
				t.Fatal(err)
			}
			free, ok := freeProperties(raw)
			if ok != (c.free != nil) || !slices.Equal(free, c.free) {
				t.Errorf("free %q (ok %v), want %q", free, ok, c.free)
			}
		})
	}
}

// TestMoveByParts: after a record with moves has been checked twice (the
// first time its turns are new, and checked whole in it; the second time
// they are met, and each move is checked alone), moves of the same shapes
// with other points, rows and rings are valid by their parts, and every
// other move is judged as the whole document is.
func TestMoveByParts(t *testing.T) {
	move := func(n int, m string) string {
		return `{"number":` + strings.Repeat("1", n) + `,"text":"x","move":` + m + `}`
	}
	first := record(move(1, `{"action":"place","to":"e5"}`), move(2, `{"action":"move","from":"e5","to":"e9"}`),
		move(3, `{"opening":[{"row":"a2-e6","ring":"b3"}],"action":"move","from":"c3","to":"c7","removals":[{"row":"b2-b6","ring":"d4"}]}`),
		move(4, `{"action":"pass"}`), move(5, `{"resign":true}`))
	for _, c := range []struct {
		name, move string
		valid      bool
		// byParts is set when the move's shape was met: it is valid by
		// its parts without the validator.
		byParts bool
	}{
		{"the same", `{"action":"move","from":"e5","to":"e9"}`, true, true},
		{"other points", `{"action":"move","from":"d4","to":"d8"}`, true, true},
		{"placed elsewhere", `{"action":"place","to":"k10"}`, true, true},
		{"other rows and rings", `{"opening":[{"row":"b1-b5","ring":"c2"},{"row":"c1-c5","ring":"c8"}],"action":"move","from":"a3","to":"a5","removals":[{"row":"d2-d6","ring":"e1"}]}`, true, true},
		{"to no such point", `{"action":"move","from":"d4","to":"z9"}`, false, false},
		{"from a number", `{"action":"move","from":4,"to":"d8"}`, false, false},
		{"a row's ring missing", `{"opening":[{"row":"b1-b5"}],"action":"move","from":"a3","to":"a5","removals":[{"row":"d2-d6","ring":"e1"}]}`, false, false},
		{"four rows", `{"opening":[{"row":"b1-b5","ring":"c2"}],"action":"move","from":"a3","to":"a5","removals":[{"row":"d2-d6","ring":"e1"},{"row":"d2-d6","ring":"e1"},{"row":"d2-d6","ring":"e1"},{"row":"d2-d6","ring":"e1"}]}`, false, false},
		{"a placement from a point", `{"action":"place","from":"d4","to":"d8"}`, false, false},
		{"a move with the action of a placement", `{"action":"place","to":"d8","from":"d4"}`, false, false},
		{"a pass to a point", `{"action":"pass","to":"d8"}`, false, false},
		{"a move without its origin", `{"action":"move","to":"d8"}`, false, false},
		{"resigned false", `{"resign":false}`, false, false},
		{"a key more", `{"action":"move","from":"d4","to":"d8","x":1}`, false, false},
		{"a key twice, the later valid", `{"action":"move","from":"z9","from":"d4","to":"d8"}`, true, false},
		{"a key twice, the later not", `{"action":"move","from":"d4","from":"z9","to":"d8"}`, false, false},
		{"a key written with an escape (another shape)", `{"action":"move","fr\u006fm":"d4","to":"d8"}`, true, false},
		{"the action written with an escape", `{"\u0061ction":"move","from":"d4","to":"d8"}`, true, false},
		{"the action's value with an escape", `{"action":"pl\u0061ce","to":"d8"}`, true, false},
		{"spaced otherwise", `{"action":"move", "from":"d4","to":"d8"}`, true, false},
		{"not an object", `["action","move"]`, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := freshSchema(t, "yinsh-record")
			for range 2 {
				if !s.validTurnByTurn([]byte(first)) {
					t.Fatalf("the first record is not valid turn by turn: %v", s.validateWhole([]byte(first)))
				}
			}
			if got := s.validByParts(partMove, []byte(c.move)); got != c.byParts {
				t.Errorf("valid by parts %v, want %v", got, c.byParts)
			}
			doc := record(move(6, c.move))
			whole := s.validateWhole([]byte(doc))
			if (whole == nil) != c.valid {
				t.Fatalf("valid %v, want %v (%v)", whole == nil, c.valid, whole)
			}
			if fast := s.validTurnByTurn([]byte(doc)); fast != c.valid {
				t.Errorf("turn by turn: valid %v, want %v", fast, c.valid)
			}
			if err := Validate("yinsh-record", []byte(doc)); (err == nil) != c.valid || err != nil && err.Error() != whole.Error() {
				t.Errorf("Validate: %v\nwant: %v", err, whole)
			}
		})
	}
}

// TestPartsRemembered: a valid move checked alone (a turn met before, in
// the second of two records alike) leaves its shape and its free values
// remembered, an invalid one nothing; Jungle's and Ingenious's moves are
// checked by their parts too.
func TestPartsRemembered(t *testing.T) {
	for _, c := range []struct {
		game, doc          string
		shapes, freeValues int
	}{
		{"yinsh-record", record(`{"text":"x","move":{"action":"move","from":"e5","to":"e9"}}`, `{"text":"x","move":{"action":"move","from":"e5","to":"e8"}}`), 1, 3},
		{"yinsh-record", record(`{"text":"x","move":{"action":"move","from":"e5","to":"z9"}}`), 0, 0},
		{"jungle-record", `{"game":"Jungle","tags":[],"moves":{"turns":[{"text":"x","move":{"piece":"E","from":"a7","to":"b7"}},{"text":"x","move":{"piece":"L","from":"a1","to":"a2","capture":true}}]}}`, 2, 7},
		{"ingenious-record", `{"game":"Ingenious","tags":[],"moves":{"turns":[{"text":"x","move":{"placements":[{"tile":"PO","first":"c9","second":"c10"}]}}]}}`, 1, 1},
	} {
		s := freshSchema(t, c.game)
		s.validTurnByTurn([]byte(c.doc))
		s.validTurnByTurn([]byte(c.doc))
		if got := []int{s.memo.shapes[partMove].Len(), s.memo.freeValues[partMove].Len()}; !slices.Equal(got, []int{c.shapes, c.freeValues}) {
			t.Errorf("%s: shapes and free values remembered %v, want [%d %d]", c.doc, got, c.shapes, c.freeValues)
		}
	}
}
