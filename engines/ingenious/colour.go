package ingenious

import "fmt"

// Colour is one of the six colours of the game; 0 means none (an empty
// space).
type Colour uint8

// The six colours, in the order of the score tracks.
const (
	Red Colour = iota + 1
	Green
	Blue
	Orange
	Yellow
	Purple
)

// NumColours is the number of colours.
const NumColours = 6

const colourLetters = "RGBOYP"

var colourNames = [...]string{"none", "red", "green", "blue", "orange", "yellow", "purple"}

// Colours lists the six colours in track order.
func Colours() [NumColours]Colour {
	return [NumColours]Colour{Red, Green, Blue, Orange, Yellow, Purple}
}

// ColourOf returns the colour written with the letter (R G B O Y P).
func ColourOf(letter byte) (Colour, bool) {
	for i := 0; i < NumColours; i++ {
		if colourLetters[i] == letter {
			return Colour(i + 1), true
		}
	}
	return 0, false
}

// Valid reports whether c is one of the six colours.
func (c Colour) Valid() bool { return c >= Red && c <= Purple }

// Letter is the colour's symbol ('R'); '.' for none.
func (c Colour) Letter() byte {
	if !c.Valid() {
		return '.'
	}
	return colourLetters[c-1]
}

// String returns the colour's symbol, "R".
func (c Colour) String() string { return string(c.Letter()) }

// Name returns the colour's name, "red".
func (c Colour) Name() string {
	if !c.Valid() {
		return colourNames[0]
	}
	return colourNames[c]
}

// MarshalText writes the colour's symbol.
func (c Colour) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("no colour %d", c)
	}
	return []byte{c.Letter()}, nil
}

// UnmarshalText reads a colour's symbol.
func (c *Colour) UnmarshalText(b []byte) error {
	if len(b) == 1 {
		if v, ok := ColourOf(b[0]); ok {
			*c = v
			return nil
		}
	}
	return fmt.Errorf("%q is not a colour (R, G, B, O, Y or P)", b)
}
