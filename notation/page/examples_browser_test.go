package page_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/internal/longtest"
	_ "github.com/arbiter-games/arbiter/notation/all"
	_ "github.com/arbiter-games/arbiter/notation/diagram/all"
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/pageentry"
)

// expected is what the page must show of one record, computed with the
// code `arbiter show` runs (referee.View).
type expected struct {
	entry page.Entry
	// first and last are the first and the last legal main-line turns.
	first, last int
	// positions are `arbiter show --turn N`'s position strings.
	positions map[int]string
	// illegal is the illegal main-line turn (0: none) and its reason.
	illegal int
	reason  string
	// variation is a main-line turn with a legal first alternative, the
	// alternative's name and the position after it ("" when none).
	mainTurn, varTurn, varPosition string
}

// readExamples reads every record of a file as `arbiter html` does.
func readExamples(t testing.TB, file string) []expected {
	t.Helper()
	var exps []expected
	opts := referee.FileOptions{Options: referee.Options{Positions: true}, Jobs: 1}
	_, err := referee.Files([]string{file}, opts, func(res referee.Result) error {
		if res.Problem == nil {
			exps = append(exps, expect(t, res))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return exps
}

// expect computes what the page must show of a record.
func expect(t testing.TB, res referee.Result) expected {
	t.Helper()
	if res.ReadErr != nil {
		return expected{entry: page.Unreadable(res.ReadErr)}
	}
	rep := res.Report
	entry, err := pageentry.Of(rep, referee.Options{Game: res.Game})
	if err != nil {
		t.Fatal(err)
	}
	x := expected{positions: map[int]string{}, entry: entry}
	if rep.Start == nil {
		return x
	}
	for _, rt := range rep.Main.Turns {
		if rt.Reached && rt.Err != nil && x.illegal == 0 {
			x.illegal, x.reason = rt.Number, rt.Err.Error()
		}
	}
	x.first = rep.Start.TurnNumber()
	x.last = x.first - 1
	for n := x.first - 1; ; n++ {
		view, _, err := referee.View(rep.Record, referee.Options{Game: res.Game}, n)
		if err != nil {
			break
		}
		x.positions[n], x.last = view.Position.String(), n
	}
	for _, rt := range rep.Main.Turns {
		if !rt.Played() || len(rt.Variations) == 0 || len(rt.Variations[0].Turns) == 0 {
			continue
		}
		if v := rt.Variations[0].Turns[0]; v.Played() {
			x.mainTurn = strconv.Itoa(rt.Number)
			x.varTurn = fmt.Sprintf("%d.1.%d", rt.Number, v.Number)
			x.varPosition = v.After.String()
			break
		}
	}
	return x
}

// TestExamplesInBrowser opens the page of every example file in Chromium
// and replays every record: every turn with the keys and by clicking, a
// variation entered and left, the board flipped, #rK-tN links followed on
// load and in the open page. The board must show what `arbiter show` gives.
// Trimmed (internal/longtest), it opens every third example file.
func TestExamplesInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	browsertest.Require(t) // skip at once, not file by file
	files, err := filepath.Glob("../../examples/*/*.*")
	if err != nil {
		t.Fatal(err)
	}
	files = slices.DeleteFunc(files, func(f string) bool { return strings.HasSuffix(f, ".go") })
	every := longtest.Pick(1, 3) // trimmed: every third example, of every game
	for i, file := range files {
		if i%every != 0 {
			continue
		}
		t.Run(filepath.Base(file), func(t *testing.T) {
			t.Parallel() // each in a tab of its own
			exps := readExamples(t, file)
			var entries []page.Entry
			for _, x := range exps {
				entries = append(entries, x.entry)
			}
			var buf bytes.Buffer
			if err := page.Write(&buf, entries); err != nil {
				t.Fatal(err)
			}
			tb := open(t, buf.Bytes(), "")
			for i, x := range exps {
				checkRecord(t, tb, i+1, x)
				tb.scripted = true
			}
			if strings.HasPrefix(filepath.Base(file), "annotated.") {
				checkLoadLink(t, buf.Bytes(), exps)
			}
		})
	}
}

// realSteps is how many steps of a walk go through the browser's input on
// the first record of a page (real key presses and mouse clicks, a few
// hundredths of a second each); the rest, and the other records, are
// dispatched by a script in the page, so that every turn of every example
// is visited in a reasonable time.
const realSteps = 3

// step is one key press or click, and what the page must show after it.
type step struct {
	key, click string // the key (a DOM key name), or the turn clicked
	turn       string // the turn highlighted ("" for the start)
	position   string
	how        string
}

// checkRecord replays record k of the open page.
func checkRecord(t *testing.T, tb *tab, k int, x expected) {
	if len(x.positions) == 0 {
		checkUnshown(t, tb, k)
		return
	}
	name := func(n int) string {
		if n == x.first-1 {
			return ""
		}
		return strconv.Itoa(n)
	}
	tb.setHash(k, strconv.Itoa(x.first-1), "")
	tb.Focus(fmt.Sprintf(`section[data-record="%d"] input.position`, k))
	steps := []step{{key: "End"}, {key: "Home", turn: "", position: x.positions[x.first-1], how: "Home"}}
	for n := x.first; n <= x.last; n++ {
		steps = append(steps, step{key: "ArrowRight", turn: name(n), position: x.positions[n], how: "→"})
	}
	end := x.last
	if x.illegal != 0 {
		end = x.illegal
		steps = append(steps, step{key: "ArrowRight", turn: strconv.Itoa(x.illegal), position: x.positions[x.last],
			how: "→ onto the illegal turn (the board stops before it)"})
	}
	steps = append(steps, step{key: "ArrowRight"}, step{key: "Home"},
		step{key: "End", turn: strconv.Itoa(end), position: x.positions[x.last], how: "End"})
	if x.illegal != 0 {
		steps = append(steps, step{key: "ArrowLeft", turn: name(x.last), position: x.positions[x.last], how: "← off the illegal turn"})
	}
	for n := x.last - 1; n >= x.first-1; n-- {
		steps = append(steps, step{key: "ArrowLeft", turn: name(n), position: x.positions[n], how: "←"})
	}
	for n := x.first; n <= x.last; n++ {
		steps = append(steps, step{click: strconv.Itoa(n), turn: name(n), position: x.positions[n], how: "a click"})
	}
	walk(t, tb, k, steps)
	if x.illegal != 0 {
		checkIllegalMark(t, tb, k, x)
	}
	checkVariation(t, tb, k, x)
	checkFlip(t, tb, k)
	mid := (x.first + x.last) / 2
	s := tb.setHash(k, strconv.Itoa(mid), name(mid))
	if s.Position != x.positions[mid] {
		t.Errorf("record %d, #r-t in the open page: shows %q, want %q", k, s.Position, x.positions[mid])
	}
}

// walk runs the steps on record k: the first realSteps keys and clicks
// through the browser's input, the others from a script, in order.
func walk(t *testing.T, tb *tab, k int, steps []step) {
	t.Helper()
	keys, clicks := 0, 0
	var scripted []step
	flush := func() {
		if len(scripted) == 0 {
			return
		}
		got := eval[[][2]string](tb, scriptSteps(k, scripted))
		for i, st := range scripted {
			if st.how != "" {
				checkStep(t, k, st, got[i][0], got[i][1], true)
			}
		}
		scripted = nil
	}
	for _, st := range steps {
		switch {
		case st.key != "" && keys < realSteps && !tb.scripted:
			flush()
			keys++
			tb.key(st.key)
		case st.click != "" && clicks < realSteps && !tb.scripted:
			flush()
			clicks++
			tb.click(k, `[data-turn="`+st.click+`"]`)
		default:
			scripted = append(scripted, st)
			continue
		}
		if st.how != "" {
			s := tb.shown(k)
			checkStep(t, k, st, s.Turn, s.Position, s.Visible)
		}
	}
	flush()
}

func checkStep(t *testing.T, k int, st step, turn, position string, visible bool) {
	t.Helper()
	if !visible || turn != st.turn || position != st.position {
		t.Fatalf("record %d, %s: shows turn %q, position %q (visible %v); want turn %q, position %q",
			k, st.how, turn, position, visible, st.turn, st.position)
	}
}

// scriptSteps is a script that presses keys on the focused element (they
// bubble to the document, as typed keys do) and clicks turns, and returns
// the turn highlighted and the board's position after each.
func scriptSteps(k int, steps []step) string {
	var b strings.Builder
	fmt.Fprintf(&b, `(() => {
		const s = document.querySelector('section[data-record="%d"]');
		const read = () => {
			const c = s.querySelector('.turn.current');
			return [c ? c.getAttribute('data-turn') : '', s.querySelector('svg.board').getAttribute('data-position')];
		};
		const key = k => (document.activeElement || document.body).dispatchEvent(
			new KeyboardEvent('keydown', {key: k, bubbles: true, cancelable: true}));
		const click = n => s.querySelector('[data-turn="' + n + '"]').click();
		const out = [];
`, k)
	for _, st := range steps {
		if st.key != "" {
			fmt.Fprintf(&b, "key(%q); out.push(read());\n", st.key)
		} else {
			fmt.Fprintf(&b, "click(%q); out.push(read());\n", st.click)
		}
	}
	b.WriteString("return out;\n})()")
	return b.String()
}

// checkIllegalMark checks that the illegal turn is marked with its reason.
func checkIllegalMark(t *testing.T, tb *tab, k int, x expected) {
	t.Helper()
	got := eval[string](tb, fmt.Sprintf(`(() => {
		const e = document.querySelector('section[data-record="%d"] [data-turn="%d"]');
		const r = e.nextElementSibling;
		return e.classList.contains('illegal') && r && r.classList.contains('reason') ? r.textContent : '';
	})()`, k, x.illegal))
	if !strings.Contains(got, x.reason) {
		t.Errorf("record %d: the illegal turn %d is marked %q, want the reason %q", k, x.illegal, got, x.reason)
	}
}

// checkVariation enters the first variation the record has and leaves it.
func checkVariation(t *testing.T, tb *tab, k int, x expected) {
	t.Helper()
	if x.varTurn == "" {
		return
	}
	tb.click(k, `[data-turn="`+x.mainTurn+`"]`)
	tb.key("ArrowDown")
	if s := tb.shown(k); s.Turn != x.varTurn || s.Position != x.varPosition {
		t.Errorf("record %d: ↓ at turn %s shows %q, %q; want %s, %q", k, x.mainTurn, s.Turn, s.Position, x.varTurn, x.varPosition)
	}
	tb.key("ArrowUp")
	if s := tb.shown(k); s.Turn != x.mainTurn {
		t.Errorf("record %d: ↑ in the variation shows turn %q, want %s", k, s.Turn, x.mainTurn)
	}
	tb.click(k, `[data-turn="`+x.varTurn+`"]`)
	if s := tb.shown(k); s.Turn != x.varTurn || s.Position != x.varPosition {
		t.Errorf("record %d: a click on %s shows %q, %q; want %q", k, x.varTurn, s.Turn, s.Position, x.varPosition)
	}
}

// checkFlip turns the board around and back.
func checkFlip(t *testing.T, tb *tab, k int) {
	t.Helper()
	before := tb.shown(k)
	tb.click(k, `button[data-act="flip"]`)
	flipped := tb.shown(k)
	if flipped.Position != before.Position || flipped.Drawn == before.Drawn {
		t.Errorf("record %d: flipping kept the drawing (%v) or changed the position (%q, was %q)",
			k, flipped.Drawn == before.Drawn, flipped.Position, before.Position)
	}
	tb.click(k, `button[data-act="flip"]`)
	if back := tb.shown(k); back.Drawn != before.Drawn {
		t.Errorf("record %d: flipping twice does not give the board back", k)
	}
}

// checkUnshown checks that a record that cannot be replayed says why.
func checkUnshown(t *testing.T, tb *tab, k int) {
	t.Helper()
	eval[string](tb, fmt.Sprintf(`location.hash = "#r%d"`, k))
	msg, ok := browsertest.Poll[string](tb.Page, fmt.Sprintf(`(e => e && e.getClientRects().length > 0 &&
		getComputedStyle(e).visibility !== 'hidden' && e.textContent)(
		document.querySelector('section[data-record="%d"] .error'))`, k), browsertest.Patience)
	if !ok {
		t.Fatalf("record %d cannot be read but the page shows no error", k)
	}
	if !strings.Contains(msg, "cannot be shown: ") || len(msg) < 30 {
		t.Errorf("record %d cannot be read but the page says %q", k, msg)
	}
}

// checkLoadLink opens the page at #rK-tN, N in the middle of the last
// record that has turns.
func checkLoadLink(t *testing.T, html []byte, exps []expected) {
	t.Helper()
	for k := len(exps); k >= 1; k-- {
		x := exps[k-1]
		if len(x.positions) < 2 {
			continue
		}
		mid := (x.first + x.last) / 2
		tb := open(t, html, fmt.Sprintf("#r%d-t%d", k, mid))
		if s := tb.waitTurn(k, strconv.Itoa(mid)); s.Position != x.positions[mid] {
			t.Errorf("opened at #r%d-t%d, the board shows %q, want %q", k, mid, s.Position, x.positions[mid])
		}
		return
	}
}
