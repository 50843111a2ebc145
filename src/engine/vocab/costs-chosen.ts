// Cost words whose payment asks a choice, made as the ability is put on the stack (409.1f-h of 2008: the
// player announces how he or she pays): "Sacrifice a [permanent]" and "Discard a [card]". The chosen
// object is paid at once, before the other parts; a cost has at most one such part.
import { Type } from '@sinclair/typebox';
import { cardMatches } from '../facts/card-colors.js';
import type { CostC, FilterC } from '../core/cardform.js';
import { Decision, Flag, TYPE_NAMES, Zone } from '../core/constants.js';
import { proposeDiscard, proposeLifeChange, proposeSacrifice, proposeTap } from '../core/event-records.js';
import { flushEvents } from '../batch/events.js';
import {
  cardIdOf,
  cSubOf,
  flagsOf,
  type Game,
  Global,
  liveId,
  ownerOf,
  PlayerSlot,
  pl,
  ref,
  StackField,
} from '../core/state.js';
import { shareCreatureType, subtypeName } from '../core/subtypes.js';
import { listBase } from '../core/zones.js';
import { controller, matches, power } from '../facts/chars.js';
import { rf, setRf } from '../core/stack-records.js';
import { FilterSchema } from './common.js';
import { CostOrder, type CostWord, defineCost } from './cost.js';

/** Permanents player p controls matching the part's filter (seen from source src). */
export function permanents(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number {
  const f = part.filter!;
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (controller(g, id) !== p || !matches(g, f, id, p, src)) continue;
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

/** Cards in player p's hand matching the part's filter (printed types and colors). */
function cardsInHand(g: Game, p: number, _src: number, part: CostC, out: Int32Array | null, at: number): number {
  const f = part.filter!;
  const base = listBase(g, Zone.Hand, p);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (!cardMatches(g, g.cards[cardIdOf(g, id)], f)) continue;
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

/** "creature", "artifact or land": the types a filter names, lowercase (empty: none). */
export function typesText(f: FilterC | null): string {
  const names = TYPE_NAMES.filter(([, bit]) => f !== null && (f.types & bit) !== 0).map(([n]) => n.toLowerCase());
  return names.join(' or ');
}
const article = (s: string) => (/^[aeiou]/.test(s) ? 'an ' : 'a ') + s;

const ONE_CHOICE = 'one sacrifice or discard cost per ability';

export const sacrifice: CostWord = defineCost({
  name: 'sacrifice',
  schema: Type.Object(
    { sacrifice: FilterSchema },
    {
      additionalProperties: false,
      description: 'sacrifice a permanent you control matching the filter (you choose which)',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  compile(o, c, f, part, _costs, before) {
    if (before.some((w) => w.choice === Decision.Discard)) c.fail(f, ONE_CHOICE, o);
    if (before.includes(sacrifice)) c.fail(f, 'one sacrifice cost per ability', o);
    part.filter = c.filter(o.sacrifice);
  },
  describe: (part) => `sacrifice ${article(typesText(part.filter) || 'permanent')}`,
  candidates: permanents,
  pay(g, rec, _p, _src, ab, _part, chosen) {
    // Its power as it is sacrificed, for the effect's amount "sacrificedPower" (the item's amount slot); an ability
    // keeps the permanent too ("the sacrificed creature's mana cost": sacrificedManaSymbols; an ability's Ref is free).
    setRf(g, rec, StackField.Amount, Math.max(0, power(g, chosen)));
    if (ab !== null) setRf(g, rec, StackField.Ref, ref(g, chosen));
    proposeSacrifice(g, chosen);
    return true;
  },
});

/**
 * A spell's "As an additional cost to play [this], sacrifice a Goblin" (Fodder Launch, 409.1f): the permanent is
 * chosen after the targets and sacrificed with the payment of the mana (actions/stack.ts).
 */
export const sacrificeForSpell: CostWord = defineCost({
  name: 'sacrifice',
  schema: Type.Object(
    { sacrifice: FilterSchema },
    {
      additionalProperties: false,
      description:
        '"As an additional cost to play this spell, sacrifice a [matching permanent]" (you choose which); the effect\'s amount "sacrificedPower" is its power',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  compile(o, c, _f, part) {
    part.filter = c.filter(o.sacrifice);
    c.sacrificedPower = true;
  },
  describe(part) {
    const subtypes = (part.filter?.subtypes ?? []).map(subtypeName).join(' or ');
    return `sacrifice ${article(subtypes || typesText(part.filter) || 'permanent')}`;
  },
  candidates: permanents,
  pay: sacrifice.pay,
});

const discardParts = {
  order: CostOrder.Chosen,
  choice: Decision.Discard,
  describe: (part: CostC) => `discard ${article(`${typesText(part.filter)} card`.trimStart())}`,
  candidates: cardsInHand,
  pay(g: Game, _rec: number, _p: number, _src: number, _ab: unknown, _part: CostC, chosen: number): boolean {
    proposeDiscard(g, chosen, ownerOf(g, chosen)); // the card's owner pays the cost of his or her own ability
    return true;
  },
} as const;

export const discardACard = defineCost({
  name: 'discardACard',
  schema: Type.Literal('discardACard', {
    description: 'discard a card (you choose which, as the ability is played: 409.1f)',
  }),
  ...discardParts,
  compile(o, c, f, part, _costs, before) {
    if (before.some((w) => w.choice !== Decision.None)) c.fail(f, ONE_CHOICE, o);
    part.filter = c.filter({}); // any card
  },
});

export const discard = defineCost({
  name: 'discard',
  schema: Type.Object(
    { discard: FilterSchema },
    {
      additionalProperties: false,
      description:
        'discard a card from your hand matching the filter (printed types and colors: "Discard a land card"; you choose which)',
    },
  ),
  ...discardParts,
  compile(o, c, f, part, _costs, before) {
    if (before.some((w) => w.choice !== Decision.None)) c.fail(f, ONE_CHOICE, o);
    c.printedOnly(o.discard, `${f}.discard`);
    part.filter = c.filter(o.discard);
  },
});

/** A tap cost's CostC.n bit: the source itself is no candidate ({T} is in the same cost). */
const NOT_SOURCE = 1 << 8;

/** Is permanent id untapped, controlled by p and matching filter f (a tap cost's candidate)? */
const untappedMatch = (g: Game, p: number, src: number, f: FilterC, id: number): boolean =>
  (flagsOf(g, id) & Flag.Tapped) === 0 && controller(g, id) === p && matches(g, f, id, p, src);

/** Untapped permanents p controls matching the part's filter, not yet chosen for this cost. */
function untappedPermanents(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number {
  const f = part.filter!;
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (!untappedMatch(g, p, src, f, id) || (id === src && (part.n & NOT_SOURCE) !== 0)) continue;
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

/**
 * "Tap an untapped creature you control", "Tap three untapped Kithkin you control" (Springleaf Drum, Cloudgoat
 * Ranger): one part per permanent, each chosen in turn (a Sacrifice-like choice among those not yet chosen); no
 * {T} symbol, so a creature that came under its controller's control this turn may be tapped (212.3d is about
 * {T} only). The ability can be played only with that many such permanents untapped (CostC.n).
 */
export const tapUntapped: CostWord = defineCost({
  name: 'tapUntapped',
  schema: Type.Object(
    {
      tapUntapped: Type.Object(
        { filter: FilterSchema, amount: Type.Integer({ minimum: 1, maximum: 10 }) },
        { additionalProperties: false },
      ),
    },
    {
      additionalProperties: false,
      description: 'tap N untapped permanents you control matching the filter (you choose which)',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'tap',
  compile(o, c, f, part, costs, before) {
    if (before.some((w) => w.choice !== Decision.None)) c.fail(f, ONE_CHOICE, o);
    part.filter = c.filter(o.tapUntapped.filter);
    // With {T} in the same cost the source can't also be one of them (Crackleburr): NOT_SOURCE excludes it.
    part.n = o.tapUntapped.amount | (before.some((w) => w.name === '{T}') ? NOT_SOURCE : 0);
    // One part per permanent to tap (each a choice); the registry adds this one.
    for (let i = 1; i < o.tapUntapped.amount; i++) costs.costs.push({ ...part });
  },
  // The first part describes the whole cost ("tap three untapped Elf permanents"); the copies, one per permanent, none.
  describe: (part, ab) => {
    if (ab !== null && ab.costs.find((q) => q.word === part.word) !== part) return '';
    const subtypes = (part.filter?.subtypes ?? []).map(subtypeName).join(' or ');
    const kind = `${subtypes === '' ? '' : `${subtypes} `}${typesText(part.filter) || 'permanent'}`;
    const n = part.n & ~NOT_SOURCE;
    return `tap ${n} untapped ${kind}${n > 1 ? 's' : ''} you control`;
  },
  payable: (g, p, src, _ab, part) => countUntapped(g, p, src, part) >= (part.n & ~NOT_SOURCE),
  candidates: untappedPermanents,
  pay(g, rec, _p, _src, ab, _part, chosen) {
    // Tapped now: the next part's choice is asked with no event pending (a decision never waits on a batch). An
    // ability keeps the permanent ("tappedPower": one tapped, an ability's Ref being free).
    if (ab !== null) setRf(g, rec, StackField.Ref, ref(g, chosen));
    proposeTap(g, chosen, true);
    flushEvents(g);
    return true;
  },
});

/** How many untapped matching permanents p controls (the listing's check: enough for every part). */
function countUntapped(g: Game, p: number, src: number, part: CostC): number {
  const f = part.filter!;
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (untappedMatch(g, p, src, f, id) && !(id === src && (part.n & NOT_SOURCE) !== 0)) k++;
  }
  return k;
}

/** "Pay N life" (Wydwen, the Biting Gale): payable with a life total of N or more. */
export const payLife: CostWord = defineCost({
  name: 'payLife',
  schema: Type.Object(
    { payLife: Type.Integer({ minimum: 1, maximum: 100 }) },
    { additionalProperties: false, description: 'pay N life (only with N or more life)' },
  ),
  order: CostOrder.Source,
  compile(o, _c, _f, part) {
    part.n = o.payLife;
  },
  describe: (part) => `pay ${part.n} life`,
  payable: (g, p, _src, _ab, part) => pl(g, p, PlayerSlot.Life) >= part.n,
  pay(g, _rec, p, _src, _ab, part) {
    proposeLifeChange(g, p, -part.n);
    return true;
  },
});

/** Does untapped permanent `id` share a creature type with another untapped permanent p controls matching the part? */
function hasPartner(g: Game, p: number, src: number, part: CostC, id: number, with_: number): boolean {
  const f = part.filter!;
  const base = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[base]; i++) {
    const o = g.m[base + 1 + i];
    if (o === id || (with_ >= 0 && o !== with_)) continue;
    if (with_ < 0 && !untappedMatch(g, p, src, f, o)) continue;
    if (shareCreatureType(cSubOf(g, id), cSubOf(g, o))) return true;
  }
  return false;
}

/**
 * The untapped permanents p controls matching the part that can be tapped for it: the first (n 0) one sharing a
 * creature type with another such permanent, the second (n 1) one sharing a creature type with the first, tapped
 * already (its reference is in the item's amount slot while the ability is built).
 */
function sharingCandidates(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number {
  const first = part.n === 1 ? liveId(g, rf(g, g.m[Global.CastItem], StackField.Amount)) : -1;
  if (part.n === 1 && first < 0) return 0;
  const f = part.filter!;
  const base = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (!untappedMatch(g, p, src, f, id) || !hasPartner(g, p, src, part, id, first)) continue;
    if (out === null) return 1;
    out[at + k++] = id;
  }
  return k;
}

/**
 * "Tap two untapped creatures you control that share a creature type" (Weight of Conscience): two choices, the
 * second among those sharing a creature type with the first (a changeling shares every one).
 */
export const tapTwoSharingCreatureType: CostWord = defineCost({
  name: 'tapTwoSharingCreatureType',
  schema: Type.Object(
    { tapTwoSharingCreatureType: FilterSchema },
    {
      additionalProperties: false,
      description: 'tap two untapped matching permanents you control that share a creature type',
    },
  ),
  order: CostOrder.Chosen,
  choice: Decision.Sacrifice,
  choiceVerb: 'tap',
  compile(o, c, f, part, costs, before) {
    if (before.some((w) => w.choice !== Decision.None)) c.fail(f, ONE_CHOICE, o);
    part.filter = c.filter(o.tapTwoSharingCreatureType);
    part.n = 1; // the second choice: the registry adds this one after the first
    costs.costs.push({ ...part, n: 0 });
  },
  describe: (part) =>
    part.n === 0
      ? `tap two untapped ${typesText(part.filter) || 'permanent'}s you control that share a creature type`
      : '',
  payable: (g, p, src, _ab, part) => part.n === 1 || sharingCandidates(g, p, src, part, null, 0) > 0,
  candidates: sharingCandidates,
  pay(g, rec, _p, _src, _ab, part, chosen) {
    proposeTap(g, chosen, true);
    flushEvents(g);
    if (part.n === 0) setRf(g, rec, StackField.Amount, ref(g, chosen));
    return true;
  },
});
