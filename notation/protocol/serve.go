package protocol

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Brain is what an engine program thinks with.
type Brain interface {
	// Think chooses a turn for the side to move of pos under the limits;
	// rack is the seat's own rack (Ingenious; nil otherwise); info may be
	// called any number of times. It returns when ctx ends ("stop", or the
	// movetime spent) with the best turn found so far. pos is the brain's
	// own copy. Under a movetime, ctx's deadline is the movetime from
	// the moment the go was read.
	Think(ctx context.Context, pos engines.Position, rack []string, lim Go, info func(Info)) (engines.Move, error)
}

// Engine is an engine program as Serve presents it.
type Engine struct {
	// Name and Author are told in the handshake (id name, id author).
	Name, Author string
	// Options are the declarations of the options it takes, each written
	// after "option name ": "Hash type spin default 16 min 1 max 1024".
	Options []string
	// Set sets an option other than Game, Variant, Rules, Players and
	// StartSymbols (Serve's own); its error is told as "info string". Nil
	// ignores them.
	Set func(name, value string) error
	// NewBrain returns a brain for a game, for each new game (after
	// ucinewgame, or when the game changes): at the isready that follows,
	// so that a brain's start-up (its tables, its memory) is done before
	// readyok and not on the clock of its first turn, else at its first
	// go. A brain made at isready is made again when an option is set
	// before that go, so that it takes the options as they are then.
	NewBrain func(g notation.Game) Brain
	// Game is the game played until "setoption name Game" says another;
	// nil: none until then.
	Game notation.Game
}

// Serve speaks the protocol on in and out until quit, the end of in, or
// the end of ctx (its error is then ctx's). A read of in still waiting
// then is left to end by itself. It answers the handshake (uciok, or jceiok to jcei) and
// isready (the brain of a new game made first: see Engine.NewBrain);
// setoption Game, Variant, Rules, Players and StartSymbols choose
// the game and its setup (Players and StartSymbols as the record tags of
// that name), other options go to e.Set; position builds the position with
// the game's New(engines.Setup{Variant, Rules, Position: fen, Tags}) and
// plays the turns read with Wire.Parse; rack keeps the rack for the next
// go; go thinks in a goroutine (under a deadline for movetime) and writes
// "bestmove", or "bestmove (none)" when there is no position or no turn;
// stop ends the thinking. Any command but isready, stop and quit first
// ends a search still going. Bad input is answered with "info string ..."
// and otherwise ignored. The error is the first one writing to out.
func Serve(ctx context.Context, in io.Reader, out io.Writer, e Engine) error {
	s := &server{engine: e, out: &lineWriter{w: out}, tags: map[string]string{}}
	s.choose(e.Game)
	lines, done := make(chan inputLine), make(chan struct{})
	defer close(done)
	go readLines(in, lines, done)
	defer s.stopSearch()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case l, ok := <-lines:
			if !ok || s.handle(ctx, l) {
				return s.out.error()
			}
		}
		if err := s.out.error(); err != nil {
			return err
		}
	}
}

// server is the state of one conversation.
type server struct {
	engine  Engine
	out     *lineWriter
	game    notation.Game
	wire    Wire
	variant string
	rules   string
	tags    map[string]string
	// pos is the position set up, nil when none is (noPos says why).
	pos   engines.Position
	noPos string
	// rackSeat (from 1) and rack: the last rack told.
	rackSeat int
	rack     []string
	brain    Brain
	// ready tells that the brain was made at isready and has not
	// thought yet.
	ready  bool
	search *search
	// heard is when the line being answered was read: a go's movetime
	// runs from then.
	heard time.Time
}

// handle answers one line; it returns true on quit.
func (s *server) handle(ctx context.Context, l inputLine) bool {
	if l.tooLong {
		s.info(fmt.Sprintf("a line of more than %d bytes is ignored", maxLine))
		return false
	}
	s.heard = l.at
	c, err := ParseCommand(l.text)
	if err != nil {
		s.info(err.Error())
		return false
	}
	switch c.Kind {
	case IsReady:
		s.prepare()
		s.out.line("readyok")
	case Stop:
		s.stopSearch()
	case Quit:
		return true
	case UCI:
		s.handshake(c.Name)
	case UnknownCmd:
	default:
		s.stopSearch()
		s.change(ctx, c)
	}
	return false
}

// change answers the commands that change the state.
func (s *server) change(ctx context.Context, c Command) {
	switch c.Kind {
	case SetOptionCmd:
		s.setOption(c.Name, c.Value)
	case NewGame:
		s.brain, s.pos, s.noPos = nil, nil, "no position: ucinewgame came after the last one"
	case PositionCmd:
		s.setPosition(c)
	case RackCmd:
		s.setRack(c)
	case GoCmd:
		s.think(ctx, c.Go)
	}
}

// handshake answers uci (or jcei).
func (s *server) handshake(word string) {
	if s.engine.Name != "" {
		s.out.line("id name " + oneLine(s.engine.Name))
	}
	if s.engine.Author != "" {
		s.out.line("id author " + oneLine(s.engine.Author))
	}
	for _, o := range s.engine.Options {
		s.out.line("option name " + oneLine(o))
	}
	if word == "jcei" {
		s.out.line("jceiok")
	} else {
		s.out.line("uciok")
	}
}

// setOption sets the game, its setup, or one of the engine's options.
func (s *server) setOption(name, value string) {
	switch key := strings.ToLower(name); key {
	case "game":
		g, err := notation.LookupGame(value)
		if err != nil {
			s.info("setoption Game: " + err.Error())
			return
		}
		s.choose(g)
	case "variant":
		s.variant = value
	case "rules":
		s.rules = value
	case "players":
		s.tags["Players"] = value
	case "startsymbols":
		s.tags["StartSymbols"] = value
	default:
		if s.engine.Set == nil {
			return
		}
		if err := s.engine.Set(name, value); err != nil {
			s.info("setoption " + name + ": " + err.Error())
		} else if s.ready {
			s.brain, s.ready = nil, false
		}
	}
}

// prepare makes the brain of the game chosen, if it has none yet (see
// Engine.NewBrain).
func (s *server) prepare() {
	if s.brain == nil && s.game != nil && s.engine.NewBrain != nil {
		s.brain, s.ready = s.engine.NewBrain(s.game), true
	}
}

// choose makes g the game played (nil: none), dropping the position and
// the brain of another game.
func (s *server) choose(g notation.Game) {
	if g == nil || (s.game != nil && s.game.Name() == g.Name()) {
		return
	}
	s.game, s.wire, s.brain, s.pos = g, NewWire(g), nil, nil
	s.noPos = "no position of " + g.Name() + " was set up"
}

// setPosition sets up the position of a position command.
func (s *server) setPosition(c Command) {
	s.pos, s.rack = nil, nil
	if s.game == nil {
		s.noPosition("position: no game chosen: setoption name Game value " + strings.Join(notation.GameNames(), "|"))
		return
	}
	setup := engines.Setup{Variant: s.variant, Rules: s.rules, Position: c.FEN, Tags: s.tags}
	pos, err := s.game.New(setup)
	if err != nil {
		s.noPosition("position: " + err.Error())
		return
	}
	for i, word := range c.Moves {
		m, err := s.wire.Parse(word)
		if err == nil {
			_, err = pos.Play(m)
		}
		if err != nil {
			s.noPosition(fmt.Sprintf("position: turn %d (%s): %v", i+1, truncate(word), err))
			return
		}
	}
	s.pos = pos
}

// noPosition tells why there is no position, now and at the next go.
func (s *server) noPosition(why string) {
	s.noPos = why
	s.info(why)
}

// setRack keeps the rack of a rack command, for a game whose hands the
// referee deals (notation.Dealing), whose tiles must be a hand of it.
func (s *server) setRack(c Command) {
	var dealing notation.Dealing
	if s.game != nil {
		dealing = notation.AbilitiesOf(s.game).Dealing
	}
	if dealing == nil {
		s.info("rack: only a game whose hands the referee deals has racks")
		return
	}
	if err := dealing.CheckHand(c.Tiles); err != nil {
		s.info("rack: " + err.Error())
		return
	}
	s.rackSeat, s.rack = c.Seat, c.Tiles
}

// think starts a search of the position under the limits.
func (s *server) think(ctx context.Context, lim Go) {
	if s.pos == nil {
		s.info("go: " + s.noPos)
		s.out.line("bestmove " + noTurn)
		return
	}
	s.prepare()
	s.ready = false
	if s.brain == nil {
		s.info("go: this engine has no brain for " + s.game.Name())
		s.out.line("bestmove " + noTurn)
		return
	}
	var rack []string
	if s.rack != nil && s.rackSeat == s.pos.Seat()+1 {
		rack = append(rack, s.rack...)
	} else if s.rack != nil {
		s.info(fmt.Sprintf("go: the rack told is seat %d's, and seat %d is to move: thinking without it", s.rackSeat, s.pos.Seat()+1))
	}
	s.search = start(ctx, s.heard, s.brain, s.pos.Clone(), rack, lim, s.wire, s.out)
}

// stopSearch ends the search going, if one is, and waits for its
// bestmove.
func (s *server) stopSearch() {
	if s.search != nil {
		s.search.stop()
		s.search = nil
	}
}

// info writes "info string" and the text.
func (s *server) info(text string) { s.out.line(Info{Text: text}.String()) }
