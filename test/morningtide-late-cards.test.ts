// What some Morningtide cards must refuse: each case changes a passing card scenario
// (test/scenarios/cards/morningtide) so that it asks for something the card's text does not allow.
import { describe, test } from 'vitest';
import { fails, scenarioFile } from './scenario-helpers.js';

describe('Morningtide refusals', () => {
  test("Weight of Conscience: the enchanted creature can't attack", () => {
    const s = scenarioFile('morningtide/weight-of-conscience');
    s.actions.push({ goto: { turn: 2, step: 'declareAttackers' } }, { player: 'B', attack: ['@g'] });
    s.stop = { turn: 2, step: 'main2' };
    s.expect = {};
    s.actions.splice(2, 3); // the Giant stays in play
    fails(s, /@g can't attack/);
  });
  test('Weight of Conscience: a creature sharing no creature type with another of yours (Grizzly Bears) is not tapped', () => {
    const s = scenarioFile('morningtide/weight-of-conscience');
    s.actions[3] = { player: 'A', choose: '@b' };
    fails(s, /@b is not a legal choice/);
  });
  test('Sage of Fables: no +1/+1 counter on a creature you control, no draw', () => {
    const s = scenarioFile('morningtide/sage-of-fables-no-counter');
    s.actions.push({ player: 'A', activate: '@s', ability: 0 });
    fails(s, /can't activate Sage of Fables's ability 0/);
  });
  test('Scarblade Elite: no Assassin card in your graveyard, no destruction', () => {
    const s = scenarioFile('morningtide/scarblade-elite');
    s.players.A.graveyard = ['Grizzly Bears'];
    fails(s, /can't activate Scarblade Elite's ability 0/);
  });
  test("Vendilion Clique: a land can't be chosen", () => {
    const s = scenarioFile('morningtide/vendilion-clique');
    s.players.B.hand = ['Shock', { card: 'Island', id: 'i' }, 'Hill Giant'];
    s.actions[6] = { player: 'A', choose: '@i' };
    fails(s, /@i is not a legal choice/);
  });
  test('Sigil Tracer: only Wizards are tapped for its cost', () => {
    const s = scenarioFile('morningtide/sigil-tracer');
    s.actions[2] = { player: 'A', choose: '@ab' };
    fails(s, /@ab is not a legal choice/);
  });
});
