// The running totals every report is computed from, built one game at a time. Reports never need all
// of a run's games at once: a run of millions of games is tallied as its games.csv rows are written,
// in memory that grows with the decks and cards, not with the games.
// Games that errored have no result: they count in `games` and `errors` only.
import type { GameRecord, LoopKind } from '../harness/types.js';
import { ManaTally } from './mana-tally.js';
import { MatchTally } from './match-tally.js';

/** Games of one pairing: same decks and agents in the same seats. */
export interface GroupTally {
  deckA: string;
  deckB: string;
  agentA: string;
  agentB: string;
  first: number; // smallest game_index of the pairing (errored games too): the reports' order
  games: number; // finished games
  winsA: number;
  winsB: number;
  draws: number;
  turns: number; // summed over finished games
  playA: number; // finished games with seat A on the play
  winsAPlayA: number; // ... won by A
  winsBPlayA: number; // ... won by B
  winTurnsA: number; // the winner's own turn number (csv.ts winnerTurn), summed over A's wins
  winTurnsB: number; // ... over B's wins
  /** A's wins by its own turn number (index), with A on the play and on the draw: goldfish.csv's kill turns. */
  winsByTurnA: { play: number[]; draw: number[] };
  /** By loop kind and signature (NUL between): games and the smallest game_index. */
  loops: Map<string, { kind: LoopKind; signature: string; games: number; example: number }>;
}

export interface CardTally {
  deck: string;
  card: string;
  drawn: number;
  drawnWins: number; // games drawn at any point (opening hand included)
  opening: number;
  openingWins: number; // games in the kept opening hand
  cast: number;
  castWins: number;
  castTurns: number;
  drawnNotCast: number; // games drawn and never cast
}
export interface MulliganTally {
  games: number;
  wins: number;
}
export interface SideTally {
  play: number;
  playWins: number;
  draw: number;
  drawWins: number;
}
export interface ErroredGame {
  game_index: number;
  seed: number;
  message: string;
}

export class RunTally {
  games = 0;
  readonly errors: ErroredGame[] = [];
  readonly groups = new Map<string, GroupTally>();
  /** deck -> card -> tally (two levels of maps: no key string built per card and game). */
  readonly cards = new Map<string, Map<string, CardTally>>();
  /** deck -> agent -> mulligans -> tally. */
  readonly mulligans = new Map<string, Map<string, Map<number, MulliganTally>>>();
  /** deck -> its games on the play and on the draw, both seats (a mirror match counts twice). */
  readonly sides = new Map<string, SideTally>();
  /** end reason -> turns -> finished games. */
  readonly lengths = new Map<string, Map<number, number>>();
  /** mana.csv's and mana-cards.csv's figures. */
  readonly mana = new ManaTally();
  /** With --match: matches.csv's totals. */
  readonly matches = new MatchTally();
  private last: GroupTally | undefined;

  static of(records: Iterable<GameRecord>): RunTally {
    const t = new RunTally();
    for (const r of records) t.add(r);
    return t;
  }

  add(r: GameRecord): void {
    this.games++;
    this.matches.add(r);
    const g = this.group(r);
    if (r.gameIndex < g.first) g.first = r.gameIndex;
    if (r.endReason === 'error') {
      this.errors.push({ game_index: r.gameIndex, seed: r.seed, message: r.error ?? '' });
      return;
    }
    g.games++;
    g.turns += r.turns;
    this.mana.add(r);
    const wt = winnerTurn(r) ?? 0;
    if (r.winner === 'A') {
      g.winsA++;
      g.winTurnsA += wt;
      const byTurn = r.onPlay === 'A' ? g.winsByTurnA.play : g.winsByTurnA.draw;
      while (byTurn.length <= wt) byTurn.push(0);
      byTurn[wt]++;
    } else if (r.winner === 'B') {
      g.winsB++;
      g.winTurnsB += wt;
    } else g.draws++;
    if (r.onPlay === 'A') {
      g.playA++;
      if (r.winner === 'A') g.winsAPlayA++;
      else if (r.winner === 'B') g.winsBPlayA++;
    }
    if (r.loopKind !== 'none') {
      const key = `${r.loopKind}\u0000${r.loopSignature}`;
      const l = g.loops.get(key);
      if (l === undefined)
        g.loops.set(key, { kind: r.loopKind, signature: r.loopSignature, games: 1, example: r.gameIndex });
      else {
        l.games++;
        if (r.gameIndex < l.example) l.example = r.gameIndex;
      }
    }
    const byTurns = getOr(this.lengths, r.endReason, () => new Map<number, number>());
    byTurns.set(r.turns, (byTurns.get(r.turns) ?? 0) + 1);
    this.seat(
      r.deckA,
      r.agentA,
      r.mulligansA,
      r.winner === 'A',
      r.onPlay === 'A',
      r.drawnA,
      r.openingA,
      r.castA,
      r.castTurnA,
    );
    this.seat(
      r.deckB,
      r.agentB,
      r.mulligansB,
      r.winner === 'B',
      r.onPlay === 'B',
      r.drawnB,
      r.openingB,
      r.castB,
      r.castTurnB,
    );
  }

  private group(r: GameRecord): GroupTally {
    // Games come in runs of one pairing: the last group is almost always the one.
    const l = this.last;
    if (l !== undefined && l.deckA === r.deckA && l.deckB === r.deckB && l.agentA === r.agentA && l.agentB === r.agentB)
      return l;
    const key = `${r.deckA}\u0000${r.deckB}\u0000${r.agentA}\u0000${r.agentB}`; // NUL is in no name or spec
    this.last = getOr(this.groups, key, () => ({
      deckA: r.deckA,
      deckB: r.deckB,
      agentA: r.agentA,
      agentB: r.agentB,
      first: r.gameIndex,
      games: 0,
      winsA: 0,
      winsB: 0,
      draws: 0,
      turns: 0,
      playA: 0,
      winsAPlayA: 0,
      winsBPlayA: 0,
      winTurnsA: 0,
      winTurnsB: 0,
      winsByTurnA: { play: [], draw: [] },
      loops: new Map(),
    }));
    return this.last;
  }

  private seat(
    deck: string,
    agent: string,
    mulligans: number,
    won: boolean,
    onPlay: boolean,
    drawn: readonly string[],
    opening: readonly string[],
    cast: readonly string[],
    castTurn: readonly number[],
  ): void {
    const w = won ? 1 : 0;
    const m = getOr(
      getOr(
        getOr(this.mulligans, deck, () => new Map()),
        agent,
        () => new Map<number, MulliganTally>(),
      ),
      mulligans,
      () => ({ games: 0, wins: 0 }),
    );
    m.games++;
    m.wins += w;
    const s = getOr(this.sides, deck, () => ({ play: 0, playWins: 0, draw: 0, drawWins: 0 }));
    if (onPlay) {
      s.play++;
      s.playWins += w;
    } else {
      s.draw++;
      s.drawWins += w;
    }
    // Each name is listed once per seat (games-read.ts rejects a row listing one twice).
    const cards = getOr(this.cards, deck, () => new Map<string, CardTally>());
    // Lists are sorted: walk `cast` alongside `drawn` to count drawn cards never cast.
    let c = 0;
    for (const name of drawn) {
      const t = cardIn(cards, deck, name);
      t.drawn++;
      t.drawnWins += w;
      while (c < cast.length && cast[c] < name) c++;
      if (c >= cast.length || cast[c] !== name) t.drawnNotCast++;
    }
    for (const name of opening) {
      const t = cardIn(cards, deck, name);
      t.opening++;
      t.openingWins += w;
    }
    for (let i = 0; i < cast.length; i++) {
      const t = cardIn(cards, deck, cast[i]);
      t.cast++;
      t.castWins += w;
      t.castTurns += castTurn[i];
    }
  }
}

/**
 * The winner's own turn number when the game ended ("won on its turn 6"): the turns it had begun. The
 * player on the play takes the odd game turns, the other the even ones.
 */
export function winnerTurn(r: Pick<GameRecord, 'winner' | 'onPlay' | 'turns'>): number | undefined {
  if (r.winner !== 'A' && r.winner !== 'B') return undefined;
  return r.winner === r.onPlay ? Math.ceil(r.turns / 2) : Math.floor(r.turns / 2);
}

function cardIn(cards: Map<string, CardTally>, deck: string, card: string): CardTally {
  let t = cards.get(card);
  if (t === undefined) {
    t = emptyCard(deck, card);
    cards.set(card, t);
  }
  return t;
}

export function emptyCard(deck: string, card: string): CardTally {
  return {
    deck,
    card,
    drawn: 0,
    drawnWins: 0,
    opening: 0,
    openingWins: 0,
    cast: 0,
    castWins: 0,
    castTurns: 0,
    drawnNotCast: 0,
  };
}

function getOr<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

/** A tally of records, or the tally itself: the report functions take either. */
export function tallyOf(source: RunTally | readonly GameRecord[]): RunTally {
  return source instanceof RunTally ? source : RunTally.of(source);
}
