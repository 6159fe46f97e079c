package schemas_test

import "testing"

const goodRecord = `{"game":"YINSH","tags":[{"name":"Game","value":"YINSH"}],
 "moves":{"turns":[{"number":1,"text":"e5","suffix":"!?","nags":[3],
   "after":[{"text":"x [%mark e5]","commands":[{"name":"mark","args":["e5"]}]}],
   "variations":[{"turns":[{"number":1,"text":"f6"}]}]}]},"result":"*"}`

// TestRecordRulesBroken breaks each rule of the record schema on purpose and
// checks that the error names the path and the rule.
func TestRecordRulesBroken(t *testing.T) {
	checkBroken(t, "record", goodRecord, []schemaCase{
		{"unknown property", `"result":"*"`, `"result":"*","extra":1`, "", "additionalProperties"},
		{"missing game", `"game":"YINSH",`, ``, "", "required"},
		{"tag name pattern", `"name":"Game"`, `"name":"Ga me"`, "/tags/0/name", "pattern"},
		{"tag value on one line", `"value":"YINSH"`, `"value":"a\nb"`, "/tags/0/value", "pattern"},
		{"result pattern", `"result":"*"`, `"result":"2-0"`, "/result", "pattern"},
		{"turn number minimum", `"number":1,"text":"e5"`, `"number":0,"text":"e5"`, "/moves/turns/0/number", "minimum"},
		{"turn text", `"text":"e5"`, `"text":"e 5"`, "/moves/turns/0/text", "pattern"},
		{"turn text required", `"text":"e5",`, ``, "/moves/turns/0", "required"},
		{"suffix enum", `"suffix":"!?"`, `"suffix":"!!!"`, "/moves/turns/0/suffix", "enum"},
		{"nag maximum", `"nags":[3]`, `"nags":[256]`, "/moves/turns/0/nags/0", "maximum"},
		{"comment brace", `"text":"x [%mark e5]"`, `"text":"x } y"`, "/moves/turns/0/after/0/text", "pattern"},
		{"command name", `"name":"mark"`, `"name":"ma rk"`, "/moves/turns/0/after/0/commands/0/name", "pattern"},
		{"variation turn", `[{"number":1,"text":"f6"}]`, `[{"number":1}]`, "/moves/turns/0/variations/0/turns/0", "required"},
		{"ellipsis needs a number", `"number":1,"text":"f6"`, `"ellipsis":true,"text":"f6"`, "/moves/turns/0/variations/0/turns/0", "dependentRequired"},
		{"tags type", `"tags":[{"name":"Game","value":"YINSH"}]`, `"tags":{"name":"Game","value":"YINSH"}`, "/tags", "type"},
	})
}

const rawRecord = `{"game":"YINSH","raw":"[Game \"YINSH\"]\n\n1. e5)","error":{"file":"club.yinsh","line":3,"column":6,"message":"')' closes no variation"}}`

// TestRawRecordRulesBroken breaks each rule of a record kept unread (its
// raw text and its error) on purpose.
func TestRawRecordRulesBroken(t *testing.T) {
	checkBroken(t, "record", rawRecord, []schemaCase{
		{"raw needs its error", `,"error":{"file":"club.yinsh","line":3,"column":6,"message":"')' closes no variation"}`, ``, "", "then/required"},
		{"raw has no tags", `"raw":`, `"tags":[],"raw":`, "/tags", "then/properties/tags"},
		{"raw has no moves", `"raw":`, `"moves":{"turns":[]},"raw":`, "/moves", "then/properties/moves"},
		{"raw has no result", `"raw":`, `"result":"*","raw":`, "/result", "then/properties/result"},
		{"raw is not blank", `"raw":"[Game \"YINSH\"]\n\n1. e5)"`, `"raw":" \n"`, "/raw", "pattern"},
		{"error line minimum", `"line":3`, `"line":0`, "/error/line", "minimum"},
		{"error column minimum", `"column":6`, `"column":0`, "/error/column", "minimum"},
		{"error message", `"message":"')' closes no variation"`, `"message":""`, "/error/message", "minLength"},
		{"error file required", `"file":"club.yinsh",`, ``, "/error", "required"},
		{"error unknown property", `"line":3`, `"line":3,"offset":7`, "/error", "additionalProperties"},
		{"raw type", `"raw":"[Game \"YINSH\"]\n\n1. e5)"`, `"raw":7`, "/raw", "type"},
		{"error type", `"error":{`, `"error":"x","e":{`, "/error", "type"},
		{"error file type", `"file":"club.yinsh"`, `"file":1`, "/error/file", "type"},
		{"error line type", `"line":3`, `"line":"3"`, "/error/line", "type"},
	})
	checkBroken(t, "record", goodRecord, []schemaCase{
		{"missing tags", `"tags":[{"name":"Game","value":"YINSH"}],`, ``, "", "else/required"},
		{"missing moves", `"moves":`, `"x":`, "", "else/required"},
		{"error without raw", `"result":"*"`, `"result":"*","error":{"file":"a","line":1,"column":1,"message":"m"}`, "/error", "else/properties/error"},
	})
}
