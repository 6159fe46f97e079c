//go:build !unix

package match

import (
	"os"
	"os/exec"
	"syscall"
)

// inGroup does nothing: process groups are Unix's, and what an engine
// starts itself is not stopped with it here.
func inGroup(*exec.Cmd) {}

// signalGroup kills the engine p on SIGKILL; a system without Unix signals
// has no SIGTERM to send, so the engine has its grace after quit and is
// then killed.
func signalGroup(p *os.Process, sig syscall.Signal) {
	if sig == syscall.SIGKILL {
		p.Kill()
	}
}
