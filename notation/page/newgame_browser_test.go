package page_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page/board"
	"github.com/arbiter-games/arbiter/referee"
)

// poll waits until a script's expression is true in the page, failing the
// test with what when it never is.
func (tb *tab) poll(js, what string) {
	tb.T.Helper()
	if _, ok := browsertest.Poll[bool](tb.Page, js, browsertest.Patience); !ok {
		tb.T.Fatal(what)
	}
}

// choose chooses a value of one of the new game's lists, as a person does.
func (tb *tab) choose(name, value string) {
	tb.T.Helper()
	eval[bool](tb, fmt.Sprintf(`(s => { s.value = %q; return s.value === %[1]q && s.dispatchEvent(new Event('change', {bubbles: true})); })(
		document.querySelector('dialog.new-game [data-new=%q]'))`, value, name))
}

// shoot writes a picture of the page to docs/img/name with -update.
func (tb *tab) shoot(name string) {
	tb.T.Helper()
	if !golden.Updating() {
		return
	}
	shot, err := chromedp.Run(tb.Ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.T.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("..", "..", "docs", "img", name), shot, 0o644); err != nil {
		tb.T.Fatal(err)
	}
}

// TestNewGame starts a new game of each game from a page without records
// (Ingenious with three seats, and in two teams), a player's name typed
// in Hangul, then enters two turns by clicks: the record's text is what a
// board of the test started the same way writes, and what `arbiter
// convert` writes for that text. With -update it writes pictures of the
// dialog to docs/img/html-new-game-<width>.png.
func TestNewGame(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	for _, c := range []struct {
		game, variant, seats string
		tags                 []notation.Tag // as the page writes them from what is typed
	}{
		{"YINSH", "", "", []notation.Tag{{Name: "White", Value: "김민준"}, {Name: "Event", Value: "클럽 밤"}}},
		{"Jungle", "", "", []notation.Tag{{Name: "Black", Value: "김민준"}, {Name: "Event", Value: "클럽 밤"}}},
		{"Ingenious", "", "3", []notation.Tag{{Name: "Seat1", Value: "김민준"}, {Name: "Seat2", Value: "?"}, {Name: "Seat3", Value: "?"}, {Name: "Event", Value: "클럽 밤"}}},
		{"Ingenious", "teams", "", []notation.Tag{{Name: "Seat1", Value: "김민준"}, {Name: "Seat2", Value: "?"}, {Name: "Seat3", Value: "?"}, {Name: "Seat4", Value: "?"}, {Name: "Event", Value: "클럽 밤"}}},
	} {
		t.Run(c.game+c.variant+c.seats, func(t *testing.T) {
			tb := open(t, pageOf(t), "")
			tb.poll(`!document.querySelector('button[data-act="new"]').disabled`, "the new game's button is never enabled")
			tb.Click(`button[data-act="new"]`)
			tb.poll(`document.querySelector('dialog.new-game').open`, "new game opens no dialog")
			tb.choose("game", c.game)
			if c.variant != "" {
				tb.choose("variant", c.variant)
			}
			if c.seats != "" {
				tb.choose("seats", c.seats)
			}
			tb.Run(chromedp.SendKeys(chromedp.CSS(fmt.Sprintf(`dialog.new-game input[data-tag=%q]`, c.tags[0].Name)), c.tags[0].Value),
				chromedp.SendKeys(chromedp.CSS(`dialog.new-game input[data-tag="Event"]`), "클럽 밤"))
			if c.game == "Ingenious" && c.variant == "teams" {
				for _, w := range widths {
					tb.viewport(w, 800)
					tb.shoot(fmt.Sprintf("html-new-game-%d.png", w))
				}
			}
			tb.Click(`button[data-act="new-start"]`)
			tb.poll(`document.querySelector('section[data-record="1"].analysing textarea[data-text]') !== null`, "the new game never opened on its board")
			tb.scripted = true
			b, err := board.New(referee.Boards{}, c.game, c.variant, "", c.tags)
			if err != nil {
				t.Fatal(err)
			}
			enter(tb, b, 2, first)
			want, err := b.Text()
			if err != nil {
				t.Fatal(err)
			}
			tb.poll(fmt.Sprintf(`document.querySelector('section[data-record="1"] textarea[data-text]').value === %q`, want),
				fmt.Sprintf("the page's text is\n%s\nwant\n%s", tb.recordText(), want))
			if got := tb.recordText(); canonical(t, got) != got {
				t.Errorf("the page's text is not as convert writes it:\n%s", got)
			}
			if h := eval[string](tb, `document.querySelector('section[data-record="1"] h1').textContent`); !strings.Contains(h, "김민준") {
				t.Errorf("the new record's title is %q", h)
			}
		})
	}
}

// TestNewGameRefused says, in the dialog, why a game cannot be set up.
func TestNewGameRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	tb := open(t, pageOf(t, parseText(t, "[Game \"Jungle\"]\n\n1. Df2-e2 *\n")), "")
	tb.poll(`!document.querySelector('button[data-act="new"]').disabled`, "the new game's button is never enabled")
	tb.Click(`button[data-act="new"]`)
	tb.choose("game", "Ingenious")
	tb.choose("variant", "teams")
	tb.choose("seats", "3")
	tb.Click(`button[data-act="new-start"]`)
	tb.poll(`document.querySelector('dialog.new-game').open && document.querySelector('dialog.new-game p.cannot').textContent !== ''`,
		"a teams game of three seats is not refused")
	tb.Click(`button[data-act="new-cancel"]`)
	tb.poll(`!document.querySelector('dialog.new-game').open && document.querySelectorAll('section[data-record]').length === 1`,
		"cancel leaves the dialog open, or a record was added")
}

// TestNewGameKept keeps a new game over a reload, after the page's own
// records, in the table of records.
func TestNewGameKept(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	one := parseText(t, "[Game \"Jungle\"]\n\n1. Df2-e2 *\n")
	tb := open(t, pageOf(t, one, one), "")
	tb.poll(`!document.querySelector('button[data-act="new"]').disabled`, "the new game's button is never enabled")
	tb.Click(`button[data-act="new"]`)
	tb.choose("game", "YINSH")
	tb.Click(`button[data-act="new-start"]`)
	tb.poll(`document.querySelector('section[data-record="3"].analysing') !== null && document.querySelectorAll('nav.records tbody tr').length === 3`,
		"the new game is not the page's third record")
	tb.scripted = true
	b, err := board.New(referee.Boards{}, "YINSH", "", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	// A ring placed: a whole turn of one click, on the section's first spot.
	at := eval[string](tb, `(s => { s.dispatchEvent(new MouseEvent('click', {bubbles: true})); return s.getAttribute('data-at'); })(
		document.querySelector('section[data-record="3"] .spot'))`)
	if _, err := b.Click(notation.Gesture{Kind: notation.GestureAt, Text: at}); err != nil {
		t.Fatal(err)
	}
	want, err := b.Text()
	if err != nil {
		t.Fatal(err)
	}
	tb.poll(fmt.Sprintf(`document.querySelector('section[data-record="3"] textarea[data-text]').value === %q`, want), "the new game's turn is not in its text")
	tb.Run(chromedp.Reload())
	tb.poll(fmt.Sprintf(`(t => t !== null && t.value === %q)(document.querySelector('section[data-record="3"] textarea[data-text]'))`, want),
		"after a reload the new game is not there")
	tb.Run(chromedp.Navigate(tb.URL + "#r3"))
	tb.poll(`!document.querySelector('section[data-record="3"]').hidden`, "#r3 does not show the new game")
}

// TestRefereeWord asks the referee's worker for the forced win annotate
// found in the Jungle club game; starts a search too deep to end and
// steps through the record while it runs, then stops it; and plays the
// sparring engine's turn, which the board takes.
func TestRefereeWord(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	src, err := os.ReadFile("../../examples/jungle/club-night-annotated.jungle")
	if err != nil {
		t.Fatal(err)
	}
	tb := startAnalysis(t, string(src[:strings.Index(string(src), "\n\n[Game")+1]), true)
	said := `document.querySelector('section[data-record="1"] p[data-word]').textContent`
	tb.poll(`(t => { if (!t) { return false; } t.click(); return true; })(
		[...document.querySelectorAll('section[data-record="1"] .tree .turn')].find(e => e.textContent.startsWith('14... Ef7-e7')))`, "no turn 14... Ef7-e7")
	tb.click(1, `button[data-act="solve"]`)
	tb.poll(said+`.startsWith('after turn 14...: win for Black (Lee Seo-yeon) in 3 turns: Tc8-c9')`, "the search does not find the win in 3: "+eval[string](tb, said))
	for _, w := range widths {
		tb.viewport(w, 900)
		eval[bool](tb, `document.querySelector('section[data-record="1"] p[data-word]').scrollIntoView({block: 'center'}) === undefined`)
		tb.shoot(fmt.Sprintf("html-referee-word-%d.png", w))
	}

	tb.key("Home")
	tb.poll(`document.querySelector('section[data-record="1"] .tree .current') === null`, "Home does not go to the start")
	eval[bool](tb, `(i => { i.value = '60'; return true; })(document.querySelector('section[data-record="1"] input[data-depth]'))`)
	tb.click(1, `button[data-act="solve"]`)
	start := eval[string](tb, `document.querySelector('section[data-record="1"] svg.board').getAttribute('data-position')`)
	tb.key("ArrowRight")
	tb.poll(fmt.Sprintf(`document.querySelector('section[data-record="1"] svg.board').getAttribute('data-position') !== %q`, start), "the page does not step while the search runs")
	if s := eval[string](tb, said); !strings.HasPrefix(s, "searching") || eval[bool](tb, `document.querySelector('section[data-record="1"] button[data-act="stop"]').disabled`) {
		t.Fatalf("while a 60-turn search runs the page says %q", s)
	}
	tb.click(1, `button[data-act="stop"]`)
	tb.poll(said+` === 'stopped' && document.querySelector('section[data-record="1"] button[data-act="stop"]').disabled`, "stop does not stop")

	b, err := board.Load(referee.Boards{}, tb.recordText(), "")
	if err != nil {
		t.Fatal(err)
	}
	b.Forward()
	eval[bool](tb, `(s => { s.value = '1'; return true; })(document.querySelector('section[data-record="1"] select[data-level]'))`)
	tb.click(1, `button[data-act="spar"]`)
	tb.poll(`!document.querySelector('section[data-record="1"] button[data-act="play"]').hidden`, "the engine gives no turn: "+eval[string](tb, said))
	move := strings.TrimPrefix(eval[string](tb, `document.querySelector('section[data-record="1"] button[data-act="play"]').textContent`), "play ")
	tb.click(1, `button[data-act="play"]`)
	if err := b.Play(move); err != nil {
		t.Fatalf("the engine's turn %s: %v", move, err)
	}
	want, err := b.Text()
	if err != nil {
		t.Fatal(err)
	}
	tb.poll(fmt.Sprintf(`document.querySelector('section[data-record="1"] textarea[data-text]').value === %q`, want),
		fmt.Sprintf("after the engine's turn %s the page's text is\n%s\nwant\n%s", move, tb.recordText(), want))
	if cannot := eval[string](tb, `document.querySelector('section[data-record="1"] p.cannot').textContent`); cannot != "" {
		t.Errorf("after the engine's turn the page says %q", cannot)
	}
}
