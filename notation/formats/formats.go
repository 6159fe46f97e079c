// Package formats is the list of the file formats records are kept in:
// the text format, Arbiter JSON and JSON lines, and the formats of the
// games that have their own (boardspace SGF for YINSH, engine logs for
// Jungle: notation.FormatsOf). Each is a reader and a writer
// (notation.Format), found by its name (--from, --to) or by a file's
// ending, so every command that reads or writes records does it through
// here. It names no game: a game's formats come with the game.
package formats

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/rows"
	"github.com/arbiter-games/arbiter/notation/text"
)

// Text is the default format: the one of a file whose ending names none.
var Text = text.Format

// generic are the formats of every game; a JSON record holds its
// structured moves, JSON lines are kept compact; training rows are
// written only.
var generic = []notation.Format{Text, jsonform.Format(jsonform.Detail{Moves: true}), jsonform.LinesFormat(jsonform.Detail{}),
	rows.Format(rows.Options{})}

// added are the formats a program adds to the generic ones (Register).
var added []notation.Format

// Register adds a format of every game that only some programs link
// (Parquet, which cmd/arbiter adds and a lean referee does not). It is
// called at a program's start (in an init function), before any lookup.
func Register(f notation.Format) { added = append(added, f) }

// all is every format: the generic ones, those added, then the games' own.
func all() []notation.Format {
	fs := slices.Concat(generic, added)
	for _, g := range notation.Games() {
		fs = append(fs, notation.AbilitiesOf(g).Formats...)
	}
	return fs
}

// Lookup finds a format by name, in any case; the error lists the formats.
func Lookup(name string) (notation.Format, error) {
	for _, f := range all() {
		if f.Name == strings.ToLower(name) {
			return f, nil
		}
	}
	return notation.Format{}, fmt.Errorf("unknown format %q (formats: %s)", name, strings.Join(Names(), ", "))
}

// All lists the formats sorted by name.
func All() []notation.Format {
	fs := all()
	slices.SortFunc(fs, func(a, b notation.Format) int { return strings.Compare(a.Name, b.Name) })
	return fs
}

// Names lists the formats' names, sorted.
func Names() []string { return names(All()) }

// ReadNames lists the names of the formats that are read (not written
// only), sorted: what --from takes.
func ReadNames() []string {
	var read []notation.Format
	for _, f := range All() {
		if f.Reads() {
			read = append(read, f)
		}
	}
	return names(read)
}

// names lists the formats' names.
func names(fs []notation.Format) []string {
	var names []string
	for _, f := range fs {
		names = append(names, f.Name)
	}
	return names
}

// ByFile is the format of a file: the one its ending names, else Text.
func ByFile(file string) notation.Format {
	ext := strings.ToLower(filepath.Ext(file))
	for _, f := range all() {
		if slices.Contains(f.Extensions, ext) {
			return f
		}
	}
	return Text
}
