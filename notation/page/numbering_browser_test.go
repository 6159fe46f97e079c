package page_test

import (
	"fmt"
	"testing"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/page/view"
	"github.com/arbiter-games/arbiter/referee"
)

// TestChessNumbersInBrowser: a Jungle record numbered chess style has its
// turns named so in the page, as `arbiter show` names them: 2. and 2... in
// the move list, and the board's status line drawn as show draws it
// (Turn 3: ..., not Turn 5: ...). The hooks still count turns one by one
// (data-turn, #rK-tN). The analysis board's move list numbers them as the
// record does too.
func TestChessNumbersInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	rec := parseText(t, "[Game \"Jungle\"]\n\n1. Df2-e2 Eg7-f7 2. Ea3-b3 (2. Lg1-f1) Pc7-d7 3. Rg3-g4 *\n")
	rep := referee.Check(rec, referee.Options{Positions: true})
	tb := open(t, pageOf(t, rec), "#r1-t4")
	tb.waitTurn(1, "4")
	nums := eval[[]string](tb, `[...document.querySelectorAll('section[data-record="1"] .moves .num')].map(e => e.textContent)`)
	if want := "[1. 1... 2. 2. 2... 3.]"; fmt.Sprint(nums) != want {
		t.Errorf("the move list numbers the turns %v, want %s", nums, want)
	}
	snap, _, err := referee.View(rec, referee.Options{}, 4)
	if err != nil {
		t.Fatal(err)
	}
	layout := view.StartLayout(notation.Snapshot{Position: rep.Replay.Start}, rep.Game)
	drawn := func(name func(int) string) string { // as the page's board holds it
		panes, err := view.DrawSnapshot(rep.Game, layout, snap, diagram.Options{TurnName: name})
		if err != nil {
			t.Fatal(err)
		}
		return eval[string](tb, fmt.Sprintf(`(s => { const g = document.createElementNS('http://www.w3.org/2000/svg', 'svg'); g.innerHTML = s; return g.innerHTML; })(%q)`, panes[0]))
	}
	got := tb.shown(1).Drawn
	if got != drawn(rep.TurnName) || got == drawn(nil) {
		t.Error("the board after 2... Pc7-d7 is not drawn as arbiter show draws it (its status line names turn 5 as 3)")
	}
	tb.click(1, `button[data-act="analyse"]`)
	const listed = `[...document.querySelectorAll('section[data-record="1"] .tree .turn')].map(e => e.textContent.split(' ')[0]).join(' ')`
	want := "1. 1... 2. 2. 2... 3."
	if _, ok := browsertest.Poll[string](tb.Page, fmt.Sprintf(`(s => s === %q ? s : null)(%s)`, want, listed), browsertest.Patience); !ok {
		t.Errorf("the analysis board's move list numbers the turns %q, want %q", eval[string](tb, listed), want)
	}
}
