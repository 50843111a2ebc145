// Moonhold's "can't play land cards this turn" / "can't play creature cards this turn" (the vocabulary word
// cantPlayCards): what the player is offered after it resolves. The scenarios under test/scenarios/cards/shadowmoor/
// check the payment and the rest.
import { describe, expect, test } from 'vitest';
import { apply, Decision, decisionKind } from '../src/engine/api/game.js';
import { position, optionTexts } from './agents-helpers.js';

const options = optionTexts;

/** A plays Moonhold on itself with these lands (and four Forests for the Bears), answering its choices with `pick`. */
function afterMoonhold(lands: string[], pick: (opts: string[]) => number): string[] {
  const g = position({
    start: { turn: 1, active: 'A', step: 'main1' },
    players: {
      A: {
        hand: ['Moonhold', 'Forest', 'Grizzly Bears'],
        inPlay: [...lands, 'Forest', 'Forest', 'Forest', 'Forest'],
        library: ['Plains'],
      },
      B: { library: ['Island'] },
    },
  });
  apply(
    g,
    options(g).findIndex((o) => o.startsWith('cast Moonhold')),
  );
  while (decisionKind(g) !== Decision.Priority) apply(g, pick(options(g)));
  apply(g, 0); // A passes: B passes, Moonhold resolves
  while (decisionKind(g) !== Decision.Priority) apply(g, 0);
  return options(g);
}

const self = (opts: string[]) =>
  Math.max(
    0,
    opts.findIndex((o) => / A\b/.test(o)),
  );

describe('Moonhold', () => {
  test('red spent: no land card may be played this turn, creature cards may', () => {
    const opts = afterMoonhold(['Mountain', 'Mountain', 'Mountain'], self);
    expect(opts.some((o) => o.startsWith('play Forest'))).toBe(false);
    expect(opts.some((o) => o.startsWith('cast Grizzly Bears'))).toBe(true);
  });
  test('white spent: no creature card may be played this turn, land cards may', () => {
    const opts = afterMoonhold(['Plains', 'Plains', 'Plains'], self);
    expect(opts.some((o) => o.startsWith('play Forest'))).toBe(true);
    expect(opts.some((o) => o.startsWith('cast Grizzly Bears'))).toBe(false);
  });
});
