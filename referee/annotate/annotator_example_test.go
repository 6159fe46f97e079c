package annotate_test

import (
	"fmt"
	"os"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/annotate"
)

// A program annotates a record as `arbiter annotate` does: the annotator
// searches every turn of the main line for forced wins and gives a marked
// copy of the record, leaving the record read as it was. Here Black's lion
// stands two steps from White's den at d9 and walks away: the turn misses
// a forced win ($2), and the variation shows it.
func ExampleAnnotator_Record() {
	rec, err := text.Parse(`[Game "Jungle"]
[Position "r6/7/3L3/7/7/7/7/7/7 w 0 1"]

1. Ld7-c7 2. Ra9-b9 *`, notation.Pos{File: "endgame.jungle"})
	if err != nil {
		panic(err)
	}
	res, err := annotate.New(annotate.Options{Depth: 3, Jobs: 1}).Record(rec, referee.Options{})
	if err != nil {
		panic(err)
	}
	for _, v := range res.Verdicts {
		fmt.Printf("turn %d %s: $%d\n", v.Turn, v.Move, v.NAG)
	}
	text.Write(os.Stdout, res.Record)
	// Output:
	// turn 1 Ld7-c7: $2
	// turn 2 Ra9-b9: $0
	// [Game "Jungle"]
	// [Position "r6/7/3L3/7/7/7/7/7/7 w 0 1"]
	//
	// 1. Ld7-c7 $2
	// {[%arbiter $2] misses Ld7-d8, a forced win in 3 turns: Black's lion entered the den}
	// (1. Ld7-d8 {[%arbiter] a forced win in 3 turns} 2. Ra9-a8 3. Ld8-d9) 2. Ra9-b9 *
}
