package notation

import (
	"errors"
	"strings"
	"testing"
)

// TestUnkept: a record that could not be read and cannot be kept is
// refused in its own number and place, saying why: its text was not kept
// (too long), or, written in the format, it would run into its neighbours.
func TestUnkept(t *testing.T) {
	at := Pos{File: "big.yinsh", Line: 7, Column: 1}
	for _, tc := range []struct {
		e    Entry
		want string
	}{
		{Entry{Err: &Error{Pos: at, Record: 3, Code: CodeTooLong}}, "longer than a record may be (1 MiB): its text was not kept"},
		{Entry{Err: &Error{Pos: at, Record: 3}}, "its text was not kept"},
		{Entry{Raw: "(;GM[24]", Err: &Error{Pos: at, Record: 3}, From: "sgf"}, "its text (as written in sgf) cannot be kept in SGF without running into the records around it"},
	} {
		err := tc.e.Unkept("SGF")
		if err.Code != CodeRefused || err.Record != 3 || err.Pos != at || !strings.Contains(err.Msg, tc.want) {
			t.Errorf("%+v: %v (record %d, code %s), want record 3 refused: …%s…", tc.e, err, err.Record, err.Code, tc.want)
		}
	}
}

// TestLegalGameRefusesIllegalTurn: a record with a turn the referee did
// not play is refused at that turn, as an *IllegalTurnError that names it.
func TestLegalGameRefusesIllegalTurn(t *testing.T) {
	at := Pos{File: "club.yinsh", Line: 3, Column: 7}
	rec := &Record{Number: 2, Tags: []Tag{{Name: "Game", Value: "YINSH"}}}
	rec.Moves.Turns = []*Turn{{Pos: at, Move: "e5"}}
	_, err := Entry{Record: rec}.LegalGame("YINSH", "SGF")
	var illegal *IllegalTurnError
	var refused *Error
	if !errors.As(err, &illegal) || illegal.Turn != 1 || !errors.As(err, &refused) || refused.Code != CodeRefused || refused.Pos != at || refused.Record != 2 ||
		err.Error() != "club.yinsh:3:7: turn 1 (e5) was not accepted by the referee, and SGF holds only legal games" {
		t.Errorf("%v (%#v), want turn 1 refused", err, err)
	}
}

// TestTagsOnOneLine: a record with a tag whose value holds one of the
// format's line breaks is refused at that tag, naming it; any other, and
// an entry with no record, is not.
func TestTagsOnOneLine(t *testing.T) {
	at := Pos{File: "made", Line: 2, Column: 1}
	for _, tc := range []struct {
		value, breaks string
		refused       bool
	}{
		{"Seoul 서울", "\n", false},
		{"Seoul\n서울", "\n", true},
		{"a\rb", "\n", false},
		{"a\rb", "\r\n", true},
		{"", "\r\n", false},
	} {
		rec := &Record{Number: 4, Tags: []Tag{{Name: "Game", Value: "YINSH"}, {Pos: at, Name: "Site", Value: tc.value}}}
		err := Entry{Record: rec}.TagsOnOneLine("JSON", tc.breaks)
		switch {
		case !tc.refused && err != nil:
			t.Errorf("%q, breaks %q: %v, want it written", tc.value, tc.breaks, err)
		case tc.refused && (err == nil || err.Code != CodeRefused || err.Pos != at || err.Record != 4 || !strings.Contains(err.Msg, "JSON holds a tag's value on one line, and the value of the Site tag has a line break")):
			t.Errorf("%q, breaks %q: %v, want it refused at %v", tc.value, tc.breaks, err, at)
		}
	}
	if err := (Entry{Err: &Error{Record: 1}}).TagsOnOneLine("JSON", "\n"); err != nil {
		t.Errorf("a record that could not be read: %v", err)
	}
}
