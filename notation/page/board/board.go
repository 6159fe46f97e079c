// Package board is the model of the page's analysis board: one record as
// a tree of turns (its main line and variations, with their comments and
// annotations), the turn shown and the game's position there, replayed by
// the game's engine. Turns are entered by gestures (clicks or taps on the
// board, notation.Gestures): Targets gives what can be clicked next and
// Click plays the turn the clicks make, on the line when it is already
// there, else as a new variation. Text gives the record as `arbiter
// convert` writes it. Calls serves it all to the page's script as JSON.
//
// The package knows no game: what a game's turns look like as gestures is
// the game's own (notation.Abilities.Gestures).
package board

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/text"
)

// Referee is the referee as the board needs it: package referee gives it
// (referee.Boards), and the page's program hands it over, since the
// notation room, where the board is, imports no referee.
type Referee interface {
	// Replay referees a record (game names its game when the record does
	// not): its game and the replay of every turn. A start that cannot be
	// set up is an error in the referee's words.
	Replay(rec *notation.Record, game string) (notation.Game, notation.Replay, error)
	// Entry is what `arbiter convert` hands the text writer for a
	// record: its canonical form, its game and its replay.
	Entry(rec *notation.Record, game string) notation.Entry
	// TurnName names a record's turns as it numbers them: "12", or chess
	// style "12" and "12..." (diagram.Options.TurnName).
	TurnName(rec *notation.Record, game string) func(turn int) string
}

// Board is one record on the analysis board. Its nodes are named by
// numbers that stay while the board lives (node 0 is the start); a
// node deleted is gone for good.
type Board struct {
	ref      Referee
	game     notation.Game
	gestures notation.Gestures // nil: the game enters no turn by clicks
	// turnName names the turns as the record read numbers them.
	turnName func(turn int) string
	// rec is the record's tags, result and `%` lines; its turns are the
	// tree's (record makes the record whole).
	rec   *notation.Record
	root  *node
	nodes map[int]*node
	last  int // the last node's number
	// path runs from the root to the node shown; pos[i] is the position
	// after path[i] where kept (see at).
	path []*node
	pos  []engines.Position
	// made are the gestures made so far of the next turn; next the
	// gestures that can come after them (listed: next is known).
	made   []notation.Gesture
	next   []notation.Step
	listed bool
}

// Load reads a record from its text (the first record of it) onto a new
// board, at its start. game names the game of a record without a Game
// tag ("" when it must have one). A record that cannot be read, or whose
// start cannot be set up, is refused with the reader's or the referee's
// words; turns the referee refuses are kept, and the board stops at them.
func Load(ref Referee, recordText, game string) (*Board, error) {
	u, err := text.NewReader(strings.NewReader(recordText), "").Next()
	if err == io.EOF {
		return nil, errors.New("the text holds no record")
	}
	if err != nil {
		return nil, err
	}
	rec, err := u.Parse()
	if err != nil {
		return nil, err
	}
	return fromRecord(ref, rec, game)
}

// New starts a board on a new record of a game from its start: its Game
// tag, then Variant and Rules when given, then the other tags in order
// (player names, Ingenious's Players or Seat tags, any tag).
func New(ref Referee, game, variant, rules string, tags []notation.Tag) (*Board, error) {
	g, err := notation.LookupGame(game)
	if err != nil {
		return nil, err
	}
	rec := &notation.Record{Number: 1, Tags: []notation.Tag{{Name: "Game", Value: g.Name()}}}
	if variant != "" {
		rec.Tags = append(rec.Tags, notation.Tag{Name: "Variant", Value: variant})
	}
	if rules != "" {
		rec.Tags = append(rec.Tags, notation.Tag{Name: "Rules", Value: rules})
	}
	for _, t := range tags {
		if err := checkTag(t.Name, t.Value); err != nil {
			return nil, err
		}
		rec.SetTag(t.Name, t.Value)
	}
	return fromRecord(ref, rec, "")
}

// fromRecord puts a record read or made on a new board.
func fromRecord(ref Referee, rec *notation.Record, game string) (*Board, error) {
	if rec.Number == 0 {
		rec.Number = 1
	}
	g, replay, err := ref.Replay(rec, game)
	if err != nil {
		return nil, err
	}
	head := *rec
	head.Moves = notation.Line{}
	b := &Board{ref: ref, game: g, rec: &head, root: &node{}, nodes: map[int]*node{}, turnName: ref.TurnName(rec, game)}
	b.gestures = notation.AbilitiesOf(g).Gestures
	b.nodes[0] = b.root
	b.grow(rec.Moves, replay.Main)
	b.root.number = replay.Start.TurnNumber() - 1
	b.path, b.pos = []*node{b.root}, []engines.Position{replay.Start}
	return b, nil
}

// Game is the board's game.
func (b *Board) Game() notation.Game { return b.game }

// Numbers is how the board's drawings and move list name its turns: as
// the record read numbers them (one by one, or chess style).
func (b *Board) Numbers() diagram.Options { return diagram.Options{TurnName: b.turnName} }

// Node is the number of the node shown (0: the start).
func (b *Board) Node() int { return b.current().id }

func (b *Board) current() *node { return b.path[len(b.path)-1] }

// Position is the position shown. It is the board's: read it, do not
// change it (Clone it to play on).
func (b *Board) Position() engines.Position { return b.at(len(b.path) - 1) }

// keep is how many positions at the end of the path are kept, and every
// how many turns one is kept before them: going back replays at most
// that many turns, and a path of any length keeps few positions.
const keep = 32

// at is the position after path[i], replayed from the last one kept
// before it where it was not kept.
func (b *Board) at(i int) engines.Position {
	k := i
	for b.pos[k] == nil {
		k--
	}
	if k == i {
		return b.pos[i]
	}
	p := b.pos[k].Clone()
	for j := k + 1; j <= i; j++ {
		if _, err := p.Play(b.path[j].move); err != nil {
			break // cannot be: the turn was played from this very position
		}
	}
	b.pos[i] = p
	return p
}

// push shows the next node n, played from the position shown.
func (b *Board) push(n *node) error {
	p := b.Position().Clone()
	if _, err := p.Play(n.move); err != nil {
		return err
	}
	b.extend(n, p)
	return nil
}

// extend shows the next node n, whose position is p.
func (b *Board) extend(n *node, p engines.Position) {
	b.path, b.pos = append(b.path, n), append(b.pos, p)
	if i := len(b.pos) - 1 - keep; i > 0 && i%keep != 0 {
		b.pos[i] = nil
	}
}

// shown forgets the gestures made and those listed to come next, for a
// node newly shown.
func (b *Board) shown() {
	b.made, b.next, b.listed = nil, nil, false
}

// Go shows a node: its position, replayed from where the path to it
// leaves the path shown. A node after a turn that was not played has no
// position: Go refuses it, saying why.
func (b *Board) Go(id int) error {
	n, ok := b.nodes[id]
	switch {
	case !ok:
		return fmt.Errorf("there is no node %d", id)
	case n.turn == nil && n != b.root:
		return fmt.Errorf("node %d is an empty variation: it has no turn to show", id)
	case !n.played():
		return b.unplayed(n)
	}
	var chain []*node
	for m := n; m != nil; m = m.parent {
		chain = append(chain, m)
	}
	common := 0 // the nodes the two paths share, from the root
	for common < len(b.path) && common < len(chain) && b.path[common] == chain[len(chain)-1-common] {
		common++
	}
	b.path, b.pos = b.path[:common], b.pos[:common]
	for k := len(chain) - 1 - common; k >= 0; k-- {
		if err := b.push(chain[k]); err != nil {
			return err
		}
	}
	b.shown()
	return nil
}

// unplayed says why a node has no position.
func (b *Board) unplayed(n *node) error {
	first := n
	for m := n; m.parent != nil; m = m.parent {
		if m.move == nil {
			first = m
		}
	}
	if first.err != nil {
		return fmt.Errorf("turn %d (%s) was refused: %v", first.number, first.turn.Move, first.err)
	}
	return fmt.Errorf("turn %d (%s) was not played", first.number, first.turn.Move)
}

// Back shows the node before the one shown; at the start it does nothing.
func (b *Board) Back() {
	if len(b.path) > 1 {
		b.path, b.pos = b.path[:len(b.path)-1], b.pos[:len(b.pos)-1]
		b.shown()
	}
}

// Forward shows the next turn of the line shown; at its end, or before a
// turn refused, it does nothing.
func (b *Board) Forward() {
	if n := b.current().next(); n != nil && n.move != nil {
		_ = b.push(n) // the turn was played from this position
		b.shown()
	}
}

// Snapshot is the position shown for a drawer (notation/diagram): the
// turn that led to it, its number, the arrows and marks of the comments
// after that turn, the players, and the places picked of the turn being
// entered (the gestures made on places).
func (b *Board) Snapshot() notation.Snapshot {
	n := b.current()
	s := notation.Snapshot{Position: b.Position(), Last: n.move, Turn: n.number,
		Players: notation.PlayerNames(b.rec, b.game), Picked: b.picked()}
	if n.turn != nil {
		s.Annotate(n.turn.After)
	}
	return s
}

// Text is the record as canonical text: the same bytes `arbiter convert`
// writes for it (the referee's canonical form, written by the text
// format's writer).
func (b *Board) Text() (string, error) {
	var out strings.Builder
	w := text.NewWriter(&out)
	if _, err := w.Write(b.ref.Entry(b.record(), b.game.Name())); err != nil {
		return "", err
	}
	err := w.Close()
	return out.String(), err
}
