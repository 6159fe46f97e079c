package schemas_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

const ingeniousRecord = `{"game":"Ingenious","tags":[{"name":"Game","value":"Ingenious"}],
 "moves":{"turns":[
  {"number":1,"text":"S1:RB@h4-h5=R1B0;+OY","move":{"seat":1,
   "placements":[{"tile":"RB","first":"h4","second":"h5","declared":[{"colour":"R","points":1},{"colour":"B","points":0}]}],
   "refill":["OY"]}},
  {"number":2,"text":"GG@l3-l4;swap+RB,GG,OY,PP,RY,BO","move":{
   "placements":[{"tile":"GG","first":"l3","second":"l4"}],
   "swap":true,"swapDraw":["RB","GG","OY","PP","RY","BO"]}}]},"result":"2>1"}`

const ingeniousPosition = `{"game":"Ingenious","variant":"teams",
 "position":"P*4Y*/7/8/9/10/R*R-b7O*/10/9/8/G-g5/G*4B* 1,0,0,0,0,0/0,2,0,0,0,0 3 RG RB,GG,OY,PP,RY,BO/6/-/6 0",
 "turn":3,"toMove":3,"lastMove":"GG@l3-l4","outcome":{"over":false},
 "board":{"variant":"teams","players":4,"radius":7,"top":36,
  "startSymbols":[{"space":"c8","colour":"P"},{"space":"c13","colour":"Y"},{"space":"h3","colour":"R"},
   {"space":"h13","colour":"O"},{"space":"m3","colour":"G"},{"space":"m8","colour":"B"}],
  "tiles":[{"tile":"RB","first":"h4","second":"h5"},{"tile":"GG","first":"l3","second":"l4"}],
  "tracks":[{"seats":[1,3],"scores":{"red":1,"green":0,"blue":0,"orange":0,"yellow":0,"purple":0}},
   {"seats":[2,4],"scores":{"red":0,"green":2,"blue":0,"orange":0,"yellow":0,"purple":0}}],
  "seat":3,"claims":["R","G"],
  "racks":[{"seat":1,"size":6,"tiles":["RB","GG","OY","PP","RY","BO"]},{"seat":2,"size":6},{"seat":3,"size":0},{"seat":4,"size":6}],
  "bagSize":100,"pending":0}}`

// TestIngeniousRecordRulesBroken breaks each rule of the Ingenious move
// schema.
func TestIngeniousRecordRulesBroken(t *testing.T) {
	const m0, m1 = "/moves/turns/0/move", "/moves/turns/1/move"
	checkBroken(t, "ingenious-record", ingeniousRecord, []schemaCase{
		{"move property", `"refill":["OY"]}`, `"refill":["OY"],"score":3}`, m0, "additionalProperties"},
		{"placements required", `"placements":[{"tile":"GG","first":"l3","second":"l4"}],`, ``, m1, "required"},
		{"placements not empty", `"placements":[{"tile":"GG","first":"l3","second":"l4"}]`, `"placements":[]`, m1 + "/placements", "minItems"},
		{"seat maximum", `"seat":1`, `"seat":5`, m0 + "/seat", "maximum"},
		{"seat type", `"seat":1`, `"seat":"S1"`, m0 + "/seat", "type"},
		{"placement property", `"second":"l4"}`, `"second":"l4","bonus":true}`, m1 + "/placements/0", "additionalProperties"},
		{"placement required", `"first":"l3",`, ``, m1 + "/placements/0", "required"},
		{"tile pattern", `"tile":"GG"`, `"tile":"GX"`, m1 + "/placements/0/tile", "pattern"},
		{"tile is two colours", `"tile":"GG"`, `"tile":"G"`, m1 + "/placements/0/tile", "pattern"},
		{"space pattern", `"first":"l3"`, `"first":"l16"`, m1 + "/placements/0/first", "pattern"},
		{"space row", `"second":"h5"`, `"second":"p5"`, m0 + "/placements/0/second", "pattern"},
		{"declared colour", `{"colour":"R","points":1}`, `{"colour":"red","points":1}`, m0 + "/placements/0/declared/0/colour", "enum"},
		{"declared points", `{"colour":"R","points":1}`, `{"colour":"R","points":100}`, m0 + "/placements/0/declared/0/points", "maximum"},
		{"declared points required", `{"colour":"B","points":0}`, `{"colour":"B"}`, m0 + "/placements/0/declared/1", "required"},
		{"declared not empty", `"declared":[{"colour":"R","points":1},{"colour":"B","points":0}]`, `"declared":[]`, m0 + "/placements/0/declared", "minItems"},
		{"refill tile", `"refill":["OY"]`, `"refill":["oy"]`, m0 + "/refill/0", "pattern"},
		{"refill not empty", `"refill":["OY"]`, `"refill":[]`, m0 + "/refill", "minItems"},
		{"new rack at most six", `"swapDraw":["RB",`, `"swapDraw":["RB","RB",`, m1 + "/swapDraw", "maxItems"},
		{"swap const", `"swap":true`, `"swap":false`, m1 + "/swap", "const"},
		{"new rack needs the swap", `"swap":true,`, ``, m1, "dependentRequired/swapDraw/0"},
		{"move type", `"move":{"seat":1,`, `"move":"RB@h4-h5","x":{"seat":1,`, "/moves/turns/0/move", "type"},
		{"record rules still apply", `"result":"2>1"`, `"result":"2<1"`, "/result", "pattern"},
	})
}

// TestIngeniousPositionRulesBroken breaks each rule of the Ingenious
// position schema.
func TestIngeniousPositionRulesBroken(t *testing.T) {
	checkBroken(t, "ingenious-position", ingeniousPosition, []schemaCase{
		{"game const", `"game":"Ingenious"`, `"game":"Jungle"`, "/game", "const"},
		{"position fields", ` 3 RG `, ` 3 `, "/position", "pattern"},
		{"position scores", `1,0,0,0,0,0/`, `1,0,0,0,0/`, "/position", "pattern"},
		{"position racks", `RB,GG,OY,PP,RY,BO/6`, `RB,GG,OY,PP,RY,BO,RR/6`, "/position", "pattern"},
		{"toMove maximum", `"toMove":3`, `"toMove":5`, "/toMove", "maximum"},
		{"board property", `"pending":0}`, `"pending":0,"bag":[]}`, "/board", "additionalProperties"},
		{"board required", `"bagSize":100,`, ``, "/board", "required"},
		{"variant enum", `"variant":"teams","players"`, `"variant":"team","players"`, "/board/variant", "enum"},
		{"players maximum", `"players":4`, `"players":5`, "/board/players", "maximum"},
		{"radius enum", `"radius":7`, `"radius":8`, "/board/radius", "enum"},
		{"top enum", `"top":36`, `"top":20`, "/board/top", "enum"},
		{"six start symbols", `{"space":"c8","colour":"P"},`, ``, "/board/startSymbols", "minItems"},
		{"start symbol corner", `"space":"c8"`, `"space":"h8"`, "/board/startSymbols/0/space", "enum"},
		{"start symbol colour", `"colour":"P"`, `"colour":"W"`, "/board/startSymbols/0/colour", "enum"},
		{"board tile property", `"second":"h5"}`, `"second":"h5","declared":[]}`, "/board/tiles/0", "additionalProperties"},
		{"board tile pattern", `"tile":"RB","first"`, `"tile":"BR ","first"`, "/board/tiles/0/tile", "pattern"},
		{"board tile space", `"first":"h4"`, `"first":"H4"`, "/board/tiles/0/first", "pattern"},
		{"at most four tracks", `"tracks":[`, `"tracks":[{"seats":[1],"scores":{}},{"seats":[1],"scores":{}},{"seats":[1],"scores":{}},`, "/board/tracks", "maxItems"},
		{"track property", `"seats":[1,3],`, `"seats":[1,3],"team":1,`, "/board/tracks/0", "additionalProperties"},
		{"team of two", `"seats":[1,3]`, `"seats":[1,3,2]`, "/board/tracks/0/seats", "maxItems"},
		{"track seat", `"seats":[1,3]`, `"seats":[0,2]`, "/board/tracks/0/seats/0", "minimum"},
		{"scores required", `"red":1,`, ``, "/board/tracks/0/scores", "required"},
		{"scores colour names", `"red":1,`, `"red":1,"R":1,`, "/board/tracks/0/scores", "additionalProperties"},
		{"score maximum", `"red":1`, `"red":37`, "/board/tracks/0/scores/red", "maximum"},
		{"score minimum", `"green":2`, `"green":-1`, "/board/tracks/1/scores/green", "minimum"},
		{"seat maximum", `"seat":3,"claims"`, `"seat":5,"claims"`, "/board/seat", "maximum"},
		{"claims colour", `"claims":["R","G"]`, `"claims":["R","X"]`, "/board/claims/1", "enum"},
		{"rack size", `{"seat":2,"size":6}`, `{"seat":2,"size":7}`, "/board/racks/1/size", "maximum"},
		{"rack required", `{"seat":2,"size":6}`, `{"seat":2}`, "/board/racks/1", "required"},
		{"rack tile", `"tiles":["RB",`, `"tiles":["RW",`, "/board/racks/0/tiles/0", "pattern"},
		{"bag minimum", `"bagSize":100`, `"bagSize":-1`, "/board/bagSize", "minimum"},
		{"pending minimum", `"pending":0`, `"pending":-2`, "/board/pending", "minimum"},
		{"position rules still apply", `"turn":3`, `"turn":-1`, "/turn", "minimum"},
	})
}

// TestGeneratedIngeniousJSON checks the JSON of random full records of
// every variant and number of players against the Ingenious schemas.
func TestGeneratedIngeniousJSON(t *testing.T) {
	checkGeneratedJSON(t, "Ingenious", []engines.Setup{
		{},
		{Tags: map[string]string{"Players": "3"}},
		{Tags: map[string]string{"Players": "4"}, Rules: "swap=after-refill"},
		{Variant: "teams"},
		{Variant: "solo"},
	}, 0)
}
