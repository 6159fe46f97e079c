package match

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
)

// twoEngines is a match of 4 games between A and B, none played: round 1
// is A (Black) against B, round 2 B against A.
func twoEngines(t testing.TB) *Match {
	g, err := notation.LookupGame("Jungle")
	if err != nil {
		t.Fatal(err)
	}
	return &Match{Settings: Settings{Game: g, Clock: TimeControl{MoveTime: 100e6}, Event: "test"}, Games: 4,
		Engines: []Spec{{Name: "A"}, {Name: "B"}}}
}

// written is what Append writes in a file of the format for each of the
// rounds, in turn (a game B loses by a crash), each a string.
func written(t testing.TB, m *Match, format string, rounds ...int) []string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "w."+format)
	recs, _, err := m.OpenRecords(path, formats.ByFile(path), false)
	if err != nil {
		t.Fatal(err)
	}
	defer recs.Close()
	var out []string
	size := 0
	for _, round := range rounds {
		p := m.Schedule()[round-1]
		res, err := forfeit(m.gameSettings(), p, m.players(p), 1, &fault{Termination: termCrash, Message: "exited with status 1 in the middle of its turn"})
		if err != nil {
			t.Fatal(err)
		}
		if err := recs.Append(res); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(path)
		out = append(out, string(data[size:]))
		size = len(data)
	}
	return out
}

// resumeIn writes content to a records file of the format and resumes m
// in it.
func resumeIn(t testing.TB, m *Match, format, content string) (string, *Records, []Result, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "m."+format)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	recs, done, err := m.OpenRecords(path, formats.ByFile(path), true)
	if err == nil {
		t.Cleanup(func() { recs.Close() })
	}
	return path, recs, done, err
}

// TestResumeRefusesWhatIsNotItsOwn: a records file that holds anything
// but finished records of the match, and at its end a torn one of the
// match's, is refused at the place of the text that stops it, and left
// byte for byte as it was: no torn file is made.
func TestResumeRefusesWhatIsNotItsOwn(t *testing.T) {
	m := twoEngines(t)
	text := written(t, m, "jungle", 1, 2)
	round1, round2 := text[0], text[1]
	ndjson := written(t, m, "ndjson", 1, 2)
	tests := []struct {
		name, format, content, want string
	}{
		{"notes", "jungle", "my notes about the match\nremember to check\n",
			":1:1: this is not a finished record of a match: it names no game Arbiter plays (Game tag), nor a record of this match cut short: it does not start with a Game tag"},
		{"notes after the records", "jungle", round1 + "\nTo do: round 2 again.\n",
			":12:7: this is not a finished record of a match: it cannot be read: no spaces inside a turn: write \"do:round\", not \"do: round\", nor a record of this match cut short: a blank line stands among its turns"},
		{"unfinished, typed by hand", "jungle", "[Game \"Jungle\"]\n[Round \"1\"]\n\n1. Ta1-b1 2. Ra7-a6\n",
			":1:1: this is not a finished record of a match: it has no Termination tag, nor a record of this match cut short: it names none of the players"},
		{"finished without Termination, typed by hand", "jungle", round1 + "\n[Game \"Jungle\"]\n[Round \"2\"]\n[Black \"B\"]\n[White \"A\"]\n\n1. Ta1-b1 0-1\n",
			":12:1: this is not a finished record of a match: it has no Termination tag"},
		{"finished without Termination, at the start", "jungle", "[Game \"Jungle\"]\n[Round \"1\"]\n[Black \"A\"]\n[White \"B\"]\n\n1. Ta1-b1 1-0\n" + round2,
			":1:1: this is not a finished record of a match: it has no Termination tag"},
		{"torn, not at the end", "jungle", round2[:len(round2)-30] + "\n" + round1,
			"this is not a finished record of a match: it cannot be read"},
		{"torn before its players", "jungle", round1 + round2[:strings.Index(round2, "[Black")+3],
			"nor a record of this match cut short: it names none of the players"},
		{"torn, of another match's players", "jungle", round1 + strings.Replace(round2, `"B"`, `"C"`, 1)[:len(round2)-20],
			"nor a record of this match cut short: its players are C vs A, and the match plays B vs A in round 2"},
		{"torn, of a round the match has not", "jungle", round1 + strings.Replace(round2, `[Round "2"]`, `[Round "9"]`, 1)[:len(round2)-20],
			"nor a record of this match cut short: the match has no round 9 (it has 4 games)"},
		{"round twice", "jungle", round1 + round1, ":11:1: round 1 is here a second time (first at 1:1)"},
		{"JSON, not a record", "ndjson", ndjson[0] + "hello\n", ":2:1: this is not a finished record of a match: it cannot be read"},
		{"JSON cut, then a line end", "ndjson", ndjson[0] + ndjson[1][:200] + "\n", "nor a record of this match cut short: a line of JSON that ends is written whole"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path, _, _, err := resumeIn(t, twoEngines(t), tt.format, tt.content)
			var ferr *FileError
			if !errors.As(err, &ferr) || !strings.HasPrefix(err.Error(), path) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("resume: %v\nwant a *FileError at %s saying %q", err, path, tt.want)
			}
			if data, _ := os.ReadFile(path); string(data) != tt.content {
				t.Errorf("the file was changed:\n%q\nwas\n%q", data, tt.content)
			}
			if _, err := os.Stat(path + ".torn"); err == nil {
				t.Errorf("a torn file was made for a refused file")
			}
		})
	}
}

// TestResumeSavesTheTornRecord: the last record cut short, its tags those
// of one of the match's rounds, is saved beside the file (never over a
// file there) and then cut off; the games before it are played.
func TestResumeSavesTheTornRecord(t *testing.T) {
	m := twoEngines(t)
	text, ndjson := written(t, m, "jungle", 1, 2), written(t, m, "ndjson", 1, 2)
	// Append writes a blank line before a record of text; the record
	// starts after it.
	kept, second := text[0]+"\n", text[1][1:]
	cut := func(s, after string) string { return s[:strings.Index(s, after)+len(after)] }
	tests := []struct {
		name, format, kept, torn string
	}{
		{"after its players", "jungle", kept, cut(second, `[White "A"]`+"\n[Time")},
		{"in its comment", "jungle", kept, cut(second, "exited with")},
		{"before its result", "jungle", kept, second[:strings.LastIndex(second, "}")+2]},
		{"at the end of a line", "jungle", kept, cut(second, `[Result "1-0"]`+"\n")},
		{"the first record", "jungle", "", cut(text[0], `[White "B"]`)},
		{"JSON, in its tags", "ndjson", ndjson[0], cut(ndjson[1], `"White","value":"A"}`)},
		{"JSON, in its turns", "ndjson", ndjson[0], ndjson[1][:len(ndjson[1])-10]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := twoEngines(t)
			path, recs, done, err := resumeIn(t, m, tt.format, tt.kept+tt.torn)
			if err != nil {
				t.Fatal(err)
			}
			if data, _ := os.ReadFile(path); string(data) != tt.kept {
				t.Errorf("the file holds\n%q\nwant\n%q", data, tt.kept)
			}
			if saved, _ := os.ReadFile(path + ".torn"); string(saved) != tt.torn {
				t.Errorf("saved\n%q\nwant\n%q", saved, tt.torn)
			}
			tr := recs.Torn
			wantRound, wantPlayed := 2, 1
			if tt.kept == "" {
				wantRound, wantPlayed = 1, 0
			}
			if tr == nil || tr.Round != wantRound || tr.SavedAs != path+".torn" || tr.Size != int64(len(tt.torn)) || tr.Pos.Offset != len(tt.kept) || len(done) != wantPlayed {
				t.Errorf("Torn %+v, %d games played; want round %d saved as %s.torn", tr, len(done), wantRound, path)
			}
		})
	}
	// Resumed again with a torn tail: a second file, the first kept.
	first, again := cut(second, `[White "A"]`), cut(second, "[TimeControl")
	path, _, _, err := resumeIn(t, twoEngines(t), "jungle", kept+first)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, []byte(kept+again), 0o644)
	recs, _, err := twoEngines(t).OpenRecords(path, formats.ByFile(path), true)
	if err != nil {
		t.Fatal(err)
	}
	defer recs.Close()
	saved1, _ := os.ReadFile(path + ".torn")
	saved2, _ := os.ReadFile(path + ".torn.2")
	if recs.Torn.SavedAs != path+".torn.2" || string(saved1) != first || string(saved2) != again {
		t.Errorf("saved as %s: %q and %q", recs.Torn.SavedAs, saved1, saved2)
	}
}

// TestResumeAppendsOnALineOfItsOwn: a records file whose last record
// lacks its line break gets one before the next record.
func TestResumeAppendsOnALineOfItsOwn(t *testing.T) {
	for _, format := range []string{"jungle", "ndjson"} {
		m := twoEngines(t)
		recs := written(t, m, format, 1, 2)
		path, r, done, err := resumeIn(t, m, format, strings.TrimSuffix(recs[0], "\n"))
		if err != nil || len(done) != 1 {
			t.Fatalf("%s: resume: %v, %d games", format, err, len(done))
		}
		p := m.Schedule()[1]
		res, _ := forfeit(m.gameSettings(), p, m.players(p), 1, &fault{Termination: termCrash, Message: "exited with status 1 in the middle of its turn"})
		if err := r.Append(res); err != nil {
			t.Fatal(err)
		}
		checkFile(t, path, 2)
	}
}

// TestNewMatchRefusesAFileWithText: without resume, a file that holds
// anything is refused and left as it was; white space is not anything.
func TestNewMatchRefusesAFileWithText(t *testing.T) {
	for content, want := range map[string]error{"notes\n": ErrNotEmpty, "\n\n": nil} {
		path := filepath.Join(t.TempDir(), "m.jungle")
		os.WriteFile(path, []byte(content), 0o644)
		recs, _, err := twoEngines(t).OpenRecords(path, formats.ByFile(path), false)
		if !errors.Is(err, want) {
			t.Errorf("%q: %v, want %v", content, err, want)
		}
		if err == nil {
			recs.Close()
		}
		if data, _ := os.ReadFile(path); string(data) != content {
			t.Errorf("%q became %q", content, data)
		}
	}
}

// FuzzResume: whatever a records file holds, resuming a match in it does
// not panic and loses nothing: refused, the file is as it was and no torn
// file is made; taken, the file and the torn record saved beside it, if
// any, hold together exactly what the file held.
func FuzzResume(f *testing.F) {
	m := twoEngines(f)
	for _, format := range []string{"jungle", "ndjson"} {
		recs := written(f, m, format, 1, 2)
		for _, s := range []string{recs[0] + recs[1], recs[0] + recs[1][:len(recs[1])/2], recs[0][:150], recs[1] + recs[0], "notes\n" + recs[0], ""} {
			f.Add(format == "ndjson", s)
		}
	}
	f.Fuzz(func(t *testing.T, ndjson bool, content string) {
		format := "jungle"
		if ndjson {
			format = "ndjson"
		}
		path, recs, _, err := resumeIn(t, twoEngines(t), format, content)
		data, _ := os.ReadFile(path)
		saved, serr := os.ReadFile(path + ".torn")
		switch {
		case err != nil && (string(data) != content || serr == nil):
			t.Fatalf("refused (%v), and the file became %q, a torn file made: %v", err, data, serr == nil)
		case err == nil && recs.Torn == nil && (string(data) != content || serr == nil):
			t.Fatalf("taken whole, and the file became %q, a torn file made: %v", data, serr == nil)
		case err == nil && recs.Torn != nil && string(data)+string(saved) != content:
			t.Fatalf("the file %q and the torn %q are not %q", data, saved, content)
		}
	})
}
