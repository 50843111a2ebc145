#!/usr/bin/env bash
# End-to-end test of the Slurm example of docs/scaling.md (`npm run test:slurm`): stands up a one-node Slurm
# cluster on this machine from Debian's packages, submits scripts/slurm/playtest-shard.sbatch as a job
# array and scripts/slurm/playtest-merge.sbatch after it (afterok), and checks that the merged CSVs are
# byte-identical to the same run played unsharded. Needs root (apt-get, daemons); no systemd needed.
# Everything it starts is stopped on every exit path; its files go under one temporary folder.
#
# Environment: SLURM_E2E_SHARDS (default 3), SLURM_E2E_GAMES (games per pairing, default 20),
# SLURM_E2E_PORT (slurmctld's port, slurmd's is the next one; default 26817),
# SLURM_E2E_TIMEOUT (seconds to wait for the jobs, default 600), SLURM_E2E_KEEP=1 keeps the folder.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
shards=${SLURM_E2E_SHARDS:-3}
games=${SLURM_E2E_GAMES:-20}
port=${SLURM_E2E_PORT:-26817}
timeout=${SLURM_E2E_TIMEOUT:-600}
started=$SECONDS

log() { printf '[slurm-e2e %4ss] %s\n' "$((SECONDS - started))" "$*"; }
die() { log "FAIL: $*" >&2; exit 1; }

[[ $(id -u) == 0 ]] || die "run as root: it installs slurm-wlm and munge and runs their daemons"
[[ $shards =~ ^[1-9][0-9]*$ ]] || die "SLURM_E2E_SHARDS is '$shards', expected a whole number >= 1"
[[ $games =~ ^[1-9][0-9]*$ ]] || die "SLURM_E2E_GAMES is '$games', expected a whole number >= 1"
[[ -f $repo/dist/src/cli/main.js ]] || die "no build in $repo/dist: run npm ci first"

# --- one folder for everything, and the cleanup on every exit path -------------------------------
work=$(mktemp -d "${TMPDIR:-/tmp}/slurm-e2e.XXXXXX")
# munged wants its socket's folders searchable by everyone and its key readable by nobody else.
chmod 755 "$work"
mkdir -p "$work"/{munge,munge-run,state,spool,log,jobs,results}
chmod 700 "$work/munge"
chmod 755 "$work/munge-run"
conf=$work/slurm.conf
export SLURM_CONF=$conf
munge_socket=$work/munge-run/munge.socket
munged_pid='' slurmctld_pid='' slurmd_pid='' ok=0

show_logs() {
  local f
  for f in "$work"/log/* "$work"/jobs/*; do
    [[ -f $f ]] || continue
    printf -- '--- %s (last 15 lines)\n' "$f" >&2
    tail -n 15 "$f" >&2
  done
}

stop_daemon() { # name pid
  [[ -n $2 ]] && kill -0 "$2" 2>/dev/null || return 0
  kill "$2" 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "$2" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$2" 2>/dev/null && { log "$1 did not stop, killing it"; kill -9 "$2" 2>/dev/null || true; }
  wait "$2" 2>/dev/null || true
}

cleanup() {
  local rc=$? pid
  trap - EXIT INT TERM
  set +e
  if [[ -n $slurmctld_pid ]] && kill -0 "$slurmctld_pid" 2>/dev/null; then
    # Cancel what is left so that no job step outlives slurmd.
    if [[ -n $(squeue -h -o %i 2>/dev/null) ]]; then
      log "cancelling the jobs still queued or running"
      squeue -h -o %i 2>/dev/null | xargs -r scancel --full 2>/dev/null
      for _ in $(seq 100); do [[ -z $(squeue -h -o %i 2>/dev/null) ]] && break; sleep 0.2; done
    fi
  fi
  stop_daemon slurmd "$slurmd_pid"
  stop_daemon slurmctld "$slurmctld_pid"
  stop_daemon munged "$munged_pid"
  # A job's processes carry this run's SLURM_CONF, a path no other process has: end any that is left.
  # (This script and its own grep carry it too: the list is taken first, and the script left out.)
  local left
  left=$(grep -lsaF "SLURM_CONF=$conf" /proc/[0-9]*/environ 2>/dev/null | cut -d/ -f3)
  for pid in $left; do
    [[ $pid == "$$" ]] || kill -9 "$pid" 2>/dev/null
  done
  if ((ok == 0)); then
    ((rc == 130 || rc == 143)) || show_logs
    log "$( ((rc == 130 || rc == 143)) && echo interrupted || echo FAILED) (exit $rc); files and logs kept in $work"
  elif [[ ${SLURM_E2E_KEEP:-0} == 1 ]]; then
    log "files kept in $work"
  else
    rm -rf "$work"
  fi
  log "daemons stopped"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- packages -------------------------------------------------------------------------------------
install_packages() {
  local missing=0 cmd
  for cmd in slurmctld slurmd sbatch squeue scontrol munged mungekey; do
    command -v "$cmd" >/dev/null || missing=1
  done
  if ((missing == 0)); then log "slurm-wlm and munge already installed"; return; fi
  log "installing slurm-wlm and munge with apt-get"
  # Package scripts would start the distribution's own munge/slurm services; this run starts its own.
  local policy=/usr/sbin/policy-rc.d own_policy=0
  if [[ ! -e $policy ]]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy" && own_policy=1
  fi
  local rc=0
  { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
      slurm-wlm munge; } >"$work/log/apt.log" 2>&1 || rc=$?
  ((own_policy == 0)) || rm -f "$policy"
  ((rc == 0)) || { tail -n 20 "$work/log/apt.log" >&2; die "apt-get failed (exit $rc)"; }
}
install_packages
log "$(slurmctld -V), $(munged -V 2>&1 | head -n 1)"

for p in "$port" "$((port + 1))"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
    die "port $p is in use on 127.0.0.1: set SLURM_E2E_PORT to a free pair of ports"
  fi
done

# The node as slurmd sees it (its hostname, cores and memory); traffic stays on the loopback address.
node_line=$(slurmd -C | head -n 1)
host=${node_line%% *}
host=${host#NodeName=}
[[ -n $host ]] || die "slurmd -C printed no NodeName: '$node_line'"
cat >"$conf" <<EOF
ClusterName=playtest-e2e
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$munge_socket
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MinJobAge=3600
$node_line NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=e2e Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF

# --- daemons ----------------------------------------------------------------------------------------
mungekey --create --keyfile="$work/munge/munge.key" >/dev/null 2>&1 ||
  dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
munged -F --socket="$munge_socket" --key-file="$work/munge/munge.key" --pid-file="$work/munge/munged.pid" \
  --seed-file="$work/munge/munged.seed" --log-file="$work/log/munged.log" >>"$work/log/munged.out" 2>&1 &
munged_pid=$!
for _ in $(seq 100); do
  munge -n -S "$munge_socket" 2>/dev/null | unmunge -S "$munge_socket" >/dev/null 2>&1 && break
  kill -0 "$munged_pid" 2>/dev/null || die "munged exited at start"
  sleep 0.1
done
munge -n -S "$munge_socket" | unmunge -S "$munge_socket" >/dev/null || die "munge does not answer on $munge_socket"
log "munged started (pid $munged_pid)"

slurmctld -D -c -f "$conf" >>"$work/log/slurmctld.out" 2>&1 &
slurmctld_pid=$!
slurmd -D -f "$conf" >>"$work/log/slurmd.out" 2>&1 &
slurmd_pid=$!
state=''
for _ in $(seq 300); do
  kill -0 "$slurmctld_pid" 2>/dev/null || die "slurmctld exited at start"
  kill -0 "$slurmd_pid" 2>/dev/null || die "slurmd exited at start"
  state=$(sinfo -h -n "$host" -o %T 2>/dev/null || true)
  [[ $state == idle ]] && break
  sleep 0.2
done
[[ $state == idle ]] || die "node $host is not idle after 60 s (state '$state')"
log "slurmctld (pid $slurmctld_pid) and slurmd (pid $slurmd_pid) up: node $host idle, $(sinfo -h -o '%c CPUs')"

# --- the jobs of docs/scaling.md --------------------------------------------------------------------
cd "$repo"
results=$work/results
run_args=(decks/*.txt --games "$games" --seed 19 --agent random)
# The batch scripts ask for 4 CPUs a task; this node may have fewer, and the command line wins.
array_id=$(sbatch --parsable --array="1-$shards" --cpus-per-task=1 --output="$work/jobs/shard-%a.out" \
  scripts/slurm/playtest-shard.sbatch "$results" "${run_args[@]}")
merge_id=$(sbatch --parsable --dependency="afterok:$array_id" --kill-on-invalid-dep=yes \
  --output="$work/jobs/merge.out" scripts/slurm/playtest-merge.sbatch "$results")
log "submitted array job $array_id (tasks 1-$shards) and merge job $merge_id (afterok:$array_id)"

deadline=$((SECONDS + timeout))
while [[ -n $(squeue -h -o %i 2>/dev/null) ]]; do
  ((SECONDS < deadline)) || die "jobs still queued or running after $timeout s: $(squeue -h -o '%i %T %r' | tr '\n' ';')"
  kill -0 "$slurmctld_pid" 2>/dev/null || die "slurmctld died while the jobs ran"
  sleep 1
done

job_field() { # job id, field name
  scontrol -o show job "$1" | tr ' ' '\n' | sed -n "s/^$2=//p" | head -n 1
}
failed=''
for t in $(seq "$shards"); do
  st=$(job_field "${array_id}_$t" JobState) ec=$(job_field "${array_id}_$t" ExitCode)
  played=$(($(wc -l <"$results/shard-$t/games.csv" 2>/dev/null || echo 1) - 1))
  log "shard task ${array_id}_$t: $st, exit $ec, $played games in shard-$t/"
  [[ $st == COMPLETED && $ec == 0:0 ]] || failed+=" ${array_id}_$t"
  said=$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).shard' \
    "$results/shard-$t/manifest.json" 2>/dev/null || echo none)
  [[ $said == "$t/$shards" ]] || failed+=" ${array_id}_$t(played shard $said, not $t/$shards)"
done
st=$(job_field "$merge_id" JobState) ec=$(job_field "$merge_id" ExitCode)
reason=$(job_field "$merge_id" Reason)
[[ $reason != None ]] || reason=''
log "merge job $merge_id: $st, exit $ec${reason:+, reason $reason}"
[[ -z $failed ]] || die "shard tasks that failed:$failed"
[[ $st == COMPLETED && $ec == 0:0 ]] || die "merge job $merge_id ended $st (exit $ec)"

# --- the same run, unsharded ------------------------------------------------------------------------
npx playtest run "${run_args[@]}" --workers 1 --out "$work/unsharded" >"$work/jobs/unsharded.out" 2>&1 ||
  die "the unsharded run failed (exit $?)"
log "unsharded run: $(($(wc -l <"$work/unsharded/games.csv") - 1)) games"

compared=0
for f in "$work"/unsharded/*.csv; do
  name=${f##*/}
  [[ -f $results/merged/$name ]] || die "merged/ has no $name"
  cmp -s "$f" "$results/merged/$name" || die "merged/$name differs from the unsharded run's: $(cmp "$f" "$results/merged/$name")"
  log "merged/$name = unsharded/$name ($(wc -c <"$f") bytes, sha256 $(sha256sum "$f" | cut -c1-16))"
  compared=$((compared + 1))
done
extra=$(comm -13 <(cd "$work/unsharded" && ls -- *.csv) <(cd "$results/merged" && ls -- *.csv))
[[ -z $extra ]] || die "merged/ has CSVs the unsharded run has not: $extra"
((compared > 0)) || die "the unsharded run wrote no CSV"

ok=1
log "PASS: $shards shards on Slurm, merged after them, $compared CSVs byte-identical to the unsharded run"
