package page_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/notation/page/board"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/pageentry"
)

// TestBigRecordsInBrowser opens pages of records at the limits, each on
// the analysis board: variations nested 999 deep (the most a record may
// nest) and a megabyte of comments. A click plays a turn at the end of
// the main line and the record's text is then what a board of the test
// gives (convert's). A record nested 5,000 deep cannot be read: its page
// opens, says so, and the record beside it is analysed.
func TestBigRecordsInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	browsertest.Require(t)
	yinsh := "[Game \"YINSH\"]\n\n"
	for name, src := range map[string]string{
		"deep": yinsh + "1. e5 " + strings.Repeat("(1. e5 ", 999) + strings.Repeat(")", 999) + " *\n",
		// a megabyte of comments, in a record of at most 1 MiB
		"comments": yinsh + "1. e5 {" + strings.Repeat("a comment ", 50_000) + "} 2. f6 {" + strings.Repeat("ein Kommentar ", 35_000) + "} *\n",
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			tb, b := analyseAtEnd(t, src)
			enter(tb, b, 1, first)
			want, err := b.Text()
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector('section[data-record="1"] textarea[data-text]').value === %q`, want), browsertest.Patience); !ok {
				got := tb.recordText()
				t.Errorf("after a turn the page's text (%d bytes) is not the board's (%d bytes)", len(got), len(want))
			}
		})
	}
}

// TestTooDeepInBrowser opens a page of a record whose variations are
// nested 5,000 deep, more than a record may (the reader refuses it), and
// a record after it: the page says why the first cannot be shown, and the
// second is analysed (a click plays a turn).
func TestTooDeepInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	deep := "[Game \"YINSH\"]\n\n1. e5 " + strings.Repeat("(1. e5 ", 5000) + strings.Repeat(")", 5000) + " *\n"
	_, err := text.Parse(deep, notation.Pos{File: "deep.yinsh"})
	var nerr *notation.Error
	if !errors.As(err, &nerr) {
		t.Fatalf("a record nested 5,000 deep is read: %v", err)
	}
	src := "[Game \"Jungle\"]\n\n1. Ta1-b1 *\n"
	opts := referee.Options{Positions: true}
	e, err := pageentry.Of(referee.Check(parseText(t, src), opts), opts)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := page.Write(&buf, []page.Entry{page.Unreadable(nerr), e}); err != nil {
		t.Fatal(err)
	}
	tb := open(t, buf.Bytes(), "#r1")
	tb.scripted = true
	said, ok := browsertest.Poll[string](tb.Page, `(p => p && p.textContent)(document.querySelector('section[data-record="1"] p.error'))`, browsertest.Patience)
	if !ok || !strings.Contains(said, "nested more than") {
		t.Fatalf("the page says %q of the record nested 5,000 deep", said)
	}
	tb.setHash(2, "1", "1")
	tb.click(2, `button[data-act="analyse"]`)
	b, err := board.Load(referee.Boards{}, src, "")
	if err != nil {
		t.Fatal(err)
	}
	for played := false; !played; { // a variation to the first turn
		ts := b.Targets()
		g := ts[len(ts)-1]
		sel := fmt.Sprintf(`section[data-record="2"] [data-%s=%q]`, g.Kind, g.Text)
		if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector(%q) !== null`, sel), browsertest.Patience); !ok {
			t.Fatalf("the second record's board shows no %s", sel)
		}
		eval[bool](tb, fmt.Sprintf(`document.querySelector(%q).dispatchEvent(new MouseEvent('click', {bubbles: true}))`, sel))
		if played, err = b.Click(g); err != nil {
			t.Fatal(err)
		}
	}
	want, err := b.Text()
	if err != nil {
		t.Fatal(err)
	}
	if got := eval[string](tb, `document.querySelector('section[data-record="2"] textarea[data-text]').value`); got != want {
		t.Errorf("after a turn the second record's text is\n%s\nwant\n%s", got, want)
	}
}
