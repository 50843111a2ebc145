// "You may play a nonland card from your hand without paying its mana cost if it has the same name as a spell that
// was played this turn" (Twinning Glass): the cards of your hand that match (printed qualities) and share a name with
// a spell played this turn (any player's, face up: state turnPlayedAsSpell, set as a spell's costs are paid, 409.1i;
// a copy of a spell isn't played) and that can be played now are offered, or none (a Search decision); the chosen
// card is played as hideaway plays a card (effects-hideaway.ts playFree: timing ignored, 413.2e of 2008; its mode
// and targets chosen as for any spell, X 0).
import { Type } from '@sinclair/typebox';
import type { FilterC } from '../core/cardform.js';
import { Decision, NONE_FOUND, Zone } from '../core/constants.js';
import { setRf, rf } from '../core/stack-records.js';
import { cardIdOf, type Game, Global, put, StackField, zoneOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { cardMatches } from '../facts/card-colors.js';
import { controllerOfItem } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { playable, playFree } from './effects-hideaway.js';
import { defineVerb } from './verb.js';

/** playFromHandFree's own field (playFree keeps its stage in Work0): the chosen card + 1, -1 while asked. */
const enum HandPlayField {
  Chosen = StackField.Work1,
}

/** Was a spell with card `card`'s name played this turn (the card of an object last played as a spell this turn)? */
function playedThisTurn(g: Game, card: number): boolean {
  const name = g.cards[card].name;
  const turn = g.m[Global.Turn];
  for (let o = 0; o < g.n; o++)
    if (g.m[g.turnPlayedAsSpell + o] === turn && zoneOf(g, o) !== Zone.None && g.cards[cardIdOf(g, o)].name === name)
      return true;
  return false;
}

export const playFromHandFree = defineVerb({
  name: 'playFromHandFree',
  schema: Type.Object(
    {
      op: Type.Literal('playFromHandFree'),
      card: FilterSchema,
      sameNameAs: Type.Literal('spellPlayedThisTurn', {
        description: '"if it has the same name as a spell that was played this turn" (by any player)',
      }),
    },
    {
      additionalProperties: false,
      description:
        'you may play a card of your hand with these printed qualities ("a nonland card") without paying its mana cost, if it has the same name as a spell played this turn (Twinning Glass)',
    },
  ),
  compile: (o, c): { card: FilterC } => ({ card: c.filter(o.card)! }),
  run(g, rec, a, choice) {
    const you = controllerOfItem(g, rec);
    const chosen = rf(g, rec, HandPlayField.Chosen);
    if (chosen > 0) return playFree(g, rec, -1, you, choice); // the spell's build goes on
    if (chosen < 0) {
      if (choice < 0 || choice === NONE_FOUND) return true; // none
      setRf(g, rec, HandPlayField.Chosen, choice + 1);
      setRf(g, rec, StackField.Work0, 1); // playFree: "may" answered yes
      return playFree(g, rec, choice, you, 1);
    }
    const hand = listBase(g, Zone.Hand, you);
    let n = 0;
    for (let i = 0; i < g.m[hand]; i++) {
      const id = g.m[hand + 1 + i];
      const card = cardIdOf(g, id);
      if (cardMatches(g, g.cards[card], a.card) && playedThisTurn(g, card) && playable(g, you, id))
        g.m[g.options + n++] = id;
    }
    if (n === 0) return true;
    g.m[g.options + n++] = NONE_FOUND; // "may"
    g.m[g.optionCount] = n;
    setRf(g, rec, HandPlayField.Chosen, -1);
    put(g, Global.DKind, Decision.Search);
    put(g, Global.DPlayer, you);
    return false;
  },
  describe: () =>
    'you may play a matching card from your hand without paying its mana cost if it has the same name as a spell played this turn',
});
