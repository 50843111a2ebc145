// Effect verbs that move cards out of the ordinary ways: cards put into a graveyard from play this turn
// back to the hand (No Rest for the Wicked), a library's top card revealed (Aven Windreader), and a card
// put from its owner's hand into play (Elvish Piper, Skyshroud Ranger).
import { Type } from '@sinclair/typebox';
import { Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { Global, put, ref, sinceOf } from '../core/state.js';
import { libraryTop, listBase } from '../core/zones.js';
import { type Compile, PlayerRefSchema } from './common.js';
import { controllerOfItem, playersOf } from '../facts/runtime.js';
import { CardQualitySchema, compileQuality, matches } from './effects-search.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

const players = new Int32Array(2);

// "Return to your hand all [creature] cards in your graveyard that were put there from play this turn"
// (No Rest for the Wicked): they move at once. A card remembers the turn it went from play to a
// graveyard (zones.ts: its Since column).
/** A card quality for a verb that doesn't look at names: namedAsThis refused rather than ignored. */
function qualityWithoutName(o: Parameters<typeof compileQuality>[0], c: Compile, f: string) {
  const card = compileQuality(o, c);
  if (card.namedAsThis) c.fail(`${f}.card.namedAsThis`, 'no namedAsThis here (only in a search)', true);
  return card;
}

export const returnPutIntoGraveyardThisTurn = defineVerb({
  name: 'returnPutIntoGraveyardThisTurn',
  schema: Type.Object(
    { op: Type.Literal('returnPutIntoGraveyardThisTurn'), card: Type.Optional(CardQualitySchema) },
    {
      additionalProperties: false,
      description:
        'return to your hand all cards of this quality in your graveyard that were put there from play this turn',
    },
  ),
  compile: (o, c, f) => ({ card: qualityWithoutName(o.card, c, f) }),
  run(g, rec, a) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Graveyard, p);
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if (sinceOf(g, id) === g.m[Global.Turn] && matches(g, id, a.card.filter, a.card.supertypes))
        proposeMove(g, id, Zone.Hand);
    }
    return true;
  },
  describe: () => 'return to your hand the matching cards put into your graveyard from play this turn',
});

// "Target player reveals the top card of his or her library" (Aven Windreader): nothing moves; every
// player now knows that card while it stays on top (kept as the library's revealed top: determinize.ts
// leaves it in place in every player's copy of the game until it is drawn, moved or shuffled away).
export const revealTop = defineVerb({
  name: 'revealTop',
  schema: Type.Object(
    { op: Type.Literal('revealTop'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description: 'the player reveals the top card of his or her library (all players know it while it stays there)',
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    for (let k = 0; k < np; k++) {
      const top = libraryTop(g, players[k]);
      put(g, g.revealedTops + players[k], top < 0 ? 0 : ref(g, top) + 1);
    }
    return true;
  },
  describe: (a) => `${refText(a.player)} reveals the top card of his or her library`,
});

// "Look at the top card of target player's library" (Dewdrop Spy): the card becomes known to the controller (only),
// while it stays on top (zones.ts knownTop: determinizations keep it there).
export const lookAtTopCard = defineVerb({
  name: 'lookAtTopCard',
  schema: Type.Object(
    { op: Type.Literal('lookAtTopCard'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description: "you look at the top card of the player's library (it becomes known to you while it stays there)",
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const you = controllerOfItem(g, rec);
    const np = playersOf(g, rec, a.player, players);
    for (let k = 0; k < np; k++) {
      const top = libraryTop(g, players[k]);
      put(g, g.lookedTops + you * 2 + players[k], top < 0 ? 0 : ref(g, top) + 1);
    }
    return true;
  },
  describe: (a) => `you look at the top card of ${refText(a.player)}'s library`,
});

// "Reveal the top card of your library. If it's a land card, put it into your graveyard and repeat this process"
// (Countryside Crusher): the run of matching cards from the top goes to the graveyard at once (each its own event:
// "whenever a land card is put into your graveyard" triggers for each), and the first other card stays on top,
// revealed (as revealTop).
export const revealTopWhile = defineVerb({
  name: 'revealTopWhile',
  schema: Type.Object(
    { op: Type.Literal('revealTopWhile'), card: CardQualitySchema },
    {
      additionalProperties: false,
      description:
        'reveal the top card of your library; if it is of this quality, put it into your graveyard and repeat (the first other card stays on top, revealed)',
    },
  ),
  compile: (o, c, f) => ({ card: qualityWithoutName(o.card, c, f) }),
  run(g, rec, a) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    let i = g.m[b] - 1; // the library's end is its top
    for (; i >= 0 && matches(g, g.m[b + 1 + i], a.card.filter, a.card.supertypes); i--)
      proposeMove(g, g.m[b + 1 + i], Zone.Graveyard);
    put(g, g.revealedTops + p, i < 0 ? 0 : ref(g, g.m[b + 1 + i]) + 1);
    return true;
  },
  describe: () => 'reveal the top card of your library; while it matches, put it into your graveyard and repeat',
});
