// Decision kinds as modules (src/engine/decisions): every kind of the Decision enum has its module in
// the table, at its own index, with every part; and on seeded games, every option decodes, is
// described and is found again by its module's answer from its plain terms, without touching the game.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import { decisionKind, describeOption, type Game, optionCount } from '../src/engine/api/game.js';
import { DECISIONS, decodeOption, OptionInfo, COLOR_NAMES, DECISION_NAMES } from '../src/engine/api/observe.js';
import { Choice, gameMemory } from '../src/engine/api/setup.js';
import { playGame } from '../src/harness/play-game.js';

const root = join(import.meta.dirname, '..');

/** The members of `export const enum Decision { ... }` in constants.ts: name and number. */
function decisionKinds(): [string, number][] {
  const text = readFileSync(join(root, 'src/engine/core/constants.ts'), 'utf8');
  const body = /export const enum Decision \{([^}]*)\}/.exec(text)![1];
  return [...body.matchAll(/^\s*(\w+) = (\d+),/gm)].map((m) => [m[1], Number(m[2])]);
}

const PARTS = ['apply', 'describe', 'decode', 'answer', 'scriptDefault', 'fastDefault'] as const;

describe('the decision table', () => {
  const kinds = decisionKinds();

  it('has a module for every Decision kind but None, at its own index, with every part', () => {
    expect(kinds.length).toBeGreaterThan(25);
    for (const [name, kind] of kinds) {
      if (kind === 0) continue;
      const m = DECISIONS[kind];
      expect(m, `Decision.${name} has no module in decisions/table.ts`).toBeDefined();
      expect(m.kind, `DECISIONS[${kind}] is not Decision.${name}'s module`).toBe(kind);
      expect(typeof m.form, `Decision.${name}: form`).toBe('number');
      for (const part of PARTS) expect(typeof m[part], `Decision.${name}: ${part}`).toBe('function');
      expect(DECISION_NAMES[kind], `Decision.${name} has no name in DECISION_NAMES`).toBeTypeOf('string');
    }
    expect(DECISIONS.length, 'one table line per kind').toBe(Math.max(...kinds.map(([, k]) => k)) + 1);
  });

  it('gives every module one shape (the engine calls through the table on every decision)', () => {
    const keys = Object.keys(DECISIONS[1]).join();
    for (const m of DECISIONS) expect(Object.keys(m).join()).toBe(keys);
  });
});

/** What a script would ask for to get option `o`, in the Choice terms the scenario runner resolves to. */
function choiceFor(g: Game, a: number, o: OptionInfo): Choice {
  const ch = Object.assign(new Choice(), o);
  ch.text = describeOption(g, a);
  if (o.card >= 0) ch.name = g.cards[o.card].name;
  if (o.color >= 0) ch.name = COLOR_NAMES[o.color];
  if (o.from >= 0) ch.words = describeOption(g, a).split(' -> ');
  return ch;
}

describe('decision modules on seeded games', () => {
  const pool = loadPool();
  const dir = join(root, 'decks');
  const decks = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readDeck(join(dir, f), pool));

  it('decode, describe and answer every option, and leave the game as it was', () => {
    const seen = new Set<number>();
    const info = new OptionInfo();
    let checked = 0;
    for (let i = 0; i < 24; i++) {
      playGame(
        {
          gameIndex: i,
          seed: 500 + i,
          deckA: decks[i % decks.length],
          deckB: decks[(i * 5 + 3) % decks.length],
          agentA: 'random',
          agentB: 'random',
          onPlay: i % 2 ? 'B' : 'A',
          maxTurns: 20,
        },
        pool,
        {
          decide: (g) => {
            const kind = decisionKind(g);
            seen.add(kind);
            const before = gameMemory(g);
            for (let a = 0; a < optionCount(g); a++) {
              decodeOption(g, a, info);
              expect(describeOption(g, a)).not.toBe('');
              const k = DECISIONS[kind].answer(g, choiceFor(g, a, info));
              expect(typeof k, `${DECISION_NAMES[kind]}: ${describeOption(g, a)}`).toBe('number');
              // The same choice, or one a script can't tell from it (two triggers of one source).
              expect(describeOption(g, k as number)).toBe(describeOption(g, a));
              checked++;
            }
            expect(Buffer.from(gameMemory(g).buffer).equals(Buffer.from(before.buffer)), 'the game changed').toBe(true);
          },
        },
      );
    }
    expect(checked).toBeGreaterThan(1000);
    expect(seen.size).toBeGreaterThan(5);
  });
});
