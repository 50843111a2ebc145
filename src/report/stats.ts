// Statistics behind the reports: Wilson intervals and the per-matchup, per-card, per-loop and
// mulligan rows, computed from a run's tally (tally.ts). Games that errored have no result, so they
// count in games.csv only, never in these rows.
import type { GameRecord, LoopKind } from '../harness/types.js';
import { type GroupTally, type RunTally, tallyOf } from './tally.js';

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** Wilson score interval for `wins` successes out of `n`; [0, 1] when n is 0. */
export function wilson(wins: number, n: number, z = Z95): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // The exact bounds at 0/n and n/n are 0 and 1; floating point would miss them by a hair.
  return {
    low: wins === 0 ? 0 : Math.max(0, center - half),
    high: wins === n ? 1 : Math.min(1, center + half),
  };
}

/** wins / n, or undefined when there are no games (written as an empty cell). */
export function rate(wins: number, n: number): number | undefined {
  return n === 0 ? undefined : wins / n;
}

export type Seat = 'A' | 'B';
const SEATS: Seat[] = ['A', 'B'];

/** The pairings, in order of each pairing's first game_index. */
export function groupsInOrder(t: RunTally): GroupTally[] {
  return [...t.groups.values()].sort((x, y) => x.first - y.first);
}

export interface MatchupRow {
  deck: string;
  opponent: string;
  agent: string;
  opponentAgent: string;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  winRate: number | undefined;
  ciLow: number | undefined;
  ciHigh: number | undefined;
  winRatePlay: number | undefined;
  winRateDraw: number | undefined;
  meanTurns: number | undefined;
}

/** Two rows per pairing, seat A's deck first, then seat B's. */
export function matchupRows(source: RunTally | readonly GameRecord[]): MatchupRow[] {
  return groupsInOrder(tallyOf(source)).flatMap((g) => SEATS.map((s) => matchupRow(g, s)));
}

function matchupRow(g: GroupTally, seat: Seat): MatchupRow {
  const n = g.games;
  const a = seat === 'A';
  const wins = a ? g.winsA : g.winsB;
  const ci = wilson(wins, n);
  // Seat A is on the play in playA games; seat B in the others.
  const onPlay = a ? g.playA : n - g.playA;
  const winsOnPlay = a ? g.winsAPlayA : g.winsB - g.winsBPlayA;
  return {
    deck: a ? g.deckA : g.deckB,
    opponent: a ? g.deckB : g.deckA,
    agent: a ? g.agentA : g.agentB,
    opponentAgent: a ? g.agentB : g.agentA,
    games: n,
    wins,
    losses: a ? g.winsB : g.winsA,
    draws: g.draws,
    winRate: rate(wins, n),
    ciLow: n === 0 ? undefined : ci.low,
    ciHigh: n === 0 ? undefined : ci.high,
    winRatePlay: rate(winsOnPlay, onPlay),
    winRateDraw: rate(wins - winsOnPlay, n - onPlay),
    meanTurns: rate(g.turns, n),
  };
}

export interface CardRow {
  deck: string;
  card: string;
  gamesDrawn: number;
  winRateDrawn: number | undefined;
  gamesCast: number;
  winRateCast: number | undefined;
  meanTurnFirstCast: number | undefined;   // game turn number (both players' turns count)
}

/**
 * Per deck and card: in how many games the card was drawn / cast, and the deck's win rate in those
 * games. `deckLists` adds cards never drawn (0 games) so every card of a deck gets a row.
 */
export function cardRows(source: RunTally | readonly GameRecord[], deckLists: { name: string; cards: string[] }[] = []): CardRow[] {
  const t = tallyOf(source);
  const tallies = [...t.cards.values()].flatMap((cards) => [...cards.values()]);
  for (const d of deckLists) {
    for (const card of new Set(d.cards)) {
      if (t.cards.get(d.name)?.has(card) !== true) tallies.push({ deck: d.name, card, drawn: 0, drawnWins: 0, cast: 0, castWins: 0, castTurns: 0 });
    }
  }
  return tallies
    .sort((x, y) => compareStrings(x.deck, y.deck) || compareStrings(x.card, y.card))
    .map((c) => ({
      deck: c.deck,
      card: c.card,
      gamesDrawn: c.drawn,
      winRateDrawn: rate(c.drawnWins, c.drawn),
      gamesCast: c.cast,
      winRateCast: rate(c.castWins, c.cast),
      meanTurnFirstCast: rate(c.castTurns, c.cast),
    }));
}

export interface LoopRow {
  deck: string;
  opponent: string;
  loopKind: LoopKind;
  signature: string;
  games: number;
  loopGames: number;
  loopRate: number | undefined;
  exampleGame: number;
}

const LOOP_ORDER: LoopKind[] = ['mandatory_draw', 'optional_one_player', 'optional_two_player', 'turn_limit'];

/** One row per pairing and loop kind seen (not 'none'); example_game is the first such game. */
export function loopRows(source: RunTally | readonly GameRecord[]): LoopRow[] {
  const rows: LoopRow[] = [];
  for (const g of groupsInOrder(tallyOf(source))) {
    for (const kind of LOOP_ORDER) {
      const hits = g.loops.get(kind);
      if (hits === undefined) continue;
      rows.push({
        deck: g.deckA,
        opponent: g.deckB,
        loopKind: kind,
        signature: kind, // the engine reports no finer loop signature yet
        games: g.games,
        loopGames: hits.games,
        loopRate: rate(hits.games, g.games),
        exampleGame: hits.example,
      });
    }
  }
  return rows;
}

export interface MulliganRow {
  deck: string;
  agent: string;
  mulligans: number;
  games: number;                 // the deck's games with this many mulligans
  share: number | undefined;     // of all the deck's games with that agent
  wins: number;
  winRate: number | undefined;
  ciLow: number | undefined;
  ciHigh: number | undefined;
}

/** Per deck, agent and mulligan count seen: how often, and the win rate after it. Sorted. */
export function mulliganRows(source: RunTally | readonly GameRecord[]): MulliganRow[] {
  const rows: MulliganRow[] = [];
  for (const [deck, byAgent] of tallyOf(source).mulligans) {
    for (const [agent, byCount] of byAgent) {
      let total = 0;
      for (const m of byCount.values()) total += m.games;
      for (const [mulligans, m] of byCount) {
        const ci = wilson(m.wins, m.games);
        rows.push({
          deck, agent, mulligans, games: m.games, share: rate(m.games, total),
          wins: m.wins, winRate: rate(m.wins, m.games), ciLow: ci.low, ciHigh: ci.high,
        });
      }
    }
  }
  return rows.sort((x, y) => compareStrings(x.deck, y.deck) || compareStrings(x.agent, y.agent) || x.mulligans - y.mulligans);
}

/** A deck's win rate over all its finished games, or undefined when it has none. */
export function deckWinRate(t: RunTally, deck: string): number | undefined {
  const s = t.sides.get(deck);
  return s === undefined ? undefined : rate(s.playWins + s.drawWins, s.play + s.draw);
}

export function byGameIndex(records: readonly GameRecord[]): GameRecord[] {
  return [...records].sort((x, y) => x.gameIndex - y.gameIndex);
}

/** Code-unit order: unlike localeCompare it does not depend on the machine's locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
