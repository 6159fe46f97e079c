package jungle

import "testing"

// TestMoveTexts holds the texts String takes from its table (and the
// squares' names) to the texts AppendText writes, for every move that can
// be made of an animal, two squares and a capture, allowed or not.
func TestMoveTexts(t *testing.T) {
	squares := []Square{NoSquare, NumSquares}
	for s := Square(0); s < NumSquares; s++ {
		squares = append(squares, s)
		if want := string([]byte{byte('a' + s.File()), byte('1' + s.Rank())}); s.String() != want {
			t.Fatalf("square %d is %q, want %q", s, s.String(), want)
		}
	}
	tabled := 0
	for a := NoAnimal; a <= numAnimals; a++ {
		for _, from := range squares {
			for _, to := range squares {
				for _, capture := range []bool{false, true} {
					m := Move{Piece: a, From: from, To: to, Capture: capture}
					b, _ := m.AppendText(nil)
					if m.String() != string(b) {
						t.Fatalf("%#v is %q, want %q", m, m.String(), b)
					}
					if _, ok := boxPlace(m); ok {
						tabled++
					}
				}
			}
		}
	}
	if want := 2 * (numAnimals - 1) * len(boxedTargets()); tabled != want {
		t.Errorf("%d moves tabled, want %d", tabled, want)
	}
}

// boxedTargets lists the steps and jumps the board allows, from every
// square.
func boxedTargets() [][2]Square {
	var out [][2]Square
	for from := Square(0); from < NumSquares; from++ {
		for d := up; d < numDirections; d++ {
			for _, to := range []Square{geo.step[from][d], geo.jump[from][d].to} {
				if to != NoSquare {
					out = append(out, [2]Square{from, to})
				}
			}
		}
	}
	return out
}
