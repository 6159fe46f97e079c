package engines

import (
	"fmt"
	"slices"
)

// RuleError is a rule broken by a turn: a stable code, the player's
// sentence, and the points or squares involved.
type RuleError struct {
	// Code is stable, "game/kebab-case" ("jungle/water"): one of the
	// codes the game lists (Coder).
	Code Code
	// Message is the sentence players read.
	Message string
	// At lists the squares, points or spaces involved, in the game's
	// notation ("e5", "c3"); it may be empty.
	At []string
}

// Error returns the message.
func (e *RuleError) Error() string { return e.Message }

// RuleErrorf returns the rule error of code, at the places at, with the
// message that format and args make (as fmt.Sprintf does).
func RuleErrorf(code Code, at []string, format string, args ...any) *RuleError {
	return &RuleError{Code: code, Message: fmt.Sprintf(format, args...), At: at}
}

// SetupError is a setup that cannot be made, naming the tag at fault
// ("Variant", "Rules", "Position", "Players", …; "" when no one tag is).
type SetupError struct {
	// Tag is the tag at fault, or "" when no one tag is.
	Tag string
	// Code is stable: a shared code (CodeVariant, CodeRules, CodePosition)
	// or one the game lists (Coder).
	Code Code
	// Message is the sentence players read.
	Message string
}

// Error returns the message.
func (e *SetupError) Error() string { return e.Message }

// BadPosition returns the setup error of a Position tag whose position
// string the game refuses for the reason err gives.
func BadPosition(err error) *SetupError {
	return &SetupError{Tag: "Position", Code: CodePosition, Message: err.Error()}
}

// Code names a problem stably, "area/kebab-case" ("jungle/water",
// "record/syntax"): the codes of the errors games return, and of every
// diagnostic besides (docs/codes.md lists them all). Like the exit
// statuses they are a contract.
type Code string

// CodeDoc is one stable code, with what it means.
type CodeDoc struct {
	// Code is the code as errors carry it ("jungle/water").
	Code Code
	// Doc says in one line what the code means.
	Doc string
}

// Coder is implemented by games that name the rules their turns can break.
type Coder interface {
	// Codes lists every code the game's RuleErrors and SetupErrors carry,
	// each once, the shared setup codes (SetupCodes) included.
	Codes() []CodeDoc
}

// The setup codes every game shares.
const (
	CodeVariant  Code = "setup/variant"
	CodeRules    Code = "setup/rules"
	CodePosition Code = "setup/position"
)

var setupCodes = []CodeDoc{
	{Code: CodeVariant, Doc: "the variant is not one of the game's variants"},
	{Code: CodeRules, Doc: "the rules name an option the game does not have, or a value the option does not allow"},
	{Code: CodePosition, Doc: "the position string cannot be read, or no game of these rules can stand so"},
}

// SetupCodes lists the setup codes every game shares, for the games'
// Codes.
func SetupCodes() []CodeDoc { return slices.Clone(setupCodes) }

// Names writes points, squares or spaces in notation, for a RuleError's At.
func Names[T fmt.Stringer](xs ...T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.String()
	}
	return out
}
