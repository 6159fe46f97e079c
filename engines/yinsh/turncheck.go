package yinsh

// check reports a turn whose parts are not well formed (a point off the
// board, a move without its points, removals after a move that is not
// there). Turns read by the notation package are always well formed.
func (t Turn) check() error {
	if int(t.Action) >= len(actionNames) {
		return broken(codeMalformed, nil, "malformed turn: unknown action %d", uint8(t.Action))
	}
	needFrom, needTo := t.Action == ActionMove, t.Action == ActionMove || t.Action == ActionPlace
	if !pointIf(t.From, needFrom) || !pointIf(t.To, needTo) {
		return broken(codeMalformed, nil, "malformed turn: a move needs From and To, a placement To only, other turns neither")
	}
	if t.Action == ActionNone && len(t.Removals) > 0 {
		return broken(codeMalformed, nil, "malformed turn: rows removed after the move, but no move")
	}
	if !wellFormed(t.Opening) || !wellFormed(t.Removals) {
		return broken(codeMalformed, nil, "malformed turn: a removal needs a row of two points (or none) and a ring")
	}
	return nil
}

// wellFormed reports whether every removal of list has a ring and a row
// of two points or none.
func wellFormed(list []Removal) bool {
	for _, r := range list {
		if !r.Ring.Valid() || r.Row != (Row{}) && (!r.Row.Start.Valid() || !r.Row.End.Valid()) {
			return false
		}
	}
	return true
}

// pointIf reports whether p is a point when one is needed, and zero
// otherwise.
func pointIf(p Point, needed bool) bool {
	if needed {
		return p.Valid()
	}
	return p == 0
}
