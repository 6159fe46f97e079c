package engines

import "github.com/arbiter-games/arbiter/internal/memo"

// Rulebook remembers the rules a game made of each variant and rules
// string it met, so that the records of an archive, which nearly all
// share one setup, have it resolved once. R is the game's own form of its
// rules. The zero Rulebook is empty and ready; it is safe for concurrent
// use.
type Rulebook[R any] struct{ rules memo.Table[R] }

// Of gives the rules of a variant and rules string: those kept, else what
// resolve makes of them, kept unless it fails.
func (b *Rulebook[R]) Of(variant, rules string, resolve func(variant, rules string) (R, error)) (R, error) {
	key := rulebookKey(variant, rules)
	if r, ok := b.rules.Get(key); ok {
		return r, nil
	}
	r, err := resolve(variant, rules)
	if err == nil {
		b.rules.Put(key, r)
	}
	return r, err
}

// rulebookKey joins a variant and a rules string; the standard rules,
// nearly every record's, take no allocation.
func rulebookKey(variant, rules string) string {
	if variant == "" && rules == "" {
		return ""
	}
	return variant + "\x00" + rules
}
