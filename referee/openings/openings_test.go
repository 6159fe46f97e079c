package openings_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/openings"
	"github.com/arbiter-games/arbiter/schemas"
)

// direct counts, for each game and each path of position keys from a
// game's start (its first turns, up to depth), the games that reach the
// last position of the path by it, and for each position the games that
// reach it by any path: a count the tree must agree with.
type direct struct {
	byPath     map[string]int // game, then the keys joined by "\n"
	byPosition map[string]int // game, then the key
}

// add counts one refereed record as the tree does: its main line up to
// depth turns, each position once a game.
func (d *direct) add(rep *referee.Report, depth int) {
	p := rep.Start.Clone()
	path := rep.Game.Name()
	seen := map[string]bool{}
	for i := 0; ; i++ {
		key := notation.PublicKey(rep.Game, p.String())
		path += "\n" + key
		d.byPath[path]++
		if !seen[key] {
			seen[key] = true
			d.byPosition[rep.Game.Name()+"\n"+key]++
		}
		if i == depth || i >= len(rep.Main.Turns) || !rep.Main.Turns[i].Played() {
			return
		}
		p.Play(rep.Main.Turns[i].Move)
	}
}

// check compares the tree with the direct count: every node's games, and
// the games of every path, summed from the tree's continuations when no
// position repeats on it.
func (d *direct) check(t *testing.T, o *openings.Openings) {
	t.Helper()
	nodes := 0
	for _, tree := range o.Trees() {
		for _, root := range tree.Roots() {
			nodes += d.walk(t, tree, root, tree.Game+"\n"+root.Key, map[*openings.Node]bool{root: true})
		}
	}
	positions := 0
	for key, n := range d.byPosition {
		game, k, _ := bytes.Cut([]byte(key), []byte("\n"))
		node := o.Tree(string(game)).Node(string(k))
		if node == nil || node.Tally.Games != n {
			t.Fatalf("%s: the tree counts %v, the direct count %d", key, node, n)
		}
		positions++
	}
	for path := range d.byPath {
		keys := strings.Split(path, "\n")
		tree := o.Tree(keys[0])
		for i := 1; i+1 < len(keys); i++ {
			if !leadsTo(tree.Continuations(keys[i]), keys[i+1]) {
				t.Fatalf("%q: no continuation from %s to %s", path, keys[i], keys[i+1])
			}
		}
	}
	total := 0
	for _, tree := range o.Trees() {
		total += tree.Positions()
	}
	if total != positions {
		t.Errorf("the tree has %d positions, the direct count %d", total, positions)
	}
	t.Logf("%d positions, %d paths checked", positions, nodes)
}

// leadsTo tells whether one of cs reaches the position of key.
func leadsTo(cs []*openings.Continuation, key string) bool {
	for _, c := range cs {
		if c.To.Key == key {
			return true
		}
	}
	return false
}

// walk checks the paths below n: the games of a path that does not
// repeat a position are among those the continuations to its last
// position count (several turns may reach one position: Ingenious's
// draws in another order).
func (d *direct) walk(t *testing.T, tree *openings.Tree, n *openings.Node, path string, on map[*openings.Node]bool) int {
	checked := 0
	games := map[*openings.Node]int{}
	for _, c := range tree.Continuations(n.Key) {
		games[c.To] += c.Tally.Games
	}
	for to, count := range games {
		if on[to] {
			continue
		}
		next := path + "\n" + to.Key
		if d.byPath[next] > count {
			t.Fatalf("%q: %d games by this path, the continuations to it count %d", next, d.byPath[next], count)
		}
		on[to] = true
		checked += 1 + d.walk(t, tree, to, next, on)
		delete(on, to)
	}
	return checked
}

// TestGenerated counts the openings of 10,000 generated games of every
// game and checks them against the direct count.
func TestGenerated(t *testing.T) {
	const depth = 6
	o := openings.Openings{Depth: depth}
	d := direct{byPath: map[string]int{}, byPosition: map[string]int{}}
	n := 0
	for _, g := range notation.Games() {
		for seed := range 10000 / len(notation.Games()) {
			rec, err := notation.Generate(g, int64(seed), engines.Setup{Tags: map[string]string{}}, 2*depth)
			if err != nil {
				t.Fatal(err)
			}
			rep := referee.Check(rec, referee.Options{})
			o.Add(referee.Result{File: "generated", Number: seed + 1, Record: rec, Report: rep})
			d.add(rep, depth)
			n++
		}
	}
	d.check(t, &o)
	records := 0
	for _, tree := range o.Trees() {
		records += tree.Records
	}
	if records != n || o.Skipped != 0 {
		t.Errorf("%d records counted, %d skipped, of %d", records, o.Skipped, n)
	}
}

// examples referees the shipped examples of the games.
func examples(t *testing.T, depth int) openings.Openings {
	t.Helper()
	o := openings.Openings{Depth: depth}
	files, _ := filepath.Glob("../../examples/*/*")
	if len(files) == 0 {
		t.Fatal("no examples")
	}
	_, err := referee.Files(files, referee.FileOptions{}, func(res referee.Result) error {
		if res.Problem == nil {
			o.Add(res)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestExamples: the openings of the shipped examples, as text, JSON and
// HTML (golden files: go test -update rewrites them), counted as directly;
// the page names the sample games by their files' base names.
func TestExamples(t *testing.T) {
	o := examples(t, 4)
	d := direct{byPath: map[string]int{}, byPosition: map[string]int{}}
	files, _ := filepath.Glob("../../examples/*/*")
	referee.Files(files, referee.FileOptions{}, func(res referee.Result) error {
		if rep := res.Report; rep != nil && rep.Game != nil && rep.Start != nil {
			d.add(rep, 4)
		}
		return nil
	})
	d.check(t, &o)
	var text, page bytes.Buffer
	sum := o.Summary(2)
	if err := sum.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/examples.txt", text.Bytes())
	doc, err := schemas.Marshal("openings", sum) // valid against its schema
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/examples.json", append(doc, '\n'))
	if err := sum.WriteHTML(&page); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/examples.html", page.Bytes())
	if bytes.Contains(page.Bytes(), []byte("examples/")) {
		t.Error("the page names a sample game's folder")
	}
}

// TestMin: a turn fewer than min games played is left out, and so is the
// position it alone reaches.
func TestMin(t *testing.T) {
	o := examples(t, 3)
	for _, min := range []int{1, 2, 5} {
		for _, g := range o.Summary(min).Games {
			for _, n := range g.Nodes {
				for _, m := range n.Moves {
					if m.Games < min || g.Nodes[m.To].Games < min {
						t.Errorf("--min %d: %s %s listed with %d games", min, g.Game, m.Move, m.Games)
					}
				}
			}
		}
	}
}

// TestHiddenMerge: the games of a game with hidden information (racks
// dealt) that start from one board start from one node, whatever was
// dealt to them.
func TestHiddenMerge(t *testing.T) {
	hiding := 0
	for _, g := range notation.Games() {
		if notation.AbilitiesOf(g).Hiding == nil {
			continue
		}
		hiding++
		o := openings.Openings{Depth: 2}
		dealt := map[string]bool{}
		const games = 5
		for seed := range games {
			rec, err := notation.Generate(g, int64(seed), engines.Setup{Tags: map[string]string{}}, 4)
			if err != nil {
				t.Fatal(err)
			}
			rep := referee.Check(rec, referee.Options{})
			dealt[g.Key(rep.Start.String())] = true
			o.Add(referee.Result{File: "generated", Number: seed + 1, Record: rec, Report: rep})
		}
		roots := o.Tree(g.Name()).Roots()
		if len(dealt) < 2 || len(roots) != 1 || roots[0].Tally.Games != games {
			t.Errorf("%s: %d games dealt %d ways start from %d nodes", g.Name(), games, len(dealt), len(roots))
		}
	}
	if hiding == 0 {
		t.Error("no game hides anything")
	}
}
