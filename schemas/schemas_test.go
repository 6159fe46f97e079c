package schemas

import (
	"strings"
	"testing"
)

func TestAllCompile(t *testing.T) {
	if _, err := compileAll(); err != nil {
		t.Fatal(err)
	}
	if len(Names()) < 4 {
		t.Fatalf("schemas: %v", Names())
	}
}

func TestReportAndPosition(t *testing.T) {
	report := `{"records":1,"turns":2,"ok":0,"withErrors":1,"diagnostics":[{"file":"a.yinsh","line":3,"column":4,"record":1,"turn":2,"severity":"warning","reason":"r","message":"m"}]}`
	err := Validate("report", []byte(report))
	if err == nil || !strings.Contains(err.Error(), "/diagnostics/0/severity") {
		t.Errorf("want the severity enum broken, got %v", err)
	}
	pos := `{"game":"YINSH","position":"x","turn":1,"toMove":0,"outcome":{"over":false},"board":{}}`
	err = Validate("position", []byte(pos))
	if err == nil || !strings.Contains(err.Error(), "/toMove") {
		t.Errorf("want toMove minimum broken, got %v", err)
	}
}

func TestNotJSON(t *testing.T) {
	if err := Validate("record", []byte(`{"game":`)); err == nil || !strings.Contains(err.Error(), "not valid JSON") {
		t.Errorf("got %v", err)
	}
	if err := Validate("nope", []byte(`{}`)); err == nil || !strings.Contains(err.Error(), "no schema") {
		t.Errorf("got %v", err)
	}
}
