// The three report pages (a run's, compare's, pilots') built in-process from made-up results: a round
// robin of the sample decks (their real names, so the labels are as long as a designer's), a compare
// with three opponents and a pilots page. Cheap (no game is played), for the structure tests and the
// browser test.
import { readdirSync } from 'node:fs';
import type { GameRecord } from '../src/harness/types.js';
import { FIELD, type CompareResult, type CompareRow, compareHtml } from '../src/report/compare-report.js';
import { buildHtml } from '../src/report/html.js';
import type { Manifest } from '../src/report/manifest.js';
import { type PilotRow, pilotsHtml } from '../src/report/pilots-report.js';
import { changeOf } from '../src/report/run-pairs.js';
import { wilson } from '../src/report/stats.js';
import { record } from './records.js';

export const SAMPLE_DECKS = readdirSync('decks')
  .filter((f) => f.endsWith('.txt'))
  .map((f) => f.replace(/\.txt$/, ''))
  .sort();

const SPELLS = ['Yavimaya Enchantress', 'Shock', 'Serra Angel', 'Loxodon Warhammer', 'Royal Assassin'];
const LANDS = ['Mountain', 'Forest'];

/** Four games of each pairing, results and cards drawn from a fixed pattern of the indices. */
export function roundRobin(decks = SAMPLE_DECKS): GameRecord[] {
  const out: GameRecord[] = [];
  for (let i = 0; i < decks.length; i++) {
    for (let j = i + 1; j < decks.length; j++) {
      for (let g = 0; g < 4; g++) {
        const k = out.length;
        const spells = SPELLS.filter((_, s) => (k + s + g) % 3 !== 0);
        out.push(
          record({
            gameIndex: k,
            seed: k,
            deckA: decks[i],
            deckB: decks[j],
            agentA: 'greedy',
            agentB: 'greedy',
            onPlay: g % 2 === 0 ? 'A' : 'B',
            winner: (i * 7 + j * 3 + g) % 5 < 3 ? 'A' : 'B',
            turns: 8 + ((k * 5) % 13),
            mulligansA: k % 7 === 0 ? 1 : 0,
            drawnA: [...spells, ...LANDS].sort(),
            openingA: spells.slice(0, 1),
            castA: spells.slice(0, 2).sort(),
            castTurnA: [3, 5],
            drawnB: [...SPELLS.filter((s) => !spells.includes(s)), ...LANDS].sort(),
          }),
        );
      }
    }
  }
  return out;
}

export function manifestOf(decks = SAMPLE_DECKS): Manifest {
  const timings = { startedAt: '', finishedAt: '', wallMs: 0, gamesPerSec: 0 };
  return {
    tool: 'mtg-playtest',
    version: '0.0.0',
    node: 'v20',
    versions: {},
    status: 'complete',
    argv: [],
    inputs: {
      decks: decks.map((name) => ({ name, file: `decks/${name}.txt`, sha256: '', list: [], lands: LANDS })),
      vs: [],
      cardFiles: [],
      pool: { sha256: '', cards: 0 },
      agentModules: [],
    },
    seed: 1,
    games: 4,
    maxTurns: 50,
    agents: { A: 'greedy', B: 'greedy' },
    workers: 1,
    shard: null,
    runGames: 0,
    totalGames: 0,
    erroredGames: [],
    timings,
  };
}

export function gauntletPage(decks = SAMPLE_DECKS): Promise<string> {
  return buildHtml(roundRobin(decks), manifestOf(decks));
}

export function comparePage(): Promise<string> {
  // Each discordant game on a seed of its own (+1 or -1), the other seeds even.
  const row = (opponent: string, both: number, onlyA: number, onlyB: number, neither: number): CompareRow => ({
    opponent,
    pairs: { both, onlyA, onlyB, neither },
    seeds: [0, onlyB, (both + onlyA + onlyB + neither) / 2 - onlyA - onlyB, onlyA, 0],
    anytime: undefined,
  });
  const rows = [
    row('green-stompy', 10, 4, 1, 9),
    row('white-weenie', 5, 3, 0, 16),
    row('reanimator-worldgorger', 12, 0, 2, 10),
    row(FIELD, 27, 7, 3, 35),
  ];
  const r: CompareResult = {
    deckA: 'red-burn',
    deckB: 'red-burn without Shock',
    agents: ['greedy', 'greedy'],
    rows,
    anytime: { low: -0.1, high: 0.2 },
    margin: 0,
    sequential: false,
    decided: false,
    looks: 1,
    change: {
      rows: [{ part: 'restricted', card: 'Shock', countA: 0, countB: 4 }],
      sameGames: false,
    },
    gamesPerVersion: 72,
    maxGamesPerVersion: 72,
    seed: 1,
  };
  return compareHtml(r, ['compare', 'decks/red-burn.txt', '--without', 'Shock']);
}

/** Each deck under random, greedy and mcts: wins made up, intervals and changes computed as pilots.ts does. */
export function pilotRows(decks = SAMPLE_DECKS, specs = ['random', 'greedy', 'mcts:iterations=200']): PilotRow[] {
  return decks.flatMap((deck, d) => {
    const wins = specs.map((_, p) => (d * 5 + p * 11) % 31);
    return specs.map((pilot, p) => ({
      deck,
      pilot,
      games: 32,
      wins: wins[p],
      ci: wilson(wins[p], 32),
      change: p === 0 ? undefined : changeOf({ wins: wins[0], games: 32 }, { wins: wins[p], games: 32 }, undefined),
    }));
  });
}

export function pilotsPage(): Promise<string> {
  const specs = ['random', 'greedy', 'mcts:iterations=200'];
  return pilotsHtml({
    specs,
    folders: ['random', 'greedy', 'mcts_iterations_200'],
    lines: pilotRows(SAMPLE_DECKS, specs),
  });
}
