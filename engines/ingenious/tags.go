package ingenious

import (
	"fmt"
	"strconv"
	"strings"
)

// tag finds a tag by name, in any case.
func tag(tags map[string]string, name string) (string, bool) {
	if v, ok := tags[name]; ok {
		return strings.TrimSpace(v), true
	}
	for k, v := range tags {
		if strings.EqualFold(k, name) {
			return strings.TrimSpace(v), true
		}
	}
	return "", false
}

// playersTag reads the number of players: the Players tag, else the
// highest SeatN tag. It names the tag that gives the number, "" when
// neither is given.
func playersTag(tags map[string]string) (int, string, error) {
	highest := 0
	for n := 1; n <= maxSeats; n++ {
		if _, ok := tag(tags, seatTag(n)); ok {
			highest = n
		}
	}
	v, ok := tag(tags, "Players")
	switch {
	case !ok && highest > 0:
		return highest, seatTag(highest), nil
	case !ok:
		return 0, "", nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > maxSeats {
		return 0, "", setupError("Players", codePlayers, "the Players tag must be 1 to 4, not %q", v)
	}
	if highest > n {
		return 0, "", setupError(seatTag(highest), codeSeats, "the Seat%d tag is given, but Players is %d", highest, n)
	}
	return n, "Players", nil
}

// layoutTag reads the StartSymbols tag: six colour symbols for the corners
// h3, m3, m8, h13, c13, c8 ("RGBOYP"), or six colour@corner pairs
// ("R@h3 G@m3 B@m8 O@h13 Y@c13 P@c8"). The flag is false when absent.
func layoutTag(tags map[string]string) (Layout, bool, error) {
	v, ok := tag(tags, "StartSymbols")
	if !ok {
		return DefaultLayout, false, nil
	}
	l, err := ParseLayout(v)
	if err != nil {
		return l, true, setupError("StartSymbols", codeStartSymbols, "%v", err)
	}
	return l, true, nil
}

// ParseLayout reads a start-symbol layout as the StartSymbols tag writes it.
func ParseLayout(v string) (Layout, error) {
	var l Layout
	fields := strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == ',' })
	if len(fields) == 1 && len(v) == NumColours {
		for i := range l {
			l[i], _ = ColourOf(v[i])
		}
	} else if err := l.setPairs(fields); err != nil {
		return Layout{}, err
	}
	return l, l.check(fmt.Sprintf("StartSymbols %q", v))
}

// setPairs fills the layout from colour@corner pairs.
func (l *Layout) setPairs(fields []string) error {
	for _, f := range fields {
		c, sp, _ := strings.Cut(f, "@")
		s, err := ParseSpace(sp)
		corner := cornerIndex(s)
		if len(c) != 1 || err != nil || corner < 0 {
			return fmt.Errorf("StartSymbols: %q is not a colour on a corner, e.g. R@h3 (corners h3, m3, m8, h13, c13, c8)", f)
		}
		l[corner], _ = ColourOf(c[0])
	}
	return nil
}

// check verifies that every corner has a colour and each colour is used
// once; what names the layout in the error.
func (l Layout) check(what string) error {
	var seen [NumColours + 1]bool
	for _, c := range l {
		if !c.Valid() || seen[c] {
			return fmt.Errorf("%s must give each of the six corners (h3, m3, m8, h13, c13, c8) a different colour, e.g. RGBOYP", what)
		}
		seen[c] = true
	}
	return nil
}

// cornerIndex returns the index of s in StartCorners, or -1.
func cornerIndex(s Space) int {
	for i, c := range startCorners {
		if c == s {
			return i
		}
	}
	return -1
}

// String writes the layout as six colour symbols, "RGBOYP".
func (l Layout) String() string {
	b := make([]byte, NumColours)
	for i, c := range l {
		b[i] = c.Letter()
	}
	return string(b)
}

// dealTags reads the first racks from the Rack1..RackN tags: a record with
// them is full; without any it is public.
func (p *Position) dealTags(tags map[string]string) error {
	given := rackTags(tags)
	switch {
	case len(given) == 0:
		return nil
	case !p.rules.HasRacks():
		return setupError(rackTag(given[0]), codeSoloRack, "solo has no rack: drop the Rack%d tag", given[0])
	case given[len(given)-1] > p.rules.Players:
		return setupError(rackTag(given[len(given)-1]), codeRacks, "the Rack%d tag is given, but the game has %d players", given[len(given)-1], p.rules.Players)
	case len(given) < p.rules.Players:
		return setupError(rackTag(missing(given)), codeRacks, "a full record gives every first rack: Rack1 to Rack%d", p.rules.Players)
	}
	p.full = true
	for seat := 0; seat < p.rules.Players; seat++ {
		what := rackTag(seat + 1)
		v, _ := tag(tags, what)
		if err := p.setRack(seat, v, what); err != nil {
			return setupError(what, codeRacks, "%v", err)
		}
	}
	if err := p.checkSupply(); err != nil {
		return setupError("", codeRacks, "%v", err)
	}
	return nil
}

// rackTag names the Rack tag of a seat (from 1): "Rack2".
func rackTag(seat int) string { return numbered(&rackTags4, "Rack", seat) }

// seatTag names the Seat tag of a seat counted from 1: "Seat2".
func seatTag(seat int) string { return numbered(&seatTags4, "Seat", seat) }

// The names of the seats' tags, made once: every record asks for them.
var (
	rackTags4 = numberedNames("Rack")
	seatTags4 = numberedNames("Seat")
)

// numberedNames are prefix1 to prefix4 (maxSeats).
func numberedNames(prefix string) (names [maxSeats]string) {
	for i := range names {
		names[i] = prefix + strconv.Itoa(i+1)
	}
	return names
}

// numbered is prefix and n, from names when n is a seat (1 to maxSeats).
func numbered(names *[maxSeats]string, prefix string, n int) string {
	if n >= 1 && n <= maxSeats {
		return names[n-1]
	}
	return prefix + strconv.Itoa(n)
}

// missing returns the first seat (from 1) not among the given ones, which
// are in order.
func missing(given []int) int {
	for i, n := range given {
		if n != i+1 {
			return i + 1
		}
	}
	return len(given) + 1
}

// rackTags lists the seats (from 1) whose RackN tag is given.
func rackTags(tags map[string]string) []int {
	var given []int
	for n := 1; n <= maxSeats; n++ {
		if _, ok := tag(tags, rackTag(n)); ok {
			given = append(given, n)
		}
	}
	return given
}

// setRack reads a rack written as tiles separated by spaces or commas.
func (p *Position) setRack(seat int, v, what string) error {
	var tiles [RackSize]string
	n := 0
	for text := range strings.FieldsFuncSeq(v, func(r rune) bool { return r == ' ' || r == ',' }) {
		if n < RackSize {
			tiles[n] = text
		}
		n++
	}
	if n > RackSize {
		return fmt.Errorf("%s holds %d tiles; a rack holds at most %d", what, n, RackSize)
	}
	p.rackLen[seat] = 0
	for _, text := range tiles[:n] {
		t, err := ParseTile(text)
		if err != nil {
			return fmt.Errorf("%s: %v", what, err)
		}
		p.racks[seat][p.rackLen[seat]] = t
		p.rackLen[seat]++
	}
	return p.checkRackSize(seat, what)
}

// checkRackSize requires a full rack while the game goes on, except for
// the seat to move while it owes bonus placements.
func (p *Position) checkRackSize(seat int, what string) error {
	if p.rackLen[seat] != RackSize && p.ended == notOver && !(seat == p.seat && p.pending > 0) {
		return fmt.Errorf("%s holds %d tiles; a rack holds %d between turns", what, p.rackLen[seat], RackSize)
	}
	return nil
}

// checkSupply checks that the board and the known racks use no kind of
// tile more often than the set has it.
func (p *Position) checkSupply() error {
	if !p.full {
		return nil
	}
	bag := p.unplaced
	for seat := 0; seat < p.rules.Players; seat++ {
		for _, t := range p.racks[seat][:p.rackLen[seat]] {
			k := t.kind()
			if bag[k] == 0 {
				return fmt.Errorf("the racks and the board hold more %v tiles than the set's %d", kindTile[k], fullSet[k])
			}
			bag[k]--
		}
	}
	return nil
}
