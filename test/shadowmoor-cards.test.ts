// What some Shadowmoor and Eventide cards must refuse: each case changes a passing card scenario
// (test/scenarios/cards/shadowmoor) so that it asks for something the card's text does not allow.
import { describe, test } from 'vitest';
import { fails, scenarioFile } from './scenario-helpers.js';

describe('Shadowmoor and Eventide targets', () => {
  test('Hoof Skulkin targets only a green creature', () => {
    const s = scenarioFile('shadowmoor/hoof-skulkin');
    s.players.A.inPlay[1] = { card: 'Goblin Piker', id: 'x' };
    fails(s, /can't activate Hoof Skulkin's ability 0: it has no legal target/);
  });
  test('Fulminator Mage targets only a nonbasic land', () => {
    const s = scenarioFile('shadowmoor/fulminator-mage');
    s.players.B.inPlay[0] = { card: 'Forest', id: 'p' };
    fails(s, /can't activate Fulminator Mage's ability 0: it has no legal target/);
  });
  test('Guttural Response targets only a blue instant spell', () => {
    const s = scenarioFile('shadowmoor/guttural-response');
    s.players.B.hand = [{ card: 'Shock', id: 'u' }];
    s.players.B.inPlay = ['Mountain'];
    s.actions[0] = { player: 'B', cast: '@u', targets: ['@g'] };
    fails(s, /can't cast Guttural Response: it has no legal target/);
  });
  test('Kithkin Shielddare targets only a blocking creature', () => {
    const s = scenarioFile('shadowmoor/kithkin-shielddare');
    s.start = { turn: 1, active: 'A', step: 'main1' };
    s.actions = [{ player: 'A', activate: '@k', ability: 0, targets: ['@g'] }];
    fails(s, /can't activate Kithkin Shielddare's ability 0: it has no legal target/);
  });
});

describe('the untap symbol {Q} (212.3d of 2008)', () => {
  test('is not payable while the source is untapped', () => {
    const s = scenarioFile('shadowmoor/patrol-signaler');
    s.players.A.inPlay[0] = { card: 'Patrol Signaler', id: 'p' };
    fails(s, /can't activate Patrol Signaler's ability 0/);
  });
  test('is not payable by a creature that came under its control this turn (summoning sickness)', () => {
    const s = scenarioFile('shadowmoor/patrol-signaler');
    s.players.A.inPlay[0] = { card: 'Patrol Signaler', id: 'p', tapped: true, summoningSick: true };
    fails(s, /can't activate Patrol Signaler's ability 0/);
  });
});
