package board

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// TestExamples loads the first record of every shipped example written
// in text: the board's text is what convert writes for it, the
// positions of its main line are the referee's, and a full Ingenious
// record says why no turn can be clicked.
func TestExamples(t *testing.T) {
	files, err := filepath.Glob("../../../examples/*/*.*")
	if err != nil || len(files) == 0 {
		t.Fatal("no examples", err)
	}
	sessions := NewSessions(ref)
	calls := sessions.Calls()
	loaded := 0
	for _, file := range files {
		if strings.HasSuffix(file, ".go") || strings.HasSuffix(file, ".jfen") || strings.HasSuffix(file, ".sgf") {
			continue
		}
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		u, err := text.NewReader(strings.NewReader(string(src)), "").Next()
		if err != nil {
			continue
		}
		rec := u.Text()
		parsed, err := u.Parse()
		if err != nil {
			continue // a record that cannot be read is refused by Load too
		}
		out, err := calls["board.load"]([]byte(`{"text":` + quote(rec) + `}`))
		if err != nil {
			continue // no game named, or a start that cannot be set up
		}
		loaded++
		v := out.(View)
		if want := convert(t, rec); v.Text != want {
			t.Errorf("%s: text\n%s\nwant (convert)\n%s", file, v.Text, want)
		}
		if strings.Contains(rec, "[Rack1") && v.Cannot == "" {
			t.Errorf("%s: a full record does not say why no turn is clicked", file)
		}
		b, _ := sessions.Board(v.Session)
		views, _, _ := referee.Views(parsed, referee.Options{})
		for i, view := range views {
			if got := b.Position().String(); got != view.Position.String() {
				t.Errorf("%s: after turn %d the board shows %s, the referee %s", file, view.Turn, got, view.Position)
			}
			if i < len(views)-1 {
				b.Forward()
			}
		}
	}
	if loaded < 40 {
		t.Errorf("only %d examples loaded", loaded)
	}
}
