// Reading a game (design.md, "Engine core"): what an agent reads through its PlayerView or on its own copies
// (view.newGame(), view.determinize()), and what the harness's reports read: players, zones, objects'
// characteristics, the stack, combat, the pending decision's context, and what a card's words do. Nothing
// here changes a game; readers of characteristics bring the layer cache up to date themselves.
import { CHOOSE_TO_SACRIFICE, SEARCH_TAKES_AWAY } from '../vocab/effects-search.js';
import { attackersBlockedBy, declaredBlocks } from '../core/blocks.js';
import { blockCapacity } from '../actions/combat-legal.js';
import { costKind } from '../actions/cost-kinds.js';
import { isFaceDown as morphIsFaceDown, realCardOf as morphRealCard } from '../core/face.js';
import { listFind, listPicks, listShare } from '../core/target-list.js';
import type { ActivatedC, CCard, Instr, TargetC, TargetKind } from '../core/cardform.js';
import { activatedAbility, activatedCount, grantedCard } from '../facts/granted.js';
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
} from '../facts/chars.js';
import { activationForbidden, activationLocked } from '../facts/rules-mod.js';
import { objectName } from '../facts/typetext.js';
import {
  canBlock as combatCanBlock,
  canBlockPrepared as combatCanBlockPrepared,
  combatTax,
  prepareBlockChecks as combatPrepareBlockChecks,
} from '../actions/combat.js';
import {
  Flag,
  NO_TARGET,
  type Opt,
  StackKind as SKind,
  type StackKind,
  CardType,
  type Zone,
  FIRST_NAMED_COUNTER,
  NAMED_COUNTERS,
  Decision,
  NAME_ON_RESOLUTION,
  COLOR_OF_REMOVED_CARDS,
} from '../core/constants.js';
import { ContinuousEffect } from '../core/continuous.js';
import { canPay as manaCanPay, canTap as manaCanTap, isSick as manaIsSick } from '../actions/mana.js';
import { listBase } from '../core/zones.js';
import { optAbility, optKind, optObject, sorceryTiming as prioSorceryTiming } from '../actions/priority.js';
import { replacementBenefit as benefitOf } from '../batch/replace.js';
import { stackAt, rf } from '../core/stack-records.js';
import {
  AssignField,
  type Game,
  Global,
  liveId,
  PlayerSlot,
  pl,
  ref,
  refId,
  StackField,
  attachOf,
  cardIdOf,
  zoneOf as stateZoneOf,
  minus1Of,
  plus1Of,
  loyaltyOf,
  namedCountersOf,
  flagsOf,
} from '../core/state.js';
import { listTargets as targetList } from '../facts/targets.js';
import { Aim } from '../vocab/verb.js';
import { verbOf } from '../vocab/registry.js';
import { loyalty as loyaltyWord, LOYALTY_MINUS_X } from '../vocab/costs-loyalty.js';

// ---- The constants and card types agents read ----
export {
  Zone,
  Step,
  Opt,
  EVOKE_OPTION,
  PROWL_OPTION,
  CONSPIRE_OPTION,
  RETRACE_OPTION,
  RETRACE_CONSPIRE_OPTION,
  StackKind,
  Keyword,
  CombatWord,
  K2_LANDWALK,
  CardType,
  STEP_NAMES,
  DECISION_NAMES,
  END_NAMES,
  COLOR_NAMES,
  TYPE_NAMES,
  KEYWORDS,
  FIRST_WORD_NAMES,
  COMBAT_WORDS,
  playerRef,
  refPlayer,
} from '../core/constants.js';
export { Attach, Loyalty, TargetKind, spellTargets } from '../core/cardform.js';
export type { ActivatedC, CCard, Instr, TargetC } from '../core/cardform.js';
export { Aim };

// ---- The view, and what the pending decision's options mean ----
export { PlayerView, omniscientView, trustedView } from '../view.js';
/** What a compiled card does, in words from its compiled form (`playtest card NAME`). */
export { explainCard } from '../explain.js';
export { manaText } from '../vocab/text.js';
/** Decision kinds as modules (DECISIONS[kind]); decodeOption reads option a in plain terms into an OptionInfo. */
export { DECISIONS, decodeOption } from '../decisions/table.js';
export { OptionInfo } from '../decisions/module.js';
export {
  /** The raw option word of option a (an object id, a player ref, or a priority word). */
  optionValue,
  /** The step of the current turn (Step). */
  currentStep,
} from '../engine.js';

// Option words. User agents given only an option word (view.option(a)) read it with these (docs/agents.md).
// A priority option is kind << 28 | ability << 20 | object id; a block option is blocker << 16 | attacker.
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

/** Is the pending decision a Name decision made as an effect resolves (Lammastide Weave), not Pithing Needle's? */
export const namesOnResolution = (g: Game): boolean =>
  g.m[Global.DKind] === Decision.Name && g.m[Global.DAux] === NAME_ON_RESOLUTION;

/** Is the pending decision the color of the cards an opponent will remove (Oona, Queen of the Fae)? */
export const colorOfRemovedCards = (g: Game): boolean =>
  g.m[Global.DKind] === Decision.ResolveColor && g.m[Global.DAux] === COLOR_OF_REMOVED_CARDS;

// ---- The turn and the players ----

export const activePlayer = (g: Game): number => g.m[Global.Active];
export const life = (g: Game, p: number): number => pl(g, p, PlayerSlot.Life);
export const poison = (g: Game, p: number): number => pl(g, p, PlayerSlot.Poison);
/** Mana in p's pool, all colors and colorless together (it empties at the end of each step and phase). */
export const floatingMana = (g: Game, p: number): number => {
  let total = 0;
  for (let c = 0; c < 6; c++) total += pl(g, p, PlayerSlot.ManaW + c);
  return total;
};
export const mulligans = (g: Game, p: number): number => pl(g, p, PlayerSlot.Mulligans);
/** Has combat reached blockers-declared (2) or damage assignment (3) this step? 0: no attackers yet. */
export const combatStage = (g: Game): number => g.m[Global.Declared];
/** True while the first-strike combat damage step runs (502.2b): replays name that step. */
export const inFirstStrikeStep = (g: Game): boolean => g.m[Global.FsStep] === 1;

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

// ---- Objects ----
// Object ids run 0..objectCapacity-1: seat A's cards, seat B's cards, then token slots.

export const objectCapacity = (g: Game): number => g.n;
export const deckCardCount = (g: Game): number => g.nCards;
/** Ids of seat `seat`'s deck cards: [from, to). */
export const seatObjects = (g: Game, seat: number): [number, number] => (seat === 0 ? [0, g.nA] : [g.nA, g.nCards]);
export const cardOf = (g: Game, id: number): CCard => g.cards[cardIdOf(g, id)];
export { cardIdOf, damageOf, ownerOf } from '../core/state.js';
/**
 * The object's name: its card's, but a token named by a creature type its creator's changed text replaced reads as the
 * new type (418.6c); a face-down object's is its real card's (reports and scenarios see everything, agents' views
 * don't).
 */
export { nameOf } from '../decisions/common.js';
export const zoneOf = (g: Game, id: number): Zone => stateZoneOf(g, id) as Zone;
/** Is object id face down (502.26: a 2/2 with no name, text or color)? */
export const isFaceDown = (g: Game, id: number): boolean => morphIsFaceDown(g, id);
/** The card id a face-down permanent is (in a searcher's copy: its own card, or its guess of the opponent's). */
export const faceUpCardIdOf = (g: Game, id: number): number => morphRealCard(g, id);
/** The card whose abilities (and name) the object has now: its own, or what it copies in play (layer 1). */
export const abilitiesCardOf = (g: Game, id: number): CCard => baseCard(g, id);
/**
 * Activated ability k of the object now (0-based, non-mana): its own (or copied) ones, then those effects grant it;
 * null if none.
 */
export const activatedAbilityOf = (g: Game, id: number, k: number): ActivatedC | null => activatedAbility(g, id, k);
/** Does a part of ability ab's cost make an X with no {X} of mana ("Sacrifice X Goats")? */
export const xFromCost = (ab: ActivatedC): boolean => ab.costs.some((part) => costKind(part).xMost !== null);
/** The card whose activated abilities hold the object's ability k: its own (or copied) card for its own
 * ones (index k), a granted ability's holder card (index 0) for a granted one; null if none. */
export const activatedAbilityCard = (g: Game, id: number, k: number): CCard | null => {
  const own = baseCard(g, id);
  if (k < own.activated.length) return own;
  const h = grantedCard(g, id, k - own.activated.length);
  return h < 0 ? null : g.cards[h];
};
/**
 * Why the object's activated abilities (its own, or with `granted` those effects grant it) can't be played now, for
 * messages: Humility (its own only), Pithing Needle (any but mana abilities); or null.
 */
export function activationBlocked(g: Game, id: number, granted = false): 'lost' | 'named' | 'locked' | null {
  if (!granted && abilitiesLost(g, id)) return 'lost';
  if (activationLocked(g, id)) return 'locked';
  return activationForbidden(g, objectName(g, id)) ? 'named' : null;
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
/** The second keyword word: evasion and combat restrictions and requirements (COMBAT_WORDS). */
export const keywords2Of = (g: Game, id: number): number => keywords2(g, id);
export const typesOf = (g: Game, id: number): number => types(g, id);
export const colorsOf = (g: Game, id: number): number => colors(g, id);
/** +1/+1 counters (kind 1) or -1/-1 counters (kind -1) on an object. */
export const countersOf = (g: Game, id: number, kind: 1 | -1): number => (kind > 0 ? plus1Of(g, id) : minus1Of(g, id));
/** A loyalty ability's loyalty cost (212.9 of 2008): counters put on, negative removed; 0 for "-X" or none. */
export function loyaltyCostOf(ab: ActivatedC): number {
  const part = ab.costs.find((c) => c.word === loyaltyWord.word);
  return part === undefined || part.n === LOYALTY_MINUS_X ? 0 : part.n;
}
/** Loyalty counters on an object: a planeswalker's loyalty (212.9 of 2008). */
export const loyaltyCountersOf = (g: Game, id: number): number => loyaltyOf(g, id);
/** The named counters' kinds ("charge", "flood", ...). */
export { NAMED_COUNTERS as NAMED_COUNTER_NAMES } from '../core/constants.js';
/** Counters of a named kind ("charge") on an object. */
export const namedCounterCount = (g: Game, id: number, kind: string): number =>
  namedCountersOf(g, id, FIRST_NAMED_COUNTER + (NAMED_COUNTERS as readonly string[]).indexOf(kind));
export const isTapped = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Tapped) !== 0;
export const isToken = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Token) !== 0;
export const isAttacking = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Attacking) !== 0;
export const isBlocking = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Blocking) !== 0;
export const isBlocked = (g: Game, id: number): boolean => (flagsOf(g, id) & Flag.Blocked) !== 0;
/** Every attacker a blocking creature blocks, first declared first (several: Palace Guard, High Ground). */
export function blockedAttackers(g: Game, id: number): number[] {
  const out = new Int32Array(Math.max(1, declaredBlocks(g, id)));
  return Array.from(out.subarray(0, attackersBlockedBy(g, id, out, 0, false)));
}
/** How many attackers creature `id` may block (combat-blocks.ts), given `attackers` attacking creatures. */
export const blockLimit = (g: Game, id: number, attackers: number): number => blockCapacity(g, id, attackers);
/** The object an Aura or Equipment is attached to, or -1. */
export const attachedTo = (g: Game, id: number): number => liveId(g, attachOf(g, id));
/** The player an "enchant player" Aura is attached to, or -1. */
export { attachedPlayer } from '../facts/attach.js';
/** Has the creature summoning sickness (can't attack or use {T} abilities)? */
export const isSick = (g: Game, id: number): boolean => manaIsSick(g, id);
/** Could its {T} abilities be used now? */
export const canTap = (g: Game, id: number): boolean => manaCanTap(g, id);
/** May `blocker` block `attacker` (evasion, tapped, already blocking)? */
export const canBlock = (g: Game, blocker: number, attacker: number): boolean => combatCanBlock(g, blocker, attacker);
/** Readies one position for many canBlockPrepared questions; returns what they take (the defender's lands). */
export const prepareBlockChecks = (g: Game): number => combatPrepareBlockChecks(g);
/** canBlock after prepareBlockChecks on the same, unchanged position. */
export const canBlockPrepared = (g: Game, blocker: number, attacker: number, prepared: number): boolean =>
  combatCanBlockPrepared(g, blocker, attacker, prepared);
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

// ---- The stack and the pending decision's context ----

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
/** Search decisions: are the cards found in another player's library taken away from him or her (Earwig Squad)? */
export const searchTakesAway = (g: Game): boolean => g.m[Global.DAux] === SEARCH_TAKES_AWAY;
/** Search decisions: is it a permanent to sacrifice (Scapeshift's "any number of lands"), not a card to find? */
export const searchSacrifices = (g: Game): boolean => g.m[Global.DAux] === CHOOSE_TO_SACRIFICE;
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
  return targetList(g, spec, src, you, out, at, limit, src >= 0 ? ref(g, src) : -1);
}

// ---- What a card's words do, as its vocabulary says (agents' card knowledge) ----

/** A compiled card's printed types include Land (reports list lands apart). */
export const isLandCard = (c: CCard): boolean => (c.types & CardType.Land) !== 0;
/** What instruction `ins` does to target t of kind `kind`: harms it, helps it, or nothing known. */
export const instructionAim = (ins: Instr, t: number, kind: TargetKind): Aim => verbOf(ins).aim(ins, t, kind);
/** Damage instruction `ins` deals to its target (0 when none). */
export const instructionDamage = (ins: Instr): number => verbOf(ins).damage(ins);
/** Does instruction `ins` harm something without a target (a sweeper, an opponent's discard)? */
export const instructionHarmsUntargeted = (ins: Instr): boolean => verbOf(ins).harmsUntargeted(ins);
/** The vocabulary word of an instruction ("addMana", "damage", ...). */
export const instructionVerb = (ins: Instr): string => verbOf(ins).name;
/** What static ability i of a card does to the objects it applies to: harms them, helps them, or nothing known. */
export const staticAim = (c: CCard, i: number): Aim => c.statics[i].aim as Aim;
/** Does static ability i of a card apply to the permanent the card is attached to ("enchanted creature")? */
export const staticOnAttached = (c: CCard, i: number): boolean => c.statics[i].filter.attached;
