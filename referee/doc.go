// Package referee replays game records through the rules engines: every
// turn of the main line and of every variation, with a verdict for each and
// a diagnostic, with its place in the file and a stable code, for each
// problem. It checks turn numbers, turns after the end, and the declared
// result. It knows nothing of the syntax of any one game: each game's
// notation (notation.Game) reads its turns and its engine judges them.
//
// Check referees one record and returns a Report. The report never
// changes the record: its Replay mirrors the record's lines, each turn
// with its number, its move in long form and (Options.Positions) the
// position after it, or why it was refused; Canonical gives the record
// rewritten in long form and numbered, as a copy, and Entry what a
// format's writer (notation/formats) is given to write it.
//
// Files is the whole file pipeline in one call, what every command that
// reads records runs: each file in its format (by its ending, or
// FileOptions.Format) and encoding, the game of records without a Game tag
// from the file's ending, records parsed and refereed on several
// goroutines and handed back in file order as typed Results (a report, a
// record that cannot be read, or a file that cannot be read or holds no
// record), with Totals at the end. Run does the same for any notation.Reader of
// records. View and Views replay a record's main line and give snapshots
// of its positions (notation.Snapshot), which `arbiter show` draws.
//
// A build with the tag nofiles leaves Files, Run and what they give
// (Result, Totals, FileOptions) out: a program that referees records it
// holds in memory with Check (the shareable page's WebAssembly,
// cmd/pagewasm) then links no format, no character set and no file.
//
// A Diagnostic is an error (a broken rule, a syntax error, a wrong turn
// number or result, a file that cannot be read) or a note (a result taken
// as agreed, a fact a record cannot show); its Pos is where the problem
// is, its Code names it (docs/codes.md, Codes). referee/annotate and
// referee/archive consume the referee's results.
package referee
