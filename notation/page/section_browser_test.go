package page_test

import (
	"bytes"
	"html/template"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/pageentry"
)

// TestSectionOpensGames: a section above the records (the standings of
// `arbiter html --standings`) shows before them, and a link of it to #rK
// opens record K, as a result of the table opens its game.
func TestSectionOpensGames(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	xs := readExamples(t, "../../examples/yinsh/korean-club.yinsh")
	xs = append(xs, readExamples(t, "../../examples/jungle/korean-club.jungle")...)
	buf := &bytes.Buffer{}
	pw := page.NewWriter(buf)
	for _, x := range xs {
		opts := referee.Options{Positions: true}
		e, err := pageentry.Of(referee.Check(x.entry.Record, opts), opts)
		if err != nil {
			t.Fatal(err)
		}
		if err := pw.Add(e); err != nil {
			t.Fatal(err)
		}
	}
	last := len(xs)
	pw.AddSection(page.Section{HTML: template.HTML(`<div class="table"><h2>서울 리그</h2><a id="to-last" href="#r` + strconv.Itoa(last) + `">1-0</a></div>`),
		Style: `.table h2 { color: #123456; }`})
	if err := pw.Close(); err != nil {
		t.Fatal(err)
	}
	html := buf.String()
	if s, r := strings.Index(html, `<aside class="section">`), strings.Index(html, `data-record="1"`); s < 0 || s > r {
		t.Fatalf("the section is not above the records (at %d, the first record at %d)", s, r)
	}
	tb := open(t, buf.Bytes(), "#r1")
	tb.waitTurn(1, strconv.Itoa(xs[0].last))
	tb.Click(`#to-last`)
	tb.waitTurn(last, strconv.Itoa(xs[last-1].last))
	if color := eval[string](tb, `getComputedStyle(document.querySelector('aside.section h2')).color`); color != "rgb(18, 52, 86)" {
		t.Errorf("the section's style is not applied: its heading is %s", color)
	}
}
