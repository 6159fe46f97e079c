package jungle

import "fmt"

// Side is a player. Black is the first player: upper case in the position
// string (where its turn is written "w", as every Jungle engine does), ranks
// 1-3 at the start, seat 0. White is the second player, seat 1.
type Side uint8

// The two sides.
const (
	Black Side = iota
	White
)

// String returns "Black" or "White", the names records use.
func (s Side) String() string {
	if s == Black {
		return "Black"
	}
	return "White"
}

// Other returns the opponent.
func (s Side) Other() Side { return s ^ 1 }

// MarshalText writes "Black" or "White".
func (s Side) MarshalText() ([]byte, error) {
	if s > White {
		return nil, fmt.Errorf("jungle: %d is not a side", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads "Black" or "White".
func (s *Side) UnmarshalText(text []byte) error {
	switch string(text) {
	case "Black":
		*s = Black
	case "White":
		*s = White
	default:
		return fmt.Errorf("jungle: %q is not a side (Black or White)", text)
	}
	return nil
}

// Animal is a kind of piece. Its value is its rank under the standard
// rules, from the rat (1) to the elephant (8); NoAnimal (0) is none.
type Animal uint8

// The animals, weakest first.
const (
	NoAnimal Animal = iota
	Rat
	Cat
	Dog
	Wolf
	Leopard
	Tiger
	Lion
	Elephant
)

const numAnimals = 9 // NoAnimal included, for tables indexed by Animal

var (
	animalLetters = [numAnimals]byte{0, 'R', 'C', 'D', 'W', 'P', 'T', 'L', 'E'}
	animalNames   = [numAnimals]string{"no animal", "rat", "cat", "dog", "wolf", "leopard", "tiger", "lion", "elephant"}
)

// Letter returns the animal's upper-case letter ("E"), or 0 for NoAnimal.
func (a Animal) Letter() byte {
	if a >= numAnimals {
		return 0
	}
	return animalLetters[a]
}

// String returns the animal's name ("elephant").
func (a Animal) String() string {
	if a >= numAnimals {
		return fmt.Sprintf("animal(%d)", uint8(a))
	}
	return animalNames[a]
}

// AnimalByLetter finds the animal of an upper-case letter.
func AnimalByLetter(c byte) (Animal, bool) {
	for a := Rat; a < numAnimals; a++ {
		if animalLetters[a] == c {
			return a, true
		}
	}
	return NoAnimal, false
}

// MarshalText writes the animal's letter; NoAnimal writes nothing.
func (a Animal) MarshalText() ([]byte, error) {
	if a == NoAnimal {
		return []byte{}, nil
	}
	if a >= numAnimals {
		return nil, fmt.Errorf("jungle: %d is not an animal", uint8(a))
	}
	return []byte{a.Letter()}, nil
}

// UnmarshalText reads an animal's letter; empty text is NoAnimal.
func (a *Animal) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*a = NoAnimal
		return nil
	}
	found, ok := AnimalByLetter(text[0])
	if !ok || len(text) != 1 {
		return fmt.Errorf("jungle: %q is not an animal letter (E L T P W D C R)", text)
	}
	*a = found
	return nil
}

// Piece is an animal of one side on the board; NoPiece is an empty square.
type Piece uint8

// NoPiece is the zero Piece: nothing.
const NoPiece Piece = 0

// MakePiece returns the piece of side s and animal a.
func MakePiece(s Side, a Animal) Piece { return Piece(s)<<4 | Piece(a) }

// Animal returns the piece's animal (NoAnimal for NoPiece).
func (p Piece) Animal() Animal { return Animal(p & 15) }

// Side returns the piece's side.
func (p Piece) Side() Side { return Side(p >> 4) }

// Letter returns the piece's letter in the position string: upper case for
// Black (the first player), lower case for White; 0 for NoPiece.
func (p Piece) Letter() byte {
	c := p.Animal().Letter()
	if c != 0 && p.Side() == White {
		c += 'a' - 'A'
	}
	return c
}

// pieceByLetter reads a letter of the position string.
func pieceByLetter(c byte) (Piece, bool) {
	side := Black
	if c >= 'a' && c <= 'z' {
		side, c = White, c-('a'-'A')
	}
	a, ok := AnimalByLetter(c)
	return MakePiece(side, a), ok
}

// String describes the piece for a player: "Black's elephant".
func (p Piece) String() string {
	if p == NoPiece {
		return "no piece"
	}
	return p.Side().String() + "'s " + p.Animal().String()
}
