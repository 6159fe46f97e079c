package match

import (
	"fmt"
	"strings"
)

// Spec is one engine of a match, as ParseSpec reads it.
type Spec struct {
	// Name names the engine in records, logs and the table.
	Name string
	// Cmd is the program to run, Args its arguments and Dir the directory
	// it runs in ("" for the referee's).
	Cmd  string
	Args []string
	Dir  string
	// Options are sent with setoption after the handshake, in order.
	Options []Option
}

// Option is one setoption an engine is given.
type Option struct{ Name, Value string }

// ParseSpec reads an engine's description: words split as a shell splits
// them, each key=value: name=N and cmd=PATH once, arg=A once per argument
// of the program, dir=D, option.K=V. A missing name is the program's base
// name. The error is a *SyntaxError.
func ParseSpec(s string) (Spec, error) {
	words, err := splitWords(s)
	if err != nil {
		return Spec{}, &SyntaxError{s, err.Error()}
	}
	var sp Spec
	for _, w := range words {
		key, value, ok := strings.Cut(w, "=")
		switch {
		case !ok:
			return Spec{}, &SyntaxError{s, fmt.Sprintf("%q is not key=value (keys: name, cmd, arg, dir, option.NAME)", w)}
		case key == "name":
			sp.Name = value
		case key == "cmd":
			sp.Cmd = value
		case key == "arg":
			sp.Args = append(sp.Args, value)
		case key == "dir":
			sp.Dir = value
		case strings.HasPrefix(key, "option.") && len(key) > len("option."):
			sp.Options = append(sp.Options, Option{Name: key[len("option."):], Value: value})
		default:
			return Spec{}, &SyntaxError{s, fmt.Sprintf("unknown key %q (keys: name, cmd, arg, dir, option.NAME)", key)}
		}
	}
	if sp.Cmd == "" {
		return Spec{}, &SyntaxError{s, "cmd=PATH is missing"}
	}
	if sp.Name == "" {
		sp.Name = sp.Cmd[strings.LastIndexByte(sp.Cmd, '/')+1:]
	}
	if strings.ContainsAny(sp.Name, "/\x00\n") {
		return Spec{}, &SyntaxError{s, fmt.Sprintf("the name %q cannot name a log file (no / or line break)", sp.Name)}
	}
	return sp, nil
}
