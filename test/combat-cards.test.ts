// Combat cards (issue 13), what each must refuse: the scenario files under test/scenarios/cards show
// what they do; these show the declarations, activations and targets they make illegal.
import { describe, test } from 'vitest';
import { fails, scenarioFile as file } from './scenario-helpers.js';

describe('combat cards refuse what their text forbids', () => {
  test('Rootwalla: only once each turn', () => {
    const s = file('rootwalla');
    s.actions.splice(3, 0, { resolve: true }, { player: 'A', activate: '@rw', ability: 0 });
    fails(s, /can't activate Rootwalla's ability 0: it can only be activated once each turn/);
  });
  test('Colossus of Sardia: only during your upkeep (not in the main phase)', () => {
    const s = file('colossus-of-sardia');
    s.actions = [{ goto: { turn: 1, step: 'main1' } }, { player: 'A', activate: '@col', ability: 0 }];
    s.stop = { turn: 1, step: 'main2' };
    fails(s, /can't activate Colossus of Sardia's ability 0: it can only be activated during your upkeep/);
  });
  test("Crafty Pathmage: not a creature with power 3; and the unblockable Bears can't be blocked", () => {
    const s = file('crafty-pathmage');
    (s.players as { A: { inPlay: unknown[] } }).A.inPlay.push({ card: 'Hill Giant', id: 'hg' });
    s.actions[0] = { player: 'A', activate: '@cp', ability: 0, targets: ['@hg'] };
    fails(s, /target 0: @hg is not a legal choice/);
    const t = file('crafty-pathmage');
    t.actions.push({ goto: { turn: 1, step: 'declareBlockers' } }, { player: 'B', block: { '@cw': '@gb' } });
    fails(t, /block: @cw can't block @gb/);
  });
  test("Stun: the stunned creature can't block", () => {
    const s = file('stun');
    s.actions.push({ goto: { turn: 1, step: 'declareBlockers' } }, { player: 'B', block: { '@cw': '@hg' } });
    fails(s, /block: @cw can't block @hg: the blocker can't block/);
  });
  test('Ballista Squad: only an attacking or blocking creature', () => {
    const s = file('ballista-squad');
    (s.players as { A: { inPlay: unknown[] } }).A.inPlay.push({ card: 'Grizzly Bears', id: 'gb' });
    s.actions[2] = { player: 'B', activate: '@bs', ability: 0, targets: ['@gb'], x: 3 };
    fails(s, /target 0: @gb is not a legal choice/);
  });
  test('Condemn: only an attacking creature (not one at home in the main phase)', () => {
    const s = file('condemn');
    s.actions = [{ player: 'B', cast: 'Condemn', targets: ['@hg'] }];
    (s.start as Record<string, unknown>).active = 'B';
    fails(s, /Condemn.*(no legal target|not a legal choice)/);
  });
  test("Avatar of Might: four more creatures, not three (a fifth Bears short: the full {6}{G}{G} can't be paid)", () => {
    const s = file('avatar-of-might');
    const b = (s.players as { B: { inPlay: unknown[] } }).B;
    b.inPlay.pop();
    fails(s, /can't cast Avatar of Might|Avatar of Might.*(cost|cannot|can't)/);
  });
  test('Karplusan Strider: not the target of a black spell (Terror) nor a blue one (Unsummon)', () => {
    for (const spell of ['Terror', 'Unsummon']) {
      const s = file('karplusan-strider');
      s.actions = [{ player: 'A', cast: spell, targets: ['@ks'] }];
      fails(s, new RegExp(`can't cast ${spell}.*no legal target|target 0: @ks is not a legal choice`));
    }
  });
  test("Duct Crawler: the targeted creature can't block it", () => {
    const s = file('duct-crawler');
    s.actions[5] = { player: 'B', block: { '@gb': '@dc' } };
    fails(s, /block: @gb can't block @dc/);
  });
});
