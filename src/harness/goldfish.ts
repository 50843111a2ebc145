// The goldfish (`playtest goldfish`): an opponent that does nothing, to measure how fast a deck kills on its
// own. It is a real seat of the game: 20 life, no cards (no library, no hand), and drawing from its empty
// library doesn't make it lose (GameOptions.emptyLibrarySafe), so it loses only when the deck kills it.
import type { Agent } from '../../agents/index.js';
import type { Deck } from './types.js';

/** The goldfish's seat in games.csv: deck_b "goldfish", agent_b "none". */
export const GOLDFISH: Readonly<Deck> = Object.freeze({ name: 'goldfish', file: '', cards: [], goldfish: true });
export const GOLDFISH_AGENT = 'none';

/**
 * What plays the goldfish's seat: with no cards it only ever passes (the engine takes single-option decisions
 * itself), so it is asked nothing unless a card of the deck puts a choice to it; then it takes the first option
 * (pass, keep, no, done: doing nothing).
 */
export const goldfishPilot: Agent = { name: GOLDFISH_AGENT, act: (_view, legal) => legal[0] };
