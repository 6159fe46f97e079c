//go:build linux

package browsertest

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// prSetChildSubreaper is prctl's PR_SET_CHILD_SUBREAPER.
const prSetChildSubreaper = 36

// adoptOrphans makes the test binary the parent of the processes that
// Chromium's processes leave when they exit (its crash handler and its
// zygotes, which detach from it), so that reapOrphans can wait for them:
// without it they are orphans that linger as zombies after the tests.
func adoptOrphans() {
	syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
}

// reapOrphans waits for the test binary's child processes, which are the
// browser's leftovers once the tests are over and the browser is closed;
// those still running after a while are killed.
func reapOrphans() {
	deadline := time.Now().Add(reapTimeout)
	killed := false
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		switch {
		case pid > 0 || err == syscall.EINTR:
			continue
		case err != nil: // ECHILD: none left
			return
		}
		if time.Now().After(deadline) {
			if killed {
				return
			}
			killChildren()
			killed, deadline = true, time.Now().Add(reapTimeout)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// reapTimeout bounds the wait for the leftovers, and then for the killed.
const reapTimeout = 5 * time.Second

// killChildren kills the test binary's child processes.
func killChildren() {
	self := strconv.Itoa(os.Getpid())
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return
	}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...; comm may hold spaces and parentheses.
		_, rest, ok := strings.Cut(string(stat), ") ")
		if f := strings.Fields(rest); ok && len(f) > 1 && f[1] == self {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}
