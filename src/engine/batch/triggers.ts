// Triggered abilities (410): the events of a batch are checked against every triggered ability in play
// and matches are queued; queued triggers go on the stack the next time a player would receive
// priority (stack.ts), active player's first. Each kind of trigger event is counted among permanents
// in play (AK bits), so a check costs nothing when no permanent listens for that kind.
import { AbilityKind, Cond, EventRead, type TriggeredC, TriggerEvent, To, Whose } from '../core/cardform.js';
import {
  abilitiesLost,
  baseCard,
  controller,
  isCreature,
  keywordInstances,
  keywords2,
  matches,
  printedMatches,
  toughness,
} from '../facts/chars.js';
import { KeywordAbility, KEYWORD_ABILITY } from '../core/keyword-abilities.js';
import { Flag, CombatWord, NO_TARGET, StackKind, Step, Zone } from '../core/constants.js';
import {
  EffectField,
  type Game,
  Global,
  grow,
  liveId,
  put,
  ref,
  refId,
  StackField,
  setFlags,
  setLastToughness,
  TriggerField,
  blocksOf,
  cardIdOf,
  flagsOf,
  nextRef,
  ownerOf,
  zoneOf,
} from '../core/state.js';
import { Layer, removeEffect } from '../core/continuous.js';
import { listBase } from '../core/zones.js';
import { workingInGraveyards, inPlayWith } from '../core/kinds.js';
import { extraBlockRows, extraRowAttacker, extraRowBlocker } from '../core/blocks.js';
import { countObjects } from '../facts/runtime.js';

/**
 * Queues ability `ability` of `src`; `eventRef` names the event's object where it is now (or -1),
 * `amount` and `player` are the event's ("that much", "that player"; -1: none).
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
): void {
  // `card`: the card whose ability it is, when known apart from the source (a delayed ability of a copy).
  const c = ability >= KEYWORD_ABILITY ? g.cards[cardIdOf(g, src)] : card >= 0 ? g.cards[card] : baseCard(g, src);
  const t = ability >= KEYWORD_ABILITY ? null : c.triggered[ability]; // keyword abilities have no condition
  // 410.8: it doesn't trigger
  if (t !== null && t.cond !== Cond.None && !conditionHolds(g, t, src, ctrl, player, false)) return;
  // A leaves-play trigger reading "its toughness" (looking back, before the move): as it is in play now.
  if (t !== null && ((t.readsEvent ?? 0) & EventRead.ItToughness) !== 0 && eventRef >= 0) {
    const it = refId(eventRef);
    if (zoneOf(g, it) === Zone.InPlay && eventRef === nextRef(g, it)) setLastToughness(g, it, toughness(g, it));
  }
  const n = g.m[Global.TrigN];
  if (n >= g.caps.triggers) grow(g, 'triggers');
  const r = g.oTrig + n * TriggerField.SIZE;
  g.m[g.oTrigCount + src]++;
  put(g, r + TriggerField.Source, ref(g, src));
  put(g, r + TriggerField.Ability, ability);
  put(g, r + TriggerField.Controller, ctrl);
  put(g, r + TriggerField.Ref, eventRef);
  put(g, r + TriggerField.Card, c.id); // the card whose ability it is (a copy's: the copied card)
  put(g, r + TriggerField.Amount, amount);
  put(g, r + TriggerField.Player, player);
  put(g, Global.TrigN, n + 1);
}

/**
 * An intervening "if" (410.8) of ability `t` of source `src` (-1: it is gone) controlled by `ctrl`, as
 * it triggers or (`resolving`) as it resolves; `player` is its event's ("that player").
 */
export function conditionHolds(
  g: Game,
  t: TriggeredC,
  src: number,
  ctrl: number,
  player: number,
  resolving: boolean,
): boolean {
  switch (t.cond) {
    case Cond.Count: {
      const n = countObjects(g, ctrl, src, t.condCount!, -1, player);
      return n >= t.condMin! && n <= t.condMax!;
    }
    // "If it was a creature": looked at as it left play (410.10d); on resolution a fact of the past.
    case Cond.WasCreature:
      return resolving || (src >= 0 && isCreature(g, src));
    default:
      break;
  }
  if (src < 0) return false;
  switch (t.cond) {
    case Cond.ThisUntapped:
      return zoneOf(g, src) === Zone.InPlay && (flagsOf(g, src) & Flag.Tapped) === 0;
    case Cond.NotCastFromHand:
      return (flagsOf(g, src) & Flag.Cast) === 0;
    case Cond.ThisInPlay:
      return zoneOf(g, src) === Zone.InPlay;
    default:
      return true;
  }
}

/**
 * Last known information: object `id` is about to leave play. A trigger waiting for it (pending or on
 * the stack) whose effect reads "its toughness" will read it as the object last existed in play.
 */
export function keepLastToughness(g: Game, id: number): void {
  const r = ref(g, id);
  for (let k = 0; k < g.m[Global.TrigN]; k++) {
    const t = g.oTrig + k * TriggerField.SIZE;
    if (
      g.m[t + TriggerField.Ref] === r &&
      readsItToughness(g, g.m[t + TriggerField.Card], g.m[t + TriggerField.Ability])
    ) {
      setLastToughness(g, id, toughness(g, id));
      return;
    }
  }
  for (let i = 0; i < g.m[g.oStack]; i++) {
    const rec = g.oRec + g.m[g.oStack + 1 + i] * StackField.SIZE;
    if (g.m[rec + StackField.Kind] !== StackKind.Trigger || g.m[rec + StackField.Ref] !== r) continue;
    const k = g.m[rec + StackField.Card]; // a copy's ability: that card + 1 (stack.ts abilityCard)
    const card = k === 0 ? cardIdOf(g, refId(g.m[rec + StackField.Source])) : k - 1;
    if (readsItToughness(g, card, g.m[rec + StackField.Ability])) {
      setLastToughness(g, id, toughness(g, id));
      return;
    }
  }
}

const readsItToughness = (g: Game, card: number, a: number) =>
  a < KEYWORD_ABILITY && ((g.cards[card].triggered[a].readsEvent ?? 0) & EventRead.ItToughness) !== 0;

/** Is it the combat phase (beginning of combat to end of combat)? */
const duringCombat = (g: Game) => g.m[Global.Step] >= Step.BeginCombat && g.m[Global.Step] <= Step.EndCombat;

/** Does the event's player fit the ability's "you"/"an opponent"/"a player"? */
const whoseFits = (t: TriggeredC, ctrl: number, player: number) =>
  t.whose === Whose.Each || (t.whose === Whose.You ? player === ctrl : player >= 0 && player !== ctrl);

/**
 * Does ability `t` of permanent `o` (controlled by `ctrl`) trigger on an event about `subject` (an
 * object in play, or -1)? "this" abilities need the subject to be `o`; others match it by filter.
 */
function subjectFits(g: Game, t: TriggeredC, o: number, ctrl: number, subject: number): boolean {
  if (t.self) return subject === o;
  return (
    t.filter === null || (subject >= 0 && zoneOf(g, subject) === Zone.InPlay && matches(g, t.filter, subject, ctrl, o))
  );
}

/**
 * Queues every ability of event `event` of the permanents in play whose subject fits (410.6: once per
 * occurrence). `player`, `amount` and `eventRef` are passed on to the ability.
 */
function fire(g: Game, event: TriggerEvent, subject: number, eventRef: number, player: number, amount: number): void {
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const trig = baseCard(g, o).triggered;
    if (trig.length === 0 || abilitiesLost(g, o)) continue; // Humility: it has no abilities
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (t.event !== event || t.zone !== Zone.InPlay) continue;
      const c = controller(g, o);
      if (!subjectFits(g, t, o, c, subject)) continue;
      if (player >= 0 && !whoseFits(t, c, player)) continue;
      if (event === TriggerEvent.BecomesBlocked && amount < t.minBlockers) continue;
      if (t.combat && !duringCombat(g)) continue;
      if (t.itFilter !== null && !itFits(g, t, o, c, eventRef)) continue;
      queue(g, o, a, c, eventRef, amount, player);
    }
  }
}

/** Does the event's other object (a ref) match the ability's itFilter? */
function itFits(g: Game, t: TriggeredC, o: number, ctrl: number, eventRef: number): boolean {
  const id = liveId(g, eventRef);
  return id >= 0 && zoneOf(g, id) === Zone.InPlay && matches(g, t.itFilter!, id, ctrl, o);
}

/** Queues every triggered ability in play whose event is `event` and that matches object `id`. */
function checkObjectEvent(g: Game, id: number, event: TriggerEvent, eventRef: number): void {
  if (inPlayWith(g, event === TriggerEvent.ComesIntoPlay ? AbilityKind.EnterTrigger : AbilityKind.LeaveTrigger) === 0)
    return;
  fire(g, event, id, eventRef, -1, 0);
}

/** 410.10a: when `id` has come into play, every permanent in play (the newcomer included) is checked. */
export function onEnterPlay(g: Game, id: number): void {
  if (inPlayWith(g, AbilityKind.EnterTrigger) === 0) return;
  // Its toughness as it came into play is the event's amount ("its toughness" once it has left).
  fire(g, TriggerEvent.ComesIntoPlay, id, ref(g, id), -1, isCreature(g, id) ? toughness(g, id) : 0);
}

/**
 * 410.10c-d: leaves-play triggers look back in time: called for every object of a batch before any
 * of them moves, so each sees the others (and itself) as they were in play. The trigger names the
 * card as it will be in the zone it goes to (its next incarnation), where "it" is looked for (410.10c).
 */
export function onLeavePlay(g: Game, id: number, to: Zone): void {
  const next = nextRef(g, id);
  checkObjectEvent(g, id, TriggerEvent.LeavesPlay, next);
  if (to !== Zone.Graveyard) return;
  checkObjectEvent(g, id, TriggerEvent.PutIntoGraveyardFromPlay, next);
}

/**
 * A spell or ability controlled by `player` is about to destroy `id` (a Destroy event not replaced:
 * a regenerated permanent is not destroyed, 410.7); looks back in time like onLeavePlay.
 */
export function onDestroyed(g: Game, id: number, player: number): void {
  if (inPlayWith(g, AbilityKind.LeaveTrigger) === 0) return;
  fire(g, TriggerEvent.Destroyed, id, nextRef(g, id), player, 0);
}

/**
 * A card has been put into a graveyard from anywhere: its own "when this is put into a graveyard from
 * anywhere" abilities trigger from there, and permanents in play listening for matching cards.
 */
export function onPutIntoGraveyard(g: Game, id: number): void {
  const c = g.cards[cardIdOf(g, id)];
  if ((c.kinds & AbilityKind.GraveTrigger) !== 0) {
    for (let a = 0; a < c.triggered.length; a++) {
      const t = c.triggered[a];
      if (t.event === TriggerEvent.PutIntoGraveyard && t.self)
        queue(g, id, a, ownerOf(g, id), ref(g, id), 0, ownerOf(g, id));
    }
  }
  if (inPlayWith(g, AbilityKind.GraveTrigger) === 0) return;
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const trig = baseCard(g, o).triggered;
    if (trig.length === 0 || abilitiesLost(g, o)) continue; // Humility: it has no abilities
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (t.event !== TriggerEvent.PutIntoGraveyard || t.self || t.zone !== Zone.InPlay) continue;
      const ctrl = controller(g, o);
      if (t.filter !== null && !printedMatches(c, t.filter)) continue;
      if (!whoseFits(t, ctrl, ownerOf(g, id))) continue;
      queue(g, o, a, ctrl, ref(g, id), 0, ownerOf(g, id));
    }
  }
}

/** "At the beginning of [step]" abilities ("at end of turn" is the end step's), in play and in graveyards. */
export function onStepBegin(g: Game, step: number): void {
  if (g.m[Global.EffN] !== 0) {
    delayedTriggers(g, step);
    gainedStepTriggers(g, step);
  }
  const inPlay = inPlayWith(g, AbilityKind.StepTrigger) !== 0;
  const inGy = workingInGraveyards(g) !== 0;
  if (!inPlay && !inGy) return;
  const active = g.m[Global.Active];
  if (inPlay) {
    const base = listBase(g, Zone.InPlay, 0);
    for (let i = 0; i < g.m[base]; i++) stepAbilities(g, g.m[base + 1 + i], step, active, Zone.InPlay);
  }
  if (inGy) {
    for (let p = 0; p < 2; p++) {
      const base = listBase(g, Zone.Graveyard, (active + p) & 1); // APNAP: the order they are queued in
      for (let i = 0; i < g.m[base]; i++) stepAbilities(g, g.m[base + 1 + i], step, active, Zone.Graveyard);
    }
  }
}

/** 417.2: delayed triggered abilities waiting for this step trigger now, once (their rows end). */
function delayedTriggers(g: Game, step: number): void {
  for (let i = 0; i < g.m[Global.EffN]; i++) {
    const r = g.oEff + i * EffectField.SIZE;
    if (g.m[r + EffectField.Layer] !== Layer.Delayed || g.m[r + EffectField.What] !== step) continue;
    const src = refId(g.m[r + EffectField.Source]);
    const ability = g.m[r + EffectField.StaticIdx];
    const ctrl = g.m[r + EffectField.A];
    const obj = g.m[r + EffectField.Obj];
    const card = g.m[r + EffectField.B] - 1;
    removeEffect(g, i--);
    queue(g, src, ability, ctrl, obj, 0, -1, card);
  }
}

/**
 * "[It] becomes a copy of that creature and gains 'At the beginning of your upkeep, ...'" (Vesuvan
 * Shapeshifter): a Copy row whose B names the card (+ 1) with such abilities gives them to the copy.
 */
function gainedStepTriggers(g: Game, step: number): void {
  const active = g.m[Global.Active];
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.oEff + e * EffectField.SIZE;
    if (g.m[r + EffectField.Layer] !== Layer.Copy || g.m[r + EffectField.B] === 0) continue;
    const o = liveId(g, g.m[r + EffectField.Obj]);
    const card = g.m[r + EffectField.B] - 1;
    if (o < 0 || zoneOf(g, o) !== Zone.InPlay || abilitiesLost(g, o)) continue;
    const trig = g.cards[card].triggered;
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (!t.gainedByCopy || t.step !== step) continue;
      const c = controller(g, o);
      if (whoseFits(t, c, active)) queue(g, o, a, c, -1, 0, active, card);
    }
  }
}

function stepAbilities(g: Game, o: number, step: number, active: number, zone: Zone): void {
  const trig = baseCard(g, o).triggered;
  if (zone === Zone.InPlay && trig.length !== 0 && abilitiesLost(g, o)) return; // Humility: it has no abilities
  for (let a = 0; a < trig.length; a++) {
    const t = trig[a];
    if (t.event !== TriggerEvent.BeginningOfStep || t.step !== step || t.zone !== zone || t.gainedByCopy) continue;
    const c = controller(g, o);
    if (!whoseFits(t, c, active)) continue;
    queue(g, o, a, c, -1, 0, active);
  }
}

// ---- Damage, cards drawn and discarded, spells cast (called by events.ts and stack.ts) ----

/**
 * A source dealt damage: `src` (a ref), to `dst` (an object ref or a player ref), `amount` in total
 * to recipients of kind `toKind` in this simultaneous event (the caller sums them), `combat` or not:
 * queues the DealsDamage abilities listening for that kind of recipient.
 */
export function onDamage(g: Game, src: number, dst: number, amount: number, combat: boolean, toKind: To): void {
  const srcId = liveId(g, src);
  // A source that has left play is no longer the object whose ability said "whenever this deals damage".
  if (srcId < 0 || zoneOf(g, srcId) !== Zone.InPlay) return;
  const player = dst < 0 ? -1 - dst : -1;
  // Lifelink (2008: a triggered ability), once per simultaneous damage event with the total.
  if (toKind === To.Any && (keywords2(g, srcId) & CombatWord.Lifelink) !== 0) {
    queue(g, srcId, KEYWORD_ABILITY + KeywordAbility.Lifelink, controller(g, srcId), NO_TARGET, amount, player);
  }
  if (inPlayWith(g, AbilityKind.DamageTrigger) === 0) return;
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const trig = baseCard(g, o).triggered;
    if (trig.length === 0 || abilitiesLost(g, o)) continue; // Humility: it has no abilities
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (t.event !== TriggerEvent.DealsDamage || t.to !== toKind || t.zone !== Zone.InPlay) continue;
      if (t.combat && !combat) continue;
      const c = controller(g, o);
      if (!subjectFits(g, t, o, c, srcId)) continue;
      if (toKind === To.Opponent && player === c) continue;
      queue(g, o, a, c, dst >= 0 ? dst : NO_TARGET, amount, player);
    }
  }
}

/** A creature (`dst`, a ref) was dealt `amount` damage in total in one event: its "is dealt damage" abilities. */
export function onDealtDamage(g: Game, dst: number, amount: number, combat: boolean): void {
  const id = liveId(g, dst);
  if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return;
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const trig = baseCard(g, o).triggered;
    if (trig.length === 0 || abilitiesLost(g, o)) continue; // Humility: it has no abilities
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (
        t.event !== TriggerEvent.IsDealtDamage ||
        t.whose !== Whose.Each ||
        t.zone !== Zone.InPlay ||
        (t.combat && !combat)
      )
        continue;
      const c = controller(g, o);
      if (subjectFits(g, t, o, c, id)) queue(g, o, a, c, dst, amount, -1);
    }
  }
}

/** 502.26c: permanent `id` was turned face up: its "when [this] is turned face up" abilities. */
export function onTurnedFaceUp(g: Game, id: number): void {
  const trig = baseCard(g, id).triggered;
  if (trig.length === 0 || abilitiesLost(g, id)) return;
  for (let a = 0; a < trig.length; a++)
    if (trig[a].event === TriggerEvent.TurnedFaceUp) queue(g, id, a, controller(g, id), ref(g, id), 0, -1);
}

/** Player p was dealt `amount` damage in total in one event: "whenever you're dealt damage" (Lich). */
export function onPlayerDealtDamage(g: Game, p: number, amount: number, combat: boolean): void {
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const trig = baseCard(g, o).triggered;
    if (trig.length === 0 || abilitiesLost(g, o)) continue;
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (
        t.event !== TriggerEvent.IsDealtDamage ||
        t.whose !== Whose.You ||
        t.zone !== Zone.InPlay ||
        (t.combat && !combat)
      )
        continue;
      if (controller(g, o) === p) queue(g, o, a, p, NO_TARGET, amount, p);
    }
  }
}

/**
 * A card was drawn (`card`, by player p) or discarded (`by`: the controller of the spell or ability that
 * caused it, -1: none): per card, 410.6. A discarded card's own "when ... causes you to discard this"
 * abilities trigger from the graveyard it went to, under its owner's control.
 */
export function onCardEvent(
  g: Game,
  event: TriggerEvent.Draws | TriggerEvent.Discards,
  card: number,
  p: number,
  by = -1,
): void {
  if (event === TriggerEvent.Discards) {
    const c = g.cards[cardIdOf(g, card)];
    if ((c.kinds & AbilityKind.CardTrigger) !== 0 && zoneOf(g, card) === Zone.Graveyard) {
      for (let a = 0; a < c.triggered.length; a++) {
        const t = c.triggered[a];
        if (t.event !== TriggerEvent.Discards || !t.self || !causeFits(t, p, by)) continue;
        queue(g, card, a, ownerOf(g, card), ref(g, card), 0, p);
      }
    }
  }
  if (inPlayWith(g, AbilityKind.CardTrigger) === 0) return;
  fire(g, event, -1, ref(g, card), p, 0);
}

/**
 * Does the discard's cause fit the ability's "a spell or ability an opponent controls" (seen from the discarding player
 * p)?
 */
const causeFits = (t: TriggeredC, p: number, by: number) => t.causedBy === Whose.Each || (by >= 0 && by !== p);

/** Player p tapped permanent `id` for mana (Manabarbs). */
export function onTappedForMana(g: Game, id: number, p: number): void {
  if (inPlayWith(g, AbilityKind.ManaTrigger) === 0) return;
  fire(g, TriggerEvent.TappedForMana, id, ref(g, id), p, 0);
}

/**
 * CR 406.1, 411.3: the mana that triggered mana abilities in play add when player p taps `id` for mana
 * (Overgrowth), added into out[at..at+5]; returns how much. The payer counts it as part of the source.
 */
export function triggeredManaOf(g: Game, id: number, p: number, out: Int32Array, at: number): number {
  let total = 0;
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const trig = baseCard(g, o).triggered;
    if (trig.length === 0 || abilitiesLost(g, o)) continue; // Humility: it has no abilities
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (t.event !== TriggerEvent.ManaAbility) continue;
      const c = controller(g, o);
      if (!subjectFits(g, t, o, c, id) || !whoseFits(t, c, p)) continue;
      for (let k = 0; k < 6; k++) {
        out[at + k] += t.manaAdd![k];
        total += t.manaAdd![k];
      }
    }
  }
  return total;
}

/** A spell was played (409.1i): its card on the stack, by player p. */
export function onSpellCast(g: Game, card: number, p: number): void {
  if (inPlayWith(g, AbilityKind.CastTrigger) === 0) return;
  const c = g.cards[cardIdOf(g, card)];
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const trig = baseCard(g, o).triggered;
    if (trig.length === 0 || abilitiesLost(g, o)) continue; // Humility: it has no abilities
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (t.event !== TriggerEvent.SpellCast || t.zone !== Zone.InPlay) continue;
      const ctrl = controller(g, o);
      if (!whoseFits(t, ctrl, p) || (t.filter !== null && !printedMatches(c, t.filter))) continue;
      queue(g, o, a, ctrl, ref(g, card), 0, p);
    }
  }
}

// ---- Combat (410.9) ----

/** Attackers declared: "whenever [this creature / a creature] attacks", once per attacker. */
export function onAttackersDeclared(g: Game): void {
  if (inPlayWith(g, AbilityKind.CombatTrigger) === 0) return;
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if ((flagsOf(g, id) & Flag.Attacking) !== 0) fire(g, TriggerEvent.Attacks, id, ref(g, id), -1, 0);
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
  if (inPlayWith(g, AbilityKind.CombatTrigger) === 0) return;
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    if ((flagsOf(g, id) & Flag.Blocking) !== 0) {
      const attacker = blocksOf(g, id);
      fire(g, TriggerEvent.Blocks, id, attacker, -1, 1);
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
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    if ((flagsOf(g, o) & Flag.StateTriggered) !== 0) continue;
    const trig = baseCard(g, o).triggered;
    if (trig.length === 0 || abilitiesLost(g, o)) continue; // Humility: it has no abilities
    for (let a = 0; a < trig.length; a++) {
      const s = trig[a].state;
      if (s === null || trig[a].zone !== Zone.InPlay) continue;
      const c = controller(g, o);
      const n = countObjects(g, c, o, s.count, -1, -1);
      if (n < s.min || n > s.max) continue;
      setFlags(g, o, flagsOf(g, o) | Flag.StateTriggered);
      queue(g, o, a, c, -1, 0, -1);
    }
  }
}

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
      put(g, g.oTrig + i * TriggerField.SIZE + f, g.m[g.oTrig + (i + 1) * TriggerField.SIZE + f]);
  }
  for (let f = 0; f < TriggerField.SIZE; f++) put(g, g.oTrig + (n - 1) * TriggerField.SIZE + f, 0);
  put(g, Global.TrigN, n - 1);
}
