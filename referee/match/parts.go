package match

import (
	"fmt"
	"os"
	"slices"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee/match/tally"
)

// Parts are the games of a match gathered from the records files of its
// parts (see Shard), as ReadParts reads them.
type Parts struct {
	// Games are the games the files hold, in the order of their rounds.
	Games []Result
	// Missing counts the match's games that no file holds (parts not
	// finished, or not given).
	Missing int
	// Torn lists the last records found cut short (a part being written,
	// or stopped in the middle of a write): left out, the files left as
	// they are.
	Torn []Torn
}

// ReadParts reads the records files of parts of the match, each in the
// format format gives for its path (text or ndjson, else ErrFormat), and
// nothing else: the files are left as they are. Every record there must
// be a finished record of one of the match's games, as the match plays it
// (the players of its pairing in their seats, and the tags it writes but
// Date: event, variant, rules, clock, opening position, dealt hands, and
// the opening's turns), and each round in one file once; anything else is
// a *FileError at the place of that record, naming the other file of a
// round found twice. A last record cut short, as OpenRecords would cut
// it off, is left out (Parts.Torn).
func (m *Match) ReadParts(paths []string, format func(path string) notation.Format) (*Parts, error) {
	sched := m.Schedule()
	s := m.gameSettings()
	out := &Parts{}
	at := map[int]notation.Pos{}
	for _, path := range paths {
		games, torn, err := m.readPart(path, format(path))
		if err != nil {
			return nil, err
		}
		if torn != nil {
			out.Torn = append(out.Torn, *torn)
		}
		for _, r := range games {
			if err := m.ofMatch(sched, r); err != nil {
				return nil, err
			}
			if first, twice := at[r.Round]; twice {
				return nil, &FileError{Pos: r.Record.Pos, Problem: fmt.Sprintf("round %d is here a second time (first at %s): the parts overlap", r.Round, first)}
			}
			if err := s.played(sched[r.Round-1], r); err != nil {
				return nil, err
			}
			r.Pair = sched[r.Round-1].Pair
			at[r.Round] = r.Record.Pos
			out.Games = append(out.Games, r)
		}
	}
	slices.SortFunc(out.Games, func(a, b Result) int { return a.Round - b.Round })
	out.Missing = len(sched) - len(out.Games)
	return out, nil
}

// readPart reads the finished records of one part's file, and a torn
// last record.
func (m *Match) readPart(path string, format notation.Format) ([]Result, *Torn, error) {
	if !slices.Contains(appendable, format.Name) {
		return nil, nil, ErrFormat
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	r := &Records{f: f, format: format, regular: true}
	return r.read(m, path, true)
}

// played checks that a game read is the game of the pairing as a match
// of these settings plays it: the tags it starts with (but Date) and the
// opening's turns.
func (s Settings) played(p Pairing, r Result) error {
	g, err := newGame(s, p, r.Players)
	if err != nil {
		return err
	}
	problem := func(format string, args ...any) error {
		return &FileError{Pos: r.Record.Pos, Problem: fmt.Sprintf(format, args...) + ": is it a part of the same match?"}
	}
	want, got := startTags(g.rec.Tags), startTags(r.Record.Tags)
	if got["Game"] != want["Game"] {
		return problem("it is a record of %s, and this match plays %s", got["Game"], want["Game"])
	}
	names := keys(want, got)
	slices.Sort(names)
	for _, name := range names {
		if want[name] != got[name] {
			return problem("its %s tag is %q, and this match writes %q in round %d", name, got[name], want[name], p.Round)
		}
	}
	turns := r.Record.Moves.Turns
	for i, t := range g.rec.Moves.Turns {
		if i >= len(turns) || turns[i].Move != t.Move {
			return problem("its turn %d is not %s, the opening's turn %d this match plays in round %d", i+1, t.Move, i+1, p.Round)
		}
	}
	return nil
}

// startTags are the tags a match writes at the start of a record, by
// name: all but Date, Termination and Result.
func startTags(tags []notation.Tag) map[string]string {
	out := map[string]string{}
	for _, t := range tags {
		switch t.Name {
		case "Date", "Termination", "Result":
		default:
			out[t.Name] = t.Value
		}
	}
	return out
}

// keys are the names of two maps of tags, each once.
func keys(a, b map[string]string) []string {
	var out []string
	for k := range a {
		out = append(out, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			out = append(out, k)
		}
	}
	return out
}

// Count adds games to t in the order given (ReadParts': the order of the
// rounds, in which a match of one game at a time plays them), as the
// match counts them; when t runs an SPRT, it stops at the game that
// decides it, as the match would, and returns how many games it left out.
func (m *Match) Count(t *tally.Tally, games []Result) (left int) {
	for i, r := range games {
		t.Add(m.Tally(r))
		if s := t.SPRT(); s != nil && s.Verdict != tally.Continue {
			return len(games) - i - 1
		}
	}
	return 0
}
