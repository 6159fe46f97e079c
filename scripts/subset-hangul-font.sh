#!/usr/bin/env bash
# Regenerates the Hangul fonts embedded in notation/diagram/fonts from
# Debian's fonts-nanum (NanumGothic, SIL Open Font License 1.1). Run by hand
# when the subset must change; CI does not run it (the fonts are committed).
#
# The subset keeps the Hangul syllables (U+AC00-U+D7A3), the Hangul Jamo
# (U+1100-U+11FF), the compatibility Jamo (U+3130-U+318F), the CJK symbols
# and punctuation (U+3000-U+303F) and the fullwidth forms (U+FF01-U+FF60),
# with TrueType outlines (glyf) and horizontal metrics, without hinting and
# layout tables (the diagrams draw outlines and add up advances). Under the
# OFL a subset is a Modified Version, which may not carry the Reserved Font
# Name "NanumGothic": the subsets are renamed "Arbiter Hangul".
#
# Usage: scripts/subset-hangul-font.sh   (as root, or with sudo available)
set -euo pipefail

cd "$(dirname "$0")/.."
out=notation/diagram/fonts

sudo=""
if [ "$(id -u)" -ne 0 ]; then
	sudo="sudo"
fi
if ! dpkg -s fonts-nanum python3-fonttools >/dev/null 2>&1; then
	export DEBIAN_FRONTEND=noninteractive
	$sudo apt-get update -qq
	$sudo apt-get install -qq -y --no-install-recommends fonts-nanum python3-fonttools >/dev/null
fi

nanum=/usr/share/fonts/truetype/nanum
unicodes="U+AC00-D7A3,U+1100-11FF,U+3130-318F,U+3000-303F,U+FF01-FF60"
for style in Regular Bold; do
	src=$nanum/NanumGothic.ttf
	if [ "$style" = Bold ]; then
		src=$nanum/NanumGothicBold.ttf
	fi
	/usr/bin/python3 -m fontTools.subset "$src" \
		--unicodes="$unicodes" \
		--no-hinting --layout-features='' --drop-tables+=kern,gasp,TSI0,TSI1,TSI2,TSI3,TSI5 \
		--name-IDs='*' --name-languages='*' --notdef-outline \
		--output-file="$out/ArbiterHangul-$style.ttf.tmp"
	/usr/bin/python3 - "$out/ArbiterHangul-$style.ttf.tmp" "$out/ArbiterHangul-$style.ttf" "$style" <<'PY'
import sys
from fontTools.ttLib import TTFont

src, dst, style = sys.argv[1:]
font = TTFont(src, recalcTimestamp=False)
family = "Arbiter Hangul"
full = family if style == "Regular" else family + " " + style
ps = "ArbiterHangul-" + style
name = font["name"]
# Keep the copyright (0), the manufacturer and designers (8, 9, 11-14);
# replace every name that holds the Reserved Font Name.
for rec in list(name.names):
    if rec.nameID in (1, 2, 3, 4, 6, 7, 16, 17):
        name.removeNames(nameID=rec.nameID)
for nid, text in {
    1: family, 2: style, 3: ps + ";subset of NanumGothic 3.021 (Debian fonts-nanum)",
    4: full, 6: ps, 16: family, 17: style,
    10: "Hangul subset of NanumGothic by NAVER (NHN) Corporation, renamed under the SIL OFL 1.1 for Arbiter's diagrams",
    13: "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
    14: "https://openfontlicense.org",
}.items():
    name.setName(text, nid, 3, 1, 0x409)
font.save(dst)
PY
	rm "$out/ArbiterHangul-$style.ttf.tmp"
done
# The licence, with the copyright notice and the Reserved Font Names.
awk '/^License: OFL-1.1/{f=1;next} /^Files: debian/{f=0} f' /usr/share/doc/fonts-nanum/copyright |
	sed -e 's/^ //' -e 's/^\.$//' -e 's/ *$//' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$out/OFL.txt"
ls -l "$out"
