package match

import (
	"testing"
	"time"
)

func TestParseClock(t *testing.T) {
	tests := []struct {
		in   string
		want TimeControl
		str  string
		err  bool
	}{
		{in: "40/60+0.5", want: TimeControl{Moves: 40, Base: time.Minute, Inc: 500 * time.Millisecond}, str: "40/60+0.5"},
		{in: "60+1", want: TimeControl{Base: time.Minute, Inc: time.Second}, str: "60+1"},
		{in: "0.5", want: TimeControl{Base: 500 * time.Millisecond}, str: "0.5"},
		{in: "10/30", want: TimeControl{Moves: 10, Base: 30 * time.Second}, str: "10/30"},
		{in: "0/60", err: true},
		{in: "x/60", err: true},
		{in: "60+", err: true},
		{in: "60+-1", err: true},
		{in: "0", err: true},
		{in: "", err: true},
	}
	for _, tt := range tests {
		got, err := ParseClock(tt.in)
		if (err != nil) != tt.err {
			t.Errorf("ParseClock(%q) error %v, want error %v", tt.in, err, tt.err)
			continue
		}
		if tt.err {
			continue
		}
		if got != tt.want || got.String() != tt.str {
			t.Errorf("ParseClock(%q) = %+v (%s), want %+v (%s)", tt.in, got, got, tt.want, tt.str)
		}
	}
}

func TestClockPeriods(t *testing.T) {
	c := newClock(TimeControl{Moves: 2, Base: 10 * time.Second, Inc: time.Second}, 2, false)
	c.spend(0, 3*time.Second) // 10-3+1 = 8
	if c.left[0] != 8*time.Second || c.goCommand(0).MovesToGo != 1 {
		t.Fatalf("after one turn: %v left, %d to go", c.left[0], c.goCommand(0).MovesToGo)
	}
	c.spend(0, 2*time.Second) // 8-2+1 = 7, then +10 for the next period
	if c.left[0] != 17*time.Second || c.goCommand(0).MovesToGo != 2 {
		t.Fatalf("after a period: %v left, %d to go", c.left[0], c.goCommand(0).MovesToGo)
	}
	if got := c.limit(0, 50*time.Millisecond); got != 17050*time.Millisecond {
		t.Fatalf("limit %v", got)
	}
	if c.left[1] != 10*time.Second {
		t.Fatalf("the other seat's clock moved: %v", c.left[1])
	}
	if got := c.goCommand(1).String(); got != "go wtime 17000 btime 10000 winc 1000 binc 1000 movestogo 2" {
		t.Errorf("go: %q", got)
	}
	c.numbered = true
	if got := c.goCommand(1).String(); got != "go t1 17000 t2 10000 inc1 1000 inc2 1000 movestogo 2" {
		t.Errorf("go, seats numbered: %q", got)
	}
}

func TestClk(t *testing.T) {
	for d, want := range map[time.Duration]string{
		59*time.Second + 400*time.Millisecond: "0:00:59.4",
		61 * time.Minute:                      "1:01:00",
		90 * time.Second:                      "0:01:30",
	} {
		if got := clk(d); got != want {
			t.Errorf("clk(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestEmt(t *testing.T) {
	if got := emt(3*time.Millisecond + 61*time.Second); got != "0:01:01.003" {
		t.Errorf("emt = %q", got)
	}
}
