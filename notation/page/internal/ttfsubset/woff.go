package ttfsubset

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
)

// WOFF wraps a TrueType font in the Web Open Font Format 1.0: the same
// tables, each compressed with zlib where that makes it smaller, which
// halves a subset of Hangul outlines. Every browser reads it.
func WOFF(font []byte) ([]byte, error) {
	s, err := parse(font)
	if err != nil {
		return nil, err
	}
	tags := sortedTags(s.tables)
	n := len(tags)
	const headerSize, entrySize = 44, 20
	out := make([]byte, headerSize+entrySize*n)
	sfntSize := 12 + 16*n
	for i, tag := range tags {
		t := s.tables[tag]
		data, err := deflate(t)
		if err != nil {
			return nil, err
		}
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		entry := out[headerSize+entrySize*i:]
		copy(entry, tag)
		binary.BigEndian.PutUint32(entry[4:], uint32(len(out)))
		binary.BigEndian.PutUint32(entry[8:], uint32(len(data)))
		binary.BigEndian.PutUint32(entry[12:], uint32(len(t)))
		binary.BigEndian.PutUint32(entry[16:], checksum(withoutAdjustment(tag, t)))
		out = append(out, data...)
		sfntSize += (len(t) + 3) &^ 3
	}
	copy(out, "wOFF")
	binary.BigEndian.PutUint32(out[4:], 0x00010000)
	binary.BigEndian.PutUint32(out[8:], uint32(len(out)))
	binary.BigEndian.PutUint16(out[12:], uint16(n))
	binary.BigEndian.PutUint32(out[16:], uint32(sfntSize))
	return out, nil
}

// deflate returns a table compressed with zlib, or as it is when that is
// not smaller.
func deflate(t []byte) ([]byte, error) {
	var b bytes.Buffer
	w, err := zlib.NewWriterLevel(&b, zlib.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(t); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("ttfsubset: %w", err)
	}
	if b.Len() >= len(t) {
		return t, nil
	}
	return b.Bytes(), nil
}

// withoutAdjustment returns the table as its checksum is taken: head
// without its checksum adjustment.
func withoutAdjustment(tag string, t []byte) []byte {
	if tag != "head" || len(t) < 12 {
		return t
	}
	c := bytes.Clone(t)
	binary.BigEndian.PutUint32(c[8:], 0)
	return c
}
