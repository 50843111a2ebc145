// Two runs of the same games (the same run seed, decks and agents: a run and its --baseline) paired game
// by game: game i of one and game i of the other have the same seed and seats, so each matchup's change
// can be measured seed by seed, which cancels the luck both runs share. Read from the runs' games.csv.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRecord } from '../harness/types.js';
import { addSeedDiff, emptySeedDiffs, hoeffdingHalfWidth, hoeffdingP, signFlipP, winRateSpread } from './exact.js';
import { GamesReader } from './games-read.js';
import { ConfidenceSequence } from './paired.js';

/** A matchup as matchups.csv keys it: deck, opponent, agent, opponent_agent. */
export type MatchupKey = [string, string, string, string];

export const keyText = (k: MatchupKey): string => JSON.stringify(k);

/**
 * Per matchup (by keyText) whose games pair up, the change from the first run to the second of the
 * deck's wins, seed by seed in game order: each entry is the deck's wins in the second run minus the first
 * over the seed's games (-2..2), with the number of games it covers (2, or 1 when the other game of the
 * seed errored in a run).
 */
export interface PairedChanges {
  diffs: number[];
  games: number[];
}

interface Side {
  seed: number;
  onPlay: string;
  winner: string;
  group: string;
}

const groupOf = (r: GameRecord, agents: boolean) =>
  `${r.deckA}\u0000${r.deckB}\u0000${agents ? `${r.agentA}\u0000${r.agentB}` : '\u0000'}`;

async function readSides(file: string, agents: boolean): Promise<Map<number, Side>> {
  const out = new Map<number, Side>();
  const reader = new GamesReader(file);
  try {
    for (let r = await reader.next(); r !== undefined; r = await reader.next())
      out.set(r.gameIndex, { seed: r.seed, onPlay: r.onPlay, winner: r.winner, group: groupOf(r, agents) });
  } finally {
    reader.close();
  }
  return out;
}

/**
 * The matchups of `nowDir` whose every game has the same seed and seats in `baseDir` (and the other way
 * round), paired by seed; undefined when either folder has no games.csv. A game that errored in either
 * run is left out of its pair. With `agents` false the runs may differ in their agents (pilots): the
 * matchups are then keyed with empty agents. A GamesFileError tells a games.csv that cannot be read.
 */
export async function pairedChanges(
  baseDir: string,
  nowDir: string,
  agents = true,
): Promise<Map<string, PairedChanges> | undefined> {
  const [baseFile, nowFile] = [join(baseDir, 'games.csv'), join(nowDir, 'games.csv')];
  if (!existsSync(baseFile) || !existsSync(nowFile)) return undefined;
  const base = await readSides(baseFile, agents);
  const now = await readSides(nowFile, agents);
  const broken = new Set<string>(); // groups with a game the other run lacks or plays differently
  // seed unit (group, game index / 2) -> [seat A's change, seat B's change, games]
  const units = new Map<string, { group: string; unit: number; a: number; b: number; games: number }>();
  const check = (from: Map<number, Side>, to: Map<number, Side>) => {
    for (const [i, s] of from) {
      const t = to.get(i);
      if (t === undefined || t.group !== s.group || t.seed !== s.seed || t.onPlay !== s.onPlay) broken.add(s.group);
    }
  };
  check(base, now);
  check(now, base);
  for (const [i, n] of now) {
    const b = base.get(i) as Side | undefined;
    if (b === undefined || broken.has(n.group) || n.winner === '' || b.winner === '') continue;
    const unit = Math.floor(i / 2);
    const key = `${n.group}\u0000${unit}`;
    let u = units.get(key);
    if (u === undefined) {
      u = { group: n.group, unit, a: 0, b: 0, games: 0 };
      units.set(key, u);
    }
    u.a += Number(n.winner === 'A') - Number(b.winner === 'A');
    u.b += Number(n.winner === 'B') - Number(b.winner === 'B');
    u.games++;
  }
  const out = new Map<string, PairedChanges>();
  const sorted = [...units.values()].sort((x, y) => x.unit - y.unit);
  for (const u of sorted) {
    const [deckA, deckB, agentA, agentB] = u.group.split('\u0000');
    for (const [key, d] of [
      [keyText([deckA, deckB, agentA, agentB]), u.a],
      [keyText([deckB, deckA, agentB, agentA]), u.b],
    ] as const) {
      let c = out.get(key);
      if (c === undefined) {
        c = { diffs: [], games: [] };
        out.set(key, c);
      }
      c.diffs.push(d);
      c.games.push(u.games);
    }
  }
  return out;
}

/** A change of win rate from one run to another: its 95% interval and the p-value of "no change". */
export interface Change {
  diff: number;
  low: number;
  high: number;
  p: number;
  /** paired: seed by seed (exact sign-flip test); totals: from the two win rates (Hoeffding over seeds). */
  test: 'paired' | 'totals';
}

/**
 * The change from `base` to `now` (wins of games): from the paired seeds when there are any, with the
 * exact sign-flip test and the fixed-time betting interval (paired.ts), else from the totals alone, with
 * Hoeffding's inequality over seeds, which holds however the two games of a seed go together.
 */
export function changeOf(
  base: { games: number; wins: number },
  now: { games: number; wins: number },
  paired: PairedChanges | undefined,
  alpha = 0.05,
): Change {
  if (paired !== undefined && paired.diffs.length > 0) {
    const seeds = emptySeedDiffs();
    const ci = new ConfidenceSequence(alpha, paired.diffs.length);
    let sum = 0;
    let games = 0;
    paired.diffs.forEach((d, i) => {
      addSeedDiff(seeds, d);
      ci.add(d / paired.games[i]);
      sum += d;
      games += paired.games[i];
    });
    return { diff: sum / games, ...ci.interval(), p: signFlipP(seeds), test: 'paired' };
  }
  const diff = now.wins / now.games - base.wins / base.games;
  const spread = winRateSpread(now.games) + winRateSpread(base.games);
  const half = hoeffdingHalfWidth(spread, alpha);
  return {
    diff,
    low: Math.max(-1, diff - half),
    high: Math.min(1, diff + half),
    p: hoeffdingP(diff, spread),
    test: 'totals',
  };
}

/** Several matchups' paired seeds as one (a deck against its whole field), in the order given. */
export function joinChanges(parts: PairedChanges[]): PairedChanges {
  return { diffs: parts.flatMap((p) => p.diffs), games: parts.flatMap((p) => p.games) };
}
