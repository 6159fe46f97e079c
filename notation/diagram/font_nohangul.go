//go:build nohangulfont

package diagram

// The Hangul fonts are left out of this build: UseHangulFonts gives them.
var hangulRegular, hangulBold []byte
