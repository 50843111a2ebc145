// "Search target opponent's library for an instant or sorcery card. You may play that card without paying its mana
// cost. Then that player shuffles his or her library." (Knowledge Exploitation): you search, the card stays in the
// library while you may play it (as hideaway's playRemoved plays its card: effects-hideaway.ts playFree), then the
// library's owner shuffles. The search has a stated quality, so it may find nothing (2008 rulings on searches).
import { Type } from '@sinclair/typebox';
import { RefCode } from '../core/cardform.js';
import { Decision, EventKind, NONE_FOUND, Zone } from '../core/constants.js';
import { propose } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, liveId, put, ref, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controllerOfItem, playersOf } from '../facts/runtime.js';
import { PlayerRefSchema } from './common.js';
import { playFree } from './effects-hideaway.js';
import { CardQualitySchema, compileQuality, matches, SEARCH_TAKES_AWAY } from './effects-search.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

/** The found card's reference + 1 (0: not searched yet; -1: found nothing). playFree keeps its stage in Work0. */
const Found = StackField.Work1;

const owner = new Int32Array(2);

export const searchPlayFree = defineVerb({
  name: 'searchPlayFree',
  schema: Type.Object(
    { op: Type.Literal('searchPlayFree'), player: PlayerRefSchema, card: CardQualitySchema },
    {
      additionalProperties: false,
      description:
        "you search the player's library for a matching card, you may play it without paying its mana cost, then that player shuffles",
    },
  ),
  compile(o, c, f) {
    const player = c.playerRef(o.player, `${f}.player`);
    if (player === RefCode.Each || player === RefCode.You) c.fail(`${f}.player`, 'one other player', o.player);
    return { player, card: compileQuality(o.card, c) };
  },
  run(g, rec, a, choice) {
    if (playersOf(g, rec, a.player, owner) === 0) return true;
    const p = owner[0];
    const you = controllerOfItem(g, rec);
    let found = rf(g, rec, Found);
    if (found === 0) {
      if (choice === -1 && askFor(g, p, you, a.card.filter, a.card.supertypes)) return false;
      found = choice >= 0 ? ref(g, choice) + 1 : -1;
      setRf(g, rec, Found, found);
      choice = -1;
    }
    const id = found > 0 && rf(g, rec, StackField.Work0) !== 2 ? liveId(g, found - 1) : -1;
    if (!playFree(g, rec, id, you, choice)) return false;
    propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
    return true;
  },
  describe: (a) =>
    `search ${refText(a.player)}'s library for a matching card, you may play it without paying its mana cost, then that player shuffles`,
});

/** A Search decision of `you` among the matching cards of p's library, or "none"; false when none match. */
function askFor(g: Game, p: number, you: number, f: Parameters<typeof matches>[2], supers: number): boolean {
  const b = listBase(g, Zone.Library, p);
  let k = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if (matches(g, id, f, supers)) g.m[g.options + k++] = id;
  }
  if (k === 0) return false;
  g.m[g.options + k++] = NONE_FOUND;
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Search);
  put(g, Global.DPlayer, you);
  put(g, Global.DAux, p !== you ? SEARCH_TAKES_AWAY : 0);
  return true;
}
