package sgf_test

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// opening is a legal YINSH game that White wins when Black resigns.
const opening = "1. e5 2. f6 3. g7 4. d4 5. c3 6. h8 7. b2 8. i9 9. j10 10. k9 11. e5-e9 12. resign"

// TestRoundTrip writes records as SGF and reads them back: the canonical
// text is the same, tags in their order, comments in their places and
// the result kept, as far as SGF holds them (want, when set, is what
// comes back instead).
func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"a result text that names no player",
			"[Game \"YINSH\"]\n[White \"Kim\"]\n[Black \"Park\"]\n[Result \"1-0\"]\n[ResultText \"White wins 3-2\"]\n\n" + opening + " 1-0\n", ""},
		{"a result text that names the winner, as boardspace writes it",
			"[Game \"YINSH\"]\n[White \"Kim\"]\n[Black \"Park\"]\n[Result \"1-0\"]\n[ResultText \"Game won by Kim\"]\n\n" + opening + " 1-0\n", ""},
		{"a result text away from the result",
			"[Game \"YINSH\"]\n[Result \"1-0\"]\n[White \"Kim\"]\n[ResultText \"Game won by Kim\"]\n\n" + opening + " 1-0\n", ""},
		{"a result text that names the loser",
			"[Game \"YINSH\"]\n[White \"Kim\"]\n[Black \"Park\"]\n[Result \"1-0\"]\n[ResultText \"Park resigned\"]\n\n" + opening + " 1-0\n", ""},
		{"a result text without a result",
			"[Game \"YINSH\"]\n[White \"Kim\"]\n[Black \"Park\"]\n[ResultText \"Park left\"]\n\n1. e5 2. f6 *\n", ""},
		{"an unfinished game",
			"[Game \"YINSH\"]\n[Result \"*\"]\n\n1. e5 2. f6 *\n", ""},
		{"comments before the first turn, between turns and at the end",
			"[Game \"YINSH\"]\n\n{before the game} {and more} 1. e5 {after e5} 2. f6 3. g7 {[%used 0:00:01.500]} {after the clock}\n4. d4 {[%used 0:02:03]} 5. c3 {the end} *\n", ""},
		{"the comments of a game without turns",
			"[Game \"YINSH\"]\n\n{no turns yet} *\n", ""},
		{"the tags in the order of the Seven Tag Roster",
			"[Game \"YINSH\"]\n[Event \"화요 클럽\"]\n[Site \"Seoul\"]\n[Date \"2026.11.24\"]\n[Round \"3\"]\n[White \"김민지\"]\n[Black \"박준\"]\n[Result \"1-0\"]\n\n" + opening + " 1-0\n", ""},
		{"tags boardspace has properties for, in another order",
			"[Game \"YINSH\"]\n[Result \"1-0\"]\n[Black \"Park\"]\n[TimeControl \"900\"]\n[Site \"boardspace.net\"]\n[White \"Kim\"]\n[GameName \"Y-Kim-Park\"]\n[Date \"2026.11.24\"]\n[Annotator \"Lee\"]\n[Time \"19:30:00 KST\"]\n[SGF_VV \"2\"]\n[SGF_AP \"CGoban:3\"]\n\n" + opening + " 1-0\n", ""},
		{"a date and a time together, a date in another form",
			"[Game \"YINSH\"]\n[Date \"2026.11.24\"]\n[Time \"19:30:00 KST\"]\n[Event \"x\"]\n\n1. e5 *\n\n", ""},
		{"a date boardspace would split",
			"[Game \"YINSH\"]\n[Date \"Tue Nov 24 19:30:00 KST 2026\"]\n\n1. e5 *\n", ""},
		{"the players' facts, in the middle and at the end",
			"[Game \"YINSH\"]\n[WhiteRating \"1500\"]\n[White \"Kim\"]\n[Result \"1-0\"]\n[WhiteTime \"0:10:00\"]\n[BlackTime \"0:09:00\"]\n\n" + opening + " 1-0\n", ""},
		{"variants",
			"[Game \"YINSH\"]\n[Variant \"standard\"]\n\n1. e5 *\n", ""},
		{"blitz",
			"[Game \"YINSH\"]\n[Event \"x\"]\n[Variant \"blitz\"]\n\n1. e5 *\n", ""},
		{"a tag named like a player's id",
			"[Game \"YINSH\"]\n[White \"Kim\"]\n[WhiteId \"12\"]\n\n1. e5 *\n", ""},
		{"a second tag of a name",
			"[Game \"YINSH\"]\n[White \"Kim\"]\n[White \"Kim Minji\"]\n\n1. e5 *\n", ""},
		{"a robot's type, which the reader gives back",
			"[Game \"YINSH\"]\n[White \"Kim\"]\n[Black \"Dumbot\"]\n[BlackType \"program\"]\n[Result \"1-0\"]\n\n" + opening + " 1-0\n", ""},
		{"a player's type that is no robot's",
			"[Game \"YINSH\"]\n[White \"Kim\"]\n[WhiteType \"human\"]\n[Black \"Park\"]\n[BlackType \"program\"]\n\n1. e5 *\n", ""},
		{"a result only in the movetext comes back in a tag too",
			"[Game \"YINSH\"]\n\n" + opening + " 1-0\n",
			"[Game \"YINSH\"]\n[Result \"1-0\"]\n\n" + opening + " 1-0\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			recs, errs := readText(t, tc.src)
			if len(errs) > 0 || len(recs) != 1 {
				t.Fatalf("%d records, errors %v", len(recs), errs)
			}
			want := canonical(t, recs[0])
			if tc.want != "" {
				back, errs := readText(t, tc.want)
				if len(errs) > 0 || len(back) != 1 {
					t.Fatalf("the record wanted: %v", errs)
				}
				want = canonical(t, back[0])
			}
			out, lost := writeSGF(t, recs[0])
			if lost != nil {
				t.Errorf("lost: %v", lost)
			}
			if got := canonical(t, readSGF(t, out)); got != want {
				t.Errorf("after SGF:\n%s\nwant:\n%s\nSGF:\n%s", got, want, out)
			}
		})
	}
}

// canonical is a record's canonical text, as convert writes it.
func canonical(t *testing.T, rec *notation.Record) string {
	t.Helper()
	rep := referee.Check(rec, referee.Options{})
	for _, d := range rep.Diagnostics {
		if d.Severity == referee.Error {
			t.Fatalf("%s", d)
		}
	}
	return strings.TrimSpace(text.String(rep.Canonical(referee.KeepNumbering))) + "\n"
}
