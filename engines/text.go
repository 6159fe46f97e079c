package engines

// NearText is implemented by the positions of games whose text (String)
// is written faster from what the text of a position near it gave: the
// positions of one game, one after the other, differ in a few places of
// the board (training rows write the text of each). The memory is the
// caller's to keep and the engine's to fill: nil at first, then whatever
// the engine left there; any position's text may be appended with any
// memory, of any position before or none. The text is printable ASCII
// without quotes or backslashes: it never needs escapes in JSON.
type NearText interface {
	// AppendNearText appends the text String gives to b, reading and
	// updating memo.
	AppendNearText(b []byte, memo *any) []byte
}
