//go:build !unix

package main

import "os"

// closedAtStart tells whether f was closed when the process started; it
// cannot be told here.
func closedAtStart(*os.File) bool { return false }
