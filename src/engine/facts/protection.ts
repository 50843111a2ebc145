// Protection (502.7): what it covers, read by targeting, attaching, blocking and damage prevention.
import { PROTECTION_SHIFT, CombatWord } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { keywords, keywords2 } from './chars.js';

/** Does protection on `id` cover a source of these colors and card types (502.7)? */
export function protectedFrom(g: Game, id: number, srcColors: number, srcTypes: number): boolean {
  if (((keywords(g, id) >>> PROTECTION_SHIFT) & srcColors) !== 0) return true;
  const k2 = keywords2(g, id);
  return (
    ((k2 & CombatWord.ProtArtifacts) !== 0 && (srcTypes & 1) !== 0) ||
    ((k2 & CombatWord.ProtCreatures) !== 0 && (srcTypes & 2) !== 0)
  );
}
