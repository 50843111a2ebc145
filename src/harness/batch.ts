// A batch of games and its compact result. Workers send back typed arrays of numbers (card ids, not
// names; no per-object data), which the main thread turns into GameRecords with the same plan and pool
// when it writes the reports, and the batch's games.csv rows for the checkpoint, formatted by the
// worker so the main thread, which shares the cores with the workers, only appends them.
import type { CardPool } from '../cards/pool.js';
import { partialRows } from '../report/csv.js';
import { playGame } from './play-game.js';
import type { RunPlan } from './plan.js';
import { noSeatMana, type SeatMana } from './mana-turns.js';
import type { EndReason, GameRecord, GameSpec } from './types.js';
import { LOOP_KINDS } from '../engine/api/setup.js';
import { matchCode } from './match-rules.js';

export const END_REASONS: EndReason[] = [
  'life',
  'library',
  'poison',
  'loop_draw',
  'turn_limit',
  'effect',
  'action_limit',
  'error',
];
export { LOOP_KINDS };
const WINNERS = ['A', 'B', 'draw'] as const;

/**
 * Per game: index, winner (0 A, 1 B, 2 draw, -1 error), end reason, turns and the seat on the play (2 x turns + 0
 * for A, 1 for B: in a match, games 2 and 3 decide it as they go), loop kind, mulligans A and B, card entries A and
 * B, loop signature cards, own turns of mana figures A and B, castable cards A and B.
 */
const F = {
  index: 0,
  winner: 1,
  reason: 2,
  turns: 3,
  loop: 4,
  mullA: 5,
  mullB: 6,
  cardsA: 7,
  cardsB: 8,
  sig: 9,
  turnsA: 10,
  turnsB: 11,
  castableA: 12,
  castableB: 13,
  size: 14,
} as const;

/** Numbers per game in a packed batch's `games`. */
export const GAME_FIELDS = F.size;

/**
 * One batch's games. `cards` holds per game: per seat (card id, first cast turn << 2 | opening hand << 1 | drawn)
 * pairs, the loop signature's card ids, per seat its own turns' mana words, per seat (card id, first castable turn)
 * pairs.
 */
export interface PackedBatch {
  games: Int32Array;
  cards: Int32Array;
  errors: string[]; // messages of the errored games, in order
  rows: string; // the games' checkpoint rows (games.csv rows with a checksum; no header), in game_index order
}

/** The game indices of a packed batch, in its order. */
export function* batchIndices(b: PackedBatch): Generator<number> {
  for (let o = 0; o < b.games.length; o += F.size) yield b.games[o + F.index];
}

/** Each game of a packed batch: its index and winner (0 seat A, 1 seat B, 2 draw, -1 error). */
export function forEachResult(b: PackedBatch, fn: (gameIndex: number, winner: number) => void): void {
  for (let o = 0; o < b.games.length; o += F.size) fn(b.games[o + F.index], b.games[o + F.winner]);
}

/**
 * Each unit of a packed batch and its result (0 seat A, 1 seat B, 2 draw, -1 error): a game's, or with --match a
 * match's (a batch holds whole matches).
 */
export function forEachUnitResult(plan: RunPlan, b: PackedBatch, fn: (unit: number, winner: number) => void): void {
  if (plan.perUnit === 1) return forEachResult(b, fn);
  const byMatch = new Map<number, { index: number; winner: GameRecord['winner']; endReason: EndReason }[]>();
  forEachResult(b, (i, w) => {
    const m = Math.floor(i / plan.perUnit);
    const games = byMatch.get(m) ?? [];
    games.push({ index: i, winner: w < 0 ? '' : WINNERS[w], endReason: w < 0 ? 'error' : 'life' });
    byMatch.set(m, games);
  });
  for (const [m, games] of byMatch) fn(m, matchCode(games.sort((x, y) => x.index - y.index)));
}

/** How many games a packed batch holds. */
export function batchGames(b: PackedBatch): number {
  return b.games.length / F.size;
}

/** The units (games, or with --match matches) a packed batch holds. */
export function batchUnits(plan: RunPlan, b: PackedBatch): number {
  if (plan.perUnit === 1) return batchGames(b);
  let n = 0;
  for (const i of batchIndices(b)) if (i % plan.perUnit === 0) n++;
  return n;
}

/** Plays one game; a game that throws becomes an 'error' record and the run goes on. */
export function playOne(spec: GameSpec, pool: CardPool): GameRecord {
  try {
    return playGame(spec, pool);
  } catch (err) {
    return errorRecord(spec, err instanceof Error ? err.message : String(err));
  }
}

export function errorRecord(spec: GameSpec, message: string): GameRecord {
  return { ...blankRecord(spec), error: message };
}

/** The record of a game with no result yet: what the spec says, zeros and empty lists elsewhere. */
function blankRecord(spec: GameSpec): GameRecord {
  const r: GameRecord = {
    gameIndex: spec.gameIndex,
    seed: spec.seed,
    deckA: spec.deckA.name,
    deckB: spec.deckB.name,
    agentA: spec.agentA,
    agentB: spec.agentB,
    onPlay: spec.onPlay,
    winner: '',
    endReason: 'error',
    turns: 0,
    loopKind: 'none',
    loopSignature: '',
    mulligansA: 0,
    mulligansB: 0,
    drawnA: [],
    drawnB: [],
    openingA: [],
    openingB: [],
    castA: [],
    castB: [],
    castTurnA: [],
    castTurnB: [],
    manaA: noSeatMana(),
    manaB: noSeatMana(),
  };
  if (spec.matchIndex !== undefined) {
    r.matchIndex = spec.matchIndex;
    r.gameInMatch = spec.gameInMatch;
  }
  return r;
}

/** Packs records; `rows: false` leaves out the checkpoint rows (games already in a checkpoint). */
export function packRecords(records: GameRecord[], pool: CardPool, rows = true): PackedBatch {
  const games = new Int32Array(records.length * F.size);
  const cards: number[] = [];
  const errors: string[] = [];
  records.forEach((r, k) => {
    const o = k * F.size;
    games[o + F.index] = r.gameIndex;
    games[o + F.winner] = r.winner === '' ? -1 : WINNERS.indexOf(r.winner);
    games[o + F.reason] = END_REASONS.indexOf(r.endReason);
    games[o + F.turns] = 2 * r.turns + (r.onPlay === 'A' ? 0 : 1);
    games[o + F.loop] = LOOP_KINDS.indexOf(r.loopKind);
    games[o + F.mullA] = r.mulligansA;
    games[o + F.mullB] = r.mulligansB;
    games[o + F.cardsA] = packSeat(cards, pool, r.drawnA, r.openingA, r.castA, r.castTurnA);
    games[o + F.cardsB] = packSeat(cards, pool, r.drawnB, r.openingB, r.castB, r.castTurnB);
    const sig = r.loopSignature === '' ? [] : r.loopSignature.split(' + ');
    games[o + F.sig] = sig.length;
    for (const name of sig) cards.push(pool.compiled(name).id);
    games[o + F.turnsA] = r.manaA.turns.length;
    games[o + F.turnsB] = r.manaB.turns.length;
    cards.push(...r.manaA.turns, ...r.manaB.turns);
    games[o + F.castableA] = packCastable(cards, pool, r.manaA);
    games[o + F.castableB] = packCastable(cards, pool, r.manaB);
    if (r.endReason === 'error') errors.push(r.error ?? '');
  });
  return { games, cards: Int32Array.from(cards), errors, rows: rows ? partialRows(records) : '' };
}

/** Appends a seat's card entries and returns how many. */
function packSeat(
  out: number[],
  pool: CardPool,
  drawn: string[],
  opening: string[],
  cast: string[],
  castTurn: number[],
): number {
  const word = new Map<string, number>();
  for (const name of drawn) word.set(name, 1);
  for (const name of opening) word.set(name, (word.get(name) ?? 0) | 2);
  cast.forEach((name, i) => word.set(name, (word.get(name) ?? 0) | (castTurn[i] << 2)));
  for (const [name, w] of word) out.push(pool.compiled(name).id, w);
  return word.size;
}

/** Appends a seat's (card id, first castable turn) pairs and returns how many. */
function packCastable(out: number[], pool: CardPool, m: SeatMana): number {
  m.castable.forEach((name, i) => out.push(pool.compiled(name).id, m.castableTurn[i]));
  return m.castable.length;
}

function unpackCastable(cards: Int32Array, at: number, n: number, pool: CardPool, m: SeatMana): number {
  const entries: [string, number][] = [];
  for (let i = 0; i < n; i++) entries.push([pool.cards[cards[at + 2 * i]].name, cards[at + 2 * i + 1]]);
  entries.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  for (const [name, turn] of entries) {
    m.castable.push(name);
    m.castableTurn.push(turn);
  }
  return at + 2 * n;
}

export function unpackBatch(plan: RunPlan, pool: CardPool, b: PackedBatch): GameRecord[] {
  const records: GameRecord[] = [];
  eachSlot(b, (o, c, e) => records.push(unpackGame(plan, pool, b, o, c, e)));
  return records;
}

/** Walks a batch's games: each game's offset in `games`, where its card entries start, its error number. */
function eachSlot(b: PackedBatch, fn: (o: number, c: number, e: number) => void): void {
  let c = 0;
  let e = 0;
  for (let o = 0; o < b.games.length; o += F.size) {
    fn(o, c, e);
    c += 2 * (b.games[o + F.cardsA] + b.games[o + F.cardsB]) + b.games[o + F.sig];
    c += b.games[o + F.turnsA] + b.games[o + F.turnsB] + 2 * (b.games[o + F.castableA] + b.games[o + F.castableB]);
    if (b.games[o + F.winner] < 0) e++;
  }
}

/** The game at offset `o` of a batch's games, whose card entries start at `c` and error (if any) is errors[e]. */
function unpackGame(plan: RunPlan, pool: CardPool, b: PackedBatch, o: number, c: number, e: number): GameRecord {
  const spec = plan.spec(b.games[o + F.index], (b.games[o + F.turns] & 1) === 0 ? 'A' : 'B');
  if (b.games[o + F.winner] < 0) return errorRecord(spec, b.errors[e]);
  const r = blankRecord(spec);
  r.winner = WINNERS[b.games[o + F.winner]];
  r.endReason = END_REASONS[b.games[o + F.reason]];
  r.turns = b.games[o + F.turns] >>> 1;
  r.loopKind = LOOP_KINDS[b.games[o + F.loop]];
  r.mulligansA = b.games[o + F.mullA];
  r.mulligansB = b.games[o + F.mullB];
  c = unpackSeat(b.cards, c, b.games[o + F.cardsA], pool, r.drawnA, r.openingA, r.castA, r.castTurnA);
  c = unpackSeat(b.cards, c, b.games[o + F.cardsB], pool, r.drawnB, r.openingB, r.castB, r.castTurnB);
  const sig: string[] = [];
  for (let i = 0; i < b.games[o + F.sig]; i++) sig.push(pool.cards[b.cards[c + i]].name);
  r.loopSignature = sig.join(' + ');
  c += sig.length;
  for (const [n, m] of [
    [b.games[o + F.turnsA], r.manaA],
    [b.games[o + F.turnsB], r.manaB],
  ] as const) {
    for (let i = 0; i < n; i++) m.turns.push(b.cards[c + i]);
    c += n;
  }
  c = unpackCastable(b.cards, c, b.games[o + F.castableA], pool, r.manaA);
  unpackCastable(b.cards, c, b.games[o + F.castableB], pool, r.manaB);
  return r;
}

/**
 * Hands every game of the batches to `each` in game_index order, unpacking one game at a time: the
 * reports of a run of millions of games never hold its records all at once. Every game index must
 * be in the plan and appear once.
 */
export function forEachInOrder(
  plan: RunPlan,
  pool: CardPool,
  list: readonly PackedBatch[],
  each: (r: GameRecord) => void,
): void {
  // Every game's place: its batch, game offset, card offset and error number; then the places sorted
  // by game index (a shard's games are a sparse part of the plan, so no table over the whole plan).
  let n = 0;
  for (const b of list) n += batchGames(b);
  const index = new Int32Array(n);
  const place = new Int32Array(4 * n);
  let j = 0;
  list.forEach((b, k) =>
    eachSlot(b, (o, c, e) => {
      index[j] = b.games[o + F.index];
      place[4 * j] = k;
      place[4 * j + 1] = o;
      place[4 * j + 2] = c;
      place[4 * j + 3] = e;
      j++;
    }),
  );
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((x, y) => index[x] - index[y]);
  for (let i = 0; i < n; i++) {
    const p = order[i];
    if (i > 0 && index[p] === index[order[i - 1]]) throw new Error(`game ${index[p]} is in two batches`);
    each(unpackGame(plan, pool, list[place[4 * p]], place[4 * p + 1], place[4 * p + 2], place[4 * p + 3]));
  }
}

function unpackSeat(
  cards: Int32Array,
  at: number,
  n: number,
  pool: CardPool,
  drawn: string[],
  opening: string[],
  cast: string[],
  castTurn: number[],
): number {
  const entries: [string, number][] = [];
  for (let i = 0; i < n; i++) entries.push([pool.cards[cards[at + 2 * i]].name, cards[at + 2 * i + 1]]);
  entries.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  for (const [name, w] of entries) {
    if ((w & 1) !== 0) drawn.push(name);
    if ((w & 2) !== 0) opening.push(name);
    if (w >>> 2 !== 0) {
      cast.push(name);
      castTurn.push(w >>> 2);
    }
  }
  return at + 2 * n;
}
