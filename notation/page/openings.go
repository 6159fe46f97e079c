package page

// Openings is what the page's opening explorer shows (`arbiter html
// --openings`): per game, by the key of each position an archive reached
// in its first turns (notation.PublicKey), the turns played from it. The
// page asks its WebAssembly for the key of the position shown (the
// bridge's call "key") and lists the turns of that key.
type Openings struct {
	// Depth is how many first turns of the archive's games were counted,
	// Min the fewest games a turn needs to be listed.
	Depth int `json:"depth"`
	Min   int `json:"min"`
	// Games holds the positions by game name, then by key.
	Games map[string]map[string]OpeningPosition `json:"games"`
}

// OpeningPosition is one position of the archive: the games that reached
// it, and the turns played from it, the most played first.
type OpeningPosition struct {
	Games int           `json:"n"`
	Moves []OpeningMove `json:"m"`
}

// OpeningMove is one turn played from a position: its long form as every
// player sees it, and the games that played it there by their result for
// its player (the side to move): won, drawn, lost; the others are
// unfinished.
type OpeningMove struct {
	Move   string `json:"move"`
	Games  int    `json:"n"`
	Wins   int    `json:"w"`
	Draws  int    `json:"d"`
	Losses int    `json:"l"`
}

// SetOpenings gives the page an opening explorer: beside the board, the
// turns the archive played from the position shown.
func (pw *Writer) SetOpenings(o Openings) { pw.data.Openings = &o }
