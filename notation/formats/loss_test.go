package formats

import (
	"slices"
	"strings"
	"testing"
)

// unread marks a record that must come as an error: its text holds turns
// the reader cannot read.
const unread = -1

// lossCases are, for every format, records whose turn counts are known:
// each file with the turns each of its records holds (unread for one
// that must be an error). A reader that drops a turn, a node, an action
// or a property it does not know, and gives a record all the same, fails.
var lossCases = map[string][]struct {
	src   string
	turns []int
}{
	"text": {
		{"[Game \"YINSH\"]\n\n1. e5 2. f6 *\n", []int{2}},
		{"[Game \"YINSH\"]\n\n1. e5 {a comment} 2. f6 (2. g7 3. h8) 3. d4 *\n\n[Game \"YINSH\"]\n\n*\n", []int{3, 0}},
		{"[Game \"YINSH\"]\n\n1. e5 1-0 2. f6 *\n", []int{unread}},
		{"[Game \"YINSH\"]\n\n{1. e5 2. f6 *\n", []int{unread}},
		{"[Game \"YINSH\"]\n\n#### e5 f6\n", []int{unread}},
		{"[Game \"YINSH\"]\n[Event \"x\n\n1. e5 2. f6 *\n", []int{unread}},
	},
	"json": {
		{`{"records": [{"game": "YINSH", "tags": [], "moves": {"turns": [{"text": "e5"}, {"text": "f6"}]}}]}`, []int{2}},
		{`{"records": [{"game": "YINSH", "tags": [], "movez": {"turns": [{"text": "e5"}]}}]}`, []int{unread}},
		{`{"records": [{"game": "YINSH", "tags": [], "moves": {"turnz": [{"text": "e5"}]}}]}`, []int{unread}},
		{`{"records": [{"game": "YINSH", "tags": [], "moves": {"turns": [{"txt": "e5"}, {"text": "f6"}]}}]}`, []int{unread}},
		{`{"recordz": [{"game": "YINSH", "tags": [], "moves": {"turns": [{"text": "e5"}]}}]}`, []int{unread}},
	},
	"ndjson": {
		{`{"game": "YINSH", "tags": [], "moves": {"turns": [{"text": "e5"}, {"text": "f6"}]}}` + "\n" +
			`{"game": "YINSH", "tags": [], "moves": {"turns": [], "trailing": [{"text": "x"}]}}`, []int{2, 0}},
		{`{"game": "YINSH", "tags": [], "movez": {"turns": [{"text": "e5"}]}}`, []int{unread}},
		{`{"game": "YINSH", "tags": [], "moves": {"turns": [{"text": "e5", "extra": 1}]}}`, []int{unread}},
		{`{"game": "YINSH", "tags": [], "moves": {"turns": [{"text": "e5"}]}} {"game": "YINSH", "tags": [], "moves": {"turns": [{"text": "e5"}]}}`, []int{unread}},
	},
	"sgf": {
		{"(;GM[24]; P0[1 place wr E 5]; P0[2 Done]; P1[3 place br F 6])", []int{2}},
		{"(;GM[24]; P0[place wr  E 5]; P0[Done ]; P1[place br  F 6]\n; P0[time 0:00:01 ])", []int{2}},
		{"(;GM[24]; P0[1 pick wr]; P0[2 drop board E 5]; P1[3 place br F 6])(;GM[24]XX[1]; TM[5]; P0[1 place wr E 5])", []int{2, 1}},
		{"(;GM[24]; P0[1 place wr E 5]; P1[2 jump F 6])", []int{unread}},
		{"(;GM[24]; P0[place wr E 5]; P1[jump F 6]; P0[place wr G 7])", []int{unread}},
		{"(;GM[24]; P0[1 place wr E 5]XY[1])", []int{unread}},
		{"(;GM[24]; P0[1 place wr E 5](; P1[2 place br F 6]))", []int{unread}},
		{"(;GM[24]; P0[1 place wr E 5]) junk (;GM[24]; P0[1 place wr E 5])", []int{1, unread, 1}},
	},
	"jfen": {
		{"startpos moves a3b3 b3a3\n# a comment\nposition startpos moves a3b3\nstartpos moves\n", []int{2, 1, 0}},
		{"startpos mvoes a3b3 b3a3\n", []int{unread}},
		{"startpos moves a3b3 b3a3 extra\n", []int{unread}},
		{"startpos moves a3b3 # junk\n", []int{unread}},
		{"bestmove a3b3\n", []int{unread}},
	},
}

// TestNoSilentLoss feeds every reader records whose turn counts are
// known: each record comes with all its turns, or as an error; never
// fewer turns, never an empty game where the text holds turns. Every
// format that reads records has cases.
func TestNoSilentLoss(t *testing.T) {
	for _, f := range All() {
		if !f.Reads() {
			continue // written only: its reader refuses every file whole
		}
		if len(lossCases[f.Name]) == 0 {
			t.Errorf("format %s has no cases: add its records to lossCases", f.Name)
		}
	}
	for format, cases := range lossCases {
		for _, tc := range cases {
			recs, errs := readSample(t, sample{format: format}, strings.NewReader(tc.src))
			var got []int
			for n := 1; n <= len(recs)+len(errs); n++ {
				switch {
				case errs[n] != nil:
					got = append(got, unread)
				case recs[n] != nil:
					got = append(got, len(recs[n].Moves.Turns))
				}
			}
			if !slices.Equal(got, tc.turns) {
				t.Errorf("%s %q: turns %v (%d for an error), want %v; errors %v", format, tc.src, got, unread, tc.turns, errs)
			}
		}
	}
}
