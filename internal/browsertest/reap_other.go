//go:build !linux

package browsertest

// adoptOrphans and reapOrphans do nothing outside Linux, whose subreapers
// they use (see reap_linux.go).
func adoptOrphans() {}
func reapOrphans()  {}
