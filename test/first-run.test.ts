// A designer's first hour (issue 32): `playtest run` alone is a quick look whose short summary ends with
// the way to the full gauntlet and where report.html is; a gauntlet (--vs) ranks only the decks under
// test. Games are stand-ins (play-game.js mocked) whose results the tests choose, so they cost little.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { summary, SHOWN_PAIRINGS } from '../src/cli/run-summary.js';
import { defaultGauntlet } from '../src/cli/paths.js';
import { fullRunLine, QUICK_GAMES } from '../src/cli/quick-run.js';
import { playGame } from '../src/harness/play-game.js';
import type { GameRecord, GameSpec } from '../src/harness/types.js';
import type { Manifest } from '../src/report/manifest.js';
import { deckSides } from '../src/report/sides.js';
import { RunTally } from '../src/report/tally.js';
import { cli } from './cli-run.js';
import { record } from './records.js';

vi.mock('../src/harness/play-game.js', () => ({ playGame: vi.fn() }));

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'playtest-first-'));
}

/** A stand-in game: `winner` decides who wins; each seat draws the cards `drawn` gives it. */
function game(spec: GameSpec, winner: 'A' | 'B', drawnA: string[] = [], drawnB: string[] = []): GameRecord {
  return record({
    gameIndex: spec.gameIndex,
    seed: spec.seed,
    deckA: spec.deckA.name,
    deckB: spec.deckB.name,
    agentA: spec.agentA,
    agentB: spec.agentB,
    onPlay: spec.onPlay,
    winner,
    turns: 8,
    drawnA,
    drawnB,
  });
}

beforeEach(() => {
  vi.mocked(playGame)
    .mockReset()
    .mockImplementation((spec) => game(spec, spec.seed % 2 === 0 ? 'A' : 'B'));
});

const deck = (name: string) => join('decks', `${name}.txt`);

describe('a gauntlet ranks only the decks under test; the --vs field is context', () => {
  // black-removal (the field) wins every game it plays, and green-stompy wins exactly the games in which it
  // draws Giant Growth: ranked with the rest, they would be the strongest deck, the most lopsided matchup
  // and the largest card impact.
  beforeEach(() => {
    vi.mocked(playGame).mockImplementation((spec) => {
      const i = spec.gameIndex;
      const mine = spec.deckA.name === 'red-burn' ? [i % 4 < 2 ? 'Shock' : 'Incinerate'] : ['Wild Griffin'];
      if (spec.deckB.name === 'black-removal') return game(spec, 'B', mine, ['Terror']);
      const fieldWins = spec.deckA.name === 'red-burn' ? i % 2 === 1 : i % 8 === 1; // 4 of 8, 1 of 8

      return game(spec, fieldWins ? 'B' : 'A', mine, fieldWins ? ['Giant Growth'] : ['Forest']);
    });
  });

  it('in the summary and report.html', async () => {
    const out = tmp();
    const r = await cli(
      'run',
      deck('red-burn'),
      deck('white-weenie'),
      '--vs',
      deck('green-stompy'),
      deck('black-removal'),
      '--games',
      '8',
      '--workers',
      '0',
      '--out',
      out,
    );
    expect(r.code, r.err).toBe(0);
    // decks.csv ranks every deck: the field's black-removal is ahead of all.
    const decksCsv = readFileSync(join(out, 'decks.csv'), 'utf8');
    expect(decksCsv).toMatch(/^black-removal,greedy,16,16,0,0,1\.0000,/m);

    const field = r.out.slice(0, r.out.indexOf('\n\n')).split('\n');
    expect(field[0]).toBe('each deck against the --vs field:');
    expect(field.slice(2).map((l) => l.split(/\s+/)[0])).toEqual(['white-weenie', 'red-burn']);
    // Each pairing from the tested deck's side, the field decks as opponents; no metagame for a gauntlet.
    const pairings = [...r.out.matchAll(/^(red-burn|white-weenie) +(green-stompy|black-removal) +8 /gm)];
    expect(pairings).toHaveLength(4);
    expect(r.out).not.toContain('metagame');

    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toMatch(/Strongest deck: <b>white-weenie<\/b>/);
    expect(html).toContain('Most lopsided matchup: <b>red-burn</b> wins only 0.0% of games against black-removal');
    const impacts = /Largest card impacts[^<]*(.*?)<\/li>/.exec(html)?.[1] ?? '';
    expect(impacts).toContain(' in red-burn ');
    expect(impacts).not.toMatch(/Giant Growth|Terror|in green-stompy|in black-removal/);
    expect(html).not.toContain('<h2>Metagame</h2>');
    // The field is still there, as context: its own table and in the matchups.
    expect(html).toContain('The field (the --vs decks), each against the decks under test, as context:');
    expect(html).toMatch(/<tr><th>field \(--vs\)<\/th><td>green-stompy, black-removal<\/td><\/tr>/);
  });
});

describe('the first run: playtest run alone', () => {
  it('is a quick look at the sample gauntlet whose short summary ends with the full run and report.html', async () => {
    const out = tmp();
    const r = await cli('run', '--workers', '0', '--out', out);
    expect(r.code, r.err).toBe(0);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
    const decks = defaultGauntlet().length;
    const pairings = (decks * (decks - 1)) / 2;
    expect(manifest).toMatchObject({ games: QUICK_GAMES, runGames: pairings * QUICK_GAMES });
    expect(pairings).toBeGreaterThan(SHOWN_PAIRINGS);

    const lines = r.out.trimEnd().split('\n');
    expect(lines.length).toBeLessThan(decks + 10); // the field table and a few lines
    expect(r.out).not.toContain('each pairing, win rate');
    expect(r.out).not.toContain('row deck against the column deck');
    expect(r.out).toContain(`each pairing (${pairings}) is in matchups.csv and report.html`);
    expect(lines.at(-2)).toBe(
      `a quick look: ${QUICK_GAMES} games per pairing. The full gauntlet, 100 per pairing (${(pairings * 100).toLocaleString('en-US')} games, ` +
        `${lines.at(-2)?.match(/about \S+ at this run's speed/)?.[0]}): npx playtest run --workers 0 --out ${out} --games 100 --force`,
    );
    expect(lines.at(-1)).toBe(`report: ${join(out, 'report.html')} (open it in a browser); the CSVs are in ${out}`);
    expect(existsSync(join(out, 'report.html'))).toBe(true);
  });

  it('with decks, --vs or --games it plays as many games as asked (100 a pairing by default)', async () => {
    const out = tmp();
    const r = await cli('run', deck('red-burn'), deck('green-stompy'), '--workers', '0', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'))).toMatchObject({ games: 100, runGames: 100 });
    expect(r.out).not.toContain('a quick look');
    expect(r.out.trimEnd().split('\n').at(-1)).toBe(
      `report: ${join(out, 'report.html')} (open it in a browser); the CSVs are in ${out}`,
    );
  });
});

describe('the way to the full gauntlet', () => {
  const sample = defaultGauntlet();
  const manifest = (over: Partial<Manifest>): Manifest =>
    ({
      inputs: {
        decks: sample.map((file) => ({ name: file, file })),
        vs: [],
        cardFiles: [],
        agentModules: [],
        pool: { sha256: '', cards: 0 },
      },
      argv: ['run'],
      games: 16,
      runGames: 2176,
      shard: null,
      ...over,
    }) as Manifest;

  it('keeps the options given, replacing --games, and quotes what a shell would split', () => {
    expect(fullRunLine(manifest({}), 0, 0)).toBe(
      'a quick look: 16 games per pairing. The full gauntlet, 100 per pairing (13,600 games): npx playtest run --games 100',
    );
    expect(fullRunLine(manifest({ argv: ['run', '--games=10', '--agent', 'mcts:iterations=50'] }), 10_000, 2176)).toBe(
      'a quick look: 16 games per pairing. The full gauntlet, 100 per pairing (13,600 games, about 1m03s at ' +
        "this run's speed): npx playtest run --agent mcts:iterations=50 --games 100",
    );
    const line = fullRunLine(manifest({ argv: ['run', '--out', 'my runs', '--games', '16'] }), 0, 0);
    expect(line).toMatch(/: npx playtest run --out 'my runs' --games 100 --force$/);
  });

  it('is said only after fewer games of the sample gauntlet, in one process', () => {
    expect(fullRunLine(manifest({ games: 100 }), 0, 0)).toBeUndefined();
    expect(fullRunLine(manifest({ shard: '1/4' }), 0, 0)).toBeUndefined();
    const some = manifest({});
    some.inputs.decks = some.inputs.decks.slice(1);
    expect(fullRunLine(some, 0, 0)).toBeUndefined();
    const gauntlet = manifest({});
    gauntlet.inputs.vs = gauntlet.inputs.decks.slice(0, 1);
    expect(fullRunLine(gauntlet, 0, 0)).toBeUndefined();
  });
});

describe('the summary of a big run is short', () => {
  // A round robin of n decks, one game a pairing: the first deck of each pairing wins.
  const roundRobin = (n: number) => {
    const names = Array.from({ length: n }, (_, i) => `d${i}`);
    const games: GameRecord[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        games.push(record({ gameIndex: games.length, deckA: names[i], deckB: names[j], agentB: 'random' }));
    const sides = deckSides({ decks: names.map((name) => ({ name })), vs: [] });
    return summary(RunTally.of(games), { out: 'out', wallMs: 0, played: 0, sides });
  };

  it('up to SHOWN_PAIRINGS pairings: every pairing, the matrix and the metagame, as before', () => {
    const text = roundRobin(6); // 15 pairings
    expect(text).toContain('each pairing, win rate of the first deck:');
    expect(text).toContain('win rate of the row deck against the column deck:');
    expect(text).toContain('metagame: the mix of decks no deck can exploit');
  });

  it('beyond: the field, the metagame in one line and where the pairings are', () => {
    const text = roundRobin(7); // 21 pairings
    const lines = text.trimEnd().split('\n');
    expect(lines.slice(0, 9).map((l) => l.split(' ')[0])).toEqual([
      'each',
      'deck',
      ...['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'],
    ]);
    expect(lines.slice(9)).toEqual([
      '',
      'metagame (the mix no deck can exploit; report.html explains it): d0 100.0%; every other deck 0%',
      'each pairing (21) is in matchups.csv and report.html, which also has the matchup matrix',
      '',
      '21 games, 0 errored',
      'report: out/report.html (open it in a browser); the CSVs are in out',
    ]);
  });
});
