// Package jsonform is the JSON form of records, the formats "json" (a
// records document, schemas/records.json) and "ndjson" (JSON lines, one
// record a line) of notation/formats, and of positions (MarshalPosition).
// Every record is checked against its game's schema (package schemas)
// before it is written and after it is read; a record that breaks it, or a
// document cut short, is a *notation.Error at its place, and reading goes
// on where it can. A record keeps its turns as written ("text"); the
// referee's moves and positions are added where Detail asks (Writer), and
// readers use the text only. The types of the package are the JSON forms
// themselves: Record, Tag, Line, Turn, Comment, Error, Position, Outcome.
package jsonform
