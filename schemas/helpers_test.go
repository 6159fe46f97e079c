package schemas_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/schemas"
)

// schemaCase is a document changed to break one rule of a schema: the
// replacement, and the JSON path and schema keyword the error must name.
type schemaCase struct {
	name, from, to, path, rule string
}

// checkBroken validates the good document, then each broken one, and
// wants a violation naming the case's path and rule in the named schema.
func checkBroken(t *testing.T, schema, good string, cases []schemaCase) {
	t.Helper()
	if err := schemas.Validate(schema, []byte(good)); err != nil {
		t.Fatalf("the good document fails: %v", err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc := strings.Replace(good, c.from, c.to, 1)
			if doc == good {
				t.Fatalf("the replacement of %q changed nothing", c.from)
			}
			err := schemas.Validate(schema, []byte(doc))
			var serr *schemas.Error
			if !errors.As(err, &serr) {
				t.Fatalf("want a schema error, got %v", err)
			}
			for _, v := range serr.Violations {
				if v.Path == c.path && strings.Contains(v.Rule, "/"+c.rule) {
					return
				}
			}
			t.Errorf("no violation of %s at %s in: %v", c.rule, c.path, err)
		})
	}
}
