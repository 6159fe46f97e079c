// Package yinsh is the notation of YINSH turns: the participle grammar of one
// turn in GIPF notation ("e5", "e5-e9", "xa5-e5xb7", "xb7", "pass",
// "resign", parts joined by ";"), the JSON form of a board, and Game,
// YINSH whole as notation.Register takes it (notation/all registers it).
package yinsh
