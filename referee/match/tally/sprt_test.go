package tally_test

import (
	"math"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/referee/match/tally"
)

// TestSPRT: the ratios were computed apart in Python, twice: with
// fishtest's method (the secular equation, bisection) and by maximizing the
// likelihood of the trinomial over its one free parameter (ternary search);
// both agree to 10 digits.
func TestSPRT(t *testing.T) {
	for _, tc := range []struct {
		test                string
		wins, draws, losses int
		llr                 float64
		verdict             tally.Verdict
	}{
		{"elo0=0 elo1=5", 1200, 2600, 1100, 1.98542678524, tally.Continue},
		{"elo0=0 elo1=5", 1100, 2600, 1200, -4.14490147292, tally.AcceptH0},
		{"elo0=-3 elo1=1 alpha=0.05 beta=0.05", 5000, 10000, 5000, 1.32540133833, tally.Continue},
		{"elo0=0 elo1=10", 55, 15, 30, 0.7983960439, tally.Continue},
		{"elo0=0 elo1=2", 20000, 40000, 19500, 3.14191950821, tally.AcceptH1},
		{"elo0=0 elo1=2 alpha=0.01 beta=0.01", 20000, 40000, 19500, 3.14191950821, tally.Continue},
		// Outcomes never seen count 0.001 of a game, as in fishtest.
		{"elo0=0 elo1=5", 10, 0, 0, 0.142875867061, tally.Continue},
		{"elo0=0 elo1=5", 0, 10, 0, -0.139681997234, tally.Continue},
		{"elo0=0 elo1=5", 0, 0, 0, -4.65958995369e-07, tally.Continue},
	} {
		s, err := tally.ParseSPRT(tc.test)
		if err != nil {
			t.Fatal(err)
		}
		r := tally.Record{Games: tc.wins + tc.draws + tc.losses, Wins: tc.wins, Draws: tc.draws, Losses: tc.losses}
		llr, _, _, v := s.Test(r)
		if math.Abs(llr-tc.llr) > 1e-8*max(1, math.Abs(tc.llr)) || v != tc.verdict {
			t.Errorf("%s, +%d =%d -%d: LLR %.12g %v, want %.12g %v", tc.test, tc.wins, tc.draws, tc.losses, llr, v, tc.llr, tc.verdict)
		}
	}
}

// TestSPRTPentanomial: the ratios were computed apart in Python with
// fishtest's method (the trinomial's check shows that method right).
func TestSPRTPentanomial(t *testing.T) {
	for _, tc := range []struct {
		test    string
		pairs   [5]int
		llr     float64
		verdict tally.Verdict
	}{
		{"elo0=0 elo1=5", [5]int{100, 800, 2000, 850, 110}, 0.644900780341, tally.Continue},
		{"elo0=0 elo1=2", [5]int{300, 2500, 6000, 2600, 320}, 1.29128914593, tally.Continue},
		{"elo0=0 elo1=5", [5]int{0, 0, 10, 0, 0}, -0.139427638815, tally.Continue},
		{"elo0=-1 elo1=3", [5]int{10, 20, 40, 25, 5}, -0.123580992866, tally.Continue},
		{"elo0=0 elo1=5 alpha=0.4 beta=0.4", [5]int{100, 800, 2000, 850, 110}, 0.644900780341, tally.AcceptH1},
	} {
		s, err := tally.ParseSPRT(tc.test)
		if err != nil {
			t.Fatal(err)
		}
		llr, _, _, v := s.TestPentanomial(tc.pairs)
		if math.Abs(llr-tc.llr) > 1e-8*max(1, math.Abs(tc.llr)) || v != tc.verdict {
			t.Errorf("%s, %v: LLR %.12g %v, want %.12g %v", tc.test, tc.pairs, llr, v, tc.llr, tc.verdict)
		}
	}
}

func TestSPRTBounds(t *testing.T) {
	for _, tc := range []struct {
		alpha, beta  float64
		lower, upper float64
	}{
		{0.05, 0.05, -2.9444389791664403, 2.9444389791664403},
		{0.05, 0.1, -2.2512917986064953, 2.8903717578961645},
	} {
		s := tally.SPRT{Elo0: 0, Elo1: 5, Alpha: tc.alpha, Beta: tc.beta}
		lower, upper := s.Bounds()
		_, l2, u2, _ := s.Test(tally.Record{})
		if !near(lower, tc.lower) || !near(upper, tc.upper) || lower != l2 || upper != u2 {
			t.Errorf("alpha %v beta %v: bounds %v %v (Test %v %v), want %v %v", tc.alpha, tc.beta, lower, upper, l2, u2, tc.lower, tc.upper)
		}
	}
}

func TestParseSPRT(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want tally.SPRT
	}{
		{"elo0=0 elo1=5 alpha=0.05 beta=0.05", tally.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}},
		{"elo1=2.5 elo0=-1.5", tally.SPRT{Elo0: -1.5, Elo1: 2.5, Alpha: 0.05, Beta: 0.05}},
		{" elo0=0,elo1=3, alpha=0.1\tbeta=0.2 ", tally.SPRT{Elo0: 0, Elo1: 3, Alpha: 0.1, Beta: 0.2}},
	} {
		got, err := tally.ParseSPRT(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("%q: %+v %v, want %+v", tc.in, got, err, tc.want)
			continue
		}
		if again, err := tally.ParseSPRT(got.String()); err != nil || again != got {
			t.Errorf("%q: String %q reads back as %+v %v", tc.in, got.String(), again, err)
		}
	}
}

func TestParseSPRTErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "elo0 and elo1 are both needed"},
		{"elo0=0", "elo0 and elo1 are both needed"},
		{"elo0=0 elo1", `"elo1" is not a setting=value`},
		{"elo0=0 elo1=5 gamma=1", `unknown setting "gamma"`},
		{"elo0=0 elo0=1 elo1=5", "elo0 is given twice"},
		{"elo0=zero elo1=5", "elo0=zero is not a number"},
		{"elo0=0 elo1=NaN", "elo1=NaN is not a number"},
		{"elo0=0 elo1=inf", "elo1=inf is not a number"},
		{"elo0=5 elo1=5", "elo1 (5) must be greater than elo0 (5)"},
		{"elo0=5 elo1=0", "elo1 (0) must be greater than elo0 (5)"},
		{"elo0=0 elo1=2000", "elo1=2000 is out of range (-1000 to 1000 Elo)"},
		{"elo0=0 elo1=5 alpha=0", "alpha=0 must be between 0 and 1"},
		{"elo0=0 elo1=5 beta=1.5", "beta=1.5 must be between 0 and 1"},
		{"elo0=0 elo1=5 alpha=0.5 beta=0.5", "alpha + beta must be below 1"},
	} {
		_, err := tally.ParseSPRT(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one that says %q", tc.in, err, tc.want)
		}
	}
}

// TestSPRTUnchecked: a test made by hand that ParseSPRT would refuse never
// decides, and SetSPRT refuses it.
func TestSPRTUnchecked(t *testing.T) {
	s := tally.SPRT{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05}
	if llr, _, _, v := s.Test(tally.Record{Games: 100, Wins: 100}); !math.IsNaN(llr) || v != tally.Continue {
		t.Errorf("LLR %v %v, want NaN continue", llr, v)
	}
	if err := tally.New().SetSPRT(s, "A", "B"); err == nil {
		t.Error("SetSPRT took elo1 below elo0")
	}
}

func FuzzParseSPRT(f *testing.F) {
	for _, s := range []string{"elo0=0 elo1=5 alpha=0.05 beta=0.05", "elo0=-1.5,elo1=2", "elo0=0 elo1=5 alpha=0.5 beta=0.5", "elo0=1e308 elo1=inf", "=", "elo0==1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := tally.ParseSPRT(in)
		if err != nil {
			return
		}
		if again, err := tally.ParseSPRT(s.String()); err != nil || again != s {
			t.Fatalf("%q: String %q reads back as %+v %v", in, s.String(), again, err)
		}
		if llr, lower, upper, _ := s.Test(tally.Record{Games: 3, Wins: 2, Draws: 1}); math.IsNaN(llr) || !(lower < 0 && upper > 0) {
			t.Fatalf("%q: LLR %v, bounds %v %v", in, llr, lower, upper)
		}
	})
}
