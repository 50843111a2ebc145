// Creatures that block several attackers (combat-blocks.ts): Palace Guard's "can block any number of
// creatures" and High Ground's "can block an additional creature". The card scenarios pass as written;
// here they are changed to break, and each change must fail for the right reason.
import { describe, expect, test } from 'vitest';
import { runScenario } from '../src/scenario/run.js';
import { fails, pool, scenarioFile } from './scenario-helpers.js';

const blockAction = (s: ReturnType<typeof scenarioFile>) =>
  s.actions.find((a) => a.block !== undefined) as { block: Record<string, unknown> };

describe('blocking several attackers', () => {
  test('High Ground: one additional creature, not two (the third block is refused)', () => {
    const s = scenarioFile('high-ground-blocks-two');
    blockAction(s).block = { '@bears': ['@e1', '@e2', '@e3'] };
    fails(s, /block: @bears can't block @e3: the blocker already blocks as many creatures as it can/);
  });

  test('without High Ground a creature blocks one attacker', () => {
    const s = scenarioFile('high-ground-blocks-two');
    s.players.A.inPlay = s.players.A.inPlay.filter((c) => c !== 'High Ground');
    fails(s, /block: @bears can't block @e2: the blocker is already blocking/);
  });

  test('two High Grounds: two additional creatures', () => {
    const s = scenarioFile('high-ground-blocks-two');
    s.players.A.inPlay.push('High Ground');
    blockAction(s).block = { '@bears': ['@e1', '@e2', '@e3'] };
    // Now nothing is unblocked: A takes no damage, and the scenario's expected 19 life fails.
    fails(s, /life\.A: expected 19, got 20/);
  });

  test('a blocker of several divides its damage as its controller chooses (here all to @e1, so @e2 lives)', () => {
    const s = scenarioFile('palace-guard-blocks-three');
    s.actions[s.actions.length - 1] = { player: 'A', assign: { '@guard': { '@e1': 1 } } };
    fails(s, /@e2\.zone: expected "graveyard", got "inPlay"/);
  });

  test('the same attacker twice is refused', () => {
    const s = scenarioFile('palace-guard-blocks-three');
    blockAction(s).block = { '@guard': ['@e1', '@e1'] };
    fails(s, /block: @guard can't block @e1: the blocker already blocks it/);
  });

  test('500.5 with Lure: blocking one of two lured attackers obeys fewer requirements than could be obeyed', () => {
    const s = scenarioFile('palace-guard-lure-blocks-both');
    blockAction(s).block = { '@guard': '@e1' };
    fails(s, /declaring no more blockers is not legal here/);
  });

  test('each flanking triggers once per blocker of several (the Guard would survive one trigger)', () => {
    const s = scenarioFile('palace-guard-flanking-twice');
    blockAction(s).block = { '@guard': '@h1' };
    fails(s, /@guard\.zone: expected "graveyard", got "inPlay"/);
  });
});

test('a block of a list is checked when the scenario loads', () => {
  const s = scenarioFile('palace-guard-blocks-three');
  blockAction(s).block = { '@guard': [] };
  fails(s, /actions\[3\]\.block\.@guard: expected an attacker reference, or a non-empty list of them/);
});

test('Palace Guard blocks ten attackers (the table of extra blocks grows past its first 8 rows)', () => {
  const s = scenarioFile('palace-guard-blocks-three');
  const ids = Array.from({ length: 10 }, (_, i) => `e${i + 1}`);
  s.players.B.inPlay = ids.map((id) => ({ card: 'Llanowar Elves', id }));
  s.actions[1] = { player: 'B', attack: ids.map((id) => `@${id}`) };
  blockAction(s).block = { '@guard': ids.map((id) => `@${id}`) };
  s.actions[s.actions.length - 1] = { player: 'A', assign: { '@guard': { '@e10': 1 } } };
  s.expect = {
    life: { A: 20 },
    objects: [
      { ref: '@guard', zone: 'graveyard' },
      { ref: '@e10', zone: 'graveyard' },
      { ref: '@e9', zone: 'inPlay' },
    ],
  };
  const r = runScenario(s, pool, 'inline.json');
  expect(r.failures).toEqual([]);
});
