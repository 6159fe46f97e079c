// Package schemas holds the JSON Schemas (draft 2020-12) of every JSON
// document Arbiter reads or writes, embedded in the binary, each compiled
// once when first asked for (CompileAhead starts that early), and
// validates documents against them. A failure names the JSON path and
// the schema rule broken.
//
// Names lists the schemas: records (a records document, what
// `arbiter convert --to json` writes), record (one record), position
// (`arbiter show --format json`), report (`arbiter validate --format json`),
// and each game's refinements of the game-specific parts, <game>-record and
// <game>-position. Source gives a schema's text (`arbiter schema NAME`);
// Validate checks a document and ValidateValue a decoded one; Marshal
// encodes a Go value as indented JSON and checks it before handing it out.
package schemas
