// What Guile (src/cards/pool/lrw-copies.json) must refuse: its card scenario (test/scenarios/cards/lorwyn) changed so
// that B has only two creatures to block it with (a declaration of one or two blockers can't be completed to three).
import { describe, test } from 'vitest';
import { fails, scenarioFile } from './scenario-helpers.js';

describe("Guile can't be blocked except by three or more creatures", () => {
  const twoBears = () => {
    const s = scenarioFile('lorwyn/guile-three-blockers');
    s.players.B.inPlay = s.players.B.inPlay.slice(0, 2);
    return s;
  };
  test('two blockers are refused', () => {
    const s = twoBears();
    s.actions[2] = { player: 'B', block: { '@b1': '@guile', '@b2': '@guile' } };
    fails(s, /@b1 can't block @guile/);
  });
  test('one blocker is refused', () => {
    const s = twoBears();
    s.actions[2] = { player: 'B', block: { '@b2': '@guile' } };
    fails(s, /@b2 can't block @guile/);
  });
});
