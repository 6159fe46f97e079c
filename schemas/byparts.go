package schemas

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/internal/jsonscan"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// A part that is an object (a turn's move, in the games' schemas) is
// checked by its own parts, as a record is by its turns: a move not met
// before is most often a move met before with other points or rows, and
// the validator spends some two hundred allocations on a move (an error
// for each "if" of the schema that does not hold), a few on a point.
//
// A property of an object schema is free when no keyword of the schema
// reads its value but the property's own subschema in the schema's
// "properties": the other keywords are annotations, "type", the ones that
// ask only which properties are there ("required", "dependentRequired",
// "minProperties", "maxProperties", a boolean "additionalProperties"), and
// "allOf", "anyOf", "oneOf", "not", "if", "then" and "else" whose
// subschemas hold only those, and "properties" whose subschemas are true
// or false (there or not) or read a property that is then not free (a
// YINSH move's "action", which its "if"s compare). freeProperties tells,
// from the schema's JSON, and refuses a schema with any other keyword.
// An object's shape is its JSON with the values of its free properties
// cut out: two objects of one shape have the same properties, and the
// same values of those that are not free. So an object is valid when its
// shape was met in a valid object and the value of each free property is
// valid alone against that property's subschema; anything else (a shape
// not met, a key written twice, a free value that is not valid alone) is
// checked whole, and a valid object then leaves its shape and free values
// remembered. TestMoveByParts and FuzzValidateTurnByTurn hold the two
// ways to one verdict.

// objectParts are the free properties of an object schema, by name, each
// with the schema of its value.
type objectParts struct {
	names   []string
	schemas []*jsonschema.Schema
}

// free gives the schema of the named property's value when it is free.
func (o *objectParts) free(name []byte) (*jsonschema.Schema, bool) {
	i := slices.Index(o.names, string(name))
	if i < 0 {
		return nil, false
	}
	return o.schemas[i], true
}

// compileObjectParts finds the free properties of the schema at ref (a
// schema file's name and a JSON pointer in it, "yinsh-record.json#/$defs/move")
// and compiles each one's schema; nil when the schema is not laid out so.
// decoded holds the schema files decoded so far, by name.
func compileObjectParts(c *jsonschema.Compiler, ref string, decoded map[string]any) (*objectParts, error) {
	raw, err := rawSchema(ref, decoded)
	if err != nil {
		return nil, err
	}
	names, ok := freeProperties(raw)
	if !ok || len(names) == 0 {
		return nil, nil
	}
	o := &objectParts{names: names}
	for _, name := range names {
		sch, err := c.Compile(base + ref + "/properties/" + jsonscan.Step(name))
		if err != nil {
			return nil, fmt.Errorf("schema %s, property %s: %w", ref, name, err)
		}
		o.schemas = append(o.schemas, sch)
	}
	return o, nil
}

// rawSchema is the JSON of the schema at ref, decoded, its file once
// (decoded keeps it).
func rawSchema(ref string, decoded map[string]any) (any, error) {
	file, pointer, _ := strings.Cut(ref, "#")
	v, ok := decoded[file]
	if !ok {
		src, err := files.ReadFile(file)
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(src, &v); err != nil {
			return nil, fmt.Errorf("schema %s: %w", file, err)
		}
		decoded[file] = v
	}
	for step := range strings.SplitSeq(strings.TrimPrefix(pointer, "/"), "/") {
		if step == "" {
			continue
		}
		m, _ := v.(map[string]any)
		if v = m[stepUnescaper.Replace(step)]; v == nil {
			return nil, fmt.Errorf("schema %s: nothing at %s", file, pointer)
		}
	}
	return v, nil
}

// stepUnescaper reads a step of a JSON pointer: ~1 as /, ~0 as ~.
var stepUnescaper = strings.NewReplacer("~1", "/", "~0", "~")

// annotations are the keywords that state nothing about a value.
var annotations = []string{"$anchor", "$comment", "$dynamicAnchor", "default", "deprecated", "description", "examples", "readOnly", "title", "writeOnly"}

// freeProperties gives the free properties of an object schema (its
// JSON, decoded), sorted; ok is false when the schema holds a keyword
// that may read a property's value otherwise (see the top of this file).
func freeProperties(raw any) (free []string, ok bool) {
	sch, isObject := raw.(map[string]any)
	props, hasProps := sch["properties"].(map[string]any)
	if !isObject || !hasProps || sch["type"] != "object" {
		return nil, false
	}
	bound := map[string]bool{}
	for k, v := range sch {
		if k != "properties" && !presenceOnly(k, v, bound) {
			return nil, false
		}
	}
	for name := range props {
		if !bound[name] {
			free = append(free, name)
		}
	}
	slices.Sort(free)
	return free, true
}

// presenceOnly reports whether the keyword k of an object schema, with
// value v, reads no property's value but those it adds to bound.
func presenceOnly(k string, v any, bound map[string]bool) bool {
	switch k {
	case "type":
		return v == "object"
	case "required", "dependentRequired", "minProperties", "maxProperties":
		return true
	case "additionalProperties":
		_, isBool := v.(bool)
		return isBool
	case "properties":
		props, ok := v.(map[string]any)
		for name, sub := range props {
			if _, isBool := sub.(bool); !isBool {
				bound[name] = true
			}
		}
		return ok
	case "allOf", "anyOf", "oneOf":
		subs, ok := v.([]any)
		for _, sub := range subs {
			ok = ok && subschemaPresenceOnly(sub, bound)
		}
		return ok
	case "not", "if", "then", "else":
		return subschemaPresenceOnly(v, bound)
	}
	return slices.Contains(annotations, k)
}

// subschemaPresenceOnly reports whether a subschema, applied to the same
// object, reads no property's value but those it adds to bound.
func subschemaPresenceOnly(sub any, bound map[string]bool) bool {
	if _, isBool := sub.(bool); isBool {
		return true
	}
	m, ok := sub.(map[string]any)
	for k, v := range m {
		ok = ok && presenceOnly(k, v, bound)
	}
	return ok
}

// freeValue is a free property's value in an object's JSON.
type freeValue struct {
	name, v []byte
	sch     *jsonschema.Schema
}

// shapeOf gives the shape of an object's JSON: its text with the values
// of the free properties cut out, and those values. ok is false when
// value is not an object the check can take: not an object, a key
// written twice, a shape longer than is remembered.
func shapeOf(o *objectParts, value []byte) (shape []byte, free []freeValue, ok bool) {
	d := jsonscan.Doc(value)
	shape = make([]byte, 0, 128)
	var seen [][]byte
	at := 0
	end, ok := d.Object(d.Space(0), func(name []byte, i int) (int, bool) {
		end, ok := d.Value(i)
		if !ok || slices.ContainsFunc(seen, func(s []byte) bool { return string(s) == string(name) }) {
			return end, false
		}
		seen = append(seen, name)
		if sch, isFree := o.free(name); isFree {
			shape, at = append(shape, value[at:i]...), end
			free = append(free, freeValue{name, value[i:end], sch})
		}
		return end, true
	})
	if !ok || d.Space(end) != len(value) {
		return nil, nil, false
	}
	shape = append(shape, value[at:]...)
	return shape, free, len(shape) <= maxTurnKey
}

// key is what a free property's value is remembered by: its name, a 0
// byte, then the value's JSON.
func (f freeValue) key() []byte {
	return append(append(append(make([]byte, 0, len(f.name)+1+len(f.v)), f.name...), 0), f.v...)
}

// validByParts reports whether value, part p, is valid by its parts: its
// shape met in a valid one, each free value valid alone.
func (s *schema) validByParts(p int, value []byte) bool {
	o := s.objects[p]
	if o == nil {
		return false
	}
	shape, free, ok := shapeOf(o, value)
	if !ok {
		return false
	}
	if _, met := s.memo.shapes[p].GetBytes(shape); !met {
		return false
	}
	for _, f := range free {
		if !validAloneOnce(&s.memo.freeValues[p], f.sch, f.key(), f.v) {
			return false
		}
	}
	return true
}

// rememberParts remembers the shape and free values of value, part p,
// found valid whole: each free value is then valid alone, against the
// subschema the whole applied to it.
func (s *schema) rememberParts(p int, value []byte) {
	o := s.objects[p]
	if o == nil {
		return
	}
	shape, free, ok := shapeOf(o, value)
	if !ok {
		return
	}
	s.memo.shapes[p].Put(string(shape), struct{}{})
	for _, f := range free {
		if key := f.key(); len(key) <= maxTurnKey {
			s.memo.freeValues[p].Put(string(key), struct{}{})
		}
	}
}
