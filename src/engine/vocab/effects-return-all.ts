// "Return all [quality] cards from your graveyard to play" (Replenish, Liliana Vess), "all cards named [this]"
// (Demigod of Revenge).
import { Type } from '@sinclair/typebox';
import { EventKind, Zone } from '../core/constants.js';
import { EventFlag, propose } from '../core/event-records.js';
import { abilityCard } from '../core/stack-records.js';
import { cardIdOf, ref } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { cardMatches } from '../facts/card-colors.js';
import { controllerOfItem } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';

// "Return all [quality] cards from your graveyard to play" (Replenish): one event, so they come into
// play at the same time (an Aura among them chooses what it enchants, or stays: copy.ts).
export const returnAllToPlay = defineVerb({
  name: 'returnAllToPlay',
  schema: Type.Object(
    {
      op: Type.Literal('returnAllToPlay'),
      filter: Type.Optional(FilterSchema),
      named: Type.Optional(
        Type.Literal('this', {
          description:
            '"return all cards named [this] from your graveyard to play" (Demigod of Revenge): the name of the card whose ability it is',
        }),
      ),
      from: Type.Optional(
        Type.Union([
          Type.Literal('each', {
            description:
              '"each": from all graveyards, into play under your control (Liliana Vess); omitted: your graveyard',
          }),
          Type.Literal('eachToOwner', {
            description:
              '"each player returns each [card] in his or her graveyard to play": all graveyards, each card under its owner\'s control (Pyrrhic Revival)',
          }),
        ]),
      ),
      withCounter: Type.Optional(
        Type.Literal('-1/-1', { description: '"with a -1/-1 counter on it": each comes into play with one' }),
      ),
    },
    {
      additionalProperties: false,
      description:
        "return all cards matching the filter (printed types and colors) from your graveyard (or all graveyards) to play under your control (or their owners'), at once",
    },
  ),
  compile(o, c, f) {
    if (o.filter === undefined && o.named === undefined) c.fail(f, 'a filter, or "named": "this"', Object.keys(o));
    if (o.filter !== undefined) c.printedOnly(o.filter, `${f}.filter`);
    return {
      filter: c.filter(o.filter),
      each: o.from !== undefined,
      toOwner: o.from === 'eachToOwner',
      minus: o.withCounter === '-1/-1',
      named: o.named === 'this',
    };
  },
  run(g, rec, a) {
    const you = controllerOfItem(g, rec);
    for (let k = 0; k < 2; k++) {
      const p = k === 0 ? you : 1 - you;
      if (p !== you && !a.each) continue;
      const b = listBase(g, Zone.Graveyard, p);
      const name = a.named ? abilityCard(g, rec).name : '';
      for (let i = 0; i < g.m[b]; i++) {
        const id = g.m[b + 1 + i];
        const card = g.cards[cardIdOf(g, id)];
        if ((a.filter !== null && !cardMatches(g, card, a.filter)) || (a.named && card.name !== name)) continue;
        const under = a.toOwner ? p : you; // a graveyard holds its owner's cards
        propose(g, EventKind.Move, ref(g, id), -1, 0, Zone.InPlay, under, a.minus ? EventFlag.MinusOneCounter : 0);
      }
    }
    return true;
  },
  describe: (a) =>
    (a.toOwner
      ? 'each player returns all matching cards in his or her graveyard to play'
      : a.each
        ? 'put all matching cards in all graveyards into play under your control'
        : `return all ${a.named ? 'cards named this' : 'matching cards'} from your graveyard to play`) +
    (a.minus ? ' with a -1/-1 counter on each' : ''),
});
