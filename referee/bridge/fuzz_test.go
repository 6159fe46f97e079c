package bridge

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-games/arbiter/notation/page/board"
)

// FuzzLoad loads any text as the page does, with any game named, and draws
// and writes back every record read: no call may panic, and every answer
// is JSON.
func FuzzLoad(f *testing.F) {
	f.Add("[Game \"YINSH\"]\n\n1. e5 {[%arrow e5 e9]} 2. f6 (2. g7 $1) 3. e5 *", "")
	f.Add("[Game \"Jungle\"]\n\n1. Ea3-a4 {[%eval #-2]} (1. Ld9-d8 2. x) 2. Ra7-a6 *", "")
	f.Add("[Game \"Ingenious\"]\n[Players \"2\"]\n\n1. PO@c9-c10;+BB $300 *", "")
	f.Add("1. e5 2. f6", "YINSH")
	f.Add("[White \"<script>\"]\n\n{unclosed", "Jungle")
	f.Fuzz(func(t *testing.T, text, game string) {
		var s Session
		args, err := json.Marshal(LoadArgs{Text: text, Game: game, Name: "f.txt"})
		if err != nil {
			t.Skip()
		}
		var loaded struct {
			Records []RecordAnswer `json:"records"`
		}
		if err := json.Unmarshal(s.Call("load", args), &loaded); err != nil {
			t.Fatalf("load answers no JSON: %v", err)
		}
		for _, r := range loaded.Records {
			for _, call := range []struct {
				name string
				args any
			}{
				{"draw", DrawArgs{Record: r.ID, Node: r.Last}},
				{"draw", DrawArgs{Record: r.ID, Node: 0, Flip: true}},
				{"text", TextArgs{Records: []int{r.ID}}},
			} {
				in, _ := json.Marshal(call.args)
				if !json.Valid(s.Call(call.name, in)) {
					t.Fatalf("%s answers no JSON", call.name)
				}
			}
		}
	})
}

// FuzzWord asks the referee's word (solve, spar) about any position
// string with any tags, shallow and at the quick levels: no call may
// panic, and every answer is JSON.
func FuzzWord(f *testing.F) {
	f.Add("YINSH", "", "Variant", "blitz", 0)
	f.Add("Jungle", "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 0 1", "Rules", "no-capture=3", 1)
	f.Add("Ingenious", "", "Seat3", "김", 1)
	f.Add("Jungle", "7/7/7/7/7/7/7/7/7 w 0 1", "Black", "{x}", 2)
	f.Fuzz(func(t *testing.T, game, position, tag, value string, level int) {
		var s Session
		a := WordArgs{Game: game, Position: position, Tags: []board.Tag{{Name: tag, Value: value}}, Depth: 2, Level: level & 1}
		in, err := json.Marshal(a)
		if err != nil {
			t.Skip()
		}
		for _, name := range []string{"solve", "spar"} {
			if !json.Valid(s.Call(name, in)) {
				t.Fatalf("%s answers no JSON", name)
			}
		}
	})
}
