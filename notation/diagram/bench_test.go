package diagram_test

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

func BenchmarkSampleSVG(b *testing.B) {
	d := sampleDrawing()
	for b.Loop() {
		if _, err := d.SVG(diagram.SVGOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSamplePNG(b *testing.B) {
	d := sampleDrawing()
	for b.Loop() {
		if _, err := d.Image(diagram.PNGOptions{Width: 640}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTextOutline(b *testing.B) {
	t := diagram.Text{Content: "abcdefghijk 123456789", TextStyle: diagram.TextStyle{Size: 10}}
	for b.Loop() {
		if _, err := t.Outline(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHugeStroke draws text far larger than the canvas with a stroke
// wider than it, with round joins: the worst case the fuzzer found.
func BenchmarkHugeStroke(b *testing.B) {
	d := diagram.New(40, 30)
	s := diagram.Style{Fill: diagram.Black, Stroke: diagram.Black, StrokeWidth: 1e6, Join: diagram.JoinRound, Opacity: 0.5}
	d.AddText(strings.Repeat("W@", 10), diagram.Pt(0, 0), diagram.TextStyle{Size: 1e6}, "", s)
	for b.Loop() {
		if _, err := d.Image(diagram.PNGOptions{Width: 64}); err != nil {
			b.Fatal(err)
		}
	}
}
