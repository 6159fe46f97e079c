//go:build !linux

package match

// leftOver would list the processes of the groups left running; it takes
// /proc, which only Linux has.
func leftOver([]int) []string { return nil }

// awaitExit would wait for the processes of the groups to exit.
func awaitExit([]int) {}
