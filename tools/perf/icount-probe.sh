#!/bin/bash
# tools/perf/icount-probe.sh REPO clones|mcts|mcts-default [FROM TO]: guest instructions per unit of probe.mjs's
# work (1,000 clones, or one search of 1,000 MCTS iterations) between sizes FROM and TO (defaults 20 and 120),
# all of them and those in JIT code and V8 builtins only, as icount.sh counts games. Needs valgrind.
R=$(cd "${1:?usage: icount-probe.sh REPO clones|mcts|mcts-default [FROM TO]}" && pwd); K=${2:?clones, mcts or mcts-default}
A=${3:-20}; B=${4:-120}
D=$(cd "$(dirname "$0")" && pwd)/probe.mjs
run() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/tmp/icount-$$-$1.out node --single-threaded --hash-seed=1 --random-seed=1 "$D" "$R" "$K" "$1" > /dev/null 2>&1
  cg_annotate --threshold=0 /tmp/icount-$$-$1.out 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",","",$1); t=$1} /\?\?\?:\?\?\?$|\?\?\?:Builtins_/ {gsub(",","",$1); j+=$1} END {printf "%.0f %.0f\n", t, j}'
  rm -f /tmp/icount-$$-$1.out
}
read t1 j1 < <(run "$B"); read t0 j0 < <(run "$A")
n=$(( B - A ))
echo "$R $K $A-$((B - 1)): all $(( (t1 - t0) / n / 1000 ))K, JIT code and builtins $(( (j1 - j0) / n / 1000 ))K per unit"
