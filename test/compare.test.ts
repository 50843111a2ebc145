// playtest compare: known answers (a deck against itself, a deck against a copy without its best card),
// restricted play (--without) honoured by every agent, determinism of compare.csv, and usage errors.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAgents } from '../src/harness/agents.js';
import { loadPool } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import { playGame } from '../src/harness/play-game.js';
import { RunPlan } from '../src/harness/plan.js';
import type { Deck, GameSpec } from '../src/harness/types.js';
import { cli } from './cli-run.js';

const out = () => mkdtempSync(join(tmpdir(), 'playtest-compare-'));
const fixture = (name: string) => `test/fixtures/decks/${name}`;

/** compare.csv as rows of {column: value}. */
function rows(dir: string): Record<string, string>[] {
  const [head, ...body] = readFileSync(join(dir, 'compare.csv'), 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => l.split(','));
  return body.map((cells) => Object.fromEntries(head.map((h, i) => [h, cells[i]])));
}

describe('playtest compare', () => {
  it('a deck against itself: every pair is equal, the interval holds 0 and --until-decided stops early on "no difference"', async () => {
    const dir = out();
    const r = await cli(
      'compare',
      'decks/green-stompy.txt',
      'decks/green-stompy.txt',
      '--vs',
      'decks/white-weenie.txt',
      '--agent',
      'random',
      '--games',
      '400',
      '--until-decided',
      '--margin',
      '0.2',
      '--workers',
      '0',
      '--out',
      dir,
    );
    expect(r.err).not.toMatch(/error|warning/);
    expect(r.code).toBe(0);
    const field = rows(dir).find((x) => x.opponent === '(field)')!;
    expect(field.deck_a).toBe('green-stompy [A]');
    expect(field.deck_b).toBe('green-stompy [B]');
    expect(field.verdict).toBe('no difference');
    expect(field.only_a).toBe('0');
    expect(field.only_b).toBe('0');
    expect(Number(field.diff)).toBe(0);
    expect(Number(field.diff_low)).toBeLessThanOrEqual(0);
    expect(Number(field.diff_high)).toBeGreaterThanOrEqual(0);
    expect(Number(field.anytime_low)).toBeGreaterThan(-0.2);
    expect(Number(field.anytime_high)).toBeLessThan(0.2);
    const games = Number(field.games);
    expect(games).toBeLessThan(400); // stopped early
    expect(games % 20).toBe(0); // at a --check-every boundary
    expect(r.out).toContain(`stopped after ${games} of at most 400 games per version (decided)`);
  });

  it('a deck against a copy with its best card replaced by a basic land: a clear drop, decided early', async () => {
    const dir = out();
    const r = await cli(
      'compare',
      fixture('bears.txt'),
      fixture('bears-to-forest.txt'),
      '--vs',
      'decks/white-weenie.txt',
      'decks/red-burn.txt',
      '--agent',
      'random',
      '--games',
      '400',
      '--until-decided',
      '--workers',
      '0',
      '--out',
      dir,
    );
    expect(r.code).toBe(0);
    const field = rows(dir).find((x) => x.opponent === '(field)')!;
    expect(field.verdict).toBe('A better');
    expect(Number(field.diff_low)).toBeGreaterThan(0.1);
    expect(Number(field.games)).toBeLessThan(800);
    for (const row of rows(dir)) expect(Number(row.win_rate_a)).toBeGreaterThan(Number(row.win_rate_b));
  });

  it('compare.csv is byte-identical whatever the worker count, with --until-decided and --without too', async () => {
    const args = [
      'compare',
      fixture('bears.txt'),
      '--without',
      'Grizzly Bears',
      '--vs',
      'decks/white-weenie.txt',
      '--agent',
      'random',
      '--games',
      '60',
      '--until-decided',
      '--check-every',
      '10',
    ];
    const [a, b] = [out(), out()];
    expect((await cli(...args, '--workers', '0', '--out', a)).code).toBe(0);
    expect((await cli(...args, '--workers', '2', '--out', b)).code).toBe(0);
    expect(readFileSync(join(b, 'compare.csv'), 'utf8')).toBe(readFileSync(join(a, 'compare.csv'), 'utf8'));
    expect(readFileSync(join(a, 'report.html'), 'utf8')).toContain('<svg');
    const manifest = JSON.parse(readFileSync(join(a, 'compare.json'), 'utf8'));
    expect(manifest.deckA.name).toBe('bears');
    expect(manifest.deckB.without).toEqual(['Grizzly Bears']);
    expect(rows(b).find((x) => x.opponent === '(field)')!.wins_b).toBe('0'); // the workers honoured --without
    expect(manifest.gamesPerVersion).toBe(Number(rows(a).find((x) => x.opponent === '(field)')!.games));
  });

  it("--without: the card's impact, the restricted version named after it", async () => {
    const dir = out();
    const r = await cli(
      'compare',
      fixture('bears.txt'),
      '--without',
      'grizzly bears',
      '--vs',
      'decks/white-weenie.txt',
      '--agent',
      'random',
      '--games',
      '40',
      '--workers',
      '0',
      '--out',
      dir,
    );
    expect(r.code).toBe(0);
    const field = rows(dir).find((x) => x.opponent === '(field)')!;
    expect(field.deck_b).toBe('bears without Grizzly Bears');
    expect(Number(field.wins_b)).toBe(0); // no other threat: the restricted deck can't win in 50 turns
    expect(Number(field.wins_a)).toBeGreaterThan(0);
  });

  it('crashed games count as not won and exit 4', async () => {
    const dir = out();
    const r = await cli(
      'compare',
      fixture('bears.txt'),
      fixture('bears-to-forest.txt'),
      '--vs',
      'decks/white-weenie.txt',
      '--agent',
      'random',
      '--games',
      '10',
      '--workers',
      '0',
      '--out',
      dir,
      '--crash-on-cast',
      'Grizzly Bears',
    );
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/error: \d+ game\(s\) crashed; they count as not won/);
    expect(existsSync(join(dir, 'compare.csv'))).toBe(true);
  });

  it('bad input exits 2 with a clear message', async () => {
    const cases: [string[], string][] = [
      [
        ['decks/red-burn.txt', '--without', 'Llanowar Elves', '--vs', 'decks/green-stompy.txt'],
        '--without "Llanowar Elves": deck red-burn (decks/red-burn.txt) has no card of that name',
      ],
      [['decks/red-burn.txt', '--vs', 'decks/green-stompy.txt'], 'only one deck given'],
      [['decks/red-burn.txt', 'decks/red-burn.txt'], '--vs DECK... is required'],
      [
        ['decks/red-burn.txt', 'decks/red-burn.txt', '--vs', 'decks/green-stompy.txt', '--games', '7'],
        '--games 7: expected an even number',
      ],
      [
        ['decks/red-burn.txt', 'decks/red-burn.txt', '--vs', 'decks/green-stompy.txt', '--margin', '0.05'],
        'add --until-decided',
      ],
      [
        ['decks/red-burn.txt', 'decks/red-burn.txt', '--vs', 'decks/green-stompy.txt', '--margin', '2'],
        'Expected a decimal from 0 to below 1',
      ],
      [['decks/red-burn.txt', 'decks/nope.txt', '--vs', 'decks/green-stompy.txt'], 'nope.txt'],
    ];
    const runFolder = out();
    writeFileSync(join(runFolder, 'games.csv'), 'game_index\n');
    cases.push([
      ['decks/red-burn.txt', 'decks/red-burn.txt', '--vs', 'decks/green-stompy.txt', '--out', runFolder],
      'the folder holds a playtest run (games.csv)',
    ]);
    for (const [args, message] of cases) {
      const r = await cli('compare', '--out', out(), ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toContain(message);
      expect(r.err).not.toContain('    at ');
    }
  });
});

describe('restricted play is honoured by every agent', () => {
  const pool = loadPool([]);
  const deck = (file: string): Deck => {
    const d = readDeck(file, pool);
    return { name: d.name, file, cards: d.cards };
  };
  const burn = deck('decks/red-burn.txt');
  const stompy = deck('decks/green-stompy.txt');
  const spec = (agent: string, seed: number, without?: string[]): GameSpec => ({
    gameIndex: seed,
    seed: 1000 + seed,
    deckA: without ? { ...burn, without } : burn,
    deckB: stompy,
    agentA: agent,
    agentB: 'random',
    onPlay: seed % 2 === 0 ? 'A' : 'B',
    maxTurns: 30,
  });

  const AGGRO = './agents/examples/aggro.js'; // a user's agent module
  beforeAll(() => preloadAgents([AGGRO]));

  for (const agent of ['random', 'greedy', 'mcts:iterations=6', AGGRO]) {
    it(`${agent} never casts Shock or plays a Mountain under --without, and does without it`, () => {
      let castFree = 0;
      const games = agent === 'random' ? 12 : 2;
      for (let s = 0; s < games; s++) {
        const free = playGame(spec(agent, s), pool);
        if (free.castA.includes('Shock')) castFree++;
        const held = playGame(spec(agent, s, ['Shock']), pool);
        expect(held.endReason).not.toBe('error');
        expect(held.castA).not.toContain('Shock');
        const noLands = playGame(spec(agent, s, ['Mountain']), pool);
        expect(noLands.castA).toEqual([]); // no land, no mana: nothing is cast
      }
      // The test could fail: unrestricted, the same agent does cast Shock in these games.
      expect(castFree).toBeGreaterThan(0);
    });
  }
});

describe('RunConfig.pairedSeeds', () => {
  it('game k of each version against opponent j has the same seed and seats; without it, no two games share a seed pair', () => {
    const d = (name: string): Deck => ({ name, file: `${name}.txt`, cards: ['Forest'] });
    const config = {
      decks: [d('a'), d('b')],
      vs: [d('x'), d('y'), d('z')],
      agents: ['random', 'random'] as [string, string],
      games: 6,
      seed: 9,
      maxTurns: 50,
    };
    const paired = new RunPlan({ ...config, pairedSeeds: true });
    const plain = new RunPlan(config);
    for (let j = 0; j < 3; j++) {
      for (let k = 0; k < 6; k++) {
        const a = paired.spec(j * 6 + k);
        const b = paired.spec((3 + j) * 6 + k);
        expect([b.seed, b.onPlay, b.deckB.name, b.deckA.name]).toEqual([a.seed, a.onPlay, a.deckB.name, 'b']);
        expect(a.seed).toBe(plain.spec(j * 6 + k).seed); // version A's games are those of a plain run
        expect(plain.spec((3 + j) * 6 + k).seed).not.toBe(a.seed);
      }
    }
  });
});
