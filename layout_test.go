package arbiter_test

import (
	"os/exec"
	"strings"
	"testing"
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
