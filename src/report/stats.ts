// Statistics behind the reports: Wilson intervals and the per-matchup, per-card, per-loop and
// mulligan rows, computed from a run's tally (tally.ts). Games that errored have no result, so they
// count in games.csv only, never in these rows.
import type { GameRecord, LoopKind } from '../harness/types.js';
import { type CardTally, emptyCard, type GroupTally, type RunTally, tallyOf } from './tally.js';
import { LOOP_KINDS } from '../engine/api/setup.js';

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

/** Games won, lost and drawn, and the win rate with its Wilson 95% interval (undefined with no games). */
export interface WinTally {
  games: number;
  wins: number;
  losses: number;
  draws: number;
  winRate: number | undefined;
  ciLow: number | undefined;
  ciHigh: number | undefined;
}

export interface MatchupRow extends WinTally {
  deck: string;
  opponent: string;
  agent: string;
  opponentAgent: string;
  winRatePlay: number | undefined;
  winRateDraw: number | undefined;
  meanTurns: number | undefined;
  meanWinTurn: number | undefined; // the deck's own turn number when it won, over its wins
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
    meanWinTurn: rate(a ? g.winTurnsA : g.winTurnsB, wins),
  };
}

export interface CardRow {
  deck: string;
  card: string;
  land: boolean;
  gamesDrawn: number; // GIH: drawn at any point, opening hand included
  winRateDrawn: number | undefined; // GIH WR
  gamesCast: number;
  winRateCast: number | undefined;
  meanTurnFirstCast: number | undefined; // game turn number (both players' turns count)
  gamesOpening: number; // OH: in the kept opening hand
  winRateOpening: number | undefined; // OH WR
  gamesNotDrawn: number; // GNS: the deck's games in which the card was never drawn
  winRateNotDrawn: number | undefined; // GNS WR
  iwd: number | undefined; // improvement when drawn: GIH WR - GNS WR
  iwdLow: number | undefined; // its 95% interval (Newcombe's hybrid score interval)
  iwdHigh: number | undefined;
  /** Of the games it was drawn, the share in which it was never cast; none for a land (played, not cast). */
  neverCastRate: number | undefined;
}

/**
 * Per deck and card, the card-impact figures of 17lands: the deck's win rate when the card was in the
 * opening hand, drawn at any point, never drawn, and cast. `deckLists` adds cards never drawn (0
 * games) so every card of a deck gets a row; `lands` names the land cards, listed after the spells.
 */
export function cardRows(
  source: RunTally | readonly GameRecord[],
  deckLists: { name: string; cards: string[] }[] = [],
  lands: ReadonlySet<string> = new Set(),
): CardRow[] {
  const t = tallyOf(source);
  const tallies = [...t.cards.values()].flatMap((cards) => [...cards.values()]);
  for (const d of deckLists) {
    for (const card of new Set(d.cards)) {
      if (t.cards.get(d.name)?.has(card) !== true) tallies.push(emptyCard(d.name, card));
    }
  }
  return tallies
    .sort(
      (x, y) =>
        compareStrings(x.deck, y.deck) ||
        Number(lands.has(x.card)) - Number(lands.has(y.card)) ||
        compareStrings(x.card, y.card),
    )
    .map((c) => cardRow(t, c, lands.has(c.card)));
}

function cardRow(t: RunTally, c: CardTally, land: boolean): CardRow {
  const side = t.sides.get(c.deck);
  const deckGames = side === undefined ? 0 : side.play + side.draw;
  const deckWins = side === undefined ? 0 : side.playWins + side.drawWins;
  const notDrawn = deckGames - c.drawn;
  const diff = differenceInterval(c.drawnWins, c.drawn, deckWins - c.drawnWins, notDrawn);
  return {
    deck: c.deck,
    card: c.card,
    land,
    gamesDrawn: c.drawn,
    winRateDrawn: rate(c.drawnWins, c.drawn),
    gamesCast: c.cast,
    winRateCast: rate(c.castWins, c.cast),
    meanTurnFirstCast: rate(c.castTurns, c.cast),
    gamesOpening: c.opening,
    winRateOpening: rate(c.openingWins, c.opening),
    gamesNotDrawn: notDrawn,
    winRateNotDrawn: rate(deckWins - c.drawnWins, notDrawn),
    iwd: diff?.diff,
    iwdLow: diff?.low,
    iwdHigh: diff?.high,
    neverCastRate: land ? undefined : rate(c.drawnNotCast, c.drawn),
  };
}

/**
 * p1 - p2 for two independent proportions with a 95% interval: Newcombe's hybrid score interval
 * (1998, method 10), built from the two Wilson intervals, so it stays inside [-1, 1] and behaves at
 * small counts and at 0% or 100%. Undefined when either side has no games.
 */
export function differenceInterval(
  wins1: number,
  n1: number,
  wins2: number,
  n2: number,
): { diff: number; low: number; high: number } | undefined {
  if (n1 === 0 || n2 === 0) return undefined;
  const p1 = wins1 / n1;
  const p2 = wins2 / n2;
  const a = wilson(wins1, n1);
  const b = wilson(wins2, n2);
  const diff = p1 - p2;
  return {
    diff,
    low: diff - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: diff + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}

export interface DeckRow extends WinTally {
  deck: string;
  agent: string;
}

/**
 * Each deck (with its agent) against the whole field: its finished games against every opponent
 * summed. A mirror of the same deck and agent is left out: it says nothing about the field. Sorted by
 * deck and agent; `bestFirst` orders them by win rate instead.
 */
export function deckRows(source: RunTally | readonly GameRecord[], bestFirst = false): DeckRow[] {
  const byKey = new Map<string, DeckRow>();
  for (const g of tallyOf(source).groups.values()) {
    if (g.deckA === g.deckB && g.agentA === g.agentB) continue;
    for (const seat of SEATS) {
      const deck = seat === 'A' ? g.deckA : g.deckB;
      const agent = seat === 'A' ? g.agentA : g.agentB;
      const key = `${deck}\u0000${agent}`;
      let row = byKey.get(key);
      if (row === undefined) {
        row = {
          deck,
          agent,
          games: 0,
          wins: 0,
          losses: 0,
          draws: 0,
          winRate: undefined,
          ciLow: undefined,
          ciHigh: undefined,
        };
        byKey.set(key, row);
      }
      row.games += g.games;
      row.wins += seat === 'A' ? g.winsA : g.winsB;
      row.losses += seat === 'A' ? g.winsB : g.winsA;
      row.draws += g.draws;
    }
  }
  const rows = [...byKey.values()];
  for (const r of rows) {
    r.winRate = rate(r.wins, r.games);
    if (r.games > 0) {
      const ci = wilson(r.wins, r.games);
      r.ciLow = ci.low;
      r.ciHigh = ci.high;
    }
  }
  const byName = (x: DeckRow, y: DeckRow) => compareStrings(x.deck, y.deck) || compareStrings(x.agent, y.agent);
  return rows.sort(bestFirst ? (x, y) => (y.winRate ?? -1) - (x.winRate ?? -1) || byName(x, y) : byName);
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

const LOOP_ORDER: readonly LoopKind[] = LOOP_KINDS.slice(1); // 'none' is no loop

/**
 * One row per pairing, loop kind seen (not 'none') and loop signature (the cards of the loop; '' for
 * turn_limit and action_limit); example_game is the first such game.
 */
export function loopRows(source: RunTally | readonly GameRecord[]): LoopRow[] {
  const rows: LoopRow[] = [];
  for (const g of groupsInOrder(tallyOf(source))) {
    const hits = [...g.loops.values()].sort(
      (x, y) => LOOP_ORDER.indexOf(x.kind) - LOOP_ORDER.indexOf(y.kind) || compareStrings(x.signature, y.signature),
    );
    for (const h of hits) {
      rows.push({
        deck: g.deckA,
        opponent: g.deckB,
        loopKind: h.kind,
        signature: h.signature,
        games: g.games,
        loopGames: h.games,
        loopRate: rate(h.games, g.games),
        exampleGame: h.example,
      });
    }
  }
  return rows;
}

export interface MulliganRow {
  deck: string;
  agent: string;
  mulligans: number;
  games: number; // the deck's games with this many mulligans
  share: number | undefined; // of all the deck's games with that agent
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
          deck,
          agent,
          mulligans,
          games: m.games,
          share: rate(m.games, total),
          wins: m.wins,
          winRate: rate(m.wins, m.games),
          ciLow: ci.low,
          ciHigh: ci.high,
        });
      }
    }
  }
  return rows.sort(
    (x, y) => compareStrings(x.deck, y.deck) || compareStrings(x.agent, y.agent) || x.mulligans - y.mulligans,
  );
}

export function byGameIndex(records: readonly GameRecord[]): GameRecord[] {
  return [...records].sort((x, y) => x.gameIndex - y.gameIndex);
}

/** Code-unit order: unlike localeCompare it does not depend on the machine's locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
