// Package referee replays game records through the rules engines: every
// turn of the main line and of every variation, with a verdict for each and
// a diagnostic, with its place in the file, for each problem. It checks turn
// numbers, turns after the end, and the declared result. It knows nothing of
// the syntax of any one game: the notation registry parses moves and the
// engines judge them.
//
// Check referees one record and returns a Report: the turns looked at, the
// diagnostics, the outcome and the final position. Run referees the records
// of a source (a file in any format, see notation.Format) on several
// goroutines and hands the results back in file order; it is what
// `arbiter validate` and `arbiter convert` use. View replays a record to a
// turn and gives what a diagram shows (`arbiter show`).
//
// A Diagnostic is an error (a broken rule, a syntax error, a wrong turn
// number or result) or a note (a result taken as agreed, a fact a record
// cannot show); its Pos is where the turn starts. Options choose the game
// of records without a Game tag, replace the Variant and Rules tags, and ask
// for the canonical form of the record (long-form turns, numbered), which
// `arbiter convert` writes.
package referee
