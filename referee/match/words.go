package match

import (
	"errors"
	"strings"
)

// splitWords splits s into words as a POSIX shell splits a command line:
// blanks separate words, single quotes keep everything up to the next
// single quote, double quotes keep everything but a backslash before ", \,
// $ or `, and a backslash outside quotes keeps the next character. Nothing
// is expanded. An open quote or a backslash at the end is an error.
func splitWords(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
			continue
		case c == '\'':
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				return nil, errors.New("a single quote is not closed")
			}
			w.WriteString(s[i+1 : i+1+end])
			i += end + 1
		case c == '"':
			n, err := doubleQuoted(s[i+1:], &w)
			if err != nil {
				return nil, err
			}
			i += n
		case c == '\\':
			if i+1 == len(s) {
				return nil, errors.New("a backslash ends the text: it must escape a character")
			}
			i++
			if s[i] != '\n' {
				w.WriteByte(s[i])
			}
		default:
			w.WriteByte(c)
		}
		inWord = true
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}

// doubleQuoted copies the text of a double-quoted string (s starts after
// its opening quote) to w and returns how many bytes it took, its closing
// quote included.
func doubleQuoted(s string, w *strings.Builder) (int, error) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			return i + 1, nil
		case c == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0:
			i++
			w.WriteByte(s[i])
		case c == '\\' && i+1 < len(s) && s[i+1] == '\n':
			i++
		default:
			w.WriteByte(c)
		}
	}
	return 0, errors.New("a double quote is not closed")
}
