package notation_test

import (
	"reflect"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
)

// TestSnapshotAnnotate: the arrows and marks of the comments' commands,
// written apart or joined, in order; other commands and text are left.
func TestSnapshotAnnotate(t *testing.T) {
	for _, tt := range []struct {
		comments []string
		arrows   [][2]string
		marks    []string
	}{
		{comments: []string{"no command"}},
		{comments: []string{"[%arrow e5 e9]"}, arrows: [][2]string{{"e5", "e9"}}},
		{comments: []string{"[%arrow e5e9]"}, arrows: [][2]string{{"e5", "e9"}}},
		{comments: []string{"[%arrow a10b10, c3 d4]"}, arrows: [][2]string{{"a10", "b10"}, {"c3", "d4"}}},
		{comments: []string{"[%arrow e5]"}}, // half an arrow
		{comments: []string{"[%mark g5 h6]", "then [%clk 0:10:00] [%arrow a1 a2] [%mark b2]"},
			arrows: [][2]string{{"a1", "a2"}}, marks: []string{"g5", "h6", "b2"}},
	} {
		var comments []notation.Comment
		for _, c := range tt.comments {
			comments = append(comments, notation.Comment{Text: c})
		}
		var s notation.Snapshot
		s.Annotate(comments)
		if !reflect.DeepEqual(s.Arrows, tt.arrows) || !reflect.DeepEqual(s.Marks, tt.marks) {
			t.Errorf("%q: arrows %v, marks %v; want %v, %v", tt.comments, s.Arrows, s.Marks, tt.arrows, tt.marks)
		}
	}
}

// TestSnapshotName: a seat is named by its player, else by its number.
func TestSnapshotName(t *testing.T) {
	s := notation.Snapshot{Players: []string{"", "Kim"}}
	for seat, want := range []string{"seat 1", "Kim", "seat 3"} {
		if got := s.Name(seat); got != want {
			t.Errorf("seat %d: %q, want %q", seat, got, want)
		}
	}
}
