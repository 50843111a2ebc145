// The kill-turn figures of `playtest goldfish` (goldfish.csv and goldfish-turns.csv): each deck against the
// goldfish, per agent, on the play, on the draw and both, from the run's tally. The kill turn is the deck's own
// turn number on which the goldfish lost (games.csv's winner_turn). A game without a kill (the turn limit came
// first, or the deck lost on its own) is censored: it counts in the games and the shares, never in the mean.
import { type Column, count, rate, text, turns } from './columns.js';
import { csvTable } from './csv.js';
import { groupsInOrder, wilson, Z95 } from './stats.js';
import type { GroupTally, RunTally } from './tally.js';

export type Side = 'play' | 'draw' | 'both';
export const SIDES: readonly Side[] = ['play', 'draw', 'both'];

/** One deck, agent and side: its games and the kills among them by turn. */
export interface KillCurve {
  deck: string;
  agent: string;
  play: Side;
  games: number; // finished games (errored ones are left out)
  deckLost: number; // games the deck lost on its own (its own damage, mana burn, its empty library)
  /** The deck's last own turn before the turn limit: "no kill by turn N". */
  lastTurn: number;
  /** kills[k]: games killed on the deck's own turn k (index 0 unused). */
  kills: number[];
}

export interface GoldfishRow {
  deck: string;
  agent: string;
  play: Side;
  games: number;
  kills: number;
  noKill: number;
  deckLost: number;
  lastTurn: number;
  mean: number | undefined;
  meanLow: number | undefined;
  meanHigh: number | undefined;
  median: number | undefined;
}

export interface TurnRow {
  deck: string;
  agent: string;
  play: Side;
  turn: number;
  kills: number; // killed on this turn
  killedBy: number; // killed on this turn or before
  games: number;
  share: number | undefined; // killedBy / games
  shareLow: number | undefined;
  shareHigh: number | undefined;
}

/** The kill curves of a goldfish run: per deck and agent, play, draw and both; maxTurns is the run's turn limit. */
export function killCurves(t: RunTally, maxTurns: number): KillCurve[] {
  return groupsInOrder(t).flatMap((g) => SIDES.map((side) => curveOf(g, side, maxTurns)));
}

function curveOf(g: GroupTally, side: Side, maxTurns: number): KillCurve {
  // The deck is seat A; on the play it takes the odd game turns, on the draw the even ones.
  const play = { games: g.playA, lost: g.winsBPlayA, kills: g.winsByTurnA.play, last: Math.ceil(maxTurns / 2) };
  const draw = {
    games: g.games - g.playA,
    lost: g.winsB - g.winsBPlayA,
    kills: g.winsByTurnA.draw,
    last: Math.floor(maxTurns / 2),
  };
  const parts = side === 'play' ? [play] : side === 'draw' ? [draw] : [play, draw];
  const kills = [0];
  for (const p of parts) p.kills.forEach((n, k) => (kills[k] = (kills[k] ?? 0) + n));
  for (let k = 0; k < kills.length; k++) kills[k] ??= 0;
  return {
    deck: g.deckA,
    agent: g.agentA,
    play: side,
    games: parts.reduce((n, p) => n + p.games, 0),
    deckLost: parts.reduce((n, p) => n + p.lost, 0),
    lastTurn: Math.max(...parts.map((p) => p.last)),
    kills,
  };
}

/** goldfish.csv's rows: one per deck, agent and side. */
export function goldfishRows(curves: readonly KillCurve[]): GoldfishRow[] {
  return curves.map((c) => {
    const kills = c.kills.reduce((a, b) => a + b, 0);
    const mean = meanInterval(c.kills, c.play === 'both');
    return {
      deck: c.deck,
      agent: c.agent,
      play: c.play,
      games: c.games,
      kills,
      noKill: c.games - kills,
      deckLost: c.deckLost,
      lastTurn: c.lastTurn,
      mean: mean?.mean,
      meanLow: mean?.low,
      meanHigh: mean?.high,
      median: median(c.kills, c.games),
    };
  });
}

/**
 * The mean kill turn over the kills with its 95% t-interval. The two games of a seed share their shuffles, so in
 * `both` they are not independent: its interval is widened by sqrt(2), the most their correlation can narrow it
 * (as if each seed were one observation). No interval under two kills.
 */
function meanInterval(
  kills: readonly number[],
  paired: boolean,
): { mean: number; low?: number; high?: number } | undefined {
  let n = 0;
  let sum = 0;
  kills.forEach((c, k) => {
    n += c;
    sum += c * k;
  });
  if (n === 0) return undefined;
  const mean = sum / n;
  if (n < 2) return { mean };
  let squares = 0;
  kills.forEach((c, k) => (squares += c * (k - mean) ** 2));
  const half = tQuantile975(n - 1) * Math.sqrt(squares / (n - 1) / n) * (paired ? Math.SQRT2 : 1);
  return { mean, low: mean - half, high: mean + half };
}

/**
 * The median kill turn over every game, games without a kill counted as beyond the turn limit: the first turn by
 * which at least half the games were killed; undefined when fewer than half were killed.
 */
function median(kills: readonly number[], games: number): number | undefined {
  let by = 0;
  for (let k = 1; k < kills.length; k++) {
    by += kills[k];
    if (games > 0 && 2 * by >= games) return k;
  }
  return undefined;
}

// Student's t at 97.5% for 1 to 30 degrees of freedom (standard tables); beyond, the Cornish-Fisher expansion in
// 1/df, good to 1e-4 there. Written here: no dependency of the project gives t quantiles.
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

export function tQuantile975(df: number): number {
  if (df <= T975.length) return T975[df - 1];
  const z = Z95;
  const z3 = z ** 3;
  const z5 = z ** 5;
  return z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df * df);
}

/** goldfish-turns.csv's rows: per deck, agent and side, turns 1 to the last turn any game of the run was killed on. */
export function turnRows(curves: readonly KillCurve[]): TurnRow[] {
  const last = Math.max(1, ...curves.map((c) => c.kills.length - 1));
  return curves.flatMap((c) => {
    let by = 0;
    return Array.from({ length: last }, (_, i) => {
      const turn = i + 1;
      const kills = c.kills[turn] ?? 0;
      by += kills;
      const ci = wilson(by, c.games);
      return {
        deck: c.deck,
        agent: c.agent,
        play: c.play,
        turn,
        kills,
        killedBy: by,
        games: c.games,
        share: c.games === 0 ? undefined : by / c.games,
        shareLow: c.games === 0 ? undefined : ci.low,
        shareHigh: c.games === 0 ? undefined : ci.high,
      };
    });
  });
}

/** goldfish.csv: one row per deck, agent and side (play, draw, both). */
export const GOLDFISH = [
  text('deck', (r) => r.deck),
  text('agent', (r) => r.agent),
  text('play', (r) => r.play),
  count('games', (r) => r.games),
  count('kills', (r) => r.kills),
  count('no_kill', (r) => r.noKill),
  count('deck_lost', (r) => r.deckLost),
  count('last_turn', (r) => r.lastTurn),
  turns('mean_kill_turn', (r) => r.mean),
  turns('mean_low', (r) => r.meanLow),
  turns('mean_high', (r) => r.meanHigh),
  count('median_kill_turn', (r) => r.median),
] satisfies Column<GoldfishRow>[];

/** goldfish-turns.csv: the cumulative kill-turn distribution, one row per deck, agent, side and turn. */
export const GOLDFISH_TURNS = [
  text('deck', (r) => r.deck),
  text('agent', (r) => r.agent),
  text('play', (r) => r.play),
  count('turn', (r) => r.turn),
  count('kills', (r) => r.kills),
  count('killed_by', (r) => r.killedBy),
  count('games', (r) => r.games),
  rate('share', (r) => r.share),
  rate('share_low', (r) => r.shareLow),
  rate('share_high', (r) => r.shareHigh),
] satisfies Column<TurnRow>[];

/** The goldfish files of a run folder, by name. */
export function goldfishCsvs(t: RunTally, maxTurns: number): [string, string][] {
  const curves = killCurves(t, maxTurns);
  return [
    ['goldfish.csv', csvTable(GOLDFISH, goldfishRows(curves))],
    ['goldfish-turns.csv', csvTable(GOLDFISH_TURNS, turnRows(curves))],
  ];
}
