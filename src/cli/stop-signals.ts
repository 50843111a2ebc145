// How a run learns that it should stop: SIGINT or SIGTERM, or the npm process that started it going away.
// `npx playtest` and `npm run` put npm (and a shell) between the scheduler and this process; a signal sent to
// npm ends npm but is not passed on, so the run would go on writing "complete" reports nobody waits for.
import { readFileSync } from 'node:fs';

/** Exit codes of a run stopped by a signal: 128 + the signal's number, as shells report it. */
export const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };
/** What `received()` says when the npm process that started the run exited. */
export const PARENT_EXITED = 'npm exited';
/** How often the npm process is looked for (ms): a stop within a second is what a scheduler's grace period allows. */
const WATCH_MS = 500;

export interface StopSignals {
  signal: AbortSignal;
  /** The signal (or PARENT_EXITED) that stopped the run; undefined while it runs. */
  received(): string | undefined;
  dispose(): void;
}

/**
 * The first SIGINT or SIGTERM aborts the run (finished games are kept); a second one while the reports are
 * written exits at once, for a user who really wants out. Started by npm (`npx`, `npm run`), the run also
 * stops, as for SIGTERM, when that npm process exits before it.
 */
export function stopOnSignals(env: NodeJS.ProcessEnv = process.env): StopSignals {
  const controller = new AbortController();
  let got: string | undefined;
  const stop = (why: string) => {
    got = why;
    controller.abort();
  };
  const handler = (sig: NodeJS.Signals) => {
    if (got !== undefined) process.exit(SIGNAL_EXIT[sig] ?? 130);
    stop(sig);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  const watch = watchNpm(env, () => {
    if (got === undefined) stop(PARENT_EXITED);
  });
  return {
    signal: controller.signal,
    received: () => got,
    dispose: () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
      if (watch) clearInterval(watch);
    },
  };
}

/**
 * Under npm (it sets npm_command for what it runs), polls whether the npm process still exists, and whether
 * this process's parent changed (the shell npm started between them exited too). Only then: a run started
 * from a shell and left running on purpose (nohup, a job whose terminal closed) must not stop.
 */
function watchNpm(env: NodeJS.ProcessEnv, onExit: () => void): NodeJS.Timeout | undefined {
  if (env.npm_command === undefined) return undefined;
  const parent = process.ppid;
  const npm = npmAncestor(parent);
  const timer = setInterval(() => {
    if (process.ppid !== parent || (npm !== undefined && !alive(npm))) {
      clearInterval(timer);
      onExit();
    }
  }, WATCH_MS);
  timer.unref(); // never what keeps the process alive
  return timer;
}

/** The nearest ancestor whose command line is npm's (Linux /proc); undefined elsewhere or when none is found. */
export function npmAncestor(from: number): number | undefined {
  let pid = from;
  for (let depth = 0; depth < 4 && pid > 1; depth++) {
    const cmdline = readProc(pid, 'cmdline');
    const stat = readProc(pid, 'stat');
    if (cmdline === undefined || stat === undefined) return undefined;
    if (/(^|[/\0])(npm|npx)(-cli\.js)?(\0|$)|npm exec|npm run/.test(cmdline)) return pid;
    // stat: "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  return undefined;
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** Does process `pid` exist (on this machine)? */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}
