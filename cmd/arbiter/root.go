package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// Exit statuses (docs/cli.md).
const (
	exitOK      = 0
	exitRecord  = 1 // a record has an error
	exitCommand = 2 // the command could not run
)

// errRecords is returned by a command that ran but found records in error.
var errRecords = errors.New("records with errors")

// exitStatus is an error that ends the command with an exit status of its
// own (130, 143: a match stopped by SIGINT, SIGTERM); run says its message
// as any error's.
type exitStatus struct {
	error
	code int
}

func (e exitStatus) Unwrap() error { return e.error }

// run executes the command line and returns the exit status.
func run(args []string, std *IO) int {
	locked := *std
	locked.Err = &syncWriter{w: std.Err}
	out := &checkedWriter{w: std.Out}
	locked.Out = out
	std = &locked
	root := newRoot(std)
	root.SetArgs(args)
	err := root.Execute()
	if out.err != nil {
		err = fmt.Errorf("cannot write to standard output: %w", out.err)
	}
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, errRecords):
		return exitRecord
	}
	fmt.Fprintln(std.Err, "arbiter:", strings.TrimRight(err.Error(), "\n"))
	if isUsage(err) {
		cmd, _, _ := root.Find(args)
		fmt.Fprintf(std.Err, "Run '%s --help' for usage.\n", cmd.CommandPath())
	}
	if st := (exitStatus{}); errors.As(err, &st) {
		return st.code
	}
	return exitCommand
}

func newRoot(std *IO) *cobra.Command {
	root := &cobra.Command{
		Use:           "arbiter",
		Short:         "Referee, convert and draw records of " + allGames(),
		Version:       version(),
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(std.In)
	root.SetOut(std.Out)
	root.SetErr(std.Err)
	root.SetFlagErrorFunc(flagError)
	root.AddCommand(newValidate(std), newConvert(std), newPerft(std), newGames(std), newSchema(std), newGenerate(std), newShow(std),
		newSelect(std), newStats(std), newOpenings(std), newStandings(std), newAnnotate(std), newHTML(std), newMatch(std), newEngine(std))
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() == "completion" {
			c.Args = knownShell
			c.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
		}
	}
	return root
}

// knownShell refuses `arbiter completion SHELL` for a shell cobra writes
// no completion for (its subcommands are the shells it knows).
func knownShell(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	var shells []string
	for _, c := range cmd.Commands() {
		shells = append(shells, c.Name())
	}
	return usagef("no completion for the shell %q: give one of %s", args[0], strings.Join(shells, ", "))
}
