// Command testengine is an engine for the tests of referee/match: it
// speaks the protocol and plays legal turns of any game, or misbehaves in
// the one way its -mode asks, at its -at'th turn. In Ingenious, -mode swap
// swaps its rack whenever the rules let it.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/protocol"
)

var (
	mode  = flag.String("mode", "first", "first, random, swap, illegal, garbage, unasked, late, slow, exit, crash, silent, flood, chatty, babble, handshake, ignore-quit, spawn, score, replay")
	at    = flag.Int("at", 1, "the turn (of this engine, from 1) at which it misbehaves")
	seed  = flag.Uint64("seed", 1, "seed of -mode random")
	delay = flag.Duration("delay", 0, "how long it thinks before each bestmove")
	moves = flag.String("moves", "", "-mode replay: a file of turns (words); it answers the one after the turns of the position, at once")
)

type engine struct {
	out   *bufio.Writer
	game  notation.Game
	setup engines.Setup
	pos   engines.Position
	turns int
	rng   *rand.Rand
	rack  []string // Ingenious: the tiles of the last rack message
}

func main() {
	flag.Parse()
	if *mode == "ignore-quit" || *mode == "spawn" {
		signal.Ignore(syscall.SIGTERM)
	}
	if *mode == "spawn" {
		exec.Command("sleep", "600").Start()
	}
	e := &engine{out: bufio.NewWriter(os.Stdout), rng: rand.New(rand.NewPCG(*seed, 2))}
	if *mode == "replay" {
		replay(e.out)
		return
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		if !e.handle(in.Text()) {
			return
		}
		e.out.Flush()
	}
	if *mode == "ignore-quit" || *mode == "spawn" {
		time.Sleep(time.Hour)
	}
}

// handle answers one line; false ends the engine.
func (e *engine) handle(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return true
	}
	switch f[0] {
	case "uci", "jcei":
		if *mode == "handshake" {
			return true
		}
		fmt.Fprintln(e.out, "id name testengine "+*mode)
		fmt.Fprintln(e.out, "uciok")
	case "setoption":
		e.option(f)
	case "ucinewgame":
		if *mode == "late" && e.turns > 0 {
			fmt.Fprintln(e.out, "bestmove a1a2") // a turn for a game that is over
		}
	case "isready":
		fmt.Fprintln(e.out, "readyok")
	case "position":
		e.position(f[1:])
	case "rack":
		if len(f) == 3 {
			e.rack = strings.Split(f[2], ",")
		}
	case "go":
		return e.move()
	case "quit":
		return *mode == "ignore-quit" || *mode == "spawn"
	}
	return true
}

func (e *engine) option(f []string) {
	if len(f) < 5 {
		return
	}
	switch name, value := f[2], strings.Join(f[4:], " "); name {
	case "Game":
		g, err := notation.LookupGame(value)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		e.game = g
	case "Variant":
		e.setup.Variant = value
	case "Rules":
		e.setup.Rules = value
	case "Players":
		e.setup.Tags = map[string]string{"Players": value}
	}
}

func (e *engine) position(f []string) {
	s := e.setup
	if len(f) > 1 && f[0] == "fen" {
		s.Position = f[1]
	}
	pos, err := e.game.New(s)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	wire := protocol.NewWire(e.game)
	for i, w := range f {
		if w != "moves" {
			continue
		}
		for _, word := range f[i+1:] {
			m, err := wire.Parse(word)
			if err == nil {
				_, err = pos.Play(m)
			}
			if err != nil {
				fmt.Fprintln(os.Stderr, "bad turn", word, err)
				os.Exit(3)
			}
		}
	}
	e.pos = pos
}

// move answers go, misbehaving at its turn.
func (e *engine) move() bool {
	e.turns++
	time.Sleep(*delay)
	if *mode == "babble" {
		line := fmt.Sprintf("turn %d: %s\n", e.turns, strings.Repeat("babble ", 140))
		os.Stderr.WriteString(strings.Repeat(line, 1<<20/len(line)))
	}
	legal := e.playable(e.pos.Legal())
	wire := protocol.NewWire(e.game)
	best := wire.Word(legal[0])
	if *mode == "random" {
		best = wire.Word(legal[e.rng.IntN(len(legal))])
	}
	if *mode == "swap" {
		if t, ok := e.swapTurn(legal); ok {
			best = wire.Word(t)
		}
	}
	if e.turns == *at {
		switch *mode {
		case "illegal":
			best = wire.Word(e.illegal())
		case "garbage":
			best = "%%nonsense%%"
		case "slow":
			time.Sleep(100 * time.Millisecond)
		case "exit":
			os.Exit(1)
		case "crash":
			panic("testengine: crashing as asked")
		case "silent":
			return true
		case "flood":
			junk := strings.Repeat("x", 1000)
			for {
				fmt.Fprintln(e.out, junk)
			}
		case "chatty":
			info := "info string " + strings.Repeat("thinking ", 100)
			for range 6000 {
				fmt.Fprintln(e.out, info)
			}
		}
	}
	if *mode == "score" {
		fmt.Fprintln(e.out, "info depth 1 score cp -500 nodes 1 pv "+best)
	}
	fmt.Fprintln(e.out, "bestmove "+best)
	if *mode == "unasked" && e.turns == *at {
		fmt.Fprintln(e.out, "bestmove "+best)
	}
	return true
}

// illegal is a turn of the game the position does not allow: a legal turn
// of the position after it (the other side's).
func (e *engine) illegal() engines.Move {
	if e.rack != nil {
		// Ingenious: a turn of a tile the rack does not hold.
		for _, m := range e.pos.Legal() {
			if t := turnOf(m); !t.Swap && !e.holds(t.Placements) {
				return m
			}
		}
	}
	next := e.pos.Clone()
	next.Play(next.Legal()[0])
	for _, m := range next.Legal() {
		if _, err := e.pos.Clone().Play(m); err != nil {
			return m
		}
	}
	return next.Legal()[0]
}

// replay answers go with the turn that follows the position's turns in
// the -moves file, and does nothing else but the handshake: the fastest
// engine there can be, for the referee's benchmark.
func replay(out *bufio.Writer) {
	data, err := os.ReadFile(*moves)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	words := strings.Fields(string(data))
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<20)
	played := 0
	for in.Scan() {
		line := in.Text()
		switch {
		case strings.HasPrefix(line, "uci"):
			out.WriteString("uciok\n")
		case line == "isready":
			out.WriteString("readyok\n")
		case strings.HasPrefix(line, "position"):
			played = strings.Count(line, " ") - 1
			if !strings.Contains(line, " moves ") {
				played = 0
			} else {
				played -= strings.Count(line[:strings.Index(line, " moves ")], " ")
			}
		case strings.HasPrefix(line, "go"):
			out.WriteString("bestmove " + words[played%len(words)] + "\n")
		case line == "quit":
			return
		}
		out.Flush()
	}
}

// playable keeps the turns the engine's rack allows (Ingenious, where the
// public position lists turns of any tile) and no swap; other games' turns
// all.
func (e *engine) playable(legal []engines.Move) []engines.Move {
	if e.rack == nil {
		return legal
	}
	var ok []engines.Move
	for _, m := range legal {
		if t := turnOf(m); !t.Swap && len(t.Placements) > 0 && e.holds(t.Placements) {
			ok = append(ok, m)
		}
	}
	if len(ok) == 0 {
		return legal
	}
	return ok
}

// holds tells whether the rack has the tiles of the placements.
func (e *engine) holds(pls []ingenious.Placement) bool {
	_, ok := e.left(pls)
	return ok
}

// left is what the rack holds after the placements; false when it does
// not hold their tiles.
func (e *engine) left(pls []ingenious.Placement) ([]ingenious.Tile, bool) {
	var left []ingenious.Tile
	for _, s := range e.rack {
		if t, err := ingenious.ParseTile(s); err == nil {
			left = append(left, t)
		}
	}
	for _, pl := range pls {
		i := slices.IndexFunc(left, pl.Tile.SameKind)
		if i < 0 {
			return nil, false
		}
		left = slices.Delete(left, i, i+1)
	}
	return left, true
}

// swapTurn is the first of the playable turns after whose placements the
// rack left shows none of the lowest colours of the engine's track, with a
// swap: what the rules allow with the swap before the refill (the default;
// after the refill the check needs tiles the engine does not know yet).
// False when there is none, or when the bag cannot fill a new rack.
func (e *engine) swapTurn(legal []engines.Move) (engines.Move, bool) {
	pos, ok := e.pos.(*ingenious.Position)
	if !ok || e.rack == nil || pos.Rules().SwapAfterRefill || pos.BagSize() < ingenious.RackSize {
		return nil, false
	}
	track := pos.Rules().TrackOf(pos.Seat())
	for _, m := range legal {
		t := turnOf(m)
		after := pos.Clone().(*ingenious.Position)
		left, holds := e.left(t.Placements)
		if _, err := after.Play(m); err != nil || !holds || after.Outcome().Over {
			continue
		}
		if !shows(left, lowest(after.Scores(track))) {
			t.Swap = true
			return t, true
		}
	}
	return nil, false
}

// lowest lists the colours of a track's lowest score.
func lowest(scores [ingenious.NumColours]int) []ingenious.Colour {
	low := slices.Min(scores[:])
	var out []ingenious.Colour
	for i, c := range ingenious.Colours() {
		if scores[i] == low {
			out = append(out, c)
		}
	}
	return out
}

// shows tells whether a tile shows one of the colours.
func shows(tiles []ingenious.Tile, cs []ingenious.Colour) bool {
	for _, t := range tiles {
		if slices.Contains(cs, t.A) || slices.Contains(cs, t.B) {
			return true
		}
	}
	return false
}

// turnOf is an Ingenious turn (the zero turn for other games' moves).
func turnOf(m engines.Move) ingenious.Turn {
	t, _ := engines.MoveAs[ingenious.Turn](m)
	return t
}
