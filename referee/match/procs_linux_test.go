//go:build linux

package match

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// proc is a process of /proc.
type proc struct {
	pid, ppid int
	zombie    bool
	stat      string
}

// procs lists the processes (from /proc) in one of the process groups,
// or whose process is one of them.
func procs(pgids []int) []proc {
	in := map[int]bool{}
	for _, p := range pgids {
		in[p] = true
	}
	entries, _ := os.ReadDir("/proc")
	var out []proc
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp ...
		f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+2:]))
		ppid, _ := strconv.Atoi(f[1])
		pgrp, _ := strconv.Atoi(f[2])
		if in[pid] || in[pgrp] {
			out = append(out, proc{pid: pid, ppid: ppid, zombie: f[0] == "Z", stat: string(stat)})
		}
	}
	return out
}

// leftOver lists the processes of the groups that run, or that are
// zombies of this process (exited, never waited for). A zombie of
// another parent (an engine's child, killed with its group, that init
// reaps) is not left.
func leftOver(pgids []int) []string {
	var left []string
	for _, p := range procs(pgids) {
		if !p.zombie || p.ppid == os.Getpid() {
			left = append(left, fmt.Sprintf("pid %d group of %v: %s", p.pid, pgids, p.stat))
		}
	}
	return left
}

// awaitExit waits for every process of the groups that runs to exit: one
// killed, or whose input ended, will. It waits on the process itself (a
// pidfd), not on the time.
func awaitExit(pgids []int) {
	for _, p := range procs(pgids) {
		if p.zombie {
			continue
		}
		fd, err := unix.PidfdOpen(p.pid, 0)
		if err != nil {
			continue // gone already
		}
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		for {
			if _, err := unix.Poll(fds, -1); err != unix.EINTR {
				break
			}
		}
		unix.Close(fd)
	}
}
