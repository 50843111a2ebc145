// The size of a library, for a static ability's condition (vocab/library-bounds.ts).
import type { AmountC } from '../core/cardform.js';
import { Zone } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { listBase } from '../core/zones.js';

/** Your library's size (a.n 0), or the smallest library's (a.n 1: "a library has N or fewer cards"). */
export function librarySize(g: Game, a: AmountC, you: number): number {
  const mine = g.m[listBase(g, Zone.Library, you)];
  if (a.n === 0) return mine;
  return Math.min(mine, g.m[listBase(g, Zone.Library, 1 - you)]);
}
