//go:build !linux

package hugeheap

// mode is "": only Linux gives huge pages on request.
func mode() string { return "" }

// godebug is "": not read where huge pages are never asked for.
func godebug() string { return "" }

// advise does nothing: only Linux gives huge pages on request.
func advise(b []byte) []byte { return nil }
