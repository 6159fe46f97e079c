package text

import "strings"

// texts holds the texts of the records a Reader cuts, one after another in
// blocks of at least textBlock bytes: an allocation for many records, not
// one each. A record's text is a string over its block, whose bytes are
// never written again once a text stands on them; the record keeps its
// block alive (records are read a few at a time).
type texts struct {
	b     *strings.Builder
	start int // where the text being cut starts in b
}

// textBlock is the least size of a block of texts.
const textBlock = 16 << 10

// begin starts the text of a record.
func (t *texts) begin() { t.start = t.b.Len() }

// write adds p to the text. When the block has no room left, the text moves
// to a new block, of at least twice its size so far.
func (t *texts) write(p []byte) {
	if t.b.Cap()-t.b.Len() < len(p) {
		part := t.b.String()[t.start:]
		b := new(strings.Builder)
		b.Grow(max(textBlock, 2*(len(part)+len(p))))
		b.WriteString(part)
		t.b, t.start = b, 0
	}
	t.b.Write(p)
}

// drop forgets the text so far (of a record too long to keep): the next
// text starts a new block.
func (t *texts) drop() {
	if t.b.Len() > t.start {
		t.b, t.start = new(strings.Builder), 0
	}
}

// text is the text written since begin.
func (t *texts) text() string { return t.b.String()[t.start:] }

// cuts hands out the records cut from a file, cutBlock to an allocation.
type cuts []cut

// cutBlock is how many records an allocation of cuts holds.
const cutBlock = 32

// add keeps c and returns it.
func (cs *cuts) add(c cut) *cut {
	if len(*cs) == cap(*cs) {
		*cs = make([]cut, 0, cutBlock)
	}
	*cs = append(*cs, c)
	return &(*cs)[len(*cs)-1]
}
