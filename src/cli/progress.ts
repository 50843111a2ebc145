// Progress of a long run on stderr: a cli-progress bar (games done, games/sec, ETA) on a terminal, or a
// plain line every PLAIN_EVERY_MS when stderr is a file or a CI log, where a redrawn bar would be noise.
import cliProgress from 'cli-progress';
import { forEachResult, type PackedBatch } from '../harness/batch.js';
import type { RunPlan } from '../harness/plan.js';
import { deckSides } from '../report/sides.js';
import type { Io } from './io.js';

export const PLAIN_EVERY_MS = 10_000;

export interface Progress {
  /** `n` more games finished; `note` (the current leader) is shown with the count. */
  add(n: number, note?: string): void;
  stop(): void;
}

/**
 * Progress over `total` games of which `done` were finished before this process started (resume),
 * shown at once, before the first game ends: a bar on a terminal, otherwise a first plain line; both
 * with `start`, what the run does until then (e.g. "2 worker(s) starting").
 */
export function startProgress(
  io: Io,
  total: number,
  done: number,
  now: () => number = () => performance.now(),
  start?: string,
  unit = 'games', // what is counted: games, or with --match matches
): Progress {
  if (io.progress) return barProgress(total, done, now, start, unit);
  if (start !== undefined) io.err(`progress: ${done}/${total} ${unit} (${percent(done, total)}%), ${start}\n`);
  return plainProgress(io, total, done, now, unit);
}

function percent(count: number, total: number): number {
  return total > 0 ? Math.floor((100 * count) / total) : 100;
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

function barProgress(
  total: number,
  done: number,
  now: () => number,
  start: string | undefined,
  unit: string,
): Progress {
  const bar = new cliProgress.SingleBar(
    {
      format: `${unit} {bar} {value}/{total} | {speed} ${unit}/s | ETA {eta_text}{note}`,
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const t0 = now();
  let count = done;
  bar.start(total, count, { speed: '0', eta_text: '?', note: start ? ` | ${start}` : '' });
  return {
    add(n, note) {
      count += n;
      const [speed, eta] = rateAndEta(count, total, count - done, t0, now());
      bar.update(count, { speed, eta_text: eta, note: note ? ` | ${note}` : '' });
    },
    stop() {
      bar.stop();
    },
  };
}

function plainProgress(io: Io, total: number, done: number, now: () => number, unit: string): Progress {
  const t0 = now();
  let count = done;
  let last = t0;
  return {
    add(n, note) {
      count += n;
      const t = now();
      if (t - last < PLAIN_EVERY_MS || count >= total) return;
      last = t;
      const [speed, eta] = rateAndEta(count, total, count - done, t0, t);
      io.err(
        `progress: ${count}/${total} ${unit} (${percent(count, total)}%), ${speed} ${unit}/s, ETA ${eta}${note ? `, ${note}` : ''}\n`,
      );
    },
    stop() {},
  };
}

/**
 * The ranked deck (sides.ts: in a gauntlet, a deck under test, never a --vs deck) with the best win
 * rate against the field so far, from the finished batches (a few integer operations a game; mirrors of
 * one deck are left out as in decks.csv).
 */
export class Leader {
  private readonly wins: Float64Array;
  private readonly games: Float64Array;
  private readonly names: string[];
  private readonly seatOf: Int32Array; // per pairing: name numbers of seat A and seat B, -1 for a mirror or the field

  constructor(private readonly plan: RunPlan) {
    const ranked = deckSides(plan.config).ranked;
    this.names = [...new Set(plan.pairs.flat().map((d) => d.name))].filter((n) => ranked.has(n));
    const at = new Map(this.names.map((n, i) => [n, i]));
    this.seatOf = new Int32Array(2 * plan.pairs.length);
    plan.pairs.forEach(([a, b], p) => {
      const mirror = a.name === b.name && plan.config.agents[0] === plan.config.agents[1];
      this.seatOf[2 * p] = mirror ? -1 : (at.get(a.name) ?? -1);
      this.seatOf[2 * p + 1] = mirror ? -1 : (at.get(b.name) ?? -1);
    });
    this.wins = new Float64Array(this.names.length);
    this.games = new Float64Array(this.names.length);
  }

  add(b: PackedBatch): void {
    forEachResult(b, (i, winner) => {
      if (winner < 0) return;
      const p = this.plan.pairingOf(i);
      for (let seat = 0; seat < 2; seat++) {
        const d = this.seatOf[2 * p + seat];
        if (d < 0) continue;
        this.games[d]++;
        if (winner === seat) this.wins[d]++;
      }
    });
  }

  /** "leader: red-burn 61%"; with one deck under test "red-burn wins 61%"; '' before any game. */
  text(): string {
    let best = -1;
    for (let d = 0; d < this.names.length; d++) {
      if (this.games[d] === 0) continue;
      if (best < 0 || this.wins[d] / this.games[d] > this.wins[best] / this.games[best]) best = d;
    }
    if (best < 0) return '';
    const pct = Math.round((100 * this.wins[best]) / this.games[best]);
    return this.names.length === 1 ? `${this.names[0]} wins ${pct}%` : `leader: ${this.names[best]} ${pct}%`;
  }
}
