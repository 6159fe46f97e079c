//go:build unix

package match

import (
	"os"
	"os/exec"
	"syscall"
)

// inGroup has the engine lead a process group of its own, so that what it
// starts is stopped with it (signalGroup).
func inGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// signalGroup sends sig to the process group the engine p leads.
func signalGroup(p *os.Process, sig syscall.Signal) { syscall.Kill(-p.Pid, sig) }
