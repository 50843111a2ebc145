// Plays one game from its spec: the engine, two agents, and the tallies of a games.csv row.
// A pure function of the spec (and the card pool), so a worker, a shard or a replay playing the same
// game index gets the same game.
import { type Agent, isModuleSpec, makeAgent, parseAgentSpec } from '../../agents/index.js';
import type { CardPool } from '../cards/pool.js';
import {
  apply,
  Decision,
  decisionKind,
  End,
  MAX_TURN_DECISIONS,
  decisionPlayer,
  endReason,
  type Game,
  isOver,
  legalActions,
  MAX_OPTIONS,
  newGame,
  turnNumber,
  winner,
} from '../engine/api/game.js';
import {
  deckCardCount,
  mulligans,
  nameOf,
  omniscientView,
  trustedView,
  PlayerView,
  seatObjects,
  Zone,
  zoneObjects,
  zoneOf,
  END_NAMES,
} from '../engine/api/observe.js';
import {
  forgetDrawn,
  setShowSingleOptions,
  gameLoopKind,
  loopCards,
  firstCastTurn,
  wasCast,
  wasDrawn,
} from '../engine/api/setup.js';
import { goldfishPilot } from './goldfish.js';
import { ManaWatch } from './mana-watch.js';
import { allowedActions, offered } from './restrict.js';
import type { EndReason, GameRecord, GameSpec, LoopKind } from './types.js';

/**
 * A backstop: the engine ends a game at MAX_TURN_DECISIONS decisions in a turn (action_limit) and at
 * --max-turns (turn_limit), so a game never reaches this many; one that does is an engine error.
 */
export const maxDecisions = (maxTurns: number): number => (maxTurns + 1) * MAX_TURN_DECISIONS + 1;

/** Looks on while a game is played (replay logs); it must not change the game. */
export interface GameWatcher {
  /**
   * Show the decisions with a single option too (the engine otherwise takes them itself), so the watcher
   * sees the game step by step. They are taken as the engine would, without asking the agents.
   */
  everyDecision?: boolean;
  /** The game as dealt, before the first decision. */
  start?(g: Game): void;
  /**
   * A decision is pending and `action` was chosen for it from `offered[0..options)`, the options its
   * player was offered (restricted play leaves some out), called before it is applied.
   */
  decide?(g: Game, action: number, offered: Int32Array, options: number): void;
  /** The chosen action was applied and the game ran on to the next decision or the end. */
  applied?(g: Game): void;
}

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

const idsCache = new WeakMap<CardPool, WeakMap<readonly string[], number[]>>();
/** A deck's card ids in a pool (cached per pool and deck list: decks are not changed once read). */
export function deckIds(pool: CardPool, cards: readonly string[]): number[] {
  let byDeck = idsCache.get(pool);
  if (!byDeck) {
    byDeck = new WeakMap();
    idsCache.set(pool, byDeck);
  }
  let ids = byDeck.get(cards);
  if (!ids || ids.length !== cards.length) {
    ids = cards.map((n) => pool.compiled(n).id);
    byDeck.set(cards, ids);
  }
  return ids;
}

// One finished game and one action buffer reused per thread: a game allocates nothing it can avoid.
let spare: Game | undefined;
const legal = new Int32Array(MAX_OPTIONS);
const allowed = new Int32Array(MAX_OPTIONS);

export function playGame(spec: GameSpec, pool: CardPool, watch?: GameWatcher): GameRecord {
  const g = newGame(pool.cards, deckIds(pool, spec.deckA.cards), deckIds(pool, spec.deckB.cards), {
    seed: spec.seed,
    firstPlayer: spec.onPlay === 'A' ? 0 : 1,
    maxTurns: spec.maxTurns,
    reuse: watch ? undefined : spare,
    ...(spec.deckB.goldfish ? { emptyLibrarySafe: 1 } : spec.deckA.goldfish ? { emptyLibrarySafe: 0 } : {}),
  });
  spare = undefined; // in use; given back below once its record is taken
  // Each seat's agent has its own stream, derived from the game seed only.
  const agents = [pilot(spec.deckA, spec.agentA, mix(spec.seed, 1)), pilot(spec.deckB, spec.agentB, mix(spec.seed, 2))];
  const views = [viewFor(g, 0, spec.agentA, agents[0]), viewFor(g, 1, spec.agentB, agents[1])];
  const crashIds = spec.crashOnCast === undefined ? null : idsNamed(g, spec.crashOnCast);
  const without = [restriction(spec.deckA.without), restriction(spec.deckB.without)];
  let decisions = 0;
  const cap = maxDecisions(spec.maxTurns);
  let mulligansOver = false;
  let opening: [string[], string[]] = [[], []];
  const mana = new ManaWatch(spec.onPlay === 'A' ? 0 : 1);
  // the first decision (a mulligan) has two options: nothing was taken yet
  if (watch?.everyDecision) setShowSingleOptions(g, true);
  watch?.start?.(g);
  while (!isOver(g)) {
    if (!mulligansOver && decisionKind(g) !== Decision.Mulligan) {
      mulligansOver = forgetMulliganedDraws(g);
      opening = openingHands(g);
    }
    if (mulligansOver) mana.observe(g);
    const p = decisionPlayer(g);
    const n = legalActions(g, legal);
    // Agents are asked only real choices; a single option reaches here only when a watcher asked for it.
    if (n > 1 && ++decisions > cap)
      throw new Error(`game ${spec.gameIndex} (seed ${spec.seed}) exceeded ${cap} decisions`);
    const names = without[p];
    const m = names === null || n === 1 ? n : allowedActions(g, names, legal, n, allowed);
    const offer = m === n ? legal : allowed;
    const action = m === 1 ? offer[0] : agents[p].act(views[p], offer, m);
    // Checked here, not in apply: an agent's odd value (1.5, an object with valueOf) never reaches the engine.
    if (typeof action !== 'number' || !Number.isInteger(action) || action < 0 || action >= n) {
      throw new Error(
        `agent ${p === 0 ? spec.agentA : spec.agentB} returned ${String(action)}: not an action index below ${n}`,
      );
    }
    if (m !== n && !offered(action, offer, m)) {
      throw new Error(
        `agent ${p === 0 ? spec.agentA : spec.agentB} chose an option it was not offered: playing or casting ${[...(names ?? [])].join(', ')} (restricted play)`,
      );
    }
    watch?.decide?.(g, action, offer, m);
    apply(g, action);
    watch?.applied?.(g);
    if (crashIds !== null) crashIfCast(g, crashIds, spec.crashOnCast as string);
  }
  if (!mulligansOver) {
    forgetMulliganedDraws(g);
    opening = openingHands(g);
  }
  mana.finish(g, endReason(g) === End.TurnLimit);
  const r = record(spec, g, opening, mana);
  if (!watch) spare = g;
  return r;
}

/** The seat's agent: the goldfish's own pilot for the goldfish, else the spec's. */
function pilot(deck: GameSpec['deckA'], spec: string, seed: number): Agent {
  return deck.goldfish ? goldfishPilot : makeAgent(spec, seed);
}

function restriction(names: readonly string[] | undefined): ReadonlySet<string> | null {
  return names === undefined || names.length === 0 ? null : new Set(names);
}

function record(spec: GameSpec, g: Game, opening: [string[], string[]], mana: ManaWatch): GameRecord {
  const w = winner(g);
  const reason = END_NAMES[endReason(g)] as EndReason;
  const [castA, castTurnA] = firstCasts(g, 0);
  const [castB, castTurnB] = firstCasts(g, 1);
  const r: GameRecord = {
    gameIndex: spec.gameIndex,
    seed: spec.seed,
    deckA: spec.deckA.name,
    deckB: spec.deckB.name,
    agentA: spec.agentA,
    agentB: spec.agentB,
    onPlay: spec.onPlay,
    winner: w === 0 ? 'A' : w === 1 ? 'B' : 'draw',
    endReason: reason,
    turns: turnNumber(g),
    loopKind: gameLoopKind(g),
    loopSignature: loopSignatureNames(g, gameLoopKind(g)),
    mulligansA: mulligans(g, 0),
    mulligansB: mulligans(g, 1),
    drawnA: drawnNames(g, 0),
    drawnB: drawnNames(g, 1),
    openingA: opening[0],
    openingB: opening[1],
    castA,
    castB,
    castTurnA,
    castTurnB,
    manaA: mana.seat(0, castA, castTurnA),
    manaB: mana.seat(1, castB, castTurnB),
  };
  if (spec.matchIndex !== undefined) {
    r.matchIndex = spec.matchIndex;
    r.gameInMatch = spec.gameInMatch;
  }
  return r;
}

/**
 * The settled loop's cards; none for turn_limit and action_limit (a loop settled earlier is not what ended the game).
 */
function loopSignatureNames(g: Game, kind: LoopKind): string {
  if (kind === 'none' || kind === 'turn_limit' || kind === 'action_limit') return '';
  return [...new Set(loopCards(g))].sort().join(' + ');
}

/**
 * The seat's view: for a built-in agent a trusted one (its searches' games share the pool's cards), omniscient if
 * it asks (mcts cheat=true, to measure what hiding costs); an agent from a module always gets the plain view.
 */
function viewFor(g: Game, seat: number, spec: string, agent: Agent): PlayerView {
  // (a goldfish seat's spec names no agent: its pilot is the harness's own)
  if (agent !== goldfishPilot && isModuleSpec(parseAgentSpec(spec).name)) return new PlayerView(g, seat);
  return agent.omniscient === true ? omniscientView(g, seat) : trustedView(g, seat);
}

/**
 * A hand shuffled away by a mulligan was never really drawn for the game, but the engine marked those
 * cards Drawn. Once mulligans are over, any Drawn card back in the library is such a card (no effect
 * puts a drawn card back into a library), so its mark is cleared for cards.csv.
 */
function forgetMulliganedDraws(g: Game): true {
  for (let id = 0; id < deckCardCount(g); id++) {
    if (zoneOf(g, id) === Zone.Library) forgetDrawn(g, id);
  }
  return true;
}

/** Each seat's kept opening hand once mulligans are over: the distinct names in its hand, sorted. */
function openingHands(g: Game): [string[], string[]] {
  return [0, 1].map((seat) => [...new Set(zoneObjects(g, Zone.Hand, seat).map((id) => nameOf(g, id)))].sort()) as [
    string[],
    string[],
  ];
}

/** Distinct names of a seat's cards marked Drawn, sorted. */
function drawnNames(g: Game, seat: number): string[] {
  const out = new Set<string>();
  const [from, to] = seatObjects(g, seat);
  for (let id = from; id < to; id++) if (wasDrawn(g, id)) out.add(nameOf(g, id));
  return [...out].sort();
}

/** Distinct names of a seat's cards that were cast, sorted, with the earliest turn any copy was cast. */
function firstCasts(g: Game, seat: number): [string[], number[]] {
  const first = new Map<string, number>();
  const [from, to] = seatObjects(g, seat);
  for (let id = from; id < to; id++) {
    if (!wasCast(g, id)) continue;
    const name = nameOf(g, id);
    const turn = firstCastTurn(g, id);
    const prev = first.get(name);
    if (prev === undefined || turn < prev) first.set(name, turn);
  }
  const names = [...first.keys()].sort();
  return [names, names.map((n) => first.get(n) as number)];
}

function idsNamed(g: Game, name: string): number[] {
  const ids: number[] = [];
  for (let id = 0; id < deckCardCount(g); id++) if (nameOf(g, id) === name) ids.push(id);
  return ids;
}

function crashIfCast(g: Game, ids: number[], name: string): void {
  for (const id of ids) {
    if (wasCast(g, id)) throw new Error(`injected crash: ${name} was cast (--crash-on-cast)`);
  }
}
