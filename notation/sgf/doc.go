// Package sgf reads YINSH games as boardspace.net records them, in its
// dialect of SGF: a root node with the game's facts (GM[24], SU[Yinsh] or
// SU[Yinsh-Blitz], DT, GN, RE, P0[id "name"], …), then one node per action,
// "; P0[5 place wr  F 2]TM[35219]": ring placements ("place wr F 2"), a
// marker put in a ring and the ring dropped ("place w G 11" then "drop board
// G 9"), robot moves in one action ("move C 6 C 1"), a row and its ring
// removed ("remove w C 2 C 6", "remove wr E 10"), "pass", "Resign", "Done"
// and "Start White"; the live interface's steps ("pick wr", "pick board
// G 9", "drop board G 8", "Reset") fold into the turn they make, offers
// and requests ("OfferDraw", "PleaseUndo") are kept as comments, and any
// other action is an error. Older files write no sequence number before
// an action ("; P0[place wr  F 2]"): they read the same.
//
// The actions of one player in a row make one turn, written in long form
// ("xb1-b5xf2;e5-e9"). Facts the record format has no tag for are kept in
// tags (GameName, ResultText, WhiteTime, SGF_VV, …), and each turn's
// boardspace time (TM) in a comment command, [%used 0:01:43.195].
//
// Games are written in the same layout (NewWriter), with AP[Arbiter] and a
// property for each tag in the record's order; read back, such a game gives
// the record's tags in that order, its result and its comments in their
// places (docs/yinsh.md, "Boardspace SGF").
package sgf
