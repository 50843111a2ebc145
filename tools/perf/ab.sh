#!/bin/bash
# tools/perf/ab.sh K REPO_A REPO_B: K rounds; each runs games.mjs on both built trees at the same time,
# one per core (swapped every round), so both see the same machine load. Prints each round's ms and
# the ratio A/B (B's speed as a fraction of A's), then the median ratio and the ratio of the sums.
# N games after W warm-up ones (environment; defaults 4000 and 2000). Needs two cores and taskset.
K=${1:?usage: ab.sh K REPO_A REPO_B}; A=$(cd "${2:?}" && pwd); B=$(cd "${3:?}" && pwd)
D=$(cd "$(dirname "$0")" && pwd)/games.mjs; N=${N:-4000}; W=${W:-2000}; T=$(mktemp -d)
for i in $(seq "$K"); do
  ca=$(( i % 2 )); cb=$(( 1 - ca ))
  taskset -c $ca node "$D" "$A" "$N" "$W" "$T/ctl-a" 2> "$T/a" &
  taskset -c $cb node "$D" "$B" "$N" "$W" "$T/ctl-b" 2> "$T/b" &
  wait
  echo "$(awk '{print $4}' "$T/a") $(awk '{print $4}' "$T/b")" | awk '{printf "%d %d %.3f\n", $1, $2, $1 / $2}'
done | tee "$T/rounds" | sort -k3 -n | awk '{r[NR] = $3; a += $1; b += $2} END {print "median A/B", r[int((NR + 1) / 2)], " sums A/B", sprintf("%.3f", a / b)}'
cat "$T/rounds"; rm -rf "$T"
