package bridge

import (
	"encoding/json"

	"github.com/arbiter-games/arbiter/notation"
)

// The page's opening explorer asks for the key of the position it shows:
//
//	key {"game", "position"} → {"key"}
//
// the key the archive's openings are kept by (notation.PublicKey: what
// every player sees of the position).
func init() { calls["key"] = (*Session).key }

// KeyArgs name a position of a game: its position string.
type KeyArgs struct {
	Game     string `json:"game"`
	Position string `json:"position"`
}

// KeyAnswer is the answer of key.
type KeyAnswer struct {
	Key string `json:"key"`
}

func (s *Session) key(args []byte) (any, error) {
	var a KeyArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	g, err := notation.LookupGame(a.Game)
	if err != nil {
		return nil, err
	}
	return KeyAnswer{notation.PublicKey(g, a.Position)}, nil
}
