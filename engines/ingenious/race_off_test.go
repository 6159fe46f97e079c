//go:build !race

package ingenious

// raceOn tells the tests that the race detector is on (race_on_test.go).
const raceOn = false
