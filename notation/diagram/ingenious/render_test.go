package ingenious

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// goldenCase is a position to draw: a variant and a position string (the
// standard start when empty), the turns played from it (the last one is
// highlighted), and the annotations.
type goldenCase struct {
	name, variant, position string
	turns                   []string
	arrows                  [][2]string
	marks                   []string
	flip                    bool
	players                 []string
}

// Positions of the records in examples/ingenious.
const (
	chainBefore = "P*4Y*/Y>4Y-y/P<p2G-yY>Y>/rP-pP>1Y-yor/R-pP<P>gY>Y-oO-r/R*R<rP>g1oO<R-oO*/rR<1g1O>o1R-o/rO-g2oO<2/R>G-g2b2/gG-bB>B>B-b/G*G-bbbB* 10,13,14,12,15,9/10,12,11,11,11,13 2 RY BP,OP,RR,GY,GY,BP/OY,RG,OO,RG,GP,GO 0"
	chainEnd    = "P*4Y*/Y>B>3Y-y/P<ppP>G-yY>Y>/rP-pP>gY-yor/R-pP<P>gY>Y-oO-r/R*R<rP>gY<oO<R-oO*/rR<1goO>o1R-o/rO-g1O>oO<2/R>G-g1obB-b/gG-bB>B>B-b/G*G-bbbB* 10,13,14,12,15,15/10,18,17,18,16,16 1 RY BP,OP,RR,GY,GY,RB/RG,RG,GO,RO,RB,BP 0"
	fourPlayers = "1G-p5/P<P-p5Y>/yP>P*4Y*Y<y/G-rp4B>y2/G-rP<4O>y3/G-rr4O>y4/G>R-rR<3O>y5/G>rR*r3O>y3O*2/y4O>O>y6/4O>ob6/4o7/2G<O>7/G>gG*gG<G-bB*2/g2y1B-bB<1/6r1 6,6,3,7,7,5/6,12,1,2,11,4/11,4,0,11,9,4/3,6,3,11,4,4 2 PRYG 6/6/6/6 0"
	teamsEnd    = "Y-pP>P-gG<1Y>/Y<P<P>pP>p1Y>o/ppP*pP<p1Y*oO</Y<P-g1pP<1Y-ooO</bP>R-yR>oB<Y-pO<gG</B>P>rP<1ooY-ypO>r1/B<prrY<O-gY-gG<P>r2/bB>R*R>oO-yY-ggG<rO*2/B>rR>oO-oY<Y-rrR>1P<G</rR<gO<O>yY-rR-rrbb/gG<gY>yY<1Y>R>B-bO</gG-gggO-rrbB>b/G>G>G*G<P<O<R>B*B<b/oggooO>ob1/O-g1O-bbB-y 34,32,23,30,27,36/34,32,17,27,33,36 2 GPYB RO,RB,RR,RG,BY,RR/BP,GP,GB,RP,BY,GY/GB,RY,BB,BO,BY,RB/RB,YP,YP,GB,YY,YP 0"
	solo        = "P*P<P>P>P>Y*/P>bR>rpy1/1bR>rR<P<2/3rrrP<2/6r1B>1/R*5G<R<B<oO*/5gggO<O</5G<G<gr/4yyG-b/5Y-b/G*4B* 18,17,5,5,3,17 1 B - 0"
)

var goldenCases = []goldenCase{
	{name: "start"},
	{name: "middle", position: chainBefore, turns: []string{"OO@j7-k7;PG@e9-f9;YO@h8-i7;+BB,RB,RO"},
		arrows: [][2]string{{"d8", "e8"}}, marks: []string{"j6"}},
	{name: "middle-flipped", position: chainBefore, turns: []string{"OO@j7-k7;PG@e9-f9;YO@h8-i7;+BB,RB,RO"},
		arrows: [][2]string{{"d8", "e8"}}, marks: []string{"j6"}, flip: true},
	{name: "end", position: chainEnd, turns: []string{"YG@c12-d11;BR@j10-j11;PO@j6-k6;BP@c11-d10;YG@c10-d9"}},
	{name: "four-players", position: fourPlayers, turns: []string{"BB@l8-l9;swap"}, arrows: [][2]string{{"n8", "k11"}}},
	{name: "teams-end", variant: engine.Teams, position: teamsEnd, turns: []string{"YB@c12-d11;GY@a14-b13;PR@f15-g14;BG@g15-h15"}},
	{name: "solo", variant: engine.Solo, position: solo, turns: []string{"BR@f6-f7"}, marks: []string{"h8"}},
	{name: "hangul", position: fourPlayers, turns: []string{"BB@l8-l9;swap"},
		players: []string{"김민지", "Park Joon", "이서연 (서울)", "Ωμέγα Жук"}},
}

// view plays the case's turns and returns the snapshot of the position
// after them and how to draw it.
func (c goldenCase) view(t testing.TB) (notation.Snapshot, diagram.Options) {
	t.Helper()
	var p *engine.Position
	var err error
	if c.position == "" {
		p, err = engine.Game{}.NewPosition(engines.Setup{Variant: c.variant})
	} else {
		p, err = engine.ParsePosition(engine.Rules{Variant: orStandard(c.variant)}, c.position)
	}
	if err != nil {
		t.Fatal(err)
	}
	v := notation.Snapshot{Position: p, Arrows: c.arrows, Marks: c.marks, Players: c.players}
	for _, text := range c.turns {
		played, err := p.Play(parseTurn(t, text))
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		v.Last = played.Move
	}
	return v, diagram.Options{Flip: c.flip}
}

func orStandard(variant string) string {
	if variant == "" {
		return engine.Standard
	}
	return variant
}

// parseTurn reads a long-form turn: placements RB@h8-h9, then +draws or
// swap[+draws], joined by ";".
func parseTurn(t testing.TB, text string) *engine.Turn {
	t.Helper()
	turn := &engine.Turn{}
	for _, part := range strings.Split(text, ";") {
		switch {
		case strings.HasPrefix(part, "swap"):
			turn.Swap = true
			turn.SwapDraw = parseTiles(t, strings.TrimPrefix(strings.TrimPrefix(part, "swap"), "+"))
		case strings.HasPrefix(part, "+"):
			turn.Refill = parseTiles(t, part[1:])
		default:
			tile, spaces, _ := strings.Cut(part, "@")
			first, second, _ := strings.Cut(spaces, "-")
			pl := engine.Placement{}
			var err1, err2, err3 error
			pl.Tile, err1 = engine.ParseTile(tile)
			pl.First, err2 = engine.ParseSpace(first)
			pl.Second, err3 = engine.ParseSpace(second)
			if err1 != nil || err2 != nil || err3 != nil {
				t.Fatalf("bad placement %q", part)
			}
			turn.Placements = append(turn.Placements, pl)
		}
	}
	return turn
}

func parseTiles(t testing.TB, text string) []engine.Tile {
	t.Helper()
	var tiles []engine.Tile
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' }) {
		tile, err := engine.ParseTile(f)
		if err != nil {
			t.Fatal(err)
		}
		tiles = append(tiles, tile)
	}
	return tiles
}

// checkGolden compares got with testdata/golden/name (go test -update rewrites it).
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", "golden", name), got)
}

// TestGolden draws every case as SVG and as text (Unicode, ASCII, ANSI
// colour) and compares them with the golden files.
func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			v, o := c.view(t)
			svg, err := Draw(v, o).SVG(diagram.SVGOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if err := diagram.CheckXML(svg); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, c.name+".svg", svg)
			checkGolden(t, c.name+".txt", []byte(Text(v, o)))
			o.ASCII = true
			checkGolden(t, c.name+".ascii.txt", []byte(Text(v, o)))
			o.ASCII, o.Colour = false, true
			checkGolden(t, c.name+".ansi.txt", []byte(Text(v, o)))
		})
	}
}
