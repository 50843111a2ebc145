// lookAtTop's Order decisions say where the card goes (describeOption, for logs and replays): back on top
// of the library (Sage Owl) or on the bottom (Commune with Nature).
import { describe, expect, test } from 'vitest';
import { apply, Decision, decisionKind, describeOption, legalActions, MAX_OPTIONS } from '../src/engine/api/game.js';
import { lands, position } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

/** Casts the card from A's hand, then takes the first option until an Order decision; its options' words. */
function orderWords(card: string, hand: string[] = [card]): string[] {
  const g = position({
    start: { turn: 3, active: 'A', step: 'main1' },
    players: {
      A: { hand, inPlay: ['Island', 'Island', 'Forest'], library: lands('Plains', 3).concat(['Grizzly Bears']) },
      B: { library: lands('Forest') },
    },
  });
  const n = legalActions(g, legal);
  let cast = -1;
  for (let a = 0; a < n; a++) if (describeOption(g, a).startsWith(`cast ${card}`)) cast = a;
  expect(cast).toBeGreaterThanOrEqual(0);
  apply(g, cast);
  for (let i = 0; i < 40 && decisionKind(g) !== Decision.Order; i++) {
    const k = legalActions(g, legal);
    let pick = 0;
    for (let a = 0; a < k; a++) if (describeOption(g, a) === 'find nothing') pick = a;
    apply(g, pick);
  }
  expect(decisionKind(g)).toBe(Decision.Order);
  const k = legalActions(g, legal);
  return Array.from({ length: k }, (_, a) => describeOption(g, a));
}

describe('lookAtTop: the Order decision names where the card goes', () => {
  test('Sage Owl: back on top of the library', () => {
    const words = orderWords('Sage Owl');
    expect(words.length).toBe(4);
    for (const w of words) expect(w).toMatch(/on top of its owner's library$/);
  });
  test('Commune with Nature: on the bottom', () => {
    const words = orderWords('Commune with Nature');
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) expect(w).toMatch(/on the bottom of the library$/);
  });
});
