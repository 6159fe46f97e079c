package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/schemas"
)

// TestAnnotate annotates the club-night examples: the output is valid,
// annotating it again changes nothing, --clear takes the marks away, and
// the JSON verdicts follow their schema.
func TestAnnotate(t *testing.T) {
	t.Parallel()
	for file, depth := range map[string]string{"../../examples/yinsh/club-night.yinsh": "3", "../../examples/jungle/club-night.jungle": "5"} {
		ext := filepath.Ext(file)
		code, once, stderr := arbiter(t, "", "annotate", "--depth", depth, file)
		if code != 0 || !strings.Contains(once, "[%arbiter $") {
			t.Fatalf("%s: exit %d, stderr %q, marks %v", file, code, stderr, strings.Count(once, "[%arbiter"))
		}
		if ext == ".jungle" && !strings.Contains(once, "(14... La9-b9 {[%arbiter] avoids the loss})") {
			t.Errorf("the variation of a chess-numbered record is not numbered chess style:\n%s", once)
		}
		if code, out, stderr := arbiter(t, once, "validate", "--game", ext[1:], "-"); code != 0 {
			t.Errorf("%s: the annotated records are refused: %s%s", file, out, stderr)
		}
		if code, twice, _ := arbiter(t, once, "annotate", "--depth", depth, "--game", ext[1:], "-"); code != 0 || twice != once {
			t.Errorf("%s: annotating twice differs (exit %d)", file, code)
		}
		_, plain, _ := arbiter(t, "", "annotate", "--clear", file)
		if _, cleared, _ := arbiter(t, once, "annotate", "--clear", "--game", ext[1:], "-"); cleared != plain || strings.Contains(plain, "[%arbiter") {
			t.Errorf("%s: --clear leaves\n%s\nwant\n%s", file, cleared, plain)
		}
		code, doc, _ := arbiter(t, "", "annotate", "--depth", depth, "--format", "json", file)
		if err := schemas.Validate("annotate", []byte(doc)); code != 0 || err != nil || !strings.Contains(doc, `"nag": `) {
			t.Errorf("%s: --format json: exit %d, %v:\n%s", file, code, err, doc)
		}
	}
}

// TestAnnotateIllegal reports a record's illegal turn as validate does,
// annotates the turns before it, and writes -o.
func TestAnnotateIllegal(t *testing.T) {
	t.Parallel()
	file := "../../examples/jungle/broken-den.jungle"
	_, _, want := arbiter(t, "", "validate", file)
	out := filepath.Join(t.TempDir(), "out.jungle")
	code, stdout, stderr := arbiter(t, "", "annotate", "--depth", "2", "-o", out, file)
	if code != 1 || stdout != "" || !strings.Contains(want, strings.TrimSpace(stderr)) || stderr == "" {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 and validate's diagnostics %q", code, stdout, stderr, want)
	}
	if b, err := os.ReadFile(out); err != nil || !strings.Contains(string(b), "[Game") {
		t.Errorf("-o wrote %q, %v", b, err)
	}
}

// TestAnnotateIngenious marks the Ingenious club night's missed bonus
// placements and, with --points, every placement's points.
func TestAnnotateIngenious(t *testing.T) {
	t.Parallel()
	file := "../../examples/ingenious/club-night.ingenious"
	code, out, stderr := arbiter(t, "", "annotate", "--points", file)
	if code != 0 || !strings.Contains(out, "$2") || !strings.Contains(out, "{[%arbiter] points: GG@l4-m4=G2}") {
		t.Fatalf("exit %d, stderr %q:\n%s", code, stderr, out)
	}
	if code, vout, verr := arbiter(t, out, "validate", "--game", "ingenious", "-"); code != 0 {
		t.Errorf("the annotated record is refused: %s%s", vout, verr)
	}
	code, doc, _ := arbiter(t, "", "annotate", "--points", "--format", "json", file)
	if err := schemas.Validate("annotate", []byte(doc)); code != 0 || err != nil || !strings.Contains(doc, `"points": "GG@l4-m4=G2"`) {
		t.Errorf("--format json: exit %d, %v", code, err)
	}
}

func TestAnnotateFlags(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"--clear", "--format", "json"}, {"--depth", "101"}, {"--format", "xml"}} {
		if code, _, stderr := arbiter(t, "", append([]string{"annotate", "../../examples/jungle/club-night.jungle"}, args...)...); code != 2 || stderr == "" {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 with the reason", args, code, stderr)
		}
	}
}

// TestProgress: on a terminal, the commands that read records show a bar
// with the share of the input done (a total, over all the files) and
// clear it at the end; annotate counts the turns searched beside it,
// without starting again at each record.
func TestProgress(t *testing.T) {
	t.Parallel()
	files := []string{"../../examples/jungle/club-night.jungle", "../../examples/yinsh/club-night.yinsh"}
	for _, args := range [][]string{{"annotate", "--depth", "3"}, {"html", "-o", filepath.Join(t.TempDir(), "p.html")}, {"validate"}} {
		var out, errOut strings.Builder
		code := run(append(args, files...), &IO{In: strings.NewReader(""), Out: &out, Err: &errOut, ErrTerminal: true})
		bar := errOut.String()
		if code != 0 || !strings.Contains(bar, "% |") || !strings.HasSuffix(bar, "\r") {
			t.Errorf("%s: exit %d, stderr %q", args[0], code, bar)
		}
		if args[0] != "annotate" {
			continue
		}
		counts := regexp.MustCompile(`(\d+) turns searched`).FindAllStringSubmatch(bar, -1)
		for i := 1; i < len(counts); i++ {
			if a, b := atoi(counts[i-1][1]), atoi(counts[i][1]); b < a {
				t.Errorf("the turns searched go back from %d to %d", a, b)
			}
		}
		if len(counts) == 0 {
			t.Errorf("annotate counts no turns searched: %q", bar)
		}
	}
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }
