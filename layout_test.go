package arbiter_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all" // the games whose names generic code must not say
)

const module = "github.com/arbiter-games/arbiter/"

// rooms are the top-level folders that hold code, lowest first: a room may
// import only itself and the rooms below it. internal holds support that
// any room may import, and that imports no room above notation.
var rooms = []string{"engines", "schemas", "notation", "referee", "cmd"}

// TestRoomsImportDownward: go list shows no import from a lower room to a
// higher one, and the record model (package notation) knows only the
// engines: nothing of pictures, schemas or formats.
func TestRoomsImportDownward(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg, imports := strings.TrimPrefix(fields[0], module), fields[1:]
		for _, imp := range imports {
			if !strings.HasPrefix(imp, module) {
				continue
			}
			imp = strings.TrimPrefix(imp, module)
			if !allowed(pkg, imp) {
				t.Errorf("%s imports %s", pkg, imp)
			}
		}
	}
}

// allowed tells whether package pkg may import imp.
func allowed(pkg, imp string) bool {
	from, to := roomOf(pkg), roomOf(imp)
	switch {
	case pkg == "notation":
		return to == "engines"
	case to == "internal":
		return true
	case from == "internal":
		return rank(to) <= rank("notation")
	}
	return rank(to) <= rank(from)
}

// roomOf is the top-level folder of a package ("" for the module's root).
func roomOf(pkg string) string {
	room, _, _ := strings.Cut(pkg, "/")
	return room
}

// rank is a room's place from the bottom; the root and folders that are
// no room (docs, examples) come above all.
func rank(room string) int {
	for i, r := range rooms {
		if r == room {
			return i
		}
	}
	return len(rooms)
}

// genericPatterns are the packages that work for every game: they import
// no game's package and name no game.
var genericPatterns = []string{
	"./referee/...", "./notation/protocol/...", "./notation/formats", "./notation/page/...",
	"./notation/diagram", "./cmd/arbiter", "./internal/...",
}

// gameHelpers are the packages among genericPatterns that know the games
// by design: the fourth game of the tests and the test programs and
// helpers that play each game.
var gameHelpers = map[string]bool{
	"internal/race":                     true, // the fourth game
	"referee/match/internal/testengine": true, // a misbehaving engine for each game
}

// genericPackages lists the generic packages with their folders and
// their non-test Go files.
func genericPackages(t *testing.T) []goPackage {
	t.Helper()
	args := append([]string{"list", "-f", "{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \" \"}}\t{{join .Imports \" \"}}"}, genericPatterns...)
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []goPackage
	for _, line := range strings.Split(strings.TrimRight(string(out), "\n"), "\n") {
		f := strings.Split(line, "\t")
		p := goPackage{path: strings.TrimPrefix(f[0], module), dir: f[1], files: strings.Fields(f[2]), imports: strings.Fields(f[3])}
		if !gameHelpers[p.path] {
			pkgs = append(pkgs, p)
		}
	}
	return pkgs
}

// goPackage is what go list tells of a package.
type goPackage struct {
	path, dir string
	files     []string // non-test Go files
	imports   []string
}

// gamePackages are the packages of the registered games and of the
// fourth game: engines/<game>, notation/<game>, notation/diagram/<game>.
func gamePackages() map[string]bool {
	pkgs := map[string]bool{module + "internal/race": true}
	for _, name := range notation.GameNames() {
		for _, room := range []string{"engines/", "notation/", "notation/diagram/"} {
			pkgs[module+room+strings.ToLower(name)] = true
		}
	}
	return pkgs
}

// TestGenericImportsNoGame: no generic package imports a game's package;
// only the lists (notation/all, notation/diagram/all) name the games.
func TestGenericImportsNoGame(t *testing.T) {
	games := gamePackages()
	for _, p := range genericPackages(t) {
		for _, imp := range p.imports {
			if games[imp] {
				t.Errorf("%s imports the game package %s", p.path, strings.TrimPrefix(imp, module))
			}
		}
	}
}

// TestGenericNamesNoGame: no string in the code of a generic package names
// a game (or its file ending): what the commands say of the games comes
// from the registry. Comments and tests may name them.
func TestGenericNamesNoGame(t *testing.T) {
	names := strings.Join(notation.GameNames(), "|")
	word := regexp.MustCompile(`(?i)\b(` + names + `)\b`)
	for _, p := range genericPackages(t) {
		for _, file := range p.files {
			for _, lit := range literalsIn(t, filepath.Join(p.dir, file), word) {
				t.Errorf("%s: %s names a game", lit.pos, lit.text)
			}
		}
	}
}

// literal is a string literal found, and where.
type literal struct {
	pos  token.Position
	text string
}

// literalsIn lists the string literals of a Go file whose value matches
// re; import paths are left to TestGenericImportsNoGame.
func literalsIn(t *testing.T, path string, re *regexp.Regexp) []literal {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var found []literal
	ast.Inspect(f, func(n ast.Node) bool {
		if _, imp := n.(*ast.ImportSpec); imp {
			return false
		}
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			t.Errorf("%s: %v", fset.Position(lit.Pos()), err)
		}
		if re.MatchString(s) {
			found = append(found, literal{fset.Position(lit.Pos()), lit.Value})
		}
		return true
	})
	return found
}

// TestGamesListedInOnePlace: the games' registrations (notation/<game>)
// are imported by the two lists only, notation/all and
// notation/diagram/all: no other package (tests aside) picks games.
func TestGamesListedInOnePlace(t *testing.T) {
	registrations := map[string]bool{}
	for _, name := range notation.GameNames() {
		registrations[module+"notation/"+strings.ToLower(name)] = true
	}
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := strings.TrimPrefix(fields[0], module)
		for _, imp := range fields[1:] {
			if registrations[imp] && pkg != "notation/all" && pkg != "notation/diagram/all" {
				t.Errorf("%s imports %s: only notation/all and notation/diagram/all list the games", pkg, strings.TrimPrefix(imp, module))
			}
		}
	}
}
