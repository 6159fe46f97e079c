// Package ingenious draws Ingenious positions: an SVG or PNG diagram built on
// notation/diagram, and a text diagram for the terminal. Both show the
// board in use with its coordinates and start symbols, the tiles, the last
// turn with the runs that scored it, the arrows and marks of a record's
// comments, and the score tracks. Each colour has its own symbol, so the
// diagrams read in black and white. The conventions are in
// docs/ingenious.md.
package ingenious
