package schemas

import (
	"bytes"
	"cmp"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/arbiter-games/arbiter/internal/jsonscan"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

//go:embed *.json
var files embed.FS

// base is the URL the schemas' $id values start with.
const base = "https://arbiter-games.github.io/schemas/"

// compiler compiles the embedded schemas, each when it is first asked for:
// a command checks its documents against one or two of them, and
// compiling them all takes some 20 ms, most of it checking each schema
// against the metaschema.
var compiler struct {
	mu sync.Mutex
	c  *jsonschema.Compiler // every schema added; nil until the first compile
	// done holds the schemas compiled: a map never changed once stored (a
	// compile stores a new one), read without the lock.
	done atomic.Pointer[map[string]*schema]
}

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
	// nesting, for a record's schema, is how many variations deep its
	// lines are given to the validator at once (maxNesting); 0 for the
	// others.
	nesting int
	// tag and parts, for a record's schema, are the schemas of one of its
	// tags (record.json's $defs/tag) and of its items' parts (a turn's
	// number, text, move, board and position, a tag's value), which they
	// are checked against alone.
	tag   *jsonschema.Schema
	parts [nParts]*jsonschema.Schema
	// objects holds, for a part whose values are objects checked by their
	// own parts, its free properties (byparts.go); nil for the others.
	objects [nParts]*objectParts
}

// isRecord reports whether the named schema is a record's (record,
// <game>-record).
func isRecord(name string) bool {
	return name == "record" || strings.HasSuffix(name, "-record")
}

// lookup gives the compiled schema of that name, compiling it unless it
// was before.
func lookup(name string) (*schema, error) {
	if s, ok := compiledAs(name); ok {
		return s, nil
	}
	if !Has(name) {
		return nil, fmt.Errorf("no schema %q (schemas: %s)", name, strings.Join(Names(), ", "))
	}
	return compile(name)
}

// compiledAs gives the named schema, if it is compiled, without a lock.
func compiledAs(name string) (*schema, bool) {
	done := compiler.done.Load()
	if done == nil {
		return nil, false
	}
	s, ok := (*done)[name]
	return s, ok
}

// compile compiles the named schema, under the compiler's lock, unless
// another goroutine did meanwhile, and stores it with those compiled
// before.
func compile(name string) (*schema, error) {
	compiler.mu.Lock()
	defer compiler.mu.Unlock()
	if s, ok := compiledAs(name); ok {
		return s, nil
	}
	if compiler.c == nil {
		c, err := newCompiler()
		if err != nil {
			return nil, err
		}
		compiler.c = c
	}
	s, err := compileWith(compiler.c, name)
	if err != nil {
		return nil, err
	}
	done := map[string]*schema{name: s}
	if old := compiler.done.Load(); old != nil {
		maps.Copy(done, *old)
	}
	compiler.done.Store(&done)
	return s, nil
}

// newCompiler is a compiler of draft 2020-12 that asserts formats, with
// every embedded schema added.
func newCompiler() (*jsonschema.Compiler, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.AssertFormat = true
	for _, name := range Names() {
		src, _ := files.ReadFile(name + ".json")
		if err := c.AddResource(base+name+".json", bytes.NewReader(src)); err != nil {
			return nil, fmt.Errorf("schema %s: %w", name, err)
		}
	}
	return c, nil
}

// compileWith compiles the named schema with c, and a record's parts.
func compileWith(c *jsonschema.Compiler, name string) (*schema, error) {
	compiled, err := c.Compile(base + name + ".json")
	if err != nil {
		return nil, fmt.Errorf("schema %s: %w", name, err)
	}
	s := &schema{name: name, compiled: compiled}
	if isRecord(name) {
		s.nesting = maxNesting
		if err := s.compileParts(c); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// CompileAhead starts compiling the named schemas, in order, on a
// goroutine of its own, for a program about to read or write documents
// they check: on a machine of several cores they are compiled while its
// first records are read, where the first check would otherwise compile
// its schema while the other workers wait. Those compiled before, or
// being compiled, are not compiled again.
func CompileAhead(names ...string) {
	go func() {
		for _, name := range names {
			lookup(name) // an error is the check's to report
		}
	}()
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
	return fmt.Sprintf("at %s: %s (schema rule %s)", path, shorten(v.Message), v.Rule)
}

// maxMessage is the longest validator message an error quotes whole.
const maxMessage = 100

// shorten gives a validator message short: a long pattern is left to the
// rule's place in the schema, another long message is cut.
func shorten(msg string) string {
	switch {
	case len(msg) <= maxMessage:
		return msg
	case strings.HasPrefix(msg, "does not match pattern "):
		return "does not match the rule's pattern"
	}
	cut := maxMessage
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return msg[:cut] + "…"
}

// Error lists what a document breaks of a schema.
type Error struct {
	Schema string
	// Violations are the rules broken (the innermost ones: those the
	// validator found broken themselves, not for a part of them), in the
	// document's order of their paths.
	Violations []Violation
}

// maxNamed is how many violations an error's message names; it counts
// the others.
const maxNamed = 3

func (e *Error) Error() string {
	named := e.Violations[:min(len(e.Violations), maxNamed)]
	parts := make([]string, len(named))
	for i, v := range named {
		parts[i] = v.String()
	}
	msg := fmt.Sprintf("JSON does not match the %s schema: %s", e.Schema, strings.Join(parts, "; "))
	if more := len(e.Violations) - len(named); more > 0 {
		msg += fmt.Sprintf("; and %d more", more)
	}
	return msg
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

// compileParts compiles the schemas of a record's parts that are checked
// alone. They are record.json's in every record's schema, but for a
// turn's move and board, which record.json leaves to each game's schema
// (its $defs/move and $defs/board, which a turn's dynamic references
// reach, and which refer to nothing dynamically themselves): the games'
// schemas refine a turn's move and board, nothing else.
func (s *schema) compileParts(c *jsonschema.Compiler) error {
	own := s.name + ".json"
	var err error
	decoded := map[string]any{} // the schema files, for compileObjectParts
	if s.tag, err = c.Compile(base + "record.json#/$defs/tag"); err != nil {
		return fmt.Errorf("schema record.json#/$defs/tag: %w", err)
	}
	for p, at := range [nParts]string{
		partValue:    "record.json#/$defs/tag/properties/value",
		partNumber:   "record.json#/$defs/turn/properties/number",
		partText:     "record.json#/$defs/turn/properties/text",
		partPosition: "record.json#/$defs/turn/properties/position",
		partMove:     own + "#/$defs/move",
		partBoard:    own + "#/$defs/board",
	} {
		if s.parts[p], err = c.Compile(base + at); err != nil {
			return fmt.Errorf("schema %s: %w", at, err)
		}
		if s.objects[p], err = compileObjectParts(c, at, decoded); err != nil {
			return err
		}
	}
	return nil
}

// validAlone reports whether a value's JSON, alone, is valid against sch.
func validAlone(sch *jsonschema.Schema, value []byte) bool {
	v, ok := scalar(value)
	if !ok {
		var err error
		if v, err = decode(value); err != nil {
			return false
		}
	}
	if _, _, bad := badNumber(v); bad {
		return false
	}
	return sch.Validate(v) == nil
}

// decode decodes one JSON document, its numbers as json.Number.
func decode(doc []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(doc))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, fmt.Errorf("not valid JSON: %w", err)
	}
	if d.More() {
		return nil, fmt.Errorf("not valid JSON: more than one value")
	}
	return v, nil
}

// validateWhole checks a JSON document, all of it.
func (s *schema) validateWhole(doc []byte) error {
	v, err := decode(doc)
	if err != nil {
		return err
	}
	return s.validateValue(v)
}

// validateValue checks a decoded value.
func (s *schema) validateValue(v any) error {
	if path, n, bad := badNumber(v); bad {
		return numberError(path, n)
	}
	record, parts := v, []*part(nil)
	if s.nesting > 0 {
		record, parts = split(v, s.nesting)
	}
	vs, err := s.violations(nil, record, nil)
	for _, p := range parts {
		if err == nil {
			vs, err = s.violations(vs, p.doc, p)
		}
	}
	if err != nil {
		return err
	}
	if len(vs) == 0 {
		return nil
	}
	// The validator finds them in no set order (it goes through maps):
	// sorted, the same document always gets the same message.
	slices.SortFunc(vs, func(a, b Violation) int {
		return cmp.Or(comparePaths(a.Path, b.Path), strings.Compare(a.Rule, b.Rule), strings.Compare(a.Message, b.Message))
	})
	return &Error{Schema: s.name, Violations: slices.Compact(vs)}
}

// comparePaths orders JSON pointers as their values stand in a document:
// step by step, the indexes of a list by number.
func comparePaths(a, b string) int {
	for a != "" && b != "" {
		var x, y string
		x, a = firstStep(a)
		y, b = firstStep(b)
		if c := compareSteps(x, y); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(a), len(b))
}

// firstStep splits a pointer ("/a/b") into its first step ("a") and the
// rest ("/b").
func firstStep(p string) (step, rest string) {
	if i := strings.IndexByte(p[1:], '/'); i >= 0 {
		return p[1 : i+1], p[i+1:]
	}
	return p[1:], ""
}

// compareSteps orders two steps of JSON pointers: indexes by number, and
// before keys.
func compareSteps(x, y string) int {
	ix, iy := isIndex(x), isIndex(y)
	switch {
	case ix && iy:
		return cmp.Or(cmp.Compare(len(x), len(y)), strings.Compare(x, y))
	case ix:
		return -1
	case iy:
		return 1
	}
	return strings.Compare(x, y)
}

// isIndex reports whether a step of a pointer is an index (digits).
func isIndex(step string) bool {
	for i := 0; i < len(step); i++ {
		if step[i] < '0' || step[i] > '9' {
			return false
		}
	}
	return step != ""
}

// violations appends to vs the rules that doc, the record or a part p of
// it, breaks, at their paths in the record.
func (s *schema) violations(vs []Violation, doc any, p *part) ([]Violation, error) {
	err := s.compiled.Validate(doc)
	var verr *jsonschema.ValidationError
	if !errors.As(err, &verr) {
		return vs, err
	}
	for _, v := range leaves(verr) {
		if path, ok := p.original(v.Path); ok {
			v.Path = path
			vs = append(vs, v)
		}
	}
	return vs, nil
}

// leaves flattens a validation error to the rules actually broken.
func leaves(e *jsonschema.ValidationError) []Violation {
	if len(e.Causes) == 0 {
		return []Violation{{Path: e.InstanceLocation, Rule: keyword(e.AbsoluteKeywordLocation), Message: namesInOrder(e.Message)}}
	}
	var out []Violation
	for _, c := range e.Causes {
		out = append(out, leaves(c)...)
	}
	return out
}

// namesInOrder sorts the names of the properties a validator's message
// lists ("additionalProperties 'b', 'a' not allowed"), which it finds in
// no set order: the same document always gets the same message.
func namesInOrder(msg string) string {
	names, prefixed := strings.CutPrefix(msg, "additionalProperties ")
	names, suffixed := strings.CutSuffix(names, " not allowed")
	if !prefixed || !suffixed {
		return msg
	}
	list := strings.Split(names, ", ")
	slices.Sort(list)
	return "additionalProperties " + strings.Join(list, ", ") + " not allowed"
}

// keyword shortens an absolute keyword location to the schema's name and
// the keyword's place in it ("record#/$defs/turn/pattern").
func keyword(loc string) string {
	return strings.Replace(strings.TrimPrefix(loc, base), ".json#", "#", 1)
}

// Marshal encodes v as indented JSON and validates it before returning
// it: nothing invalid is ever written. It indents as json.MarshalIndent
// with two spaces does, but no deeper than maxIndent levels.
func Marshal(name string, v any) ([]byte, error) {
	return AppendMarshal(nil, name, v)
}

// MarshalCompact is Marshal without indentation: the document on one line.
func MarshalCompact(name string, v any) ([]byte, error) {
	return AppendMarshalCompact(nil, name, v)
}

// AppendMarshal is Marshal appending the JSON to dst (on an error, dst is
// returned as it was).
func AppendMarshal(dst []byte, name string, v any) ([]byte, error) {
	buf := compacts.Get().(*[]byte)
	defer compacts.Put(buf)
	b, err := appendValid((*buf)[:0], name, v)
	if err != nil {
		return dst, err
	}
	*buf = small(b, maxKept) // a huge document's room is let go
	return indent(slices.Grow(dst, 2*len(b)), b), nil
}

// AppendMarshalCompact is MarshalCompact appending the JSON to dst (on an
// error, dst is returned as it was).
func AppendMarshalCompact(dst []byte, name string, v any) ([]byte, error) {
	return appendValid(dst, name, v)
}

// compacts keeps the memory AppendMarshal makes compact JSON in, before
// it indents it, from document to document.
var compacts = sync.Pool{New: func() any { return new([]byte) }}

// appendValid appends the compact JSON of v to dst once it is found valid
// against the named schema.
func appendValid(dst []byte, name string, v any) ([]byte, error) {
	out, err := appendCompact(dst, v)
	if err != nil {
		return dst, err
	}
	if err := Validate(name, out[len(dst):]); err != nil {
		return dst, fmt.Errorf("internal error, refusing to write invalid JSON: %w", err)
	}
	return out, nil
}

// Appender is a value that writes its own compact JSON, the JSON
// encoding/json writes of it without HTML escapes, faster; ok is false
// for a value it leaves to encoding/json.
type Appender interface {
	AppendJSON(dst []byte) (out []byte, ok bool)
}

// appendCompact appends the compact JSON of v to dst, by v's own
// AppendJSON when it has one that takes it.
func appendCompact(dst []byte, v any) ([]byte, error) {
	if a, ok := v.(Appender); ok {
		if out, ok := a.AppendJSON(dst); ok {
			return out, nil
		}
	}
	buf := bytes.NewBuffer(dst)
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false) // "2>1" stays as written: the JSON is data, not HTML
	if err := enc.Encode(v); err != nil {
		return dst, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// maxIndent is how many levels deep indentation goes: a value nested
// deeper is indented as one that deep, so that the indented JSON of a
// deeply nested document (a record 1000 variations deep) grows with the
// document, not with the document times its depth.
const maxIndent = 32

// indent appends to dst the compact JSON src (as encoding/json writes it,
// no white space outside strings) indented by two spaces a level, up to
// maxIndent levels.
func indent(dst, src []byte) []byte {
	depth := 0
	newline := func() {
		dst = append(dst, '\n')
		for range min(depth, maxIndent) {
			dst = append(dst, "  "...)
		}
	}
	doc := jsonscan.Doc(src)
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '"':
			end, _ := doc.String(i)
			dst = append(dst, src[i:end]...)
			i = end - 1
		case '{', '[':
			if i+1 < len(src) && (src[i+1] == '}' || src[i+1] == ']') {
				dst = append(dst, c, src[i+1])
				i++
				continue
			}
			dst = append(dst, c)
			depth++
			newline()
		case '}', ']':
			depth--
			newline()
			dst = append(dst, c)
		case ',':
			dst = append(dst, c)
			newline()
		case ':':
			dst = append(dst, ':', ' ')
		default:
			dst = append(dst, c)
		}
	}
	return dst
}
