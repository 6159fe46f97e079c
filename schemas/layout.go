package schemas

// span is a part of a document: the bytes from start up to end.
type span struct{ start, end int }

// turnSpan is where a turn of a record is, and its number's value (zero
// span when the turn has no number).
type turnSpan struct {
	turn, number span
}

// layout is where a record document keeps what the turn-by-turn check
// needs: the value of "game", the inside of the main line's turns array
// (moves.turns, between its brackets) and each turn in it.
type layout struct {
	game, inside span
	turns        []turnSpan
}

// layoutOf finds the layout of a record document. ok is false when the
// document is not laid out as a record with a game and a main line (or
// is not JSON), or when a key the check looks for is written with escapes
// or more than once: the document is then checked whole. A document
// reported ok may still be invalid JSON between the parts found; the
// decoding of the parts finds that.
func layoutOf(doc []byte) (l layout, ok bool) {
	s := scanner(doc)
	// A key met twice fails: decoded, the later value covers the earlier.
	var game, moves, turns bool
	end, ok := s.members(s.ws(0), func(k []byte, at int) (int, bool) {
		switch {
		case string(k) == "game" && !game:
			game = true
			end, ok := s.value(at)
			l.game = span{at, end}
			return end, ok
		case string(k) == "moves" && !moves:
			moves = true
			return s.members(at, func(k []byte, at int) (int, bool) {
				switch {
				case string(k) == "turns" && !turns:
					turns = true
					return s.elements(at, &l)
				case string(k) == "turns":
					return at, false
				}
				return s.value(at)
			})
		case string(k) == "game" || string(k) == "moves":
			return at, false
		}
		return s.value(at)
	})
	return l, ok && game && turns && s.ws(end) == len(doc)
}

// scanner passes over the values of a JSON document, by byte offsets.
// Each method fails (ok false) on anything that is not JSON it expects.
type scanner []byte

// ws passes white space.
func (s scanner) ws(i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t') {
		i++
	}
	return i
}

// str passes the string at i; escaped tells whether it holds a backslash.
func (s scanner) str(i int) (end int, escaped, ok bool) {
	if i >= len(s) || s[i] != '"' {
		return i, false, false
	}
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '"':
			return j + 1, escaped, true
		case '\\':
			escaped = true
			j++
		}
	}
	return len(s), escaped, false
}

// value passes the value at i, whatever it is.
func (s scanner) value(i int) (int, bool) {
	if i >= len(s) {
		return i, false
	}
	switch s[i] {
	case '"':
		end, _, ok := s.str(i)
		return end, ok
	case '{', '[':
		depth := 0
		for j := i; j < len(s); j++ {
			switch s[j] {
			case '"':
				end, _, ok := s.str(j)
				if !ok {
					return end, false
				}
				j = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1, true
				}
			}
		}
		return len(s), false
	}
	j := i
	for j < len(s) && !isDelimiter(s[j]) {
		j++
	}
	return j, j > i
}

func isDelimiter(c byte) bool {
	return c == ',' || c == ']' || c == '}' || c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == ':'
}

// members passes the object at i, handing each member's key (unescaped
// keys only) and the offset of its value to member, which passes the
// value.
func (s scanner) members(i int, member func(key []byte, at int) (int, bool)) (int, bool) {
	if i >= len(s) || s[i] != '{' {
		return i, false
	}
	i = s.ws(i + 1)
	if i < len(s) && s[i] == '}' {
		return i + 1, true
	}
	for {
		end, escaped, ok := s.str(i)
		if !ok || escaped {
			return end, false
		}
		key := s[i+1 : end-1]
		if i = s.ws(end); i >= len(s) || s[i] != ':' {
			return i, false
		}
		if i, ok = member(key, s.ws(i+1)); !ok {
			return i, false
		}
		if i, ok = s.next(s.ws(i), '}'); !ok || s[i-1] == '}' {
			return i, ok
		}
	}
}

// next passes the comma between two values, or the closing bracket.
func (s scanner) next(i int, closing byte) (int, bool) {
	switch {
	case i >= len(s):
		return i, false
	case s[i] == ',':
		return s.ws(i + 1), true
	case s[i] == closing:
		return i + 1, true
	}
	return i, false
}

// elements passes the turns array at i, noting where it and each turn
// and turn number are in l.
func (s scanner) elements(i int, l *layout) (int, bool) {
	if i >= len(s) || s[i] != '[' {
		return i, false
	}
	l.inside.start = i + 1
	if i = s.ws(i + 1); i < len(s) && s[i] == ']' {
		l.inside.end = i
		return i + 1, true
	}
	for {
		t := turnSpan{turn: span{start: i}}
		end, ok := s.members(i, func(key []byte, at int) (int, bool) {
			end, ok := s.value(at)
			if string(key) == "number" {
				ok = ok && t.number == span{}
				t.number = span{at, end}
			}
			return end, ok
		})
		if !ok {
			return end, false
		}
		t.turn.end = end
		l.turns = append(l.turns, t)
		if i, ok = s.next(s.ws(end), ']'); !ok || s[i-1] == ']' {
			l.inside.end = i - 1
			return i, ok
		}
	}
}
