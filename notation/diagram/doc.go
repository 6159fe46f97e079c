// Package diagram is the game-independent core of Arbiter's diagrams: a
// drawing model (circles, lines, polylines, paths, text and groups in user
// units, each with CSS classes and default presentation values), an SVG
// writer and a PNG rasterizer that both draw from the same model.
//
// Each game's drawer (notation/diagram/yinsh, notation/diagram/jungle,
// notation/diagram/ingenious) builds a Drawing from a notation.Snapshot and
// Options; this package knows nothing of games.
//
// Text is drawn as glyph outlines taken from embedded fonts (the Go fonts,
// then a Hangul subset of NanumGothic for the runes they lack), so neither
// the SVG viewer nor the PNG needs a font. Coordinates are written with at most
// two decimals, and nothing depends on map order, so output is
// deterministic and golden-testable.
//
// Two build tags make a smaller drawer for the shareable page's
// WebAssembly (cmd/pagewasm), which only writes SVG: nopng leaves the PNG
// rasterizer out (Drawing.Image, WritePNG), nohangulfont the embedded
// Hangul font (UseHangulFonts gives the page's own cut of it).
//
// The conventions (CSS classes, restyling) are in docs/diagrams.md.
package diagram
