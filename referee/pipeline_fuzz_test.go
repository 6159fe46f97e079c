package referee_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/referee"
)

// fuzzGames are the games a record without a Game tag is refereed as
// ("": none, as when neither the file ending nor --game names one).
var fuzzGames = []string{"YINSH", "Jungle", "Ingenious", ""}

// FuzzPipeline runs records the whole way through, as `arbiter convert`
// does: read → referee → write canonical text. That text must read back to
// the same records with the same diagnostics (turn numbers aside: the
// canonical text has the right ones) and the result token (which the
// canonical text always writes), and convert to itself; through JSON
// and back it must give the same text and diagnostics again (for UTF-8
// input: JSON strings hold nothing else). The seed
// corpus in testdata/fuzz/FuzzPipeline holds the examples.
func FuzzPipeline(f *testing.F) {
	f.Add([]byte("[Result \"A\"]\n\nA\n"), uint8(0))
	f.Add([]byte("[Game \"Jungle\"]\n\n1. Ea3-a4 2... Ra7-a6 *\n"), uint8(1))
	f.Add([]byte("1. Ea3-a4 Ra7-a6 2. Zz9 Ea4-a5 (2. Ea4-b4) 3. Ea4-a5 *\n"), uint8(1))
	f.Add([]byte("Ea3-a4 (Ea3-b3 Ra7-a6) Ra7-a6 {c} Ea4-a5 (Ea4-b4 {d}) 1... Lg9-f9\n"), uint8(1))
	f.Add([]byte("1... Ra7-a6 *\n\n1. e5 e5 *\n"), uint8(1))
	f.Add([]byte("[Result \"1-0\"]\n\n1. e5 2. f6\n\n{x}\n1. e5 *\n1. e5 *\n"), uint8(0))
	f.Add([]byte("[Game \"YINSH\"]\n\n1. e5 $300 2. f6 *\n% kept\n\n[Game \"YINSH\"\n\n1. e5 *"), uint8(0))
	f.Fuzz(func(t *testing.T, src []byte, game uint8) {
		opts := referee.Options{Game: fuzzGames[int(game)%len(fuzzGames)]}
		if !utf8.Valid(src) {
			checkFaults(t, src, opts)
			return
		}
		first := convert(t, "text", src, opts)
		again := convert(t, "text", []byte(first.text), opts)
		if again.text != first.text {
			t.Fatalf("converting twice changes the text:\n--- once\n%s\n--- twice\n%s", first.text, again.text)
		}
		if d, g := first.diagnostics(false), again.diagnostics(false); d != g {
			t.Fatalf("the canonical text has other diagnostics than its source:\n--- source\n%s\n--- canonical\n%s\n--- text\n%s", d, g, first.text)
		}
		back := convert(t, "json", first.json, opts)
		if back.text != first.text || back.diagnostics(true) != again.diagnostics(true) {
			t.Fatalf("text → JSON → text differs:\n--- text\n%s%s\n--- back\n%s%s\n--- JSON\n%s",
				first.text, again.diagnostics(true), back.text, back.diagnostics(true), first.json)
		}
	})
}

// converted is what converting a file gave: the canonical text, the JSON
// document, and each record's diagnostics.
type converted struct {
	text  string
	json  []byte
	diags [][]string
}

// diagnostics lists the records' diagnostics without their places (which
// conversion moves), sorted within each record (records read from JSON
// have no places to sort them by); without written, those about what the
// canonical text writes as it should (turn numbers, the result token) are
// left out.
func (c converted) diagnostics(written bool) string {
	var b strings.Builder
	for _, ds := range c.diags {
		slices.Sort(ds[1:])
		for _, d := range ds {
			if written || !strings.Contains(d, "the turn is numbered") && !strings.Contains(d, "without a result token") {
				b.WriteString(d + "\n")
			}
		}
	}
	return b.String()
}

// convert reads a file in a format, referees its records and writes them
// in canonical text and in JSON, as `arbiter convert` does: through
// referee.Files and the formats' writers.
func convert(t *testing.T, name string, src []byte, opts referee.Options) converted {
	t.Helper()
	textFormat, _ := formats.Lookup("text")
	jsonFormat, _ := formats.Lookup("json")
	var c converted
	var out strings.Builder
	var doc bytes.Buffer
	tw, jw := textFormat.NewWriter(&out), jsonFormat.NewWriter(&doc)
	fo := referee.FileOptions{Options: opts, Format: name, Jobs: 1, In: bytes.NewReader(src)}
	_, err := referee.Files(nil, fo, func(res referee.Result) error {
		if res.Problem != nil {
			return nil // no records: nothing to compare
		}
		if perr := res.ReadErr; perr != nil {
			if perr.Raw == "" {
				return fmt.Errorf("record %d is lost: %w", perr.Record, perr)
			}
			c.diags = append(c.diags, []string{fmt.Sprintf("record %d cannot be read: %s", perr.Record, perr.Msg)})
		} else {
			ds := []string{fmt.Sprintf("record %d", res.Number)}
			for _, d := range res.Report.Diagnostics {
				if d.Severity == referee.Note {
					d.Text = "" // a note's turn was played: the canonical text writes its long form
				}
				ds = append(ds, fmt.Sprintf("%s %s [%s]", d.Severity, d.Message(), d.Position))
			}
			c.diags = append(c.diags, ds)
		}
		e := res.Entry(referee.KeepNumbering)
		for _, w := range []notation.RecordWriter{tw, jw} {
			written, err := w.Write(e)
			switch {
			case err != nil:
				return err
			case written != notation.Written{}:
				return fmt.Errorf("record %d is not written whole: %+v", res.Number, written)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := jw.Close(); err != nil {
		t.Fatal(err)
	}
	c.text, c.json = out.String(), doc.Bytes()
	return c
}

// checkFaults reads input that is not UTF-8 through Files: the file is
// read to its end, each of its bytes that is not UTF-8 an error
// (CodeEncoding) of the record that holds it, or of the file when it holds
// none; a record that holds one counts as failed.
func checkFaults(t *testing.T, src []byte, opts referee.Options) {
	faults := 0
	fo := referee.FileOptions{Options: opts, Format: "text", Jobs: 1, In: bytes.NewReader(src)}
	_, err := referee.Files(nil, fo, func(res referee.Result) error {
		for _, d := range res.Diagnostics() {
			if d.Code == referee.CodeEncoding {
				faults++
			}
		}
		if len(res.Encoding) > 0 && !res.Failed() {
			return fmt.Errorf("record %d holds bytes that are not UTF-8 but has not failed", res.Number)
		}
		return nil
	})
	if err != nil || faults == 0 {
		t.Fatalf("%d bytes not UTF-8 reported, %v", faults, err)
	}
}
