package page_test

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/bridge"
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
	// The files the page gives are caught as they are made.
	eval[bool](tb, `(() => { window.downloaded = [];
		const make = URL.createObjectURL;
		URL.createObjectURL = b => { b.text().then(t => window.downloaded.push(t)); return make(b); };
		HTMLAnchorElement.prototype.click = function () {};
		return true; })()`)
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
