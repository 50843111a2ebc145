// Hybrid mana (104.3, 203.2e, 203.3 of 2008, as the Shadowmoor update wrote them): the parsed cost, and
// the casts the payment must refuse (the scenarios under test/scenarios show the ones it must allow).
import { describe, expect, test } from 'vitest';
import { fails, pool, scenarioFile } from './scenario-helpers.js';

const card = (name: string) => pool.cards.find((c) => c.name === name)!;

describe('hybrid mana costs', () => {
  test('CR 203.3: a hybrid symbol counts 1, a monocolored hybrid symbol 2 (its highest cost)', () => {
    expect(card('Wasp Lancer').cost!.cmc).toBe(3);
    expect(card('Loamdragger Giant').cost!.cmc).toBe(7);
    expect(card('Flame Javelin').cost!.cmc).toBe(6);
    expect(card('Odious Trow').cost!.cmc).toBe(1);
  });

  test('CR 104.3: the ways to pay a cost are every distinct choice for its hybrid symbols', () => {
    const ways = (name: string) => card(name).cost!.ways!.map((w) => [w.generic, ...w.colored.slice(0, 5)].join(','));
    // {U/B}{U/B}{U/B}: UUU, UUB, UBB, BBB
    expect(ways('Wasp Lancer')).toEqual(['0,0,3,0,0,0', '0,0,2,1,0,0', '0,0,1,2,0,0', '0,0,0,3,0,0']);
    // {2/R} x3: RRR, 2RR, 4R, 6
    expect(ways('Flame Javelin')).toEqual(['0,0,0,0,3,0', '2,0,0,0,2,0', '4,0,0,0,1,0', '6,0,0,0,0,0']);
    expect(card('Hill Giant').cost!.ways).toBeNull();
  });

  test('CR 104.3: {2/R}{2/R}{2/R} is not paid by a Mountain and three Plains, nor by five Plains', () => {
    const oneShort = scenarioFile('shadowmoor/flame-javelin-player');
    oneShort.players.A.inPlay = ['Mountain', 'Plains', 'Plains', 'Plains'];
    fails(oneShort, /can't cast Flame Javelin/);
    const fivePlains = scenarioFile('shadowmoor/flame-javelin-player');
    fivePlains.players.A.inPlay = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'];
    fails(fivePlains, /can't cast Flame Javelin/);
  });

  test('CR 104.3: {W/U} is not paid by a Swamp; an activation cost {U/R} is not paid by a Forest', () => {
    const guardian = scenarioFile('shadowmoor/zealous-guardian');
    guardian.players.A.inPlay = ['Swamp'];
    fails(guardian, /can't cast Zealous Guardian/);
    const hopper = scenarioFile('shadowmoor/stream-hopper');
    hopper.players.A.inPlay = [hopper.players.A.inPlay[0], 'Forest'];
    fails(hopper, /can't activate Stream Hopper's ability 0: its cost can't be paid/);
  });
});
