//go:build !nohangulfont

package diagram

import _ "embed" // the Hangul fonts

// The Hangul fonts: NanumGothic's Hangul syllables, Jamo, CJK punctuation
// and fullwidth forms, renamed Arbiter Hangul (SIL OFL 1.1, fonts/OFL.txt;
// scripts/subset-hangul-font.sh makes them). A build with the tag
// nohangulfont (the shareable page's WebAssembly, which is given the
// page's own cut of them) leaves them out.
var (
	//go:embed fonts/ArbiterHangul-Regular.ttf
	hangulRegular []byte
	//go:embed fonts/ArbiterHangul-Bold.ttf
	hangulBold []byte
)
