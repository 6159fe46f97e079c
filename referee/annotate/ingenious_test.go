package annotate

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// draws matches what a full record's turn draws: ";+GB,RR" and "swap+...".
var draws = regexp.MustCompile(`;\+[A-Z,]+|(swap)\+[A-Z,]+`)

// public is the public twin of a full record: no racks, no draws.
func public(rec *notation.Record) *notation.Record {
	pub := *rec
	pub.Tags = slices.DeleteFunc(slices.Clone(rec.Tags), func(t notation.Tag) bool { return strings.HasPrefix(t.Name, "Rack") })
	for i, tag := range pub.Tags {
		if tag.Name == "Position" {
			fields := strings.Fields(tag.Value)
			fields[4] = "6/6"
			pub.Tags[i].Value = strings.Join(fields, " ")
		}
	}
	pub.Moves.Turns = nil
	for _, t := range rec.Moves.Turns {
		c := *t
		c.Move = draws.ReplaceAllString(t.Move, "$1")
		pub.Moves.Turns = append(pub.Moves.Turns, &c)
	}
	return &pub
}

// closeTo18 is the position string after the first round of a random
// game, with every colour of both tracks between 12 and 17, so that the
// random turns from it reach 18 often, and miss it often.
func closeTo18(t *testing.T, seed int64) string {
	t.Helper()
	rec := generated(t, "Ingenious", seed+100, engines.Setup{}, 4)
	p := startOf(t, rec)
	g, _ := notation.LookupGame("Ingenious")
	for _, turn := range rec.Moves.Turns {
		m, err := g.ParseMove(turn.Move)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	fields := strings.Fields(p.String())
	fields[1] = "12,13,14,15,16,17/17,16,15,14,13,12"
	return strings.Join(fields, " ")
}

// positions replays a record and returns the position before each turn of
// its main line with the turn played.
func positions(t *testing.T, rec *notation.Record) (before []*ingenious.Position, played []ingenious.Turn) {
	t.Helper()
	prev := startOf(t, rec)
	rep := referee.Check(rec, referee.Options{Positions: true})
	for _, s := range rep.Main.Turns {
		if s.Played() {
			before = append(before, prev.(*ingenious.Position))
			played = append(played, *s.Move.(*ingenious.Turn))
			prev = s.After
		}
	}
	if rep.Errors() > 0 {
		t.Fatalf("the record is refused: %v", rep.Diagnostics)
	}
	return before, played
}

// reaches tells, naively, whether placing pl alone at the public position
// p reaches 18 in a colour: the engine refuses the turn for the bonus
// placement it owes, or, when the game ends, a colour stands at 18.
func reaches(p *ingenious.Position, pl ingenious.Placement) bool {
	track := p.Rules().TrackOf(p.Seat())
	scores := p.Scores(track)
	q := p.Clone().(*ingenious.Position)
	if _, err := q.Play(&ingenious.Turn{Placements: []ingenious.Placement{pl}}); err != nil {
		return strings.Contains(err.Error(), "owed")
	}
	for i, s := range q.Scores(track) {
		if scores[i] < 18 && s >= 18 {
			return true
		}
	}
	return false
}

// naiveMissed tells whether a placement of one of the tiles reaches 18 at
// the public position p, trying every pair of adjacent spaces both ways.
func naiveMissed(p *ingenious.Position, tiles []ingenious.Tile) bool {
	b := p.Board()
	for _, s := range b.Spaces() {
		for _, n := range b.Neighbours(s) {
			if p.At(s) != (ingenious.Content{}) || p.At(n) != (ingenious.Content{}) {
				continue
			}
			for _, tile := range tiles {
				if reaches(p, ingenious.Placement{Tile: tile, First: s, Second: n}) {
					return true
				}
			}
		}
	}
	return false
}

// TestIngeniousAgainstNaive checks the $2 of generated Ingenious games,
// full records and their public twins, against a naive check through
// Play: a $2 exactly where the first placement played reached 18 in no
// colour and a placement of a tile of the rack (of the tile played, in a
// public record) would have. The annotated records stay valid.
func TestIngeniousAgainstNaive(t *testing.T) {
	a := New(Options{Points: true})
	marked := 0
	for seed := range int64(shortened(3)) {
		full := generated(t, "Ingenious", seed, engines.Setup{Position: closeTo18(t, seed)}, 0)
		pub := public(full)
		fullBefore, fullPlayed := positions(t, full)
		pubBefore, _ := positions(t, pub)
		for _, rec := range []*notation.Record{full, pub} {
			isFull := rec == full
			res, err := a.Record(rec, referee.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range res.Verdicts {
				first := fullPlayed[i].Placements[0]
				tiles := []ingenious.Tile{first.Tile, {A: first.Tile.B, B: first.Tile.A}}
				if isFull {
					tiles, _ = fullBefore[i].Rack(fullBefore[i].Seat())
				}
				want := !reaches(pubBefore[i], first) && naiveMissed(pubBefore[i], tiles)
				if (v.NAG == 2) != want {
					t.Errorf("seed %d full %v turn %d %s: $%d, naive says missed: %v (%s)", seed, isFull, v.Turn, v.Move, v.NAG, want, v.Comment)
				}
				if v.NAG == 2 {
					marked++
				}
				if v.Points == "" {
					t.Errorf("seed %d turn %d: no points", seed, v.Turn)
				}
				if isFull && v.NAG == 2 && len(v.Line) != 1 {
					t.Errorf("seed %d turn %d: the full record's $2 has no variation", seed, v.Turn)
				}
			}
			again, err := text.Parse(text.String(res.Record), notation.Pos{})
			if err != nil {
				t.Fatal(err)
			}
			if rep := referee.Check(again, referee.Options{}); rep.Errors() > 0 {
				t.Errorf("seed %d full %v: the annotated record is refused: %v", seed, isFull, rep.Diagnostics)
			}
		}
	}
	if marked == 0 {
		t.Error("no $2 in the games: they prove little")
	}
	t.Logf("%d turns marked $2", marked)
}
