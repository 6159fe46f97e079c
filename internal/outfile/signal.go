package outfile

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
)

// guard catches SIGINT and SIGTERM while a temporary file exists: it
// removes the file and ends the process, as the signal would have, with
// 130 or 143.
type guard struct {
	signals chan os.Signal
	done    chan struct{}
	mu      sync.Mutex
	name    string
}

// guardSignals starts catching the signals, before the file is made.
func guardSignals() *guard {
	g := &guard{signals: make(chan os.Signal, 1), done: make(chan struct{})}
	signal.Notify(g.signals, os.Interrupt, syscall.SIGTERM)
	go g.wait()
	return g
}

// create makes the file to remove on a signal, with the signals held
// off: one that comes while the file is made removes it once it is.
func (g *guard) create(open func() (*os.File, error)) (*os.File, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	f, err := open()
	if err == nil {
		g.name = f.Name()
	}
	return f, err
}

// finish runs put, which puts the file in place and leaves none behind,
// with the signals held off: one that comes meanwhile ends the process
// once put is done, and then removes nothing if put succeeded.
func (g *guard) finish(put func() error) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	err := put()
	if err == nil {
		g.name = ""
	}
	return err
}

func (g *guard) wait() {
	select {
	case sig := <-g.signals:
		g.mu.Lock() // held to the end: the file is not put in place meanwhile
		if g.name != "" {
			os.Remove(g.name)
		}
		code := 130 // 128 + SIGINT
		if sig == syscall.SIGTERM {
			code = 143
		}
		os.Exit(code)
	case <-g.done:
	}
}

// stop ends the catching.
func (g *guard) stop() {
	signal.Stop(g.signals)
	close(g.done)
}
