package ingenious

import "strings"

// expectation names what may follow the well-formed start of a turn, in
// the grammar's case (foldCase).
func expectation(prefix string) string {
	const next = `";" and the next part, or the end of the turn`
	tok, before := lastToken(prefix)
	switch {
	case prefix == "":
		return "a placement such as RB@h8-h9 (colours R G B O Y P), or the seat S1: to S4: before it"
	case strings.HasSuffix(prefix, ":"):
		return "a placement such as RB@h8-h9 (colours R G B O Y P)"
	case strings.HasSuffix(prefix, ";"):
		return "a bonus placement (GG@d8-d9), the draws (+OY,PB) or swap"
	case strings.HasSuffix(prefix, "@"):
		return "the first space, a row a-o and a column 1-15 (h8)"
	case strings.HasSuffix(prefix, "-"):
		return "the second space (h9)"
	case strings.HasSuffix(prefix, "="):
		return "the points scored, a colour and a number (R2)"
	case strings.HasSuffix(prefix, "+") || strings.HasSuffix(prefix, ","):
		return "a tile, its two colours (OY)"
	case tok == "swap":
		return `"+" and the new rack (+RB,GG,...), or the end of the turn`
	case tok != "" && tok[0] >= 'a' && before == '@':
		return `"-" and the second space`
	case tok != "" && tok[0] >= 'a':
		return `"=" and the points scored, ` + next
	case len(tok) > 1 && tok[1] >= '0' && tok[1] <= '9':
		return "more points (B3), " + next
	case before == '+' || before == ',':
		return `"," and another tile, ` + next
	case tok != "":
		return `"@" after the tile`
	}
	return "a placement such as RB@h8-h9"
}

// lastToken returns the letters and digits at the end of prefix and the
// character before them (0 at the start).
func lastToken(prefix string) (string, byte) {
	i := len(prefix)
	for i > 0 && isAlnum(prefix[i-1]) {
		i--
	}
	var before byte
	if i > 0 {
		before = prefix[i-1]
	}
	return prefix[i:], before
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
