package main

import (
	"errors"
	"fmt"
	"regexp"
	"runtime/debug"
	"strings"

	"github.com/arbiter-games/arbiter/internal/typo"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// usageError is a mistake on the command line: run follows it with a hint
// to --help.
type usageError struct{ error }

func (u usageError) Unwrap() error { return u.error }

// isUsage tells whether err is a mistake on the command line: a flag,
// an unknown command, the wrong number of arguments.
func isUsage(err error) bool {
	return errors.As(err, new(usageError)) || strings.HasPrefix(err.Error(), "unknown command")
}

// atMost refuses more than n arguments, naming what they are.
func atMost(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return usagef("%s takes at most %d %s, not %d: %s", cmd.CommandPath(), n, what, len(args), strings.Join(args, " "))
		}
		return nil
	}
}

// noArgs refuses arguments, for a command that reads none (every value
// it takes is a flag's).
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef("%s takes no arguments, only flags: %s", cmd.CommandPath(), strings.Join(args, " "))
	}
	return nil
}

// flagError turns cobra's flag errors into usage errors, suggesting the
// closest flag of the command for an unknown one, and saying in words what
// a number flag takes.
func flagError(cmd *cobra.Command, err error) error {
	var name string
	if _, e := fmt.Sscanf(err.Error(), "unknown flag: --%s", &name); e == nil {
		if s := closestFlag(cmd, name); s != "" {
			err = fmt.Errorf("%w\n\nDid you mean this?\n\t--%s", err, s)
		}
	}
	if m := badNumber.FindStringSubmatch(err.Error()); m != nil {
		why := "not a whole number"
		if m[3] == "value out of range" {
			why = "too large a number"
		}
		err = fmt.Errorf("%s takes a whole number, not %q (%s)", m[2], m[1], why)
	}
	return usageError{err}
}

// badNumber is pflag's message for a number flag whose value strconv
// cannot read: the value, the flag and strconv's reason.
var badNumber = regexp.MustCompile(`^invalid argument "(.*)" for "(?:-\w, )?(--[\w-]+)" flag: strconv\.Parse\w+: parsing ".*": (.*)$`)

// closestFlag is the command's flag nearest to name, "" when none is near
// (at most cobra's SuggestionsMinimumDistance edits, or a prefix).
func closestFlag(cmd *cobra.Command, name string) string {
	best, bestDist := "", cmd.SuggestionsMinimumDistance+1
	if bestDist < 3 { // cobra's default when unset is 2
		bestDist = 3
	}
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		d := typo.Distance(strings.ToLower(name), f.Name)
		if strings.HasPrefix(f.Name, name) {
			d = 1
		}
		if d < bestDist {
			best, bestDist = f.Name, d
		}
	})
	return best
}

// version is the module's version from the build information, "devel"
// for a build from a checkout.
func version() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "devel"
}

// usagef makes a usage error, for a flag value that cannot be right.
func usagef(format string, a ...any) error { return usageError{fmt.Errorf(format, a...)} }
