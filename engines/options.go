package engines

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Variant is a named rule set: a set of option values.
type Variant struct {
	Name string
	Doc  string
	// Sets gives option values that differ from the option defaults.
	Sets map[string]string
}

// Option is one rule option. Values lists the allowed values, the first being
// the default; an empty Values with Numeric set allows any integer >= 0.
type Option struct {
	Key     string
	Doc     string
	Values  []string
	Numeric bool
	Default string
}

// DefaultValue returns the value the option takes when nothing sets it.
func (o Option) DefaultValue() string {
	if o.Default != "" || len(o.Values) == 0 {
		return o.Default
	}
	return o.Values[0]
}

// allowed reports whether v is a legal value of the option.
func (o Option) allowed(v string) bool {
	if o.Numeric {
		n, err := strconv.Atoi(v)
		return err == nil && n >= 0
	}
	for _, a := range o.Values {
		if a == v {
			return true
		}
	}
	return false
}

// describe names the values an option accepts, for error messages.
func (o Option) describe() string {
	if o.Numeric {
		return "a whole number (0 or more)"
	}
	return strings.Join(o.Values, ", ")
}

// ResolveRules turns a variant name and a rules string ("key=value,...") into
// the value of every option of g. Unknown names and values are errors that
// list the valid ones: *SetupError of the tag Variant (CodeVariant) or Rules
// (CodeRules).
func ResolveRules(g Game, variant, rules string) (map[string]string, error) {
	opts := g.Options()
	values := make(map[string]string, len(opts))
	for _, o := range opts {
		values[o.Key] = o.DefaultValue()
	}
	v, err := findVariant(g, variant)
	if err != nil {
		return nil, err
	}
	for k, val := range v.Sets {
		values[k] = val
	}
	for _, kv := range strings.Split(rules, ",") {
		kv = strings.TrimSpace(kv)
		if kv == "" {
			continue
		}
		k, val, ok := strings.Cut(kv, "=")
		k, val = strings.TrimSpace(k), strings.TrimSpace(val)
		o, found := findOption(opts, k)
		if !found {
			return nil, rulesError("%s has no rule option %q (options: %s)", g.Name(), k, optionNames(opts))
		}
		if !ok || !o.allowed(val) {
			return nil, rulesError("%s option %s cannot be %q (valid: %s)", g.Name(), k, val, o.describe())
		}
		values[k] = val
	}
	return values, nil
}

func findVariant(g Game, name string) (Variant, error) {
	vs := g.Variants()
	if name == "" {
		return vs[0], nil
	}
	names := make([]string, len(vs))
	for i, v := range vs {
		if strings.EqualFold(v.Name, name) {
			return v, nil
		}
		names[i] = v.Name
	}
	msg := fmt.Sprintf("%s has no variant %q (variants: %s)", g.Name(), name, strings.Join(names, ", "))
	return Variant{}, &SetupError{Tag: "Variant", Code: CodeVariant, Message: msg}
}

// rulesError is the setup error of the Rules tag with the message format and
// args make.
func rulesError(format string, args ...any) *SetupError {
	return &SetupError{Tag: "Rules", Code: CodeRules, Message: fmt.Sprintf(format, args...)}
}

func findOption(opts []Option, key string) (Option, bool) {
	for _, o := range opts {
		if o.Key == key {
			return o, true
		}
	}
	return Option{}, false
}

func optionNames(opts []Option) string {
	names := make([]string, len(opts))
	for i, o := range opts {
		names[i] = o.Key
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
