// The engine's one public boundary (design.md, "Engine core"): agents, the scenario runner, the harness,
// the bench and tests use these functions, never the state array's offsets. Everything here is a small
// function over a Game; readers of characteristics bring the layer cache up to date themselves.
//
// Three groups: playing a game (decisions and actions), reading a game (players, objects, the stack,
// the pending decision's context), and setting one up (scenarios, tests and the bench build positions).
import { attackersBlockedBy, declaredBlocks } from './core/blocks.js';
import { blockCapacity } from './actions/combat-legal.js';
import { turnFaceDown } from './batch/face.js';
import { realCardOf as morphRealCard, isFaceDown as morphIsFaceDown } from './core/face.js';
import { listFind, listPicks, listShare } from './core/target-list.js';
import type { ActivatedC, CCard, Instr, TargetC, TargetKind } from './core/cardform.js';
import { activatedAbility, activatedCount, grantedCard } from './facts/granted.js';
import {
  abilitiesLost,
  baseCard,
  colors,
  controller,
  ensureChars,
  keywords,
  keywords2,
  power,
  toughness,
  types,
} from './facts/chars.js';
import { activationForbidden } from './facts/rules-mod.js';
import { canBlock as combatCanBlock, combatTax } from './actions/combat.js';
import {
  Decision,
  End,
  Flag,
  NO_TARGET,
  type Opt,
  StackKind as SKind,
  type StackKind,
  type Step,
  CardType,
  Zone,
} from './core/constants.js';
import { ContinuousEffect } from './core/continuous.js';
import { advance, blankGame, type GameOptions, newGame } from './engine.js';
import { canPay as manaCanPay, canTap as manaCanTap, isSick as manaIsSick } from './actions/mana.js';
import { setTapped as manaSetTapped, listBase, moveTo } from './core/zones.js';
import { optAbility, optKind, optObject, sorceryTiming as prioSorceryTiming } from './actions/priority.js';
import { replacementBenefit as benefitOf } from './batch/replace.js';
import { stackAt, rf } from './core/stack-records.js';
import {
  AssignField,
  computeHash,
  Game,
  Global,
  History,
  liveId,
  markDirty,
  MAX_OPTIONS,
  PlayerSlot,
  pl,
  put,
  ref,
  refId,
  StackField,
  setAttach,
  setCard,
  setDamage as setObjectDamage,
  setPl,
  stateHash,
  attachOf,
  blocksOf,
  cardIdOf,
  damageOf,
  ownerOf,
  zoneOf as stateZoneOf,
  firstCastOf,
  minus1Of,
  plus1Of,
  flagsOf,
  histOf,
  trigCountOf,
} from './core/state.js';
export { cardIdOf, damageOf, ownerOf };
import { listTargets as targetList } from './facts/targets.js';
import { enterStep } from './actions/turn.js';
import { LOOP_KIND_NAMES, loopKindOf, loopSignature } from './actions/loops.js';
export { positionKey } from './actions/loops.js';
import { Aim } from './vocab/verb.js';
import { verbOf } from './vocab/registry.js';
export { Aim };

export { Game, newGame, blankGame, type GameOptions, stateHash, computeHash, MAX_OPTIONS };
export {
  advance,
  apply,
  currentStep,
  decisionKind,
  decisionPlayer,
  endReason,
  isOver,
  legalActions,
  optionCount,
  optionValue,
  turnNumber,
  winner,
} from './engine.js';
export { describeDecision, describeOption } from './describe.js';
// Decision kinds as modules: what an option means (decodeOption), a scenario's answer, the defaults.
export { DECISIONS, decodeOption } from './decisions/table.js';
export { Choice, ChooseForm, OptionInfo } from './decisions/module.js';
export { PlayerView, omniscientView } from './view.js';
export type { CCard } from './core/cardform.js';

// ---- Playing ----

/** Copies `src` into `dst` (a game made for the same decks): one typed-array copy. */
export function cloneGame(src: Game, dst: Game): void {
  src.cloneInto(dst);
}
/** A new, empty game of the same layout as `g` (for cloneGame). */
export function gameLike(g: Game): Game {
  return new Game(g.cards, g.nA, g.nCards - g.nA);
}
/** The card list a game was made with (card ids index it). */
export const cardList = (g: Game): readonly CCard[] => g.cards;
/** A compiled card's printed types include Land (reports list lands apart). */
export const isLandCard = (c: CCard): boolean => (c.types & CardType.Land) !== 0;
/** Decisions taken so far, single-option ones included (the bench counts them). */
export const decisionsTaken = (g: Game): number => g.m[Global.Decisions];
export function resetDecisionsTaken(g: Game): void {
  g.m[Global.Decisions] = 0;
}
/** For tests: a copy of the game's whole memory (to compare two games byte for byte). */
export const gameMemory = (g: Game): Int32Array => g.m.slice();

// Option words. decodeOption reads any option in plain terms; user agents given only an option word
// (view.option(a)) read it with these (README). A priority option is kind << 28 | ability << 20 |
// object id; a block option is blocker << 16 | attacker.
/** Priority option: pass, play a land, cast, activate. */
export const priorityKind = (v: number): Opt => optKind(v) as Opt;
/** Priority option: the object played, cast or activated. */
export const priorityObject = (v: number): number => optObject(v);
/** Priority option: which activated ability (0-based, non-mana abilities in printed order). @public */
export const priorityAbility = (v: number): number => optAbility(v);
/** Block option: the blocking creature (-1 for "done"). @public */
export const blockBlocker = (v: number): number => (v < 0 ? -1 : v >>> 16);
/** Block option: the attacker it blocks (-1 for "done"). @public */
export const blockAttacker = (v: number): number => (v < 0 ? -1 : v & 0xffff);
/** The option word of "no more targets" in a list target's decision. @public */
export const DONE_PICKING = NO_TARGET;

// ---- Reading: the turn and the players ----

export const activePlayer = (g: Game): number => g.m[Global.Active];
export const priorityPlayer = (g: Game): number => g.m[Global.Prio];
export const firstPlayer = (g: Game): number => g.m[Global.FirstPlayer];
export const life = (g: Game, p: number): number => pl(g, p, PlayerSlot.Life);
export const poison = (g: Game, p: number): number => pl(g, p, PlayerSlot.Poison);
export const mulligans = (g: Game, p: number): number => pl(g, p, PlayerSlot.Mulligans);
export const landsPlayed = (g: Game, p: number): number => pl(g, p, PlayerSlot.LandsPlayed);
/** Mana in p's pool of color index c (0-4 WUBRG, 5 colorless). */
export const manaPool = (g: Game, p: number, c: number): number => pl(g, p, PlayerSlot.ManaW + c);
/** Has combat reached blockers-declared (2) or damage assignment (3) this step? 0: no attackers yet. */
export const combatStage = (g: Game): number => g.m[Global.Declared];
/** True while the first-strike combat damage step runs (502.2b): replays name that step. */
export const inFirstStrikeStep = (g: Game): boolean => g.m[Global.FsStep] === 1;
/** Is a spell or ability being put on the stack (its targets being chosen)? */
export const isBuilding = (g: Game): boolean => g.m[Global.CastItem] >= 0;

/** Objects of a zone: for in play, every permanent (player ignored); otherwise player p's zone. */
export function zoneSize(g: Game, zone: Zone, p: number): number {
  return g.m[listBase(g, zone, p)];
}
/** The i-th object of a zone (libraries: 0 is the bottom, the last is the top). */
export function zoneObject(g: Game, zone: Zone, p: number, i: number): number {
  return g.m[listBase(g, zone, p) + 1 + i];
}
/** The objects of a zone as an array (allocates: not for hot loops). */
export function zoneObjects(g: Game, zone: Zone, p: number): number[] {
  const b = listBase(g, zone, p);
  const n = g.m[b];
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(g.m[b + 1 + i]);
  return out;
}

// ---- Reading: objects ----
// Object ids run 0..objectCapacity-1: seat A's cards, seat B's cards, then token slots.

export const objectCapacity = (g: Game): number => g.n;
export const deckCardCount = (g: Game): number => g.nCards;
/** Ids of seat `seat`'s deck cards: [from, to). */
export const seatObjects = (g: Game, seat: number): [number, number] => (seat === 0 ? [0, g.nA] : [g.nA, g.nCards]);
export const cardOf = (g: Game, id: number): CCard => g.cards[cardIdOf(g, id)];
/**
 * The object's name: its card's, but a token named by a creature type its creator's changed text replaced reads as the
 * new type (418.6c); a face-down object's is its real card's (reports and scenarios see everything, agents' views
 * don't).
 */
export { nameOf } from './decisions/common.js';
export const zoneOf = (g: Game, id: number): Zone => stateZoneOf(g, id) as Zone;
/** The card whose abilities (and name) the object has now: its own, or what it copies in play (layer 1). */
export const abilitiesCardOf = (g: Game, id: number): CCard => baseCard(g, id);
/**
 * Activated ability k of the object now (0-based, non-mana): its own (or copied) ones, then those effects grant it;
 * null if none.
 */
export const activatedAbilityOf = (g: Game, id: number, k: number): ActivatedC | null => activatedAbility(g, id, k);
/** The card whose activated abilities hold the object's ability k: its own (or copied) card for its own
 * ones (index k), a granted ability's holder card (index 0) for a granted one; null if none. */
export const activatedAbilityCard = (g: Game, id: number, k: number): CCard | null => {
  const own = baseCard(g, id);
  if (k < own.activated.length) return own;
  const h = grantedCard(g, id, k - own.activated.length);
  return h < 0 ? null : g.cards[h];
};
/** Why the object's own activated abilities can't be played now, for messages: Humility, Pithing Needle; or null. */
export function activationBlocked(g: Game, id: number): 'lost' | 'named' | null {
  if (abilitiesLost(g, id)) return 'lost';
  return activationForbidden(g, baseCard(g, id).name) ? 'named' : null;
}
/**
 * How many activated abilities (mana abilities with other costs than {T} among them) the object has now, granted ones
 * included.
 */
export const activatedAbilityCount = (g: Game, id: number): number => activatedCount(g, id);
export const controllerOf = (g: Game, id: number): number => controller(g, id);
export const powerOf = (g: Game, id: number): number => power(g, id);
export const toughnessOf = (g: Game, id: number): number => toughness(g, id);
export const keywordsOf = (g: Game, id: number): number => keywords(g, id);
/** The second keyword word: evasion and combat restrictions and requirements (constants.ts COMBAT_WORDS). */
export const keywords2Of = (g: Game, id: number): number => keywords2(g, id);
export const typesOf = (g: Game, id: number): number => types(g, id);
export const colorsOf = (g: Game, id: number): number => colors(g, id);
/** +1/+1 counters (kind 1) or -1/-1 counters (kind -1) on an object. */
export const countersOf = (g: Game, id: number, kind: 1 | -1): number => (kind > 0 ? plus1Of(g, id) : minus1Of(g, id));
export const isTapped = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Tapped) !== 0;
export const isToken = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Token) !== 0;
export const isAttacking = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Attacking) !== 0;
export const isBlocking = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Blocking) !== 0;
export const isBlocked = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Blocked) !== 0;
/** The attacker a blocking creature blocks, or -1. */
export const blockedBy = (g: Game, id: number): number => liveId(g, blocksOf(g, id));
/** Every attacker a blocking creature blocks, first declared first (several: Palace Guard, High Ground). */
export function blockedAttackers(g: Game, id: number): number[] {
  const out = new Int32Array(Math.max(1, declaredBlocks(g, id)));
  return Array.from(out.subarray(0, attackersBlockedBy(g, id, out, 0, false)));
}
/** How many attackers creature `id` may block (combat-blocks.ts), given `attackers` attacking creatures. */
export const blockLimit = (g: Game, id: number, attackers: number): number => blockCapacity(g, id, attackers);
/** The object an Aura or Equipment is attached to, or -1. */
export const attachedTo = (g: Game, id: number): number => liveId(g, attachOf(g, id));
/** Has the creature summoning sickness (can't attack or use {T} abilities)? */
export const isSick = (g: Game, id: number): boolean => manaIsSick(g, id);
/** Could its {T} abilities be used now? */
export const canTap = (g: Game, id: number): boolean => manaCanTap(g, id);
/** May `blocker` block `attacker` (evasion, tapped, already blocking)? */
export const canBlock = (g: Game, blocker: number, attacker: number): boolean => combatCanBlock(g, blocker, attacker);
/**
 * The cost, in generic mana per creature, to attack the defending player this combat (500.2; Windborn Muse), or -1 if
 * none.
 */
export const attackCost = (g: Game): number => combatTax(g, ContinuousEffect.AttackTax);
/** The cost, in generic mana per creature, to block this turn (500.3; War Cadence), or -1 if none. */
export const blockCost = (g: Game): number => combatTax(g, ContinuousEffect.BlockTax);
/** Makes sure characteristics are fresh (readers do this themselves; for loops that read many). */
export function freshCharacteristics(g: Game): void {
  ensureChars(g);
}

// History, for reports: never read by the rules.
export const wasDrawn = (g: Game, id: number): boolean => (histOf(g, id) & History.Drawn) !== 0;
export const wasCast = (g: Game, id: number): boolean => (histOf(g, id) & History.Cast) !== 0;
export const firstCastTurn = (g: Game, id: number): number => firstCastOf(g, id);
export function forgetDrawn(g: Game, id: number): void {
  g.m[g.historyBits + id] &= ~History.Drawn;
}
/** How many times this object's triggered abilities have triggered. */
export const triggerCount = (g: Game, id: number): number => trigCountOf(g, id);

// ---- Reading: the stack and the pending decision's context ----

export const stackSize = (g: Game): number => g.m[g.stack];
/** The record of stack item i (0 = bottom). */
export const stackItem = (g: Game, i: number): number => stackAt(g, i);
export const itemKind = (g: Game, rec: number): StackKind => rf(g, rec, StackField.Kind) as StackKind;
/** The source object of a stack item (-1 for combat damage). */
export const itemSource = (g: Game, rec: number): number =>
  rf(g, rec, StackField.Kind) === SKind.CombatDamage ? -1 : refId(rf(g, rec, StackField.Source));
export const itemController = (g: Game, rec: number): number => rf(g, rec, StackField.Controller);
export const itemAbility = (g: Game, rec: number): number => rf(g, rec, StackField.Ability);
/** Target t of a stack item: an object id, a player ref (negative), or NO_TARGET. */
export const itemTarget = (g: Game, rec: number, t: number): number => {
  const v = rf(g, rec, StackField.T0 + t);
  return v < 0 ? v : refId(v);
};
/** The stack item whose targets are being chosen (Target decisions), or -1. */
export const buildingItem = (g: Game): number => g.m[Global.CastItem];
/** Which of its targets is being chosen. */
export const buildingTargetIndex = (g: Game): number => g.m[Global.CastTarget];
/** While a list of targets is being picked (target-list.ts): the picks made so far (0 otherwise). */
export const buildingPicks = (g: Game): number => {
  const rec = g.m[Global.CastItem];
  return rec < 0 ? 0 : listPicks(g, rec);
};
/** While a list of targets is being picked: how many picks so far chose object `id` (its share of a divided amount). */
export const pickedShare = (g: Game, id: number): number => {
  const rec = g.m[Global.CastItem];
  const i = rec < 0 ? -1 : listFind(g, rec, id);
  return i < 0 ? 0 : listShare(g, rec, i);
};
/** Assign decisions: the attacker whose damage is being divided. */
export const assigningAttacker = (g: Game): number => g.m[Global.DAux];
/** Combat damage assigned so far this step from `src` (or any source, -1) to `dst` (object or player ref). */
export function damageAssigned(g: Game, src: number, dst: number): number {
  let s = 0;
  for (let k = 0; k < g.m[Global.AssignN]; k++) {
    const r = g.damageAssignments + k * AssignField.SIZE;
    const d = g.m[r + AssignField.Dst];
    if ((d < 0 ? d === dst : refId(d) === dst) && (src < 0 || refId(g.m[r + AssignField.Src]) === src))
      s += g.m[r + AssignField.Amount];
  }
  return s;
}
export const pendingTriggerCount = (g: Game): number => g.m[Global.TrigN];
/** A Replace option's benefit to the affected player (+1 spares, -1 worsens, 0 neither): replace.ts. */
export const replacementBenefit = (g: Game, v: number): number => benefitOf(g, v);
/** Items resolved so far (scenario "resolve" waits on this). */
export const resolutions = (g: Game): number => g.m[g.resolutionCount];

// ---- Rules questions ----

/** Sorcery timing for p: own main phase, empty stack (408.1 of 2008). */
export const sorceryTiming = (g: Game, p: number): boolean => prioSorceryTiming(g, p);
/** Could p pay this mana cost now (with X = x)? `exclude`: a source whose {T} is already part of the cost. */
export const canPay = (g: Game, p: number, cost: CCard['cost'] & object, x = 0, exclude = -1): boolean =>
  manaCanPay(g, p, cost, x, exclude);
/** Legal targets of a target spec for a source controlled by `you`, written to out[at..]; returns the count. */
export function listTargets(
  g: Game,
  spec: TargetC,
  src: number,
  you: number,
  out: Int32Array,
  at = 0,
  limit = out.length - at,
): number {
  return targetList(g, spec, src, you, out, at, limit);
}

// ---- Setting up (scenarios, tests, the bench) ----

/** Puts object `id` into a zone under a controller (a new object, as any zone change). */
export function placeObject(g: Game, id: number, zone: Zone, ctrl = -1, bottom = false): void {
  moveTo(g, id, zone, ctrl, bottom);
}
export function setTapped(g: Game, id: number, on: boolean): void {
  manaSetTapped(g, id, on);
}
/** A morph permanent in play is face down (502.26: a 2/2 with no name, text or color; its card hidden). */
export function setFaceDown(g: Game, id: number): void {
  turnFaceDown(g, id);
}
/** Is object id face down, and the card it really is (its own when face up). */
export const isFaceDown = (g: Game, id: number): boolean => morphIsFaceDown(g, id);
export const realCardOf = (g: Game, id: number): CCard => g.cards[morphRealCard(g, id)];
export function setDamage(g: Game, id: number, n: number): void {
  setObjectDamage(g, id, n);
  g.m[g.anyDamageMarked] = 1;
  g.m[g.sbaDirty] = 1;
}
export function setCounters(g: Game, id: number, kind: 1 | -1, n: number): void {
  put(g, (kind > 0 ? g.plusOneCounters : g.minusOneCounters) + id, n);
  g.m[g.cacheDirty] = 1;
}
export function setLife(g: Game, p: number, n: number): void {
  setPl(g, p, PlayerSlot.Life, n);
}
export function setPoison(g: Game, p: number, n: number): void {
  setPl(g, p, PlayerSlot.Poison, n);
}
/** A permanent put into play by setup is not summoning sick unless `sick`. */
export function setSummoningSick(g: Game, id: number, sick: boolean): void {
  put(g, g.controlledSince + id, sick ? g.m[Global.Turn] : -1);
}
/** Makes object slot `id` (a token slot) a token of card `cardId` owned by `owner`, out of play. */
export function makeToken(g: Game, id: number, cardId: number, owner: number): void {
  put(g, g.cardIds + id, cardId);
  put(g, g.owners + id, owner);
  put(g, g.flags + id, Flag.Token);
}
/** A slot for a new token (a ceased token's slot is used again; the capacity grows when needed). */
export { allocToken } from './core/zones.js';
/** The first token slot not yet used, and marks slots below `next` used. */
export const nextTokenSlot = (g: Game): number => g.m[Global.NextToken];
export function setNextTokenSlot(g: Game, next: number): void {
  put(g, Global.NextToken, next);
}
export function attach(g: Game, id: number, to: number): void {
  setAttach(g, id, ref(g, to));
  markDirty(g);
} // (what it is attached to is read by characteristics)
/** Pause at the beginning of every step (a Pause decision; option 0 continues). */
export function setStepPause(g: Game, on: boolean): void {
  put(g, Global.StepHook, on ? 1 : 0);
}
/** Scripted play: show single-option decisions too, and list every copy of a card in hand. */
export function setScripted(g: Game, on: boolean): void {
  g.m[g.showSingleOptions] = on ? 1 : 0;
  g.m[g.listCopies] = on ? 1 : 0;
}
/** Priority options list every copy of a card in hand (as scripts do), not only the first. */
export function setListCopies(g: Game, on: boolean): void {
  g.m[g.listCopies] = on ? 1 : 0;
}
/** Setup and tests: object `id` becomes a copy of card `cardId` (its identity only; nothing else changes). */
export function setCardOf(g: Game, id: number, cardId: number): void {
  setCard(g, id, cardId);
  g.m[g.cacheDirty] = 1;
}
/** Show single-option decisions too (replays log step by step). */
export function setShowSingleOptions(g: Game, on: boolean): void {
  g.m[g.showSingleOptions] = on ? 1 : 0;
}
/** Starts the game at the beginning of `step` of the current turn, active player holding priority. */
export function beginAtStep(g: Game, step: Step, skipPause = true): void {
  if (skipPause) put(g, Global.Paused, 1);
  enterStep(g, step);
  advance(g);
}
/** Sets whose turn it is (setup only). */
export function setTurn(g: Game, turn: number, active: number): void {
  put(g, Global.Turn, turn);
  put(g, Global.Active, active);
  put(g, Global.Prio, active);
  setPl(g, active, PlayerSlot.LastTurn, turn);
  setPl(g, 1 - active, PlayerSlot.LastTurn, turn - 1);
}
export { Zone, Decision };

// ---- Loops (421): what the engine settled, for reports and scenarios ----
/**
 * The kind of the first loop the game settled: none, mandatory_draw, optional_one_player, optional_two_player or
 * optional_independent (421.5).
 */
export function settledLoop(
  g: Game,
): 'none' | 'mandatory_draw' | 'optional_one_player' | 'optional_two_player' | 'optional_independent' {
  return LOOP_KIND_NAMES[loopKindOf(g)];
}
/**
 * The game's loop_kind (design.md): action_limit when the turn's decision cap ended it (detection
 * missed a loop), else the first loop settled, else turn_limit when the turn limit ended it, else none.
 */
export function gameLoopKind(
  g: Game,
):
  | 'none'
  | 'mandatory_draw'
  | 'optional_one_player'
  | 'optional_two_player'
  | 'optional_independent'
  | 'turn_limit'
  | 'action_limit' {
  const reason = g.m[Global.EndReason];
  if (reason === End.ActionLimit) return 'action_limit';
  const settled = settledLoop(g);
  if (settled !== 'none') return settled;
  return reason === End.TurnLimit ? 'turn_limit' : 'none';
}
/** The names of the cards whose items resolved in one cycle of that loop (first seen first). */
export function loopCards(g: Game): string[] {
  return loopSignature(g).map((c) => g.cards[c].name);
}
export { LOOP_COUNTS, MAX_TURN_DECISIONS } from './actions/loops.js';

// ---- What an instruction of a card's program does, as its verb says (agents' card knowledge) ----

/** What instruction `ins` does to target t of kind `kind`: harms it, helps it, or nothing known. */
export const instructionAim = (ins: Instr, t: number, kind: TargetKind): Aim => verbOf(ins).aim(ins, t, kind);
/** Damage instruction `ins` deals to its target (0 when none). */
export const instructionDamage = (ins: Instr): number => verbOf(ins).damage(ins);
/** Does instruction `ins` harm something without a target (a sweeper, an opponent's discard)? */
export const instructionHarmsUntargeted = (ins: Instr): boolean => verbOf(ins).harmsUntargeted(ins);
/** What static ability i of a card does to the objects it applies to: harms them, helps them, or nothing known. */
export const staticAim = (c: CCard, i: number): Aim => c.statics[i].aim as Aim;
/** Does static ability i of a card apply to the permanent the card is attached to ("enchanted creature")? */
export const staticOnAttached = (c: CCard, i: number): boolean => c.statics[i].filter.attached;
