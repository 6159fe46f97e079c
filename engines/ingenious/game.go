package ingenious

import (
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// Game is Ingenious for the engines registry (notation/ingenious registers
// it).
type Game struct{}

var _ engines.Game = Game{}

// Name is the game's name in the Game tag.
func (Game) Name() string { return "Ingenious" }

// Variants lists standard, teams and solo.
func (Game) Variants() []engines.Variant {
	return []engines.Variant{
		{Name: Standard, Doc: "2 to 4 players, every player for himself"},
		{Name: Teams, Doc: "4 players, seats 1+3 and 2+4 share one double-length score track (bonus at 18 and 36)"},
		{Name: Solo, Doc: "1 player on the 2-player board: draw a tile, place it, score it; no bonus; double-length track"},
	}
}

// Options lists the swap timing and the first-round rule.
func (Game) Options() []engines.Option {
	return []engines.Option{{
		Key:    "swap",
		Doc:    "when the swap check is made: before the refill (official rulebook) or after it (seed text)",
		Values: []string{"before-refill", "after-refill"},
	}, {
		Key:    "first-round",
		Doc:    "each first tile touches a start symbol no earlier first tile touched (official rulebook), or any start symbol (seed text)",
		Values: []string{"distinct", "any-symbol"},
	}}
}

// Seats allows 1 to 4 players.
func (Game) Seats() (min, max int) { return 1, 4 }

// ReadsTags is true: New reads the Players, Rack and layout tags.
func (Game) ReadsTags() bool { return true }

// New returns the position a record with this setup starts from. Its
// errors are *engines.SetupError, naming the tag at fault: Variant, Rules,
// Position, Players, SeatN, StartSymbols or RackN.
func (g Game) New(s engines.Setup) (engines.Position, error) {
	p, err := g.NewPosition(s)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// NewPosition is New with the concrete position type.
func (g Game) NewPosition(s engines.Setup) (*Position, error) {
	r, players, err := g.rules(s)
	if err != nil {
		return nil, err
	}
	layout, hasLayout, err := layoutTag(s.Tags)
	if err != nil {
		return nil, err
	}
	if s.Position != "" {
		return fromSetupPosition(r, players, s, layout, hasLayout)
	}
	if err := r.check(); err != nil {
		return nil, setupError(players, codePlayers, "%v", err)
	}
	p := newPosition(r, layout)
	return p, p.dealTags(s.Tags)
}

// rulebook keeps the rules of the variants and options met (the number
// of players aside).
var rulebook engines.Rulebook[Rules]

// resolveRules makes the rules of a variant and options, but for the
// number of players.
func resolveRules(variant, options string) (Rules, error) {
	opts, err := engines.ResolveRules(Game{}, variant, options)
	if err != nil {
		return Rules{}, err
	}
	r := Rules{Variant: Standard, SwapAfterRefill: opts["swap"] == "after-refill", AnyStartSymbol: opts["first-round"] == "any-symbol"}
	for _, v := range (Game{}).Variants() {
		if strings.EqualFold(v.Name, strings.TrimSpace(variant)) {
			r.Variant = v.Name
		}
	}
	return r, nil
}

// rules resolves the variant, the options and the number of players; it
// names the tag that gave the number, "" when none did.
func (g Game) rules(s engines.Setup) (Rules, string, error) {
	r, err := rulebook.Of(s.Variant, s.Rules, resolveRules)
	if err != nil {
		return Rules{}, "", err
	}
	n, players, err := playersTag(s.Tags)
	switch {
	case err != nil:
		return Rules{}, "", err
	case players != "":
		r.Players = n
	case r.Variant == Solo:
		r.Players = 1
	case r.Variant == Teams:
		r.Players = 4
	default:
		r.Players = 2
	}
	return r, players, nil
}

// newPosition returns the start of a game: the board in use, empty but for
// the start symbols, every rack hidden and full, seat 1 to move.
func newPosition(r Rules, layout Layout) *Position {
	start := &startBoards[r.Board().Radius]
	p := &Position{rules: r, turn: 1, unplaced: fullSet, cells: start.cells, edges: start.edges}
	for i, s := range startCorners {
		p.cells[s] = uint8(layout[i]) | cellStart
	}
	if r.HasRacks() {
		for s := 0; s < r.Players; s++ {
			p.rackLen[s] = RackSize
		}
	}
	return p
}

// startBoard is the board of one radius as every game on it starts, but
// for the colours of the start symbols: its spaces empty, the start
// symbols' taken, and its pairs of adjacent empty spaces counted.
type startBoard struct {
	cells [gridSize]uint8
	edges int
}

// startBoards holds the start of each board radius.
var startBoards = func() (out [maxR + 1]startBoard) {
	for rad := range out {
		var p Position
		for i := range p.cells {
			p.cells[i] = cellOff
		}
		for _, s := range (Board{rad}).spaces() {
			p.cells[s] = 0
		}
		for _, s := range startCorners {
			p.cells[s] = cellStart
		}
		out[rad] = startBoard{p.cells, p.countEdges()}
	}
	return out
}()

// countEdges counts the pairs of adjacent empty spaces.
func (p *Position) countEdges() int {
	n := 0
	for s := range p.cells {
		if p.cells[s] != 0 {
			continue
		}
		for _, d := range forward {
			if p.empty(Space(s).step(d)) {
				n++
			}
		}
	}
	return n
}

// forward are the directions to the neighbours later in reading order:
// east, south-west, south-east.
var forward = [3]int{0, 4, 5}
