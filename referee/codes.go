package referee

import (
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// The codes of the problems the referee and the file pipeline find, besides
// the readers' and writers' (notation.CodeSyntax, notation.CodeLost, …)
// and the engines' rule codes. Like the exit statuses they are a
// contract: docs/codes.md lists them all.
const (
	// CodeNoGame: the record names no game and none was given.
	CodeNoGame engines.Code = "record/no-game"
	// CodeUnknownGame: the record names a game Arbiter does not know.
	CodeUnknownGame engines.Code = "record/unknown-game"
	// CodeSetup: the record's start cannot be set up (when the engine
	// names no more precise code).
	CodeSetup engines.Code = "setup/invalid"
	// CodeTurnSyntax: a turn cannot be read.
	CodeTurnSyntax engines.Code = "turn/syntax"
	// CodeTurnNumber: a turn's written number is not its own.
	CodeTurnNumber engines.Code = "turn/number"
	// CodeAfterEnd: a turn follows the end of the game.
	CodeAfterEnd engines.Code = "turn/after-end"
	// CodeIllegal: a turn breaks a rule (when the engine names none).
	CodeIllegal engines.Code = "turn/illegal"
	// CodeUnchecked: a note on a fact hidden from the record.
	CodeUnchecked engines.Code = "turn/unchecked"
	// CodeResult: the declared result is not how the game ended.
	CodeResult engines.Code = "result/mismatch"
	// CodeResultTag: the Result tag is not a result, or differs from the
	// result token.
	CodeResultTag engines.Code = "result/tag"
	// CodeResultAgreed: a note: the moves do not finish the game, the
	// declared result is taken as agreed.
	CodeResultAgreed engines.Code = "result/agreed"
	// CodeResultMissing: a note: the movetext ends without a result token.
	CodeResultMissing engines.Code = "result/missing"
	// CodeTagTypo: a note: a tag's name is one typing mistake from a tag
	// Arbiter knows (knownTags).
	CodeTagTypo engines.Code = "tag/typo"
	// CodeUnreadable: a file cannot be opened or read.
	CodeUnreadable engines.Code = "file/unreadable"
	// CodeEncoding: bytes of a record (or of a file without records) are
	// not in the encoding the file is read in.
	CodeEncoding engines.Code = "file/encoding"
	// CodeNoRecords: a file holds no record.
	CodeNoRecords engines.Code = "file/no-records"
	// CodeNoPlayer: a record that states a result names no player for a
	// seat, and so cannot count in a table (standings).
	CodeNoPlayer engines.Code = "standings/no-player"
	// CodeLeftOut: a note: a record is left out of a table (standings):
	// it states no result, or it has errors.
	CodeLeftOut engines.Code = "standings/left-out"
)

// ownCodes documents the codes of the readers and of the referee.
var ownCodes = []engines.CodeDoc{
	{Code: notation.CodeSyntax, Doc: "a record is not written as its format says (text, JSON, SGF, engine log)"},
	{Code: notation.CodeTooLong, Doc: "a record is longer than 1 MiB; it is skipped, never held in memory nor written"},
	{Code: notation.CodeSchema, Doc: "a JSON record breaks its schema"},
	{Code: CodeNoGame, Doc: "a record names no game (no Game tag, and neither its file ending nor the options name one)"},
	{Code: CodeUnknownGame, Doc: "a record names a game Arbiter does not know"},
	{Code: notation.CodeGameMismatch, Doc: "a JSON record's game differs from its Game tag"},
	{Code: CodeSetup, Doc: "a record's start position cannot be set up"},
	{Code: CodeTurnSyntax, Doc: "a turn cannot be read"},
	{Code: CodeTurnNumber, Doc: "a turn is numbered wrongly (it is still played)"},
	{Code: CodeAfterEnd, Doc: "a turn follows the end of the game"},
	{Code: CodeIllegal, Doc: "a turn breaks a rule the engine names no code for"},
	{Code: CodeUnchecked, Doc: "note: a fact hidden from the record (a hand dealt in secret) could not be checked"},
	{Code: CodeResult, Doc: "the declared result differs from how the game ended"},
	{Code: CodeResultTag, Doc: "the Result tag is not a result, or differs from the result token"},
	{Code: CodeResultAgreed, Doc: "note: the moves do not finish the game; the result is taken as agreed"},
	{Code: CodeResultMissing, Doc: "note: the movetext ends without a result token (1-0, 0-1, 1/2-1/2, a ranking such as 2>1=3, or *)"},
	{Code: CodeTagTypo, Doc: "note: a tag's name is one typing mistake from a tag Arbiter knows (`[Reslut \"1-0\"]`: did you mean Result?)"},
	{Code: CodeUnreadable, Doc: "a file cannot be opened or read"},
	{Code: CodeEncoding, Doc: "bytes of a record are not in the encoding its file is read in (each read as U+FFFD); the other records are read"},
	{Code: CodeNoRecords, Doc: "a file holds no record"},
	{Code: CodeNoPlayer, Doc: "standings: a record that states a result names no player for a seat (its White, Black, Seat1… tag); it is left out of the table"},
	{Code: CodeLeftOut, Doc: "note: standings leaves a record out of the table: it states no result, or it has errors (standings can be asked to count its stated result)"},
	{Code: notation.CodeLost, Doc: "note: the output format cannot hold part of a record (variations, comments, `%` lines, …), left out; or, in text, a record that could not be read, kept in `%` lines"},
	{Code: notation.CodeRefused, Doc: "the output format cannot hold a record (another game, an illegal turn, a record that could not be read whose text it cannot keep, turns that text would read as one), not written"},
}

// Codes lists every code a diagnostic can carry, sorted: the readers',
// the referee's and the rule codes of every registered game.
func Codes() []engines.CodeDoc {
	codes := slices.Clone(ownCodes)
	for _, g := range notation.Games() {
		codes = append(codes, g.Codes()...)
	}
	slices.SortFunc(codes, func(a, b engines.CodeDoc) int { return strings.Compare(string(a.Code), string(b.Code)) })
	return slices.CompactFunc(codes, func(a, b engines.CodeDoc) bool { return a.Code == b.Code })
}
