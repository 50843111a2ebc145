// Eventide cards (branch eveb): what each must refuse. The scenario files under test/scenarios/cards/shadowmoor show
// what they do; these show the declarations, activations and targets they make illegal.
import { describe, test } from 'vitest';
import { fails, scenarioFile } from './scenario-helpers.js';

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
