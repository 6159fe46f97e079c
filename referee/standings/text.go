package standings

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/internal/columns"
)

// number writes a score or a tie-break as the table shows it: no
// decimals when whole, else as few as it needs ("4.5", "12.25").
func number(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// scoreText writes a player's score in games games: "1", "½", "0" for
// one game; for several, the player's score and the opponent's, as a
// match's ("1½–½").
func scoreText(score float64, games int) string {
	if games > 1 {
		return half(score) + "–" + half(float64(games)-score)
	}
	return half(score)
}

// half writes a score in halves: "2", "1½", "½".
func half(score float64) string {
	whole := int(score)
	switch {
	case score == float64(whole):
		return strconv.Itoa(whole)
	case whole == 0:
		return "½"
	}
	return strconv.Itoa(whole) + "½"
}

// seatLetter is how a crosstable writes a seat: the first letter of its
// tag in lower case ("w" for White), or the tag's number ("2" for Seat2).
func seatLetter(tag string) string {
	if i := strings.IndexAny(tag, "0123456789"); i > 0 {
		return tag[i:]
	}
	if tag == "" {
		return "?"
	}
	return strings.ToLower(tag[:1])
}

// WriteText writes the report for people: each event's standings and
// crosstable, then each game's ratings, in columns that stay aligned with
// names in Hangul.
func (r Report) WriteText(w io.Writer) error {
	p := &printer{w: w}
	p.printf("%d records, %d in the table; points %s, %s, %s for a win, a draw, a loss", r.Records, r.Counted,
		number(r.Points.Win), number(r.Points.Draw), number(r.Points.Loss))
	if len(r.PlacePoints) > 0 {
		places := make([]string, len(r.PlacePoints))
		for i, x := range r.PlacePoints {
			places[i] = number(x)
		}
		p.printf("; by place %s in games that rank their seats", strings.Join(places, ", "))
	}
	p.printf("\n")
	for _, ev := range r.Events {
		p.printf("\n%s\n\n", ev.title())
		p.table(ev.standingsRows(r.Tiebreaks))
		p.printf("\n")
		p.table(ev.crosstableRows())
	}
	for _, rt := range r.Ratings {
		p.printf("\n%s ratings: %s\n\n", rt.Game, rt.anchorText())
		p.table(rt.rows())
		for _, u := range rt.Unrated {
			p.printf("  unrated: %s (%s, score %s): %s\n", u.Name, games(u.Games), number(u.Score), u.Reason)
		}
	}
	return p.err
}

// title names an event: its game, name and kind.
func (ev Event) title() string {
	name := ev.Event
	if name == "" {
		name = "all games"
	}
	return fmt.Sprintf("%s: %s (%s, %d players)", ev.Game, name, ev.Kind, len(ev.Standings))
}

// anchorText says where the ratings are anchored.
func (rt Ratings) anchorText() string {
	if rt.Anchor != "" {
		return fmt.Sprintf("%s is %s; ± gives the 95%% interval against that player", rt.Anchor, number(rt.Anchored))
	}
	return fmt.Sprintf("the rated players average %s; ± gives the 95%% interval", number(rt.Anchored))
}

// rows are a table's cells, the header first; a cell starting with a
// digit, "-", "+" or "½" is aligned right.
type rows [][]string

// standingsRows are the standings table's rows.
func (ev Event) standingsRows(tbs []Tiebreak) rows {
	head := []string{"#", "player", "games", "won", "drawn", "lost", "points"}
	for _, t := range tbs {
		head = append(head, string(t))
	}
	out := rows{head}
	for _, s := range ev.Standings {
		row := []string{strconv.Itoa(s.Rank), s.Name, strconv.Itoa(s.Games), strconv.Itoa(s.Wins), strconv.Itoa(s.Draws),
			strconv.Itoa(s.Losses), number(s.Points)}
		for _, t := range tbs {
			row = append(row, number(s.Tiebreaks[t]))
		}
		out = append(out, row)
	}
	return out
}

// crosstableRows are the crosstable's rows: each pair's results, or for
// an event of rounds each round's opponent (by line), seat and score.
func (ev Event) crosstableRows() rows {
	head := []string{"#", "player"}
	if ev.Kind == "rounds" {
		head = append(head, ev.Rounds...)
	} else {
		for i := range ev.Standings {
			head = append(head, strconv.Itoa(i+1))
		}
	}
	out := rows{head}
	for i, s := range ev.Standings {
		row := []string{strconv.Itoa(i + 1), s.Name}
		if ev.Kind == "rounds" {
			for _, c := range s.Rounds {
				row = append(row, ev.roundText(c))
			}
		} else {
			for j, c := range s.Against {
				row = append(row, cellText(c, i == j))
			}
		}
		out = append(out, row)
	}
	return out
}

// cellText writes a crosstable cell: "·" on the diagonal, "-" where the
// two never met.
func cellText(c *Cell, self bool) string {
	switch {
	case self:
		return "·"
	case c == nil:
		return "-"
	}
	return scoreText(c.Score, c.Games)
}

// roundText writes a round's cell: the opponent's line, the seat's
// letter and the score ("3w1"), "-" for no game.
func (ev Event) roundText(c *RoundCell) string {
	if c == nil {
		return "-"
	}
	seat := "?"
	if c.Seat < len(ev.Seats) {
		seat = seatLetter(ev.Seats[c.Seat])
	}
	return strconv.Itoa(c.Opponent) + seat + scoreText(c.Score, 1)
}

// rows are the ratings table's rows.
func (rt Ratings) rows() rows {
	out := rows{{"#", "player", "rating", "±", "games", "score"}}
	for i, p := range rt.Players {
		out = append(out, []string{strconv.Itoa(i + 1), p.Name, strconv.Itoa(int(p.Rating + 0.5)), strconv.Itoa(int(p.Error + 0.5)),
			strconv.Itoa(p.Games), number(p.Score)})
	}
	return out
}

// printer writes, keeping the first error.
type printer struct {
	w   io.Writer
	err error
}

func (p *printer) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

// table writes rows in columns two spaces apart, measured in terminal
// cells (a Hangul syllable takes two); the player column is aligned left,
// the others right.
func (p *printer) table(t rows) {
	var widths []int
	for _, row := range t {
		for i, c := range row {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], columns.Width(columns.OneLine(c)))
		}
	}
	for _, row := range t {
		var b strings.Builder
		b.WriteString(" ")
		for i, c := range row {
			c = columns.OneLine(c)
			b.WriteString(" ")
			if i == 1 {
				b.WriteString(columns.PadRight(c, widths[i]))
			} else {
				b.WriteString(strings.Repeat(" ", widths[i]-columns.Width(c)) + c)
			}
			b.WriteString(" ")
		}
		p.printf("%s\n", strings.TrimRight(b.String(), " "))
	}
}

// games counts games in words: "1 game", "3 games".
func games(n int) string {
	if n == 1 {
		return "1 game"
	}
	return strconv.Itoa(n) + " games"
}
