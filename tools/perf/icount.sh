#!/bin/bash
# tools/perf/icount.sh REPO [FROM TO]: guest instructions per 1,000 games of games FROM..TO-1 (default 300..1300),
# all of them and those in JIT code and V8 builtins only (TurboFan compiles, whose timing shifts with any
# code change, are left out of the second). Needs valgrind; REPO must be built (npm run build).
R=$(cd "${1:?usage: icount.sh REPO [FROM TO]}" && pwd); A=${2:-300}; B=${3:-1300}
D=$(cd "$(dirname "$0")" && pwd)/games.mjs
run() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/tmp/icount-$$-$1.out node --single-threaded --hash-seed=1 --random-seed=1 "$D" "$R" "$1" > /dev/null 2>&1
  cg_annotate --threshold=0 /tmp/icount-$$-$1.out 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",","",$1); t=$1} /\?\?\?:\?\?\?$|\?\?\?:Builtins_/ {gsub(",","",$1); j+=$1} END {printf "%.0f %.0f\n", t, j}'
  rm -f /tmp/icount-$$-$1.out
}
read t1 j1 < <(run "$B"); read t0 j0 < <(run "$A")
n=$(( B - A ))
echo "$R games $A-$((B - 1)): all $(( (t1 - t0) / n / 1000 ))M, JIT code and builtins $(( (j1 - j0) / n / 1000 ))M per 1,000 games"
