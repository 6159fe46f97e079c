package schemas

import (
	"errors"
	"strings"
	"testing"
)

func TestAllCompile(t *testing.T) {
	if _, err := compileAll(); err != nil {
		t.Fatal(err)
	}
	if len(Names()) < 4 {
		t.Fatalf("schemas: %v", Names())
	}
}

const goodRecord = `{"game":"YINSH","tags":[{"name":"Game","value":"YINSH"}],
 "moves":{"turns":[{"number":1,"text":"e5","suffix":"!?","nags":[3],
   "after":[{"text":"x [%mark e5]","commands":[{"name":"mark","args":["e5"]}]}],
   "variations":[{"turns":[{"number":1,"text":"f6"}]}]}]},"result":"*"}`

// TestRulesBroken breaks each rule of the record schema on purpose and
// checks that the error names the path and the rule.
func TestRulesBroken(t *testing.T) {
	if err := Validate("record", []byte(goodRecord)); err != nil {
		t.Fatalf("the good record fails: %v", err)
	}
	tests := []struct {
		name, from, to, path, rule string
	}{
		{"unknown property", `"result":"*"`, `"result":"*","extra":1`, "/", "additionalProperties"},
		{"missing game", `"game":"YINSH",`, ``, "/", "required"},
		{"tag name pattern", `"name":"Game"`, `"name":"Ga me"`, "/tags/0/name", "pattern"},
		{"tag value on one line", `"value":"YINSH"`, `"value":"a\nb"`, "/tags/0/value", "pattern"},
		{"result enum", `"result":"*"`, `"result":"2-0"`, "/result", "pattern"},
		{"turn number minimum", `"number":1,"text":"e5"`, `"number":0,"text":"e5"`, "/moves/turns/0/number", "minimum"},
		{"turn text", `"text":"e5"`, `"text":"e 5"`, "/moves/turns/0/text", "pattern"},
		{"turn text required", `"text":"e5",`, ``, "/moves/turns/0", "required"},
		{"suffix enum", `"suffix":"!?"`, `"suffix":"!!!"`, "/moves/turns/0/suffix", "enum"},
		{"nag maximum", `"nags":[3]`, `"nags":[256]`, "/moves/turns/0/nags/0", "maximum"},
		{"comment brace", `"text":"x [%mark e5]"`, `"text":"x } y"`, "/moves/turns/0/after/0/text", "pattern"},
		{"command name", `"name":"mark"`, `"name":"ma rk"`, "/moves/turns/0/after/0/commands/0/name", "pattern"},
		{"variation turn", `[{"number":1,"text":"f6"}]`, `[{"number":1}]`, "/moves/turns/0/variations/0/turns/0", "required"},
		{"ellipsis needs a number", `"number":1,"text":"f6"`, `"ellipsis":true,"text":"f6"`, "/moves/turns/0/variations/0/turns/0", "dependentRequired"},
		{"tags type", `"tags":[`, `"tags":{"a":[`, "/tags", "type"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := strings.Replace(goodRecord, tt.from, tt.to, 1)
			if doc == goodRecord {
				t.Fatalf("the replacement %q changed nothing", tt.from)
			}
			if tt.name == "tags type" {
				doc = strings.Replace(doc, `"YINSH"}],`, `"YINSH"}]},`, 1)
			}
			err := Validate("record", []byte(doc))
			var serr *Error
			if !errors.As(err, &serr) {
				t.Fatalf("want a schema error, got %v", err)
			}
			for _, v := range serr.Violations {
				if (v.Path == tt.path || tt.path == "/" && v.Path == "") && strings.Contains(v.Rule, "/"+tt.rule) {
					return
				}
			}
			t.Errorf("no violation of %s at %s in: %v", tt.rule, tt.path, err)
		})
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
