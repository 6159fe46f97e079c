package sgf_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/sgf"
	"github.com/arbiter-games/arbiter/notation/text"
)

// readAll reads every record of an SGF text, errors included.
func readAll(src string) ([]*notation.Record, []error) {
	rd := sgf.NewReader(strings.NewReader(src), "t.sgf")
	var recs []*notation.Record
	var errs []error
	for {
		rec, err := notation.NextRecord(rd)
		switch {
		case err == io.EOF:
			return recs, errs
		case err != nil:
			errs = append(errs, err)
		default:
			recs = append(recs, rec)
		}
	}
}

// turnTexts lists the turns of a record, space separated.
func turnTexts(rec *notation.Record) string {
	var texts []string
	for _, t := range rec.Moves.Turns {
		texts = append(texts, t.Move)
	}
	return strings.Join(texts, " ")
}

// placements are the ten ring placements of a boardspace game, in nodes.
const placements = `; P0[0 Start White]
; P0[1 place wr A 2]; P0[2 Done]; P1[3 place br K 10]; P1[4 Done]
; P0[5 place wr A 3]; P1[6 place br K 9]; P0[7 place wr A 4]; P1[8 place br K 8]
; P0[9 place wr A 5]; P1[10 place br K 7]; P0[11 place wr B 1]; P1[12 place br J 11]
`

const tenRings = "a2 k10 a3 k9 a4 k8 a5 k7 b1 j11"

func TestSnippets(t *testing.T) {
	tests := []struct {
		name, sgf, turns string
		tags             map[string]string
	}{
		{"placements", "(;GM[24]SU[Yinsh]" + placements + ")", tenRings, map[string]string{"Variant": ""}},
		{"blitz", "(;GM[24]SU[Yinsh-Blitz]" + placements + ")", tenRings, map[string]string{"Variant": "blitz"}},
		{"a marker and a drop, a robot move, removals",
			"(;" + placements + "; P0[13 place w B 1]; P0[14 drop board B 2]; P1[15 move J 11 J 10]" +
				"; P0[16 remove w C 5 C 1]; P0[17 remove wr A 5]; P0[18 move B 2 C 2]; P0[19 remove w G 2 C 2]; P0[20 remove wr A 3])",
			tenRings + " b1-b2 j11-j10 xc1-c5xa5;b2-c2;xc2-g2xa3", nil},
		{"pass and resign", "(;" + placements + "; P0[13 pass]; P1[14 Resign]; P1[15 Done])", tenRings + " pass resign", nil},
		{"start black: P1 is white",
			`(;P0[id "Kim"]P1[id "Park"]RE[Park won]; P1[0 Start Black]; P0[1 place wr E 5]; P1[2 place br F 6])`,
			"e5 f6", map[string]string{"White": "Kim", "Black": "Park", "Result": "0-1", "ResultText": "Park won"}},
		{"players and facts",
			"(;P0[id \"A\"]P1[id \"AB\"]RE[Game won by AB]DT[2026-03-13]XX[a\nb]; P0[1 place wr E 5]TM[61001]C[nice}]\n; P0[time 0:01:01 ]P1[rank 1500])",
			"e5", map[string]string{"Result": "0-1", "Date": "2026-03-13", "SGF_XX": "a b", "WhiteTime": "0:01:01", "BlackRank": "1500"}},
		{"no result when neither player is named", `(;P0[id "A"]P1[id "B"]RE[draw])`, "", map[string]string{"Result": ""}},
		{"no sequence numbers, as older files write them",
			"(;P0[id \"A\"]P1[id \"B\"]; P0[Start White]; P0[place wr  G 2]TM[1487]; P0[Done ]; P1[place br  E 7]; P1[Done ]; P0[time 0:00:02 ])",
			"g2 e7", map[string]string{"WhiteTime": "0:00:02"}},
		{"a time node before an empty last node",
			"(;; P0[place wr  G 2]; P1[place br  E 7]; P0[time 0:00:02 ]P1[time 0:00:03 ];)", "g2 e7", map[string]string{"WhiteTime": "0:00:02", "BlackTime": "0:00:03"}},
		{"the live interface's pick and drop",
			"(;" + placements + "; P0[13 pick w]; P0[14 drop board B 1]; P0[15 drop board B 2]; P0[16 Done]" +
				"; P1[17 place b J 11]; P1[18 drop board J 10]; P1[19 pick board J 10]; P1[20 drop board J 9]; P1[21 Done])",
			tenRings + " b1-b2 j11-j9", nil},
		{"a ring picked from the pool, put back, picked and dropped",
			"(;; P0[1 pick wr]; P0[2 drop wr]; P0[3 pick wr]; P0[4 drop board E 5]; P0[5 pick board E 5]; P0[6 drop board E 6]; P1[7 place br F 6])",
			"e6 f6", nil},
		{"reset goes back to the last Done",
			"(;" + placements + "; P0[13 place w B 1]; P0[14 drop board B 2]; P0[15 Reset]; P0[16 place w A 2]; P0[17 drop board C 2]; P0[18 Done])",
			tenRings + " a2-c2", nil},
		{"offers and requests are comments", "(;; P0[1 place wr E 5]; P1[2 OfferDraw]; P0[3 DeclineDraw]; P1[4 place br F 6])", "e5 f6", nil},
		{"a robot plays", `(;P0[id "Dumbot"]P1[id "Kim"]; P0[1 place wr E 5])`, "e5",
			map[string]string{"WhiteType": "program", "BlackType": ""}},
		{"a robot's type given", `(;P0[id "Dumbot"]P0[type human]; P0[1 place wr E 5])`, "e5", map[string]string{"WhiteType": "human"}},
		{"a result in Russian names the winner", `(;P0[id "DrMih"]P1[id "Dumbot"]RE[Игру выиграл(а) Dumbot.])`, "",
			map[string]string{"Result": "0-1", "ResultText": "Игру выиграл(а) Dumbot."}},
		{"start P1: P1 is white", `(;P0[id "Kim"]P1[id "Park"]; P0[0 Start P1]; P1[1 place wr E 5])`, "e5",
			map[string]string{"White": "Park", "Black": "Kim"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, errs := readAll(tt.sgf)
			if len(errs) > 0 || len(recs) != 1 {
				t.Fatalf("%d records, errors %v", len(recs), errs)
			}
			if got := turnTexts(recs[0]); got != tt.turns {
				t.Errorf("turns %q, want %q", got, tt.turns)
			}
			for name, want := range tt.tags {
				if got, _ := recs[0].Tag(name); got != want {
					t.Errorf("tag %s = %q, want %q", name, got, want)
				}
			}
		})
	}
}

// TestComments checks that a move's comment and time follow its turn.
func TestComments(t *testing.T) {
	recs, errs := readAll("(;C[root]; C[before]; P0[1 place wr E 5]TM[61001]C[nice}]; C[after])")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	got := text.String(recs[0])
	want := "[Game \"YINSH\"]\n[Site \"boardspace.net\"]\n[SGF_C \"root\"]\n\n{before} e5 {nice)} {after} {[%used 0:01:01.001]} *\n"
	if got != want {
		t.Errorf("record:\n%s\nwant:\n%s", got, want)
	}
}

// TestTimeBeforeTurns keeps a time that stands before any action.
func TestTimeBeforeTurns(t *testing.T) {
	recs, errs := readAll("(;; P0[0 Start White]TM[5]; P0[1 place wr E 5])")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if got := text.String(recs[0]); !strings.HasSuffix(got, "\n{[%used 0:00:00.005]} e5 *\n") {
		t.Errorf("record:\n%s", got)
	}
}

// TestErrors checks that a malformed game gives an error at its place, and
// that reading goes on with the next game (when the error leaves one).
func TestErrors(t *testing.T) {
	tests := []struct {
		name, sgf, at, msg string
	}{
		{"not a game", "x", "1:1", `expected ( to start a game, found "x"`},
		{"no value", "(;GN;)", "1:5", "the property GN has no value"},
		{"junk in a game", "(;GN[x] ])", "1:9", `expected ;, ( or ), found "])"`},
		{"variation", "(;GN[x](;GN[y]))", "1:8", "a variation starts here; boardspace games are one line of play"},
		{"empty game", "()", "1:1", "the game has no nodes"},
		{"not yinsh", "(;GM[1])", "1:3", "GM[1] is not YINSH"},
		{"unknown setup", "(;SU[Yinsh-Tournament])", "1:3", "SU[Yinsh-Tournament] is not a YINSH setup"},
		{"unknown action", "(;\n; P0[1 jump E 5])", "2:8", `unknown boardspace action "jump"`},
		{"no command", "(;; P0[1 ])", "1:8", "action 1 of P0 has no command"},
		{"empty player value", "(;; P0[ ])", "1:8", "P0 holds nothing"},
		{"off the board", "(;; P0[1 place wr A 1])", "1:19", "a1 is not on the board"},
		{"wrong colour", "(;; P0[1 place br A 2])", "1:16", "P0 plays white and cannot place black pieces"},
		{"unknown piece", "(;; P0[1 place x A 2])", "1:16", `unknown piece "x"`},
		{"columns count characters", "(;PB[김민지]; P0[1 place x A 2])", "1:23", `unknown piece "x"`},
		{"columns count characters in a value", "(;; C[좋은]P0[1 place x A 2])", "1:21", `unknown piece "x"`},
		{"byte-order mark", "\ufeff(;; P0[1 place x A 2])", "1:16", `unknown piece "x"`},
		{"short place", "(;; P0[1 place wr A])", "1:10", "expected place, a piece and a point"},
		{"drop without marker", "(;; P0[1 drop board A 2])", "1:10", "a ring drops, but no marker was put in a ring"},
		{"bad drop", "(;; P0[1 place w A 2]; P0[2 drop A 3])", "1:29", "expected drop board and a point"},
		{"marker never dropped", "(;; P0[1 place w A 2]; P0[2 Done])", "1:10", "the marker put in the ring at a2 is never followed"},
		{"two markers", "(;; P0[1 place w A 2]; P0[2 place w A 3])", "1:29", "a second marker"},
		{"two moves", "(;; P0[1 move A 2 A 3]; P0[2 move A 3 A 4])", "1:30", "a second placement, move or pass"},
		{"short move", "(;; P0[1 move A 2 A])", "1:10", "expected move and two points"},
		{"ring without row", "(;; P0[1 remove wr A 2])", "1:10", "a ring is removed, but no row"},
		{"row without ring", "(;; P0[1 remove w A 2 A 5 ])", "1:10", "the row a2-a5 is removed without a ring"},
		{"two rows", "(;; P0[1 remove w A 2 A 5]; P0[2 remove w B 2 B 6])", "1:34", "a second row is removed"},
		{"short row", "(;; P0[1 remove w A 2])", "1:10", "expected remove w and the row's two end points"},
		{"short ring", "(;; P0[1 remove w A 2 A 5]; P0[2 remove wr])", "1:34", "expected remove, a ring and a point"},
		{"no piece", "(;; P0[1 remove])", "1:10", "expected a piece after remove"},
		{"after resign", "(;; P0[1 Resign]; P0[2 pass])", "1:24", "pass after Resign"},
		{"start late", "(;; P0[1 place wr A 2]; P1[2 Start White])", "1:30", "Start after the game has begun"},
		{"start what", "(;; P0[0 Start Red])", "1:10", "expected Start White or Start Black"},
		{"unknown action without a number", "(;; P0[place wr E 5]; P0[jump E 5];)", "1:26", `unknown boardspace action "jump"`},
		{"edit", "(;; P0[1 place wr E 5]; P0[2 Edit])", "1:30", "Edit: from here the board was set up by hand"},
		{"swap", "(;; P0[1 Swap])", "1:10", `unknown boardspace action "Swap"`},
		{"picked, never dropped", "(;; P0[1 pick wr]; P0[2 Done])", "1:10", "the piece picked up here is never dropped"},
		{"pick board where nothing dropped", "(;; P0[1 pick board E 5])", "1:10", "pick board e5: no ring this turn dropped there"},
		{"pick what", "(;; P0[1 pick wr E 5])", "1:10", "expected pick and a piece"},
		{"bad time", "(;; P0[1 pass]TM[soon])", "1:15", "TM[soon] is not a time"},
		{"unknown move property", "(;; P0[1 pass]XY[1])", "1:15", "unexpected property XY"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, errs := readAll(tt.sgf + "\n(;GN[next])")
			checkError(t, errs, tt.at, tt.msg)
			if len(recs) != 1 || recs[0].Number != 2 {
				t.Errorf("%d records after the error, want the next game as record 2", len(recs))
			}
		})
	}
}

// TestErrorsToTheEnd checks errors that leave nothing to read after them.
func TestErrorsToTheEnd(t *testing.T) {
	for _, tt := range []struct{ sgf, at, msg string }{
		{"(;GM[24]\n; P0[1 pass]", "2:13", "the game that starts at 1:1 has no closing )"},
		{"(;GN[x\n", "1:5", "the value that starts here has no closing ]"},
	} {
		recs, errs := readAll(tt.sgf)
		checkError(t, errs, tt.at, tt.msg)
		if len(recs) != 0 {
			t.Errorf("%q: %d records", tt.sgf, len(recs))
		}
	}
}

// checkError checks that errs is one *notation.Error of record 1 at the
// place at (line:column), whose message holds msg.
func checkError(t *testing.T, errs []error, at, msg string) {
	t.Helper()
	var nerr *notation.Error
	if len(errs) != 1 || !errors.As(errs[0], &nerr) || nerr.Record != 1 {
		t.Fatalf("errors %v, want one *notation.Error of record 1", errs)
	}
	if got := nerr.Pos.String(); got != "t.sgf:"+at || !strings.Contains(nerr.Msg, msg) {
		t.Errorf("error %q, want it at %s saying %q", nerr, at, msg)
	}
}

// TestReadError reports a reader that fails.
func TestReadError(t *testing.T) {
	rd := sgf.NewReader(io.MultiReader(strings.NewReader("(;"), failing{}), "t.sgf")
	if _, err := notation.NextRecord(rd); err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("got %v", err)
	}
	if _, err := notation.NextRecord(rd); err != io.EOF {
		t.Errorf("then %v, want EOF", err)
	}
}

type failing struct{}

func (failing) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }
