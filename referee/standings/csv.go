package standings

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
)

// WriteCSV writes one line for each player of each event, for
// spreadsheets: the game, the event, the rank, the name, the games, wins,
// draws, losses and points, each tie-break, and the player's rating and
// its 95% half-width in the game's ratings (empty when unrated).
func (r Report) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := []string{"game", "event", "rank", "player", "games", "won", "drawn", "lost", "points"}
	for _, t := range r.Tiebreaks {
		head = append(head, string(t))
	}
	cw.Write(append(head, "rating", "error"))
	ratings := map[[2]string]Rated{}
	for _, rt := range r.Ratings {
		for _, p := range rt.Players {
			ratings[[2]string{rt.Game, p.Name}] = p
		}
	}
	for _, ev := range r.Events {
		for _, s := range ev.Standings {
			row := []string{cellSafe(ev.Game), cellSafe(ev.Event), strconv.Itoa(s.Rank), cellSafe(s.Name), strconv.Itoa(s.Games), strconv.Itoa(s.Wins),
				strconv.Itoa(s.Draws), strconv.Itoa(s.Losses), number(s.Points)}
			for _, t := range r.Tiebreaks {
				row = append(row, number(s.Tiebreaks[t]))
			}
			rating, err := "", ""
			if p, ok := ratings[[2]string{ev.Game, s.Name}]; ok {
				rating, err = strconv.FormatFloat(p.Rating, 'f', 1, 64), strconv.FormatFloat(p.Error, 'f', 1, 64)
			}
			cw.Write(append(row, rating, err))
		}
	}
	cw.Flush()
	return cw.Error()
}

// cellSafe keeps a text a spreadsheet would take for a formula (a name
// starting with =, +, - or @, from a record anyone may write) as text,
// with a ' before it.
func cellSafe(s string) string {
	if s != "" && strings.ContainsRune("=+-@", rune(s[0])) {
		return "'" + s
	}
	return s
}
