// Package annotate marks the exact tactics of game records: it replays
// each record's main line like the referee, searches every turn for forced
// wins with the engine's solver, and adds to the record the NAGs $2 and $4,
// variations with the better turn, [%eval #K] and a short comment. Only
// verdicts the search proves are written, never a guess. Everything it
// adds is marked with the [%arbiter] comment command, so that annotating
// again replaces it and Clear removes it; the user's comments, NAGs and
// variations are kept as written.
package annotate

import (
	"fmt"
	"regexp"
	"runtime"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// Options steer annotate.
type Options struct {
	// Depth is how many turns are searched from each position; 0 takes
	// the game's default.
	Depth int
	// Jobs is how many turns are searched at once; 0 takes every core.
	Jobs int
	// Progress, when set, is called after each turn searched, one call at
	// a time.
	Progress func()
	// Points adds to every turn of a game judged without a search
	// (Ingenious) the points of each placement.
	Points bool
}

// Verdict is what annotate found on one turn of a main line.
type Verdict struct {
	// Turn is the turn's number and Move the turn as written.
	Turn int    `json:"turn"`
	Move string `json:"move"`
	// NAG is 2 ($2, a forced win missed) or 4 ($4, a forced loss allowed),
	// or 0.
	NAG int `json:"nag,omitempty"`
	// Eval is "#K" or "#-K" when a side has a forced win in K turns after
	// the turn, counted from the first player's view.
	Eval string `json:"eval,omitempty"`
	// Line is the variation added in place of the turn: the winning line
	// for $2, the turn that avoids the loss for $4.
	Line []string `json:"line,omitempty"`
	// Reply is, for $4, the opponent's winning reply.
	Reply string `json:"reply,omitempty"`
	// Points gives the points of each placement of an Ingenious turn
	// (--points).
	Points string `json:"points,omitempty"`
	// Comment is the comment added after the turn, if any.
	Comment string `json:"comment,omitempty"`
	// lineNote says what the variation shows.
	lineNote string
}

// Result is one record annotated.
type Result struct {
	// Record is the annotated copy of the record.
	Record *notation.Record
	// Report is the record's replay: its game and diagnostics. A record
	// with an illegal turn is annotated up to it.
	Report *referee.Report
	// Depth is the depth searched; 0 when the game has no search.
	Depth int
	// Verdicts has one entry per turn of the main line searched.
	Verdicts []Verdict
}

// Annotator annotates records one after the other, searching the turns of
// each on all its jobs. Its solvers, and their tables, are kept from one
// record to the next. It is safe for concurrent use.
type Annotator struct {
	opts  Options
	mu    sync.Mutex
	pools map[string]chan engines.Solver
}

// New returns an annotator.
func New(opts Options) *Annotator {
	if opts.Jobs <= 0 {
		opts.Jobs = runtime.GOMAXPROCS(0)
	}
	return &Annotator{opts: opts, pools: map[string]chan engines.Solver{}}
}

// step is one turn of the main line to search.
type step struct {
	turn          *notation.Turn
	number        int
	played        engines.Move
	before, after engines.Position
}

// Record annotates a copy of a record (Result.Record), leaving the record
// as it was: the copy loses what annotate added before, then every legal
// turn of its main line is marked. The referee options pick the game and
// rules as for validate.
func (a *Annotator) Record(rec *notation.Record, opts referee.Options) (*Result, error) {
	opts.Positions = true
	return a.Report(referee.Check(rec, opts))
}

// Report annotates the record of a report made with positions kept
// (referee.Options.Positions): Result.Record is the record's copy,
// cleared of what annotate added before and marked anew; the report and
// its record are left as they were.
func (a *Annotator) Report(rep *referee.Report) (*Result, error) {
	out := Clear(rep.Record)
	keepApart(out.Moves, rep)
	res := &Result{Record: out, Report: rep}
	steps := mainSteps(rep, out)
	if len(steps) == 0 {
		return res, nil
	}
	var err error
	switch engine := res.Report.Game.(type) {
	case engines.Searcher:
		err = a.search(res, engine, steps)
	case engines.Reviewer:
		err = a.review(res, engine, steps)
	default:
		return res, nil
	}
	if err != nil {
		return nil, err
	}
	chess := res.Report.Game.Notation().ChessNumbers && chessNumbered(steps)
	for i, st := range steps {
		mark(st.turn, &res.Verdicts[i], st.number, chess)
	}
	return res, nil
}

// mainSteps lists the turns of a report's main line that were played, each
// with the positions before and after it, and the turn of out (a copy of
// the record, main line and all) to mark.
func mainSteps(rep *referee.Report, out *notation.Record) []step {
	var steps []step
	before := rep.Start
	for i, rt := range rep.Main.Turns {
		if !rt.Played() || rt.After == nil {
			break
		}
		steps = append(steps, step{turn: out.Moves.Turns[i], number: rt.Number, played: rt.Move, before: before, after: rt.After})
		before = rt.After
	}
	return steps
}

// search judges every turn with the game's solvers.
func (a *Annotator) search(res *Result, searcher engines.Searcher, steps []step) error {
	res.Depth = a.opts.Depth
	if res.Depth <= 0 {
		res.Depth = searcher.DefaultDepth()
	}
	res.Verdicts = make([]Verdict, len(steps))
	return a.each(res.Report.Game.Name(), searcher, len(steps), func(s engines.Solver, i int) error {
		v, err := judge(s, steps[i], res.Depth)
		res.Verdicts[i] = v
		return err
	})
}

// review judges every turn with the game's reviewer.
func (a *Annotator) review(res *Result, reviewer engines.Reviewer, steps []step) error {
	res.Verdicts = make([]Verdict, len(steps))
	for i, st := range steps {
		r, err := reviewer.Review(st.before, st.played)
		if err != nil {
			return err
		}
		v := Verdict{Turn: st.number, Move: st.turn.Move, Comment: r.Missed, lineNote: "the bonus placement"}
		if r.Missed != "" {
			v.NAG = 2
		}
		if r.Better != nil {
			v.Line = []string{r.Better.String()}
		}
		if a.opts.Points {
			v.Points = r.Points
		}
		res.Verdicts[i] = v
	}
	return nil
}

// each runs fn on the indexes 0..n-1 on the annotator's jobs, each job
// with a solver of the game, and returns the first error.
func (a *Annotator) each(game string, searcher engines.Searcher, n int, fn func(engines.Solver, int) error) error {
	a.mu.Lock()
	pool, ok := a.pools[game]
	if !ok {
		pool = make(chan engines.Solver, a.opts.Jobs)
		a.pools[game] = pool
	}
	a.mu.Unlock()
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		next  int
		first error
	)
	for range min(a.opts.Jobs, n) {
		wg.Go(func() {
			var s engines.Solver
			select {
			case s = <-pool:
			default:
				s = searcher.NewSolver(0)
			}
			defer func() {
				select {
				case pool <- s:
				default: // the pool is full: other records are annotated at once
				}
			}()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= n {
					return
				}
				err := fn(s, i)
				mu.Lock()
				if first == nil {
					first = err
				}
				if a.opts.Progress != nil {
					a.opts.Progress()
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return first
}

// judge searches the positions before and after one turn and applies the
// definitions of the marks.
func judge(s engines.Solver, st step, depth int) (Verdict, error) {
	v := Verdict{Turn: st.number, Move: st.turn.Move}
	before, err := s.Solve(st.before, depth)
	if err != nil {
		return v, err
	}
	after, err := s.Solve(st.after, depth-1)
	if err != nil {
		return v, err
	}
	mover := st.before.Seat()
	switch {
	case after.Verdict == engines.Win && before.Verdict != engines.Loss:
		v.NAG = 4
		v.Line, v.lineNote = texts(before.Line[:1]), "avoids the loss"
		if before.Verdict == engines.Win {
			v.Line, v.lineNote = texts(before.Line), inTurns(before.Turns)
		}
		v.Reply, v.Comment = allows(st.after, after)
	case before.Verdict == engines.Win && after.Verdict != engines.Loss:
		v.NAG = 2
		v.Line, v.lineNote = texts(before.Line), inTurns(before.Turns)
		v.Comment = fmt.Sprintf("misses %s, %s: %s", v.Line[0], inTurns(before.Turns), sentence(reason(st.before, before.Line)))
	}
	if after.Verdict != engines.Open && after.Turns > 0 {
		winner := st.after.Seat()
		if after.Verdict == engines.Loss {
			winner = mover
		}
		v.Eval = fmt.Sprintf("#%d", after.Turns)
		if winner != 0 {
			v.Eval = fmt.Sprintf("#-%d", after.Turns)
		}
	}
	return v, nil
}

// allows words the opponent's forced win after a $4 turn.
func allows(p engines.Position, win engines.Solution) (reply, comment string) {
	if len(win.Line) == 0 {
		return "", "loses at once: " + sentence(p.Outcome().Reason)
	}
	reply = win.Line[0].String()
	return reply, fmt.Sprintf("%sallows %s, %s: %s", arrow(reply), reply, inTurns(win.Turns), sentence(reason(p, win.Line)))
}

// squares finds the squares or points a turn names (a5, e10, k11).
var squares = regexp.MustCompile(`[a-k](?:1[01]|[1-9])`)

// arrow is a [%arrow from to] command, with a space after it, drawing the
// first two squares a turn names; "" when it names fewer.
func arrow(turn string) string {
	sq := squares.FindAllString(turn, 2)
	if len(sq) < 2 {
		return ""
	}
	return "[%arrow " + sq[0] + " " + sq[1] + "] "
}

// inTurns words a win in k turns.
func inTurns(k int) string {
	if k == 1 {
		return "a win at once"
	}
	return fmt.Sprintf("a forced win in %d turns", k)
}

// sentence puts an engine's reason after a colon: a first word that is no
// name ("The marker supply is empty") in lower case.
func sentence(reason string) string {
	if first, _, _ := strings.Cut(reason, " "); first == "The" || first == "A" {
		return strings.ToLower(reason[:1]) + reason[1:]
	}
	return reason
}

// reason plays a line from p and tells, in the game's words, how the game
// ends.
func reason(p engines.Position, line []engines.Move) string {
	q := p.Clone()
	for _, m := range line {
		if _, err := q.Play(m); err != nil {
			return err.Error()
		}
	}
	return q.Outcome().Reason
}

func texts(ms []engines.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// InFile gives the result's verdicts as annotate --format json writes
// them, for a record of the file.
func (r *Result) InFile(file string) RecordVerdicts {
	game := ""
	if r.Report.Game != nil {
		game = r.Report.Game.Name()
	} else if game = r.Record.GameName(); game == "" {
		game = "unknown"
	}
	vs := r.Verdicts
	if vs == nil {
		vs = []Verdict{}
	}
	return RecordVerdicts{File: file, Record: r.Record.Number, Game: game, Depth: r.Depth, Errors: r.Report.Errors(), Verdicts: vs}
}

// Document is what `arbiter annotate --format json` writes (schema
// annotate).
type Document struct {
	Records []RecordVerdicts `json:"records"`
}

// RecordVerdicts are one record's verdicts.
type RecordVerdicts struct {
	File   string `json:"file"`
	Record int    `json:"record"`
	Game   string `json:"game"`
	Depth  int    `json:"depth"`
	// Errors counts the record's errors; verdicts stop at the first
	// illegal turn of the main line.
	Errors   int       `json:"errors"`
	Verdicts []Verdict `json:"verdicts"`
}
