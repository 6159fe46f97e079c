package referee

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/memo"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/internal/typo"
	"github.com/arbiter-games/arbiter/notation"
)

// Options steer the referee.
type Options struct {
	// Game is the game of records that have no Game tag ("" = required).
	Game string
	// Variant and Rules, when set, replace the record's tags.
	Variant string
	Rules   string
	// Positions keeps in the report the position after every turn played
	// (ReplayTurn.After), for diagrams, pages and JSON with positions.
	Positions bool
	// Wanted, when set, picks the records a run referees; the others are
	// handed on as read, with Result.Unwanted set and no report (in a run
	// of Verdicts, or of FileOptions.Writing, as verdicts too). It keeps
	// nothing of the record, which such a run builds in memory it reuses.
	Wanted func(*notation.Record) bool
	// Verdicts, in a run (Run, Files), gives each Result its verdict
	// alone: its diagnostics and counts, values all, and neither its
	// Record nor its Report. The run then reads and referees each batch of
	// records in memory that it reuses for the next, which saves much of
	// the work of reading.
	Verdicts bool
	// watch, when set, gives what watches the replay of each record's
	// main line (Files sets it for a notation.Watching writer).
	watch func() notation.Watcher
}

// Report is the referee's verdict on one record. It never changes the
// record; Canonical gives the record rewritten in long form.
type Report struct {
	// Record is the record refereed, as it was read.
	Record *notation.Record
	// Game is the record's game; nil when it is unknown.
	Game notation.Game
	// Replay holds, turn by turn and line by line, what the replay made of
	// the record's turns: their numbers, moves, positions and faults.
	notation.Replay
	// Turns counts the turns looked at, variations included.
	Turns       int
	Diagnostics []Diagnostic
	// Outcome is the state at the end of the main line.
	Outcome engines.Outcome
	// Final is the position at the end of the main line (nil when the
	// record could not be set up).
	Final engines.Position
	// Chess is true when the record numbers its turns chess style.
	Chess bool
	// scratch is the memory the report was built in, where Canonical
	// builds too (nil: fresh memory).
	scratch *scratch.Scratch
}

// Errors counts the diagnostics of severity Error.
func (r *Report) Errors() int { return countErrors(r.Diagnostics) }

// TurnName names turn n as the record numbers its turns (TurnName of its
// numbering): what `arbiter show` and the page write.
func (r *Report) TurnName(n int) string { return TurnName(r.Chess, n) }

// Reword hands each of the report's diagnostics to reword, which may
// change its words: a program adds advice of its own.
func (r *Report) Reword(reword func(*Diagnostic)) { rewordAll(r.Diagnostics, reword) }

// rewordAll hands each diagnostic to reword.
func rewordAll(ds []Diagnostic, reword func(*Diagnostic)) {
	for i := range ds {
		reword(&ds[i])
	}
}

// countErrors counts the diagnostics of severity Error.
func countErrors(ds []Diagnostic) int {
	n := 0
	for _, d := range ds {
		if d.Severity == Error {
			n++
		}
	}
	return n
}

// checker holds the state of one record's replay.
type checker struct {
	opts    Options
	rep     *Report
	watcher notation.Watcher // what watches the main line, if anything
	game    notation.Game
	parse   func(string) (engines.Move, error) // the game's reader in scratch, if it has one
	record  int
	scratch *scratch.Scratch // where the replay's turns are taken from
}

// Check referees one record; the record is left as it was.
func Check(rec *notation.Record, opts Options) *Report { return checkIn(rec, opts, nil) }

// checkIn is Check with the replay's turns taken from s.
func checkIn(rec *notation.Record, opts Options, s *scratch.Scratch) *Report {
	c := &scratch.Take[checker](s, 1)[0]
	*c = checker{opts: opts, rep: &scratch.Take[Report](s, 1)[0], record: rec.Number, scratch: s}
	c.rep.Record, c.rep.scratch = rec, s
	c.checkTags(rec)
	start, ok := c.setup(rec)
	if !ok {
		c.sort()
		return c.rep
	}
	c.checkResultToken(rec)
	pos := scratch.Clone(c.game.Name(), start, s)
	c.rep.Start, c.rep.Final = start, pos
	c.rep.Chess = c.game.Notation().ChessNumbers && usesChess(rec.Moves, start.TurnNumber())
	c.watch()
	var done bool
	c.rep.Main, done = c.line(rec.Moves, pos)
	if done {
		c.rep.Outcome = pos.Outcome()
		c.checkResult(rec)
		if c.watcher != nil {
			c.watcher.End(pos)
		}
	}
	c.sort()
	return c.rep
}

// sort puts the diagnostics in the order of their places.
func (c *checker) sort() {
	sort.SliceStable(c.rep.Diagnostics, func(i, j int) bool {
		return c.rep.Diagnostics[i].Pos.Offset < c.rep.Diagnostics[j].Pos.Offset
	})
}

// setup finds the game and the start position.
func (c *checker) setup(rec *notation.Record) (engines.Position, bool) {
	name := rec.GameName()
	if name == "" {
		name = c.opts.Game
	}
	if name == "" {
		c.add(Diagnostic{Pos: rec.Pos, Code: CodeNoGame, Reason: "the record names no game: add a [Game \"...\"] tag"})
		return nil, false
	}
	g, err := notation.LookupGame(name)
	if err != nil {
		c.add(Diagnostic{Pos: tagPos(rec, "Game"), Code: CodeUnknownGame, Reason: err.Error()})
		return nil, false
	}
	c.game, c.rep.Game = g, g
	if c.scratch != nil {
		c.parse, _ = scratch.Moves(g.Name(), c.scratch)
	}
	pos, err := g.New(c.setupOf(rec))
	if err != nil {
		c.add(Diagnostic{Pos: setupPos(rec, err), Code: codeOf(err, CodeSetup), Reason: err.Error()})
		return nil, false
	}
	return pos, true
}

// setupOf gives the setup a record asks for: its tags (for a game that
// reads them), the Variant and Rules of the options replacing the
// record's.
func (c *checker) setupOf(rec *notation.Record) engines.Setup {
	var s engines.Setup
	if engines.ReadsTags(c.game) {
		s.Tags = make(map[string]string, len(rec.Tags))
		for _, t := range rec.Tags {
			s.Tags[t.Name] = t.Value
		}
	}
	s.Variant, _ = rec.Tag("Variant")
	s.Rules, _ = rec.Tag("Rules")
	s.Position, _ = rec.Tag("Position")
	if c.opts.Variant != "" {
		s.Variant = c.opts.Variant
	}
	if c.opts.Rules != "" {
		s.Rules = c.opts.Rules
	}
	return s
}

// line plays a line from pos; variations are replayed from copies. It
// returns the line's replay, and false when an illegal turn cut the line
// short.
func (c *checker) line(l notation.Line, pos engines.Position) (notation.ReplayLine, bool) {
	out := notation.ReplayLine{Turns: scratch.Take[notation.ReplayTurn](c.scratch, len(l.Turns))}
	played := true
	n := pos.TurnNumber()
	for i, t := range l.Turns {
		rt := &out.Turns[i]
		rt.Turn, rt.Number = t, n+i
		if t.Variations != nil {
			rt.Variations = make([]notation.ReplayLine, len(t.Variations))
		}
		for k, v := range t.Variations {
			if played {
				rt.Variations[k] = c.variation(v, pos.Clone())
			} else {
				rt.Variations[k] = unreached(v, rt.Number)
			}
		}
		if played {
			if c.watcher != nil {
				c.watcher.Before(pos)
			}
			played = c.turn(rt, pos)
		}
	}
	return out, played
}

// watch starts the watcher of the record's main line, when the options
// ask for one, kept in the report's replay.
func (c *checker) watch() {
	if c.opts.watch != nil {
		c.watcher = c.opts.watch()
		c.rep.Watched = c.watcher
	}
}

// variation replays a variation from pos; the watcher, which watches the
// main line alone, does not see it.
func (c *checker) variation(l notation.Line, pos engines.Position) notation.ReplayLine {
	w := c.watcher
	c.watcher = nil
	out, _ := c.line(l, pos)
	c.watcher = w
	return out
}

// unreached is the replay of a line that was never played (a variation of
// a turn after an illegal one): its turns numbered from first.
func unreached(l notation.Line, first int) notation.ReplayLine {
	out := notation.ReplayLine{Turns: make([]notation.ReplayTurn, len(l.Turns))}
	for i, t := range l.Turns {
		rt := &out.Turns[i]
		rt.Turn, rt.Number = t, first+i
		for _, v := range t.Variations {
			rt.Variations = append(rt.Variations, unreached(v, rt.Number))
		}
	}
	return out
}

// readMove reads a turn's move, in the scratch memory when the game can.
func (c *checker) readMove(text string) (engines.Move, error) {
	if c.parse != nil {
		return c.parse(text)
	}
	return c.game.ParseMove(text)
}

// turn checks and plays one turn, and reports whether it was played. The
// end of the game is asked only of a turn refused: a game over takes no
// turn, and the reason is then that the game is over.
func (c *checker) turn(rt *notation.ReplayTurn, pos engines.Position) bool {
	c.rep.Turns++
	t, n := rt.Turn, rt.Number
	rt.Reached = true
	m, unread := c.readMove(t.Move)
	var played engines.Played
	err := unread
	if err == nil {
		played, err = pos.Play(m)
	}
	if err != nil && c.afterEnd(rt, pos) {
		return false
	}
	c.checkNumber(t, n)
	switch {
	case unread != nil:
		rt.Err = unread
		c.syntax(t, n, unread)
		return false
	case err != nil:
		rt.Err = err
		c.fail(t, n, codeOf(err, CodeIllegal), err.Error(), pos)
		return false
	}
	rt.Move = played.Move
	if c.opts.Positions {
		rt.After = pos.Clone()
	}
	for _, u := range played.Unchecked {
		c.add(Diagnostic{Pos: t.Pos, Turn: n, Text: t.Move, Code: CodeUnchecked, Reason: "unchecked: " + u, Severity: Note, Unchecked: true})
	}
	return true
}

// afterEnd reports a turn refused because the game was already over, and
// tells whether it was.
func (c *checker) afterEnd(rt *notation.ReplayTurn, pos engines.Position) bool {
	o := pos.Outcome()
	if !o.Over {
		return false
	}
	rt.Err = errors.New("the game is already over (" + o.Reason + "); no turn may follow")
	c.fail(rt.Turn, rt.Number, CodeAfterEnd, rt.Err.Error(), pos)
	return true
}

// syntax reports a turn that cannot be read, at the place of the problem.
func (c *checker) syntax(t *notation.Turn, n int, err error) {
	p := t.Pos
	var merr *notation.MoveError
	if errors.As(err, &merr) {
		p = p.Advance(t.Move[:min(max(merr.Offset, 0), len(t.Move))])
	}
	c.add(Diagnostic{Pos: p, Turn: n, Text: t.Move, Code: CodeTurnSyntax, Reason: "cannot read this turn: " + err.Error()})
}

// checkNumber compares a written turn number with the turn's number.
func (c *checker) checkNumber(t *notation.Turn, n int) {
	w := t.Number
	if w == nil || !w.Ellipsis && w.Value == n {
		return
	}
	chess := c.game.Notation().ChessNumbers
	switch {
	case chess && !w.Ellipsis && n%2 == 1 && w.Value == (n+1)/2:
	case chess && w.Ellipsis && n%2 == 0 && w.Value == n/2:
	default:
		c.add(Diagnostic{Pos: w.Pos, Turn: n, Text: t.Move, Code: CodeTurnNumber, Reason: c.wrongNumber(w, n)})
	}
}

// checkResult compares the declared result with the end of the main line.
func (c *checker) checkResult(rec *notation.Record) {
	tag, hasTag := rec.Tag("Result")
	if hasTag && tag != "" && !notation.IsResult(tag) {
		c.add(Diagnostic{Pos: tagPos(rec, "Result"), Text: tag, Code: CodeResultTag,
			Reason: fmt.Sprintf("the Result tag %q is not a result (%s)", tag, c.resultForms())})
		tag, hasTag = "", false
	}
	declared, p := rec.Result, rec.ResultPos
	if hasTag && tag != "" && declared != "" && tag != declared { // an empty tag states no result
		c.add(Diagnostic{Pos: p, Text: declared, Code: CodeResultTag,
			Reason: fmt.Sprintf("the result token %s differs from the Result tag %q", declared, tag)})
	}
	if declared == "" {
		declared, p = tag, tagPos(rec, "Result")
	}
	if declared == "" {
		return
	}
	o := c.rep.Outcome
	actual := c.game.Notation().ResultToken(o)
	switch {
	case declared == actual:
	case o.Over:
		c.add(Diagnostic{Pos: p, Text: declared, Code: CodeResult, Position: c.rep.Final.String(),
			Reason: fmt.Sprintf("the result is %s, but the game ended %s: %s", declared, actual, o.Reason)})
	case declared != "*":
		c.add(Diagnostic{Pos: p, Text: declared, Severity: Note, Code: CodeResultAgreed,
			Reason: "the moves do not finish the game; the declared result " + declared + " is taken as agreed (resignation, time or adjudication)"})
	}
}

// checkResultToken notes a record whose movetext ends without a result
// token, at the end of its movetext. Only the text format writes one:
// the records of the other formats (JSON, SGF, engine logs) name their
// game in Record.Game, and their results are the format's.
func (c *checker) checkResultToken(rec *notation.Record) {
	if rec.Result != "" || rec.Game != "" {
		return
	}
	c.add(Diagnostic{Pos: movetextEnd(rec), Code: CodeResultMissing, Severity: Note,
		Reason: "the movetext ends without a result token (" + c.resultForms() + ")"})
}

// movetextEnd is where a record's movetext ends: after its last turn or
// comment (variations included), else at its last tag, else at its start.
func movetextEnd(rec *notation.Record) notation.Pos {
	end := rec.Pos
	for _, t := range rec.Tags {
		end = later(end, t.Pos)
	}
	return lineEnd(rec.Moves, end)
}

// lineEnd is the end of a line's last turn or comment, or end when it
// comes later.
func lineEnd(l notation.Line, end notation.Pos) notation.Pos {
	for _, t := range l.Turns {
		end = later(end, t.Pos.Advance(t.Move+t.Suffix))
		end = commentsEnd(t.After, commentsEnd(t.Before, end))
		for _, v := range t.Variations {
			end = lineEnd(v, end)
		}
	}
	return commentsEnd(l.Trailing, end)
}

// commentsEnd is the end of the last of the comments, or end when it
// comes later.
func commentsEnd(cs []notation.Comment, end notation.Pos) notation.Pos {
	for _, cm := range cs {
		end = later(end, cm.Pos.Advance("{"+cm.Text+"}"))
	}
	return end
}

// later is the later of two places in a file, b when they are one.
func later(a, b notation.Pos) notation.Pos {
	if b.Offset >= a.Offset {
		return b
	}
	return a
}

// checkTags notes the tags whose name is one typing mistake from a tag
// Arbiter knows (knownTags), at the tag, with the suggestion: a tag
// misspelt is read as a tag of its own, and its meaning is lost.
func (c *checker) checkTags(rec *notation.Record) {
	for _, t := range rec.Tags {
		if near := nearTags(t.Name); len(near) > 0 {
			c.add(Diagnostic{Pos: t.Pos, Code: CodeTagTypo, Severity: Note,
				Reason: fmt.Sprintf("the tag %s is not one Arbiter knows: did you mean %s?", t.Name, orList(near))})
		}
	}
}

// knownTags are the tags Arbiter knows, in the case it writes them: PGN's
// Seven Tag Roster, the tags the games read (players, setup, Ingenious
// racks), those of the text format, those arbiter match writes and those
// the SGF import writes. A tag
// one typing mistake from one of them gets a note (CodeTagTypo).
var knownTags = []string{
	"Event", "Site", "Date", "Round", "White", "Black", "Result",
	"Game", "Variant", "Rules", "Position",
	"Seat1", "Seat2", "Seat3", "Seat4", "Players", "Rack1", "Rack2", "Rack3", "Rack4", "StartSymbols",
	"Annotator", "TimeControl", "Termination",
	"Time", "ResultText", "GameName", "WhiteTime", "BlackTime",
}

// known holds the known tags as written, and nearKnown what nearTags found
// for other names: records repeat their tags, and the check runs on every
// record.
var (
	known = func() map[string]bool {
		m := map[string]bool{}
		for _, t := range knownTags {
			m[t] = true
		}
		return m
	}()
	nearKnown memo.Table[[]string]
)

// nearTags lists the known tags one typing mistake from name (in any case);
// none when name is a known tag itself.
func nearTags(name string) []string {
	if known[name] {
		return nil
	}
	if near, ok := nearKnown.Get(name); ok {
		return near
	}
	near := typos(name)
	nearKnown.Put(name, near)
	return near
}

// typos lists the known tags one typing mistake from name.
func typos(name string) []string {
	name = strings.ToLower(name)
	var near []string
	for _, known := range knownTags {
		switch typo.Distance(name, strings.ToLower(known)) {
		case 0:
			return nil
		case 1:
			near = append(near, known)
		}
	}
	return near
}

// orList joins names as "A", "A or B", "A, B or C".
func orList(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// resultForms says how the game's results are written.
func (c *checker) resultForms() string {
	if c.game.Notation().Ranking {
		return "seats from first place to last, such as 2>1=3, or *"
	}
	return "1-0, 0-1, 1/2-1/2 or *"
}

// fail reports a turn refused in the position before it.
func (c *checker) fail(t *notation.Turn, n int, code engines.Code, reason string, pos engines.Position) {
	c.add(Diagnostic{Pos: t.Pos, Turn: n, Text: t.Move, Code: code, Reason: reason, Position: pos.String()})
}

func (c *checker) add(d Diagnostic) {
	d.Record = c.record
	if d.Turn > 0 {
		d.TurnName = TurnName(c.rep.Chess, d.Turn)
	}
	c.rep.Diagnostics = append(c.rep.Diagnostics, d)
}

// tagPos is where a tag is written, else where the record starts.
func tagPos(rec *notation.Record, name string) notation.Pos {
	for _, t := range rec.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Pos
		}
	}
	return rec.Pos
}

// setupPos is the place to blame for a setup error: the tag the error
// names, else the Rules, Variant or Position tag, else the record.
func setupPos(rec *notation.Record, err error) notation.Pos {
	var serr *engines.SetupError
	if errors.As(err, &serr) && serr.Tag != "" {
		return tagPos(rec, serr.Tag)
	}
	for _, name := range []string{"Rules", "Variant", "Position"} {
		if _, ok := rec.Tag(name); ok {
			return tagPos(rec, name)
		}
	}
	return rec.Pos
}
