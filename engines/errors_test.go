package engines

import (
	"errors"
	"reflect"
	"testing"
)

func TestRuleErrorf(t *testing.T) {
	var err error = RuleErrorf("toy/water", []string{"c4"}, "the %s cannot swim", "cat")
	var re *RuleError
	if !errors.As(err, &re) || err.Error() != "the cat cannot swim" || re.Code != "toy/water" || !reflect.DeepEqual(re.At, []string{"c4"}) {
		t.Errorf("RuleErrorf = %#v", err)
	}
}

func TestBadPosition(t *testing.T) {
	var err error = BadPosition(errors.New("the board has 2 ranks"))
	want := &SetupError{Tag: "Position", Code: CodePosition, Message: "the board has 2 ranks"}
	if !reflect.DeepEqual(err, want) || err.Error() != want.Message {
		t.Errorf("BadPosition = %#v, want %#v", err, want)
	}
}
