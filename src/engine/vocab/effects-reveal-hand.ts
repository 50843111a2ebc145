// "Reveal any number of cards in your hand. You gain 2 life for each green mana symbol in those cards' mana costs"
// (Phosphorescent Feast, chroma): the player picks the cards to reveal one at a time (a Search decision over the cards
// of his or her hand not yet revealed this way, "no more" ending it); each becomes known to the other player. The
// number of mana symbols of the color named in the revealed cards' mana costs is kept in the item's amount slot for
// the amount "revealedManaSymbols" later in the effect. The cards wait with Flag.Found, cleared as it ends.
import { Type } from '@sinclair/typebox';
import { COLOR_NAMES, Decision, Flag, NONE_FOUND, Zone } from '../core/constants.js';
import { manaSymbolsOf } from '../core/cardform.js';
import { rf, setRf } from '../core/stack-records.js';
import { cardIdOf, flagsOf, type Game, Global, put, setFlags, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { revealCard } from '../facts/reveal.js';
import { controllerOfItem } from '../facts/runtime.js';
import { ColorSchema } from './common.js';
import { defineVerb } from './verb.js';

export const revealFromHand = defineVerb({
  name: 'revealFromHand',
  schema: Type.Object(
    { op: Type.Literal('revealFromHand'), countManaSymbols: ColorSchema },
    {
      additionalProperties: false,
      description:
        '"Reveal any number of cards in your hand": you choose them; the amount "revealedManaSymbols" later in the effect counts the mana symbols of this color in their mana costs (Phosphorescent Feast)',
    },
  ),
  compile(o, c, f) {
    if (c.sacrificedPower || c.eventAmount)
      c.fail(`${f}.op`, 'revealFromHand only where the amount slot is free (no sacrifice cost, no event amount)', o.op);
    c.revealedFromHand = true;
    return { color: COLOR_NAMES.indexOf(o.countManaSymbols) };
  },
  run(g, rec, a, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Hand, p);
    if (choice >= 0) {
      setFlags(g, choice, flagsOf(g, choice) | Flag.Found);
      revealCard(g, choice);
      const n = manaSymbolsOf(g.cards[cardIdOf(g, choice)].cost, a.color);
      setRf(g, rec, StackField.Amount, rf(g, rec, StackField.Amount) + n);
    } else if (choice !== NONE_FOUND) setRf(g, rec, StackField.Amount, 0); // its first run
    let k = 0;
    if (choice !== NONE_FOUND)
      for (let i = 0; i < g.m[b]; i++) {
        const id = g.m[b + 1 + i];
        if ((flagsOf(g, id) & Flag.Found) === 0) g.m[g.options + k++] = id;
      }
    if (k === 0) return done(g, b);
    g.m[g.options + k++] = NONE_FOUND;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.Search);
    put(g, Global.DPlayer, p);
    put(g, Global.DAux, 0);
    return false;
  },
  describe: (a) => `reveal any number of cards in your hand (counting their ${COLOR_NAMES[a.color]} mana symbols)`,
});

function done(g: Game, b: number): boolean {
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Found) !== 0) setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
  }
  return true;
}
