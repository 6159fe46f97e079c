package charset

import "unicode/utf8"

// sampleSize is how many bytes from the first fault on judge looks at.
const sampleSize = 64

// judge takes the verdict on a UTF-8 file at its first fault, held[i]
// (Fault.Guess): the file is UTF-8 with stray bytes when its characters
// beyond ASCII written in UTF-8, before the fault and in the sampleSize
// bytes from it on, take at least as many bytes as those that are not
// UTF-8 among the sampleSize; else the file is guessed from those bytes
// (guess). (Words in CP949 or Latin-1 now and then make a valid UTF-8
// character by chance, but far fewer bytes of them than they leave that
// are not UTF-8; Hangul in UTF-8 takes three bytes a character.)
func (u *Reader) judge(i int) {
	u.judged = true
	for tries := 0; len(u.held)-i < sampleSize && !u.done() && tries < sampleSize; tries++ {
		u.readMore()
	}
	sample := u.held[i:min(len(u.held), i+sampleSize)]
	cut := !u.done() || len(u.held)-i > sampleSize // a character may go on past the sample
	wide, bad := u.wide, 0
	for j := 0; j < len(sample); {
		if cut && !utf8.FullRune(sample[j:]) {
			break
		}
		r, size := utf8.DecodeRune(sample[j:])
		switch {
		case r == utf8.RuneError && size == 1:
			bad++
		case size > 1:
			wide += size
		}
		j += size
	}
	u.guess = Stray
	if wide < bad {
		u.guess = guess(sample)
	}
}

// guess names the encoding that bytes which are not UTF-8 look like:
// "cp949" when every byte above ASCII pairs into a CP949 character,
// "latin1" when they all are Latin-1 letters and signs, "" otherwise and
// for binary data (control codes besides tab and line ends). b starts at
// the first invalid byte and runs on as far as has been read.
func guess(b []byte) string {
	switch {
	case looksBinary(b):
		return ""
	case looksCP949(b):
		return GuessCP949
	case looksLatin1(b):
		return GuessLatin1
	}
	return ""
}

// looksCP949 tells whether b's bytes above ASCII pair into CP949 (and so
// EUC-KR) characters; a lead byte at the end of b may have lost its pair.
func looksCP949(b []byte) bool {
	pairs := 0
	for i := 0; i < len(b); i++ {
		lead := b[i]
		if lead < utf8.RuneSelf {
			continue
		}
		if i+1 == len(b) {
			break
		}
		if !cp949Pair(lead, b[i+1]) {
			return false
		}
		pairs++
		i++
	}
	return pairs > 0
}

// pairsCP949 tells whether b, bytes above ASCII, is CP949 characters and
// nothing else.
func pairsCP949(b []byte) bool {
	if len(b)%2 != 0 {
		return false
	}
	for i := 0; i < len(b); i += 2 {
		if !cp949Pair(b[i], b[i+1]) {
			return false
		}
	}
	return true
}

// cp949Pair tells whether lead and trail form a CP949 character: the
// EUC-KR (KS X 1001) rows take trails 0xA1–0xFE, and CP949's extra Hangul
// (leads 0x81–0xC6) take ASCII letters and 0x81–0xFE too.
func cp949Pair(lead, trail byte) bool {
	switch {
	case lead < 0x81 || lead == 0xFF:
		return false
	case 0xA1 <= trail && trail <= 0xFE:
		return true
	case lead > 0xC6:
		return false
	}
	return 'A' <= trail && trail <= 'Z' || 'a' <= trail && trail <= 'z' || 0x81 <= trail && trail <= 0xFE
}

// looksLatin1 tells whether b's bytes above ASCII are Latin-1 letters and
// signs (0xA0–0xFF), not control codes.
func looksLatin1(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf && c < 0xA0 {
			return false
		}
	}
	return true
}

// looksBinary tells whether b holds control codes text does not.
func looksBinary(b []byte) bool {
	for _, c := range b {
		if c < ' ' && c != '\t' && c != '\n' && c != '\r' || c == 0x7F {
			return true
		}
	}
	return false
}
