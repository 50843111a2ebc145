// "Look at the top N cards of your library. You may reveal a [quality] card from among them and put it
// into your hand. Put the rest on the bottom of your library in any order." (Commune with Nature.) The
// player chooses the card (a Search decision among the matching top cards, or none), then the order
// of the rest (an Order decision per card: which goes to the bottom next).
import { Type } from '@sinclair/typebox';
import type { AmountC } from '../core/cardform.js';
import { Decision, EventKind, NONE_FOUND, ORDER_ON_TOP, Zone } from '../core/constants.js';
import { EventFlag, propose, proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, put, ref, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { AmountSchema } from './common.js';
import { type CardQuality, CardQualitySchema, compileQuality, matches } from './effects-search.js';
import { amountOf, controllerOfItem } from '../facts/runtime.js';
import { amountText } from './text.js';
import { defineVerb } from './verb.js';

/** lookAtTop's own fields on the stack record. */
const enum LookField {
  /** 0 while the card to reveal is chosen; then 1 + the cards put back so far. */
  Placed = StackField.Work0,
  /** How many of the looked-at cards are still on top of the library. */
  Left = StackField.Work1,
}

interface LookArgs {
  amount: AmountC;
  /** The quality of the card that may be revealed and put into the hand. */
  card: CardQuality;
  /** A card may be revealed and put into the hand first ("card" and "to" given). */
  reveal: boolean;
  /** The rest go back on top (else on the bottom). */
  restOnTop: boolean;
}

export const lookAtTop = defineVerb({
  name: 'lookAtTop',
  schema: Type.Object(
    {
      op: Type.Literal('lookAtTop'),
      amount: AmountSchema,
      card: Type.Optional(CardQualitySchema),
      to: Type.Optional(Type.Literal('hand', { description: 'the card revealed goes to your hand' })),
      rest: Type.Union([Type.Literal('bottom'), Type.Literal('top')], {
        description: 'the rest go on the bottom (or back on top) of your library in any order (you choose)',
      }),
    },
    {
      additionalProperties: false,
      description:
        'look at the top N cards of your library; with card and to: you may reveal a matching card among them and put it into your hand; the rest go on the bottom or back on top in any order',
    },
  ),
  compile(o, c, f): LookArgs {
    const amount = c.amount(o.amount, `${f}.amount`);
    if ((o.card === undefined) !== (o.to === undefined))
      c.fail(f, 'both "card" and "to" (a card revealed to your hand), or neither', Object.keys(o));
    const card = compileQuality(o.card, c);
    if (card.namedAsThis) c.fail(`${f}.card.namedAsThis`, 'no namedAsThis here (only in a search)', true);
    return { amount, card, reveal: o.card !== undefined, restOnTop: o.rest === 'top' };
  },
  run(g, rec, a, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    if (rf(g, rec, LookField.Placed) === 0) {
      if (choice === -1) {
        const n = Math.min(amountOf(g, rec, a.amount), g.m[b]);
        setRf(g, rec, LookField.Left, n);
        if (a.reveal && askAmongTop(g, p, b, n, a.card)) return false;
      } else if (choice >= 0) {
        proposeMove(g, choice, Zone.Hand);
        setRf(g, rec, LookField.Left, rf(g, rec, LookField.Left) - 1);
        setRf(g, rec, LookField.Placed, 1);
        return false; // the card goes to the hand, then the rest are ordered
      }
      setRf(g, rec, LookField.Placed, 1);
    } else if (choice >= 0) {
      proposeMove(g, choice, Zone.Library, -1, !a.restOnTop);
      setRf(g, rec, LookField.Left, rf(g, rec, LookField.Left) - 1);
      setRf(g, rec, LookField.Placed, rf(g, rec, LookField.Placed) + 1);
      return false; // one at a time: the order is the player's
    }
    const left = Math.min(rf(g, rec, LookField.Left), g.m[b]);
    // Back on top: each chosen card goes on top of the ones put back before it (the first chosen ends
    // deepest, the last on top), so the cards still to order lie under the ones already put back.
    const placed = a.restOnTop ? rf(g, rec, LookField.Placed) - 1 : 0;
    if (left > 0 && askAmongTop(g, p, b, left, null, a.restOnTop, placed)) return false;
    if (a.restOnTop) put(g, Global.DAux, 0);
    return true;
  },
  describe: (a) =>
    `look at the top ${amountText(a.amount)} cards of your library, ${a.reveal ? 'put a matching one into your hand, ' : ''}the rest on the ${a.restOnTop ? 'top' : 'bottom'}`,
});

/**
 * "Reveal cards from the top of your library until you reveal N [nonland] cards. Put the [nonland] cards revealed this
 * way into your hand, then put the rest of the revealed cards on the bottom of your library in any order." (Fathom
 * Trawl): the matching cards go to the hand at once, revealed (with a library too short, all it has); the other
 * revealed cards, then the top of the library, go to the bottom one at a time, an Order decision each.
 */
export const revealUntil = defineVerb({
  name: 'revealUntil',
  schema: Type.Object(
    {
      op: Type.Literal('revealUntil'),
      count: Type.Integer({ minimum: 1, maximum: 20 }),
      card: CardQualitySchema,
      to: Type.Optional(
        Type.Literal('play', {
          description:
            '"Put that card into play" (Recross the Paths): the cards of the quality come into play under your control',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'reveal from the top of your library until N cards of the quality: those to your hand (or into play), the rest to the bottom in any order',
    },
  ),
  compile(o, c, f) {
    const card = compileQuality(o.card, c);
    if (card.namedAsThis) c.fail(`${f}.card.namedAsThis`, 'no namedAsThis here (only in a search)', true);
    return { count: o.count, card, toPlay: o.to === 'play' };
  },
  run(g, rec, a, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    if (rf(g, rec, LookField.Placed) === 0) {
      // The library's end is its top: reveal down from there.
      let found = 0;
      let i = g.m[b] - 1;
      for (; i >= 0 && found < a.count; i--) {
        const id = g.m[b + 1 + i];
        if (!matches(g, id, a.card.filter, a.card.supertypes)) continue;
        if (a.toPlay) proposeMove(g, id, Zone.InPlay, p);
        else propose(g, EventKind.Move, ref(g, id), -1, 0, Zone.Hand, -1, EventFlag.RevealToHand);
        found++;
      }
      setRf(g, rec, LookField.Left, g.m[b] - 1 - i - found); // the others revealed, still on top
      setRf(g, rec, LookField.Placed, 1);
      return false; // the cards go to the hand, then the rest are ordered
    }
    if (choice >= 0) {
      proposeMove(g, choice, Zone.Library, -1, true);
      setRf(g, rec, LookField.Left, rf(g, rec, LookField.Left) - 1);
      return false; // one at a time: the order is the player's
    }
    const left = Math.min(rf(g, rec, LookField.Left), g.m[b]);
    return !(left > 0 && askAmongTop(g, p, b, left, null));
  },
  describe: (a) =>
    `reveal cards from the top of your library until ${a.count} matching ones; those ${a.toPlay ? 'into play' : 'into your hand'}, the rest on the bottom`,
});

/**
 * Asks which of the top n cards (under `above` already put back): to reveal (`reveal`: those of that quality,
 * and "none"), or (null) to put on the bottom or back `onTop` next.
 */
function askAmongTop(
  g: Game,
  p: number,
  b: number,
  n: number,
  reveal: CardQuality | null,
  onTop = false,
  above = 0,
): boolean {
  const size = g.m[b] - above;
  let k = 0;
  for (let i = size - n; i < size; i++) {
    const id = g.m[b + 1 + i];
    if (reveal === null || matches(g, id, reveal.filter, reveal.supertypes)) g.m[g.options + k++] = id;
  }
  if (k === 0) return false;
  if (reveal !== null) g.m[g.options + k++] = NONE_FOUND; // "you may"
  g.m[g.optionCount] = k;
  put(g, Global.DKind, reveal !== null ? Decision.Search : Decision.Order);
  put(g, Global.DPlayer, p);
  put(g, Global.DAux, onTop ? ORDER_ON_TOP : 0); // where the card goes, for its description
  return true;
}
