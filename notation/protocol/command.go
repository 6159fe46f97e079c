package protocol

import (
	"fmt"
	"strconv"
	"strings"
)

// CommandKind is the kind of a line the referee writes.
type CommandKind int

// The kinds of referee commands.
const (
	// UnknownCmd is a line that is no command, or one that cannot be read.
	// (The name Unknown is the ReplyKind's.)
	UnknownCmd CommandKind = iota
	// UCI is "uci" or "jcei", the start of the handshake (Name holds which).
	UCI
	// SetOptionCmd is "setoption name N value V".
	SetOptionCmd
	// IsReady is "isready".
	IsReady
	// NewGame is "ucinewgame" or "newgame".
	NewGame
	// PositionCmd is "position startpos|fen FEN [moves ...]".
	PositionCmd
	// RackCmd is "rack SEAT TILES".
	RackCmd
	// GoCmd is "go ...".
	GoCmd
	// Stop is "stop".
	Stop
	// Quit is "quit".
	Quit
)

// Command is one line the referee wrote, read.
type Command struct {
	Kind CommandKind
	// Name is, for UCI, the word ("uci" or "jcei"); for SetOptionCmd, the
	// option's name.
	Name string
	// Value is, for SetOptionCmd, the value ("" when the line gives none).
	Value string
	// FEN is, for PositionCmd, the position string; "" for startpos.
	FEN string
	// Moves are, for PositionCmd, the turns played from it, as words.
	Moves []string
	// Seat is, for RackCmd, the seat as written, from 1.
	Seat int
	// Tiles are, for RackCmd, the rack's tiles.
	Tiles []string
	// Go is, for GoCmd, the limits.
	Go Go
}

// ParseCommand reads one line the referee wrote. A line that is no
// command, or a command that cannot be read, is an error saying why; an
// empty line is an UnknownCmd without error.
func ParseCommand(line string) (Command, error) {
	words := strings.Fields(line)
	if len(words) == 0 {
		return Command{}, nil
	}
	args := words[1:]
	switch words[0] {
	case "uci", "jcei":
		return Command{Kind: UCI, Name: words[0]}, nil
	case "isready":
		return Command{Kind: IsReady}, nil
	case "ucinewgame", "newgame":
		return Command{Kind: NewGame}, nil
	case "stop":
		return Command{Kind: Stop}, nil
	case "quit":
		return Command{Kind: Quit}, nil
	case "setoption":
		return parseSetOption(args)
	case "position":
		return parsePosition(args)
	case "rack":
		return parseRack(args)
	case "go":
		g, err := parseGo(args)
		return Command{Kind: GoCmd, Go: g}, err
	}
	return Command{}, fmt.Errorf("%q is not a command (uci, setoption, isready, ucinewgame, position, rack, go, stop, quit)", truncate(words[0]))
}

// parseSetOption reads the words after "setoption": name N [value V].
func parseSetOption(args []string) (Command, error) {
	if len(args) < 2 || args[0] != "name" || args[1] == "value" {
		return Command{}, fmt.Errorf("setoption is written setoption name NAME value VALUE")
	}
	name, rest := cutAt(args[1:], "value")
	value := strings.TrimPrefix(strings.TrimPrefix(rest, "value"), " ")
	return Command{Kind: SetOptionCmd, Name: name, Value: value}, nil
}

// parsePosition reads the words after "position": startpos or fen FEN,
// then moves and the turns.
func parsePosition(args []string) (Command, error) {
	c := Command{Kind: PositionCmd}
	start, moves := args, []string(nil)
	for i, w := range args {
		if w == "moves" {
			start, moves = args[:i], args[i+1:]
			break
		}
	}
	switch {
	case len(start) == 1 && start[0] == "startpos":
	case len(start) > 1 && start[0] == "fen":
		c.FEN = strings.Join(start[1:], " ")
	default:
		return Command{}, fmt.Errorf("position is written position startpos [moves ...] or position fen POSITION [moves ...]")
	}
	if len(moves) > 0 {
		c.Moves = append([]string(nil), moves...)
	}
	return c, nil
}

// parseRack reads the words after "rack": the seat (from 1) and the
// tiles, joined by commas (spaces are read too).
func parseRack(args []string) (Command, error) {
	if len(args) == 0 {
		return Command{}, fmt.Errorf("rack is written rack SEAT TILES: rack 2 RB,GO,YY,PP,RR,BO")
	}
	seat, err := strconv.Atoi(args[0])
	if err != nil || seat < 1 || seat > maxSeats {
		return Command{}, fmt.Errorf("rack: the seat is 1 to %d, not %q", maxSeats, truncate(args[0]))
	}
	c := Command{Kind: RackCmd, Seat: seat}
	for _, w := range args[1:] {
		for _, t := range strings.Split(w, ",") {
			if t != "" {
				c.Tiles = append(c.Tiles, t)
			}
		}
	}
	return c, nil
}

// truncate shortens a word quoted in a message to 40 bytes.
func truncate(word string) string {
	const most = 40
	if len(word) <= most {
		return word
	}
	return word[:most] + "..."
}
