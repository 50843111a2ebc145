// The stack: items are records (spell, activated ability, triggered ability, combat damage) and the
// stack list orders them. Putting a spell or ability on the stack (409.1) is resumable, in the rule's
// order: the mode (409.1b), then X (409.1b), then targets one decision at a time (409.1c), then the
// costs (409.1f-h) as events: those asking a choice as they are chosen, the rest paid automatically
// (an ability's cost parts: actions/cost-kinds.ts).
import { KEYWORD_ABILITY } from '../core/keyword-abilities.js';
import { colorsOutsidePlay } from '../facts/card-colors.js';
import {
  type ActivatedC,
  type CCard,
  type CostC,
  type ManaCost,
  AmountKind,
  EventRead,
  Loyalty,
  type ModeC,
  TargetCount,
  type TargetC,
} from '../core/cardform.js';
import { baseCard, ensureChars } from '../facts/chars.js';
import { sourceManaValue } from '../facts/protection.js';
import { shareCreatureType } from '../core/subtypes.js';
import { moveTo, nextTimestamp } from '../core/zones.js';
import {
  CONSPIRE_OPTION,
  RETRACE_CONSPIRE_OPTION,
  Decision,
  EVOKE_OPTION,
  Flag,
  NO_TARGET,
  PROWL_OPTION,
  ProgramCounter,
  RETRACE_OPTION,
  StackKind,
  Zone,
} from '../core/constants.js';
import { noteActivation, noteSpell } from '../core/activations.js';
import { flushEvents } from '../batch/events.js';
import { proposeMove } from '../core/event-records.js';
import { canPay, lastSpentColors, maxX, pay, setManaUse, setSpendForbid } from './mana.js';
import { SPEND_ANY, SPEND_CHOSEN, spendCost, spendOptions } from './spend-colors.js';
import { conspireCost, costKind, payCosts } from './cost-kinds.js';
import { altCostOf, spellCost } from '../facts/costs.js';
import { turnDown, isFaceDown, FACE_DOWN_COST } from '../core/face.js';
import { addEffect, ContinuousEffect, Layer, Link, Until } from '../core/continuous.js';
import {
  EffectField,
  type Game,
  Global,
  History,
  ownerOf,
  liveId,
  cSubOf,
  put,
  ref,
  refId,
  StackField,
  TriggerField,
  cardIdOf,
  firstCastOf,
  loyaltyOf,
  flagsOf,
  cBaseOf,
  zoneOf,
} from '../core/state.js';
import { listTargets } from '../facts/targets.js';
import { grantedCard } from '../facts/granted.js';
import { addPick, freeList, listCount, listFind, listIndex, listPicks } from '../core/target-list.js';
import { amountOf } from '../facts/runtime.js';
import { dropTrigger, onAbilityActivated, onSpellCast, onTargeted, stateTriggerLeft } from '../batch/triggers.js';
import { abilityCard, allocRecord, itemSourceId, pushItem, rf, setRf } from '../core/stack-records.js';
import { itemModes, itemTargets } from '../facts/stack-items.js';

/** Build stages of Global.CastStage (409.1). */
const enum Stage {
  Mode = 0,
  X = 1,
  Targets = 2,
  /** Costs + i: part i of an ability's cost asks its choice (the parts before it are chosen). */
  Costs = 3,
}

/** Removes an item from anywhere in the stack (resolution takes the top; counterspells any) and frees it. */
export function removeItem(g: Game, rec: number): void {
  if (rf(g, rec, StackField.Kind) === StackKind.Trigger)
    stateTriggerLeft(g, rf(g, rec, StackField.Source), abilityCard(g, rec).id, rf(g, rec, StackField.Ability));
  const n = g.m[g.stack];
  let i = 0;
  while (i < n && g.m[g.stack + 1 + i] !== rec) i++;
  for (; i < n - 1; i++) put(g, g.stack + 1 + i, g.m[g.stack + 2 + i]);
  put(g, g.stack + n, 0);
  put(g, g.stack, n - 1);
  if (rf(g, rec, StackField.List) !== 0) freeList(g, rec);
  for (let f = 0; f < StackField.SIZE; f++) setRf(g, rec, f, 0);
}

function startBuild(g: Game, rec: number): void {
  pushItem(g, rec);
  put(g, Global.CastItem, rec);
  put(g, Global.CastTarget, 0);
  put(g, Global.CastStage, Stage.Mode);
}

/** Announces a spell (409.1a): the card moves to the stack, then mode, X, targets and costs follow. */
export function beginCast(g: Game, p: number, card: number, alt = 0): void {
  // A card removed face down with a permanent whose controller may play it (Colfenor's Plans): that permanent, + 1; or
  // one a resolved effect lets its player play this turn (Knacksaw Clique): 0.
  const fromRemoved = zoneOf(g, card) === Zone.Removed;
  const removedWith = fromRemoved ? faceDownSource(g, card) + 1 : 0;
  proposeMove(g, card, Zone.Stack, p);
  flushEvents(g); // nothing replaces a card's move to the stack yet: it happens now, before the build
  const altFlag =
    alt === EVOKE_OPTION
      ? Flag.Evoked
      : alt === PROWL_OPTION
        ? Flag.Prowled
        : alt === CONSPIRE_OPTION
          ? Flag.Conspired
          : alt === RETRACE_OPTION
            ? Flag.Retraced
            : alt === RETRACE_CONSPIRE_OPTION
              ? Flag.Retraced | Flag.Conspired
              : 0;
  put(g, g.flags + card, flagsOf(g, card) | Flag.Spell | altFlag | (fromRemoved ? Flag.PlayedFromRemoved : 0));
  const rec = allocRecord(g, StackKind.Spell, ref(g, card), 0, p);
  if (removedWith !== 0) setRf(g, rec, StackField.Player, removedWith); // where a reversed play puts it back
  startBuild(g, rec);
}

/** The source (a reference) of the Link.FaceDown row naming card id (in the removed zone), or -1. */
function faceDownSource(g: Game, id: number): number {
  const r0 = ref(g, id);
  for (let i = 0; i < g.m[Global.EffN]; i++) {
    const r = g.effects + i * EffectField.SIZE;
    if (
      g.m[r + EffectField.Layer] === Layer.Linked &&
      g.m[r + EffectField.A] === Link.FaceDown &&
      g.m[r + EffectField.Obj] === r0
    )
      return g.m[r + EffectField.Source];
  }
  return -1;
}

/**
 * Plays `card` (a card removed from the game) without paying its mana cost as an effect resolves (502.75 of 2008:
 * a hideaway land's ability; timing restrictions of its type are ignored): it moves to the stack, then its mode,
 * targets and costs are chosen as for any spell (Global.CastItem; X is 0); the resolving effect drives continueBuild.
 */
export function beginCastFree(g: Game, p: number, card: number): void {
  const from = zoneOf(g, card);
  proposeMove(g, card, Zone.Stack, p);
  flushEvents(g);
  put(g, g.flags + card, flagsOf(g, card) | Flag.Spell | Flag.PlayedFree);
  const rec = allocRecord(g, StackKind.Spell, ref(g, card), 0, p);
  setRf(g, rec, StackField.Player, from); // where a reversed play puts it back (a spell has no event player)
  startBuild(g, rec);
}

/**
 * 502.26b: a morph card is turned face down and put on the stack; {3} is paid instead of its mana cost (finishBuild).
 */
export function beginCastFaceDown(g: Game, p: number, card: number): void {
  proposeMove(g, card, Zone.Stack, p);
  flushEvents(g);
  turnDown(g, card);
  put(g, g.flags + card, flagsOf(g, card) | Flag.Spell);
  startBuild(g, allocRecord(g, StackKind.Spell, ref(g, card), 0, p));
}

export function beginActivate(g: Game, p: number, id: number, ability: number): void {
  ensureChars(g);
  const own = baseCard(g, id).activated.length;
  // A granted ability (granted.ts) is ability 0 of the card holding it.
  const holder = ability < own ? -1 : grantedCard(g, id, ability - own);
  const rec = allocRecord(g, StackKind.Ability, ref(g, id), holder < 0 ? ability : 0, p);
  // The ability exists apart from its source: a copy that leaves play keeps the copied card's ability on
  // the stack (StackField.Card: that card + 1; 0 for an object's own ability, read from its printed card), and
  // so does a token, whose slot a new token or copy may take once it has ceased to exist (420.5j).
  if (holder >= 0) setRf(g, rec, StackField.Card, holder + 1);
  else if (zoneOf(g, id) === Zone.InPlay && (cBaseOf(g, id) !== cardIdOf(g, id) || (flagsOf(g, id) & Flag.Token) !== 0))
    setRf(g, rec, StackField.Card, cBaseOf(g, id) + 1); // (a card in hand, reinforce, is its own card)
  startBuild(g, rec);
}

/** Puts pending trigger k on the stack; its mode and targets are chosen next. */
export function beginTrigger(g: Game, k: number): void {
  const r = g.pendingTriggers + k * TriggerField.SIZE;
  const src = g.m[r + TriggerField.Source];
  const ability = g.m[r + TriggerField.Ability];
  const ctrl = g.m[r + TriggerField.Controller];
  const evRef = g.m[r + TriggerField.Ref];
  const player = g.m[r + TriggerField.Player];
  const amount = g.m[r + TriggerField.Amount];
  const card = g.m[r + TriggerField.Card];
  dropTrigger(g, k);
  const rec = allocRecord(g, StackKind.Trigger, src, ability, ctrl);
  setRf(g, rec, StackField.Ref, evRef);
  setRf(g, rec, StackField.Player, player);
  setRf(g, rec, StackField.Amount, amount);
  // a copy's ability, or a token's: it outlives the copy, or the token's slot (taken again once it has ceased to exist)
  if (card !== cardIdOf(g, refId(src)) || (flagsOf(g, refId(src)) & Flag.Token) !== 0)
    setRf(g, rec, StackField.Card, card + 1);
  startBuild(g, rec);
}

/**
 * Can this mode's every target be chosen now? "Another target" t needs t + 1 candidates (exact when the
 * earlier targets are of the same kind, as in the pool's cards: Cone of Flame).
 */
export function modeHasTargets(
  g: Game,
  mode: ModeC,
  src: number,
  p: number,
  probe: Int32Array,
  srcRef = ref(g, src),
): boolean {
  for (let t = 0; t < mode.targets.length; t++) {
    if (mode.targets[t].count !== TargetCount.One) continue; // a list may be empty: "any number", "up to N", X = 0
    const need = mode.targets[t].another ? t + 1 : 1;
    if (listTargets(g, mode.targets[t], src, p, probe, 0, need, srcRef) < need) return false;
  }
  return true;
}

const probe = new Int32Array(4);

/**
 * Removes from the n options at g.options the objects and players chosen for targets 0..t-1 of rec; returns how many
 * are
 * left.
 */
function dropChosen(g: Game, rec: number, t: number, n: number): number {
  let w = 0;
  for (let i = 0; i < n; i++) {
    const v = g.m[g.options + i];
    let taken = false;
    for (let j = 0; j < t && !taken; j++) {
      const c = rf(g, rec, StackField.T0 + j);
      taken = c < 0 ? c === v : v >= 0 && liveId(g, c) === v;
    }
    if (!taken) g.m[g.options + w++] = v;
  }
  return w;
}

/** The converted mana cost of target t of rec as it is now (-1: none, or gone). */
export function mvOfTarget(g: Game, rec: number, t: number): number {
  const v = rf(g, rec, StackField.T0 + t);
  const id = v < 0 ? -1 : liveId(g, v);
  if (id < 0) return -1;
  ensureChars(g);
  return sourceManaValue(g, id);
}

let candidates = new Int32Array(64);
/** The least converted mana cost among the candidates of target `spec` (Infinity: none). */
function leastManaValue(g: Game, spec: TargetC, src: number, you: number, srcRef: number): number {
  if (candidates.length < g.n + 8) candidates = new Int32Array(g.n * 2 + 8);
  const n = listTargets(g, spec, src, you, candidates, 0, candidates.length, srcRef);
  ensureChars(g);
  let least = Infinity;
  for (let i = 0; i < n; i++) if (candidates[i] >= 0) least = Math.min(least, sourceManaValue(g, candidates[i]));
  return least;
}

/**
 * Keeps of the n options the objects whose converted mana cost is at most `most` and at least `least` ("with an equal
 * or lesser converted mana cost" than the first target; the first target, one that leaves the later one a candidate).
 */
function dropCostlier(g: Game, _rec: number, n: number, most: number, least = 0): number {
  ensureChars(g);
  let w = 0;
  for (let i = 0; i < n; i++) {
    const v = g.m[g.options + i];
    const mv = v < 0 ? -1 : sourceManaValue(g, v);
    if (mv >= least && mv <= most) g.m[g.options + w++] = v;
  }
  return w;
}

/** Drops from the n options the objects sharing a creature type with a target chosen before target t. */
function dropSharing(g: Game, rec: number, t: number, n: number): number {
  ensureChars(g); // the creature types below are the cached ones
  let w = 0;
  for (let i = 0; i < n; i++) {
    const v = g.m[g.options + i];
    let shares = false;
    for (let j = 0; j < t && !shares; j++) {
      const c = rf(g, rec, StackField.T0 + j);
      const id = c < 0 ? -1 : liveId(g, c);
      shares = v >= 0 && id >= 0 && shareCreatureType(cSubOf(g, v), cSubOf(g, id));
    }
    if (!shares) g.m[g.options + w++] = v;
  }
  return w;
}

/**
 * Continues putting the item being built on the stack. A choice with one option is taken
 * automatically; several make a decision. Returns true when the item is complete (costs paid, as
 * proposed events), false when a decision is pending. A triggered ability with no legal target is
 * removed (410.4 of 2008).
 */
export function continueBuild(g: Game): boolean {
  const rec = g.m[Global.CastItem];
  // What its mana pays for, for restricted mana ("only to play Elemental spells or activated abilities of Elementals")
  const kind = rf(g, rec, StackField.Kind);
  const src = itemSourceId(g, rec);
  if (kind === StackKind.Spell) setManaUse(isFaceDown(g, src) ? null : g.cards[cardIdOf(g, src)], -1);
  else if (kind === StackKind.Ability) setManaUse(null, src);
  const built = buildItem(g);
  setManaUse(null, -1);
  return built;
}

/** continueBuild's steps. */
function buildItem(g: Game): boolean {
  const rec = g.m[Global.CastItem];
  const src = itemSourceId(g, rec);
  const you = rf(g, rec, StackField.Controller);
  const scripted = g.m[g.showSingleOptions] !== 0;
  if (g.m[Global.CastStage] === Stage.Mode) {
    const modes = itemModes(g, rec);
    // A target "with converted mana cost X or less" (Profane Command): X is chosen after the mode (409.1b), so
    // such a mode is legal if the most X the player can pay gives it a target.
    const xLimited = modes.some((m) => m.targets.some(xLimit));
    if (xLimited) setRf(g, rec, StackField.X, xPayable(g, rec, src, you));
    let n = 0;
    for (let i = 0; i < modes.length; i++) {
      // The entwined mode: only if its whole cost (with any increase or reduction) can be paid.
      const cost = modes[i].cost === null ? null : spellCost(g, g.cards[cardIdOf(g, src)], you, i);
      if (
        modeHasTargets(g, modes[i], src, you, probe, rf(g, rec, StackField.Source)) &&
        (cost === null || canPay(g, you, cost, 0, -1))
      )
        g.m[g.options + n++] = i;
    }
    if (xLimited) setRf(g, rec, StackField.X, 0);
    if (n === 0 && modes.length > 0) return abandon(g, rec);
    if (n > 1 || (scripted && modes.length > 1)) {
      ask(g, Decision.Mode, you, n);
      return false;
    }
    chooseMode(g, n === 1 ? g.m[g.options] : 0);
  }
  if (g.m[Global.CastStage] === Stage.X) {
    const max = xMax(g, rec, src, you);
    const min = xLeast(g, rec, src, you, max);
    let n = 0;
    for (let x = min; x <= max; x++) if (xAllowed(g, rec, you, x)) g.m[g.options + n++] = x;
    if (n === 0) return abandon(g, rec);
    if (n > 1) {
      put(g, Global.DAux, 0); // an X (not life: PAY_LIFE)
      ask(g, Decision.ChooseX, you, n);
      return false;
    }
    chooseX(g, g.m[g.options]);
  }
  const specs = itemTargets(g, rec);
  for (let t = g.m[Global.CastTarget]; t < specs.length; t++) {
    if (specs[t].count !== TargetCount.One) {
      const r = pickList(g, rec, specs[t], t, src, you, scripted);
      if (r === List.Asked) return false;
      if (r === List.Impossible) return abandon(g, rec);
      continue;
    }
    let n = listTargets(g, specs[t], src, you, g.m, g.options, 2048, rf(g, rec, StackField.Source));
    if (specs[t].another) n = dropChosen(g, rec, t, n);
    if (specs[t].noSharedType) n = dropSharing(g, rec, t, n);
    if (specs[t].manaValueAtMostFirst) n = dropCostlier(g, rec, n, mvOfTarget(g, rec, 0));
    // the first target of Puca's Mischief: only one that leaves the later target a candidate
    if (t === 0 && specs.length > 1 && specs[1].manaValueAtMostFirst)
      n = dropCostlier(g, rec, n, Infinity, leastManaValue(g, specs[1], src, you, rf(g, rec, StackField.Source)));
    if (n === 0) return abandon(g, rec);
    if (n > 1 || scripted) {
      put(g, Global.CastTarget, t);
      ask(g, Decision.Target, you, n);
      return false;
    }
    chooseTarget(g, t, g.m[g.options]);
  }
  if (!chooseCosts(g, rec, src, you)) return false; // an ability's cost parts, or those a spell's way of playing adds
  if (rf(g, rec, StackField.Kind) === StackKind.Spell && !chooseSpellCost(g, rec, src, you)) return false;
  if (rf(g, rec, StackField.Kind) === StackKind.Spell && !chooseSpend(g, rec, src, you)) return false;
  return finishBuild(g, rec);
}

/** A target "with converted mana cost X or less": its candidates depend on the X chosen. */
const xLimit = (spec: TargetC): boolean => spec.manaValueAtMost !== null && spec.manaValueAtMost.kind === AmountKind.X;

/** The least X (at most `max`) that gives each "converted mana cost X or less" target of rec a candidate. */
function xLeast(g: Game, rec: number, src: number, you: number, max: number): number {
  const specs = itemTargets(g, rec);
  if (!specs.some(xLimit)) return 0;
  const srcRef = rf(g, rec, StackField.Source);
  for (let x = 0; x < max; x++) {
    setRf(g, rec, StackField.X, x);
    if (specs.every((s) => !xLimit(s) || listTargets(g, s, src, you, probe, 0, 1, srcRef) > 0)) return x;
  }
  return max;
}

/** The activated ability stack item rec is. */
const itemAbility = (g: Game, rec: number): ActivatedC => abilityCard(g, rec).activated[rf(g, rec, StackField.Ability)];

/**
 * The cost parts the way spell src is played adds, chosen as it is built: conspire's two creatures (502.78 of 2008),
 * retrace's land card (502.81); null: none.
 */
function spellOptionParts(g: Game, src: number): CostC[] | null {
  const f = flagsOf(g, src);
  if ((f & (Flag.Conspired | Flag.Retraced)) === 0) return null;
  const c = g.cards[cardIdOf(g, src)];
  if ((f & Flag.Retraced) === 0) return conspireCost(c);
  if ((f & Flag.Conspired) === 0) return c.retrace;
  // by retrace with a granted conspire (Wort, the Raidmother): the creatures, then the land card
  let both = retraceConspire.get(c);
  if (both === undefined) retraceConspire.set(c, (both = [...conspireCost(c), ...c.retrace!]));
  return both;
}
/** The cost parts of a card played by retrace with its conspire cost too (made once a card). */
const retraceConspire = new WeakMap<CCard, CostC[]>();

/**
 * The choices the parts of an ability's cost ask ("Sacrifice a creature": which one; 409.1f-h), in
 * order, one decision each when there are several candidates. False when a decision is pending, or when
 * there is nothing to choose (the action was reversed, 422.1).
 */
function chooseCosts(g: Game, rec: number, src: number, you: number): boolean {
  const n = costCount(g, rec);
  for (let i = Math.max(0, g.m[Global.CastStage] - Stage.Costs); i < n; i++) {
    const part = costPart(g, rec, i);
    const kind = costKind(part);
    if (kind.choice === Decision.None) continue;
    const k = kind.candidates(g, you, src, part, g.m, g.options);
    if (k === 0) {
      reverse(g, rec);
      return false;
    }
    put(g, Global.CastStage, Stage.Costs + i);
    if (k > 1) {
      ask(g, kind.choice, you, k);
      return false;
    }
    chooseCost(g, g.m[g.options]);
    i = g.m[Global.CastStage] - Stage.Costs - 1; // the same part again if it repeats
  }
  return true;
}

/**
 * The cost parts of item rec that ask their choice as it is built (chooseCosts): an ability's; those a spell's way
 * of playing adds (conspire's tapped creatures, retrace's discarded land). A spell's additional cost comes after
 * them (chooseSpellCost).
 */
function costCount(g: Game, rec: number): number {
  if (rf(g, rec, StackField.Kind) === StackKind.Ability) return itemAbility(g, rec).costs.length;
  if (rf(g, rec, StackField.Kind) !== StackKind.Spell) return 0;
  return spellOptionParts(g, itemSourceId(g, rec))?.length ?? 0;
}
const costPart = (g: Game, rec: number, i: number): CostC =>
  rf(g, rec, StackField.Kind) === StackKind.Ability
    ? itemAbility(g, rec).costs[i]
    : spellOptionParts(g, itemSourceId(g, rec))![i];
/** The activated ability item rec is, or null for a spell (whose costs' `pay` gets none). */
const abilityOrNull = (g: Game, rec: number): ActivatedC | null =>
  rf(g, rec, StackField.Kind) === StackKind.Ability ? itemAbility(g, rec) : null;

/**
 * A spell's additional cost that asks a choice (409.1f: which Goblin to sacrifice; a card to reveal or the mana
 * instead), one decision when there are several options, after the parts its way of playing adds. Its option is
 * kept in the item's Ref field until finishBuild pays it with the mana. False when a decision is pending or
 * nothing can be chosen (reversed, 422.1).
 */
function chooseSpellCost(g: Game, rec: number, src: number, you: number): boolean {
  const at = Stage.Costs + costCount(g, rec);
  if (g.m[Global.CastStage] > at || isFaceDown(g, src)) return true; // chosen; a face-down spell has none
  const extra = g.cards[cardIdOf(g, src)].additionalCost;
  if (extra === null) return true;
  const kind = costKind(extra);
  if (kind.choice === Decision.None) return true;
  const n = kind.candidates(g, you, src, extra, g.m, g.options);
  if (n === 0) {
    reverse(g, rec);
    return false;
  }
  put(g, Global.CastStage, at);
  if (n > 1) {
    ask(g, kind.choice, you, n);
    return false;
  }
  chooseCost(g, g.m[g.options]);
  return true;
}

/** The additional cost of the spell being put on the stack, while it asks its choice (chooseSpellCost); else null. */
export function spellCostPart(g: Game): CostC | null {
  const rec = g.m[Global.CastItem];
  if (rec < 0 || rf(g, rec, StackField.Kind) !== StackKind.Spell) return null;
  if (g.m[Global.CastStage] - Stage.Costs < costCount(g, rec)) return null;
  return g.cards[cardIdOf(g, itemSourceId(g, rec))].additionalCost;
}

/** What choosing does in the cost part asking its choice now ("sacrifice", "tap"). */
export function costChoiceVerb(g: Game): string {
  const rec = g.m[Global.CastItem];
  const i = g.m[Global.CastStage] - Stage.Costs;
  const part = spellCostPart(g) ?? (i >= 0 && i < costCount(g, rec) ? costPart(g, rec, i) : undefined);
  return part === undefined ? 'sacrifice' : costKind(part).choiceVerb;
}

/**
 * Is the pending choice a cost's, of the spell or ability being put on the stack (also of a spell a resolving effect
 * plays free: CastItem), rather than an effect's as it resolves?
 */
export const choosingCost = (g: Game): boolean => g.m[Global.Pc] === ProgramCounter.Build || g.m[Global.CastItem] >= 0;

/** The object chosen for the cost part asking its choice (chooseCosts): paid now, with the other costs' events. */
export function chooseCost(g: Game, v: number): void {
  const rec = g.m[Global.CastItem];
  const i = g.m[Global.CastStage] - Stage.Costs;
  if (rf(g, rec, StackField.Kind) === StackKind.Spell && i >= costCount(g, rec)) {
    // A spell's additional cost (chooseSpellCost): paid with the mana (finishBuild).
    setRf(g, rec, StackField.Ref, v >= 0 ? ref(g, v) : v);
    put(g, Global.CastStage, Stage.Costs + i + 1);
    return;
  }
  const part = costPart(g, rec, i);
  const kind = costKind(part);
  kind.pay(g, rec, rf(g, rec, StackField.Controller), itemSourceId(g, rec), abilityOrNull(g, rec), part, v);
  if (kind.repeats === null || !kind.repeats(g, rec, part, v)) put(g, Global.CastStage, Stage.Costs + i + 1);
}

const enum List {
  Done,
  Asked,
  Impossible,
}

/**
 * Picks for a list target (target-list.ts), one decision each: the candidates (not yet picked, unless
 * the picks divide an amount), and "done" (NO_TARGET) once enough are picked. It ends at its most picks:
 * X, N, or (divided) the X being divided.
 */
function pickList(g: Game, rec: number, spec: TargetC, t: number, src: number, you: number, scripted: boolean): List {
  const max = listMax(g, rec, spec);
  const min = spec.count === TargetCount.X || spec.divide ? max : 0;
  for (;;) {
    const picks = listPicks(g, rec);
    if (picks >= max || g.m[Global.CastTarget] > t) {
      put(g, Global.CastTarget, t + 1);
      return List.Done;
    }
    let n = listTargets(g, spec, src, you, g.m, g.options, 2047, rf(g, rec, StackField.Source));
    if (!spec.divide) n = dropListed(g, rec, n);
    if (n === 0) {
      if (picks < min) return List.Impossible;
      put(g, Global.CastTarget, t + 1);
      return List.Done;
    }
    if (picks >= min) g.m[g.options + n++] = NO_TARGET; // "done"
    put(g, Global.CastTarget, t);
    if (n > 1 || scripted) {
      ask(g, Decision.Target, you, n);
      return List.Asked;
    }
    chooseTarget(g, t, g.m[g.options]);
  }
}

/** The most picks a list target takes: X (exactly, or divided), N ("up to N"), or no limit. */
function listMax(g: Game, rec: number, spec: TargetC): number {
  if (spec.divide && spec.countAmount !== null) return amountOf(g, rec, spec.countAmount); // "3 damage divided"
  if (spec.count === TargetCount.X || spec.divide) return rf(g, rec, StackField.X);
  if (spec.count === TargetCount.UpTo) return amountOf(g, rec, spec.countAmount!);
  return 1 << 30;
}

/** Removes from the n options at g.options those already in the item's list; returns how many are left. */
function dropListed(g: Game, rec: number, n: number): number {
  if (listCount(g, rec) === 0) return n;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const v = g.m[g.options + i];
    if (listFind(g, rec, v) < 0) g.m[g.options + w++] = v;
  }
  return w;
}

function ask(g: Game, kind: Decision, player: number, n: number): void {
  g.m[g.optionCount] = n;
  put(g, Global.DKind, kind);
  put(g, Global.DPlayer, player);
}

/**
 * A trigger with no legal choice is removed (410.4 of 2008). A spell or ability found illegal midway
 * (it was offered, but no mode or target is legal now) is reversed (422.1).
 */
function abandon(g: Game, rec: number): boolean {
  if (rf(g, rec, StackField.Kind) !== StackKind.Trigger) {
    reverse(g, rec);
    return false;
  }
  removeItem(g, rec);
  put(g, Global.CastItem, -1);
  return true;
}

/**
 * 422.1: the whole action is reversed and nothing triggers: a spell returns to the hand it was cast from
 * (a direct move, no event), the stack item goes, nothing was paid (payment is all or nothing, and comes
 * last). 422.2: the player who had priority keeps it. The caller returns false ("not built"): the program
 * counter is already back at priority.
 */
function reverse(g: Game, rec: number): void {
  const src = itemSourceId(g, rec);
  const spell = rf(g, rec, StackField.Kind) === StackKind.Spell;
  const p = rf(g, rec, StackField.Controller);
  const free = spell && (flagsOf(g, src) & Flag.PlayedFree) !== 0;
  const retraced = spell && (flagsOf(g, src) & Flag.Retraced) !== 0; // 502.81: played from the graveyard
  const removed = spell && !free && (flagsOf(g, src) & Flag.PlayedFromRemoved) !== 0; // Colfenor's Plans
  const removedWith = removed ? rf(g, rec, StackField.Player) - 1 : -1;
  const from = free ? rf(g, rec, StackField.Player) : retraced ? Zone.Graveyard : removed ? Zone.Removed : Zone.Hand;
  removeItem(g, rec);
  put(g, Global.CastItem, -1);
  if (spell) {
    const played = Flag.Spell | Flag.PlayedFree | Flag.Retraced | Flag.Conspired | Flag.PlayedFromRemoved;
    put(g, g.flags + src, flagsOf(g, src) & ~played);
    moveTo(g, src, from);
    // back face down, removed with the same permanent (effects-face-down.ts)
    if (removedWith >= 0) {
      addEffect(g, Layer.Linked, 0 as ContinuousEffect, removedWith, ref(g, src), 0, Link.FaceDown, 0, Until.Game, 0);
      const seen = ownerOf(g, src) === p ? 0 : Flag.SeenByOpponent;
      put(g, g.flags + src, flagsOf(g, src) | Flag.HiddenRemoved | seen);
    } else if (removed) {
      // still the player's to play this turn (Knacksaw Clique: the card, back, is a new object)
      const ts = nextTimestamp(g);
      addEffect(g, Layer.Replacement, ContinuousEffect.PlayCardThisTurn, -1, ref(g, src), 0, 0, p, Until.EndOfTurn, ts);
    }
  }
  if (free) return; // played as an effect resolves (beginCastFree): the resolution goes on
  put(g, Global.Prio, p);
  put(g, Global.Pc, ProgramCounter.Priority);
}

/** Do the cost parts of ability item rec allow X to be x ("Discard a card with converted mana cost X")? */
function xAllowed(g: Game, rec: number, you: number, x: number): boolean {
  if (rf(g, rec, StackField.Kind) !== StackKind.Ability) return true;
  const ab = itemAbility(g, rec);
  if (ab.cost.x === 0) return true;
  for (const part of ab.costs) {
    const allows = costKind(part).allowsX;
    if (allows !== null && !allows(g, you, part, x)) return false;
  }
  return true;
}

/** The most X its controller could pay for the item being built (0 without {X}). */
function xMax(g: Game, rec: number, src: number, you: number): number {
  const pay = xPayable(g, rec, src, you);
  if (pay === 0) return 0;
  // "X target ...": at most as many as there are candidates; X divided among targets: none, none to divide.
  const specs = itemTargets(g, rec);
  const list = listIndex(specs);
  if (list < 0 || (specs[list].count !== TargetCount.X && !specs[list].divide)) return pay;
  // the options are written after
  const n = listTargets(g, specs[list], src, you, g.m, g.options, Math.min(pay, 2047), rf(g, rec, StackField.Source));
  return specs[list].divide ? (n === 0 ? 0 : pay) : Math.min(pay, n);
}

function xPayable(g: Game, rec: number, src: number, you: number): number {
  const kind = rf(g, rec, StackField.Kind);
  const c = baseCard(g, src);
  if (kind === StackKind.Spell) {
    const cost = spellCost(g, c, you, rf(g, rec, StackField.Mode), altCostOf(g, src));
    return cost && cost.x > 0 ? maxX(g, you, cost, -1) : 0;
  }
  if (kind === StackKind.Ability) {
    const a = itemAbility(g, rec);
    // 212.9 of 2008: a "-X" loyalty cost removes X loyalty counters, so X is at most the permanent's loyalty.
    if (a.loyalty === Loyalty.MinusX) return loyaltyOf(g, src);
    return a.cost.x > 0 ? maxX(g, you, a.cost, a.tap ? src : -1) : costX(g, you, src, a);
  }
  return 0;
}

/** The most X the parts of ability a's cost with no {X} of mana allow ("Sacrifice X Goats"); 0 without such a part. */
function costX(g: Game, you: number, src: number, a: ActivatedC): number {
  let most = -1;
  for (const part of a.costs) {
    const f = costKind(part).xMost;
    if (f !== null) most = most < 0 ? f(g, you, src, part) : Math.min(most, f(g, you, src, part));
  }
  return Math.max(0, most);
}

export function chooseMode(g: Game, mode: number): void {
  setRf(g, g.m[Global.CastItem], StackField.Mode, mode);
  put(g, Global.CastStage, Stage.X);
}

export function chooseX(g: Game, x: number): void {
  setRf(g, g.m[Global.CastItem], StackField.X, x);
  put(g, Global.CastStage, Stage.Targets);
}

export function chooseTarget(g: Game, t: number, target: number): void {
  const rec = g.m[Global.CastItem];
  const specs = itemTargets(g, rec);
  if (t === specs.length - 1 && specs[t].count !== TargetCount.One) {
    // A list target: one more pick, or "done".
    if (target === NO_TARGET) put(g, Global.CastTarget, t + 1);
    else addPick(g, rec, target, specs[t].divide);
    return;
  }
  setRf(g, rec, StackField.T0 + t, target >= 0 ? ref(g, target) : target);
  put(g, Global.CastTarget, t + 1);
}

/**
 * Pays the costs (409.1f-h): a spell's mana automatically (taps as events), and its additional cost; an
 * ability's cost parts that ask no choice (the mana, then {T}, sacrificing its source). False when a cost
 * can't be paid after all: the action was reversed (422.1).
 */
function finishBuild(g: Game, rec: number): boolean {
  const kind = rf(g, rec, StackField.Kind);
  const src = itemSourceId(g, rec);
  const p = rf(g, rec, StackField.Controller);
  put(g, Global.CastItem, -1);
  if (kind === StackKind.Spell) {
    const c = g.cards[cardIdOf(g, src)];
    put(g, Global.CastItem, rec);
    const extra = isFaceDown(g, src) ? null : c.additionalCost;
    const chosen = chosenCostOption(g, rec, src);
    const cost = totalSpellCost(g, rec, src, p);
    setRf(g, rec, StackField.Ref, 0);
    if (cost && !paySpell(g, rec, p, c, cost)) {
      reverse(g, rec);
      return false;
    } // 422.1
    setRf(g, rec, StackField.Spent, cost ? lastSpentColors() : 0);
    if (extra !== null) costKind(extra).pay(g, rec, p, src, null, extra, chosen); // 409.1f: an additional cost
    put(g, Global.CastItem, -1);
    g.m[g.historyBits + src] |= History.Cast;
    if (firstCastOf(g, src) === 0) g.m[g.firstCastTurns + src] = g.m[Global.Turn];
    if (!isFaceDown(g, src)) put(g, g.turnPlayedAsSpell + src, g.m[Global.Turn]); // a face-down spell has no name
    noteSpell(g, p, (isFaceDown(g, src) ? 0 : c.colors) | colorsOutsidePlay(g)); // a spell's colors (Painter's Servant)
    if (rf(g, rec, StackField.Player) !== 0) setRf(g, rec, StackField.Player, 0); // played: its origin is forgotten
    onSpellCast(g, src, p); // 409.1i: the spell has been played
  } else if (kind === StackKind.Ability) {
    const a = itemAbility(g, rec);
    if (!payCosts(g, rec, p, src, a)) {
      reverse(g, rec);
      return false;
    } // 422.1
    if (a.counted) noteActivation(g, src); // 409.1i: activated
    onAbilityActivated(g, src, p, rec);
  }
  onTargeted(g, rec); // played, or (a triggered ability) put on the stack: what it targets becomes its target
  return true;
}

/** The option chosen for spell rec's additional cost with a choice (chooseSpellCost), or -1. */
function chosenCostOption(g: Game, rec: number, src: number): number {
  const extra = isFaceDown(g, src) ? null : g.cards[cardIdOf(g, src)].additionalCost;
  const chosenRef = rf(g, rec, StackField.Ref);
  if (extra === null || costKind(extra).choice === Decision.None) return -1;
  return chosenRef < 0 ? chosenRef : liveId(g, chosenRef);
}

/**
 * 409.1f: spell rec's total cost (entwined, evoked, prowled, increases, reduction, the mana its additional cost's
 * option adds); a face-down spell's is {3} (502.26a).
 */
function totalSpellCost(g: Game, rec: number, src: number, p: number): ManaCost | null {
  if (isFaceDown(g, src)) return FACE_DOWN_COST;
  const c = g.cards[cardIdOf(g, src)];
  const extra = c.additionalCost;
  const more = extra === null ? 0 : costKind(extra).extraGeneric(extra, chosenCostOption(g, rec, src));
  return spellCost(g, c, p, rf(g, rec, StackField.Mode), altCostOf(g, src), more);
}

/** Pays a spell's mana, spending the colors chosen for its "if {W} was spent" guards (chooseSpend). */
function paySpell(g: Game, rec: number, p: number, c: CCard, cost: ManaCost): boolean {
  const s = rf(g, rec, StackField.Spent);
  const x = rf(g, rec, StackField.X);
  if ((s & SPEND_CHOSEN) === 0 || (s & SPEND_ANY) !== 0) return pay(g, p, cost, x, -1);
  const way = spendCost(cost, x, s & 31, c.spentColors);
  if (way === null) return false;
  setSpendForbid(c.spentColors & ~s);
  const ok = pay(g, p, way, x, -1);
  setSpendForbid(0);
  return ok;
}

/**
 * A spell whose "if {W} was spent to play it" guards read colors: which of them its mana spends (409.1f-h), one
 * decision when there are several ways. False when a decision is pending.
 */
function chooseSpend(g: Game, rec: number, src: number, you: number): boolean {
  if (isFaceDown(g, src) || (rf(g, rec, StackField.Spent) & SPEND_CHOSEN) !== 0) return true;
  const relevant = g.cards[cardIdOf(g, src)].spentColors;
  if (relevant === 0) return true;
  const cost = totalSpellCost(g, rec, src, you);
  const n = cost === null ? 0 : spendOptions(g, you, cost, rf(g, rec, StackField.X), relevant, g.m, g.options);
  if (n > 1) {
    ask(g, Decision.SpendColors, you, n);
    return false;
  }
  // one way; none when only the payer's own plan can pay (a filter land's pair): it pays as it likes
  setRf(g, rec, StackField.Spent, SPEND_CHOSEN | (n === 1 ? g.m[g.options] : SPEND_ANY));
  return true;
}

/** The colors chosen for the spell being put on the stack (chooseSpend's decision). */
export function chooseSpendColors(g: Game, v: number): void {
  setRf(g, g.m[Global.CastItem], StackField.Spent, SPEND_CHOSEN | v);
}

/** Which player puts triggers on the stack next (APNAP, 410 of 2008), or -1 when none wait. */
export function nextTriggerPlayer(g: Game): number {
  const n = g.m[Global.TrigN];
  if (n === 0) return -1;
  const ap = g.m[Global.Active];
  for (let k = 0; k < n; k++)
    if (g.m[g.pendingTriggers + k * TriggerField.SIZE + TriggerField.Controller] === ap) return ap;
  return 1 - ap;
}

/**
 * Puts pending triggers on the stack, active player's first; a player with several different ones
 * chooses the order (TriggerOrder decision: the chosen one goes on the stack next).
 * Returns true when done, false when a decision is pending.
 */
export function putTriggers(g: Game): boolean {
  for (;;) {
    if (g.m[Global.CastItem] >= 0 && !continueBuild(g)) return false;
    const p = nextTriggerPlayer(g);
    if (p < 0) return true;
    const n = g.m[Global.TrigN];
    let count = 0;
    let first = -1;
    let same = true;
    for (let k = 0; k < n; k++) {
      const r = g.pendingTriggers + k * TriggerField.SIZE;
      if (g.m[r + TriggerField.Controller] !== p) continue;
      if (first < 0) first = k;
      else if (same && !sameTrigger(g, g.pendingTriggers + first * TriggerField.SIZE, r)) same = false;
      g.m[g.options + count++] = k;
    }
    if (count > 1 && !same) {
      ask(g, Decision.TriggerOrder, p, count);
      return false;
    }
    beginTrigger(g, first);
  }
}

/**
 * Are pending triggers (rows r1, r2) the same ability doing the same thing, so their order can't
 * matter? The same card's same ability, and when its effect reads its event, the same event object
 * ("it"), player and amount (two Sylvan Basilisk triggers destroying different blockers differ).
 */
function sameTrigger(g: Game, r1: number, r2: number): boolean {
  const m = g.m;
  if (
    m[r1 + TriggerField.Card] !== m[r2 + TriggerField.Card] ||
    m[r1 + TriggerField.Ability] !== m[r2 + TriggerField.Ability]
  )
    return false;
  const ab = m[r1 + TriggerField.Ability];
  if (ab >= KEYWORD_ABILITY) return true;
  // The ability as its source has it (a copy's are the copied card's), else as printed; a granted one, its holder's.
  const own = baseCard(g, refId(m[r1 + TriggerField.Source]));
  const card = g.cards[m[r1 + TriggerField.Card]];
  const t =
    card.triggered.length === 1 && card.types === 0 ? card.triggered[ab] : (own.triggered[ab] ?? card.triggered[ab]);
  const reads = t === undefined ? 0 : t.readsEvent;
  return (
    ((reads & EventRead.It) === 0 || m[r1 + TriggerField.Ref] === m[r2 + TriggerField.Ref]) &&
    ((reads & EventRead.Player) === 0 || m[r1 + TriggerField.Player] === m[r2 + TriggerField.Player]) &&
    ((reads & EventRead.Amount) === 0 || m[r1 + TriggerField.Amount] === m[r2 + TriggerField.Amount])
  );
}
