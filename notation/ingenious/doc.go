// Package ingenious is the turn notation of Ingenious records, written with
// participle: one turn is one token, its parts joined by ";" — an optional
// seat (S2:), the placement (RB@h8-h9, declared points =R1B2 optional), the
// bonus placements it earned, the refill of a full record (+OY,PB) and the
// swap (swap, or swap+<new rack> in full records), in any case
// ("gg@l4-m4" is "GG@l4-m4"). Game is Ingenious whole as notation.Register
// takes it (notation/all registers it). Each part is parsed
// once and remembered (parts repeat: a few
// thousand placements and draws make up nearly every record). The syntax
// and every decision are in docs/ingenious.md.
package ingenious
