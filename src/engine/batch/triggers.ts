// Triggered abilities (410): the events of a batch are checked against every triggered ability in play
// and matches are queued; queued triggers go on the stack the next time a player would receive
// priority (stack.ts), active player's first. Each kind of trigger event is counted among permanents
// in play (AK bits), so a check costs nothing when no permanent listens for that kind.
import { AbilityKind, Cond, EventRead, type TriggeredC, TriggerEvent, To } from '../core/cardform.js';
import {
  baseCard,
  controller,
  ensureChars,
  isCreature,
  keywordInstances,
  keywords,
  keywords2,
  toughness,
} from '../facts/chars.js';
import { KeywordAbility, KEYWORD_ABILITY } from '../core/keyword-abilities.js';
import {
  Flag,
  CombatWord,
  CounterKind,
  type EventKind,
  FIRST_NAMED_COUNTER,
  Keyword,
  NAMED_COUNTERS,
  NO_TARGET,
  Step,
  Zone,
} from '../core/constants.js';
import {
  EffectField,
  type Game,
  Global,
  grow,
  liveId,
  put,
  ref,
  refId,
  setFlags,
  setLastToughness,
  TriggerField,
  StackField,
  blocksOf,
  cardIdOf,
  cSubOf,
  flagsOf,
  minus1Of,
  nextRef,
  zoneOf,
  plus1Of,
  loyaltyOf,
  namedCountersOf,
  pl,
  PlayerSlot,
} from '../core/state.js';
import { copiableValues, Layer, removedWith, removeEffect } from '../core/continuous.js';
import { listBase } from '../core/zones.js';
import { workingInGraveyards, inPlayWith } from '../core/kinds.js';
import { extraBlockRows, extraRowAttacker, extraRowBlocker } from '../core/blocks.js';
import { countObjects } from '../facts/runtime.js';
import { rf } from '../core/stack-records.js';
import { listCount, listTarget } from '../core/target-list.js';
import {
  dispatch,
  mayTrigger,
  occ,
  occurrence,
  OccurrenceFlag,
  scanGraveyards,
  scanInPlay,
  type Visit,
  whoseFits,
} from './trigger-kinds.js';

/**
 * Queues ability `ability` of `src`; `eventRef` names the event's object where it is now (or -1),
 * `amount` and `player` are the event's ("that much", "that player"; -1: none). `srcRef`: the source as the
 * ability names it (a delayed ability: the object that made it, as it was then).
 */
export function queue(
  g: Game,
  src: number,
  ability: number,
  ctrl: number,
  eventRef: number,
  amount = 0,
  player = -1,
  card = -1,
  srcRef = ref(g, src),
): void {
  // `card`: the card whose ability it is, when known apart from the source (a delayed ability of a copy).
  const c = ability >= KEYWORD_ABILITY ? g.cards[cardIdOf(g, src)] : card >= 0 ? g.cards[card] : baseCard(g, src);
  const t = ability >= KEYWORD_ABILITY ? null : c.triggered[ability]; // keyword abilities have no condition
  // 410.8: it doesn't trigger
  if (t !== null && t.cond !== Cond.None && !conditionHolds(g, t, src, ctrl, player, false, srcRef)) return;
  // A leaves-play trigger reading "its toughness" (looking back, before the move): as it is in play now.
  if (t !== null && ((t.readsEvent ?? 0) & EventRead.ItToughness) !== 0 && eventRef >= 0) {
    const it = refId(eventRef);
    if (zoneOf(g, it) === Zone.InPlay && eventRef === nextRef(g, it)) setLastToughness(g, it, toughness(g, it));
  }
  // "shares a creature type with that creature" (Reins of the Vinesteed): its creature types in play now, as it leaves
  // or as it triggers, are the amount (vocab/effects-aura-return.ts)
  if (t !== null && ((t.readsEvent ?? 0) & EventRead.ItCreatureTypes) !== 0 && eventRef >= 0) {
    const it = refId(eventRef);
    if (zoneOf(g, it) === Zone.InPlay && (eventRef === nextRef(g, it) || eventRef === ref(g, it))) {
      ensureChars(g);
      amount = cSubOf(g, it);
    }
  }
  // "becomes a copy of that creature" (Cemetery Puca): the copiable values it has as it leaves play (its copy
  // effects end as it leaves, a face-down one is turned face up), packed as copiableValues packs them; 0 for an event
  // that doesn't take it from play
  if (t !== null && ((t.readsEvent ?? 0) & EventRead.ItCopiable) !== 0 && eventRef >= 0) {
    const it = refId(eventRef);
    amount = zoneOf(g, it) === Zone.InPlay && eventRef === nextRef(g, it) ? copiableValues(g, it) : 0;
  }
  // "for each -1/-1 counter on it" (Dusk Urchins): its counters as it triggers, before a leaves-play move clears them
  if (t !== null && ((t.readsEvent ?? 0) & EventRead.ItMinusCounters) !== 0 && eventRef >= 0) {
    const it = refId(eventRef);
    if (zoneOf(g, it) === Zone.InPlay && (eventRef === nextRef(g, it) || eventRef === ref(g, it)))
      amount = minus1Of(g, it);
  }
  const n = g.m[Global.TrigN];
  if (n >= g.caps.triggers) grow(g, 'triggers');
  const r = g.pendingTriggers + n * TriggerField.SIZE;
  g.m[g.triggerCounts + src]++;
  put(g, r + TriggerField.Source, srcRef);
  put(g, r + TriggerField.Ability, ability);
  put(g, r + TriggerField.Controller, ctrl);
  put(g, r + TriggerField.Ref, eventRef);
  put(g, r + TriggerField.Card, c.id); // the card whose ability it is (a copy's: the copied card)
  put(g, r + TriggerField.Amount, amount);
  put(g, r + TriggerField.Player, player);
  put(g, Global.TrigN, n + 1);
}

/**
 * An intervening "if" (410.8) of ability `t` of source `src` (-1: it is gone; `srcRef`: its reference as the ability
 * names it, whose text the count's filter reads) controlled by `ctrl`, as it triggers or (`resolving`) as it
 * resolves; `player` is its event's ("that player").
 */
export function conditionHolds(
  g: Game,
  t: TriggeredC,
  src: number,
  ctrl: number,
  player: number,
  resolving: boolean,
  srcRef: number,
): boolean {
  switch (t.cond) {
    case Cond.Count: {
      const n = countObjects(g, ctrl, src, t.condCount!, -1, player, srcRef);
      return n >= t.condMin! && n <= t.condMax!;
    }
    // "If it was a creature": looked at as it left play (410.10d); on resolution a fact of the past.
    case Cond.WasCreature:
      return resolving || (src >= 0 && isCreature(g, src));
    case Cond.RemovedWithThis:
      return removedWith(g, srcRef) >= t.condMin!;
    case Cond.OpponentLostLife:
      return pl(g, 1 - ctrl, PlayerSlot.LifeLostThisTurn) >= t.condMin!;
    default:
      break;
  }
  if (src < 0) return false;
  switch (t.cond) {
    case Cond.ThisUntapped:
      return zoneOf(g, src) === Zone.InPlay && (flagsOf(g, src) & Flag.Tapped) === 0;
    case Cond.NotCastFromHand:
      return (flagsOf(g, src) & Flag.Cast) === 0;
    case Cond.Evoked:
      return (flagsOf(g, src) & Flag.Evoked) !== 0;
    case Cond.Prowled:
      return (flagsOf(g, src) & Flag.Prowled) !== 0;
    case Cond.ThisInPlay:
      return zoneOf(g, src) === Zone.InPlay;
    case Cond.CountersOnThis: {
      const n = zoneOf(g, src) === Zone.InPlay ? countersOfKind(g, src, t.condCounter) : 0;
      return n >= t.condMin && n <= t.condMax;
    }
    default:
      return true;
  }
}

/** Queues each ability the scan visits, with the occurrence's "it", "that much" and "that player". */
const queueIt: Visit = (g, o, a, c, card) => queue(g, o, a, c, occ.eventRef, occ.amount, occ.player, card);

/**
 * Queues every triggered ability of kind `event` in play that the occurrence fits (410.6: once per
 * occurrence): about `subject` (an object in play, or -1), naming `eventRef` ("it"), `player` and `amount`.
 */
function fire(
  g: Game,
  event: TriggerEvent,
  subject: number,
  eventRef: number,
  player: number,
  amount: number,
  aux = 0,
): void {
  occurrence(subject, eventRef, player, amount, 0, aux);
  scanInPlay(g, event, queueIt);
}

/**
 * 410.10a: when `id` has come into play (from zone `from`, the occurrence's aux: "put into play from a graveyard"),
 * every permanent in play (the newcomer included) is checked.
 */
export function onEnterPlay(g: Game, id: number, from: Zone = Zone.None): void {
  const fromGraveyards = workingInGraveyards(g) !== 0;
  if (inPlayWith(g, AbilityKind.EnterTrigger) === 0 && !fromGraveyards) return;
  // Its toughness as it came into play is the event's amount ("its toughness" once it has left).
  fire(g, TriggerEvent.ComesIntoPlay, id, ref(g, id), -1, isCreature(g, id) ? toughness(g, id) : 0, from);
  if (fromGraveyards) scanGraveyards(g, TriggerEvent.ComesIntoPlay, g.m[Global.Active], queueIt);
}

/**
 * 410.10c-d: leaves-play triggers look back in time: called for every object of a batch before any
 * of them moves, so each sees the others (and itself) as they were in play. The trigger names the
 * card as it will be in the zone it goes to (its next incarnation), where "it" is looked for (410.10c).
 */
export function onLeavePlay(g: Game, id: number, to: Zone): void {
  const next = nextRef(g, id);
  fire(g, TriggerEvent.LeavesPlay, id, next, -1, 0);
  if (to !== Zone.Graveyard) return;
  // "that much": the counters on it as it last existed in play (Kinsbaile Borderguard's "for each counter on it")
  fire(g, TriggerEvent.PutIntoGraveyardFromPlay, id, next, -1, countersOn(g, id));
  persistTrigger(g, id);
}

/**
 * Persist (502.79 of 2008), its intervening "if it had no -1/-1 counters on it" read as it was in play (410.10d): for
 * permanent `id` put into a graveyard from play, printed or granted ("gains persist until end of turn": Antler
 * Skulkin).
 */
export function persistTrigger(g: Game, id: number): void {
  if ((keywords(g, id) & Keyword.Persist) !== 0 && minus1Of(g, id) === 0)
    queue(g, id, KEYWORD_ABILITY + KeywordAbility.Persist, controller(g, id), nextRef(g, id));
}

/** A Delayed row's What for "when [it] is put into a graveyard this turn" (Graceful Reprieve), past the steps. */
export const DELAYED_TO_GRAVEYARD = 100;
/** A delayed row's What for "at the beginning of your next main phase" (its controller's precombat or postcombat). */
export const DELAYED_YOUR_MAIN = 101;
/** A delayed row's What for "at the end of your turn": its controller's next end step (Puppeteer Clique). */
export const DELAYED_YOUR_END = 102;

/**
 * 417.2: delayed triggered abilities waiting for object `id` to be put into a graveyard this turn trigger now, once
 * (their rows end); their "it" is the card it became there. Only while such a row exists (events.ts).
 */
export function delayedGraveyardTriggers(g: Game, id: number): void {
  const r0 = ref(g, id);
  for (let i = 0; i < g.m[Global.EffN]; i++) {
    const r = g.effects + i * EffectField.SIZE;
    if (g.m[r + EffectField.Layer] !== Layer.Delayed || g.m[r + EffectField.What] !== DELAYED_TO_GRAVEYARD) continue;
    if (g.m[r + EffectField.Obj] !== r0) continue;
    fireDelayed(g, i--, nextRef(g, id));
  }
}

/**
 * Delayed row i (417.2) triggers once, its "it" `it`: the row ends and its ability is queued. Its source is the
 * object that made it, as it was (a new object, had it moved since: 400.7); its text is the text that made it (Rukh
 * Egg's changed color word, read after the Egg died); the row's Ts is its "that much".
 */
function fireDelayed(g: Game, i: number, it: number): void {
  const r = g.effects + i * EffectField.SIZE;
  const srcRef = g.m[r + EffectField.Source];
  const ability = g.m[r + EffectField.StaticIdx];
  const ctrl = g.m[r + EffectField.A];
  const card = g.m[r + EffectField.B] - 1;
  const amount = g.m[r + EffectField.Ts];
  removeEffect(g, i);
  queue(g, refId(srcRef), ability, ctrl, it, amount, -1, card, srcRef);
}

/** The counters of every kind on object id. */
function countersOn(g: Game, id: number): number {
  let n = plus1Of(g, id) + minus1Of(g, id) + loyaltyOf(g, id);
  for (let k = 0; k < NAMED_COUNTERS.length; k++) n += namedCountersOf(g, id, FIRST_NAMED_COUNTER + k);
  return n;
}

/** The counters of kind k (+1/+1, -1/-1 or a named kind) on object id. */
function countersOfKind(g: Game, id: number, k: number): number {
  if (k === CounterKind.PlusOne) return plus1Of(g, id);
  if (k === CounterKind.MinusOne) return minus1Of(g, id);
  return namedCountersOf(g, id, k);
}

/**
 * A spell or ability controlled by `player` is about to destroy `id` (a Destroy event not replaced:
 * a regenerated permanent is not destroyed, 410.7); looks back in time like onLeavePlay.
 */
export function onDestroyed(g: Game, id: number, player: number): void {
  fire(g, TriggerEvent.Destroyed, id, nextRef(g, id), player, 0);
}

/**
 * `n` -1/-1 counters have just been placed on permanent `id` (Flourishing Defenses: one trigger per counter, those a
 * permanent comes into play with too, 2008 rulings). Costs nothing when no permanent has such an ability.
 */
export function onMinusCountersPlaced(g: Game, id: number, n: number): void {
  if (!mayTrigger(g, TriggerEvent.MinusCounterPlaced)) return;
  for (let k = 0; k < n; k++) fire(g, TriggerEvent.MinusCounterPlaced, id, ref(g, id), -1, 1);
}

/**
 * Event b of a batch happened (events.ts, in the batch's order): the trigger kinds listening to its kind
 * (a card drawn, discarded or put into a graveyard, a permanent tapped for mana or turned face up, ...)
 * queue what it triggers.
 */
export function onHappened(g: Game, b: number): void {
  dispatch(g, g.m[b] as EventKind, b, queueIt);
}

/** "At the beginning of [step]" abilities ("at end of turn" is the end step's), in play and in graveyards. */
export function onStepBegin(g: Game, step: number): void {
  if (g.m[Global.EffN] !== 0) delayedTriggers(g, step);
  const active = g.m[Global.Active];
  occurrence(-1, -1, active, 0, 0, step);
  scanInPlay(g, TriggerEvent.BeginningOfStep, queueIt);
  if (workingInGraveyards(g) === 0) return;
  for (let p = 0; p < 2; p++) {
    const base = listBase(g, Zone.Graveyard, (active + p) & 1); // APNAP: the order they are queued in
    for (let i = 0; i < g.m[base]; i++) stepAbilitiesInGraveyard(g, g.m[base + 1 + i], step, active);
  }
}

/** 417.2: delayed triggered abilities waiting for this step trigger now, once (their rows end). */
function delayedTriggers(g: Game, step: number): void {
  const main = step === Step.Main1 || step === Step.Main2;
  for (let i = 0; i < g.m[Global.EffN]; i++) {
    const r = g.effects + i * EffectField.SIZE;
    if (g.m[r + EffectField.Layer] !== Layer.Delayed) continue;
    const what = g.m[r + EffectField.What];
    const ctrl = g.m[r + EffectField.A];
    const yours = ctrl === g.m[Global.Active];
    if (
      what !== step &&
      !(main && what === DELAYED_YOUR_MAIN && yours) &&
      !(step === Step.End && what === DELAYED_YOUR_END && yours)
    )
      continue;
    fireDelayed(g, i--, g.m[r + EffectField.Obj]);
  }
}

/** A card in a graveyard whose "at the beginning of" ability works only there (fromGraveyard). */
function stepAbilitiesInGraveyard(g: Game, o: number, step: number, active: number): void {
  const trig = baseCard(g, o).triggered;
  for (let a = 0; a < trig.length; a++) {
    const t = trig[a];
    if (t.event !== TriggerEvent.BeginningOfStep || t.step !== step || t.zone !== Zone.Graveyard) continue;
    const c = controller(g, o);
    if (!whoseFits(t, c, active)) continue;
    queue(g, o, a, c, -1, 0, active);
  }
}

// ---- Damage and spells cast (called by events.ts and stack.ts) ----

/**
 * A source dealt damage: `src` (a ref), to `dst` (an object ref or a player ref), `amount` in total
 * to recipients of kind `toKind` in this simultaneous event (the caller sums them), `combat` or not:
 * queues the DealsDamage abilities listening for that kind of recipient.
 */
export function onDamage(g: Game, src: number, dst: number, amount: number, combat: boolean, toKind: To): void {
  const srcId = liveId(g, src);
  // A source that has left play is no longer the object whose ability said "whenever this deals damage".
  if (srcId < 0 || zoneOf(g, srcId) !== Zone.InPlay) return;
  // (to a creature, "it" the source: "that player" is the creature's controller; it was just dealt the damage)
  const dstId = toKind === To.CreatureItSource ? liveId(g, dst) : -1;
  const player = dst < 0 ? -1 - dst : dstId >= 0 ? controller(g, dstId) : -1;
  // Lifelink (2008: a triggered ability), once per simultaneous damage event with the total.
  if (toKind === To.Any && (keywords2(g, srcId) & CombatWord.Lifelink) !== 0) {
    queue(g, srcId, KEYWORD_ABILITY + KeywordAbility.Lifelink, controller(g, srcId), NO_TARGET, amount, player);
  }
  // "it": the creature dealt damage; for "deals damage to you", the source ("whenever a creature deals damage to you,
  // destroy it": Dread).
  occurrence(
    srcId,
    toKind === To.CreatureItSource || (dst < 0 && toKind === To.You) ? src : dst >= 0 ? dst : NO_TARGET,
    player,
    amount,
    combat ? OccurrenceFlag.Combat : 0,
    toKind,
  );
  scanInPlay(g, TriggerEvent.DealsDamage, queueIt);
  if (workingInGraveyards(g) !== 0) scanGraveyards(g, TriggerEvent.DealsDamage, g.m[Global.Active], queueIt);
}

/**
 * Deathtouch (2008, as Lorwyn words it: "Whenever this creature deals damage to a creature, destroy that
 * creature"): source `src` (a ref) dealt damage to creature `dst` (a ref) in this event; one trigger per creature.
 */
export function onDeathtouchDamage(g: Game, src: number, dst: number): void {
  const srcId = liveId(g, src);
  if (srcId < 0 || zoneOf(g, srcId) !== Zone.InPlay || (keywords2(g, srcId) & CombatWord.Deathtouch) === 0) return;
  queue(g, srcId, KEYWORD_ABILITY + KeywordAbility.Deathtouch, controller(g, srcId), dst, 0, -1);
}

/** A creature (`dst`, a ref) was dealt `amount` damage in total in one event: its "is dealt damage" abilities. */
export function onDealtDamage(g: Game, dst: number, amount: number, combat: boolean): void {
  const id = liveId(g, dst);
  if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return;
  occurrence(id, dst, -1, amount, combat ? OccurrenceFlag.Combat : 0);
  scanInPlay(g, TriggerEvent.IsDealtDamage, queueIt);
}

/** Player p was dealt `amount` damage in total in one event: "whenever you're dealt damage" (Lich). */
export function onPlayerDealtDamage(g: Game, p: number, amount: number, combat: boolean): void {
  occurrence(-1, NO_TARGET, p, amount, OccurrenceFlag.ToPlayer | (combat ? OccurrenceFlag.Combat : 0));
  scanInPlay(g, TriggerEvent.IsDealtDamage, queueIt);
}

/** A source's triggered mana: WUBRGC counts, then how many of any color (TriggeredC.manaAdd). */
export const BONUS_STRIDE = 7;

/**
 * CR 406.1, 411.3: the mana that triggered mana abilities in play add when player p taps `id` for mana
 * (Overgrowth), added into out[at..at+6]; returns how much. The payer counts it as part of the source.
 */
export function triggeredManaOf(g: Game, id: number, p: number, out: Int32Array, at: number): number {
  manaOut = out;
  manaAt = at;
  manaTotal = 0;
  occurrence(id, ref(g, id), p, 0);
  scanInPlay(g, TriggerEvent.ManaAbility, addMana);
  manaOut = EMPTY;
  return manaTotal;
}
const EMPTY: Int32Array = new Int32Array(0);
let manaOut: Int32Array = EMPTY;
let manaAt = 0;
let manaTotal = 0;
const addMana: Visit = (g, o, a) => {
  const add = baseCard(g, o).triggered[a].manaAdd!;
  for (let k = 0; k < BONUS_STRIDE; k++) {
    manaOut[manaAt + k] += add[k];
    manaTotal += add[k];
  }
};

/** A spell was played (409.1i): its card on the stack, by player p. */
/** Player p has clashed (after the clash: its cards have moved); won: his or her card was the highest. */
export function onClash(g: Game, p: number, won: boolean): void {
  fire(g, TriggerEvent.Clashes, -1, -1, p, won ? 1 : 0);
}

export function onSpellCast(g: Game, card: number, p: number): void {
  fire(g, TriggerEvent.SpellCast, -1, ref(g, card), p, 0);
  // "When you play [this]" (Demigod of Revenge): the spell's own ability, from the stack.
  const c = g.cards[cardIdOf(g, card)];
  if ((c.kinds & AbilityKind.CastTrigger) !== 0)
    for (let i = 0; i < c.triggered.length; i++)
      if (c.triggered[i].event === TriggerEvent.SpellCast && c.triggered[i].zone === Zone.Stack)
        queue(g, card, i, p, ref(g, card));
  // Conspire (502.78a of 2008): "when you play this spell, if its conspire cost was paid, copy it"; "it": the spell.
  if ((flagsOf(g, card) & Flag.Conspired) !== 0)
    queue(g, card, KEYWORD_ABILITY + KeywordAbility.Conspire, p, ref(g, card));
  // "Whenever you play a creature spell, you may pay {G}{G}. If you do, return [this] from your graveyard" (Masked
  // Admirers): scanned only while cards whose abilities work there are in graveyards.
  if (workingInGraveyards(g) !== 0) scanGraveyards(g, TriggerEvent.SpellCast, g.m[Global.Active], queueIt);
}

/**
 * Player p has played an activated ability of permanent `src` (409.1i: its costs paid), stack record `rec`: "Whenever
 * you play an activated ability of an Elemental" (Ceaseless Searblades). A mana ability the payer taps a source for
 * triggers it from the Tap.
 */
export function onAbilityActivated(g: Game, src: number, p: number, rec: number): void {
  // the amount: its stack record + 1 (Rings of Brighthearth copies that ability: copyAbility)
  fire(g, TriggerEvent.AbilityActivated, src, ref(g, src), p, rec + 1);
}

let targeted = new Int32Array(8);

/**
 * Stack item rec (a spell or ability as it is played or put on the stack, a copy given its targets) targets
 * permanents: each one in play "becomes the target of a spell or ability" once, however many of its targets name it
 * (`from`: its first target to look at; a changed target is its only one). The event's player: rec's controller.
 */
export function onTargeted(g: Game, rec: number, from = 0, to = 4): void {
  if (!mayTrigger(g, TriggerEvent.BecomesTarget)) return;
  let n = 0;
  for (let t = from; t < to; t++) n = noteTargeted(g, rf(g, rec, StackField.T0 + t), n);
  if (to === 4) for (let i = 0; i < listCount(g, rec); i++) n = noteTargeted(g, listTarget(g, rec, i), n);
  const p = rf(g, rec, StackField.Controller);
  for (let i = 0; i < n; i++) fire(g, TriggerEvent.BecomesTarget, targeted[i], ref(g, targeted[i]), p, 0);
}

/** Adds the permanent target reference t names to the first n of `targeted`, if in play and not there yet. */
function noteTargeted(g: Game, t: number, n: number): number {
  if (t < 0) return n; // a player, no target
  const id = liveId(g, t);
  if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return n;
  for (let i = 0; i < n; i++) if (targeted[i] === id) return n;
  if (n === targeted.length) {
    const more = new Int32Array(n * 2);
    more.set(targeted);
    targeted = more;
  }
  targeted[n] = id;
  return n + 1;
}

// ---- Combat (410.9) ----

/** Attackers declared: "whenever [this creature / a creature] attacks", once per attacker. */
export function onAttackersDeclared(g: Game): void {
  // a GrantTrigger row may give one (Tower Above's "When this creature attacks, ...")
  if (inPlayWith(g, AbilityKind.CombatTrigger) === 0 && g.m[Global.GrantTrigN] === 0) return;
  const base = listBase(g, Zone.InPlay, 0);
  let n = 0; // the attackers ("attacks alone": one)
  for (let i = 0; i < g.m[base]; i++) if ((flagsOf(g, g.m[base + 1 + i]) & Flag.Attacking) !== 0) n++;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if ((flagsOf(g, id) & Flag.Attacking) !== 0) fire(g, TriggerEvent.Attacks, id, ref(g, id), -1, n);
  }
}

/**
 * Blockers declared (410.9a-e): each blocker's "blocks" once and "blocks a creature" once per attacker it
 * blocks ("it": the attacker); each blocked attacker's "becomes blocked" once with the number of its
 * blockers (410.9e), and "a creature blocks this" once per blocker ("it": the blocker).
 */
export function onBlockersDeclared(g: Game): void {
  const base = listBase(g, Zone.InPlay, 0);
  const n = g.m[base];
  flanking(g, base, n);
  // a GrantTrigger row may give one (Tower Above's "When this creature attacks, ...")
  if (inPlayWith(g, AbilityKind.CombatTrigger) === 0 && g.m[Global.GrantTrigN] === 0) return;
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    if ((flagsOf(g, id) & Flag.Blocking) !== 0) {
      const attacker = blocksOf(g, id);
      let blocked = 1; // "blocks" once, with the number of attackers it blocks ("blocks two or more creatures")
      for (let k = 0; k < extraBlockRows(g); k++)
        if (extraRowAttacker(g, k) >= 0 && extraRowBlocker(g, k) === id) blocked++;
      fire(g, TriggerEvent.Blocks, id, attacker, -1, blocked);
      fire(g, TriggerEvent.BlocksCreature, id, attacker, -1, 1);
      for (let k = 0; k < extraBlockRows(g); k++) {
        // its second and later attackers (Palace Guard)
        const a = extraRowAttacker(g, k);
        if (a >= 0 && extraRowBlocker(g, k) === id) fire(g, TriggerEvent.BlocksCreature, id, ref(g, a), -1, 1);
      }
    }
  }
  for (let i = 0; i < n; i++) {
    const a = g.m[base + 1 + i];
    if ((flagsOf(g, a) & (Flag.Attacking | Flag.Blocked)) !== (Flag.Attacking | Flag.Blocked)) continue;
    let count = 0;
    for (let j = 0; j < n; j++) {
      const b = g.m[base + 1 + j];
      if ((flagsOf(g, b) & Flag.Blocking) !== 0 && liveId(g, blocksOf(g, b)) === a) {
        count++;
        fire(g, TriggerEvent.BlockedByCreature, a, ref(g, b), -1, 1);
      }
    }
    for (let k = 0; k < extraBlockRows(g); k++) {
      const b = extraRowBlocker(g, k);
      if (b >= 0 && extraRowAttacker(g, k) === a) {
        count++;
        fire(g, TriggerEvent.BlockedByCreature, a, ref(g, b), -1, 1);
      }
    }
    fire(g, TriggerEvent.BecomesBlocked, a, ref(g, a), -1, count);
  }
  for (let i = 0; i < n; i++) {
    const a = g.m[base + 1 + i];
    if ((flagsOf(g, a) & (Flag.Attacking | Flag.Blocked)) === Flag.Attacking)
      fire(g, TriggerEvent.NotBlocked, a, ref(g, a), -1, 0);
  }
}

/**
 * 502.3a flanking: each blocked attacker with flanking triggers once per blocker without flanking ("it"),
 * and once per instance of flanking it has (502.3b).
 */
function flanking(g: Game, base: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const a = g.m[base + 1 + i];
    if ((flagsOf(g, a) & Flag.Blocked) === 0 || (keywords2(g, a) & CombatWord.Flanking) === 0) continue;
    for (let j = 0; j < n; j++) {
      const b = g.m[base + 1 + j];
      if (
        (flagsOf(g, b) & Flag.Blocking) === 0 ||
        liveId(g, blocksOf(g, b)) !== a ||
        (keywords2(g, b) & CombatWord.Flanking) !== 0
      )
        continue;
      for (let k = keywordInstances(g, a, CombatWord.Flanking); k > 0; k--)
        queue(g, a, KEYWORD_ABILITY + KeywordAbility.Flanking, controller(g, a), ref(g, b), 0, -1);
    }
    for (let x = 0; x < extraBlockRows(g); x++) {
      const b = extraRowBlocker(g, x);
      if (b < 0 || extraRowAttacker(g, x) !== a || (keywords2(g, b) & CombatWord.Flanking) !== 0) continue;
      for (let k = keywordInstances(g, a, CombatWord.Flanking); k > 0; k--)
        queue(g, a, KEYWORD_ABILITY + KeywordAbility.Flanking, controller(g, a), ref(g, b), 0, -1);
    }
  }
}

// ---- State triggers (410.11 of 2008) ----

/**
 * State triggers: each permanent in play whose watched state holds triggers, unless its ability has
 * triggered and not yet left the stack (Flag.StateTriggered, cleared by stateTriggerLeft). Checked after
 * every batch of events, also in the middle of a resolution (420.4: it goes on the stack after), and
 * as a player would receive priority (a state may change with no event: an effect ends).
 */
export function checkStateTriggers(g: Game): void {
  occurrence(-1, -1, -1, 0);
  scanInPlay(g, TriggerEvent.State, queueState);
}
const queueState: Visit = (g, o, a, c) => {
  setFlags(g, o, flagsOf(g, o) | Flag.StateTriggered);
  queue(g, o, a, c, -1, 0, -1);
};

/**
 * A stack item of ability `a` of card `card` from source `srcRef` left the stack: its state trigger may trigger again.
 */
export function stateTriggerLeft(g: Game, srcRef: number, card: number, a: number): void {
  if (a >= KEYWORD_ABILITY || g.cards[card].triggered[a]?.event !== TriggerEvent.State) return;
  const id = liveId(g, srcRef);
  if (id >= 0) setFlags(g, id, flagsOf(g, id) & ~Flag.StateTriggered);
}

/** Removes pending trigger k, keeping the order of the rest. */
export function dropTrigger(g: Game, k: number): void {
  const n = g.m[Global.TrigN];
  for (let i = k; i < n - 1; i++) {
    for (let f = 0; f < TriggerField.SIZE; f++)
      put(g, g.pendingTriggers + i * TriggerField.SIZE + f, g.m[g.pendingTriggers + (i + 1) * TriggerField.SIZE + f]);
  }
  for (let f = 0; f < TriggerField.SIZE; f++) put(g, g.pendingTriggers + (n - 1) * TriggerField.SIZE + f, 0);
  put(g, Global.TrigN, n - 1);
}
