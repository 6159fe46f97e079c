// Package yinsh is the rules engine of YINSH: the 85-point board, ring
// placement, ring moves, marker flips, rows and their removal, the marker
// supply, the position string and perft, as docs/rules/yinsh.md describes them.
//
// Points are numbered 1 to 85 column by column (a2 … a5, b1 … k10); the zero
// Point means "no point". Turns are Turn values whose String is the GIPF long
// form ("e5-e9;xa5-e5xb7"). The engine does no I/O; the move grammar lives in
// notation/yinsh, which also registers the game.
package yinsh
