package bridge

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/diagram"
	_ "github.com/arbiter-games/arbiter/notation/diagram/all"
	"github.com/arbiter-games/arbiter/notation/page/view"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// call makes a call of the session and decodes its answer.
func call[T any](t *testing.T, s *Session, name string, args any) T {
	t.Helper()
	in, err := json.Marshal(args)
	if err != nil {
		t.Fatal(err)
	}
	out := s.Call(name, in)
	var failed struct {
		Error string `json:"error"`
	}
	if json.Unmarshal(out, &failed); failed.Error != "" {
		t.Fatalf("%s %s: %s", name, in, failed.Error)
	}
	var answer T
	if err := json.Unmarshal(out, &answer); err != nil {
		t.Fatalf("%s: %v in %s", name, err, out)
	}
	return answer
}

// TestCalls makes each call as the page's script does: a record loaded
// from its text gives its moments and positions, each drawn in its panes,
// and its canonical text; a bad call answers an error.
func TestCalls(t *testing.T) {
	var s Session
	rec, err := notation.Generate(mustGame(t, "Ingenious"), 2, engines.Setup{}, 6)
	if err != nil {
		t.Fatal(err)
	}
	src := text.String(rec)
	loaded := call[struct {
		Records []RecordAnswer `json:"records"`
	}](t, &s, "load", LoadArgs{Text: src + "\n" + src, Name: "club.ingenious"})
	if len(loaded.Records) != 2 || loaded.Records[1].ID != 1 {
		t.Fatalf("load of two records: %+v", loaded.Records)
	}
	r := loaded.Records[0]
	if r.Game != "Ingenious" || len(r.Nodes) != 7 || r.Last != 6 || len(r.Panes) < 3 || r.Share <= 0 || r.Share >= 1 {
		t.Errorf("load: %+v", r)
	}
	for i, n := range r.Nodes {
		view, _, err := referee.View(rec, referee.Options{}, i)
		if err != nil {
			t.Fatal(err)
		}
		if n.Position != view.Position.String() {
			t.Errorf("node %d: position %q, show gives %q", i, n.Position, view.Position)
		}
	}
	drawn := call[struct {
		Panes []string `json:"panes"`
	}](t, &s, "draw", DrawArgs{Record: 1, Node: 6, Flip: true})
	if len(drawn.Panes) != len(r.Panes) || !strings.Contains(drawn.Panes[0], "<g") {
		t.Errorf("draw: %d panes for %d", len(drawn.Panes), len(r.Panes))
	}
	got := call[struct {
		Text string `json:"text"`
	}](t, &s, "text", TextArgs{Records: []int{0, 1}})
	want, err := Canonical(referee.Check(rec, referee.Options{}), referee.Check(rec, referee.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != want {
		t.Errorf("text:\n%s\nwant:\n%s", got.Text, want)
	}
	call[struct{}](t, &s, "fonts", FontArgs{Regular: diagram.HangulFont(false), Bold: diagram.HangulFont(true)})
	for _, bad := range []struct{ name, args string }{
		{"nothing", "{}"}, {"load", "[1]"}, {"draw", `{"record": 7}`}, {"draw", `{"record": 0, "node": 99}`},
		{"text", `{"records": [5]}`}, {"fonts", `{"regular": "AAAA"}`},
	} {
		var answer struct {
			Error string `json:"error"`
		}
		if err := json.Unmarshal(s.Call(bad.name, []byte(bad.args)), &answer); err != nil || answer.Error == "" {
			t.Errorf("%s %s: no error (%v)", bad.name, bad.args, err)
		}
	}
}

func mustGame(t *testing.T, name string) notation.Game {
	t.Helper()
	g, err := notation.LookupGame(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestNestedVariations: each turn's data-turn names its path as
// docs/html.md says (15.1.16.1.16: turn 16 of the first variation of
// turn 16 of the first variation of turn 15).
func TestNestedVariations(t *testing.T) {
	var s Session
	loaded := call[struct {
		Records []RecordAnswer `json:"records"`
	}](t, &s, "load", LoadArgs{Text: "[Game \"YINSH\"]\n\n1. e5 2. f6 (2. g7 3. d4 (3. c3 4. h8 (4. b2)))"})
	moves := loaded.Records[0].Moves
	for _, want := range []string{`data-turn="2"`, `data-turn="2.1.2"`, `data-turn="2.1.3.1.3"`, `data-turn="2.1.3.1.4.1.4"`} {
		if !strings.Contains(moves, want) {
			t.Errorf("no %s in the move list", want)
		}
	}
	if strings.Contains(moves, `data-turn="2.1.2.1.`) {
		t.Error("a variation's name repeats its path")
	}
}

// TestMovesEscaped: nothing of a record becomes markup in its move list.
func TestMovesEscaped(t *testing.T) {
	var s Session
	loaded := call[struct {
		Records []RecordAnswer `json:"records"`
	}](t, &s, "load", LoadArgs{Text: `[Game "YINSH"]

1. e5 {<script>window.pwned=4</script> <img src=x onerror="window.pwned=5"> 흑이 좋다 [%eval #3]}
2. f6 (2. g7 {</span><b onclick=x>bold?</b>}) 3. e5 *`})
	moves := loaded.Records[0].Moves
	for _, bad := range []string{"<img", "<b ", "</span><b", "<script"} {
		if strings.Contains(moves, bad) {
			t.Errorf("the move list holds %q from the record", bad)
		}
	}
	for _, want := range []string{"&lt;script&gt;window.pwned=4&lt;/script&gt;", "흑이 좋다", `<span class="eval" title="evaluation">#3</span>`, `class="turn illegal"`} {
		if !strings.Contains(moves, want) {
			t.Errorf("the move list lacks %q", want)
		}
	}
	if got := view.BoldText(parse(t, "[Game \"YINSH\"]\n\n1. e5 $14 {[%eval 백승]} (1. f6 $1) *")); got != "⩲백승!" {
		t.Errorf("BoldText = %q", got)
	}
}

func parse(t testing.TB, src string) *notation.Record {
	t.Helper()
	rec, err := text.Parse(src, notation.Pos{File: "x.yinsh"})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestCanonicalExamples: the canonical text of every shipped example,
// loaded again, gives the same text (what the page holds is what its
// download gives, the bytes `arbiter convert` writes), and the same
// moments as the record read from its file.
func TestCanonicalExamples(t *testing.T) {
	files, err := filepath.Glob("../../../examples/*/*.*")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		if strings.HasSuffix(file, ".go") {
			continue
		}
		opts := referee.FileOptions{Options: referee.Options{Positions: true}, Jobs: 1}
		_, err := referee.Files([]string{file}, opts, func(res referee.Result) error {
			if res.Report == nil || res.Report.Start == nil {
				return nil
			}
			canon, err := Canonical(res.Report)
			if err != nil {
				return err
			}
			var s Session
			loaded := call[struct {
				Records []RecordAnswer `json:"records"`
			}](t, &s, "load", LoadArgs{Text: canon, Game: res.Report.Game.Name()})
			if len(loaded.Records) != 1 {
				t.Fatalf("%s, record %d: %d records read back", file, res.Number, len(loaded.Records))
			}
			again := call[struct {
				Text string `json:"text"`
			}](t, &s, "text", TextArgs{Records: []int{0}})
			if again.Text != canon {
				t.Errorf("%s, record %d: its text changes when read again:\n%s\nthen:\n%s", file, res.Number, canon, again.Text)
			}
			want := view.Replay(res.Report.Record, res.Report.Game, &res.Report.Replay, res.Report.TurnName).Nodes
			if got := loaded.Records[0].Nodes; fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s, record %d: the text replays as\n%v\nthe file as\n%v", file, res.Number, got, want)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestBoardCalls: a session answers the analysis board's calls beside its
// own: a Jungle game started, a turn entered by its two clicks, the board
// drawn after it, and its text as convert writes it.
func TestBoardCalls(t *testing.T) {
	var s Session
	type view struct {
		Session  int                `json:"session"`
		Position string             `json:"position"`
		Targets  []notation.Gesture `json:"targets"`
		Text     string             `json:"text"`
	}
	v := call[view](t, &s, "board.new", map[string]any{"game": "Jungle"})
	if len(v.Targets) == 0 {
		t.Fatalf("board.new: no targets at the start: %+v", v)
	}
	start := v.Position
	v = call[view](t, &s, "board.click", map[string]any{"session": v.Session, "gesture": notation.At("a3")})
	v = call[view](t, &s, "board.click", map[string]any{"session": v.Session, "gesture": notation.At("a4")})
	if v.Position == start || !strings.Contains(v.Text, "a3") {
		t.Errorf("after a3 a4 the board stands at %q with text %q", v.Position, v.Text)
	}
	drawn := call[struct {
		Panes []string `json:"panes"`
	}](t, &s, "board.draw", BoardDrawArgs{Session: v.Session})
	if len(drawn.Panes) == 0 || !strings.Contains(drawn.Panes[0], "<g") {
		t.Errorf("board.draw: %d panes", len(drawn.Panes))
	}
	out := s.Call("board.draw", []byte(`{"session": 99}`))
	if !strings.Contains(string(out), `"error"`) {
		t.Errorf("board.draw of no board: %s", out)
	}
}

// TestBoardSpots: board.draw locates every place the next gesture can
// touch (after an Ingenious tile is picked), each at its own spot,
// flipped or not.
func TestBoardSpots(t *testing.T) {
	for _, game := range []string{"YINSH", "Jungle", "Ingenious"} {
		for _, flip := range []bool{false, true} {
			var s Session
			v := call[struct {
				Session int                `json:"session"`
				Targets []notation.Gesture `json:"targets"`
			}](t, &s, "board.new", map[string]any{"game": game})
			if v.Targets[0].Kind != notation.GestureAt {
				// A tile first: its spaces then.
				v = call[struct {
					Session int                `json:"session"`
					Targets []notation.Gesture `json:"targets"`
				}](t, &s, "board.click", map[string]any{"session": v.Session, "gesture": v.Targets[0]})
			}
			drawn := call[BoardDrawAnswer](t, &s, "board.draw", BoardDrawArgs{Session: v.Session, Flip: flip})
			places := map[string]bool{}
			for _, g := range v.Targets {
				if g.Kind == notation.GestureAt {
					places[g.Text] = true
				}
			}
			seen := map[[2]float64]string{}
			for _, sp := range drawn.Spots {
				if !places[sp.At] {
					t.Errorf("%s: a spot at %s, not a target", game, sp.At)
				}
				if other, dup := seen[[2]float64{sp.X, sp.Y}]; dup {
					t.Errorf("%s: %s and %s at the same spot", game, sp.At, other)
				}
				seen[[2]float64{sp.X, sp.Y}] = sp.At
				if sp.X <= 0 || sp.Y <= 0 {
					t.Errorf("%s: %s at (%g, %g), off the drawing", game, sp.At, sp.X, sp.Y)
				}
			}
			if len(drawn.Spots) != len(places) || len(places) == 0 {
				t.Errorf("%s (flip %v): %d spots for %d places", game, flip, len(drawn.Spots), len(places))
			}
		}
	}
}

// TestTextEdited: the text call writes a record edited since it was
// loaded from its edited text, and the records together as convert
// writes a file of them, `%` lines included; an edited text that
// cannot be read is an error.
func TestTextEdited(t *testing.T) {
	var s Session
	one := "% a note before the first record\n[Game \"Jungle\"]\n\n1. Ta1-b1\n% a note after its turn\n*\n"
	two := "% a note before the second\n[Game \"Jungle\"]\n\n1. Ta1-a2 *\n"
	call[struct {
		Records []RecordAnswer `json:"records"`
	}](t, &s, "load", LoadArgs{Text: one + "\n" + two})
	first := call[struct {
		Text string `json:"text"`
	}](t, &s, "text", TextArgs{Records: []int{0}})
	edited := strings.Replace(first.Text, "*", "2. Ra7-a6 {a try} *", 1)
	got := call[struct {
		Text string `json:"text"`
	}](t, &s, "text", TextArgs{Records: []int{0, 1}, Edited: map[int]string{0: edited}})
	rec, err := text.Parse(edited, notation.Pos{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := Canonical(referee.Check(rec, referee.Options{}), s.records[1].Report)
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != want || !strings.Contains(got.Text, "{a try}") || strings.Count(got.Text, "% a note") != 3 {
		t.Errorf("text:\n%s\nwant (convert):\n%s", got.Text, want)
	}
	var failed struct {
		Error string `json:"error"`
	}
	if err := json.Unmarshal(s.Call("text", []byte(`{"records": [0], "edited": {"0": "[Game"}}`)), &failed); err != nil || failed.Error == "" {
		t.Errorf("an edited text that cannot be read: no error (%v)", err)
	}
}

// TestTextUnread: download all of a page with a record that cannot be
// read gives what convert writes of the same file: that record as
// written, the others in canonical form.
func TestTextUnread(t *testing.T) {
	src := "[Game \"Jungle\"]\n\n1. Ta1-b1 *\n\n[Game \"Jungle\"]\n\n1. Ta1-a2 {never closed\n\n[Game \"Jungle\"]\n\n1. Ta1-a2 *\n"
	var s Session
	call[struct {
		Records []RecordAnswer `json:"records"`
	}](t, &s, "load", LoadArgs{Text: src, Name: "club.jungle"})
	got := call[struct {
		Text string `json:"text"`
	}](t, &s, "text", TextArgs{Records: []int{0, 1, 2}})
	file := filepath.Join(t.TempDir(), "club.jungle")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	w := text.NewWriter(&b)
	opts := referee.FileOptions{Writing: &referee.Writing{To: w}}
	if _, err := referee.Files([]string{file}, opts, func(referee.Result) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if got.Text != b.String() || !strings.Contains(got.Text, "{never closed") {
		t.Errorf("text:\n%s\nwant (convert):\n%s", got.Text, b.String())
	}
}
