package jungle

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// StartFEN is the position string of the start position.
const StartFEN = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1"

// maxCounter bounds the counters of a position string.
const maxCounter = 1 << 30

// NewPosition reads a position string (FEN): ranks 9 down to 1 separated by
// "/", digits for empty squares, upper case for Black's animals and lower
// case for White's; then the side to move ("w" is Black, the first player),
// the plies since the last capture and the move number. The two counters
// may be left out (0 and 1).
//
// Two dialects of other programs are read too. Six fields as chess FEN has
// them: the board, the side, "-" and "-" (chess's castling and en passant,
// which Jungle has not), the plies since the last capture and the move
// number ("... T5L w - - 0 1"). And "r" for the side that moves first, as
// programs that call the sides red and blue write it: red is read as "w"
// (Black, the upper-case animals), blue's "b" is already White. String
// always writes Arbiter's four fields.
func NewPosition(fen string, r Rules) (*Position, error) {
	fields, err := positionFields(fen)
	if err != nil {
		return nil, err
	}
	b, err := parseBoard(fields[0])
	if err != nil {
		return nil, err
	}
	if b.side, err = parseSide(fields[1]); err != nil {
		return nil, err
	}
	counters := [2]int{0, 1}
	for i, name := range []string{"the plies since the last capture", "the move number"} {
		if len(fields) > 2+i {
			if counters[i], err = parseCounter(fields[2+i], name, i); err != nil {
				return nil, err
			}
		}
	}
	return newPosition(r, b, counters[0], counters[1]), nil
}

// MaxFields is the number of fields a position string that starts with
// these fields may have: 6 in the chess form, whose third field is "-",
// else 4.
func MaxFields(fields []string) int {
	if len(fields) > 2 && fields[2] == "-" {
		return chessFormFields
	}
	return ownFields
}

// ownFields and chessFormFields are the most fields a position string has
// in Arbiter's form and in chess FEN's.
const (
	ownFields       = 4
	chessFormFields = 6
)

// positionFields splits a position string into Arbiter's fields: the
// board, the side and the counters given. The chess form's "-" fields are
// left out.
func positionFields(fen string) ([]string, error) {
	fields := strings.Fields(fen)
	switch {
	case len(fields) == chessFormFields:
		for i, name := range []string{"third", "fourth"} {
			if f := fields[2+i]; f != "-" {
				return nil, fmt.Errorf("the %s of six fields (chess's %s) must be -, not %q", name, chessFields[i], f)
			}
		}
		return append(fields[:2:2], fields[4:]...), nil
	case len(fields) < 2 || len(fields) > ownFields:
		return nil, fmt.Errorf("a Jungle position has 4 fields (board, side to move, plies since the last capture, move number) or 6 as in chess FEN (board, side, -, -, plies, move number), not %d", len(fields))
	}
	return fields, nil
}

// chessFields are chess FEN's third and fourth fields, "-" in Jungle.
var chessFields = [2]string{"castling", "en passant square"}

// parseSide reads the side to move: w or r (red) for Black, the first
// player; b for White.
func parseSide(text string) (Side, error) {
	switch text {
	case "w", "r":
		return Black, nil
	case "b":
		return White, nil
	}
	return Black, fmt.Errorf("the side to move must be w (Black, the first player; also r) or b (White), not %q", text)
}

// parseCounter reads a counter that is at least min.
func parseCounter(text, name string, min int) (int, error) {
	n, err := strconv.Atoi(text)
	if err != nil || n < min || n > maxCounter {
		return 0, fmt.Errorf("%s must be a whole number from %d to %d, not %q", name, min, maxCounter, text)
	}
	return n, nil
}

// parseBoard reads the board field.
func parseBoard(text string) (board, error) {
	var b board
	ranks := strings.Split(text, "/")
	if len(ranks) != Ranks {
		return b, fmt.Errorf("the board has %d ranks, not %d (ranks 9 to 1 separated by /)", len(ranks), Ranks)
	}
	for i, row := range ranks {
		if err := b.parseRank(Ranks-1-i, row); err != nil {
			return b, err
		}
	}
	return b, b.checkSetup()
}

// parseRank reads one rank of the board field.
func (b *board) parseRank(rank int, row string) error {
	file := 0
	for i := 0; i < len(row); i++ {
		c := row[i]
		if c >= '1' && c <= '9' {
			file += int(c - '0')
			continue
		}
		p, ok := pieceByLetter(c)
		if !ok {
			return fmt.Errorf("rank %d has %q, which is neither an animal letter (E L T P W D C R, lower case for White) nor a digit 1-7", rank+1, c)
		}
		if file < Files {
			b.put(SquareAt(file, rank), p)
		}
		file++
	}
	if file != Files {
		return fmt.Errorf("rank %d has %d squares, not %d", rank+1, file, Files)
	}
	return nil
}

// checkSetup rejects boards no game can reach.
func (b *board) checkSetup() error {
	var seen [2][numAnimals]bool
	for s := Square(0); s < NumSquares; s++ {
		p := b.sq[s]
		switch {
		case p == NoPiece:
			continue
		case seen[p.Side()][p.Animal()]:
			return fmt.Errorf("%s has two %ss", p.Side(), p.Animal())
		case s == denSquare[p.Side()]:
			return fmt.Errorf("%s stands in its own den %s", p, s)
		case s.bit()&waterMask != 0 && p.Animal() != Rat:
			return fmt.Errorf("%s stands in the water at %s; only the rat may", p, s)
		}
		seen[p.Side()][p.Animal()] = true
	}
	if b.occ[Black]|b.occ[White] == 0 {
		return fmt.Errorf("the board has no animals")
	}
	if bits.OnesCount64(b.denIntruders()) == 2 {
		return fmt.Errorf("both dens are entered")
	}
	return nil
}

// String returns the position string (FEN).
func (p *Position) String() string {
	var buf [maxField + 32]byte
	out, _ := p.AppendText(buf[:0])
	return string(out)
}

// AppendText appends the text String gives (encoding.TextAppender), so
// that a writer of many positions makes no string for each.
func (p *Position) AppendText(out []byte) ([]byte, error) {
	return p.appendText(out, new(rankTexts)), nil
}

// AppendNearText appends the text String gives, writing again only the
// ranks whose squares differ from those of the position last appended
// with memo (engines.NearText): a move changes one or two.
func (p *Position) AppendNearText(out []byte, memo *any) []byte {
	texts, ok := (*memo).(*rankTexts)
	if !ok {
		texts = new(rankTexts)
		*memo = texts
	}
	return p.appendText(out, texts)
}

// rankTexts holds the texts of the ranks of a board, each with the '/'
// after it (none written while n is 0), and the squares each was written
// from.
type rankTexts struct {
	squares [Ranks][Files]Piece
	text    [Ranks][rankRoom]byte
	n       [Ranks]uint8
}

// rankRoom is the room of a rank's text: a letter a square and a '/'.
const rankRoom = Files + 1

// appendText appends the position string, each rank's text from texts
// where its squares are those it was written from, else written there
// first, into room made for the longest board field.
func (p *Position) appendText(out []byte, texts *rankTexts) []byte {
	out = slices.Grow(out, maxField+rankRoom)
	buf := (*[maxField + rankRoom]byte)(out[len(out) : len(out)+maxField+rankRoom])
	n := 0
	for rank := Ranks - 1; rank >= 0; rank-- {
		squares := (*[Files]Piece)(p.b.sq[rank*Files : rank*Files+Files])
		if texts.n[rank] == 0 || *squares != texts.squares[rank] {
			texts.squares[rank], texts.n[rank] = *squares, p.b.rankText(&texts.text[rank], rank)
		}
		k := n % maxField
		*(*[rankRoom]byte)(buf[k : k+rankRoom]) = texts.text[rank]
		n = k + int(texts.n[rank])
	}
	out = out[:len(out)+n-1] // the last '/' left out
	side := byte('w')
	if p.b.side == White {
		side = 'b'
	}
	out = append(out, ' ', side, ' ')
	out = strconv.AppendInt(out, int64(p.plies), 10)
	out = append(out, ' ')
	return strconv.AppendInt(out, int64(p.moveNumber), 10)
}

// rankText writes the text of a rank, with the '/' after it, and gives
// its length. A rank's squares are bits next to each other: it goes from
// one occupied square to the next.
func (b *board) rankText(buf *[rankRoom]byte, rank int) uint8 {
	n, next := uint(0), uint(0) // the lowest file not written yet
	for occ := (b.occ[Black] | b.occ[White]) >> (rank * Files) & (1<<Files - 1); occ != 0; occ &= occ - 1 {
		file := uint(bits.TrailingZeros64(occ))
		buf[n%rankRoom] = byte('0' + file - next) // kept where there are empty squares before
		n += min(file-next, 1)
		buf[n%rankRoom] = pieceLetters[b.sq[SquareAt(int(file), rank)]&31]
		n, next = n+1, file+1
	}
	buf[n%rankRoom] = byte('0' + Files - next) // kept where there are empty squares after
	n += min(Files-next, 1)
	buf[n%rankRoom] = '/'
	return uint8(n + 1)
}

// maxField bounds the length of a position string's board field: a letter
// a square and a '/' a rank (72), rounded up to a power of two.
const maxField = 128

// pieceLetters gives each Piece's letter (Piece.Letter), by its five low
// bits.
var pieceLetters = func() (t [32]byte) {
	for i := range t {
		t[i] = Piece(i).Letter()
	}
	return t
}()
