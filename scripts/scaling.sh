#!/usr/bin/env bash
# scaling.sh: how `arbiter` scales with the cores of this machine. It builds
# arbiter, generates games of each game (the same seed always gives the same
# games) and the files of the other formats made from them, then runs every
# command of the table on 1, 2, 4, ... cores (taskset to the first cores,
# GOMAXPROCS and --jobs to match), best of the rounds by wall time, and
# prints a Markdown table: wall seconds per core count, the speed-up of the
# most cores over one, and the CPU time (user + system) of the most cores
# over one's. Linux only (taskset).
#
#   scripts/scaling.sh [-n GAMES] [-c "1 2 4 8 16"] [-r ROUNDS] [-d DIR]
#
# -n  games of each game (default 50000; JSON: a fifth of them)
# -c  the core counts (default: 1, 2, 4, ... up to the machine's cores)
# -r  rounds of each run, the fastest kept (default 3)
# -d  where the binary and the files go (default: a fresh temporary folder)
set -euo pipefail
cd "$(dirname "$0")/.."

games=50000 rounds=3 dir="" cores=""
while getopts "n:c:r:d:" opt; do
	case $opt in
	n) games=$OPTARG ;;
	c) cores=$OPTARG ;;
	r) rounds=$OPTARG ;;
	d) dir=$OPTARG ;;
	*) sed -n '2,17p' "$0" >&2; exit 2 ;;
	esac
done
if [ -z "$cores" ]; then
	n=$(nproc)
	for ((c = 1; c < n; c *= 2)); do cores+="$c "; done
	cores+="$n"
fi
dir=${dir:-$(mktemp -d)}
mkdir -p "$dir"
bin=$dir/arbiter

echo "building arbiter and $games games of each game in $dir" >&2
go build -o "$bin" ./cmd/arbiter
for game in yinsh jungle ingenious; do
	[ -s "$dir/$game.txt" ] || "$bin" generate --game "$game" --seed 7 --count "$games" -o "$dir/$game.txt"
done
[ -s "$dir/yinsh.ndjson" ] || "$bin" convert "$dir/yinsh.txt" --to ndjson -o "$dir/yinsh.ndjson"
[ -s "$dir/yinsh.sgf" ] || "$bin" convert "$dir/yinsh.txt" --to sgf -o "$dir/yinsh.sgf"
[ -s "$dir/jungle.jfen" ] || "$bin" convert "$dir/jungle.txt" --to jfen -o "$dir/jungle.jfen" 2>/dev/null
[ -s "$dir/yinsh-small.txt" ] || "$bin" generate --game yinsh --seed 7 --count $((games / 5)) -o "$dir/yinsh-small.txt"
[ -s "$dir/yinsh.json" ] || "$bin" convert "$dir/yinsh-small.txt" --to json -o "$dir/yinsh.json"

# run CORES ARGS...: the best wall time of the rounds, and its CPU time.
run() {
	local c=$1 best="" cpu="" t
	shift
	for ((i = 0; i < rounds; i++)); do
		t=$( { TIMEFORMAT='%R %U %S'; time GOMAXPROCS=$c taskset -c "0-$((c - 1))" \
			"$bin" "$@" --jobs "$c" >/dev/null 2>&1; } 2>&1 | tail -1) || true
		read -r wall user sys <<<"$t"
		if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN{exit !(a < b)}'; then
			best=$wall cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN{printf "%.2f", u + s}')
		fi
	done
	echo "$best $cpu"
}

header="| command |" rule="|---|"
for c in $cores; do header+=" $c |"; rule+="---|"; done
echo "$header most / 1 | CPU, most / 1 |"
echo "$rule---|---|"
while read -r name args; do
	[ -n "$name" ] || continue
	row="| \`$name\` |" first="" firstcpu="" wall="" cpu=""
	for c in $cores; do
		# shellcheck disable=SC2086 # args are words
		read -r wall cpu <<<"$(cd "$dir" && run "$c" $args)"
		row+=" $wall |"
		[ -n "$first" ] || { first=$wall firstcpu=$cpu; }
	done
	row+=$(awk -v a="$first" -v b="$wall" -v ca="$firstcpu" -v cb="$cpu" \
		'BEGIN{printf " %.2fx | %.2fx |", a / b, cb / ca}')
	echo "$row"
done <<'COMMANDS'
validate-yinsh validate yinsh.txt
validate-jungle validate jungle.txt
validate-ingenious validate ingenious.txt
convert-to-text convert yinsh.txt --to text
convert-to-ndjson convert yinsh.txt --to ndjson
convert-from-ndjson convert yinsh.ndjson --to text
convert-to-json convert yinsh-small.txt --to json
convert-from-json convert yinsh.json --to text
convert-to-sgf convert yinsh.txt --to sgf
convert-from-sgf convert yinsh.sgf --to text
convert-to-jfen convert jungle.txt --to jfen
convert-from-jfen convert jungle.jfen --to text
convert-to-rows convert yinsh.txt --to rows
convert-to-parquet convert yinsh.txt --to parquet -o scaling.parquet
select select yinsh.txt --turns 40: --dedupe
stats stats yinsh.txt
COMMANDS
