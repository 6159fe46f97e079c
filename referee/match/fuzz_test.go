package match

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
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
