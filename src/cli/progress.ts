// Progress of a long run on stderr: a cli-progress bar (games done, games/sec, ETA) on a terminal, or a
// plain line every PLAIN_EVERY_MS when stderr is a file or a CI log, where a redrawn bar would be noise.
import cliProgress from 'cli-progress';
import type { Io } from './io.js';

export const PLAIN_EVERY_MS = 10_000;

export interface Progress {
  /** `n` more games finished. */
  add(n: number): void;
  stop(): void;
}

/** Progress over `total` games of which `done` were finished before this process started (resume). */
export function startProgress(io: Io, total: number, done: number, now: () => number = () => performance.now()): Progress {
  return io.progress ? barProgress(total, done, now) : plainProgress(io, total, done, now);
}

function rateAndEta(count: number, total: number, played: number, t0: number, now: number): [string, string] {
  const secs = (now - t0) / 1000;
  const perSec = secs > 0 ? played / secs : 0;
  const eta = perSec > 0 ? (total - count) / perSec : NaN;
  return [perSec.toFixed(0), Number.isFinite(eta) ? formatDuration(eta) : '?'];
}

export function formatDuration(secs: number): string {
  const s = Math.round(secs);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

function barProgress(total: number, done: number, now: () => number): Progress {
  const bar = new cliProgress.SingleBar({
    format: 'games {bar} {value}/{total} | {speed} games/s | ETA {eta_text}',
    stream: process.stderr,
    hideCursor: true,
    clearOnComplete: false,
  }, cliProgress.Presets.shades_classic);
  const t0 = now();
  let count = done;
  bar.start(total, count, { speed: '0', eta_text: '?' });
  return {
    add(n) {
      count += n;
      const [speed, eta] = rateAndEta(count, total, count - done, t0, now());
      bar.update(count, { speed, eta_text: eta });
    },
    stop() { bar.stop(); },
  };
}

function plainProgress(io: Io, total: number, done: number, now: () => number): Progress {
  const t0 = now();
  let count = done;
  let last = t0;
  return {
    add(n) {
      count += n;
      const t = now();
      if (t - last < PLAIN_EVERY_MS || count >= total) return;
      last = t;
      const [speed, eta] = rateAndEta(count, total, count - done, t0, t);
      const pct = total > 0 ? Math.floor((100 * count) / total) : 100;
      io.err(`progress: ${count}/${total} games (${pct}%), ${speed} games/s, ETA ${eta}\n`);
    },
    stop() {},
  };
}
