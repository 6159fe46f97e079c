// Package longtest is the switch of the tests that take long: whole games
// played for strength, long exact searches, many seeds. `go test ./...`
// (the README's command) runs them trimmed or not at all, so that it
// stays under two minutes on a two-core machine; ARBITER_LONG_TESTS=1
// runs them whole, as .ci/run does.
package longtest

import (
	"os"
	"testing"
)

// Env is the environment variable that turns the long tests on.
const Env = "ARBITER_LONG_TESTS"

// On tells whether the long tests run whole: Env is set to anything but
// "" or "0", and -short is not given.
func On() bool {
	v := os.Getenv(Env)
	return v != "" && v != "0" && !testing.Short()
}

// Skip skips a test that runs only when the long tests are on, saying why
// it is long.
func Skip(t testing.TB, why string) {
	t.Helper()
	if !On() {
		t.Skipf("%s: set %s=1 to run it", why, Env)
	}
}

// Pick is full when the long tests are on, else trimmed: how many seeds,
// games or positions a test tries.
func Pick(full, trimmed int) int {
	if On() {
		return full
	}
	return trimmed
}
