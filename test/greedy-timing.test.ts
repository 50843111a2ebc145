// The greedy pilot's timing and plans, measured over seeded games of the sample decks (not hand-picked
// positions): pump spells after blockers or in response, Dark Ritual cast for the spell it enables,
// one-for-one cards not left in hand. The old style (timing=0,plans=0,act=0) fails the pump check.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readDeck } from '../src/decks/parse.js';
import { Decision, decisionKind, decisionPlayer, type Game, turnNumber } from '../src/engine/api/game.js';
import {
  cardOf,
  combatStage,
  controllerOf,
  currentStep,
  decodeOption,
  isTapped,
  itemController,
  OptionInfo,
  Opt,
  stackItem,
  stackSize,
  Step,
  Zone,
  zoneObject,
  zoneSize,
} from '../src/engine/api/observe.js';
import { playGame } from '../src/harness/play-game.js';
import type { Deck } from '../src/harness/types.js';
import { pool } from './agents-helpers.js';

const sample = (name: string): Deck => readDeck(fileURLToPath(new URL(`../decks/${name}.txt`, import.meta.url)), pool);
const opt = new OptionInfo();

/** A's deck against each opponent, each on the play once; `look` sees A's every priority action. */
function games(agent: string, deck: string, opponents: string[], look: (g: Game, action: number) => void): number {
  let seed = 100;
  let played = 0;
  for (const o of opponents)
    for (const onPlay of ['A', 'B'] as const) {
      const spec = {
        gameIndex: played,
        seed: seed++,
        deckA: sample(deck),
        deckB: sample(o),
        agentA: agent,
        agentB: agent,
      };
      playGame({ ...spec, onPlay, maxTurns: 40 }, pool, {
        decide(g, action) {
          if (decisionPlayer(g) === 0 && decisionKind(g) === Decision.Priority) look(g, action);
        },
      });
      played++;
    }
  return played;
}

const hand = (g: Game) =>
  Array.from({ length: zoneSize(g, Zone.Hand, 0) }, (_, i) => cardOf(g, zoneObject(g, Zone.Hand, 0, i)));
function untappedLands(g: Game): number {
  let n = 0;
  for (let i = 0; i < zoneSize(g, Zone.InPlay, 0); i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    if ((cardOf(g, id).types & 16) !== 0 && controllerOf(g, id) === 0 && !isTapped(g, id)) n++;
  }
  return n;
}

/** Of greedy's Giant Growth and Might of Oaks casts: how many, and how many after blocks or in response. */
function pumpTiming(agent: string): { casts: number; timely: number } {
  const r = { casts: 0, timely: 0 };
  games(agent, 'green-stompy', ['white-weenie', 'black-removal', 'red-green-beats'], (g, action) => {
    const o = decodeOption(g, action, opt);
    if (o.action !== Opt.Cast || !['Giant Growth', 'Might of Oaks'].includes(cardOf(g, o.object).name)) return;
    r.casts++;
    const n = stackSize(g);
    const afterBlocks = currentStep(g) === Step.DeclareBlockers && combatStage(g) >= 2;
    if (afterBlocks || (n > 0 && itemController(g, stackItem(g, n - 1)) !== 0)) r.timely++;
  });
  return r;
}

/** Games of black-removal with Dark Ritual in hand beside a spell it enables; of those, the games it was cast. */
function ritualUse(agent: string): { enabled: number; cast: number } {
  const r = { enabled: 0, cast: 0 };
  let enabled = false;
  let cast = false;
  let last = -1;
  const played = games(
    agent,
    'black-removal',
    [
      'green-stompy',
      'white-weenie',
      'red-burn',
      'blue-fliers',
      'black-control',
      'white-blue-fliers',
      'lords',
      'red-green-tokens',
    ],
    (g, action) => {
      if (turnNumber(g) < last) {
        // a new game
        r.enabled += enabled ? 1 : 0;
        r.cast += enabled && cast ? 1 : 0;
        enabled = cast = false;
      }
      last = turnNumber(g);
      const h = hand(g);
      const lands = untappedLands(g);
      if (
        h.some((c) => c.name === 'Dark Ritual') &&
        h.some(
          (c) =>
            c.name !== 'Dark Ritual' &&
            c.cost !== null &&
            (c.types & 16) === 0 &&
            c.cost.cmc > lands &&
            c.cost.cmc <= lands + 2,
        )
      )
        enabled = true;
      const o = decodeOption(g, action, opt);
      if (o.action === Opt.Cast && cardOf(g, o.object).name === 'Dark Ritual') cast = true;
    },
  );
  r.enabled += enabled ? 1 : 0;
  r.cast += enabled && cast ? 1 : 0;
  expect(played).toBeGreaterThan(0);
  return r;
}

describe('greedy plays the turn, not the first chance', () => {
  test('pump spells are cast after blockers are declared or in response, >= 80%', () => {
    const r = pumpTiming('greedy');
    expect(r.casts).toBeGreaterThanOrEqual(5);
    expect(r.timely / r.casts).toBeGreaterThanOrEqual(0.8);
    const old = pumpTiming('greedy:timing=0,plans=0,act=0');
    expect(old.timely / old.casts).toBeLessThan(0.5);
  });

  test('Dark Ritual is cast in >= 80% of the games where a spell it enables is in hand', () => {
    const r = ritualUse('greedy');
    expect(r.enabled).toBeGreaterThanOrEqual(3);
    expect(r.cast / r.enabled).toBeGreaterThanOrEqual(0.8);
  });
});
