package match

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation/protocol"
)

// floodLimit is how many bytes of lines that are not the protocol's an
// engine may print between two turns; more is garbage and loses the game.
const floodLimit = 4 << 20

// maxLine is the longest line kept whole; longer lines are cut (and count
// towards floodLimit in full).
const maxLine = 64 << 10

// grace is how long a stopped engine has to exit after quit, and then
// after SIGTERM, before its process group is killed.
const grace = 500 * time.Millisecond

// output is one line an engine printed, read, or the sign that it printed
// more than floodLimit of garbage since the last reset.
type output struct {
	reply protocol.Reply
	flood bool
	// at is when the line was read: the time of an answer is its own,
	// whenever the referee gets round to it.
	at time.Time
}

// onStart and onExit, when set (by tests), see the process id of every
// engine started (which is also its process group's) and of every engine
// that has exited and been waited for.
var onStart, onExit func(pid int)

// engine is one running engine process, in a process group of its own.
type engine struct {
	Spec  Spec
	cmd   *exec.Cmd
	stdin io.WriteCloser
	// lines hands on what the engine printed, all the lines of one read
	// at a time, so that lines written together are seen together;
	// backlog holds those of a batch not looked at yet, and ended tells
	// that lines is closed.
	lines   chan []output
	backlog []output
	ended   bool
	unread  atomic.Int64 // bytes of garbage printed since the last reset
	exited  chan struct{}
	status  error // the Wait error, once exited is closed
	// log keeps the engine's standard error (nil: discarded); logged is
	// closed once all of it is written.
	log    *stderrLog
	logged chan struct{}
	debug  *Debug
	clock  Clock
	timer  Timer
	buf    []byte
	once   sync.Once
}

// Debug writes the protocol traffic of every engine to one writer, a
// line at a time ("> name: uci", "< name: uciok").
type Debug struct {
	mu sync.Mutex
	w  io.Writer
}

// NewDebug writes traffic to w; a nil *Debug writes nothing.
func NewDebug(w io.Writer) *Debug { return &Debug{w: w} }

func (d *Debug) line(dir, name, text string) {
	if d == nil {
		return
	}
	d.mu.Lock()
	fmt.Fprintf(d.w, "%s %s: %s\n", dir, name, text)
	d.mu.Unlock()
}

// startEngine starts the engine's program in its own process group, its
// standard error kept in log (nil: discarded), bounded game by game (see
// logHead). The handshake is handshake's.
func startEngine(sp Spec, log io.Writer, debug *Debug, clock Clock) (*engine, error) {
	child, parent, err := enginePipes(log != nil)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(sp.Cmd, sp.Args...)
	cmd.Dir = sp.Dir
	cmd.Stdin, cmd.Stdout = child[0], child[1]
	if log != nil {
		cmd.Stderr = child[2]
	}
	inGroup(cmd)
	err = cmd.Start()
	closeFiles(child[:]) // the engine's own now
	if err != nil {
		closeFiles(parent[:])
		return nil, fmt.Errorf("engine %s cannot start: %w", sp.Name, err)
	}
	if onStart != nil {
		onStart(cmd.Process.Pid)
	}
	e := newEngine(sp, parent[0], debug, clock)
	e.cmd = cmd
	if log != nil {
		e.log = copyStderr(parent[2], log, e.logged)
	} else {
		close(e.logged)
	}
	go e.read(parent[1])
	go func() {
		e.status = cmd.Wait()
		if onExit != nil {
			onExit(cmd.Process.Pid)
		}
		close(e.exited)
	}()
	return e, nil
}

// enginePipes makes the pipes of an engine's standard input, output and,
// when asked, error: the engine's ends and the referee's, by stream.
func enginePipes(stderr bool) (child, parent [3]*os.File, err error) {
	n := 2
	if stderr {
		n = 3
	}
	for i := range n {
		r, w, err := os.Pipe()
		if err != nil {
			closeFiles(child[:])
			closeFiles(parent[:])
			return child, parent, err
		}
		child[i], parent[i] = w, r
		if i == 0 { // the engine reads its input
			child[i], parent[i] = r, w
		}
	}
	return child, parent, nil
}

// closeFiles closes the files that are there.
func closeFiles(files []*os.File) {
	for _, f := range files {
		if f != nil {
			f.Close()
		}
	}
}

// newEngine is an engine whose input is in, on the clock; its output is
// for read.
func newEngine(sp Spec, in io.WriteCloser, debug *Debug, clock Clock) *engine {
	e := &engine{Spec: sp, stdin: in, lines: make(chan []output, 64), exited: make(chan struct{}), logged: make(chan struct{}),
		debug: debug, clock: orReal(clock)}
	e.timer = e.clock.NewTimer(time.Hour)
	e.timer.Stop()
	return e
}

// newGame starts a new game in the engine's log.
func (e *engine) newGame() {
	if e.log != nil {
		e.log.newGame()
	}
}

// read passes the engine's lines on, read, until its output ends: the
// lines of one read in one batch. Lines that are not the protocol's, and
// lines too long to keep, count towards floodLimit; once past it, read
// says so and stops reading.
func (e *engine) read(r io.ReadCloser) {
	defer close(e.lines)
	defer r.Close()
	br := bufio.NewReaderSize(r, maxLine)
	var batch []output
	for {
		chunk, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			if !e.garbage(len(chunk), &batch) || !e.skipLine(br, &batch) {
				return
			}
			continue
		}
		if len(chunk) > 0 {
			text := strings.TrimRight(string(chunk), "\r\n")
			e.debug.line("<", e.Spec.Name, text)
			reply := protocol.ParseReply(text)
			if reply.Kind == protocol.Unknown && !e.garbage(len(chunk), &batch) {
				return
			}
			batch = append(batch, output{reply: reply, at: e.clock.Now()})
		}
		if err != nil {
			if len(batch) > 0 {
				e.lines <- batch
			}
			return
		}
		if !lineBuffered(br) {
			e.lines <- batch
			batch = nil
		}
	}
}

// lineBuffered tells whether a whole line is read already.
func lineBuffered(br *bufio.Reader) bool {
	buf, _ := br.Peek(br.Buffered())
	return bytes.IndexByte(buf, '\n') >= 0
}

// garbage counts n bytes of garbage; false, once it has handed on the
// batch with the flood, when they are too many.
func (e *engine) garbage(n int, batch *[]output) bool {
	if e.unread.Add(int64(n)) <= floodLimit {
		return true
	}
	e.lines <- append(*batch, output{flood: true})
	return false
}

// skipLine reads past the rest of a line too long to keep, counting its
// bytes; false when the output ended or flooded.
func (e *engine) skipLine(br *bufio.Reader, batch *[]output) bool {
	for {
		chunk, err := br.ReadSlice('\n')
		if !e.garbage(len(chunk), batch) {
			return false
		}
		switch {
		case err == nil:
			return true
		case !errors.Is(err, bufio.ErrBufferFull):
			return false
		}
	}
}

// send writes lines to the engine, in one write.
func (e *engine) send(lines ...string) error {
	e.buf = e.buf[:0]
	for _, l := range lines {
		e.debug.line(">", e.Spec.Name, l)
		e.buf = append(e.buf, l...)
		e.buf = append(e.buf, '\n')
	}
	_, err := e.stdin.Write(e.buf)
	return err
}

// fault is what an engine did that loses it the game.
type fault struct {
	// Termination is the record's Termination tag for it (a term constant).
	Termination string
	// Message says what happened, in a sentence that follows the engine's
	// name ("exited with status 1").
	Message string
}

func (f *fault) Error() string { return f.Message }

// The Termination tags of a match's records.
const (
	termNormal     = "normal"          // the game's rules ended it
	termAdjudicate = "adjudication"    // MaxTurns or Resign
	termTime       = "time forfeit"    // the clock ran out
	termIllegal    = "illegal move"    // a turn the rules refuse
	termUnreadable = "unreadable move" // a bestmove that is no turn of the game
	termUnasked    = "unasked move"    // a bestmove when none was asked
	termCrash      = "abandoned"       // the engine exited or crashed
	termStalled    = "stalled"         // no answer in Timeout
	termGarbage    = "garbage"         // more than floodLimit of output
	termHandshake  = "handshake"       // uci/isready not answered
)

// handshake runs uci (an answer uciok or jceiok), the setoptions (the
// game's Game, Variant and Rules when set, then the engine's options) and
// isready, each answer within timeout.
func (e *engine) handshake(settings []Option, timeout time.Duration) *fault {
	if f := e.ask("uci", protocol.UCIOK, timeout); f != nil {
		return f
	}
	var lines []string
	for _, o := range append(settings, e.Spec.Options...) {
		lines = append(lines, protocol.SetOption(o.Name, o.Value))
	}
	if len(lines) > 0 {
		if err := e.send(lines...); err != nil {
			return e.died("during the handshake")
		}
	}
	return e.ready(timeout)
}

// ready sends isready and waits for readyok.
func (e *engine) ready(timeout time.Duration) *fault {
	return e.ask("isready", protocol.ReadyOK, timeout)
}

// What take found.
const (
	gotLine    = iota
	gotEnd     // the output ended
	gotTimeout // the timer fired first
	gotNone    // nothing yet (take without waiting)
)

// take gives the next line the engine printed: from the batch being
// looked at, else the next batch, waiting for it until the timer fires
// when wait is set. A batch already read when the timer fires is taken
// all the same, whichever the select saw first (the time each line was
// read, kept with it, is what the turn's time is judged by), and the
// timer set to fire again at once, for the next wait.
func (e *engine) take(wait bool) (output, int) {
	if len(e.backlog) == 0 && !e.ended {
		var batch []output
		ok := true
		if wait {
			select {
			case batch, ok = <-e.lines:
			case <-e.timer.C():
				if batch, ok = e.readBefore(); batch == nil && ok {
					return output{}, gotTimeout
				}
			}
		} else {
			select {
			case batch, ok = <-e.lines:
			default:
				return output{}, gotNone
			}
		}
		e.ended = !ok
		e.backlog = batch
	}
	if len(e.backlog) == 0 {
		return output{}, gotEnd
	}
	out := e.backlog[0]
	e.backlog = e.backlog[1:]
	return out, gotLine
}

// readBefore takes a batch already read when the timer fired (nil when
// there is none), and sets the timer to fire again at once; ok is false
// when the output ended.
func (e *engine) readBefore() (batch []output, ok bool) {
	select {
	case batch, ok = <-e.lines:
		e.timer.Reset(0)
		return batch, ok
	default:
		return nil, true
	}
}

// ask sends a line and reads lines until one of the kind, within timeout
// of the line (the deadline is set before the line is sent); others are
// ignored, but a bestmove: no turn was asked.
func (e *engine) ask(line string, kind protocol.ReplyKind, timeout time.Duration) *fault {
	e.timer.Reset(timeout)
	defer e.timer.Stop()
	if err := e.send(line); err != nil {
		return e.died("before it answered " + line)
	}
	for {
		out, got := e.take(true)
		switch {
		case got == gotEnd:
			return e.died("before it answered " + line)
		case got == gotTimeout:
			return &fault{Termination: termHandshake, Message: fmt.Sprintf("did not answer %s within %v", line, timeout)}
		case out.flood:
			return flooded()
		case out.reply.Kind == kind:
			return nil
		case out.reply.Kind == protocol.BestMove: // no turn is asked while it waits
			return &fault{Termination: termUnasked, Message: fmt.Sprintf("sent bestmove %s when no turn was asked (a game over, or before %s was answered)", out.reply.Value, line)}
		}
	}
}

func flooded() *fault {
	return &fault{Termination: termGarbage, Message: fmt.Sprintf("printed more than %d MB of lines that are not the protocol's", floodLimit>>20)}
}

// died is the fault of an engine whose output ended: how it exited.
func (e *engine) died(when string) *fault {
	t := e.clock.NewTimer(grace)
	defer t.Stop()
	if !e.exitedBefore(t) {
		return &fault{Termination: termCrash, Message: "closed its output " + when}
	}
	return &fault{Termination: termCrash, Message: exitText(e.status) + " " + when}
}

// exitText says how a process ended.
func exitText(err error) string {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return "was killed by " + ws.Signal().String()
		}
		return fmt.Sprintf("exited with status %d", ee.ExitCode())
	}
	if err != nil {
		return "failed: " + err.Error()
	}
	return "exited"
}

// answer is an engine's answer to go.
type answer struct {
	// Word is the turn the engine sent, as sent.
	Word string
	// Info is the last info line's, with the last score reported.
	Info protocol.Info
	// Took is the time from go to bestmove.
	Took time.Duration
}

// search sends the lines that ask for a turn (position, rack, go) and
// waits for bestmove. A limit above 0 is the longest it may take (its
// clock); with none, it may stay silent for at most silence. The time
// starts before the lines are sent. Lines printed since the last search
// are looked at first: a bestmove among them is a turn not asked for.
func (e *engine) search(ask []string, limit, silence time.Duration) (answer, *fault) {
	if f := e.pending(); f != nil {
		return answer{}, f
	}
	e.unread.Store(0)
	wait := limit
	if wait <= 0 {
		wait = silence
	}
	start := e.clock.Now()
	e.timer.Reset(wait)
	defer e.timer.Stop()
	if err := e.send(ask...); err != nil {
		return answer{}, e.died("before it was asked for a turn")
	}
	var ans answer
	for {
		out, got := e.take(true)
		switch {
		case got == gotEnd:
			return ans, e.died("in the middle of its turn")
		case got == gotTimeout && limit > 0:
			return ans, lostOnTime(limit)
		case got == gotTimeout:
			return ans, &fault{Termination: termStalled, Message: fmt.Sprintf("stopped answering: silent for %v in its turn", silence)}
		case out.flood:
			return ans, flooded()
		}
		switch r := out.reply; r.Kind {
		case protocol.BestMove:
			ans.Word, ans.Took = r.Value, out.at.Sub(start)
			if limit > 0 && ans.Took > limit { // read after the deadline
				return ans, lostOnTime(limit)
			}
			return ans, nil
		case protocol.InfoLine:
			ans.Info = mergeInfo(ans.Info, r.Info)
		}
		if limit <= 0 {
			e.timer.Reset(silence)
		}
	}
}

// lostOnTime is the fault of an engine that did not answer within limit.
func lostOnTime(limit time.Duration) *fault {
	return &fault{Termination: termTime, Message: fmt.Sprintf("lost on time: no bestmove within %v", limit.Round(time.Millisecond))}
}

// mergeInfo keeps the newest info, and the last score seen when the
// newest has none.
func mergeInfo(last, next protocol.Info) protocol.Info {
	if next.Score.Kind == engines.NoScore {
		next.Score = last.Score
	}
	return next
}

// pending looks at what the engine printed while it was not asked
// anything.
func (e *engine) pending() *fault {
	for {
		out, got := e.take(false)
		switch {
		case got == gotNone:
			return nil
		case got == gotEnd:
			return e.died("between its turns")
		case out.flood:
			return flooded()
		case out.reply.Kind == protocol.BestMove:
			return &fault{Termination: termUnasked, Message: fmt.Sprintf("sent bestmove %s when no turn was asked", out.reply.Value)}
		}
	}
}

// stop ends the engine: quit, then SIGTERM to its process group after
// grace, then SIGKILL after grace more (each shown as "[SIGTERM]" in the
// traffic, the grace starting before), and waits for it and for its
// standard error, so that nothing of it is left. It may be called more
// than once.
func (e *engine) stop() {
	e.once.Do(func() {
		t := e.clock.NewTimer(grace)
		defer t.Stop()
		e.debug.line(">", e.Spec.Name, "quit")
		e.stdin.Write([]byte("quit\n"))
		e.stdin.Close()
		for _, sig := range []struct {
			s    syscall.Signal
			name string
		}{{syscall.SIGTERM, "SIGTERM"}, {syscall.SIGKILL, "SIGKILL"}} {
			if e.exitedBefore(t) {
				break
			}
			t.Reset(grace)
			e.debug.line(">", e.Spec.Name, "["+sig.name+"]")
			signalGroup(e.cmd.Process, sig.s)
		}
		<-e.exited
		// Whatever the engine started in its group goes with it.
		signalGroup(e.cmd.Process, syscall.SIGKILL)
		for range e.lines {
		}
		<-e.logged
	})
}

// exitedBefore waits for the process to exit, or for t to fire first.
func (e *engine) exitedBefore(t Timer) bool {
	select {
	case <-e.exited:
		return true
	case <-t.C():
		return false
	}
}
