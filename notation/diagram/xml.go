package diagram

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// escape writes s as XML character data or attribute text: markup
// characters escaped, characters XML forbids replaced by U+FFFD.
func escape(buf *bytes.Buffer, s string) {
	// Writing to a bytes.Buffer cannot fail.
	_ = xml.EscapeText(buf, []byte(s))
}

// cdata returns s as CDATA sections, so a style sheet keeps its ">" and "&"
// also when the SVG is pasted into HTML. Characters XML forbids become
// U+FFFD and "]]>" is split across two sections.
func cdata(s string) string {
	s = strings.Map(func(r rune) rune {
		if isXMLChar(r) {
			return r
		}
		return '\uFFFD'
	}, strings.ToValidUTF8(s, "\uFFFD"))
	return "<![CDATA[" + strings.ReplaceAll(s, "]]>", "]]]]><![CDATA[>") + "]]>"
}

// isXMLChar reports whether XML 1.0 allows r in a document.
func isXMLChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D ||
		r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD ||
		r >= 0x10000 && r <= 0x10FFFF
}

// CheckXML reports whether svg is one well-formed XML document whose root
// is an SVG element with a viewBox. Tests of the game drawers call it on
// what they write.
func CheckXML(svg []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(svg))
	roots := 0
	for depth := 0; ; {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf("diagram: SVG is not well-formed XML: %w", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if err := checkRoot(tok, roots); err != nil {
					return err
				}
			}
			depth++
		case xml.EndElement:
			depth--
		case xml.CharData:
			if depth == 0 && len(bytes.TrimSpace(tok)) > 0 {
				return errors.New("diagram: SVG has text outside its root element")
			}
		}
	}
	if roots == 0 {
		return errors.New("diagram: SVG has no root element")
	}
	return nil
}

// checkRoot checks the root element of an SVG document.
func checkRoot(root xml.StartElement, n int) error {
	if n > 1 {
		return errors.New("diagram: SVG has more than one root element")
	}
	if root.Name.Space != svgNamespace || root.Name.Local != "svg" {
		return fmt.Errorf("diagram: SVG root element is <%s> in namespace %q", root.Name.Local, root.Name.Space)
	}
	for _, a := range root.Attr {
		if a.Name.Space == "" && a.Name.Local == "viewBox" {
			return nil
		}
	}
	return errors.New("diagram: SVG root element has no viewBox")
}
