// "Reveal the top seven cards of your library, then put those cards on the bottom of your library in any order. If a
// card named [this] was revealed this way, ..." (Stomping Slabs): the revealed cards carry Flag.Found while they wait
// (a card that moves loses it); the controller orders them to the bottom, one Order decision a card. Whether a card
// with this object's name was among them is kept in StackField.Tracked for the guard ifRevealedSameName. Chroma
// ("For each blue mana symbol in the mana costs of the revealed cards, ...": Sanity Grinding): with countManaSymbols,
// their mana symbols of that color are counted into the item's amount slot, the amount "revealedManaSymbols".
import { type TSchema, Type } from '@sinclair/typebox';
import { COLOR_NAMES, Decision, Flag, Zone } from '../core/constants.js';
import { manaSymbolsOf } from '../core/cardform.js';
import { proposeMove } from '../core/event-records.js';
import { itemSourceId, rf, setRf } from '../core/stack-records.js';
import { cardIdOf, flagsOf, type Game, Global, put, setFlags, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { sameName } from '../facts/typetext.js';
import { controllerOfItem } from '../facts/runtime.js';
import { ColorSchema } from './common.js';
import { defineVerb } from './verb.js';

/** revealTopToBottom's field: 1 once the top cards are revealed. */
const REVEALED = StackField.Work0;

/** Writes the revealed cards still waiting (Found) in library b to the options; their count. */
function waiting(g: Game, b: number): number {
  let k = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Found) !== 0) g.m[g.options + k++] = id;
  }
  return k;
}

export const revealTopToBottom = defineVerb({
  name: 'revealTopToBottom',
  schema: Type.Object(
    {
      op: Type.Literal('revealTopToBottom'),
      amount: Type.Integer({ minimum: 1, maximum: 20 }),
      countManaSymbols: Type.Optional(ColorSchema),
    },
    {
      additionalProperties: false,
      description:
        'reveal the top N cards of your library, then put them on the bottom in any order (ifRevealedSameName reads them; with countManaSymbols, the amount "revealedManaSymbols" later in the effect counts the mana symbols of that color in their mana costs: Sanity Grinding)',
    },
  ),
  compile: (o, c, f) => {
    c.revealedToBottom = true;
    if (o.countManaSymbols === undefined) return { amount: o.amount, color: -1 };
    if (c.sacrificedPower || c.eventAmount)
      c.fail(`${f}.countManaSymbols`, 'only where the amount slot is free (no sacrifice cost, no event amount)', o);
    c.revealedFromHand = true;
    return { amount: o.amount, color: COLOR_NAMES.indexOf(o.countManaSymbols) };
  },
  run(g, rec, a, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    if (rf(g, rec, REVEALED) === 0) {
      const n = Math.min(a.amount, g.m[b]);
      const src = itemSourceId(g, rec);
      let named = 0;
      let symbols = 0;
      for (let i = g.m[b] - n; i < g.m[b]; i++) {
        const id = g.m[b + 1 + i];
        setFlags(g, id, flagsOf(g, id) | Flag.Found);
        if (src >= 0 && sameName(g, id, src)) named = 1;
        if (a.color >= 0) symbols += manaSymbolsOf(g.cards[cardIdOf(g, id)].cost, a.color);
      }
      setRf(g, rec, StackField.Tracked, named);
      if (a.color >= 0) setRf(g, rec, StackField.Amount, symbols);
      setRf(g, rec, REVEALED, 1);
    }
    if (choice >= 0) {
      setFlags(g, choice, flagsOf(g, choice) & ~Flag.Found);
      proposeMove(g, choice, Zone.Library, -1, true);
      return false; // it moves, then the next
    }
    const k = waiting(g, b);
    if (k === 0) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.Order);
    put(g, Global.DPlayer, p);
    put(g, Global.DAux, 0);
    return false;
  },
  describe: (a) => `reveal the top ${a.amount} cards of your library and put them on the bottom in any order`,
});

/** The guard's field: 1 once no card named as this was revealed (the guarded effect is skipped). */
const SKIP = StackField.Work0;

const IfRevealedSameNameSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifRevealedSameName'), effect },
    {
      additionalProperties: false,
      description:
        'after revealTopToBottom: do the effect only if a card with this object\'s name was revealed ("If a card named [this] was revealed this way, ...")',
    },
  );

export const ifRevealedSameName = defineVerb({
  name: 'ifRevealedSameName',
  schema: IfRevealedSameNameSchema(Type.Unknown()),
  nests: IfRevealedSameNameSchema,
  compile(o, c, f) {
    if (!c.revealedToBottom)
      c.fail(`${f}.op`, 'ifRevealedSameName only after a revealTopToBottom in the same effect', o.op);
    return {};
  },
  run(g: Game, rec: number) {
    if (rf(g, rec, StackField.Tracked) !== 1) setRf(g, rec, SKIP, 1);
    return true;
  },
  describe: (_a, ins) => `if a card with this name was revealed, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
