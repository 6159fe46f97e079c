//go:build race

package ingenious

// raceOn tells the tests that the race detector is on: sync.Pool drops
// what is put in it at random then, so the count's pooled scratch is
// made again now and then.
const raceOn = true
