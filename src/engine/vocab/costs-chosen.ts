// Cost words whose payment asks a choice, made as the ability is put on the stack (409.1f-h of 2008: the
// player announces how he or she pays): "Sacrifice a [permanent]" and "Discard a [card]". The chosen
// object is paid at once, before the other parts; a cost has at most one such part.
import { Type } from '@sinclair/typebox';
import type { CostC, FilterC } from '../core/cardform.js';
import { Decision, TYPE_NAMES, Zone } from '../core/constants.js';
import { proposeDiscard, proposeSacrifice } from '../core/event-records.js';
import { cardIdOf, type Game, ownerOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller, matches, printedMatches } from '../facts/chars.js';
import { FilterSchema } from './common.js';
import { CostOrder, type CostWord, defineCost } from './cost.js';

/** Permanents player p controls matching the part's filter (seen from source src). */
function permanents(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number {
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
    if (!printedMatches(g.cards[cardIdOf(g, id)], f)) continue;
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
  pay(g, _rec, _p, _src, _ab, _part, chosen) {
    proposeSacrifice(g, chosen);
    return true;
  },
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
