package arbiter_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// TestExampleIsShort: the program of Example, the library's basic jobs
// end to end, stays under 30 lines (its expected output aside).
func TestExampleIsShort(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "example_test.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == "Example" {
			last := fn.Body.List[len(fn.Body.List)-1]
			lines := fset.Position(last.End()).Line - fset.Position(fn.Pos()).Line + 2 // and its closing brace
			if lines >= 30 {
				t.Errorf("Example is %d lines long", lines)
			}
			return
		}
	}
	t.Fatal("no Example in example_test.go")
}
