// "Name a card, then target player puts the top card of his or her library into his or her graveyard. If that card is
// the named card, you gain life equal to its converted mana cost." (Lammastide Weave): the controller names a card as
// it resolves (a Name decision; agents are offered the distinct cards of that library, a script may name any card of
// the game), then the top card is milled (an event), then, if that card has the name named, the life is gained (an
// event after it). An empty library: nothing happens (naming a card would change nothing).
import { Type } from '@sinclair/typebox';
import { Decision, NAME_ON_RESOLUTION, Zone } from '../core/constants.js';
import { proposeLifeChange, proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { cardIdOf, Global, put, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controllerOfItem, playersOf } from '../facts/runtime.js';
import { PlayerRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const enum NamedField {
  /** the card named, + 1 (0: not yet) */
  Named = StackField.Work0,
  /** the card milled, + 1 (0: none yet) */
  Milled = StackField.Work1,
}

const players = new Int32Array(2);

export const millNamed = defineVerb({
  name: 'millNamed',
  schema: Type.Object(
    {
      op: Type.Literal('millNamed'),
      player: PlayerRefSchema,
      gainLife: Type.Literal('manaValue', {
        description: 'if it is the named card, you gain life equal to its converted mana cost',
      }),
    },
    {
      additionalProperties: false,
      description:
        '"Name a card, then [player] puts the top card of his or her library into his or her graveyard. If that card is the named card, you gain life equal to its converted mana cost."',
    },
  ),
  compile(o, c, f) {
    if (o.player === 'each') c.fail(`${f}.player`, 'one player (not "each")', o.player);
    return { player: c.playerRef(o.player, `${f}.player`) };
  },
  run(g, rec, a, choice) {
    if (playersOf(g, rec, a.player, players) !== 1) return true;
    const p = players[0];
    const milled = rf(g, rec, NamedField.Milled);
    if (milled !== 0) {
      // the mill has happened: "that card" is the card milled, wherever a replacement put it
      const card = g.cards[cardIdOf(g, milled - 1)];
      const named = g.cards[rf(g, rec, NamedField.Named) - 1];
      if (card.name === named.name && card.cost !== null && card.cost.cmc > 0)
        proposeLifeChange(g, controllerOfItem(g, rec), card.cost.cmc);
      return true;
    }
    const b = listBase(g, Zone.Library, p);
    if (choice < 0) {
      if (g.m[b] === 0) return true; // nothing to mill: naming a card changes nothing
      // the distinct cards of that library, in card id order (the library's order stays hidden)
      let k = 0;
      for (let i = 0; i < g.m[b]; i++) {
        const c = cardIdOf(g, g.m[b + 1 + i]);
        let j = k;
        while (j > 0 && g.m[g.options + j - 1] > c) j--;
        if (j > 0 && g.m[g.options + j - 1] === c) continue;
        for (let q = k; q > j; q--) g.m[g.options + q] = g.m[g.options + q - 1];
        g.m[g.options + j] = c;
        k++;
      }
      g.m[g.optionCount] = k;
      put(g, Global.DKind, Decision.Name);
      put(g, Global.DPlayer, controllerOfItem(g, rec));
      put(g, Global.DAux, NAME_ON_RESOLUTION);
      return false;
    }
    setRf(g, rec, NamedField.Named, choice + 1);
    if (g.m[b] === 0) return true;
    const top = g.m[b + g.m[b]]; // the top card is the list's last
    setRf(g, rec, NamedField.Milled, top + 1);
    proposeMove(g, top, Zone.Graveyard);
    return false;
  },
  describe: (a) =>
    `name a card; ${refText(a.player)} puts the top card of his or her library into his or her graveyard; if it is the named card, you gain life equal to its converted mana cost`,
  aim: () => Aim.None,
});
