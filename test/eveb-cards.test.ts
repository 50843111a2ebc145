// Eventide cards (branch eveb): what each must refuse. The scenario files under test/scenarios/cards/shadowmoor show
// what they do; these show the declarations, activations and targets they make illegal.
import { describe, expect, test } from 'vitest';
import { runScenario } from '../src/scenario/run.js';
import { fails, pool, scenarioFile } from './scenario-helpers.js';

const file = (name: string) => scenarioFile(`shadowmoor/${name}`);

describe('Eventide cards refuse what their text forbids', () => {
  test("Noggle Bandit: a creature without defender can't block it", () => {
    const s = file('noggle-bandit');
    s.actions[3] = { player: 'B', block: { '@g': '@n' } };
    fails(s, /block: @g can't block @n/);
  });
  test("Shrewd Hatchling: the targeted creature can't block it", () => {
    const s = file('shrewd-hatchling-cant-block');
    s.actions[5] = { player: 'B', block: { '@g': '@h' } };
    fails(s, /block: @g can't block @h/);
  });
  test('Mirror Sheen: not a spell that targets only the other player', () => {
    const s = file('mirror-sheen');
    s.actions[0] = { player: 'B', cast: '@la', targets: ['B'] };
    fails(s, /@la is not a legal choice|no legal target/);
  });
  test("Crackleburr: with two other red creatures short, it can't be played (itself isn't one)", () => {
    const s = file('crackleburr');
    (s.players.A.inPlay as unknown[]).splice(2, 1); // one Goblin Piker left
    fails(s, /can't activate Crackleburr's ability 0/);
  });
  test('Crackleburr: the untap ability needs two other tapped blue creatures', () => {
    const s = file('crackleburr-untap');
    (s.players.A.inPlay as unknown[]).splice(2, 1); // one Fugitive Wizard left
    fails(s, /can't activate Crackleburr's ability 1/);
  });
});

describe('Groundling Pouncer: only once each turn, and only if an opponent controls a creature with flying', () => {
  test('a second activation in the turn is refused', () => {
    const s = file('groundling-pouncer');
    s.actions.push({ player: 'A', activate: '@g', ability: 0 });
    fails(s, /can't activate Groundling Pouncer's ability 0/);
  });
  test("without an opponent's flier it can't be played (A's own flier doesn't count)", () => {
    const s = file('groundling-pouncer');
    s.players.B.inPlay = [];
    s.players.A.inPlay.push('Suntail Hawk');
    fails(s, /can't activate Groundling Pouncer's ability 0/);
  });
});

describe("Ward of Bones: an opponent with more permanents of a type than you can't play cards of that type", () => {
  test("B, with more creatures, can't play Grizzly Bears", () => {
    const s = file('ward-of-bones');
    s.actions = [{ player: 'B', cast: '@gb' }];
    fails(s, /can't cast Grizzly Bears/);
  });
  test("B, with more lands, can't play a land", () => {
    const s = file('ward-of-bones');
    s.players.B.inPlay.push('Forest', 'Forest', 'Forest', 'Forest'); // 7 lands to A's 6
    s.actions = [{ player: 'B', play: '@f' }];
    fails(s, /can't play Forest/);
  });
  test("A, the Ward's controller, is not stopped", () => {
    const s = file('ward-of-bones');
    s.start = { turn: 1, active: 'A', step: 'main1' };
    s.players.A.hand = [{ card: 'Grizzly Bears', id: 'ab' }];
    s.players.A.inPlay.push('Forest', 'Forest', 'Forest', 'Forest', 'Forest');
    s.actions = [{ player: 'A', cast: '@ab' }, { resolve: true }];
    s.expect = { zones: { A: { hand: [] } } };
    expect(runScenario(s, pool, 'inline.json').failures).toEqual([]);
  });
});
