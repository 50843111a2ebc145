// The greedy pilot's timing and plans, measured over seeded games of the sample decks (not hand-picked
// positions): pump spells after blockers or in response, Dark Ritual cast for the spell it enables,
// one-for-one cards not left in hand. The old style (timing=0,plans=0,act=0) fails the pump check; one-shots
// valued in hand like any card (handOneShot 0) fail the one-for-one check.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readDeck } from '../src/decks/parse.js';
import { Decision, decisionKind, decisionPlayer, type Game, optionCount, turnNumber } from '../src/engine/api/game.js';
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
import { castsOneForOne } from '../agents/one-for-one.js';
import { HAND_WEIGHTS } from '../agents/eval.js';
import { pool } from './agents-helpers.js';

const sample = (name: string): Deck => readDeck(fileURLToPath(new URL(`../decks/${name}.txt`, import.meta.url)), pool);
const opt = new OptionInfo();

/**
 * A's deck against each opponent, each on the play once; `look` sees A's every priority action, and `ended` is called
 * after each game.
 */
function games(
  agent: string,
  deck: string,
  opponents: string[],
  look: (g: Game, action: number) => void,
  ended: () => void = () => {},
): number {
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
      ended();
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
    () => {
      r.enabled += enabled ? 1 : 0;
      r.cast += enabled && cast ? 1 : 0;
      enabled = cast = false;
    },
  );
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

/** Of `deck`'s games where a one-for-one was castable, those where one stayed castable in hand on 5 turns. */
function heldOneForOnes(agent: string, deck: string, opponents: string[]): { could: number; held: number } {
  const r = { could: 0, held: 0 };
  let castable = new Map<number, Set<number>>();
  let could = false;
  let held = false;
  const close = () => {
    r.could += could ? 1 : 0;
    r.held += held ? 1 : 0;
    castable = new Map();
    could = held = false;
  };
  games(
    agent,
    deck,
    opponents,
    (g) => {
      for (let a = 1; a < optionCount(g); a++) {
        const o = decodeOption(g, a, opt);
        if (!castsOneForOne(g, o, 0)) continue;
        let turns = castable.get(o.object);
        if (turns === undefined) castable.set(o.object, (turns = new Set()));
        turns.add(turnNumber(g));
        could = true;
        if (turns.size >= 5) held = true;
      }
    },
    close,
  );
  return r;
}

describe('greedy does not hold its one-for-one cards', () => {
  // The decks whose greedy pilot held one over 20% of games before instants and sorceries in hand were valued
  // by what they do (eval.ts handOneShot): Thoughtseize, Mind Rot, Telling Time, Flame Jab...; and black-control, the
  // last one over with those (discard spells held mostly while the opponent's hand was empty, which no longer count).
  const decks = ['elves-garruk', 'faeries', 'retrace-burn', 'persist-wither', 'black-triggers', 'black-control'];
  const opponents = [
    'green-stompy',
    'white-weenie',
    'blue-fliers',
    'black-control',
    'red-burn',
    'lords',
    'white-blue-fliers',
    'red-green-beats',
    'kithkin-ajani',
    'goblins-chandra',
  ];
  test.each(decks)('%s: a castable one-for-one stays in hand 5 turns in <= 20% of games', (deck) => {
    const r = heldOneForOnes('greedy', deck, opponents);
    expect(r.could).toBeGreaterThanOrEqual(3);
    expect(r.held / r.could).toBeLessThanOrEqual(0.2);
  });

  test('valued in hand like any other card, they are held (faeries, elves-garruk)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'held-')), 'weights.json');
    writeFileSync(file, JSON.stringify({ weights: { ...HAND_WEIGHTS, handOneShot: 0 } }));
    for (const deck of ['faeries', 'elves-garruk']) {
      const r = heldOneForOnes(`greedy:eval=${file}`, deck, opponents);
      expect(r.held / r.could).toBeGreaterThan(0.4);
    }
  });
});
