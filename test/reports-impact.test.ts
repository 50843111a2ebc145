// Deck vs field, card impact and the winner's turn: the figures a designer acts on (issue 16).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { summary } from '../src/cli/run-summary.js';
import { readDeck } from '../src/decks/parse.js';
import { playGame } from '../src/harness/play-game.js';
import { gameSeed } from '../src/harness/seeds.js';
import { deckSides } from '../src/report/sides.js';
import { differenceInterval, deckRows } from '../src/report/stats.js';
import { RunTally, winnerTurn } from '../src/report/tally.js';
import { FOUR_GAMES, record } from './records.js';

describe("the winner's own turn", () => {
  it('counts the odd game turns for the player on the play, the even ones for the other', () => {
    expect(winnerTurn({ winner: 'A', onPlay: 'A', turns: 11 })).toBe(6);
    expect(winnerTurn({ winner: 'A', onPlay: 'A', turns: 12 })).toBe(6); // won during the opponent's sixth turn
    expect(winnerTurn({ winner: 'B', onPlay: 'A', turns: 12 })).toBe(6);
    expect(winnerTurn({ winner: 'B', onPlay: 'A', turns: 11 })).toBe(5);
    expect(winnerTurn({ winner: 'draw', onPlay: 'A', turns: 50 })).toBeUndefined();
  });
});

describe('differenceInterval (Newcombe hybrid score)', () => {
  it('matches hand-computed bounds and stays inside [-1, 1]', () => {
    // 1/1 against 0/2: Wilson (0.2065, 1) and (0, 0.6576); low = 1 - sqrt(0.7935^2 + 0.6576^2).
    const d = differenceInterval(1, 1, 0, 2);
    expect(d?.diff).toBe(1);
    expect(d?.low).toBeCloseTo(-0.030547, 5);
    expect(d?.high).toBe(1);
    const e = differenceInterval(60, 100, 40, 100);
    expect(e?.diff).toBeCloseTo(0.2, 12);
    // Wilson 60/100 (0.5020, 0.6906) and 40/100 (0.3094, 0.4980): 0.2 -/+ sqrt(0.0980^2 + 0.0980^2) and 0.0906.
    expect(e?.low).toBeCloseTo(0.0614, 4);
    expect(e?.high).toBeCloseTo(0.3281, 4);
    expect(differenceInterval(1, 1, 0, 0)).toBeUndefined();
  });
});

describe('terminal summary', () => {
  it('prints each deck against the field first, best first, then each pairing once; a mirror labels its seats', () => {
    const games = [
      record({ gameIndex: 0, deckA: 'red', deckB: 'green', winner: 'A' }),
      record({ gameIndex: 1, deckA: 'red', deckB: 'green', winner: 'A', onPlay: 'B' }),
      record({ gameIndex: 2, deckA: 'red', deckB: 'blue', winner: 'B' }),
      record({ gameIndex: 3, deckA: 'blue', deckB: 'blue', agentA: 'greedy', agentB: 'greedy', winner: 'A' }),
    ].map((r) => ({ ...r, agentA: 'greedy', agentB: 'greedy' }));
    const sides = deckSides({ decks: ['red', 'green', 'blue'].map((name) => ({ name })), vs: [] });
    const text = summary(RunTally.of(games), { out: 'out', wallMs: 0, played: 0, sides });
    const lines = text.split('\n');
    expect(lines[0]).toBe('each deck against the field:');
    // blue 1-0 (the mirror left out), red 2-1, green 0-2.
    expect(lines.slice(2, 5).map((l) => l.split(/\s+/).slice(0, 4).join(' '))).toEqual([
      'blue 1 1-0-0 1.0000',
      'red 3 2-1-0 0.6667',
      'green 2 0-2-0 0.0000',
    ]);
    const pairings = lines.filter((l) => /^(red|blue|green) /.test(l)).slice(3);
    expect(pairings).toHaveLength(3);
    expect(pairings[2]).toMatch(/^blue \[seat A\]\s+blue \[seat B\]\s+1\s+1-0-0/);
    expect(text).not.toContain('row deck against the column deck'); // a gauntlet has no full matrix
  });

  it('deckRows: best first on request, by name otherwise', () => {
    expect(deckRows(FOUR_GAMES).map((d) => d.deck)).toEqual(['green', 'red, burn']);
    const rows = deckRows([record({ deckA: 'b' }), record({ gameIndex: 1, deckA: 'a', winner: 'B' })], true);
    expect(rows.map((d) => `${d.deck}:${d.wins}/${d.games}`)).toEqual(['b:1/1', 'green:1/2', 'a:0/1']);
  });
});

describe('opening hands in a real game', () => {
  it('records each seat kept opening hand, every card of it also drawn', () => {
    const pool = loadPool();
    const deck = (name: string) => ({
      ...readDeck(fileURLToPath(new URL(`../decks/${name}.txt`, import.meta.url)), pool),
      name,
    });
    for (let i = 0; i < 4; i++) {
      const r = playGame(
        {
          gameIndex: i,
          seed: gameSeed(3, i),
          deckA: deck('red-burn'),
          deckB: deck('green-stompy'),
          agentA: 'random',
          agentB: 'random',
          onPlay: i % 2 === 0 ? 'A' : 'B',
          maxTurns: 50,
        },
        pool,
      );
      for (const [opening, drawn] of [
        [r.openingA, r.drawnA],
        [r.openingB, r.drawnB],
      ]) {
        expect(opening.length).toBeGreaterThan(0);
        expect(opening.every((c) => drawn.includes(c))).toBe(true);
        expect([...opening].sort()).toEqual(opening);
      }
    }
  });
});

describe('report charts', () => {
  it('fits the card impact axis to the intervals, and keeps 0 on it', async () => {
    const { fitDomain } = await import('../src/report/charts.js');
    expect(fitDomain([{ label: 'x', value: 0.05, low: -0.12, high: 0.21, games: 9 }])).toEqual([-0.2, 0.3]);
    expect(fitDomain([{ label: 'x', value: 0.5, low: 0.31, high: 0.64, games: 9 }])).toEqual([0, 0.7]);
    expect(fitDomain([])).toEqual([0, 0.1]);
  });
});

describe('docs/reports.md', () => {
  it('lists every report file and every column', async () => {
    const { readFileSync } = await import('node:fs');
    const csv = await import('../src/report/csv.js');
    const section = readFileSync(fileURLToPath(new URL('../docs/reports.md', import.meta.url)), 'utf8');
    const files: [string, string[]][] = [
      ['games.csv', csv.GAMES_COLUMNS],
      ['decks.csv', csv.DECKS_COLUMNS],
      ['matchups.csv', csv.MATCHUPS_COLUMNS],
      ['cards.csv', csv.CARDS_COLUMNS],
      ['loops.csv', csv.LOOPS_COLUMNS],
      ['mulligans.csv', csv.MULLIGANS_COLUMNS],
      ['matches.csv', csv.MATCHES_COLUMNS],
      ['games.csv', csv.GAMES_MATCH_COLUMNS],
      ['differences.csv', (await import('../src/report/card-differences.js')).DIFFERENCES_COLUMNS],
      ['compare.csv', (await import('../src/report/compare-report.js')).COMPARE.map((c) => c.name)],
    ];
    for (const [file, columns] of files) {
      expect(section, file).toContain(`\`${file}\``);
      for (const c of columns) expect(section, `${file} ${c}`).toMatch(new RegExp(`\\b${c}\\b`));
    }
    for (const file of ['manifest.json', 'report.html', 'compare.json', 'plans.txt'])
      expect(section).toContain(`\`${file}\``);
  });
});

describe('replays a player can read', () => {
  it('names activated abilities by their text and the first-strike damage step', async () => {
    const { replayGame } = await import('../src/harness/replay.js');
    const { RunPlan } = await import('../src/harness/plan.js');
    const pool = loadPool();
    const deck = (name: string) => ({
      ...readDeck(fileURLToPath(new URL(`../decks/${name}.txt`, import.meta.url)), pool),
      name,
    });
    // The default gauntlet's first two pairings (seed 1, greedy): game 2 activates Royal Assassin, game 1 has first
    // strike.
    const plan = new RunPlan({
      decks: ['black-removal', 'green-stompy', 'red-burn', 'white-blue-fliers'].map(deck),
      vs: [],
      agents: ['greedy', 'greedy'],
      games: 100,
      seed: 1,
      maxTurns: 50,
    });
    const log = (i: number) => {
      const lines: string[] = [];
      replayGame(plan.spec(i), pool, (l) => lines.push(l));
      return lines.join('\n');
    };
    expect(log(2)).toMatch(/activate Royal Assassin#\d+: "\{T\}: Destroy target tapped creature\."/);
    expect(log(1)).toMatch(/turn \d+ first-strike combat damage: [AB] /);
  });
});
