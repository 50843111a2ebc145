// "Creatures your opponents control lose flying until end of turn" (Invert the Skies): each matching permanent loses
// keywords until end of turn, one layer-6 row each (as loseKeywords makes for one object). 418.3b: the affected set
// is locked in as the effect begins.
import { Type } from '@sinclair/typebox';
import type { FilterC } from '../core/cardform.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { ref } from '../core/state.js';
import { nextTimestamp } from '../core/zones.js';
import { matchingInPlay, sourceRef } from '../facts/runtime.js';
import { FilterSchema, KeywordSchema, keywordBits, keywordNames } from './common.js';
import { defineVerb } from './verb.js';

interface LoseEachArgs {
  filter: FilterC | null;
  keywords: number;
  keywords2: number;
}

export const loseKeywordsEach = defineVerb({
  name: 'loseKeywordsEach',
  schema: Type.Object(
    {
      op: Type.Literal('loseKeywordsEach'),
      filter: FilterSchema,
      keywords: Type.Array(KeywordSchema, { minItems: 1 }),
    },
    { additionalProperties: false, description: 'each matching permanent loses keywords until end of turn' },
  ),
  compile: (o, c): LoseEachArgs => ({
    filter: c.filter(o.filter),
    keywords: keywordBits(o.keywords, 0),
    keywords2: keywordBits(o.keywords, 1),
  }),
  run(g, rec, a) {
    const set = matchingInPlay(g, rec, a.filter);
    const n = set[0];
    const ids = set.slice(1, n + 1); // addEffect may grow the game: keep the locked-in set apart
    const ts = nextTimestamp(g);
    const src = sourceRef(g, rec);
    for (let i = 0; i < n; i++)
      addEffect(
        g,
        Layer.Other,
        ContinuousEffect.RemoveKeywords,
        src,
        ref(g, ids[i]),
        0,
        a.keywords,
        a.keywords2,
        Until.EndOfTurn,
        ts,
      );
    return true;
  },
  describe: (a) =>
    `each matching permanent loses ${keywordNames(a.keywords, a.keywords2).join(', ')} until end of turn`,
  harmsUntargeted: () => true,
});
