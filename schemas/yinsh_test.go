package schemas_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	_ "github.com/arbiter-games/arbiter/notation/all"
)

const goodYINSHRecord = `{"game":"YINSH","tags":[],"moves":{"turns":[
 {"text":"e5","move":{"action":"place","to":"e5"}},
 {"text":"xa5-e5xb7;c8-d8;xc1-c5xd2","move":{"opening":[{"row":"a5-e5","ring":"b7"}],"action":"move","from":"c8","to":"d8","removals":[{"row":"c1-c5","ring":"d2"}]}},
 {"text":"pass","move":{"action":"pass"}},
 {"text":"xa5-e5xb7","move":{"opening":[{"row":"a5-e5","ring":"b7"}]}},
 {"text":"e6-e4;resign","move":{"action":"move","from":"e6","to":"e4","resign":true}}]}}`

// TestYINSHRecordRules breaks each rule of the YINSH move schema.
func TestYINSHRecordRules(t *testing.T) {
	const m1 = "/moves/turns/1/move"
	checkBroken(t, "yinsh-record", goodYINSHRecord, []schemaCase{
		{"unknown property", `"to":"e5"}`, `"to":"e5","ring":"e5"}`, "/moves/turns/0/move", "additionalProperties"},
		{"empty move", `{"action":"pass"}`, `{}`, "/moves/turns/2/move", "minProperties"},
		{"action enum", `"action":"pass"`, `"action":"jump"`, "/moves/turns/2/move/action", "enum"},
		{"point pattern", `"to":"e5"`, `"to":"a1"`, "/moves/turns/0/move/to", "pattern"},
		{"point in lower case", `"to":"e5"`, `"to":"E5"`, "/moves/turns/0/move/to", "pattern"},
		{"row pattern", `"row":"a5-e5"`, `"row":"a5"`, m1 + "/opening/0/row", "pattern"},
		{"removal needs its row", `{"row":"c1-c5","ring":"d2"}`, `{"ring":"d2"}`, m1 + "/removals/0", "required"},
		{"removal properties", `"ring":"d2"}`, `"ring":"d2","by":"white"}`, m1 + "/removals/0", "additionalProperties"},
		{"at most three removals", `"removals":[{"row":"c1-c5","ring":"d2"}]`,
			`"removals":[{"row":"c1-c5","ring":"d2"},{"row":"c1-c5","ring":"d2"},{"row":"c1-c5","ring":"d2"},{"row":"c1-c5","ring":"d2"}]`,
			m1 + "/removals", "maxItems"},
		{"no empty removals", `"removals":[{"row":"c1-c5","ring":"d2"}]`, `"removals":[]`, m1 + "/removals", "minItems"},
		{"placement has no from", `"action":"place","to":"e5"`, `"action":"place","from":"e4","to":"e5"`, "/moves/turns/0/move/from", "then/properties/from"},
		{"placement has no removals", `"action":"place","to":"e5"`, `"action":"place","to":"e5","opening":[{"row":"a5-e5","ring":"b7"}]`, "/moves/turns/0/move/opening", "then/properties/opening"},
		{"placement needs to", `"action":"place","to":"e5"`, `"action":"place"`, "/moves/turns/0/move", "required"},
		{"move needs from", `"action":"move","from":"e6",`, `"action":"move",`, "/moves/turns/4/move", "required"},
		{"pass has no to", `{"action":"pass"}`, `{"action":"pass","to":"e5"}`, "/moves/turns/2/move/to", "then/properties/to"},
		{"from needs an action", `{"action":"pass"}`, `{"from":"e5"}`, "/moves/turns/2/move", "dependentRequired"},
		{"resign is true", `"resign":true`, `"resign":false`, "/moves/turns/4/move/resign", "const"},
	})
}

const goodYINSHPosition = `{"game":"YINSH","position":"x","turn":12,"toMove":1,"outcome":{"over":false},
 "board":{"rings":{"white":["a2","e5"],"black":["k10"]},"markers":{"white":["b1"],"black":[]},
  "toMove":"white","removed":{"white":1,"black":0},"ringsToWin":3,"supply":50,"phase":"movement",
  "rows":[{"row":"a5-e5","colour":"black"}]}}`

// TestYINSHPositionRules breaks each rule of the YINSH board schema.
func TestYINSHPositionRules(t *testing.T) {
	checkBroken(t, "yinsh-position", goodYINSHPosition, []schemaCase{
		{"unknown property", `"phase":"movement"`, `"phase":"movement","score":1`, "/board", "additionalProperties"},
		{"rings required", `"rings":{"white":["a2","e5"],"black":["k10"]},`, ``, "/board", "required"},
		{"colour list required", `"black":[]`, `"blue":[]`, "/board/markers", "required"},
		{"point pattern", `"b1"`, `"b8"`, "/board/markers/white/0", "pattern"},
		{"no point twice", `["b1"]`, `["b1","b1"]`, "/board/markers/white", "uniqueItems"},
		{"five rings at most", `["a2","e5"]`, `["a2","a3","a4","a5","e5","e6"]`, "/board/rings/white", "maxItems"},
		{"colour enum", `"toMove":"white"`, `"toMove":"red"`, "/board/toMove", "enum"},
		{"removed maximum", `"white":1,"black":0`, `"white":4,"black":0`, "/board/removed/white", "maximum"},
		{"rings to win", `"ringsToWin":3`, `"ringsToWin":2`, "/board/ringsToWin", "enum"},
		{"supply maximum", `"supply":50`, `"supply":52`, "/board/supply", "maximum"},
		{"phase enum", `"phase":"movement"`, `"phase":"endgame"`, "/board/phase", "enum"},
		{"row colour", `"colour":"black"`, `"colour":"grey"`, "/board/rows/0/colour", "enum"},
		{"row pattern", `"row":"a5-e5"`, `"row":"a5-e"`, "/board/rows/0/row", "pattern"},
		{"position rules still hold", `"toMove":1`, `"toMove":0`, "/toMove", "minimum"},
	})
}

// TestYINSHGeneratedGamesValidate checks the JSON of random games, every
// fourth one a Blitz game, against the YINSH schemas.
func TestYINSHGeneratedGamesValidate(t *testing.T) {
	var setups []engines.Setup
	for i := range 20 {
		setups = append(setups, engines.Setup{Variant: []string{"", "", "", "blitz"}[i%4]})
	}
	checkGeneratedJSON(t, "YINSH", setups, 0)
}
