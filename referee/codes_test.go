package referee_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// TestOwnCodes: each code of the readers, the referee and the file
// pipeline is given by the problem it names, and each is listed by Codes.
func TestOwnCodes(t *testing.T) {
	dir := t.TempDir()
	file := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	cases := map[engines.Code][]string{
		notation.CodeSyntax:        {file("syntax.yinsh", "1. e5 )")},
		notation.CodeTooLong:       {file("long.yinsh", "1. "+strings.Repeat("e5 ", notation.MaxRecordSize/3+1))},
		notation.CodeSchema:        {file("schema.json", `{"records": [{"game": "YINSH", "moves": {"turns": [{"text": 5}]}}]}`)},
		referee.CodeNoGame:         {file("nogame.txt", "1. e5 *")},
		referee.CodeUnknownGame:    {file("chess.txt", "[Game \"Chess\"]\n\n1. e4 *")},
		referee.CodeTurnSyntax:     {file("turn.yinsh", "1. e5 2. z99 *")},
		referee.CodeTurnNumber:     {file("number.yinsh", "1. e5 3. f6 *")},
		referee.CodeAfterEnd:       {file("after.jungle", "[Position \"7/7/7/7/7/7/7/2El3/7 b 0 1\"]\n\n2. Ld2-d1 3. Ec2-c3 *")},
		referee.CodeUnchecked:      {file("rack.ingenious", "[Players \"2\"]\n\n1. RR@h4-i3 *")},
		referee.CodeResult:         {file("result.jungle", "[Position \"7/7/7/7/7/7/7/2El3/7 b 0 1\"]\n\n2. Ld2-d1 1-0")},
		referee.CodeResultTag:      {file("tag.yinsh", "[Result \"won\"]\n\n1. e5 *")},
		referee.CodeResultAgreed:   {file("agreed.yinsh", "1. e5 1-0")},
		referee.CodeUnreadable:     {filepath.Join(dir, "missing.yinsh")},
		referee.CodeEncoding:       {file("latin.yinsh", "[White \"J\xf6rg\"]\n\n1. e5 *")},
		referee.CodeNoRecords:      {file("empty.yinsh", "% nothing\n")},
		"setup/variant":            {file("variant.yinsh", "[Variant \"chess\"]\n\n1. e5 *")},
		"setup/rules":              {file("rules.yinsh", "[Rules \"supply=12\"]\n\n1. e5 *")},
		"setup/position":           {file("position.yinsh", "[Position \"garbage\"]\n\n1. e5 *")},
		"yinsh/ring-passes-ring":   {"../examples/yinsh/broken-ring-passes-ring.yinsh"},
		"jungle/water":             {"../examples/jungle/broken-water.jungle"},
		"ingenious/not-in-rack":    {"../examples/ingenious/broken-not-in-rack.ingenious"},
		"ingenious/declared-score": {"../examples/ingenious/broken-declared-score.ingenious"},
	}
	codes := referee.Codes()
	for want, files := range cases {
		var got []engines.Code
		_, err := referee.Files(files, referee.FileOptions{Jobs: 1}, func(res referee.Result) error {
			for _, d := range res.Diagnostics() {
				got = append(got, d.Code)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(got, want) {
			t.Errorf("%s: codes %v, want %s", filepath.Base(files[0]), got, want)
		}
		if !slices.ContainsFunc(codes, func(c engines.CodeDoc) bool { return c.Code == want }) {
			t.Errorf("Codes does not list %s", want)
		}
	}
}

// TestSetupErrorAtItsTag: a setup the engine refuses is reported at the
// tag at fault, with the engine's code, not at the record's start.
func TestSetupErrorAtItsTag(t *testing.T) {
	for _, tc := range []struct {
		src  string
		code engines.Code
	}{
		{"[Game \"Ingenious\"]\n[Event \"x\"]\n[Players \"7\"]\n\n1. RR@h4-i3 *", "ingenious/players"},
		{"[Game \"Jungle\"]\n[Event \"x\"]\n[Position \"garbage\"]\n\n1. Ea3-a4 *", "setup/position"},
		{"[Game \"YINSH\"]\n[Event \"x\"]\n[Rules \"supply=12\"]\n\n1. e5 *", "setup/rules"},
		{"[Game \"Jungle\"]\n[Event \"x\"]\n[Variant \"modern\"]\n\n1. Ea3-a4 *", "setup/variant"},
	} {
		rec, err := text.Parse(tc.src, notation.Pos{File: "s", Line: 1, Column: 1})
		if err != nil {
			t.Fatal(err)
		}
		d := referee.Check(rec, referee.Options{}).Diagnostics
		if len(d) != 1 || d[0].Pos.Line != 3 || d[0].Pos.Column != 1 || d[0].Code != tc.code {
			t.Errorf("%s: %v, want one error at 3:1 with code %s", tc.code, d, tc.code)
		}
	}
}
