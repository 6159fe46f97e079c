package standings

import (
	"html/template"
	"io"
	"strconv"
	"strings"
	"sync"
)

// Link gives the address of a game's page, "" where there is none.
type Link func(Ref) string

// htmlView is what the HTML templates read.
type htmlView struct {
	Report
	link Link
}

// cell is a crosstable cell as the page shows it.
type cell struct {
	Text, Href, Class string
}

// Title names an event.
func (htmlView) Title(ev Event) string { return ev.title() }

// Num writes a number as the table does.
func (htmlView) Num(x float64) string { return number(x) }

// Round writes a rating or its error, to the point.
func (htmlView) Round(x float64) string { return strconv.Itoa(int(x + 0.5)) }

// Anchor says where ratings are anchored.
func (htmlView) Anchor(rt Ratings) string { return rt.anchorText() }

// Cells are a standing's crosstable cells, linked to their games.
func (v htmlView) Cells(ev Event, line int) []cell {
	s := ev.Standings[line]
	var out []cell
	if ev.Kind == "rounds" {
		for _, c := range s.Rounds {
			x := cell{Text: ev.roundText(c)}
			if c != nil {
				x.Href, x.Class = v.href(c.Game), scoreClass(c.Score, 1)
			}
			out = append(out, x)
		}
		return out
	}
	for j, c := range s.Against {
		x := cell{Text: cellText(c, j == line)}
		switch {
		case j == line:
			x.Class = "self"
		case c != nil:
			x.Href, x.Class = v.href(c.Last), scoreClass(c.Score, c.Games)
		}
		out = append(out, x)
	}
	return out
}

// href is a game's address, "" without a link.
func (v htmlView) href(r Ref) string {
	if v.link == nil {
		return ""
	}
	return v.link(r)
}

// scoreClass is a cell's class by its score: won, drawn or lost.
func scoreClass(score float64, games int) string {
	switch {
	case 2*score > float64(games):
		return "won"
	case 2*score < float64(games):
		return "lost"
	}
	return "drawn"
}

// Heads are the crosstable's column heads.
func (htmlView) Heads(ev Event) []string {
	if ev.Kind == "rounds" {
		return ev.Rounds
	}
	heads := make([]string, len(ev.Standings))
	for i := range heads {
		heads[i] = strconv.Itoa(i + 1)
	}
	return heads
}

// TiebreakAbbr is a tie-break's head, as FIDE abbreviates it.
func (htmlView) TiebreakAbbr(t Tiebreak) string { return tiebreakAbbr[t] }

// TiebreakName is a tie-break's name in words.
func (htmlView) TiebreakName(t Tiebreak) string { return tiebreakName[t] }

// tiebreakAbbr and tiebreakName are the tie-breaks' heads and names.
var (
	tiebreakAbbr = map[Tiebreak]string{DirectEncounter: "DE", Wins: "WIN", SonnebornBerger: "SB", BuchholzCut1: "BH-C1", Buchholz: "BH"}
	tiebreakName = map[Tiebreak]string{DirectEncounter: "direct encounter (h2h)", Wins: "games won (wins)", SonnebornBerger: "Sonneborn-Berger (sb)",
		BuchholzCut1: "Buchholz cut 1 (buchholz-cut1)", Buchholz: "Buchholz (buchholz)"}
)

// Games counts games in words.
func (htmlView) Games(n int) string { return games(n) }

// Plus1 counts from 1.
func (htmlView) Plus1(i int) int { return i + 1 }

// Style is the section's style sheet, for a page to hold once.
const Style = `.standings{font-family:system-ui,sans-serif;color:#222}
.standings h2{font-size:1.2em;margin:1.2em 0 .4em}
.standings .scroll{overflow-x:auto;max-width:100%}
.standings table{border-collapse:collapse;margin:.3em 0 1em;font-variant-numeric:tabular-nums}
.standings th,.standings td{padding:.25em .5em;border-bottom:1px solid #ddd;text-align:right;white-space:nowrap}
.standings th.name,.standings td.name{text-align:left}
.standings thead th{background:#f3f3f3;position:sticky;top:0}
.standings td.won{background:#e3f4e3}.standings td.lost{background:#f8e3e3}.standings td.drawn{background:#f2f2e0}
.standings td.self{background:#ccc}
.standings table.crosstable td:not(.name){text-align:center}
.standings td a{color:inherit;text-decoration:none;display:block}
.standings td a:hover{text-decoration:underline}
.standings .note{color:#555;font-size:.9em}
.standings abbr{text-decoration:none}
.standings td.name{position:sticky;left:0;background:#fff}
@media (max-width:600px){.standings th,.standings td{padding:.2em .3em;font-size:.9em}}`

// sectionTemplate and pageTemplate are parsed on first use (not as every
// command of the binary starts).
var sectionTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("section").Parse(`<section class="standings">
{{- range $ev := .Events}}
<h2>{{$.Title $ev}}</h2>
<div class="scroll"><table class="table">
<thead><tr><th>#</th><th class="name">player</th><th><abbr title="games">G</abbr></th><th><abbr title="won">W</abbr></th><th><abbr title="drawn">D</abbr></th><th><abbr title="lost">L</abbr></th><th><abbr title="points">Pts</abbr></th>{{range $.Tiebreaks}}<th><abbr title="{{$.TiebreakName .}}">{{$.TiebreakAbbr .}}</abbr></th>{{end}}</tr></thead>
<tbody>{{range $ev.Standings}}
<tr><td>{{.Rank}}</td><td class="name">{{.Name}}</td><td>{{.Games}}</td><td>{{.Wins}}</td><td>{{.Draws}}</td><td>{{.Losses}}</td><td>{{$.Num .Points}}</td>{{$s := .}}{{range $.Tiebreaks}}<td>{{index $s.Tiebreaks . | $.Num}}</td>{{end}}</tr>{{end}}
</tbody></table></div>
<div class="scroll"><table class="crosstable">
<thead><tr><th>#</th><th class="name">player</th>{{range $.Heads $ev}}<th>{{.}}</th>{{end}}</tr></thead>
<tbody>{{range $i, $s := $ev.Standings}}
<tr><td>{{$.Plus1 $i}}</td><td class="name">{{$s.Name}}</td>{{range $.Cells $ev $i}}<td{{if .Class}} class="{{.Class}}"{{end}}>{{if .Href}}<a href="{{.Href}}">{{.Text}}</a>{{else}}{{.Text}}{{end}}</td>{{end}}</tr>{{end}}
</tbody></table></div>
{{- end}}
{{- range .Ratings}}
<h2>{{.Game}} ratings</h2>
<p class="note">{{$.Anchor .}}</p>
<div class="scroll"><table class="ratings">
<thead><tr><th>#</th><th class="name">player</th><th>rating</th><th>±</th><th>games</th><th>score</th></tr></thead>
<tbody>{{range $i, $p := .Players}}
<tr><td>{{$.Plus1 $i}}</td><td class="name">{{$p.Name}}</td><td>{{$.Round $p.Rating}}</td><td>{{$.Round $p.Error}}</td><td>{{$p.Games}}</td><td>{{$.Num $p.Score}}</td></tr>{{end}}
</tbody></table></div>
{{- range .Unrated}}
<p class="note">unrated: {{.Name}} ({{$.Games .Games}}, score {{$.Num .Score}}): {{.Reason}}</p>
{{- end}}
{{- end}}
</section>
`))
})

var pageTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>body{margin:1em;max-width:100%}h1{font-family:system-ui,sans-serif;font-size:1.4em}
{{.Style}}</style>
</head>
<body>
<h1>{{.Title}}</h1>
{{.Section}}</body>
</html>
`))
})

// WriteHTMLSection writes the standings, crosstables and ratings as one
// HTML section (class "standings", styled by Style) for a page to hold;
// link, when not nil, gives each result's game its address.
func (r Report) WriteHTMLSection(w io.Writer, link Link) error {
	return sectionTemplate().Execute(w, htmlView{Report: r, link: link})
}

// WriteHTML writes a self-contained page of the section, titled title.
func (r Report) WriteHTML(w io.Writer, title string, link Link) error {
	var section strings.Builder
	if err := r.WriteHTMLSection(&section, link); err != nil {
		return err
	}
	return pageTemplate().Execute(w, struct {
		Title   string
		Style   template.CSS
		Section template.HTML
	}{Title: title, Style: template.CSS(Style), Section: template.HTML(section.String())})
}
