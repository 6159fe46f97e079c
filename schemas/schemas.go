package schemas

import (
	"bytes"
	"cmp"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

//go:embed *.json
var files embed.FS

// base is the URL the schemas' $id values start with.
const base = "https://arbiter-games.github.io/schemas/"

var (
	compileOnce sync.Once
	compiled    map[string]*schema
	compileErr  error
)

// Names lists the schemas by name (file name without .json), sorted.
func Names() []string {
	entries, _ := fs.Glob(files, "*.json")
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = strings.TrimSuffix(e, ".json")
	}
	sort.Strings(names)
	return names
}

// Has reports whether a schema of that name exists.
func Has(name string) bool {
	_, err := fs.Stat(files, name+".json")
	return err == nil
}

// Source returns a schema's text.
func Source(name string) ([]byte, error) {
	b, err := files.ReadFile(name + ".json")
	if err != nil {
		return nil, fmt.Errorf("no schema %q (schemas: %s)", name, strings.Join(Names(), ", "))
	}
	return b, nil
}

// schema is a compiled schema and what it found valid before.
type schema struct {
	name     string
	compiled *jsonschema.Schema
	memo     remembered
}

// compileAll compiles every embedded schema, once.
func compileAll() (map[string]*schema, error) {
	compileOnce.Do(func() {
		c := jsonschema.NewCompiler()
		c.Draft = jsonschema.Draft2020
		c.AssertFormat = true
		for _, name := range Names() {
			src, _ := files.ReadFile(name + ".json")
			if err := c.AddResource(base+name+".json", bytes.NewReader(src)); err != nil {
				compileErr = fmt.Errorf("schema %s: %w", name, err)
				return
			}
		}
		compiled = map[string]*schema{}
		for _, name := range Names() {
			s, err := c.Compile(base + name + ".json")
			if err != nil {
				compileErr = fmt.Errorf("schema %s: %w", name, err)
				return
			}
			compiled[name] = &schema{name: name, compiled: s}
		}
	})
	return compiled, compileErr
}

// Violation is one rule of a schema that a document breaks.
type Violation struct {
	// Path is the JSON pointer of the offending value ("/moves/turns/2/text").
	Path string
	// Rule is the schema keyword broken, with its place in the schema.
	Rule string
	// Message is the validator's explanation.
	Message string
}

func (v Violation) String() string {
	path := v.Path
	if path == "" {
		path = "/"
	}
	return fmt.Sprintf("at %s: %s (schema rule %s)", path, v.Message, v.Rule)
}

// Error lists what a document breaks of a schema.
type Error struct {
	Schema     string
	Violations []Violation
}

func (e *Error) Error() string {
	parts := make([]string, len(e.Violations))
	for i, v := range e.Violations {
		parts[i] = v.String()
	}
	return fmt.Sprintf("JSON does not match the %s schema: %s", e.Schema, strings.Join(parts, "; "))
}

// Validate checks a JSON document against the named schema. A record's
// turns are checked once each: a turn met before in a valid record is not
// checked again (but for its number).
func Validate(name string, doc []byte) error {
	s, err := lookup(name)
	if err != nil {
		return err
	}
	if s.validTurnByTurn(doc) {
		return nil
	}
	return s.validateWhole(doc)
}

// ValidateValue checks a decoded JSON value (decoded with UseNumber)
// against the named schema.
func ValidateValue(name string, v any) error {
	s, err := lookup(name)
	if err != nil {
		return err
	}
	return s.validateValue(v)
}

// lookup gives the compiled schema of that name.
func lookup(name string) (*schema, error) {
	all, err := compileAll()
	if err != nil {
		return nil, err
	}
	s, ok := all[name]
	if !ok {
		return nil, fmt.Errorf("no schema %q (schemas: %s)", name, strings.Join(Names(), ", "))
	}
	return s, nil
}

// validateWhole checks a JSON document, all of it.
func (s *schema) validateWhole(doc []byte) error {
	d := json.NewDecoder(bytes.NewReader(doc))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return fmt.Errorf("not valid JSON: %w", err)
	}
	if d.More() {
		return fmt.Errorf("not valid JSON: more than one value")
	}
	return s.validateValue(v)
}

// validateValue checks a decoded value.
func (s *schema) validateValue(v any) error {
	if path, n, bad := badNumber(v); bad {
		return numberError(path, n)
	}
	err := s.compiled.Validate(v)
	var verr *jsonschema.ValidationError
	if !errors.As(err, &verr) {
		return err
	}
	vs := leaves(verr)
	// The validator finds them in no set order (it goes through maps):
	// sorted, the same document always gets the same message.
	slices.SortFunc(vs, func(a, b Violation) int {
		return cmp.Or(strings.Compare(a.Path, b.Path), strings.Compare(a.Rule, b.Rule), strings.Compare(a.Message, b.Message))
	})
	return &Error{Schema: s.name, Violations: vs}
}

// leaves flattens a validation error to the rules actually broken.
func leaves(e *jsonschema.ValidationError) []Violation {
	if len(e.Causes) == 0 {
		return []Violation{{Path: e.InstanceLocation, Rule: keyword(e.AbsoluteKeywordLocation), Message: e.Message}}
	}
	var out []Violation
	for _, c := range e.Causes {
		out = append(out, leaves(c)...)
	}
	return out
}

// keyword shortens an absolute keyword location to the schema's name and
// the keyword's place in it ("record#/$defs/turn/pattern").
func keyword(loc string) string {
	return strings.Replace(strings.TrimPrefix(loc, base), ".json#", "#", 1)
}

// Marshal encodes v as indented JSON and validates it against the named
// schema before returning it: nothing invalid is ever written.
func Marshal(name string, v any) ([]byte, error) {
	return marshal(name, v, "  ")
}

// MarshalCompact is Marshal without indentation: the document on one line.
func MarshalCompact(name string, v any) ([]byte, error) {
	return marshal(name, v, "")
}

func marshal(name string, v any, indent string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // "2>1" stays as written: the JSON is data, not HTML
	enc.SetIndent("", indent)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	b := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	if err := Validate(name, b); err != nil {
		return nil, fmt.Errorf("internal error, refusing to write invalid JSON: %w", err)
	}
	return b, nil
}
