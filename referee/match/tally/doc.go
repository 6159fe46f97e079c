// Package tally is the results arithmetic of `arbiter match`: it counts
// finished games into wins, losses and draws per engine and per pair of
// engines, turns each record into an Elo difference with its 95% error
// margin, the likelihood of superiority (LOS) and the draw ratio, counts how
// the games ended, runs the sequential probability ratio test (SPRT) that
// stops a match early, and writes it all as the table a user reads at the
// end of a match, as a JSON summary and as the score a progress line
// shows. It does no I/O but through the writers it is given.
//
// How a game counts:
//
//   - A two-player game is one game between its two engines: the engine
//     in the first place wins, a shared place is a draw.
//   - A game of three or four seats (Ingenious) counts pairwise, the way
//     multi-player results are usually rated: every pair of seats is one
//     game between their engines, won by the seat placed higher and drawn
//     when both share a place. A four-player game gives each engine three
//     results. EngineRow.Played still counts the game once.
//   - A team game (Game.Teams: seats 1+3 against 2+4, Ingenious teams) is
//     one two-player game between the two teams. A team is named by its
//     engines: "A" when one engine holds both of its seats, "A+C" when two
//     do, and then it is that pair of engines, as one player, that is
//     rated.
//   - Two seats held by the same engine never count against each other
//     (an engine learns nothing from playing itself), and a seat missing
//     from the places (or with no player) counts against no one. Every game
//     counts in Endings, by its reason.
//
// The formulas are those of cutechess-cli for Elo, error margin and LOS,
// and those of fishtest for the SPRT (the generalized log-likelihood ratio
// on the trinomial of losses, draws and wins, or on the pentanomial of game
// pairs when the games come in pairs, with hypotheses in logistic Elo).
// docs/match-results.md writes them out and tells how to read them.
package tally
