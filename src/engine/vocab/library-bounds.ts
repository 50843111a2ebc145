// "As long as a library has twenty or fewer cards in it" (Isleback Spawn): a static ability's condition on the
// size of a library. The layers read it as they apply (facts/chars.ts); a card move between zones out of play
// marks them stale where such an ability is in play (AbilityKind.ZoneCount, set for a condition outside play).
import { type Static, Type } from '@sinclair/typebox';
import { AmountKind } from '../core/cardform.js';
import { Zone } from '../core/constants.js';
import { BOUND_FIELDS, type Compile, type CountBounds, withinBounds } from './common.js';

export const libraryBoundsSchema = Type.Object(
  {
    library: Type.Union([Type.Literal('you'), Type.Literal('any')], {
      description: '"you": your library; "any": a library, any player\'s (its smallest; only with atMost)',
    }),
    ...BOUND_FIELDS,
  },
  {
    additionalProperties: false,
    description:
      'the number of cards in the library is at least atLeast and at most atMost ("as long as a library has twenty or fewer cards in it": {"library": "any", "atMost": 20})',
  },
);

/** The count: LibrarySize of your library (n 0) or of the smallest library (n 1). */
export function compileLibraryBounds(cond: Static<typeof libraryBoundsSchema>, c: Compile, field: string): CountBounds {
  // "a library has N or more" would be the largest library: not written yet, so refused rather than misread
  if (cond.library === 'any' && cond.atLeast !== undefined)
    c.fail(`${field}.atLeast`, '"library": "any" only with atMost ("a library has N or fewer cards")', cond.atLeast);
  const count = {
    kind: AmountKind.LibrarySize,
    n: cond.library === 'any' ? 1 : 0,
    filter: null,
    zone: Zone.Library,
    whose: 1,
  };
  return withinBounds(cond, count, c, field);
}
