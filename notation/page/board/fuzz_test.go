package board

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
)

// FuzzLoad: no record text, however broken, panics the board: it loads
// or is refused, and a board loaded shows every node it lists and writes
// its text.
func FuzzLoad(f *testing.F) {
	for _, s := range []string{
		"[Game \"YINSH\"]\n\n1. e5 2. f6 (2. g7 {g} (2. h8 3. d4) 3. c3) (2. b3) 3. e6 {end}\n",
		"[Game \"Jungle\"]\n\n1. Ea3-a4 {x} 1... Ea7-a6 (1... Lg9-g8 ( )) *\n",
		"[Game \"Ingenious\"]\n[Variant \"teams\"]\n\n1. GG@m2-n2 2. PP@b9-c9;swap\n",
		"% note\n[Game \"YINSH\"]\n[Position \"bad\"]\n\n1. e5\n",
		"{only a comment}", "", "1. e5", "[Game \"YINSH\"]\n\n1. e5 2. e5 3. f6 $2 !! ( 1. e5\n",
	} {
		f.Add(s, "YINSH")
	}
	f.Fuzz(func(t *testing.T, text, game string) {
		b, err := Load(ref, text, game)
		if err != nil {
			return
		}
		for _, n := range b.Tree() {
			_ = b.Go(n.ID)
			_ = b.Snapshot()
			_ = b.Targets()
		}
		for id := 0; id <= b.last; id++ { // the empty variations too
			_ = b.Go(id)
			_, _ = b.Comment(id)
			_, _ = b.Annotations(id)
			_ = b.SetAnnotations(id, []string{"!"})
			_ = b.Promote(id)
		}
		_ = b.DeleteFrom(b.last / 2)
		if _, err := b.Text(); err != nil {
			t.Logf("%v", err) // a record a writer refuses, said so
		}
	})
}

// FuzzClicks: no sequence of calls, with any arguments, panics a board;
// its text always reads back (the edits that would not are refused).
func FuzzClicks(f *testing.F) {
	f.Add(uint64(0x0123456789abcdef), []byte("e5f6g7\x00\x01\x02"), "YINSH")
	f.Add(uint64(42), []byte{0, 0, 0, 0, 1, 1, 5, 2, 3, 9, 200}, "Jungle")
	f.Add(uint64(7), []byte{0, 0, 0, 0, 0, 0, 4, 4, 4, 6, 1}, "Ingenious")
	f.Fuzz(func(t *testing.T, seed uint64, ops []byte, game string) {
		sessions := NewSessions(ref)
		calls := sessions.Calls()
		out, err := calls["board.new"](json.RawMessage(`{"game":` + quote(game) + `}`))
		if err != nil {
			return
		}
		v := out.(View)
		for i, op := range ops[:min(len(ops), 64)] {
			arg := int(seed>>(i%8*8)) & 0xff
			name, args := fuzzCall(op, arg, v)
			if out, err := calls[name](json.RawMessage(args)); err == nil {
				if nv, ok := out.(View); ok {
					v = nv
				}
			}
		}
		b, _ := sessions.Board(1)
		text, err := b.Text()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Load(ref, text, ""); err != nil {
			t.Fatalf("the board's text does not read back: %v\n%s", err, text)
		}
	})
}

// fuzzCall picks a call and its arguments from a byte of the input.
func fuzzCall(op byte, arg int, v View) (string, string) {
	node := `{"session":1,"node":` + itoa(arg%8) + `}`
	switch op % 12 {
	case 0, 1, 2, 3:
		g := notation.At("z0")
		if len(v.Targets) > 0 {
			g = v.Targets[arg%len(v.Targets)]
		}
		gj, _ := json.Marshal(g)
		return "board.click", `{"session":1,"gesture":` + string(gj) + `}`
	case 4:
		return "board.back", `{"session":1}`
	case 5:
		return "board.go", node
	case 6:
		return "board.promote", node
	case 7:
		return "board.delete", node
	case 8:
		return "board.comment", `{"session":1,"node":` + itoa(arg%8) + `,"text":` + quote(string(rune(arg))+"}{%\n[") + `}`
	case 9:
		return "board.annotate", `{"session":1,"node":` + itoa(arg%8) + `,"marks":["!?","$` + itoa(arg) + `"]}`
	case 10:
		return "board.tag", `{"session":1,"name":"Variant","value":` + quote(string(rune('a'+arg%26))) + `}`
	}
	return "board.view", `{"session":1}`
}

func quote(s string) string { b, _ := json.Marshal(s); return string(b) }

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
