#!/bin/bash
# tools/perf/cachesim.sh REPO: simulated I1/D1 cache misses of games 300..1299 (valgrind cachegrind).
R=$(cd "${1:?usage: cachesim.sh REPO}" && pwd); D=$(cd "$(dirname "$0")" && pwd)/games.mjs
run() { valgrind --tool=cachegrind --cache-sim=yes --cachegrind-out-file=/dev/null node --single-threaded --hash-seed=1 --random-seed=1 "$D" "$R" "$1" 2>&1 | grep -E "I +refs|I1 +misses|D +refs|D1 +misses" | sed 's/==[0-9]*== //'; }
paste <(run 1300) <(run 300) | awk -F'\t' '{split($1,a,":"); split($2,b,":"); x=a[2]; y=b[2]; gsub(/[ ,]|\(.*/,"",x); gsub(/[ ,]|\(.*/,"",y); printf "%-12s %8.1fM per 1,000 games\n", a[1], (x-y)/1e6}'
