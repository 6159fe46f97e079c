package jsonform

// What the package's external tests share with its own.
var (
	Unmark      = unmark
	PlaceOf     = placeOf
	MarshalMove = marshalMove
)
