package schemas_test

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

const jungleRecord = `{"game":"Jungle","tags":[{"name":"Game","value":"Jungle"}],
 "moves":{"turns":[{"number":1,"text":"Ea3-a4","move":{"piece":"E","from":"a3","to":"a4"}},
  {"number":2,"text":"Lc3xc7","move":{"piece":"L","from":"c3","to":"c7","capture":true}}]},"result":"*"}`

const junglePosition = `{"game":"Jungle","position":"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 0 1",
 "turn":2,"toMove":2,"lastMove":"Ea3-a4","outcome":{"over":false},
 "board":{"sideToMove":"White","pliesSinceCapture":0,"moveNumber":1,
  "pieces":[{"square":"a1","side":"Black","animal":"T"},{"square":"g9","side":"White","animal":"T"}]}}`

// TestJungleRecordRulesBroken breaks each rule of the Jungle move schema.
func TestJungleRecordRulesBroken(t *testing.T) {
	checkBroken(t, "jungle-record", jungleRecord, []schemaCase{
		{"move property", `"to":"a4"}`, `"to":"a4","jump":false}`, "/moves/turns/0/move", "additionalProperties"},
		{"move piece required", `"piece":"E",`, ``, "/moves/turns/0/move", "required"},
		{"move to required", `,"to":"a4"`, ``, "/moves/turns/0/move", "required"},
		{"piece enum", `"piece":"E"`, `"piece":"e"`, "/moves/turns/0/move/piece", "enum"},
		{"piece is a letter", `"piece":"E"`, `"piece":"elephant"`, "/moves/turns/0/move/piece", "enum"},
		{"from pattern", `"from":"a3"`, `"from":"h3"`, "/moves/turns/0/move/from", "pattern"},
		{"to pattern", `"to":"a4"`, `"to":"a10"`, "/moves/turns/0/move/to", "pattern"},
		{"square type", `"to":"a4"`, `"to":4`, "/moves/turns/0/move/to", "type"},
		{"capture const", `"capture":true`, `"capture":false`, "/moves/turns/1/move/capture", "const"},
		{"move type", `"move":{"piece":"E","from":"a3","to":"a4"}`, `"move":"Ea3-a4"`, "/moves/turns/0/move", "type"},
		{"record rules still apply", `"text":"Ea3-a4"`, `"text":"Ea3 a4"`, "/moves/turns/0/text", "pattern"},
	})
}

// TestJunglePositionRulesBroken breaks each rule of the Jungle position
// schema.
func TestJunglePositionRulesBroken(t *testing.T) {
	checkBroken(t, "jungle-position", junglePosition, []schemaCase{
		{"game const", `"game":"Jungle"`, `"game":"YINSH"`, "/game", "const"},
		{"position pattern", `T5L b 0 1`, `T5L x 0 1`, "/position", "pattern"},
		{"position ranks", `l5t/1d3c1/`, `l5t/`, "/position", "pattern"},
		{"toMove enum", `"toMove":2`, `"toMove":3`, "/toMove", "enum"},
		{"board property", `"moveNumber":1,`, `"moveNumber":1,"repetitions":1,`, "/board", "additionalProperties"},
		{"board required", `"pliesSinceCapture":0,`, ``, "/board", "required"},
		{"side to move enum", `"sideToMove":"White"`, `"sideToMove":"white"`, "/board/sideToMove", "enum"},
		{"plies minimum", `"pliesSinceCapture":0`, `"pliesSinceCapture":-1`, "/board/pliesSinceCapture", "minimum"},
		{"move number minimum", `"moveNumber":1`, `"moveNumber":0`, "/board/moveNumber", "minimum"},
		{"move number type", `"moveNumber":1`, `"moveNumber":1.5`, "/board/moveNumber", "type"},
		{"pieces max", `"pieces":[`, `"pieces":[` + strings.Repeat(`{"square":"a1","side":"Black","animal":"T"},`, 16), "/board/pieces", "maxItems"},
		{"piece property", `"animal":"T"}`, `"animal":"T","rank":6}`, "/board/pieces/0", "additionalProperties"},
		{"piece required", `"side":"Black",`, ``, "/board/pieces/0", "required"},
		{"piece square", `"square":"a1"`, `"square":"A1"`, "/board/pieces/0/square", "pattern"},
		{"piece side", `"side":"Black"`, `"side":"Red"`, "/board/pieces/0/side", "enum"},
		{"piece animal", `"animal":"T"`, `"animal":"Q"`, "/board/pieces/0/animal", "enum"},
		{"position rules still apply", `"turn":2`, `"turn":-1`, "/turn", "minimum"},
	})
}

// TestGeneratedJungleJSON checks the JSON of random games of every variant
// against the Jungle schemas.
func TestGeneratedJungleJSON(t *testing.T) {
	var setups []engines.Setup
	for _, v := range []string{"standard", "traditional", "blinky", "standard", "traditional"} {
		setups = append(setups, engines.Setup{Variant: v})
	}
	checkGeneratedJSON(t, "Jungle", setups, 300)
}
