// Positions for the agent tests: scenario-style setups turned into ordinary games (no pauses, single
// options taken automatically), and seeded random play to reach mid-game positions.
import { fileURLToPath } from 'node:url';
import { loadPool } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import {
  apply,
  cloneGame,
  Decision,
  describeOption,
  decisionKind,
  decisionPlayer,
  type Game,
  gameLike,
  isOver,
  newGame,
  optionCount,
  setStepPause,
} from '../src/engine/api/game.js';
import { cardIdOf, Zone, zoneObjects } from '../src/engine/api/observe.js';
import { setCardOf, setScripted } from '../src/engine/api/setup.js';
import { deckIds } from '../src/harness/play-game.js';
import { buildScenario } from '../src/scenario/setup.js';
import type { Scenario } from '../src/scenario/spec.js';
import { SearchRng } from '../agents/rng.js';

export const pool = loadPool();

export function deck(name: string): number[] {
  return deckIds(pool, readDeck(fileURLToPath(new URL(`../decks/${name}.txt`, import.meta.url)), pool).cards);
}

/** A scenario setup as a plain game: scripted-play switches off, pending single options taken. */
export function position(sc: Omit<Scenario, 'name'>): Game {
  const { g } = buildScenario({ name: 'agents test', ...sc }, pool, 'agents-test');
  setScripted(g, false);
  setStepPause(g, false);
  while (!isOver(g) && (optionCount(g) === 1 || decisionKind(g) === Decision.Pause)) apply(g, 0);
  return g;
}

/** Ten basic lands, so nobody decks out inside a search. */
export const lands = (name: string, n = 10): string[] => Array.from({ length: n }, () => name);

/** A seeded random game between two sample decks, stopped at its `k`-th decision for `player` (k >= 0). */
export function midGame(deckA: string, deckB: string, seed: number, player: number, k: number): Game | null {
  const g = newGame(pool.cards, deck(deckA), deck(deckB), { seed, firstPlayer: seed & 1, maxTurns: 50 });
  const rng = new SearchRng(seed);
  let seen = 0;
  while (!isOver(g)) {
    if (decisionPlayer(g) === player && decisionKind(g) !== Decision.Mulligan && seen++ === k) return g;
    apply(g, decisionKind(g) === Decision.Mulligan ? 0 : rng.int(optionCount(g)));
  }
  return null;
}

/**
 * A copy of g in which the cards `viewer` cannot see have changed places: the identities of the
 * opponent's hand and library cards are permuted among those slots (so the hand holds other cards, the
 * multiset of hand + library is the same), and the viewer's own library is reordered.
 */
export function permuteHidden(g: Game, viewer: number, seed: number): Game {
  const h = gameLike(g);
  cloneGame(g, h);
  const rng = new SearchRng(seed);
  const shuffle = (ids: number[]) => {
    const cards = ids.map((id) => cardIdOf(h, id));
    for (let i = cards.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [cards[i], cards[j]] = [cards[j], cards[i]];
    }
    ids.forEach((id, i) => setCardOf(h, id, cards[i]));
  };
  shuffle([...list(h, Zone.Hand, 1 - viewer), ...list(h, Zone.Library, 1 - viewer)]);
  shuffle(list(h, Zone.Library, viewer));
  return h;
}

export function list(g: Game, zone: Zone, p: number): number[] {
  return zoneObjects(g, zone, p);
}

/** The pending decision's options in words, object numbers dropped ("cast Shock", not "cast Shock#12"). */
export function optionTexts(g: Game): string[] {
  return Array.from({ length: optionCount(g) }, (_, a) => describeOption(g, a).replace(/#\d+/g, ''));
}

/** Takes the option whose description contains `text` (the error lists the options there were). */
export function take(g: Game, text: string): void {
  for (let a = 0; a < optionCount(g); a++)
    if (describeOption(g, a).includes(text)) {
      apply(g, a);
      return;
    }
  throw new Error(
    `no option "${text}" among ${Array.from({ length: optionCount(g) }, (_, a) => describeOption(g, a)).join(' | ')}`,
  );
}
