// The game as a resumable state machine (design.md, "Engine core"): decision() says who decides what,
// legalActions() lists the option indices, apply() takes one and runs the game on to the next decision.
// A decision with a single option is taken automatically and never shown.
import { AK, type CCard } from './cardform.js';
import { D, End, EV, Flag, NO_TARGET, Opt, PC, Step, Zone } from './constants.js';
import { flushEvents, propose, proposeDiscard, proposeDraw, proposeMove } from './events.js';
import { assignCombatDamage, declareAttacker, declareBlocker, finishAttacks, finishBlocks } from './combat.js';
import { optKind, optObject, optAbility, priorityOptions } from './priority.js';
import { resolveTop } from './resolve.js';
import { REVEAL_ORDER } from './replace-draw.js';
import { checkSba, Sba } from './sba.js';
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
  isManaAbility,
  putTriggers,
  stackTop,
} from './stack.js';
import { endWrites, Game, G, P, pl, put, ref, setFlags, setPl, writeQuiet, cardIdOf, flagsOf } from './state.js';
import { payToTurnFaceUp } from './morph.js';
import { seedRng } from './rng.js';
import { applyLoopCount, countDecision, dropBanned, noteOptional, sample, sampleDue } from './loops.js';
import { enterStep, stepActions, stepEnd, untapChoice } from './turn.js';
import { checkStateTriggers, onAttackersDeclared, onBlockersDeclared } from './triggers.js';
import { fillLibraries, inPlayWith, listBase, shuffleLibrary } from './zones.js';

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
  put(g, G.Winner, -1);
  put(g, G.ResItem, -1);
  put(g, G.CastItem, -1);
  put(g, G.FirstPlayer, opts.firstPlayer);
  put(g, G.Active, opts.firstPlayer);
  put(g, G.Prio, opts.firstPlayer);
  put(g, G.Turn, 1);
  put(g, G.MaxTurns, opts.maxTurns);
  put(g, G.NoBurn, opts.manaBurn === false ? 1 : 0);
  put(g, G.NextToken, g.nCards);
  for (let p = 0; p < 2; p++) setPl(g, p, P.Life, opts.startingLife ?? 20);
  setPl(g, opts.firstPlayer, P.LastTurn, 1);
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
  put(g, G.Step, Step.Untap);
  put(g, G.MullPlayer, opts.firstPlayer);
  put(g, G.Pc, PC.Mulligans);
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

function ask(g: Game, kind: D, player: number, n: number): void {
  g.m[g.oOptN] = n;
  put(g, G.DKind, kind);
  put(g, G.DPlayer, player);
}

/** 2008 mulligan: starting with the first player, each may shuffle the hand back and draw one fewer. */
function mulligans(g: Game): void {
  const p = g.m[G.MullPlayer];
  if (p === 2 || g.m[G.MullDone] >= 2) {
    if (openingHandPermanents(g, -1)) enterStep(g, Step.Untap);
    return;
  }
  g.m[g.oOpt] = 0;
  g.m[g.oOpt + 1] = 1;
  ask(g, D.Mulligan, p, g.m[listBase(g, Zone.Hand, p)] > 0 ? 2 : 1);
}

/**
 * "If [this] is in your opening hand, you may begin the game with it in play" (Leyline of the Void):
 * after the mulligans, the first player then the other is asked card by card (a May decision; no marks
 * the card Found until all are asked). `answer`: the answer for the card asked (-1: none yet). Returns
 * true when none is left to ask.
 */
function openingHandPermanents(g: Game, answer: number): boolean {
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? g.m[G.FirstPlayer] : 1 - g.m[G.FirstPlayer];
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
      ask(g, D.May, p, 2);
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
  const p = g.m[G.MullPlayer];
  if (v === 0) {
    put(g, G.MullDone, g.m[G.MullDone] + 1);
    put(g, G.MullPlayer, g.m[G.MullDone] >= 2 ? 2 : 1 - p);
    return;
  }
  const hb = listBase(g, Zone.Hand, p);
  const size = g.m[hb];
  for (let i = 0; i < size; i++) proposeMove(g, g.m[hb + 1 + i], Zone.Library);
  propose(g, EV.Shuffle, -1, -1, 0, 0, p); // one batch: the hand goes back, then the library is shuffled
  flushEvents(g);
  drawHand(g, p, size - 1);
  setPl(g, p, P.Mulligans, pl(g, p, P.Mulligans) + 1);
}

function priority(g: Game): void {
  if (checkSba(g) === Sba.Paused) return;
  if (g.m[G.GameOver]) return;
  if (inPlayWith(g, AK.StateTrigger) !== 0) checkStateTriggers(g); // a state may hold with no event (an effect ended)
  if (!putTriggers(g)) return;
  if (sampleDue(g) && sample(g)) return; // a loop (421): the game ended or a loop count is asked
  const p = g.m[G.Prio];
  const n = dropBanned(g, p, priorityOptions(g, p));
  // Passing is the only option: take it here, without posting the decision (it is never shown).
  if (n === 1 && g.m[g.oNoAuto] === 0) {
    if (!countDecision(g)) return;
    g.m[G.Decisions]++;
    applyPriority(g, g.m[g.oOpt]);
    return;
  }
  ask(g, D.Priority, p, n);
}

function applyPriority(g: Game, v: number): void {
  const p = g.m[G.Prio];
  switch (optKind(v)) {
    case Opt.Pass: {
      const passes = g.m[G.Passes] + 1;
      if (passes >= 2) {
        put(g, G.Passes, 0);
        put(g, G.Pc, g.m[g.oStack] === 0 ? PC.StepEnd : PC.Resolve);
      } else {
        put(g, G.Passes, passes);
        put(g, G.Prio, 1 - p);
      }
      return;
    }
    case Opt.PlayLand:
      noteOptional(g, p, v);
      setPl(g, p, P.LandsPlayed, pl(g, p, P.LandsPlayed) + 1);
      put(g, G.Passes, 0);
      proposeMove(g, optObject(v), Zone.InPlay, p); // happens in the game loop, before priority again
      return;
    case Opt.Cast:
      noteOptional(g, p, v);
      beginCast(g, p, optObject(v));
      put(g, G.Pc, PC.Build);
      return;
    case Opt.Activate:
      noteOptional(g, p, v);
      beginActivate(g, p, optObject(v), optAbility(v));
      put(g, G.Pc, PC.Build);
      return;
    case Opt.CastFaceDown:
      noteOptional(g, p, v);
      beginCastFaceDown(g, p, optObject(v));
      put(g, G.Pc, PC.Build);
      return;
    case Opt.TurnFaceUp:
      // 502.26c: a special action (no stack); p keeps priority. The turning is an event (419.1e).
      noteOptional(g, p, v);
      put(g, G.Passes, 0);
      if (payToTurnFaceUp(g, p, optObject(v))) propose(g, EV.TurnFaceUp, ref(g, optObject(v)), -1, 0);
      return;
  }
}

/** Applies option `a` of the pending decision, without running the game on. */
function applyDecision(g: Game, a: number): void {
  const v = g.m[g.oOpt + a];
  const kind = g.m[G.DKind] as D;
  put(g, G.DKind, D.None);
  g.m[G.Decisions]++;
  // The turn's cap counts priority decisions (taken or automatic), which are the same whether or not
  // single options are shown (replays, scripts): the game is then over (action_limit).
  if (kind === D.Priority && !countDecision(g)) return;
  switch (kind) {
    case D.Priority:
      applyPriority(g, v);
      return;
    case D.Mode:
      chooseMode(g, v);
      return;
    case D.ChooseX:
      chooseX(g, v);
      return;
    case D.Target:
      chooseTarget(g, g.m[G.CastTarget], v);
      return;
    case D.Replace:
    case D.ShieldFirst:
    case D.ReplaceMode:
      flushEvents(g, v);
      return;
    case D.Copy:
    case D.Enchant:
    case D.Color:
    case D.Name:
      flushEvents(g, v, kind);
      return;
    // Cards revealed by a replaced draw (replace.ts) are ordered while the events wait; else a resolving effect's.
    case D.Order:
      if (g.m[g.oEvN] !== 0) flushEvents(g, v + REVEAL_ORDER);
      else resolveTop(g, v);
      return;
    case D.Words:
    case D.Search:
    case D.ResolveColor:
    case D.AttachTo:
    case D.FromHand:
      resolveTop(g, v);
      return;
    case D.ChooseSource:
      resolveTop(g, v);
      return;
    case D.Attack:
      if (v >= 0) {
        declareAttacker(g, v);
        return;
      }
      if (finishAttacks(g) > 0) {
        put(g, G.Declared, 1);
        onAttackersDeclared(g);
      }
      put(g, G.Pc, PC.Priority);
      return;
    case D.Block:
      if (v >= 0) {
        declareBlocker(g, v >>> 16, v & 0xffff);
        return;
      }
      finishBlocks(g);
      put(g, G.Declared, 2);
      onBlockersDeclared(g);
      put(g, G.Pc, PC.Priority);
      return;
    case D.Assign:
      if (assignCombatDamage(g, v)) {
        put(g, G.Declared, 2);
        put(g, G.Pc, PC.Priority);
      }
      return;
    case D.TriggerOrder:
      beginTrigger(g, v);
      return;
    case D.Discard:
      if (g.m[G.Pc] === PC.Resolve) resolveTop(g, v);
      else if (g.m[G.Pc] === PC.Build) chooseDiscardCost(g, v);
      else proposeDiscard(g, v, -1); // cleanup: to the maximum hand size (a game rule)
      return;
    case D.May:
      if (g.m[G.Pc] === PC.StepActions) {
        untapChoice(g, v);
        return;
      }
      if (g.m[G.Pc] === PC.Mulligans) {
        openingHandPermanents(g, v);
        return;
      }
      if (v === 1) noteOptional(g, g.m[G.DPlayer], -1);
      resolveTop(g, v);
      return;
    case D.Return:
      resolveTop(g, v);
      return;
    case D.LoopCount:
      applyLoopCount(g, v);
      return;
    case D.Sacrifice:
      if (g.m[G.Pc] === PC.Build) chooseSacrifice(g, v);
      else resolveTop(g, v);
      return;
    case D.Mulligan:
      applyMulligan(g, v);
      return;
    case D.Pause:
      put(g, G.Paused, 1);
      return;
    default:
      throw new Error('apply: no decision is pending');
  }
}

/** Runs the game until a decision with more than one option is pending, or the game is over. */
export function advance(g: Game): void {
  for (;;) {
    const m = g.m; // re-read: a growing table reallocates the memory
    if (m[G.GameOver] !== 0) {
      put(g, G.DKind, D.None);
      put(g, G.Pc, PC.Over);
      return;
    }
    const kind = m[G.DKind];
    if (kind !== D.None) {
      if (kind !== D.Pause && m[g.oOptN] === 1 && m[g.oNoAuto] === 0) {
        applyDecision(g, 0);
        continue;
      }
      return;
    }
    // Events proposed by the last step happen before anything else goes on.
    if (m[g.oEvN] !== 0 && !flushEvents(g)) continue;
    switch (m[G.Pc]) {
      case PC.Over:
        return;
      case PC.StepBegin:
        if (m[G.StepHook] !== 0 && m[G.Paused] === 0) {
          g.m[g.oOpt] = 0;
          ask(g, D.Pause, m[G.Active], 1);
          return;
        }
        put(g, G.Paused, 0);
        put(g, G.Pc, PC.StepActions);
        break;
      case PC.StepActions:
        stepActions(g);
        break;
      case PC.Priority:
        priority(g);
        break;
      // A mana ability (406.1 of 2008) doesn't wait on the stack: it resolves at once.
      case PC.Build:
        if (continueBuild(g)) {
          put(g, G.Passes, 0);
          put(g, G.Pc, isManaAbility(g, stackTop(g)) ? PC.Resolve : PC.Priority);
        }
        break;
      case PC.Resolve:
        resolveTop(g, -1);
        break;
      case PC.StepEnd:
        stepEnd(g);
        break;
      case PC.Mulligans:
        mulligans(g);
        break;
      default:
        throw new Error('bad program counter ' + m[G.Pc]);
    }
  }
}

// ---- The public interface (OpenSpiel-shaped) ----

export const decisionKind = (g: Game): D => g.m[G.DKind] as D;
export const decisionPlayer = (g: Game): number => g.m[G.DPlayer];
export const optionCount = (g: Game): number => (g.m[G.DKind] === D.None ? 0 : g.m[g.oOptN]);
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

export const isOver = (g: Game): boolean => g.m[G.GameOver] !== 0;
/** 0 or 1: that seat won; 2: a draw; -1: not over. */
export const winner = (g: Game): number => g.m[G.Winner];
export const endReason = (g: Game): End => g.m[G.EndReason] as End;
export const turnNumber = (g: Game): number => g.m[G.Turn];
export const currentStep = (g: Game): Step => g.m[G.Step] as Step;

export { Game };
