// Package grammar is what the games' turn grammars share (notation/yinsh,
// notation/jungle, notation/ingenious, each written with participle): the
// participle lexer over a game's hand-written token scanner (Lexer),
// syntax errors told in the player's words, at their place in the turn
// (SyntaxError), and a bounded memory of the turns already read (Memo).
package grammar
