// "Reveal the top card of your library. If it isn't a creature card, put it into your graveyard. Otherwise, put that
// card into play. That creature has haste. Sacrifice it at end of turn." (Impromptu Raid): the card goes to one public
// zone or the other, so revealing it needs no memory. A guard: its effect is done only if the card came into play, the
// permanent it became being the ability's "it" there ("That creature ...", "Sacrifice it ...").
import { type TSchema, Type } from '@sinclair/typebox';
import { Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { liveId, nextRef, StackField, zoneOf } from '../core/state.js';
import { libraryTop } from '../core/zones.js';
import { controllerOfItem } from '../facts/runtime.js';
import { CardQualitySchema, compileQuality, matches } from './effects-search.js';
import { defineVerb } from './verb.js';

/** The card put into play, its reference there + 1 (0: none), read once it has moved. */
const PUT = StackField.Work0;
/** 1: nothing came into play, the guarded effect is skipped. */
const SKIP = StackField.Work1;

const RevealTopToPlaySchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('revealTopToPlay'), card: CardQualitySchema, effect },
    {
      additionalProperties: false,
      description:
        'reveal the top card of your library: of this quality, it is put into play under your control and the effect is done, "it" being that permanent; otherwise it is put into your graveyard',
    },
  );

export const revealTopToPlay = defineVerb({
  name: 'revealTopToPlay',
  schema: RevealTopToPlaySchema(Type.Unknown()),
  nests: RevealTopToPlaySchema,
  compile(o, c, f) {
    const card = compileQuality(o.card, c);
    if (card.namedAsThis) c.fail(`${f}.card.namedAsThis`, 'no namedAsThis here (only in a search)', true);
    if (c.eventObject) c.fail(`${f}.op`, 'revealTopToPlay only where "it" names nothing else', o.op);
    c.eventObject = true; // its "it"
    return { card };
  },
  run(g, rec, a) {
    const put = rf(g, rec, PUT);
    if (put !== 0) {
      // it has come into play (or a replacement sent it elsewhere): the ability's "it" (StackField.Ref)
      const id = liveId(g, put - 1);
      if (id >= 0 && zoneOf(g, id) === Zone.InPlay) setRf(g, rec, StackField.Ref, put - 1);
      else setRf(g, rec, SKIP, 1);
      return true;
    }
    setRf(g, rec, SKIP, 1);
    const p = controllerOfItem(g, rec);
    const top = libraryTop(g, p);
    if (top < 0) return true;
    if (!matches(g, top, a.card.filter, a.card.supertypes)) {
      proposeMove(g, top, Zone.Graveyard);
      return true;
    }
    proposeMove(g, top, Zone.InPlay, p);
    setRf(g, rec, SKIP, 0);
    setRf(g, rec, PUT, nextRef(g, top) + 1);
    return false; // again once it is in play
  },
  describe: (_a, ins) =>
    `reveal the top card of your library; if it matches, put it into play and do the next ${ins.skip} with it, else put it into your graveyard`,
  skips: (g, rec) => rf(g, rec, SKIP) === 1,
});
