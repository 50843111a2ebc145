// The game as a resumable state machine (design.md, "Engine core"): decision() says who decides what,
// legalActions() lists the option indices, apply() takes one and runs the game on to the next decision.
// A decision with a single option is taken automatically and never shown.
import { AbilityKind, type CCard } from './core/cardform.js';
import { Decision, End, EventKind, Flag, NO_TARGET, Opt, ProgramCounter, Step, Zone } from './core/constants.js';
import { flushEvents } from './batch/events.js';
import { proposeDraw, proposeDiscard, proposeMove, propose } from './core/event-records.js';
import { assignCombatDamage, declareAttacker, declareBlocker, finishAttacks, finishBlocks } from './actions/combat.js';
import { optKind, optObject, optAbility, priorityOptions } from './actions/priority.js';
import { resolveTop } from './actions/resolve.js';
import { REVEAL_ORDER } from './batch/replace-draw.js';
import { checkSba, Sba } from './actions/sba.js';
import {
  beginActivate,
  beginCast,
  beginCastFaceDown,
  beginTrigger,
  chooseDiscardCost,
  chooseMode,
  chooseSacrifice,
  chooseTarget,
  chooseX,
  continueBuild,
  putTriggers,
} from './actions/stack.js';
import { isManaAbility, stackTop } from './core/stack-records.js';
import {
  endWrites,
  Game,
  Global,
  PlayerSlot,
  pl,
  put,
  ref,
  setFlags,
  setPl,
  writeQuiet,
  cardIdOf,
  flagsOf,
} from './core/state.js';
import { payToTurnFaceUp } from './actions/morph.js';
import { seedRng } from './core/rng.js';
import { applyLoopCount, countDecision, dropBanned, noteOptional, sample, sampleDue } from './actions/loops.js';
import { enterStep, stepActions, stepEnd, untapChoice } from './actions/turn.js';
import { checkStateTriggers, onAttackersDeclared, onBlockersDeclared } from './batch/triggers.js';
import { fillLibraries, listBase, shuffleLibrary } from './core/zones.js';
import { inPlayWith } from './core/kinds.js';

// The card vocabulary installs its verbs and trigger kinds into the layers below as it loads; a game
// needs them whether or not its cards were compiled in this process.
import './vocab/registry.js';
import './vocab/trigger-registry.js';

export interface GameOptions {
  seed: number;
  firstPlayer: number; // seat 0 (A) or 1 (B) takes the first turn
  maxTurns: number; // the game is a draw (turn_limit) when this turn would begin
  manaBurn?: boolean; // default true (2008 rules)
  startingLife?: number; // default 20
  handSize?: number; // opening hand, default 7
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
    writeQuiet(g, g.oCard + id, card);
    writeQuiet(g, g.oOwner + id, id < g.nA ? 0 : 1);
    writeQuiet(g, g.oCtrl + id, id < g.nA ? 0 : 1);
    writeQuiet(g, g.oAttach + id, NO_TARGET);
    writeQuiet(g, g.oBlocks + id, NO_TARGET);
    writeQuiet(g, g.oSince + id, -1);
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
  setPl(g, opts.firstPlayer, PlayerSlot.LastTurn, 1);
  seedRng(g, opts.seed);
  g.m[g.oDirty] = 1;
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

/** Draws an opening hand (draws as events, one at a time: 423.2). */
function drawHand(g: Game, p: number, n: number): void {
  for (let i = 0; i < n; i++) {
    proposeDraw(g, p);
    flushEvents(g);
  }
}

function ask(g: Game, kind: Decision, player: number, n: number): void {
  g.m[g.oOptN] = n;
  put(g, Global.DKind, kind);
  put(g, Global.DPlayer, player);
}

/** 2008 mulligan: starting with the first player, each may shuffle the hand back and draw one fewer. */
function mulligans(g: Game): void {
  const p = g.m[Global.MullPlayer];
  if (p === 2 || g.m[Global.MullDone] >= 2) {
    if (openingHandPermanents(g, -1)) enterStep(g, Step.Untap);
    return;
  }
  g.m[g.oOpt] = 0;
  g.m[g.oOpt + 1] = 1;
  ask(g, Decision.Mulligan, p, g.m[listBase(g, Zone.Hand, p)] > 0 ? 2 : 1);
}

/**
 * "If [this] is in your opening hand, you may begin the game with it in play" (Leyline of the Void):
 * after the mulligans, the first player then the other is asked card by card (a May decision; no marks
 * the card Found until all are asked). `answer`: the answer for the card asked (-1: none yet). Returns
 * true when none is left to ask.
 */
function openingHandPermanents(g: Game, answer: number): boolean {
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? g.m[Global.FirstPlayer] : 1 - g.m[Global.FirstPlayer];
    const hb = listBase(g, Zone.Hand, p);
    for (let i = 0; i < g.m[hb]; i++) {
      const id = g.m[hb + 1 + i];
      if (!g.cards[cardIdOf(g, id)].beginsInPlay || (flagsOf(g, id) & Flag.Found) !== 0) continue;
      if (answer === 1) {
        proposeMove(g, id, Zone.InPlay, p);
        return false;
      }
      if (answer === 0) {
        setFlags(g, id, flagsOf(g, id) | Flag.Found);
        return false;
      }
      g.m[g.oOpt] = 0;
      g.m[g.oOpt + 1] = 1;
      ask(g, Decision.May, p, 2);
      return false;
    }
  }
  for (let p = 0; p < 2; p++) {
    const hb = listBase(g, Zone.Hand, p);
    for (let i = 0; i < g.m[hb]; i++) {
      const id = g.m[hb + 1 + i];
      if ((flagsOf(g, id) & Flag.Found) !== 0) setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
    }
  }
  return true;
}

function applyMulligan(g: Game, v: number): void {
  const p = g.m[Global.MullPlayer];
  if (v === 0) {
    put(g, Global.MullDone, g.m[Global.MullDone] + 1);
    put(g, Global.MullPlayer, g.m[Global.MullDone] >= 2 ? 2 : 1 - p);
    return;
  }
  const hb = listBase(g, Zone.Hand, p);
  const size = g.m[hb];
  for (let i = 0; i < size; i++) proposeMove(g, g.m[hb + 1 + i], Zone.Library);
  propose(g, EventKind.Shuffle, -1, -1, 0, 0, p); // one batch: the hand goes back, then the library is shuffled
  flushEvents(g);
  drawHand(g, p, size - 1);
  setPl(g, p, PlayerSlot.Mulligans, pl(g, p, PlayerSlot.Mulligans) + 1);
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
  if (n === 1 && g.m[g.oNoAuto] === 0) {
    if (!countDecision(g)) return;
    g.m[Global.Decisions]++;
    applyPriority(g, g.m[g.oOpt]);
    return;
  }
  ask(g, Decision.Priority, p, n);
}

function applyPriority(g: Game, v: number): void {
  const p = g.m[Global.Prio];
  switch (optKind(v)) {
    case Opt.Pass: {
      const passes = g.m[Global.Passes] + 1;
      if (passes >= 2) {
        put(g, Global.Passes, 0);
        put(g, Global.Pc, g.m[g.oStack] === 0 ? ProgramCounter.StepEnd : ProgramCounter.Resolve);
      } else {
        put(g, Global.Passes, passes);
        put(g, Global.Prio, 1 - p);
      }
      return;
    }
    case Opt.PlayLand:
      noteOptional(g, p, v);
      setPl(g, p, PlayerSlot.LandsPlayed, pl(g, p, PlayerSlot.LandsPlayed) + 1);
      put(g, Global.Passes, 0);
      proposeMove(g, optObject(v), Zone.InPlay, p); // happens in the game loop, before priority again
      return;
    case Opt.Cast:
      noteOptional(g, p, v);
      beginCast(g, p, optObject(v));
      put(g, Global.Pc, ProgramCounter.Build);
      return;
    case Opt.Activate:
      noteOptional(g, p, v);
      beginActivate(g, p, optObject(v), optAbility(v));
      put(g, Global.Pc, ProgramCounter.Build);
      return;
    case Opt.CastFaceDown:
      noteOptional(g, p, v);
      beginCastFaceDown(g, p, optObject(v));
      put(g, Global.Pc, ProgramCounter.Build);
      return;
    case Opt.TurnFaceUp:
      // 502.26c: a special action (no stack); p keeps priority. The turning is an event (419.1e).
      noteOptional(g, p, v);
      put(g, Global.Passes, 0);
      if (payToTurnFaceUp(g, p, optObject(v))) propose(g, EventKind.TurnFaceUp, ref(g, optObject(v)), -1, 0);
      return;
  }
}

/** Applies option `a` of the pending decision, without running the game on. */
function applyDecision(g: Game, a: number): void {
  const v = g.m[g.oOpt + a];
  const kind = g.m[Global.DKind] as Decision;
  put(g, Global.DKind, Decision.None);
  g.m[Global.Decisions]++;
  // The turn's cap counts priority decisions (taken or automatic), which are the same whether or not
  // single options are shown (replays, scripts): the game is then over (action_limit).
  if (kind === Decision.Priority && !countDecision(g)) return;
  switch (kind) {
    case Decision.Priority:
      applyPriority(g, v);
      return;
    case Decision.Mode:
      chooseMode(g, v);
      return;
    case Decision.ChooseX:
      chooseX(g, v);
      return;
    case Decision.Target:
      chooseTarget(g, g.m[Global.CastTarget], v);
      return;
    case Decision.Replace:
    case Decision.ShieldFirst:
    case Decision.ReplaceMode:
      flushEvents(g, v);
      return;
    case Decision.Copy:
    case Decision.Enchant:
    case Decision.Color:
    case Decision.Name:
      flushEvents(g, v, kind);
      return;
    // Cards revealed by a replaced draw (replace.ts) are ordered while the events wait; else a resolving effect's.
    case Decision.Order:
      if (g.m[g.oEvN] !== 0) flushEvents(g, v + REVEAL_ORDER);
      else resolveTop(g, v);
      return;
    case Decision.Words:
    case Decision.Search:
    case Decision.ResolveColor:
    case Decision.AttachTo:
    case Decision.FromHand:
      resolveTop(g, v);
      return;
    case Decision.ChooseSource:
      resolveTop(g, v);
      return;
    case Decision.Attack:
      if (v >= 0) {
        declareAttacker(g, v);
        return;
      }
      if (finishAttacks(g) > 0) {
        put(g, Global.Declared, 1);
        onAttackersDeclared(g);
      }
      put(g, Global.Pc, ProgramCounter.Priority);
      return;
    case Decision.Block:
      if (v >= 0) {
        declareBlocker(g, v >>> 16, v & 0xffff);
        return;
      }
      finishBlocks(g);
      put(g, Global.Declared, 2);
      onBlockersDeclared(g);
      put(g, Global.Pc, ProgramCounter.Priority);
      return;
    case Decision.Assign:
      if (assignCombatDamage(g, v)) {
        put(g, Global.Declared, 2);
        put(g, Global.Pc, ProgramCounter.Priority);
      }
      return;
    case Decision.TriggerOrder:
      beginTrigger(g, v);
      return;
    case Decision.Discard:
      if (g.m[Global.Pc] === ProgramCounter.Resolve) resolveTop(g, v);
      else if (g.m[Global.Pc] === ProgramCounter.Build) chooseDiscardCost(g, v);
      else proposeDiscard(g, v, -1); // cleanup: to the maximum hand size (a game rule)
      return;
    case Decision.May:
      if (g.m[Global.Pc] === ProgramCounter.StepActions) {
        untapChoice(g, v);
        return;
      }
      if (g.m[Global.Pc] === ProgramCounter.Mulligans) {
        openingHandPermanents(g, v);
        return;
      }
      if (v === 1) noteOptional(g, g.m[Global.DPlayer], -1);
      resolveTop(g, v);
      return;
    case Decision.Return:
      resolveTop(g, v);
      return;
    case Decision.LoopCount:
      applyLoopCount(g, v);
      return;
    case Decision.Sacrifice:
      if (g.m[Global.Pc] === ProgramCounter.Build) chooseSacrifice(g, v);
      else resolveTop(g, v);
      return;
    case Decision.Mulligan:
      applyMulligan(g, v);
      return;
    case Decision.Pause:
      put(g, Global.Paused, 1);
      return;
    default:
      throw new Error('apply: no decision is pending');
  }
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
      if (kind !== Decision.Pause && m[g.oOptN] === 1 && m[g.oNoAuto] === 0) {
        applyDecision(g, 0);
        continue;
      }
      return;
    }
    // Events proposed by the last step happen before anything else goes on.
    if (m[g.oEvN] !== 0 && !flushEvents(g)) continue;
    switch (m[Global.Pc]) {
      case ProgramCounter.Over:
        return;
      case ProgramCounter.StepBegin:
        if (m[Global.StepHook] !== 0 && m[Global.Paused] === 0) {
          g.m[g.oOpt] = 0;
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
export const optionCount = (g: Game): number => (g.m[Global.DKind] === Decision.None ? 0 : g.m[g.oOptN]);
/** The raw option word of option a (an object id, a player ref, or a priority word). */
export const optionValue = (g: Game, a: number): number => g.m[g.oOpt + a];

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
