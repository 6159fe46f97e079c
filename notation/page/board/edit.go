package board

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

// node finds a node by its number.
func (b *Board) node(id int) (*node, error) {
	if n, ok := b.nodes[id]; ok {
		return n, nil
	}
	return nil, fmt.Errorf("there is no node %d", id)
}

// turnNode finds the node of a turn (not the start, which has none).
func (b *Board) turnNode(id int) (*node, error) {
	n, err := b.node(id)
	switch {
	case err != nil:
	case n == b.root:
		err = fmt.Errorf("node %d is the start, not a turn", id)
	case n.turn == nil:
		err = fmt.Errorf("node %d is an empty variation, not a turn", id)
	}
	return n, err
}

// Promote makes the variation a node is on take the place of the turn
// it replaces: that turn's line, from there on, becomes a variation of
// it, where the promoted one stood, and the variations of the turn
// replaced become its own. Promoting again, up to the main line, makes
// it the main line.
func (b *Board) Promote(id int) error {
	n, err := b.turnNode(id)
	if err != nil {
		return err
	}
	f := n.head()
	if f == b.root {
		return fmt.Errorf("turn %d is on the main line already", n.number)
	}
	o, kids := f.owner, f.parent.kids
	i, j := slices.Index(kids, o), slices.Index(kids, f)
	kids[i], kids[j] = f, o
	for _, k := range kids[1:] {
		if k.owner == o {
			k.owner = f
		}
	}
	f.owner, o.owner = o.owner, f
	return nil
}

// DeleteFrom deletes a turn and all that follows it (its line's next
// turns, every variation of them, the comments after them). The first
// variation that replaced it takes its place, the others its own. The
// board then shows the turn before, if it showed one deleted.
func (b *Board) DeleteFrom(id int) error {
	n, err := b.turnNode(id)
	if err != nil {
		return err
	}
	p := n.parent
	owned := n.owned()
	i := slices.IndexFunc(owned, func(k *node) bool { return k.turn != nil })
	kids := slices.DeleteFunc(p.kids, func(k *node) bool { return k.turn == nil && k.owner == n })
	if i < 0 {
		kids = slices.DeleteFunc(kids, func(k *node) bool { return k == n })
	} else {
		a := owned[i]
		kids = slices.DeleteFunc(kids, func(k *node) bool { return k == a })
		kids[slices.Index(kids, n)], a.owner = a, n.owner
		for _, k := range kids[1:] {
			if k.owner == n {
				k.owner = a
			}
		}
	}
	p.kids = kids
	for gone := []*node{n}; len(gone) > 0; {
		g := gone[len(gone)-1]
		gone = append(gone[:len(gone)-1], g.kids...)
		delete(b.nodes, g.id)
	}
	if b.current().under(n) {
		return b.Go(p.id)
	}
	return nil
}

// Comment is the comment of a node: what is written after its turn (for
// the start, before the first turn), comments joined by blank lines.
func (b *Board) Comment(id int) (string, error) {
	n, err := b.node(id)
	if err != nil {
		return "", err
	}
	var texts []string
	for _, c := range *b.comments(n) {
		texts = append(texts, c.Text)
	}
	return strings.Join(texts, "\n\n"), nil
}

// comments are where a node's comment is kept.
func (b *Board) comments(n *node) *[]notation.Comment {
	switch {
	case n.turn != nil:
		return &n.turn.After
	case n == b.root && len(n.kids) > 0:
		return &n.kids[0].turn.Before
	}
	return &n.trail
}

// SetComment sets the comment of a node (see Comment), replacing what
// was there; "" removes it. A comment that would not read back as itself
// (one holding "}") is refused.
func (b *Board) SetComment(id int, comment string) error {
	n, err := b.node(id)
	if err != nil {
		return err
	}
	if strings.Contains(comment, "}") {
		return errors.New(`a comment cannot hold "}", which would end it`)
	}
	cs := b.comments(n)
	was := *cs
	*cs = nil
	if comment != "" {
		var at notation.Pos
		if len(was) > 0 {
			at = was[0].Pos
		}
		*cs = []notation.Comment{{Pos: at, Text: comment}}
	}
	return b.readsBack(func() { *cs = was }, "the comment")
}

// glyphs are the annotations written on a turn; the others are $n.
var glyphs = []string{"!", "?", "!!", "??", "!?", "?!"}

// Annotations are a turn's annotations: its glyph (! ? !! ?? !? ?!)
// first, then its $n, in order.
func (b *Board) Annotations(id int) ([]string, error) {
	n, err := b.turnNode(id)
	if err != nil {
		return nil, err
	}
	var marks []string
	if n.turn.Suffix != "" {
		marks = append(marks, n.turn.Suffix)
	}
	for _, v := range n.turn.NAGs {
		marks = append(marks, "$"+strconv.Itoa(v))
	}
	return marks, nil
}

// SetAnnotations sets a turn's annotations, replacing them: at most one
// glyph (! ? !! ?? !? ?!) and any $n (0 to 255), such as "$2" or "$4".
func (b *Board) SetAnnotations(id int, marks []string) error {
	n, err := b.turnNode(id)
	if err != nil {
		return err
	}
	suffix, nags := "", []int(nil)
	for _, m := range marks {
		v, err := strconv.Atoi(strings.TrimPrefix(m, "$"))
		switch {
		case slices.Contains(glyphs, m) && suffix != "":
			return fmt.Errorf("a turn has one glyph at most, not both %s and %s", suffix, m)
		case slices.Contains(glyphs, m):
			suffix = m
		case strings.HasPrefix(m, "$") && err == nil && v >= 0 && v <= 255 && "$"+strconv.Itoa(v) == m:
			nags = append(nags, v)
		default:
			return fmt.Errorf("%q is not an annotation: give ! ? !! ?? !? ?! or $n (n from 0 to 255)", m)
		}
	}
	n.turn.Suffix, n.turn.NAGs = suffix, nags
	return nil
}

// Tags are the record's tags, in order.
func (b *Board) Tags() []notation.Tag { return slices.Clone(b.rec.Tags) }

// checkTag refuses a tag name the text format cannot write.
func checkTag(name, value string) error {
	if !text.ValidTagName(name) {
		return fmt.Errorf("%q cannot be a tag name: letters, digits and _ only, a letter first", name)
	}
	if strings.ContainsAny(value, "\r\n") {
		return fmt.Errorf("the tag %s cannot hold a line end", name)
	}
	return nil
}

// errGameTag refuses an edit of the Game tag.
var errGameTag = errors.New("the Game tag stays as it is: a new game is a new board")

// SetTag sets a tag's value, adding the tag at the end when it is absent;
// DeleteTag removes it. A tag that sets the game up (Variant, Rules,
// Position, the players of a game that counts them) replays every turn:
// a start that cannot be set up is refused, and the board shows the turn
// it showed where it is still played, else the start.
func (b *Board) SetTag(name, value string) error {
	if err := checkTag(name, value); err != nil {
		return err
	}
	if strings.EqualFold(name, "Game") {
		return errGameTag
	}
	was := slices.Clone(b.rec.Tags)
	b.rec.SetTag(name, value)
	return b.retagged(was)
}

// DeleteTag removes a tag. Neither changes the Game tag: the board is of
// its game.
func (b *Board) DeleteTag(name string) error {
	if strings.EqualFold(name, "Game") {
		return errGameTag
	}
	was := slices.Clone(b.rec.Tags)
	b.rec.Tags = slices.DeleteFunc(slices.Clone(b.rec.Tags), func(t notation.Tag) bool { return strings.EqualFold(t.Name, name) })
	return b.retagged(was)
}

// retagged replays the record after its tags changed from was.
func (b *Board) retagged(was []notation.Tag) error {
	if err := b.readsBack(func() { b.rec.Tags = was }, "the tag"); err != nil {
		return err
	}
	_, replay, err := b.ref.Replay(b.record(), b.game.Name())
	if err != nil {
		b.rec.Tags = was
		return err
	}
	b.replayed(replay)
	shown := b.current()
	b.path, b.pos = []*node{b.root}, []engines.Position{replay.Start}
	b.shown()
	if shown.played() {
		return b.Go(shown.id)
	}
	return nil
}

// replayed takes each node's move from a new replay of the record.
func (b *Board) replayed(rep notation.Replay) {
	byTurn := make(map[*notation.Turn]*node, len(b.nodes))
	for _, n := range b.nodes {
		if n.turn != nil {
			byTurn[n.turn] = n
		}
	}
	b.root.number = rep.Start.TurnNumber() - 1
	lines := []notation.ReplayLine{rep.Main}
	for len(lines) > 0 {
		l := lines[len(lines)-1]
		lines = lines[:len(lines)-1]
		for _, rt := range l.Turns {
			if n := byTurn[rt.Turn]; n != nil {
				n.move, n.err, n.number = rt.Move, rt.Err, rt.Number
			}
			lines = append(lines, rt.Variations...)
		}
	}
}

// readsBack checks that the record's text reads back as one record;
// else it undoes the edit and says that what was edited cannot be
// written.
func (b *Board) readsBack(undo func(), what string) error {
	t, err := b.Text()
	if err == nil {
		r := text.NewReader(strings.NewReader(t), "")
		var u notation.Unparsed
		if u, err = r.Next(); err == nil {
			if _, err = u.Parse(); err == nil {
				if _, err = r.Next(); err == nil {
					err = errors.New("it would read as two records")
				} else if err == io.EOF {
					return nil
				}
			}
		}
	}
	undo()
	return fmt.Errorf("%s cannot be written so: %v", what, err)
}
