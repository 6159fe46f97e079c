package main

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

const brokenJump = "../../examples/yinsh/broken-jump.yinsh" // turn 31 is illegal

// TestShow: show reads standard input without a file; a record with an
// illegal turn gives the referee's reason, the position before that turn
// and exit 1; --turn out of range says the range; JSON's turn is the turn
// shown.
func TestShow(t *testing.T) {
	t.Parallel()
	_, before, _ := arbiter(t, "", "show", "--ascii", "--turn", "30", brokenJump)
	code, out, errOut := arbiter(t, "", "show", "--ascii", brokenJump)
	if code != 1 || out != before || !strings.HasPrefix(errOut, brokenJump+":12:5: error: record 1, turn 31 (c3-c8): a ring that jumps markers must stop") {
		t.Errorf("show of an illegal turn: exit %d, stderr %q; stdout the position after turn 30: %v", code, errOut, out == before)
	}
	stdin, err := os.ReadFile(goodYINSH)
	if err != nil {
		t.Fatal(err)
	}
	_, fromFile, _ := arbiter(t, "", "show", "--ascii", goodYINSH)
	if code, out, errOut := arbiter(t, string(stdin), "show", "--ascii"); code != 0 || out != fromFile {
		t.Errorf("show from standard input: exit %d (%s), same as from the file: %v", code, errOut, out == fromFile)
	}
	if code, _, errOut := arbiter(t, "1. e5 *\n", "show"); code != 1 || errOut != "<stdin>:1:1: error: record 1: the record names no game: add a [Game \"...\"] tag or give --game\n" {
		t.Errorf("show of a record without a game: exit %d, %q", code, errOut)
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"show", "--turn", "40", brokenJump}, 2, "no legal turn 40 on its main line (turns 1 to 30 are; 0 is the start)"},
		{[]string{"show", "--turn", "-1", goodYINSH}, 2, `--turn: "-1" is not a turn`},
		{[]string{"show", "--turn", "12...", goodYINSH}, 2, "the record numbers its turns one by one, not chess style"},
		{[]string{"show", "--turn", "12...", "--format", "json", "../../examples/jungle/club-night.jungle"}, 0, `"turn": 24,`},
		{[]string{"show", "--turn", "12", "--format", "json", "../../examples/jungle/club-night.jungle"}, 0, `"turn": 23,`},
		{[]string{"show", "--turn", "12.", "../../examples/jungle/club-night.jungle"}, 0, "Turn 12...: White to move, last turn Tb3-b7"},
		{[]string{"show", "--turn", "12...", "--format", "svg", "../../examples/jungle/club-night.jungle"}, 0, "Turn 13: Black to move"},
		{[]string{"show", "--turn", "12", "../../examples/jungle/annotated.jungle"}, 0, "Turn 13: "}, // numbered one by one
		{[]string{"show", "--turn", "99...", "../../examples/jungle/club-night.jungle"}, 2, "no legal turn 99... on its main line (turns 1 to 21 are; 0 is the start)"},
		{[]string{"show", "--record", "0", goodYINSH}, 2, "--record counts from 1"},
		{[]string{"show", "--record", "3", goodYINSH}, 2, "has no record 3 (it has 2)"},
		{[]string{"show", "--format", "json", "--turn", "5", goodYINSH}, 0, `"turn": 5,`},
		{[]string{"show", "--format", "json", "--turn", "0", goodYINSH}, 0, `"turn": 0,`},
		{[]string{"show", "--format", "json", brokenJump}, 1, `"turn": 30,`},
	}
	for _, tt := range tests {
		code, out, errOut := arbiter(t, "", tt.args...)
		if code != tt.code || !strings.Contains(out+errOut, tt.want) {
			t.Errorf("arbiter %s: exit %d, %q; want %d, %q", strings.Join(tt.args, " "), code, out+errOut, tt.code, tt.want)
		}
	}
}

// diagnosticLine is one line of a diagnostic on stderr.
var diagnosticLine = regexp.MustCompile(`^[^:]+:\d+:\d+: (error|note): record \d+`)

// TestDiagnosticFormat: errors and notes are told apart at a glance, as
// compilers write them; a record's unchecked facts are summed up in one
// note unless -v or --notes lists them.
func TestDiagnosticFormat(t *testing.T) {
	t.Parallel()
	_, _, errOut := arbiter(t, "", "validate", brokenJump, "../../examples/yinsh/broken-result.yinsh")
	for _, l := range strings.Split(strings.TrimSpace(errOut), "\n") {
		if !strings.HasPrefix(l, "\tposition: ") && !diagnosticLine.MatchString(l) {
			t.Errorf("diagnostic line %q is not file:line:col: error|note: ...", l)
		}
	}
	if !strings.Contains(errOut, "broken-result.yinsh:27:1: note: record 2 (0-1): the moves do not finish the game") {
		t.Errorf("no note in %q", errOut)
	}
	const public = "../../examples/ingenious/public-opening.ingenious"
	_, report, _ := arbiter(t, "", "validate", "--format", "json", public)
	n := strings.Count(report, `"severity": "note"`)
	code, _, errOut := arbiter(t, "", "validate", public)
	want := fmt.Sprintf("%s:14:4: note: record 1: %d facts could not be checked (hidden information); -v lists them\n", public, n)
	if code != 0 || errOut != want || n < 20 {
		t.Errorf("validate %s: exit %d, %q; want %q", public, code, errOut, want)
	}
	for _, flag := range []string{"-v", "--notes"} {
		_, _, errOut = arbiter(t, "", "validate", flag, public)
		if got := strings.Count(errOut, ": note: record 1, turn "); got != n || strings.Count(errOut, "\n") != n {
			t.Errorf("validate %s: %d notes, want %d:\n%s", flag, got, n, errOut)
		}
	}
}

// TestColour: colour only where allowed: NO_COLOR counts when not empty
// and wins; CLICOLOR_FORCE and FORCE_COLOR force colour when neither empty
// nor "0".
func TestColour(t *testing.T) {
	tests := []struct {
		env             map[string]string
		noColour, force bool
	}{
		{map[string]string{}, false, false},
		{map[string]string{"NO_COLOR": ""}, false, false},
		{map[string]string{"NO_COLOR": "1"}, true, false},
		{map[string]string{"CLICOLOR_FORCE": "1"}, false, true},
		{map[string]string{"CLICOLOR_FORCE": "0"}, false, false},
		{map[string]string{"FORCE_COLOR": "0"}, false, false},
		{map[string]string{"FORCE_COLOR": "true"}, false, true},
		{map[string]string{"FORCE_COLOR": ""}, false, false},
		{map[string]string{"FORCE_COLOR": "3", "NO_COLOR": "x"}, true, true},
	}
	for _, tt := range tests {
		noColour, force := colourEnv(func(k string) string { return tt.env[k] })
		if noColour != tt.noColour || force != tt.force {
			t.Errorf("%v: no colour %v, forced %v; want %v, %v", tt.env, noColour, force, tt.noColour, tt.force)
		}
	}
	t.Setenv("NO_COLOR", "")
	t.Setenv("FORCE_COLOR", "1")
	if std := standardIO(); std.NoColour || !std.ForceColour {
		t.Errorf("NO_COLOR= FORCE_COLOR=1: no colour %v, forced %v", std.NoColour, std.ForceColour)
	}
	for _, std := range []IO{{ForceColour: true}, {ErrTerminal: true, OutTerminal: true}, {ForceColour: true, NoColour: true}, {}} {
		var out, errOut bytes.Buffer
		std.In, std.Out, std.Err = strings.NewReader(""), &out, &errOut
		run([]string{"show", brokenJump}, &std)
		coloured := !std.NoColour && (std.ForceColour || std.OutTerminal)
		if strings.Contains(out.String(), "\033[") != coloured || strings.Contains(errOut.String(), "\033[1;31merror\033[0m:") != coloured {
			t.Errorf("%+v: colour in %q / %q, want %v", std, out.String()[:40], errOut.String(), coloured)
		}
	}
}

func TestUsage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"generate", "--game", "yinsh", "--count", "-3"}, []string{"--count must be 1 or more, not -3", "Run 'arbiter generate --help' for usage."}},
		{[]string{"generate", "--game", "yinsh", "--count", "0"}, []string{"--count must be 1 or more, not 0"}},
		{[]string{"validate", "--fromat", "json"}, []string{"unknown flag: --fromat\n\nDid you mean this?\n\t--format\n", "Run 'arbiter validate --help' for usage."}},
		{[]string{"show", "--trun", "3"}, []string{"Did you mean this?\n\t--turn\n"}},
		{[]string{"valdate", "x"}, []string{`unknown command "valdate"`, "Did you mean this?\n\tvalidate\n", "Run 'arbiter --help' for usage."}},
		{[]string{"show", "a", "b"}, []string{"arbiter show takes at most 1 file (one record is shown), not 2: a b", "Run 'arbiter show --help' for usage."}},
		{[]string{"schema", "record", "report"}, []string{"arbiter schema takes at most 1 schema name, not 2"}},
		{[]string{"games", "yinsh"}, []string{"arbiter games takes no arguments, only flags: yinsh", "Run 'arbiter games --help' for usage."}},
		{[]string{"perft", "--game", "yinsh", "--depth", "1", "5"}, []string{"arbiter perft takes no arguments, only flags: 5"}},
		{[]string{"validate", "--format", "xml"}, []string{"--format must be text or json", "Run 'arbiter validate --help'"}},
	}
	for _, tt := range tests {
		code, out, errOut := arbiter(t, "", tt.args...)
		ok := code == 2 && out == ""
		for _, w := range tt.want {
			ok = ok && strings.Contains(errOut, w)
		}
		if !ok {
			t.Errorf("arbiter %s: exit %d, %q; want 2 and %q", strings.Join(tt.args, " "), code, errOut, tt.want)
		}
	}
	if code, out, _ := arbiter(t, "", "--version"); code != 0 || out != "arbiter version devel\n" {
		t.Errorf("--version: exit %d, %q", code, out)
	}
}

// TestCompletion: shell completion completes flag values from the
// registries (cobra's hidden __complete command is what the shell scripts
// call).
func TestCompletion(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args      []string
		want, not []string
	}{
		{[]string{"validate", "--game", ""}, []string{"ingenious", "jungle", "yinsh"}, nil},
		{[]string{"validate", "--game", "jungle", "--variant", ""}, []string{"standard", "traditional", "blinky"}, []string{"blitz"}},
		{[]string{"validate", "x.yinsh", "--variant", ""}, []string{"blitz"}, []string{"blinky"}},
		{[]string{"perft", "--game", "yinsh", "--rules", ""}, []string{"supply=unlimited", "no-move=pass"}, []string{"tiger-jump"}},
		{[]string{"validate", "--from", ""}, []string{"text", "json", "sgf", "jfen"}, nil},
		{[]string{"convert", "--encoding", ""}, []string{"utf-8", "euc-kr", "cp949", "latin1"}, nil},
		{[]string{"convert", "--to", ""}, []string{"text", "json"}, nil},
		{[]string{"show", "--format", ""}, []string{"text", "svg", "png", "json"}, nil},
		{[]string{"validate", "--format", ""}, []string{"text", "json"}, []string{"svg"}},
		{[]string{"schema", ""}, []string{"record", "records", "report", "position", "yinsh-record"}, nil},
		{[]string{"completion", ""}, []string{"bash", "zsh", "fish", "powershell"}, nil},
	}
	for _, tt := range tests {
		code, out, _ := arbiter(t, "", append([]string{"__complete"}, tt.args...)...)
		values := map[string]bool{}
		for _, l := range strings.Split(out, "\n") {
			values[strings.SplitN(l, "\t", 2)[0]] = true
		}
		for _, w := range tt.want {
			if code != 0 || !values[w] {
				t.Errorf("complete %q: exit %d, %q lacks %s", tt.args, code, out, w)
			}
		}
		for _, n := range tt.not {
			if values[n] {
				t.Errorf("complete %q offers %s", tt.args, n)
			}
		}
	}
}
