package yinsh

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// grammarTurn reads a turn with the participle grammar alone, remembering
// nothing: what parseTurn must give whatever it remembers.
func grammarTurn(text string) (string, error) {
	ast, err := turnParser().ParseString("", text)
	if err != nil {
		return "", syntaxError(text, err)
	}
	t, err := build(ast.Parts)
	return fmt.Sprintf("%#v", t), err
}

// sameAsGrammar fails unless parseTurn reads text as the grammar does:
// the same turn, or the same error at the same place.
func sameAsGrammar(t *testing.T, text string) {
	t.Helper()
	want, wantErr := grammarTurn(text)
	got, err := parseTurn(text)
	if !reflect.DeepEqual(err, wantErr) || err == nil && fmt.Sprintf("%#v", got) != want {
		t.Fatalf("%q: %#v, %v; the grammar alone gives %s, %v", text, got, err, want, wantErr)
	}
}

// TestKnownParts: turns made of parts read before, in other turns, read
// as the grammar reads them, errors included.
func TestKnownParts(t *testing.T) {
	for _, seen := range []string{"e5-e9;xa5-e5xb7", "xb7;c8-d8", "pass;resign", "e5", "c8-d8;XA5-E5XB7", "z9"} {
		if _, err := parseTurn(seen); err != nil && seen != "z9" {
			t.Fatal(seen, err)
		}
	}
	for _, text := range []string{"xa5-e5xb7;c8-d8", "xb7;e5-e9", "e5-e9;xb7", "c8-d8;xa5-e5xb7;xb7"} {
		if _, ok := knownParts.of(text, nil); !ok {
			t.Errorf("%q: its parts are not known", text)
		}
	}
	for _, text := range []string{
		"xa5-e5xb7;c8-d8", "xb7;e5-e9", "e5-e9;xb7", "c8-d8;xa5-e5xb7;xb7", // new turns of known parts
		"e5-e9;c8-d8",                      // two moves: an error at the second
		"resign;e5-e9",                     // nothing follows resign
		"e5-e9;z9",                         // a point off the board
		"e5-e9;", ";xb7", "e5-e9;;xb7", "", // empty parts
		"e5-e9;xA5-E5XB7",                 // a part known only in another case
		"f6-f8;xg1-g5xh3", "d4-d7;xe2-e6", // parts never seen: each read alone
		"f6-f8;x", "f6-f8;xg1-g5", "f6 f8", "f6-f8;xg1-g5xh3xi4", // parts that do not read alone
		"g1-g5;xh3", "f6-f8;xg1-g5xh3", "xG1-g5Xh3;f6-f8", // a removal of a row and ring read before
		"f6-f8;xxg1-g5xh3", "f6-f8;xg1xh3", "f6-f8;xg1-g5x", "f6-f8;xg1-g5-h3xh3", // removals that are not
		"f6-f8;xg1-g5xh3-h4", "f6-f8;xpass-g5xh3", "f6-f8;xg1-g5xz9", "f6-f8;xg1-z9xh3",
	} {
		sameAsGrammar(t, text)
	}
}

// FuzzKnownParts: whatever parts were read before, a turn reads as the
// grammar reads it.
func FuzzKnownParts(f *testing.F) {
	for _, s := range []string{"xa5-e5xb7;c8-d8", "e5-e9;xb7;xc1-c5xd2", "pass;resign", "e5;e6", "i8-f5;;xa5", "c1-c5;xd2;xc1-c5xd2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, part := range strings.Split(text, ";") {
			parseTurn(part) // remembered when it reads
		}
		sameAsGrammar(t, text)
	})
}
