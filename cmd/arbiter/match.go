package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/arbiter-games/arbiter/internal/outfile"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/referee/match"
	"github.com/arbiter-games/arbiter/referee/match/tally"
	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

// matchFlags are the flags of arbiter match, as given.
type matchFlags struct {
	gameFlags
	engines                               []string
	games, movetime, depth, margin        int
	timeout, maxTurns, plies, concurrency int
	players                               int
	tc, openings, tournament, out, logDir string
	resign, sprt, format, event, shard    string
	seed                                  uint64
	resume, debug, tally                  bool
}

func newMatch(std *IO) *cobra.Command {
	var f matchFlags
	cmd := &cobra.Command{
		Use:   "match --engine 'name=N cmd=PATH [arg=A]...' --engine ... --game G [--games N] [--tc 40/60+0.5 | --movetime MS | --depth D] [--shard I/N] [-o OUT] | match ... --tally OUT...",
		Short: "Referee games between engine programs, live: clocks, faults, records as they end, a results table",
		Long: `Plays games between two or more engine programs that speak the engine
protocol (docs/engine-protocol.md), every turn refereed by Arbiter's own
rules: an unreadable or illegal bestmove, a turn not asked for, a loss on
time, an engine that exits, crashes, stops answering, floods its output or
fails the handshake loses the game, the reason written in the record, and
the match goes on with the engine restarted. Each game is appended to -o the
moment it ends, whole; --resume plays only the games OUT lacks. At the end
the results table (docs/match-results.md), or --format json. --shard I/N
plays the I-th of N parts of the match (on as many machines), and --tally
OUT... then gives the whole match's table from the parts' records, read
with the same flags. Exit status 0 when the match was played (whatever the
engines did), 2 when it could not start, 130/143 when interrupted (the
games written are kept). See docs/match.md.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if f.tally {
				return nil
			}
			return noArgs(cmd, args)
		},
		RunE: func(_ *cobra.Command, args []string) error {
			if f.tally {
				return runTally(std, &f, args)
			}
			return runMatch(std, &f)
		},
	}
	fl := cmd.Flags()
	fl.StringArrayVar(&f.engines, "engine", nil, "an engine: 'name=N cmd=PATH [arg=A]... [dir=D] [option.K=V]...' (words split as a shell splits them); twice or more")
	fl.StringVar(&f.game, "game", "", "the game played (arbiter games lists them)")
	fl.StringVar(&f.variant, "variant", "", "the variant played")
	fl.StringVar(&f.rules, "rules", "", "rule options key=value,...")
	completeGameFlags(cmd, &f.gameFlags)
	fl.IntVar(&f.players, "players", 0, "seats a game (one engine process a seat; default 2, or as the variant seats it"+lead("; ", seatRanges())+")")
	fl.IntVar(&f.games, "games", 2, "games each pair of engines plays (colours alternate)")
	fl.StringVar(&f.tc, "tc", "", "a Fischer clock MOVES/SECONDS+INC: 40/60+0.5, 60+1, 300")
	fl.IntVar(&f.movetime, "movetime", 0, "milliseconds a turn, instead of a clock")
	fl.IntVar(&f.depth, "depth", 0, "search depth a turn, instead of a clock")
	fl.IntVar(&f.margin, "margin", 50, "milliseconds an engine may overstep its time before it loses on time")
	fl.IntVar(&f.timeout, "timeout", 10000, "milliseconds an engine has to answer uci and isready, and may stay silent in a --depth turn")
	fl.IntVar(&f.maxTurns, "maxturns", 0, "adjudicate a draw after this many turns (0: never)")
	fl.StringVar(&f.resign, "resign", "", "adjudicate a loss from the engine's own scores: 'turns=T score=CP' (off by default)")
	fl.StringVar(&f.openings, "openings", "", "start each pair of games from a record of this file (both colours in turn)")
	fl.IntVar(&f.plies, "plies", 8, "turns of each opening record played before the engines take over")
	fl.StringVar(&f.tournament, "tournament", "round-robin", "round-robin (everyone meets everyone) or gauntlet (the first engine meets each other)")
	fl.Uint64Var(&f.seed, "seed", 1, "the seed of the openings' order")
	fl.IntVar(&f.concurrency, "concurrency", 1, "games played at once")
	fl.StringVarP(&f.out, "output", "o", "", "append each game's record to this file as it ends (text, or .ndjson)")
	fl.BoolVar(&f.resume, "resume", false, "go on with the match in -o: play only the games it lacks")
	fl.StringVar(&f.logDir, "log-dir", "", "write each engine's standard error to DIR/NAME.log (default: OUT.NAME.log beside -o)")
	fl.BoolVar(&f.debug, "debug", false, "show the protocol traffic on standard error")
	fl.StringVar(&f.sprt, "sprt", "", "stop when the test decides: 'elo0=E0 elo1=E1 alpha=A beta=B' (first engine against the second)")
	fl.StringVar(&f.format, "format", "text", "the results: text (a table) or json")
	fl.StringVar(&f.event, "event", "", "the Event tag (default: the engines' names)")
	fl.StringVar(&f.shard, "shard", "", "play only part I of N of the match (1/4 ... 4/4), to merge with --tally")
	fl.BoolVar(&f.tally, "tally", false, "play nothing: the table of the match from the records of its parts, the files given")
	completeValues(cmd, "tournament", []string{"round-robin", "gauntlet"})
	completeValues(cmd, "format", []string{"text", "json"})
	return cmd
}

// runMatch checks every flag before any engine starts, then plays.
func runMatch(std *IO, f *matchFlags) error {
	m, err := f.match(std)
	if err != nil {
		return err
	}
	t, sprt, err := f.newTally(m)
	if err != nil {
		return err
	}
	var recs *match.Records
	if f.out != "" {
		var done []match.Result
		if recs, done, err = f.records(std, m); err != nil {
			return err
		}
		defer recs.Close()
		for _, r := range done {
			t.Add(m.Tally(r))
		}
	}
	ctx, interrupted := interruptible()
	shown := progress{std: std}
	shown.startCount(len(m.Part())-len(m.Played), t.Score)
	err = m.Run(ctx, func(r match.Result) (bool, error) {
		if recs != nil {
			if err := recs.Append(r); err != nil {
				return false, fmt.Errorf("-o %s: %w", f.out, err)
			}
		}
		t.Add(m.Tally(r))
		shown.tick()
		if sprt {
			return t.SPRT().Verdict != tally.Continue, nil
		}
		return false, nil
	})
	shown.clear()
	if code := interrupted(); code != 0 {
		// Every engine has stopped; the records written are whole, and
		// closed (deferred) before run says why the match stopped.
		return exitStatus{fmt.Errorf("match interrupted after %d games; --resume plays the rest", t.Games()), code}
	}
	if err != nil {
		return err
	}
	return f.write(std, t)
}

// newTally is the table of the match, with the test of --sprt; sprt
// tells whether it has one.
func (f *matchFlags) newTally(m *match.Match) (t *tally.Tally, sprt bool, err error) {
	t = tally.New()
	if f.sprt == "" {
		return t, false, nil
	}
	s, err := tally.ParseSPRT(f.sprt)
	if err != nil {
		return nil, false, usagef("--sprt: %w", err)
	}
	t.SetSPRT(s, m.Engines[0].Name, m.Engines[1].Name)
	return t, true, nil
}

// write writes the table, or its JSON with --format json.
func (f *matchFlags) write(std *IO, t *tally.Tally) error {
	if f.format == "json" {
		b, err := schemas.Marshal("match", t.JSON())
		if err != nil {
			return err
		}
		_, err = std.Out.Write(append(b, '\n'))
		return err
	}
	return t.WriteTable(std.Out)
}

// runTally gives the table of a match from the records of its parts: the
// games in the order of their rounds, as the whole match counts them (an
// SPRT stopping at the game that decides it); standard error says what
// is left out.
func runTally(std *IO, f *matchFlags, parts []string) error {
	if len(parts) == 0 {
		return usagef("--tally reads the records of the match's parts: give their files (--tally OUT...)")
	}
	m, err := f.match(std)
	if err != nil {
		return err
	}
	t, _, err := f.newTally(m)
	if err != nil {
		return err
	}
	read, err := m.ReadParts(parts, formats.ByFile)
	var ferr *match.FileError
	switch {
	case errors.Is(err, match.ErrFormat):
		return usagef("--tally: %w", err)
	case errors.As(err, &ferr):
		return fmt.Errorf("%w\n--tally counts the games of one match, each once: give the parts of this match, each once, with the flags they were played with", err)
	case err != nil:
		return fmt.Errorf("--tally: %w", unwrapPath(err))
	}
	for _, torn := range read.Torn {
		fmt.Fprintf(std.Err, "arbiter: %s: the last record, of round %d, is cut short (a part still playing, or stopped in the middle of a write): left out\n", torn.Pos, torn.Round)
	}
	if read.Missing > 0 {
		fmt.Fprintf(std.Err, "arbiter: %d of the match's %d games are in none of the files (parts not finished, or not given): the table counts the %d there\n",
			read.Missing, read.Missing+len(read.Games), len(read.Games))
	}
	if left := m.Count(t, read.Games); left > 0 {
		fmt.Fprintf(std.Err, "arbiter: the SPRT decided at round %d: the %d games after it are left out, as the whole match would not have played them\n",
			read.Games[len(read.Games)-left-1].Round, left)
	}
	return f.write(std, t)
}

// records opens -o for the match (with --resume, the games it holds are
// returned), in words of the flags when it cannot.
func (f *matchFlags) records(std *IO, m *match.Match) (*match.Records, []match.Result, error) {
	format := formats.ByFile(f.out)
	recs, done, err := m.OpenRecords(f.out, format, f.resume)
	var ferr *match.FileError
	switch {
	case errors.Is(err, match.ErrFormat):
		return nil, nil, usagef("-o %s is a %s file: %w", f.out, format.Name, err)
	case errors.Is(err, match.ErrNotEmpty):
		return nil, nil, usagef("-o %s is not empty: give --resume to go on with the match whose records it holds, or another file", f.out)
	case errors.Is(err, match.ErrNotAFile):
		return nil, nil, usagef("--resume reads the records of -o back, and -o %s is not a regular file (a device, a pipe or a terminal): give the file of the match", f.out)
	case errors.As(err, &ferr):
		return nil, nil, fmt.Errorf("%w\n--resume goes on only with a file of this match's own records: take that text out of %s, or give another -o (%s is left as it was)", err, f.out, f.out)
	case err != nil:
		return nil, nil, fmt.Errorf("-o %s: %w", f.out, unwrapPath(err))
	}
	if t := recs.Torn; t != nil {
		fmt.Fprintf(std.Err, "arbiter: %s: the last record, of round %d, was cut short (a write that never finished): its %d bytes are saved in %s and cut off %s\n",
			t.Pos, t.Round, t.Size, t.SavedAs, f.out)
	}
	return recs, done, nil
}

// match turns the flags into a match, refusing what cannot be read.
func (f *matchFlags) match(std *IO) (*match.Match, error) {
	switch {
	case f.game == "":
		return nil, usagef("match needs --game")
	case len(f.engines) < 2:
		return nil, usagef("match needs two engines or more: --engine 'name=N cmd=PATH', once for each")
	case f.games < 1:
		return nil, usagef("--games must be 1 or more, not %d", f.games)
	case f.concurrency < 1:
		return nil, usagef("--concurrency must be 1 or more, not %d", f.concurrency)
	case f.tournament != "round-robin" && f.tournament != "gauntlet":
		return nil, usagef("--tournament must be round-robin or gauntlet, not %q", f.tournament)
	case f.format != "text" && f.format != "json":
		return nil, usagef("--format must be text or json, not %q", f.format)
	case f.resume && f.out == "":
		return nil, usagef("--resume goes on with the match in -o OUT: give -o")
	case f.players < 0:
		return nil, usagef("--players must be 2 or more, not %d", f.players)
	case f.tally && (f.out != "" || f.resume || f.shard != ""):
		return nil, usagef("--tally plays nothing: it reads the parts' records, the files given; leave out -o, --resume and --shard")
	case f.shard != "" && f.out == "":
		return nil, usagef("--shard plays a part of the match for --tally to merge: give -o, the part's own file")
	case f.shard != "" && f.sprt != "":
		return nil, usagef("--sprt decides on the whole match, not on one part: give it to --tally")
	case f.timeout < 1:
		return nil, usagef("--timeout must be 1 or more milliseconds, not %d", f.timeout)
	}
	for name, n := range map[string]int{"--margin": f.margin, "--maxturns": f.maxTurns, "--plies": f.plies, "--movetime": f.movetime, "--depth": f.depth} {
		if n < 0 {
			return nil, usagef("%s must be 0 or more, not %d", name, n)
		}
	}
	game, err := notation.LookupGame(f.game)
	if err != nil {
		return nil, usagef("--game: %w", err)
	}
	if err := f.fits(game); err != nil {
		return nil, err
	}
	tc, err := f.clock()
	if err != nil {
		return nil, err
	}
	resign, err := match.ParseResign(f.resign)
	if err != nil {
		return nil, usagef("--resign %w", err)
	}
	m := &match.Match{Settings: match.Settings{Game: game, Variant: f.variant, Rules: f.rules, Clock: tc,
		Margin: ms(f.margin), Timeout: ms(f.timeout), MaxTurns: f.maxTurns, Resign: resign,
		Event: f.event, Date: time.Now().Format("2006.01.02"), Seed: f.seed},
		Games: f.games, Gauntlet: f.tournament == "gauntlet", Concurrency: f.concurrency, Seats: f.players, Time: matchTime}
	if f.shard != "" {
		if m.Shard, err = match.ParseShard(f.shard); err != nil {
			return nil, usagef("--shard %w", err)
		}
	}
	for _, e := range f.engines {
		sp, err := match.ParseSpec(e)
		if err != nil {
			return nil, usagef("--engine %w", err)
		}
		if err := findProgram(sp); err != nil && !f.tally {
			return nil, usagef("engine %s: %v", sp.Name, err)
		}
		m.Engines = append(m.Engines, sp)
	}
	if f.openings != "" {
		var oerr *match.OpeningsError
		if m.Openings, err = match.LoadOpenings(f.openings, m.Settings, f.plies); errors.As(err, &oerr) && oerr.Record == 0 {
			return nil, fmt.Errorf("--openings: %w", err) // the file, not the command line
		} else if err != nil {
			return nil, usagef("--openings: %w", err)
		}
		if len(m.Openings) == 0 {
			return nil, usagef("--openings %s holds no record", f.openings)
		}
	}
	if err := m.Check(); errors.Is(err, match.ErrDealtOpenings) {
		return nil, usagef("--openings is for games without hidden hands; %s deals its hands: %w", m.Game.Name(), err)
	} else if err != nil {
		return nil, usagef("%w", err)
	}
	if f.debug {
		m.Debug = match.NewDebug(std.Err)
	}
	if f.tally {
		return m, nil
	}
	m.Logs, err = f.logs()
	return m, err
}

// clock reads --tc, --movetime and --depth: one of them (60+1 when none).
func (f *matchFlags) clock() (match.TimeControl, error) {
	given := 0
	for _, set := range []bool{f.tc != "", f.movetime > 0, f.depth > 0} {
		if set {
			given++
		}
	}
	switch {
	case given > 1:
		return match.TimeControl{}, usagef("give one of --tc, --movetime and --depth")
	case f.movetime > 0:
		return match.TimeControl{MoveTime: ms(f.movetime)}, nil
	case f.depth > 0:
		return match.TimeControl{Depth: f.depth}, nil
	case f.tc == "":
		f.tc = "60+1"
	}
	tc, err := match.ParseClock(f.tc)
	if err != nil {
		return tc, usagef("--tc %w", err)
	}
	return tc, nil
}

// logs names each engine's log file: in --log-dir, else beside -o when
// it is a file, else none.
func (f *matchFlags) logs() (func(string) string, error) {
	switch {
	case f.logDir != "":
		if fi, err := os.Stat(f.logDir); err != nil || !fi.IsDir() {
			return nil, usagef("--log-dir %s is not a directory", f.logDir)
		}
		return func(name string) string { return filepath.Join(f.logDir, name+".log") }, nil
	case f.out != "" && !notAFile(f.out):
		return func(name string) string { return f.out + "." + name + ".log" }, nil
	}
	return nil, nil
}

// notAFile tells whether a path names something that is there and is not
// a regular file: a device such as /dev/null, a pipe, a terminal.
func notAFile(path string) bool {
	kind, err := outfile.KindOf(path)
	return err == nil && kind == outfile.Stream
}

// findProgram checks that an engine's program can be run, as exec would
// find it; the error says why not in plain words.
func findProgram(sp match.Spec) error {
	cmd := sp.Cmd
	if sp.Dir != "" && strings.Contains(cmd, "/") && !filepath.IsAbs(cmd) {
		cmd = filepath.Join(sp.Dir, cmd)
	}
	_, err := exec.LookPath(cmd)
	fi, serr := os.Stat(cmd)
	switch {
	case err == nil:
		return nil
	case strings.Contains(cmd, "/") && serr == nil && fi.IsDir():
		return fmt.Errorf("%s is a directory, not a program", cmd)
	case errors.Is(err, exec.ErrNotFound):
		return fmt.Errorf("no program %s on the PATH", sp.Cmd)
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("there is no program %s", cmd)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%s cannot be run (not executable)", cmd)
	}
	return fmt.Errorf("%s cannot be run: %v", cmd, unwrapPath(err))
}

// matchTime is the clock matches run on: nil, the real one (tests stop
// it, so that no verdict of theirs depends on the machine's speed).
var matchTime match.Clock

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// interruptible is a context that SIGINT and SIGTERM end; interrupted
// then gives the exit status the signal asks for (130, 143), else 0.
func interruptible() (context.Context, func() int) {
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	code := make(chan int, 1)
	go func() {
		sig := <-sigs
		signal.Stop(sigs)
		if sig == syscall.SIGTERM {
			code <- 143
		} else {
			code <- 130
		}
		cancel()
	}()
	return ctx, func() int {
		signal.Stop(sigs)
		select {
		case c := <-code:
			return c
		default:
			return 0
		}
	}
}
