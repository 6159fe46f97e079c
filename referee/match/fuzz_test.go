package match

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/notation/formats"
)

// scripted is an engine's input that answers each line it is sent with
// the next of its replies, on out (then closed: the output ends).
type scripted struct {
	replies [][]byte
	queue   chan []byte // nil: the output is to end
	once    sync.Once
}

// newScripted returns the input and the output of an engine that answers
// its n-th line with the n-th reply, and ends its output after the last.
func newScripted(replies [][]byte) (*scripted, io.ReadCloser) {
	r, w := io.Pipe()
	s := &scripted{replies: replies, queue: make(chan []byte, len(replies)+1)}
	go func() {
		for reply := range s.queue {
			if reply == nil {
				break
			}
			w.Write(reply)
		}
		w.Close()
	}()
	return s, r
}

func (s *scripted) Write(b []byte) (int, error) {
	for range bytes.Count(b, []byte("\n")) {
		if len(s.replies) == 0 {
			s.Close()
			break
		}
		s.queue <- append([]byte{}, s.replies[0]...)
		s.replies = s.replies[1:]
	}
	return len(b), nil
}

// Close ends the output once the replies queued are written.
func (s *scripted) Close() error {
	s.once.Do(func() { s.queue <- nil })
	return nil
}

// terminations are the Termination values a fault may have.
var terminations = []string{termTime, termIllegal, termUnreadable, termUnasked, termCrash, termStalled, termGarbage, termHandshake}

// FuzzEngineOutput feeds anything as an engine's output through the
// handshake and turn after turn (the data split at each \x1e into the
// answers to the lines the referee sends): the referee never panics, every
// answer is one word, and it ends with a fault of a known kind once the
// output ends. A bestmove without a word is read as an empty one, which
// the game refuses as unreadable. It runs on the real clock, its
// deadlines short: whether an answer comes before one or after, the
// checks hold.
func FuzzEngineOutput(f *testing.F) {
	for _, s := range []string{
		"uciok\n\x1ereadyok\n\x1e\x1ebestmove a3a4\n",
		"id name x\r\njceiok\r\n\x1ereadyok\r\n\x1e\x1einfo depth 3 score cp -12 pv a3a4\r\nbestmove a3a4 ponder b2b3\r\n",
		"uciok\n\x1ereadyok\n\x1e\x1ebestmove\nbestmove (none)\n\x1e\x1einfo score win 3\nbestmove e5-e9;xe4-e8xa2\nbestmove x\n",
		"\x00\xff\n\n\nuciok",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		in, out := newScripted(bytes.Split(data, []byte{0x1e}))
		e := newEngine(Spec{Name: "fuzz"}, in, nil, nil)
		close(e.exited)
		go e.read(out)
		lost := e.handshake(nil, 20*time.Millisecond)
		for turns := 0; lost == nil; turns++ {
			var ans answer
			ans, lost = e.search([]string{"position startpos", "go movetime 10"}, 0, 20*time.Millisecond)
			if lost == nil && strings.ContainsAny(ans.Word, " \t\r\n") {
				t.Fatalf("turn %d: the answer %q is not one word", turns, ans.Word)
			}
		}
		if !slices.Contains(terminations, lost.Termination) || lost.Message == "" {
			t.Fatalf("fault %+v", lost)
		}
		in.Close()
		for range e.lines {
		}
	})
}

// TestLongLine: a line longer than the reader keeps is cut, not fatal; the
// turn after it is read (on a clock that stands still: no deadline
// passes).
func TestLongLine(t *testing.T) {
	in, out := newScripted([][]byte{[]byte("uciok\n"), []byte("readyok\n"), []byte(strings.Repeat("x", 3*maxLine) + "\nbestmove a1a2\n")})
	e := newEngine(Spec{Name: "long"}, in, nil, newFakeClock())
	close(e.exited)
	go e.read(out)
	if f := e.handshake(nil, time.Second); f != nil {
		t.Fatal(f)
	}
	ans, f := e.search([]string{"go"}, 0, time.Second)
	in.Close()
	if f != nil || ans.Word != "a1a2" {
		t.Fatalf("answer %+v, fault %v", ans, f)
	}
}

// FuzzParseShard: any text is a part I/N with I from 1 to N, written back
// as read, or a *SyntaxError; never a panic.
func FuzzParseShard(f *testing.F) {
	for _, s := range []string{"1/4", "4/4", "0/4", "5/4", "1/0", "-1/-2", "1/", "/4", "01/04", "1/4/2", "9999999999999999999/1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sh, err := ParseShard(s)
		var serr *SyntaxError
		switch {
		case err != nil && !errors.As(err, &serr):
			t.Fatalf("%q: %v is not a *SyntaxError", s, err)
		case err == nil && (sh.I < 1 || sh.I > sh.N):
			t.Fatalf("%q: part %d of %d", s, sh.I, sh.N)
		case err == nil:
			if again, err := ParseShard(sh.String()); err != nil || again != sh {
				t.Fatalf("%q: %v written %q reads %v, %v", s, sh, sh.String(), again, err)
			}
		}
	})
}

// FuzzReadParts feeds anything as the records file of a part of a match
// (text, and JSON lines): ReadParts never panics, never changes the file,
// and gives games of the match's rounds, each once, in order, or a
// *FileError or another error.
func FuzzReadParts(f *testing.F) {
	rec := "[Game \"Jungle\"]\n[Event \"test\"]\n[Round \"1\"]\n[Black \"a\"]\n[White \"b\"]\n[TimeControl \"movetime 0.1\"]\n[Termination \"illegal move\"]\n[Result \"1-0\"]\n\n1. Ta1-b1 1-0\n"
	for _, s := range []string{rec, rec + "\n" + strings.Replace(rec, `"1"]`, `"2"]`, 1), rec + "\n" + rec, rec[:60], "", "junk\n",
		`{"tags":[{"name":"Game","value":"Jungle"},{"name":"Round","value":"1"}],"moves":"1. Ta1-b1"}` + "\n"} {
		f.Add(s)
	}
	g, err := lookupGame("Jungle")
	if err != nil {
		f.Fatal(err)
	}
	m := &Match{Settings: Settings{Game: g, Clock: TimeControl{MoveTime: 100 * time.Millisecond}, Event: "test"},
		Games: 4, Engines: []Spec{{Name: "a"}, {Name: "b"}}}
	f.Fuzz(func(t *testing.T, data string) {
		dir := t.TempDir()
		for _, name := range []string{"part.jungle", "part.ndjson"} {
			path := filepath.Join(dir, name)
			if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			parts, err := m.ReadParts([]string{path}, formats.ByFile)
			if after, _ := os.ReadFile(path); string(after) != data {
				t.Fatalf("ReadParts changed %s", name)
			}
			if err != nil {
				continue
			}
			for i, r := range parts.Games {
				if r.Round < 1 || r.Round > 4 || i > 0 && parts.Games[i-1].Round >= r.Round {
					t.Fatalf("%s: rounds %v", name, parts.Games)
				}
			}
			if parts.Missing != 4-len(parts.Games) {
				t.Fatalf("%s: %d missing of %d games read", name, parts.Missing, len(parts.Games))
			}
		}
	})
}
