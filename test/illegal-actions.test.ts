// 422 (illegal actions): an action found illegal after it began is reversed, payments canceled, nothing
// triggers, and the player keeps priority. The pool's costs are all checked before a spell is offered, so
// the test makes the cost unpayable midway (its only land tapped while the target is being chosen).
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { apply, Decision, decisionKind, decisionPlayer, optionCount } from '../src/engine/api/game.js';
import {
  isTapped,
  life,
  optionValue,
  priorityKind,
  priorityObject,
  stackSize,
  zoneOf,
  Opt,
  Zone,
} from '../src/engine/api/observe.js';
import { setTapped, wasCast } from '../src/engine/api/setup.js';
import { buildScenario } from '../src/scenario/setup.js';
import { validateScenario } from '../src/scenario/spec.js';

const pool = loadPool();

function setup() {
  const sc = validateScenario(
    {
      name: '422.1',
      players: {
        A: {
          hand: [{ card: 'Shock', id: 'shock' }],
          inPlay: [
            { card: 'Mountain', id: 'mtn' },
            { card: 'Soul Warden', id: 'sw' },
          ],
          library: ['Mountain'],
        },
        B: { inPlay: [{ card: 'Grizzly Bears', id: 'bears' }], library: ['Forest'] },
      },
    },
    '422',
  );
  return buildScenario(sc, pool, '422');
}

function pickOption(g: Parameters<typeof apply>[0], pred: (v: number) => boolean): void {
  for (let a = 0; a < optionCount(g); a++)
    if (pred(optionValue(g, a))) {
      apply(g, a);
      return;
    }
  const opts: number[] = [];
  for (let a = 0; a < optionCount(g); a++) opts.push(optionValue(g, a));
  throw new Error(`no such option at ${decisionKind(g)}: ${opts.join(',')}`);
}

describe('422 illegal actions', () => {
  test('422.1-422.2: a spell whose cost can no longer be paid is reversed: back in hand, nothing paid or triggered, priority kept', () => {
    const { g, labels } = setup();
    const shock = labels.get('shock')!;
    const mtn = labels.get('mtn')!;
    expect(decisionKind(g)).toBe(Decision.Priority);
    pickOption(g, (v) => priorityKind(v) === Opt.Cast && priorityObject(v) === shock);
    expect(decisionKind(g)).toBe(Decision.Target);
    expect(zoneOf(g, shock)).toBe(Zone.Stack);
    setTapped(g, mtn, true); // the mana is gone before the cost is paid
    pickOption(g, (v) => v === labels.get('bears'));
    expect(zoneOf(g, shock)).toBe(Zone.Hand);
    expect(stackSize(g)).toBe(0);
    expect(wasCast(g, shock)).toBe(false);
    expect(decisionKind(g)).toBe(Decision.Priority);
    expect(decisionPlayer(g)).toBe(0);
    expect(life(g, 0)).toBe(20);
    expect(zoneOf(g, labels.get('bears')!)).toBe(Zone.InPlay);
    // 422.2: A holds priority again and may take any legal action; without mana, Shock is not one.
    expect(optionCount(g)).toBe(1);
    expect(priorityKind(optionValue(g, 0))).toBe(Opt.Pass);
    expect(isTapped(g, mtn)).toBe(true);
  });
});
