package schemas

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// The validator builds the path of each value it checks, and the schema
// path of each rule failed on the way (every "if" not taken), anew from the
// root: a value costs it more the deeper it is, and a record nested 1000
// variations deep took it minutes. So it is given a record's lines
// maxNesting variations deep at most: the lines below are taken out (their
// "variations" left empty) and each is checked as the main line of a
// record of its own, whose violations in that line are the record's.
//
// That holds because a line is checked by one rule wherever it is (the
// main line, "moves", and each of a turn's "variations" are a
// #/$defs/line), and alone: no rule looks at a turn's "variations" but its
// "items", nor relates a line to what is around it, and the game's
// structured turns ($dynamicRef) are found the same way in either record.
// TestNestingSameVerdict and FuzzValidateTurnByTurn hold the two ways of
// checking to one verdict.

// maxNesting is how many variations deep the validator is given a
// record's lines at once.
const maxNesting = 8

// part is a line taken out of a record, checked as the main line of a
// record made around it.
type part struct {
	doc any
	// line is the line taken out, and at its pointer in the doc of the
	// part it was taken out of, the parent (nil: the record).
	line   any
	parent *part
	at     string
}

// original gives the pointer, in the record, of a path in the part's doc,
// false for a path outside the line taken out (the record made around it
// breaks what the record itself does).
func (p *part) original(path string) (string, bool) {
	for ; p != nil; p = p.parent {
		rest, ok := strings.CutPrefix(path, "/moves")
		if !ok || rest != "" && rest[0] != '/' {
			return "", false
		}
		path = p.at + rest
	}
	return path, true
}

// cutter takes the lines nested too deep out of a record and its parts.
type cutter struct {
	// nesting is how deep lines may nest in what is checked at once.
	nesting int
	// parts lists the lines taken out, in the order found.
	parts []*part
	// path is the pointer, in the doc cut, of the value at hand.
	path []byte
}

// split gives what to check of a record document v: the record with its
// lines nested too deep taken out (v itself when none is), and those lines
// as parts, with the record's game. Nothing of v is changed: the objects
// and lists that change are copies.
func split(v any, nesting int) (record any, parts []*part) {
	m, _ := v.(map[string]any)
	if !nests(m["moves"], 0, nesting) {
		return v, nil
	}
	c := cutter{nesting: nesting}
	if cut, changed := c.moves(m["moves"], nil); changed {
		v = with(m, "moves", cut)
	}
	for i := 0; i < len(c.parts); i++ { // parts grows as lines are taken out
		p := c.parts[i]
		around := map[string]any{"tags": []any{}}
		if game, ok := m["game"]; ok {
			around["game"] = game
		}
		around["moves"], _ = c.moves(p.line, p)
		p.doc = around
	}
	return v, c.parts
}

// nests reports whether a line depth variations deep holds lines nested
// too deep: nesting variations deep.
func nests(l any, depth, nesting int) bool {
	m, _ := l.(map[string]any)
	turns, _ := m["turns"].([]any)
	for _, t := range turns {
		m, _ := t.(map[string]any)
		lines, _ := m["variations"].([]any)
		for _, l := range lines {
			if depth+1 >= nesting || nests(l, depth+1, nesting) {
				return true
			}
		}
	}
	return false
}

// moves gives a main line, that of the record or of part p, with the
// lines nested too deep taken out to parts whose parent is p.
func (c *cutter) moves(line any, p *part) (any, bool) {
	c.path = append(c.path[:0], "/moves"...)
	return c.line(line, 0, p)
}

// line gives a line depth variations deep, with the lines below taken out,
// and whether that changed it.
func (c *cutter) line(l any, depth int, p *part) (any, bool) {
	m, _ := l.(map[string]any)
	turns, ok := m["turns"].([]any)
	if !ok {
		return l, false
	}
	turns, changed := c.each(turns, "/turns/", func(t any) (any, bool) { return c.turn(t, depth, p) })
	if !changed {
		return l, false
	}
	return with(m, "turns", turns), true
}

// turn gives a turn of a line depth variations deep: its variations are
// taken out when they would nest too deep.
func (c *cutter) turn(t any, depth int, p *part) (any, bool) {
	m, _ := t.(map[string]any)
	lines, ok := m["variations"].([]any)
	if !ok || len(lines) == 0 {
		return t, false
	}
	if depth+1 < c.nesting {
		lines, changed := c.each(lines, "/variations/", func(l any) (any, bool) { return c.line(l, depth+1, p) })
		if !changed {
			return t, false
		}
		return with(m, "variations", lines), true
	}
	c.each(lines, "/variations/", func(l any) (any, bool) {
		c.parts = append(c.parts, &part{line: l, parent: p, at: string(c.path)})
		return l, false
	})
	return with(m, "variations", []any{}), true
}

// each hands the elements of a list (at the path plus step and their
// index) to f, and gives the list with f's changes, a copy if any.
func (c *cutter) each(list []any, step string, f func(any) (any, bool)) ([]any, bool) {
	mark := len(c.path)
	c.path = append(c.path, step...)
	var changed []any
	for i, e := range list {
		c.path = strconv.AppendInt(c.path[:mark+len(step)], int64(i), 10)
		if e, ok := f(e); ok {
			if changed == nil {
				changed = slices.Clone(list)
			}
			changed[i] = e
		}
	}
	c.path = c.path[:mark]
	if changed == nil {
		return list, false
	}
	return changed, true
}

// with gives a copy of the object m with the key set to v.
func with(m map[string]any, key string, v any) map[string]any {
	m = maps.Clone(m)
	if m == nil {
		m = map[string]any{}
	}
	m[key] = v
	return m
}
