package openings

import (
	"fmt"
	"html"
	"io"
	"path/filepath"
	"strings"
)

// pageStyle is the page's whole style: no file or network is needed.
const pageStyle = `body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.3em}h2{font-size:1.1em;margin-top:1.5em}
details{margin-left:1.2em}summary{cursor:pointer;padding:.1em 0}
.move{font-family:ui-monospace,monospace;font-weight:600}
.n{color:#555}.bar{display:inline-block;height:.7em;background:#6a6;margin-left:.4em;vertical-align:middle}
.leaf{margin-left:2.4em;padding:.1em 0}.pos{font-family:ui-monospace,monospace;color:#555;font-size:.9em}`

// WriteHTML writes the trees as one self-contained HTML page: each start
// position, then the turns played from each position as folding lists,
// most played first, each with its games, its results for its player, a
// bar of its score and a sample game, named by its file's base name (a
// shared page never carries the sender's folders). A transposition is
// followed further only where it is first shown.
func (s Summary) WriteHTML(w io.Writer) error {
	p := &textPrinter{w: w}
	p.printf("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Openings</title>\n<style>%s</style>\n</head>\n<body>\n", pageStyle)
	p.printf("<h1>Openings: the first %d turns, turns at least %d %s played</h1>\n", s.Depth, s.Min, plural(s.Min, "game", "games"))
	for _, g := range s.Games {
		p.printf("<h2>%s: %d records, %d positions</h2>\n", html.EscapeString(g.Game), g.Records, g.Positions)
		expanded := map[int]bool{}
		for _, r := range g.Roots {
			n := g.Nodes[r]
			p.printf("<p>Start <span class=\"pos\">%s</span>: <span class=\"n\">%s, e.g. %s</span></p>\n",
				html.EscapeString(n.Position), html.EscapeString(tallyText(n.Tally, "the seat to move")), html.EscapeString(baseSample(n.Sample)))
			p.htmlMoves(g, n, expanded)
		}
	}
	p.printf("</body>\n</html>\n")
	return p.err
}

// htmlMoves writes the turns played from n, each a folding list of the
// turns below it, once per node.
func (p *textPrinter) htmlMoves(g GameSummary, n NodeSummary, expanded map[int]bool) {
	if expanded[n.ID] {
		return
	}
	expanded[n.ID] = true
	for _, m := range n.Moves {
		to := g.Nodes[m.To]
		line := fmt.Sprintf("<span class=\"move\">%d. %s</span> <span class=\"n\">%s, e.g. %s</span>%s",
			n.Turn, html.EscapeString(m.Move), html.EscapeString(tallyText(m.Tally, "its player")), html.EscapeString(baseSample(m.Sample)), scoreBar(m.Tally))
		if expanded[to.ID] || len(to.Moves) == 0 {
			if expanded[to.ID] && len(to.Moves) > 0 {
				line += " <span class=\"n\">(a transposition: its turns are shown above)</span>"
			}
			p.printf("<div class=\"leaf\">%s</div>\n", line)
			continue
		}
		p.printf("<details><summary>%s</summary>\n", line)
		p.htmlMoves(g, to, expanded)
		p.printf("</details>\n")
	}
}

// scoreBar draws a tally's score as a bar (none when no game is
// finished).
func scoreBar(t Tally) string {
	score, ok := t.Score()
	if !ok {
		return ""
	}
	return fmt.Sprintf("<span class=\"bar\" style=\"width:%.1fem\" title=\"score %.1f%%\"></span>", 4*score, 100*score)
}

// baseSample names a sample game, FILE:RECORD, by its file's base name.
func baseSample(sample string) string {
	i := strings.LastIndexByte(sample, ':')
	if i < 0 {
		return filepath.Base(sample)
	}
	return filepath.Base(sample[:i]) + sample[i:]
}
