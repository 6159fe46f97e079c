package arbiter_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// leanRoots are the packages a program that only referees and converts
// records is built from, and that program (cmd/lean); each game's
// registration package, which notation/all imports, comes with them.
var leanRoots = []string{"referee", "notation/formats", "notation/jsonform", "notation/all", "cmd/lean"}

// drawing tells whether a package draws: notation/diagram and its
// packages, the image packages (the standard library's and
// golang.org/x/image), the font packages.
func drawing(pkg string) bool {
	pkg = strings.TrimPrefix(pkg, "golang.org/x/")
	for _, p := range []string{module + "notation/diagram", "image"} {
		if pkg == p || strings.HasPrefix(pkg, p+"/") {
			return true
		}
	}
	return strings.Contains(pkg, "/font")
}

// TestLeanBuildsDrawNothing: the referee, the formats, the JSON form,
// the games' registrations (notation/all and each package it imports)
// and the lean program depend on no drawing, no font and no Parquet
// library, so that a program that only referees (in the browser, say)
// links none of them.
func TestLeanBuildsDrawNothing(t *testing.T) {
	imports := importGraph(t, "./notation/all")
	roots := slices.Clone(leanRoots)
	for _, imp := range imports[module+"notation/all"] {
		if strings.HasPrefix(imp, module) {
			roots = append(roots, strings.TrimPrefix(imp, module))
		}
	}
	var patterns []string
	for _, r := range roots {
		patterns = append(patterns, "./"+r)
	}
	imports = importGraph(t, patterns...)
	for _, r := range roots {
		if path := pathTo(imports, module+r, drawing); path != nil {
			t.Errorf("%s depends on drawing: %s", r, strings.Join(path, " → "))
		}
		if path := pathTo(imports, module+r, parquet); path != nil {
			t.Errorf("%s depends on the Parquet library: %s", r, strings.Join(path, " → "))
		}
	}
	if len(roots) <= len(leanRoots) {
		t.Errorf("notation/all imports no game: %v", imports[module+"notation/all"])
	}
}

// importGraph runs go list -deps on the packages: the imports of each
// package they depend on.
func importGraph(t *testing.T, patterns ...string) map[string][]string {
	t.Helper()
	args := append([]string{"list", "-deps", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}"}, patterns...)
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	imports := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		imports[fields[0]] = fields[1:]
	}
	return imports
}

// parquet tells whether a package is the Parquet library's, which only
// the full command links (notation/rows/parquet).
func parquet(pkg string) bool { return strings.HasPrefix(pkg, "github.com/parquet-go/") }

// pathTo finds a package that pkg depends on for which want is true and
// returns the chain of imports that leads to it, from pkg (nil when there
// is none).
func pathTo(imports map[string][]string, pkg string, want func(string) bool) []string {
	from := map[string]string{pkg: ""}
	queue := []string{pkg}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if want(p) {
			return chain(from, p)
		}
		for _, imp := range imports[p] {
			if _, seen := from[imp]; !seen {
				from[imp] = p
				queue = append(queue, imp)
			}
		}
	}
	return nil
}

// chain walks back from a package to the root it was reached from, and
// gives the packages from the root, without the module's prefix.
func chain(from map[string]string, p string) []string {
	var path []string
	for ; p != ""; p = from[p] {
		path = append(path, strings.TrimPrefix(p, module))
	}
	slices.Reverse(path)
	return path
}
