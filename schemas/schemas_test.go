package schemas

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
)

// TestAllCompile: every schema compiles, each compiled once however
// often it is asked for, and a name of no schema is an error that lists
// them.
func TestAllCompile(t *testing.T) {
	if len(Names()) < 4 {
		t.Fatalf("schemas: %v", Names())
	}
	for _, name := range Names() {
		s, err := lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := lookup(name); again != s || s.name != name || s.compiled == nil || (s.nesting > 0) != isRecord(name) {
			t.Errorf("%s: compiled as %+v, then as %p", name, s, again)
		}
	}
	if _, err := lookup("nothing"); err == nil || !strings.Contains(err.Error(), "schemas: annotate, ") {
		t.Errorf("no such schema: %v", err)
	}
}

func TestReportAndPosition(t *testing.T) {
	report := `{"records":1,"turns":2,"ok":0,"withErrors":1,"diagnostics":[{"file":"a.yinsh","line":3,"column":4,"record":1,"turn":2,"severity":"warning","reason":"r","message":"m"}]}`
	err := Validate("report", []byte(report))
	if err == nil || !strings.Contains(err.Error(), "/diagnostics/0/severity") {
		t.Errorf("want the severity enum broken, got %v", err)
	}
	pos := `{"game":"YINSH","position":"x","turn":1,"toMove":0,"outcome":{"over":false},"board":{}}`
	err = Validate("position", []byte(pos))
	if err == nil || !strings.Contains(err.Error(), "/toMove") {
		t.Errorf("want toMove minimum broken, got %v", err)
	}
}

func TestNotJSON(t *testing.T) {
	if err := Validate("record", []byte(`{"game":`)); err == nil || !strings.Contains(err.Error(), "not valid JSON") {
		t.Errorf("got %v", err)
	}
	if err := Validate("nope", []byte(`{}`)); err == nil || !strings.Contains(err.Error(), "no schema") {
		t.Errorf("got %v", err)
	}
}

// TestErrorShort: a record whose 200 turns all break the schema, each
// twice, gets a message of a few lines' length that names the first
// violations in the document's order and counts the others; a long
// pattern is left to the schema.
func TestErrorShort(t *testing.T) {
	var turns []string
	for i := range 200 {
		turns = append(turns, fmt.Sprintf(`{"number":%d,"text":"9","move":{"action":"place","to":"z99"}}`, i+1))
	}
	err := Validate("yinsh-record", []byte(record(turns...)))
	var serr *Error
	if !errors.As(err, &serr) || len(serr.Violations) != 400 {
		t.Fatalf("want 400 violations, got %v", err)
	}
	msg := err.Error()
	want := "JSON does not match the yinsh-record schema: " +
		"at /moves/turns/0/move/to: does not match the rule's pattern (schema rule yinsh-record#/$defs/point/pattern); " +
		"at /moves/turns/0/text: does not match pattern '^[A-Za-z][^\\\\s{}()\\\\[\\\\]!?$\"%]*$' (schema rule record#/$defs/turn/properties/text/pattern); " +
		"at /moves/turns/1/move/to: does not match the rule's pattern (schema rule yinsh-record#/$defs/point/pattern); and 397 more"
	if len(msg) > 500 || msg != want {
		t.Errorf("%d bytes:\n%s\nwant\n%s", len(msg), msg, want)
	}
}

// TestViolationsInOrder: violations stand in the document's order (turn 2
// before turn 10), each once.
func TestViolationsInOrder(t *testing.T) {
	var turns []string
	for i := range 12 {
		text := "a2"
		if i == 2 || i == 10 {
			text = "?"
		}
		turns = append(turns, `{"text":"`+text+`"}`)
	}
	doc := strings.Replace(record(turns...), `"tags":[{"name":"Result"`, `"tags":[{"name":"Re sult"`, 1)
	var serr *Error
	if !errors.As(Validate("yinsh-record", []byte(doc)), &serr) {
		t.Fatal("the document is valid")
	}
	var paths []string
	for _, v := range serr.Violations {
		paths = append(paths, v.Path)
	}
	if got, want := strings.Join(paths, " "), "/moves/turns/2/text /moves/turns/10/text /tags/0/name"; got != want {
		t.Errorf("violations at %s, want %s", got, want)
	}
	for _, c := range []struct{ a, b string }{{"", "/a"}, {"/a", "/a/b"}, {"/9", "/10"}, {"/10", "/a"}, {"/a/2/x", "/a/10"}, {"/a~1b", "/b"}} {
		if comparePaths(c.a, c.b) >= 0 || comparePaths(c.b, c.a) <= 0 || comparePaths(c.a, c.a) != 0 {
			t.Errorf("%q and %q are not in order", c.a, c.b)
		}
	}
}

// TestMarshalIndent: Marshal indents as json.MarshalIndent does, but no
// deeper than maxIndent levels: the JSON of a document nested 800 levels
// deep grows with it, and stays the same JSON.
func TestMarshalIndent(t *testing.T) {
	v := map[string]any{"game": "YINSH", "tags": []any{map[string]any{"name": "A", "value": `"{[,:]}" \ `}}, "moves": map[string]any{"turns": []any{
		map[string]any{"text": "a2", "nags": []int{1, 2}, "after": []any{map[string]any{"text": "x\\y"}}, "variations": []any{}},
	}}, "result": "2>1"}
	got, err := Marshal("record", v)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	enc.Encode(v)
	if string(got)+"\n" != want.String() {
		t.Errorf("got\n%s\nwant\n%s", got, want.String())
	}
	var deep any = "x"
	for range 400 {
		deep = []any{map[string]any{"a": deep, "b": 1}}
	}
	got = indent(nil, []byte(mustCompact(t, deep)))
	var back, again bytes.Buffer
	if err := json.Compact(&back, got); err != nil || back.String() != mustCompact(t, deep) {
		t.Errorf("the indented document is not the same JSON: %v", err)
	}
	json.Indent(&again, []byte(mustCompact(t, deep)), "", "  ")
	for _, line := range strings.Split(string(got), "\n") {
		if len(line)-len(strings.TrimLeft(line, " ")) > 2*maxIndent {
			t.Fatalf("a line indented deeper than %d levels: %q", maxIndent, line)
		}
	}
	if len(got) > again.Len()/4 {
		t.Errorf("%d bytes indented, %d indented without bound", len(got), again.Len())
	}
}

// TestAppendMarshal: AppendMarshal and AppendMarshalCompact write after
// what dst holds what Marshal and MarshalCompact write, and leave dst as it
// was for a document its schema refuses.
func TestAppendMarshal(t *testing.T) {
	good := map[string]any{"game": "YINSH", "tags": []any{}, "moves": map[string]any{"turns": []any{map[string]any{"text": "a2"}}}}
	bad := map[string]any{"game": "YINSH", "zz": 1}
	for _, f := range []struct {
		marshal func(string, any) ([]byte, error)
		append  func([]byte, string, any) ([]byte, error)
	}{{Marshal, AppendMarshal}, {MarshalCompact, AppendMarshalCompact}} {
		want, err := f.marshal("record", good)
		if err != nil {
			t.Fatal(err)
		}
		dst := append(make([]byte, 0, 64), "before,"...)
		for range 2 { // the second time, in memory kept from the first
			got, err := f.append(dst, "record", good)
			if err != nil || string(got) != "before,"+string(want) {
				t.Errorf("%q (%v), want %q", got, err, "before,"+string(want))
			}
		}
		if got, err := f.append(dst, "record", bad); err == nil || string(got) != "before," {
			t.Errorf("a document refused: %q (%v)", got, err)
		}
	}
}

func mustCompact(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestNamesInOrder: the properties not allowed are named in order, so that
// a document always gets one message.
func TestNamesInOrder(t *testing.T) {
	for i := range 20 {
		err := Validate("record", []byte(fmt.Sprintf(`{"game":"YINSH","tags":[],"moves":{"turns":[]},"zz":%d,"mm":1,"aa":1}`, i)))
		if err == nil || !strings.Contains(err.Error(), "additionalProperties 'aa', 'mm', 'zz' not allowed") {
			t.Fatalf("got %v", err)
		}
	}
	if got := namesInOrder("a 'x' not allowed"); got != "a 'x' not allowed" {
		t.Errorf("got %q", got)
	}
}

// TestCompileAhead: schemas compiled ahead on goroutines of their own,
// asked for twice, while documents are validated against them and against
// those they refer to, on two goroutines (run with -race).
func TestCompileAhead(t *testing.T) {
	CompileAhead("record", "yinsh-record", "jungle-record", "ingenious-record")
	CompileAhead("ingenious-record", "jungle-record", "yinsh-record", "record")
	var wg sync.WaitGroup
	for _, name := range []string{"record", "ingenious-record"} {
		wg.Go(func() {
			for range 20 {
				if err := Validate(name, []byte(`{"game": "Ingenious", "tags": [], "moves": {"turns": []}}`)); err != nil {
					t.Error(err)
				}
				if err := Validate(name, []byte(`{"game": "Ingenious"}`)); err == nil {
					t.Errorf("%s: a record without moves is valid", name)
				}
			}
		})
	}
	wg.Wait()
}
