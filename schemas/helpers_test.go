package schemas_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/referee"
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

// checkGeneratedJSON makes a random game for each setup (seeds 1, 2, …),
// converts it to JSON as `arbiter convert --to json` does, and validates the
// record against the game's own record schema and the position after every
// turn against its position schema.
func checkGeneratedJSON(t *testing.T, name string, setups []engines.Setup, maxTurns int) {
	t.Helper()
	g, err := notation.LookupGame(name)
	if err != nil {
		t.Fatal(err)
	}
	schema := jsonform.RecordSchema(name)
	if schema == "record" {
		t.Fatalf("%s has no record schema of its own", name)
	}
	for i, setup := range setups {
		if setup.Tags == nil {
			setup.Tags = map[string]string{}
		}
		rec, err := notation.Generate(g, int64(i+1), setup, maxTurns)
		if err != nil {
			t.Fatal(err)
		}
		rep := referee.Check(rec, referee.Options{Positions: true})
		if rep.Errors() > 0 {
			t.Fatalf("setup %d: %v", i, rep.Diagnostics[0])
		}
		for _, rt := range rep.Main.Turns {
			if _, err := jsonform.MarshalPosition(g, notation.Snapshot{Position: rt.After, Last: rt.Move}, setup.Variant, setup.Rules); err != nil {
				t.Errorf("setup %d, turn %d: %v", i, rt.Number, err)
			}
		}
		j, err := jsonform.ToJSON(rep.Entry(referee.KeepNumbering), jsonform.Detail{Moves: true, Positions: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, jt := range j.Moves.Turns {
			if len(jt.Move) == 0 {
				t.Fatalf("setup %d: turn %s carries no structured move", i, jt.Text)
			}
		}
		doc, err := json.Marshal(j)
		if err != nil {
			t.Fatal(err)
		}
		if err := schemas.Validate(schema, doc); err != nil {
			t.Errorf("setup %d: %v", i, err)
		}
	}
}
