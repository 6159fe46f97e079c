// Package all registers every game Arbiter knows. Import it for its side
// effect; adding a game is one line here.
package all
