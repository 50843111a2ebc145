// Statistics behind the reports: Wilson intervals and the per-matchup, per-card and per-loop tallies.
// Games that errored have no result, so they count in games.csv only, never in these tallies.
import type { GameRecord, LoopKind } from '../harness/types.js';

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

export function mean(xs: number[]): number | undefined {
  if (xs.length === 0) return undefined;
  let sum = 0;
  for (const x of xs) sum += x;
  return sum / xs.length;
}

export type Seat = 'A' | 'B';
const SEATS: Seat[] = ['A', 'B'];
const other = (s: Seat): Seat => (s === 'A' ? 'B' : 'A');

/** Games of one pairing: same decks and agents in the same seats. */
export interface MatchupGroup {
  deckA: string;
  deckB: string;
  agentA: string;
  agentB: string;
  games: GameRecord[];   // finished games only, in game_index order
}

/** Groups finished games by pairing, in order of each pairing's first game_index. */
export function groupMatchups(records: GameRecord[]): MatchupGroup[] {
  const groups = new Map<string, MatchupGroup>();
  for (const r of byGameIndex(records)) {
    const key = `${r.deckA}\u0000${r.deckB}\u0000${r.agentA}\u0000${r.agentB}`; // NUL is in no name or spec
    let g = groups.get(key);
    if (g === undefined) {
      g = { deckA: r.deckA, deckB: r.deckB, agentA: r.agentA, agentB: r.agentB, games: [] };
      groups.set(key, g);
    }
    if (r.endReason !== 'error') g.games.push(r);
  }
  return [...groups.values()];
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
export function matchupRows(records: GameRecord[]): MatchupRow[] {
  return groupMatchups(records).flatMap((g) => SEATS.map((s) => matchupRow(g, s)));
}

function matchupRow(g: MatchupGroup, seat: Seat): MatchupRow {
  const n = g.games.length;
  const wins = g.games.filter((r) => r.winner === seat).length;
  const losses = g.games.filter((r) => r.winner === other(seat)).length;
  const onPlay = g.games.filter((r) => r.onPlay === seat);
  const onDraw = g.games.filter((r) => r.onPlay !== seat);
  const ci = wilson(wins, n);
  return {
    deck: seat === 'A' ? g.deckA : g.deckB,
    opponent: seat === 'A' ? g.deckB : g.deckA,
    agent: seat === 'A' ? g.agentA : g.agentB,
    opponentAgent: seat === 'A' ? g.agentB : g.agentA,
    games: n,
    wins,
    losses,
    draws: g.games.filter((r) => r.winner === 'draw').length,
    winRate: rate(wins, n),
    ciLow: n === 0 ? undefined : ci.low,
    ciHigh: n === 0 ? undefined : ci.high,
    winRatePlay: rate(onPlay.filter((r) => r.winner === seat).length, onPlay.length),
    winRateDraw: rate(onDraw.filter((r) => r.winner === seat).length, onDraw.length),
    meanTurns: mean(g.games.map((r) => r.turns)),
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

interface CardTally { deck: string; card: string; drawn: number; drawnWins: number; cast: number; castWins: number; castTurns: number }

/**
 * Per deck and card: in how many games the card was drawn / cast, and the deck's win rate in those
 * games. `deckLists` adds cards never drawn (0 games) so every card of a deck gets a row.
 */
export function cardRows(records: GameRecord[], deckLists: { name: string; cards: string[] }[] = []): CardRow[] {
  // Two levels of maps rather than a joined key: no string is built per card and game, which counts
  // on runs of 100,000 games.
  const byDeck = new Map<string, Map<string, CardTally>>();
  const tallies: CardTally[] = [];
  const tally = (deck: string, card: string) => {
    let cards = byDeck.get(deck);
    if (cards === undefined) { cards = new Map(); byDeck.set(deck, cards); }
    let t = cards.get(card);
    if (t === undefined) {
      t = { deck, card, drawn: 0, drawnWins: 0, cast: 0, castWins: 0, castTurns: 0 };
      cards.set(card, t);
      tallies.push(t);
    }
    return t;
  };
  for (const d of deckLists) for (const c of d.cards) tally(d.name, c);
  for (const r of records) {
    if (r.endReason === 'error') continue;
    for (const seat of SEATS) {
      const deck = seat === 'A' ? r.deckA : r.deckB;
      const won = r.winner === seat ? 1 : 0;
      for (const c of new Set(seat === 'A' ? r.drawnA : r.drawnB)) {
        const t = tally(deck, c);
        t.drawn++;
        t.drawnWins += won;
      }
      const cast = seat === 'A' ? r.castA : r.castB;
      const turns = seat === 'A' ? r.castTurnA : r.castTurnB;
      cast.forEach((c, i) => {
        const t = tally(deck, c);
        t.cast++;
        t.castWins += won;
        t.castTurns += turns[i];
      });
    }
  }
  return tallies
    .sort((x, y) => compareStrings(x.deck, y.deck) || compareStrings(x.card, y.card))
    .map((t) => ({
      deck: t.deck,
      card: t.card,
      gamesDrawn: t.drawn,
      winRateDrawn: rate(t.drawnWins, t.drawn),
      gamesCast: t.cast,
      winRateCast: rate(t.castWins, t.cast),
      meanTurnFirstCast: rate(t.castTurns, t.cast),
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
export function loopRows(records: GameRecord[]): LoopRow[] {
  const rows: LoopRow[] = [];
  for (const g of groupMatchups(records)) {
    for (const kind of LOOP_ORDER) {
      const hits = g.games.filter((r) => r.loopKind === kind);
      if (hits.length === 0) continue;
      rows.push({
        deck: g.deckA,
        opponent: g.deckB,
        loopKind: kind,
        signature: kind, // the engine reports no finer loop signature yet
        games: g.games.length,
        loopGames: hits.length,
        loopRate: rate(hits.length, g.games.length),
        exampleGame: hits[0].gameIndex,
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
export function mulliganRows(records: GameRecord[]): MulliganRow[] {
  const tallies = new Map<string, { deck: string; agent: string; mulligans: number; games: number; wins: number }>();
  const totals = new Map<string, number>();
  for (const r of records) {
    if (r.endReason === 'error') continue;
    for (const seat of SEATS) {
      const deck = seat === 'A' ? r.deckA : r.deckB;
      const agent = seat === 'A' ? r.agentA : r.agentB;
      const mulligans = seat === 'A' ? r.mulligansA : r.mulligansB;
      const key = `${deck}\u0000${agent}\u0000${mulligans}`;
      const t = tallies.get(key) ?? { deck, agent, mulligans, games: 0, wins: 0 };
      t.games++;
      if (r.winner === seat) t.wins++;
      tallies.set(key, t);
      const total = `${deck}\u0000${agent}`;
      totals.set(total, (totals.get(total) ?? 0) + 1);
    }
  }
  return [...tallies.values()]
    .sort((x, y) => compareStrings(x.deck, y.deck) || compareStrings(x.agent, y.agent) || x.mulligans - y.mulligans)
    .map((t) => {
      const ci = wilson(t.wins, t.games);
      return {
        deck: t.deck, agent: t.agent, mulligans: t.mulligans, games: t.games,
        share: rate(t.games, totals.get(`${t.deck}\u0000${t.agent}`) ?? 0),
        wins: t.wins, winRate: rate(t.wins, t.games), ciLow: ci.low, ciHigh: ci.high,
      };
    });
}

export function byGameIndex(records: GameRecord[]): GameRecord[] {
  return [...records].sort((x, y) => x.gameIndex - y.gameIndex);
}

/** Code-unit order: unlike localeCompare it does not depend on the machine's locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
