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
#   scripts/scaling.sh [-n GAMES] [-c "1 2 4 8 16"] [-r ROUNDS] [-d DIR] [-e]
#
# -n  games of each game (default 50000; JSON: a fifth of them; the large
#     files of validate as issue 34 measured it: YINSH and Ingenious four
#     times as many, Jungle twice)
# -c  the core counts (default: 1, 2, 4, ... up to the machine's cores)
# -r  rounds of each run, the fastest kept (default 3)
# -d  where the binary and the files go (default: a fresh temporary folder;
#     the files in games-N, made again only where missing)
# -e  each core alone: where a host runs its cores at unequal speeds (a
#     virtual machine's), each round runs one core on the first core, all
#     N cores, and one core on the last core; the speed-up is the N-core
#     run's speed over the mean of the two one-core speeds, the median of
#     the rounds and their range, and the same of each run's best time
#     (README's table: -e -r 6 on 2 cores)
set -euo pipefail
caller=$PWD # a relative -d is the caller's
cd "$(dirname "$0")/.."

games=50000 rounds=3 dir="" cores="" each=""
while getopts "n:c:r:d:e" opt; do
	case $opt in
	n) games=$OPTARG ;;
	c) cores=$OPTARG ;;
	r) rounds=$OPTARG ;;
	d) dir=$OPTARG ;;
	e) each=1 ;;
	*) sed -n '2,25p' "$0" >&2; exit 2 ;;
	esac
done
if [ -z "$cores" ]; then
	n=$(nproc)
	for ((c = 1; c < n; c *= 2)); do cores+="$c "; done
	cores+="$n"
fi
dir=${dir:-$(mktemp -d)}
[[ $dir == /* ]] || dir=$caller/$dir
mkdir -p "$dir"
bin=$dir/arbiter
# the files of each count of games apart, so that a folder used again
# never measures files of another count
data=$dir/games-$games
mkdir -p "$data"

echo "building arbiter and $games games of each game in $data" >&2
go build -o "$bin" ./cmd/arbiter
for game in yinsh jungle ingenious; do
	[ -s "$data/$game.txt" ] || "$bin" generate --game "$game" --seed 7 --count "$games" -o "$data/$game.txt"
done
[ -s "$data/yinsh.ndjson" ] || "$bin" convert "$data/yinsh.txt" --to ndjson -o "$data/yinsh.ndjson"
[ -s "$data/yinsh.sgf" ] || "$bin" convert "$data/yinsh.txt" --to sgf -o "$data/yinsh.sgf"
[ -s "$data/jungle.jfen" ] || "$bin" convert "$data/jungle.txt" --to jfen -o "$data/jungle.jfen" 2>/dev/null
[ -s "$data/yinsh-large.txt" ] || "$bin" generate --game yinsh --seed 7 --count $((games * 4)) -o "$data/yinsh-large.txt"
[ -s "$data/jungle-large.txt" ] || "$bin" generate --game jungle --seed 7 --count $((games * 2)) -o "$data/jungle-large.txt"
[ -s "$data/ingenious-large.txt" ] || "$bin" generate --game ingenious --seed 7 --count $((games * 4)) -o "$data/ingenious-large.txt"
[ -s "$data/yinsh-small.txt" ] || "$bin" generate --game yinsh --seed 7 --count $((games / 5)) -o "$data/yinsh-small.txt"
[ -s "$data/yinsh.json" ] || "$bin" convert "$data/yinsh-small.txt" --to json -o "$data/yinsh.json"

# once CPUS JOBS ARGS...: one run on the cores CPUS (a taskset list) with
# JOBS processors and workers: its wall time and CPU time.
once() {
	local cpus=$1 jobs=$2 t
	shift 2
	t=$( { TIMEFORMAT='%R %U %S'; time GOMAXPROCS=$jobs taskset -c "$cpus" \
		"$bin" "$@" --jobs "$jobs" >/dev/null 2>&1; } 2>&1 | tail -1) || true
	read -r wall user sys <<<"$t"
	awk -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN{printf "%s %.2f\n", w, u + s}'
}

# run CORES ARGS...: the best wall time of the rounds, and its CPU time.
run() {
	local c=$1 best="" cpu="" wall t
	shift
	for ((i = 0; i < rounds; i++)); do
		read -r wall t <<<"$(once "0-$((c - 1))" "$c" "$@")"
		if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN{exit !(a < b)}'; then
			best=$wall cpu=$t
		fi
	done
	echo "$best $cpu"
}

# eachCore N ARGS...: rounds of one core on the first core, N cores, one
# core on the last; a table row of the median ratio (the N-core speed over
# the mean one-core speed), its range, the ratio of the best times (the
# fastest run of each of the three over the rounds: the host only ever
# slows a run down), and the median CPU growth.
eachCore() {
	local n=$1 a ac b bc c cc ratios="" cpus="" ba="" bb="" bcore=""
	shift
	for ((i = 0; i < rounds; i++)); do
		read -r a ac <<<"$(once 0 1 "$@")"
		read -r b bc <<<"$(once "0-$((n - 1))" "$n" "$@")"
		read -r c cc <<<"$(once "$((n - 1))" 1 "$@")"
		ratios+=$(speedup "$a" "$b" "$c")$'\n'
		cpus+=$(awk -v a="$ac" -v b="$bc" -v c="$cc" 'BEGIN{printf "%.3f\n", 2 * b / (a + c)}')$'\n'
		ba=$(least "$ba" "$a") bb=$(least "$bb" "$b") bcore=$(least "$bcore" "$c")
	done
	local r g
	r=$(sort -n <<<"$ratios" | awk 'NF{x[++k]=$1} END{printf "%.2fx (%.2f-%.2f)", (x[int((k+1)/2)] + x[int(k/2)+1]) / 2, x[1], x[k]}')
	g=$(sort -n <<<"$cpus" | awk 'NF{x[++k]=$1} END{printf "%.2f", (x[int((k+1)/2)] + x[int(k/2)+1]) / 2}')
	echo " $r | $(speedup "$ba" "$bb" "$bcore" | awk '{printf "%.2fx", $1}') | $g |"
}

# speedup A B C: the N-core speed (wall time B) over the mean speed of the
# one-core runs on the first core (A) and the last (C).
speedup() {
	awk -v a="$1" -v b="$2" -v c="$3" 'BEGIN{printf "%.3f\n", 2 * a * c / (b * (a + c))}'
}

# least X Y: the smaller of two times, Y where X is empty.
least() {
	awk -v x="$1" -v y="$2" 'BEGIN{print (x == "" || y < x) ? y : x}'
}

most=${cores##* }
if [ -n "$each" ]; then
	echo "| command | $most cores over one, median (range) | best times | CPU, $most cores over one |"
	echo "|---|---|---|---|"
else
	header="| command |" rule="|---|"
	for c in $cores; do header+=" $c |"; rule+="---|"; done
	echo "$header most / 1 | CPU, most / 1 |"
	echo "$rule---|---|"
fi
while read -r name args; do
	[ -n "$name" ] || continue
	if [ -n "$each" ]; then
		# shellcheck disable=SC2086 # args are words
		echo "| \`$name\` |$(cd "$data" && eachCore "$most" $args)"
		continue
	fi
	row="| \`$name\` |" first="" firstcpu="" wall="" cpu=""
	for c in $cores; do
		# shellcheck disable=SC2086 # args are words
		read -r wall cpu <<<"$(cd "$data" && run "$c" $args)"
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
validate-yinsh-large validate yinsh-large.txt
validate-jungle-large validate jungle-large.txt
validate-ingenious-large validate ingenious-large.txt
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
