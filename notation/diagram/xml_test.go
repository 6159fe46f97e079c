package diagram_test

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

func TestCheckXML(t *testing.T) {
	const ok = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g><path d="M0 0"/></g></svg>`
	for _, tc := range []struct {
		name, svg, want string // want: a substring of the error; "" for none
	}{
		{"good", ok, ""},
		{"with prolog", `<?xml version="1.0"?>` + "\n" + ok + "\n", ""},
		{"empty", "", "no root"},
		{"unclosed", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g></svg>`, "not well-formed"},
		{"truncated", ok[:len(ok)-3], "not well-formed"},
		{"bad entity", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">&nope;</svg>`, "not well-formed"},
		{"raw ampersand", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" class="a&b"/>`, "not well-formed"},
		{"no namespace", `<svg viewBox="0 0 1 1"/>`, "namespace"},
		{"html root", `<html xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>`, "<html>"},
		{"no viewBox", `<svg xmlns="http://www.w3.org/2000/svg"/>`, "no viewBox"},
		{"two roots", ok + ok, "more than one root"},
		{"text after root", ok + "junk", "outside its root"},
	} {
		err := diagram.CheckXML([]byte(tc.svg))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

// TestSVGEscapes writes markup characters, quotes and characters XML
// forbids in every text the caller controls and reads them back.
func TestSVGEscapes(t *testing.T) {
	const nasty = "a<b>&\"c' ]]> \x01\xff"
	d := diagram.New(10, 10)
	d.Class, d.Title, d.Desc = nasty, nasty, nasty
	g := d.AddGroup(nasty)
	g.Title = nasty
	g.AddText(nasty, diagram.Pt(1, 9), diagram.TextStyle{Size: 4}, nasty, diagram.Style{Fill: diagram.Black}).Title = nasty
	svg, err := d.SVG(diagram.SVGOptions{CSS: nasty})
	if err != nil {
		t.Fatal(err)
	}
	if err := diagram.CheckXML(svg); err != nil {
		t.Fatalf("%v\n%s", err, svg)
	}
	want := strings.NewReplacer("\x01", "\uFFFD", "\xff", "\uFFFD").Replace(nasty)
	dec := xml.NewDecoder(bytes.NewReader(svg))
	texts := 0
	var text strings.Builder // an element's character data, CDATA sections joined
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			text.Reset()
			for _, a := range tok.Attr {
				if (a.Name.Local == "class" || a.Name.Local == "aria-label") && a.Value != want {
					t.Errorf("<%s %s> = %q, want %q", tok.Name.Local, a.Name.Local, a.Value, want)
				}
			}
		case xml.CharData:
			text.Write(tok)
		case xml.EndElement:
			if got := text.String(); strings.TrimSpace(got) != "" {
				texts++
				if got != want {
					t.Errorf("<%s> text %q, want %q", tok.Name.Local, got, want)
				}
			}
			text.Reset()
		}
	}
	if texts != 5 { // title, desc, style, group title, text title
		t.Errorf("read %d texts, want 5", texts)
	}
}

func TestSVGOptions(t *testing.T) {
	d := diagram.New(300, 200.5)
	for _, tc := range []struct {
		opt  diagram.SVGOptions
		want string
	}{
		{diagram.SVGOptions{}, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200.5" role="img">`},
		{diagram.SVGOptions{Width: 600}, `viewBox="0 0 300 200.5" width="600" role="img">`},
		{diagram.SVGOptions{Width: 600, Height: 401}, `width="600" height="401"`},
	} {
		svg, err := d.SVG(tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(svg), tc.want) || strings.Contains(string(svg), "<style>") {
			t.Errorf("%+v: got %s", tc.opt, svg)
		}
	}
}
