// Package text is the record text format, the format "text" of
// notation/formats, shaped after PGN: the splitter that cuts a file into
// records, the hand-written scanner and the participle grammar of a
// record, the builder of the record model, the streaming Reader (one
// record in memory at a time, records of any length refused at their
// start), and the canonical printer (Write, Writer). The format is
// described in docs/records.md.
package text
