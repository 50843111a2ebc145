// The key of a search node's option (mcts.ts): the same choice gets the same key in every determinization, so the
// tree's statistics for "cast this card" add up across the different hidden cards each iteration draws.
import { Decision, decisionKind, type Game } from '../src/engine/api/game.js';
import { cardIdOf, DECISIONS, decodeOption, optionValue, OptionInfo, Opt } from '../src/engine/api/observe.js';

/**
 * The key of option `a` of g's pending decision: the same choice gets the same key in every
 * determinization. Casting or playing a card from hand is keyed by the card (copies are one choice, and
 * the object slot of a card drawn in a simulation differs between determinizations); a trigger to order
 * by its card and ability; a card to discard by its card; everything else by the option word (objects
 * in play and on the stack, players).
 */
export function optionKey(g: Game, a: number): number {
  return KEYS[decisionKind(g)](g, a);
}

type KeyOf = (g: Game, a: number) => number;
const opt = new OptionInfo();

/**
 * A card in hand played or cast: its card (and, cast for its evoke cost, that: another action); anything else (an
 * object in play, pass) its option word.
 */
function priorityKey(g: Game, a: number): number {
  const k = decodeOption(g, a, opt).action;
  return k === Opt.Cast || k === Opt.PlayLand || k === Opt.CastFaceDown
    ? (k << 28) | (opt.ability > 0 ? opt.ability << 20 : 0) | cardIdOf(g, opt.object) // (8 bits of slot, 20 of card)
    : optionValue(g, a);
}
const cardKey: KeyOf = (g, a) => cardIdOf(g, decodeOption(g, a, opt).object);
/** A card in the library: the same card in every determinization. */
const libraryKey: KeyOf = (g, a) => (decodeOption(g, a, opt).none ? optionValue(g, a) : cardIdOf(g, opt.object));
const triggerKey: KeyOf = (g, a) => (decodeOption(g, a, opt).card << 8) | opt.ability;

/** Option keys by decision kind; the option word by default. */
const KEYS: KeyOf[] = DECISIONS.map(() => optionValue);
KEYS[Decision.Priority] = priorityKey;
KEYS[Decision.Discard] = cardKey;
KEYS[Decision.RevealCard] = cardKey;
KEYS[Decision.Sacrifice] = cardKey;
KEYS[Decision.Search] = libraryKey;
KEYS[Decision.Order] = libraryKey;
KEYS[Decision.TriggerOrder] = triggerKey;
// A card of the hand to reveal by its card (as libraryKey does), paying instead by its option word.
KEYS[Decision.RevealOrPay] = libraryKey;
