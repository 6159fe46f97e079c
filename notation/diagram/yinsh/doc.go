// Package yinsh draws YINSH positions: an SVG or PNG diagram built on
// notation/diagram, and a text diagram for the terminal. Both show the
// board of 85 points, the rings and markers, the score, the last turn (the
// ring's path, the markers it flipped, the rows and rings removed), and
// the arrows and marks of a record's comments. The conventions are in
// docs/yinsh.md.
package yinsh
