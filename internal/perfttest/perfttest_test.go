package perfttest

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

func TestRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.txt")
	os.WriteFile(path, []byte("# a comment\n\nP w | 1 24 | variant=blitz,x=y 3 551 | a=b,c=d 3 701\n"), 0o644)
	got, err := Read(path)
	want := []Case{
		{Setup: engines.Setup{Position: "P w"}, Depth: 1, Nodes: 24},
		{Setup: engines.Setup{Position: "P w", Variant: "blitz", Rules: "x=y"}, Depth: 3, Nodes: 551},
		{Setup: engines.Setup{Position: "P w", Rules: "a=b,c=d"}, Depth: 3, Nodes: 701},
	}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("Read = %+v, %v; want %+v", got, err, want)
	}
	os.WriteFile(path, []byte("P w | 1\n"), 0o644)
	if _, err := Read(path); err == nil {
		t.Error("a count without its number reads without error")
	}
}
