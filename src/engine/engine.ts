// The game as a resumable state machine (design.md, "Engine core"): decision() says who decides what,
// legalActions() lists the option indices, apply() takes one and runs the game on to the next decision.
// A decision with a single option is taken automatically and never shown.
import { AbilityKind, type CCard } from './core/cardform.js';
import { Decision, End, NO_TARGET, ProgramCounter, Step } from './core/constants.js';
import { flushEvents } from './batch/events.js';
import { priorityOptions } from './actions/priority.js';
import { resolveTop } from './actions/resolve.js';
import { checkSba, Sba } from './actions/sba.js';
import { continueBuild, putTriggers } from './actions/stack.js';
import { isManaAbility, stackTop } from './core/stack-records.js';
import { endWrites, Game, Global, PlayerSlot, put, setPl, writeQuiet } from './core/state.js';
import { seedRng } from './core/rng.js';
import { countDecision, dropBanned, dropBannedChoice, noteChoice, sample, sampleDue } from './actions/loops.js';
import { drawHand, mulligans } from './actions/opening.js';
import { ask, stepActions, stepEnd } from './actions/turn.js';
import { checkStateTriggers } from './batch/triggers.js';
import { fillLibraries, shuffleLibrary } from './core/zones.js';
import { inPlayWith } from './core/kinds.js';
import { passPriority } from './decisions/priority.js';
import { DECISIONS } from './decisions/table.js';

// The card vocabulary installs its verbs, trigger kinds, entry, replacement and cost kinds into the layers
// below as it loads; a game needs them whether or not its cards were compiled in this process.
import './vocab/registry.js';
import './vocab/trigger-registry.js';
import './vocab/replacement-registry.js';
import './vocab/cost-registry.js';

export interface GameOptions {
  seed: number;
  firstPlayer: number; // seat 0 (A) or 1 (B) takes the first turn
  maxTurns: number; // the game is a draw (turn_limit) when this turn would begin
  manaBurn?: boolean; // default true (2008 rules)
  startingLife?: number; // default 20
  handSize?: number; // opening hand, default 7
  /**
   * A seat (0 or 1) that doesn't lose for drawing from an empty library (420.5g doesn't apply to it; every other
   * way to lose does): the goldfish of `playtest goldfish`, an opponent with no cards whose draws find nothing.
   */
  emptyLibrarySafe?: number;
  /** A finished game of the same layout to reuse instead of allocating a new one (its memory is cleared). */
  reuse?: Game;
}

/** A game with every object out of play (zone None) and the globals at their starting values. */
export function blankGame(
  cards: readonly CCard[],
  deckA: readonly number[],
  deckB: readonly number[],
  opts: GameOptions,
): Game {
  const r = opts.reuse;
  const g =
    r && r.cards === cards && r.nA === deckA.length && r.nCards === deckA.length + deckB.length
      ? r
      : new Game(cards, deckA.length, deckB.length);
  if (g === r) g.m.fill(0);
  for (let id = 0; id < g.n; id++) {
    // (six words for each of ~150 objects: one run of writes, state.ts writeQuiet)
    const card = id < g.nA ? deckA[id] : id < g.nCards ? deckB[id - g.nA] : 0;
    writeQuiet(g, g.cardIds + id, card);
    writeQuiet(g, g.owners + id, id < g.nA ? 0 : 1);
    writeQuiet(g, g.controllers + id, id < g.nA ? 0 : 1);
    writeQuiet(g, g.attachedTo + id, NO_TARGET);
    writeQuiet(g, g.blocking + id, NO_TARGET);
    writeQuiet(g, g.controlledSince + id, -1);
  }
  endWrites(g);
  put(g, Global.Winner, -1);
  put(g, Global.ResItem, -1);
  put(g, Global.CastItem, -1);
  put(g, Global.FirstPlayer, opts.firstPlayer);
  put(g, Global.Active, opts.firstPlayer);
  put(g, Global.Prio, opts.firstPlayer);
  put(g, Global.Turn, 1);
  put(g, Global.MaxTurns, opts.maxTurns);
  put(g, Global.NoBurn, opts.manaBurn === false ? 1 : 0);
  put(g, Global.NextToken, g.nCards);
  for (let p = 0; p < 2; p++) setPl(g, p, PlayerSlot.Life, opts.startingLife ?? 20);
  if (opts.emptyLibrarySafe !== undefined) setPl(g, opts.emptyLibrarySafe, PlayerSlot.EmptyLibrarySafe, 1);
  setPl(g, opts.firstPlayer, PlayerSlot.LastTurn, 1);
  seedRng(g, opts.seed);
  g.m[g.cacheDirty] = 1;
  return g;
}

/** A new game from two decks of card ids: shuffled libraries, opening hands, then mulligans. */
export function newGame(
  cards: readonly CCard[],
  deckA: readonly number[],
  deckB: readonly number[],
  opts: GameOptions,
): Game {
  const g = blankGame(cards, deckA, deckB, opts);
  fillLibraries(g);
  const hand = opts.handSize ?? 7;
  for (let p = 0; p < 2; p++) {
    shuffleLibrary(g, p);
    drawHand(g, p, hand);
  }
  put(g, Global.Step, Step.Untap);
  put(g, Global.MullPlayer, opts.firstPlayer);
  put(g, Global.Pc, ProgramCounter.Mulligans);
  advance(g);
  return g;
}

function priority(g: Game): void {
  if (checkSba(g) === Sba.Paused) return;
  if (g.m[Global.GameOver]) return;
  // a state may hold with no event (an effect ended)
  if (inPlayWith(g, AbilityKind.StateTrigger) !== 0) checkStateTriggers(g);
  if (!putTriggers(g)) return;
  if (sampleDue(g) && sample(g)) return; // a loop (421): the game ended or a loop count is asked
  const p = g.m[Global.Prio];
  const n = dropBanned(g, p, priorityOptions(g, p));
  // Passing is the only option: take it here, without posting the decision (it is never shown).
  if (n === 1 && g.m[g.showSingleOptions] === 0) {
    if (!countDecision(g)) return;
    g.m[Global.Decisions]++;
    passPriority(g); // the only option (0) is to pass
    return;
  }
  ask(g, Decision.Priority, p, n);
}

/** Applies option `a` of the pending decision, without running the game on: its kind's module does it. */
function applyDecision(g: Game, a: number): void {
  const v = g.m[g.options + a];
  const kind = g.m[Global.DKind];
  put(g, Global.DKind, Decision.None);
  g.m[Global.Decisions]++;
  // A choice among several options is its chooser's optional action, for loops (421; priority notes its own).
  if (g.m[g.optionCount] > 1) noteChoice(g, kind, v);
  DECISIONS[kind].apply(g, v);
}

/** Runs the game until a decision with more than one option is pending, or the game is over. */
export function advance(g: Game): void {
  for (;;) {
    const m = g.m; // re-read: a growing table reallocates the memory
    if (m[Global.GameOver] !== 0) {
      put(g, Global.DKind, Decision.None);
      put(g, Global.Pc, ProgramCounter.Over);
      return;
    }
    const kind = m[Global.DKind];
    if (kind !== Decision.None) {
      dropBannedChoice(g); // a settled loop's choices (421.2): one compare when nothing is banned
      if (kind !== Decision.Pause && m[g.optionCount] === 1 && m[g.showSingleOptions] === 0) {
        applyDecision(g, 0);
        continue;
      }
      return;
    }
    // Events proposed by the last step happen before anything else goes on.
    if (m[g.eventCount] !== 0 && !flushEvents(g)) continue;
    switch (m[Global.Pc]) {
      case ProgramCounter.Over:
        return;
      case ProgramCounter.StepBegin:
        if (m[Global.StepHook] !== 0 && m[Global.Paused] === 0) {
          g.m[g.options] = 0;
          ask(g, Decision.Pause, m[Global.Active], 1);
          return;
        }
        put(g, Global.Paused, 0);
        put(g, Global.Pc, ProgramCounter.StepActions);
        break;
      case ProgramCounter.StepActions:
        stepActions(g);
        break;
      case ProgramCounter.Priority:
        priority(g);
        break;
      // A mana ability (406.1 of 2008) doesn't wait on the stack: it resolves at once.
      case ProgramCounter.Build:
        if (continueBuild(g)) {
          put(g, Global.Passes, 0);
          put(g, Global.Pc, isManaAbility(g, stackTop(g)) ? ProgramCounter.Resolve : ProgramCounter.Priority);
        }
        break;
      case ProgramCounter.Resolve:
        resolveTop(g, -1);
        break;
      case ProgramCounter.StepEnd:
        stepEnd(g);
        break;
      case ProgramCounter.Mulligans:
        mulligans(g);
        break;
      default:
        throw new Error('bad program counter ' + m[Global.Pc]);
    }
  }
}

// ---- The public interface (OpenSpiel-shaped) ----

export const decisionKind = (g: Game): Decision => g.m[Global.DKind] as Decision;
export const decisionPlayer = (g: Game): number => g.m[Global.DPlayer];
export const optionCount = (g: Game): number => (g.m[Global.DKind] === Decision.None ? 0 : g.m[g.optionCount]);
/** The raw option word of option a (an object id, a player ref, or a priority word). */
export const optionValue = (g: Game, a: number): number => g.m[g.options + a];

/** Fills `out` with the legal action indices (0..n-1) and returns n. */
export function legalActions(g: Game, out: Int32Array): number {
  const n = optionCount(g);
  for (let i = 0; i < n; i++) out[i] = i;
  return n;
}

export function apply(g: Game, a: number): void {
  if (a < 0 || a >= optionCount(g)) throw new Error(`apply: action ${a} is not legal (${optionCount(g)} options)`);
  applyDecision(g, a);
  advance(g);
}

export const isOver = (g: Game): boolean => g.m[Global.GameOver] !== 0;
/** 0 or 1: that seat won; 2: a draw; -1: not over. */
export const winner = (g: Game): number => g.m[Global.Winner];
export const endReason = (g: Game): End => g.m[Global.EndReason] as End;
export const turnNumber = (g: Game): number => g.m[Global.Turn];
export const currentStep = (g: Game): Step => g.m[Global.Step] as Step;
