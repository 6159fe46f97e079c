package engines

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

var (
	registryMu sync.RWMutex
	registry   = map[string]Game{} // by lower-case name
	byName     = map[string]Game{} // by name as the game writes it
)

// Register makes a game known by its name (any case). Each game package
// registers itself; registering one name twice panics at start-up.
func Register(g Game) {
	registryMu.Lock()
	defer registryMu.Unlock()
	key := strings.ToLower(g.Name())
	if _, dup := registry[key]; dup {
		panic("engines: game registered twice: " + g.Name())
	}
	registry[key], byName[g.Name()] = g, g
}

// Lookup finds a registered game by name, in any case. The error lists the
// known games.
func Lookup(name string) (Game, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	name = strings.TrimSpace(name)
	if g, ok := byName[name]; ok { // as the game writes its name: no lower-case copy
		return g, nil
	}
	if g, ok := registry[strings.ToLower(name)]; ok {
		return g, nil
	}
	names := make([]string, 0, len(registry))
	for _, g := range registry {
		names = append(names, g.Name())
	}
	sort.Strings(names)
	return nil, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(names, ", "))
}

// All returns the registered games sorted by name.
func All() []Game {
	registryMu.RLock()
	defer registryMu.RUnlock()
	gs := make([]Game, 0, len(registry))
	for _, g := range registry {
		gs = append(gs, g)
	}
	sort.Slice(gs, func(i, j int) bool { return gs[i].Name() < gs[j].Name() })
	return gs
}
