// The colors of cards outside play and of spells: their printed colors plus what static abilities in play add to
// them all (Painter's Servant, outside-colors.ts). Every check of a card's colors outside play reads them here.
import { AbilityKind, type CCard, type FilterC } from '../core/cardform.js';
import { inPlayWith } from '../core/kinds.js';
import type { Game } from '../core/state.js';
import { ensureChars } from './chars.js';
import { printedMatches } from './matches.js';
import { outsideColorsRaw } from './outside-colors.js';

/** The colors every card outside play and every spell has in addition to its own (WUBRG bits; 0 in most games). */
export function colorsOutsidePlay(g: Game): number {
  if (inPlayWith(g, AbilityKind.ColorsOutsidePlay) === 0) return 0;
  ensureChars(g); // a source that has lost its abilities adds none: read from a fresh cache
  return outsideColorsRaw(g);
}

/** The colors of card c, not in play (in a hand, library, graveyard, removed, or a spell). */
export const cardColors = (g: Game, c: CCard): number => c.colors | colorsOutsidePlay(g);

/** printedMatches for a card outside play, with the colors it has there. */
export function cardMatches(g: Game, c: CCard, f: FilterC): boolean {
  return printedMatches(c, f, (f.colors | f.notColors) !== 0 ? colorsOutsidePlay(g) : 0);
}
