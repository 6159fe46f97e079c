package page_test

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/bridge"
	"github.com/arbiter-games/arbiter/referee/pageentry"
)

// TestDownloadInBrowser clicks a record's download button and the table's
// download all: the files hold the bytes `arbiter convert` writes for the
// records (bridge.Canonical, the text writer of convert), and nothing is
// fetched.
func TestDownloadInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	var entries []page.Entry
	var reports []*referee.Report
	var last int
	for _, file := range []string{"../../examples/yinsh/annotated.yinsh", "../../examples/ingenious/korean-club.ingenious"} {
		opts := referee.FileOptions{Options: referee.Options{Positions: true}, Jobs: 1}
		if _, err := referee.Files([]string{file}, opts, func(res referee.Result) error {
			if res.Report != nil {
				reports = append(reports, res.Report)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		x := readExamples(t, file)[0]
		entries, last = append(entries, x.entry), x.last
	}
	var buf bytes.Buffer
	if err := page.Write(&buf, entries); err != nil {
		t.Fatal(err)
	}
	tb := open(t, buf.Bytes(), "#r2")
	tb.waitTurn(2, strconv.Itoa(last))
	catchFiles(tb)
	tb.click(2, `button[data-act="download"]`)
	eval[bool](tb, `document.querySelector('button[data-act="download-all"]').click() === undefined`)
	got, ok := browsertest.Poll[[]string](tb.Page, `window.downloaded.length === 2 && window.downloaded`, browsertest.Patience)
	if !ok {
		t.Fatal("no file was given")
	}
	one, err := bridge.Canonical(reports[1])
	if err != nil {
		t.Fatal(err)
	}
	all, err := bridge.Canonical(reports...)
	if err != nil {
		t.Fatal(err)
	}
	if got[0] != one {
		t.Errorf("download gives\n%s\nwant\n%s", got[0], one)
	}
	if got[1] != all {
		t.Errorf("download all gives\n%s\nwant\n%s", got[1], all)
	}
}

// catchFiles catches the files the page gives as they are made, in
// window.downloaded.
func catchFiles(tb *tab) {
	tb.T.Helper()
	eval[bool](tb, `(() => { window.downloaded = [];
		const make = URL.createObjectURL;
		URL.createObjectURL = b => { b.text().then(t => window.downloaded.push(t)); return make(b); };
		HTMLAnchorElement.prototype.click = function () {};
		return true; })()`)
}

// TestDownloadAllEdited edits the first of three records, each with `%`
// lines, on the analysis board (a comment): download all gives the bytes
// `arbiter convert` writes for the records as they stand, the edited one
// read from its text.
func TestDownloadAllEdited(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	src := "% a note before the first record\n[Game \"Jungle\"]\n\n1. Ta1-b1\n% a note after its turn\n2. Ra7-a6 *\n" +
		"% a note before the second\n[Game \"Jungle\"]\n\n1. Ta1-a2 *\n\n% before the third\n[Game \"YINSH\"]\n\n1. e5 *\n% the end\n"
	var reports []*referee.Report
	var entries []page.Entry
	r := text.NewReader(strings.NewReader(src), "club.txt")
	for {
		u, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		rec, err := u.Parse()
		if err != nil {
			t.Fatal(err)
		}
		opts := referee.Options{Positions: true}
		rep := referee.Check(rec, opts)
		e, err := pageentry.Of(rep, opts)
		if err != nil {
			t.Fatal(err)
		}
		reports, entries = append(reports, rep), append(entries, e)
	}
	var buf bytes.Buffer
	if err := page.Write(&buf, entries); err != nil {
		t.Fatal(err)
	}
	tb := open(t, buf.Bytes(), "")
	tb.scripted = true
	tb.waitTurn(1, "2")
	tb.click(1, `button[data-act="analyse"]`)
	if _, ok := browsertest.Poll[bool](tb.Page, `document.querySelector('section.analysing') !== null`, browsertest.Patience); !ok {
		t.Fatal("the analysis board never opened")
	}
	tb.click(1, `[data-board-node="1"]`)
	eval[bool](tb, `(c => { c.value = 'a try'; return c.dispatchEvent(new Event('change', {bubbles: true})); })(
		document.querySelector('section[data-record="1"] textarea[data-comment]'))`)
	edited := tb.recordText()
	if !strings.Contains(edited, "{a try}") {
		t.Fatalf("the comment is not in the record's text:\n%s", edited)
	}
	catchFiles(tb)
	eval[bool](tb, `document.querySelector('button[data-act="download-all"]').click() === undefined`)
	got, ok := browsertest.Poll[[]string](tb.Page, `window.downloaded.length === 1 && window.downloaded`, browsertest.Patience)
	if !ok {
		t.Fatal("no file was given")
	}
	reports[0] = referee.Check(parseText(t, edited), referee.Options{})
	want, err := bridge.Canonical(reports...)
	if err != nil {
		t.Fatal(err)
	}
	if got[0] != want {
		t.Errorf("download all gives\n%s\nwant (convert)\n%s", got[0], want)
	}
}
