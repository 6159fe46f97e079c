package schemas_test

import "testing"

const goodAnnotate = `{"records": [{"file": "club.yinsh", "record": 1, "game": "YINSH", "depth": 3, "errors": 0, "verdicts": [
  {"turn": 11, "move": "e5-e9"},
  {"turn": 12, "move": "f6-f2", "nag": 4, "eval": "#3", "line": ["f6-f9"], "reply": "e9-e4;xa1-a5xc3", "comment": "[%arbiter $4] [%eval #3] allows e9-e4;xa1-a5xc3"},
  {"turn": 13, "move": "e9-e3", "nag": 2, "eval": "#-2", "line": ["e9-e4;xa1-a5xc3"], "comment": "[%arbiter] misses"},
  {"turn": 14, "move": "RB@h8-h9", "points": "RB@h8-h9=R2B0"}]}]}`

func TestAnnotateRulesBroken(t *testing.T) {
	checkBroken(t, "annotate", goodAnnotate, []schemaCase{
		{"nag", `"nag": 4`, `"nag": 1`, "/records/0/verdicts/1/nag", "enum"},
		{"eval", `"eval": "#3"`, `"eval": "+3"`, "/records/0/verdicts/1/eval", "pattern"},
		{"eval zero", `"eval": "#-2"`, `"eval": "#0"`, "/records/0/verdicts/2/eval", "pattern"},
		{"empty line", `"line": ["f6-f9"]`, `"line": []`, "/records/0/verdicts/1/line", "minItems"},
		{"comment not ours", `"comment": "[%arbiter] misses"`, `"comment": "misses"`, "/records/0/verdicts/2/comment", "pattern"},
		{"no move", `{"turn": 11, "move": "e5-e9"}`, `{"turn": 11}`, "/records/0/verdicts/0", "required"},
		{"empty points", `"points": "RB@h8-h9=R2B0"`, `"points": ""`, "/records/0/verdicts/3/points", "minLength"},
		{"turn 0", `"turn": 11`, `"turn": 0`, "/records/0/verdicts/0/turn", "minimum"},
		{"no depth", `"depth": 3, `, ``, "/records/0", "required"},
		{"extra", `"errors": 0,`, `"errors": 0, "x": 1,`, "/records/0", "additionalProperties"},
	})
}
