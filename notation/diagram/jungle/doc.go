// Package jungle draws Jungle positions: an SVG or PNG diagram built on
// notation/diagram, and a text diagram for the terminal. Both show the
// terrain (land, the two rivers, traps and dens), the animals, the last
// turn, and the arrows and marks of a record's comments. The conventions
// are in docs/jungle.md.
package jungle
