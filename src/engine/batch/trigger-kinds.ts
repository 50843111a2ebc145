// Trigger kinds (410): what a trigger event word of the card vocabulary does at run time, and the one
// scan that matches an occurrence of it against the triggered abilities in play. The words are defined
// above this layer (vocab/triggers-*.ts: schema, compiler, description, and the match below) and install
// their kinds here as the vocabulary loads; the engine's occurrences (a permanent came into play, damage
// was dealt, a step began, ...) call fire(), and an event of a batch that a kind listens to (`on`) is
// dispatched to it after the batch happened (events.ts).
import { AbilityKind, type CCard, EventRead, type TriggeredC, type TriggerEvent, Whose } from '../core/cardform.js';
import { cardMatches } from '../facts/card-colors.js';
import type { EventKind } from '../core/constants.js';
import { Zone } from '../core/constants.js';
import { cNoAbOf, EffectField, type Game, Global, refId, cardIdOf, ownerOf, zoneOf } from '../core/state.js';
import { ContinuousEffect, TEXT_ABILITIES_LOST, WITH_COPY } from '../core/continuous.js';
import { grantRowApplies } from '../facts/granted.js';
import { chosenCreatureType } from '../facts/chosen.js';
import { hasSubtype } from '../core/subtypes.js';
import { inPlayWith } from '../core/kinds.js';
import { listBase } from '../core/zones.js';
import { EventField } from '../core/event-records.js';
import { abilitiesLost, baseCardId, controller, matches } from '../facts/chars.js';

/**
 * One occurrence of a trigger event, as the matching reads it: its subject (the object in play it is
 * about, or -1), the event's object where it is now ("it"), its player ("that player") and amount
 * ("that much"), and what else a kind needs (OccurrenceFlag bits, and `aux`: the step that began, the
 * kind of recipient of damage). One scratch record: filled right before each scan, read only during it.
 */
export interface Occurrence {
  subject: number;
  eventRef: number;
  player: number;
  amount: number;
  flags: number;
  aux: number;
}
export const enum OccurrenceFlag {
  /** Combat damage. */
  Combat = 1,
  /** The recipient of damage is a player. */
  ToPlayer = 2,
  /** A card's own ability, from the zone the card went to (not a permanent's in play). */
  Own = 4,
}

export interface TriggerKind {
  readonly event: TriggerEvent;
  /** The kind permanents in play with such abilities are counted under (core/kinds.ts); 0: none, always scanned. */
  readonly kind: AbilityKind;
  /**
   * Its subject is a card judged by its printed characteristics (put into a graveyard, a spell cast), not a permanent.
   */
  readonly printed: boolean;
  /** Beyond the subject and the player: does ability t of permanent o, controlled by ctrl, trigger? */
  match(g: Game, t: TriggeredC, o: number, ctrl: number, occ: Occurrence): boolean;
  /** An event kind of a batch it listens to: after the batch happened, `occurs` says whether event b is one. */
  readonly on?: EventKind;
  /** Fills `occ` from the event record at b (a Done event of kind `on`); false: not an occurrence. */
  occurs?(g: Game, b: number, occ: Occurrence): boolean;
  /** The moved card's own abilities of this event trigger too, from the zone it went to (occ.subject: the card). */
  readonly own?: boolean;
  /** Among the kinds listening to one event kind, lower goes first (a discard's triggers before a graveyard's). */
  readonly order?: number;
}

const kinds: TriggerKind[] = [];
/** Kinds listening to each event kind of a batch, in the order the vocabulary lists them. */
const listeners: TriggerKind[][] = [];
export const occ: Occurrence = { subject: -1, eventRef: -1, player: -1, amount: 0, flags: 0, aux: 0 };

/**
 * The vocabulary's trigger kinds (vocab/trigger-registry.ts), by event. Each is copied into one shape
 * (the same fields in the same order), so the scan's reads of a kind stay monomorphic.
 */
export function installTriggerKinds(list: readonly TriggerKind[]): void {
  kinds.length = 0;
  listeners.length = 0;
  for (const d of list) {
    const k: TriggerKind = {
      event: d.event,
      kind: d.kind,
      printed: d.printed,
      match: d.match,
      on: d.on,
      occurs: d.occurs,
      own: d.own === true,
      order: d.order ?? 0,
    };
    kinds[k.event] = k;
    if (k.on !== undefined) (listeners[k.on] ??= []).push(k);
  }
  for (const ls of listeners) ls?.sort((a, b) => (a.order ?? 0) - (b.order ?? 0)); // stable: list order within one
}

/** Sets the scratch occurrence; the scan that follows reads it. */
export function occurrence(
  subject: number,
  eventRef: number,
  player: number,
  amount: number,
  flags = 0,
  aux = 0,
): void {
  occ.subject = subject;
  occ.eventRef = eventRef;
  occ.player = player;
  occ.amount = amount;
  occ.flags = flags;
  occ.aux = aux;
}

/** Does the event's player fit the ability's "you"/"an opponent"/"a player"? */
export const whoseFits = (t: TriggeredC, ctrl: number, player: number): boolean =>
  t.whose === Whose.Each || (t.whose === Whose.You ? player === ctrl : player >= 0 && player !== ctrl);

/**
 * Does ability t of permanent o (controlled by ctrl) concern the occurrence's subject? "this" abilities
 * need the subject to be o; others match it by filter (in play, or the card's printed characteristics).
 */
function subjectFits(g: Game, k: TriggerKind, t: TriggeredC, o: number, ctrl: number): boolean {
  if (k.printed) {
    if (t.self || t.filter === null) return !t.self;
    const card = g.cards[cardIdOf(g, refId(occ.eventRef))];
    // "a spell of the chosen type": the creature type chosen as o came into play (Door of Destinies)
    return (
      cardMatches(g, card, t.filter) && (!t.filter.chosenType || hasSubtype(card.subtypeSet, chosenCreatureType(g, o)))
    );
  }
  if (t.self) return occ.subject === o;
  const s = occ.subject;
  return t.filter === null || (s >= 0 && zoneOf(g, s) === Zone.InPlay && matches(g, t.filter, s, ctrl, o));
}

/**
 * What a scan does with each ability that triggers: queue it (triggers.ts), or add its mana. `card`: the card holding
 * the ability when it isn't o's own (a granted one: -1 otherwise).
 */
export type Visit = (g: Game, o: number, ability: number, ctrl: number, card: number) => void;

/** A trigger event's bit in a card's mask (events 32 apart share one: the mask only rules cards out). */
const eventBit = (event: TriggerEvent): number => 1 << (event & 31);

// The trigger events of each card's abilities that work in play, as eventBit masks, per card list (a pool's is made
// once): the scan skips a permanent whose card has none of the event's without reading its abilities.
const eventsByCards = new WeakMap<readonly CCard[], Int32Array>();
let lastCards: readonly CCard[] | null = null;
let lastEvents: Int32Array = new Int32Array(0);

function cardEvents(cards: readonly CCard[]): Int32Array {
  if (cards === lastCards) return lastEvents;
  let events = eventsByCards.get(cards);
  if (events === undefined) {
    events = new Int32Array(cards.length);
    for (let i = 0; i < cards.length; i++)
      for (const t of cards[i]?.triggered ?? []) if (t.zone === Zone.InPlay) events[i] |= eventBit(t.event);
    eventsByCards.set(cards, events);
  }
  lastCards = cards;
  lastEvents = events;
  return events;
}

/**
 * The one scan: every triggered ability of kind `event` of the permanents in play (410.6: once per
 * occurrence) whose subject, player and kind's own test fit the scratch occurrence is visited, in the
 * order of the in-play list and of each card's abilities. Costs nothing when no permanent has the kind (or is
 * granted one).
 */
export function scanInPlay(g: Game, event: TriggerEvent, visit: Visit): void {
  const k = kinds[event];
  if ((k.kind as number) !== 0 && inPlayWith(g, k.kind) === 0) {
    // an ability granted by a resolved effect (Makeshift Mannequin's, Heat Shimmer's token's) has no permanent in
    // play counting its kind
    if (g.m[Global.GrantTrigN] !== 0) scanGranted(g, k, event, visit);
    return;
  }
  const match = k.match;
  const base = listBase(g, Zone.InPlay, 0);
  const bit = eventBit(event);
  const events = cardEvents(g.cards);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    const card = baseCardId(g, o); // its card, or the one it copies (layer 1)
    if ((events[card] & bit) === 0 || abilitiesLost(g, o)) continue; // Humility: it has no abilities
    const trig = g.cards[card].triggered;
    for (let a = 0; a < trig.length; a++) {
      const t = trig[a];
      if (t.event !== event || t.zone !== Zone.InPlay) continue;
      const c = controller(g, o);
      if (!subjectFits(g, k, t, o, c)) continue;
      if (occ.player >= 0 && !whoseFits(t, c, occ.player)) continue;
      if (!match(g, t, o, c, occ)) continue;
      visit(g, o, a, c, -1);
    }
  }
  if (g.m[Global.GrantTrigN] !== 0) scanGranted(g, k, event, visit);
}

/** Could an occurrence of `event` trigger anything in play now (a permanent counts its kind, or a grant row exists)? */
export function mayTrigger(g: Game, event: TriggerEvent): boolean {
  const k = kinds[event];
  return (k.kind as number) === 0 || inPlayWith(g, k.kind) !== 0 || g.m[Global.GrantTrigN] !== 0;
}

/**
 * The triggered abilities of kind `event` that permanents have from GrantTrigger rows ("Equipped creature has
 * 'Whenever ...'"), after their own: each row's holder card's ability, for each object the row applies to now (as
 * granted.ts reads activated ones; a "loses all abilities" row after it takes it away, 418.5h), under that object's
 * controller. Only while such a row exists (Global.GrantTrigN).
 */
function scanGranted(g: Game, k: TriggerKind, event: TriggerEvent, visit: Visit): void {
  const base = listBase(g, Zone.InPlay, 0);
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.GrantTrigger) continue;
    const holder = g.m[r + EffectField.A];
    const t = g.cards[holder].triggered[0];
    if (t.event !== event) continue;
    for (let i = 0; i < g.m[base]; i++) {
      const o = g.m[base + 1 + i];
      if (!grantRowApplies(g, r, o) || grantLost(g, r, e, o)) continue;
      const c = controller(g, o);
      if (!subjectFits(g, k, t, o, c)) continue;
      if (occ.player >= 0 && !whoseFits(t, c, occ.player)) continue;
      if (!k.match(g, t, o, c, occ)) continue;
      if ((t.readsEvent & EventRead.Granter) === 0) visit(g, o, 0, c, holder);
      else {
        // "attach Nettlevine Blight to ...": its "it" is the granting permanent (its event has no object of its own)
        const it = occ.eventRef;
        occ.eventRef = g.m[r + EffectField.Source];
        visit(g, o, 0, c, holder);
        occ.eventRef = it;
      }
    }
  }
}

/**
 * Has object o lost the ability row r (index e) grants? A "loses all abilities" effect (418.5h: Humility) takes one
 * granted before it; one that goes with a copy effect (WITH_COPY: part of the copiable values, layer 1) is lost to any
 * effect that takes its abilities, a land type change's too (212.6h of 2008: those of its rules text).
 */
function grantLost(g: Game, r: number, e: number, o: number): boolean {
  const lost = cNoAbOf(g, o);
  return g.m[r + EffectField.B] === WITH_COPY ? lost !== 0 : (lost & ~TEXT_ABILITIES_LOST) > e;
}

/**
 * The abilities of kind `event` that work only from a graveyard (Masked Admirers, Reach of Branches), of the cards
 * in the graveyards, active player's first (the order they are queued in), each under its owner's control.
 */
export function scanGraveyards(g: Game, event: TriggerEvent, active: number, visit: Visit): void {
  const k = kinds[event];
  const match = k.match;
  for (let p = 0; p < 2; p++) {
    const owner = (active + p) & 1;
    const base = listBase(g, Zone.Graveyard, owner);
    for (let i = 0; i < g.m[base]; i++) {
      const o = g.m[base + 1 + i];
      const trig = g.cards[cardIdOf(g, o)].triggered;
      for (let a = 0; a < trig.length; a++) {
        const t = trig[a];
        if (t.event !== event || t.zone !== Zone.Graveyard) continue;
        if (occ.player >= 0 && !whoseFits(t, owner, occ.player)) continue; // "whenever you play ..."
        if (!subjectFits(g, k, t, o, owner) || !match(g, t, o, owner, occ)) continue;
        visit(g, o, a, owner, -1);
      }
    }
  }
}

/**
 * A card's own abilities of kind `event` that work from where it is now (occ.subject: "when this card
 * is put into a graveyard", "when a spell an opponent controls causes you to discard this"), under its
 * owner's control.
 */
export function scanOwn(g: Game, event: TriggerEvent, owner: number, visit: Visit): void {
  const id = occ.subject;
  const c = g.cards[cardIdOf(g, id)];
  const k = kinds[event];
  occ.flags |= OccurrenceFlag.Own;
  for (let a = 0; a < c.triggered.length; a++) {
    const t = c.triggered[a];
    if (t.event === event && t.self && k.match(g, t, id, owner, occ)) visit(g, id, a, owner, -1);
  }
  occ.flags &= ~OccurrenceFlag.Own;
}

/**
 * The event of a batch at b happened (events.ts, in the batch's order): each kind listening to its kind
 * (in the vocabulary's order) sees whether it is an occurrence, and if so its abilities are visited.
 */
export function dispatch(g: Game, kind: EventKind, b: number, visit: Visit): void {
  const ls = listeners[kind];
  if (ls === undefined) return;
  // The event's card: its own abilities of a kind listening here may trigger even when no permanent's would.
  const own = g.cards[cardIdOf(g, refId(g.m[b + EventField.Obj]))].kinds;
  for (let i = 0; i < ls.length; i++) {
    const k = ls[i];
    const counted = (k.kind as number) === 0 || inPlayWith(g, k.kind) !== 0;
    if (!counted && !(k.own === true && (own & k.kind) !== 0)) continue; // nothing could trigger
    if (!k.occurs!(g, b, occ)) continue;
    if (k.own === true && (g.cards[cardIdOf(g, occ.subject)].kinds & k.kind) !== 0) {
      scanOwn(g, k.event, ownerOf(g, occ.subject), visit);
    }
    scanInPlay(g, k.event, visit);
  }
}
