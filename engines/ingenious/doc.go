// Package ingenious is the rules engine of Ingenious (Reiner Knizia, 2004):
// the hexagonal boards for one to four players, the start symbols, the 120
// tiles, racks and bag, placement and scoring in five directions per hex,
// the cap at 18 with bonus placements, the swap, the end and the ranking,
// for the variants standard, teams and solo.
//
// A position knows the racks only in full records (first racks in the
// Rack1..Rack4 tags, every draw written in the turns); in public records it
// checks what the board shows and reports the hidden rest as unchecked.
// The notation of turns lives in notation/ingenious, which also registers
// the game.
package ingenious
