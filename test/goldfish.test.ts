// playtest goldfish: the goldfish seat (no cards, never loses to its empty library, never asked a choice), the kill
// turn figures, a slower deck killing later, and the files byte-identical whatever the workers, shards or a resume.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { loadPool } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import {
  apply,
  Decision,
  decisionKind,
  decisionPlayer,
  End,
  endReason,
  isOver,
  legalActions,
  MAX_OPTIONS,
  newGame,
  turnNumber,
  winner,
} from '../src/engine/api/game.js';
import { GOLDFISH } from '../src/harness/goldfish.js';
import { playGame } from '../src/harness/play-game.js';
import { RunPlan } from '../src/harness/plan.js';
import type { Deck } from '../src/harness/types.js';
import { partialHeader, partialRows } from '../src/report/csv.js';
import { GOLDFISH as GOLDFISH_COLUMNS, GOLDFISH_TURNS, tQuantile975 } from '../src/report/goldfish.js';
import { names } from '../src/report/columns.js';
import { GamesReader } from '../src/report/games-read.js';
import type { GameRecord } from '../src/harness/types.js';
import { cli } from './cli-run.js';

const root = join(__dirname, '..');
const pool = loadPool();
const deckFile = (name: string) => join(root, 'decks', `${name}.txt`);
const SLOW = join(root, 'test', 'fixtures', 'decks', 'slow-wurms.txt');
const deck = (file: string): Deck => {
  const d = readDeck(file, pool);
  return { name: d.name, file: d.file, cards: d.cards };
};
const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-goldfish-'));
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const rowsOf = (dir: string, file: string) => parse(read(dir, file), { columns: true }) as Record<string, string>[];
const FILES = ['goldfish.csv', 'goldfish-turns.csv', 'games.csv', 'matchups.csv', 'cards.csv'];

describe('the goldfish seat', () => {
  const mountain = pool.compiled('Mountain').id;
  const lands = Array.from({ length: 60 }, () => mountain);
  const legal = new Int32Array(MAX_OPTIONS);

  /** A deck of lands against no cards, every choice the first option (pass): nothing can end it but the draws. */
  function passAll(emptyLibrarySafe: number | undefined) {
    const g = newGame(pool.cards, lands, [], { seed: 3, firstPlayer: 0, maxTurns: 8, emptyLibrarySafe });
    while (!isOver(g)) {
      legalActions(g, legal);
      apply(g, legal[0]);
    }
    return { winner: winner(g), reason: endReason(g), turns: turnNumber(g) };
  }

  it('loses to its empty library at once without emptyLibrarySafe (420.5g: its opening hand), never with it', () => {
    expect(passAll(undefined)).toEqual({ winner: 0, reason: End.Library, turns: 1 });
    expect(passAll(1)).toEqual({ winner: 2, reason: End.TurnLimit, turns: 8 });
  });

  it("is asked only the choices a deck's card puts to it, and loses only to the deck, over every sample deck", () => {
    const decks = readdirSync(join(root, 'decks')).filter((f) => f.endsWith('.txt'));
    const plan = (files: string[], agent: string) =>
      new RunPlan({
        decks: files.map((f) => deck(join(root, 'decks', f))),
        vs: [],
        agents: [agent, 'none'],
        games: 2,
        seed: 5,
        maxTurns: 50,
        goldfishAgents: [agent],
      });
    // A prevention shield the deck put on the goldfish (Samite Healer) makes it the affected player who orders
    // its shields against simultaneous damage (419.7b, 419.9a): the only choices a card without cards can get.
    const putByTheDeck = [Decision.ShieldFirst, Decision.Replace];
    let goldfishChoices = 0;
    let kills = 0;
    let games = 0;
    // Random pilots over every sample deck, greedy over a few (its games cost more).
    for (const p of [plan(decks, 'random'), plan(['red-burn.txt', 'white-blue-triggers.txt'], 'greedy')]) {
      for (let i = 0; i < p.total; i++) {
        const spec = p.spec(i);
        expect(spec.deckB).toBe(GOLDFISH);
        const r = playGame(spec, pool, {
          decide: (g, _action, _offered, options) => {
            if (options > 1 && decisionPlayer(g) === 1 && !putByTheDeck.includes(decisionKind(g))) goldfishChoices++;
          },
        });
        expect(r.endReason, `${spec.deckA.name} game ${i}`).not.toBe('library');
        expect(r.drawnB).toEqual([]);
        games++;
        if (r.winner === 'A') kills++;
      }
    }
    expect(games).toBe(2 * decks.length + 4);
    expect(goldfishChoices).toBe(0);
    expect(kills).toBeGreaterThan(games / 2);
  });

  it('plays every agent on the same seeds, on the play in game 2k and on the draw in 2k+1', () => {
    const plan = new RunPlan({
      decks: [deck(deckFile('red-burn')), deck(SLOW)],
      vs: [],
      agents: ['random', 'none'],
      games: 4,
      seed: 5,
      maxTurns: 50,
      goldfishAgents: ['random', 'greedy'],
    });
    expect(plan.total).toBe(16);
    const specs = Array.from({ length: 16 }, (_, i) => plan.spec(i));
    expect(specs.map((s) => `${s.deckA.name}/${s.agentA}/${s.onPlay}`).slice(0, 5)).toEqual([
      'red-burn/random/A',
      'red-burn/random/B',
      'red-burn/random/A',
      'red-burn/random/B',
      'slow-wurms/random/A',
    ]);
    expect(specs[8].agentA).toBe('greedy');
    expect(specs[8].agentB).toBe('none');
    expect(specs.slice(8).map((s) => s.seed)).toEqual(specs.slice(0, 8).map((s) => s.seed));
    expect(specs[0].seed).toBe(specs[1].seed);
  });
});

describe('playtest goldfish', () => {
  it('a slower deck kills later: red-burn against a deck of lands and five- to seven-drops', async () => {
    const out = tmp();
    // greedy: random pilots kill late with any deck (red-burn also burns itself in a quarter of random games).
    const r = await cli(
      'goldfish',
      deckFile('red-burn'),
      SLOW,
      '--agent',
      'greedy',
      '--games',
      '40',
      '--workers',
      '0',
      '--out',
      out,
    );
    expect(r.code, r.err).toBe(0);
    const rows = rowsOf(out, 'goldfish.csv');
    const both = (name: string) => rows.find((x) => x.deck === name && x.play === 'both')!;
    const [burn, slow] = [both('red-burn'), both('slow-wurms')];
    expect(Number(burn.games)).toBe(40);
    // The intervals of the two means lie apart, and the median moves too.
    expect(Number(slow.mean_low)).toBeGreaterThan(Number(burn.mean_high));
    expect(Number(slow.median_kill_turn)).toBeGreaterThan(Number(burn.median_kill_turn));
    // Each side's row adds up to the both row.
    for (const name of ['red-burn', 'slow-wurms']) {
      const sides = rows.filter((x) => x.deck === name && x.play !== 'both');
      for (const col of ['games', 'kills', 'no_kill', 'deck_lost'])
        expect(
          sides.reduce((n, x) => n + Number(x[col]), 0),
          `${name} ${col}`,
        ).toBe(Number(both(name)[col]));
    }
    // goldfish-turns.csv: cumulative, ending at the kills.
    const turns = rowsOf(out, 'goldfish-turns.csv').filter((x) => x.deck === 'red-burn' && x.play === 'both');
    const last = turns[turns.length - 1];
    expect(Number(last.killed_by)).toBe(Number(burn.kills));
    expect(turns.map((x) => Number(x.killed_by))).toEqual(
      [...turns.map((x) => Number(x.killed_by))].sort((a, b) => a - b),
    );
    // The summary: one line per deck and side, and where the report is.
    expect(r.out).toMatch(/^red-burn +greedy +both +40 /m);
    expect(r.out).toContain(`report: ${join(out, 'report.html')}`);
    expect(read(out, 'report.html')).toContain('Share of games killed by turn');
  });

  it("kill turns are the games.csv winner_turn of the deck's wins, the no-kills the rest", async () => {
    const out = tmp();
    expect(
      (
        await cli(
          'goldfish',
          deckFile('red-burn'),
          '--agent',
          'random',
          '--games',
          '40',
          '--workers',
          '0',
          '--out',
          out,
        )
      ).code,
    ).toBe(0);
    const games: GameRecord[] = [];
    const reader = new GamesReader(join(out, 'games.csv'));
    for (let g = await reader.next(); g !== undefined; g = await reader.next()) games.push(g);
    const onPlay = games.filter((g) => g.onPlay === 'A');
    const turns = onPlay.filter((g) => g.winner === 'A').map((g) => Math.ceil(g.turns / 2));
    const row = rowsOf(out, 'goldfish.csv').find((x) => x.play === 'play')!;
    expect(Number(row.kills)).toBe(turns.length);
    expect(Number(row.no_kill)).toBe(onPlay.length - turns.length);
    expect(Number(row.deck_lost)).toBe(onPlay.filter((g) => g.winner === 'B').length);
    expect(Number(row.mean_kill_turn)).toBeCloseTo(turns.reduce((a, b) => a + b, 0) / turns.length, 2);
    const sorted = [...turns, ...Array(onPlay.length - turns.length).fill(99)].sort((a, b) => a - b);
    expect(Number(row.median_kill_turn)).toBe(sorted[Math.ceil(sorted.length / 2) - 1]);
  });

  it('writes the same bytes with 0 or 2 workers, and sharded then merged', async () => {
    const args = ['goldfish', deckFile('red-burn'), SLOW, '--agent', 'random', '--agent', 'greedy', '--games', '4'];
    const [one, two, s1, s2, merged] = [tmp(), tmp(), tmp(), tmp(), tmp()];
    expect((await cli(...args, '--workers', '0', '--out', one)).code).toBe(0);
    expect((await cli(...args, '--workers', '2', '--out', two)).code).toBe(0);
    expect((await cli(...args, '--workers', '0', '--shard', '1/2', '--out', s1)).code).toBe(0);
    expect((await cli(...args, '--workers', '0', '--shard', '2/2', '--out', s2)).code).toBe(0);
    const m = await cli('merge', s1, s2, '--out', merged, '--force');
    expect(m.code, m.err).toBe(0);
    expect(m.out).toMatch(/^kill turn against the goldfish/);
    for (const f of FILES) {
      expect(read(two, f), f).toBe(read(one, f));
      expect(read(merged, f), f).toBe(read(one, f));
    }
    expect(rowsOf(one, 'goldfish.csv').map((x) => `${x.deck}/${x.agent}/${x.play}`)).toEqual(
      ['red-burn', 'slow-wurms', 'red-burn', 'slow-wurms'].flatMap((d, i) =>
        ['play', 'draw', 'both'].map((p) => `${d}/${i < 2 ? 'random' : 'greedy'}/${p}`),
      ),
    );
  });

  it('resumes from a checkpoint of half the games to the bytes of a whole run', async () => {
    const args = ['goldfish', deckFile('red-burn'), '--agent', 'random', '--games', '30', '--workers', '0'];
    const whole = tmp();
    expect((await cli(...args, '--out', whole)).code).toBe(0);
    // The checkpoint an interrupted run leaves: its manifest so far and the finished games' rows.
    const dir = tmp();
    const manifest = JSON.parse(read(whole, 'manifest.json'));
    writeFileSync(join(dir, 'checkpoint.json'), JSON.stringify({ ...manifest, status: 'interrupted' }));
    const games: GameRecord[] = [];
    const reader = new GamesReader(join(whole, 'games.csv'));
    for (let g = await reader.next(); g !== undefined; g = await reader.next())
      if (g.gameIndex % 2 === 1) games.push(g);
    writeFileSync(join(dir, 'games.partial.csv'), partialHeader() + partialRows(games));
    const r = await cli('goldfish', '--resume', dir, '--workers', '0');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^kill turn against the goldfish/);
    for (const f of FILES) expect(read(dir, f), f).toBe(read(whole, f));
  });

  it('refuses bad input with exit 2, naming the file or option', async () => {
    const out = tmp();
    const run = (...args: string[]) => cli('goldfish', ...args, '--workers', '0', '--out', out);
    const missing = await run('no-such-deck.txt');
    expect([missing.code, missing.err]).toEqual([2, expect.stringContaining('no-such-deck.txt')]);
    const agent = await run(deckFile('red-burn'), '--agent', 'nobody');
    expect([agent.code, agent.err]).toEqual([2, expect.stringContaining('unknown agent "nobody"')]);
    const twice = await run(deckFile('red-burn'), '--agent', 'random', '--agent', 'random');
    expect([twice.code, twice.err]).toEqual([2, expect.stringContaining('--agent random: given twice')]);
    for (const games of ['0', '-3', '2.5', 'many']) {
      const r = await run(deckFile('red-burn'), '--games', games);
      expect([r.code, r.err], games).toEqual([2, expect.stringContaining("'--games <n>' argument")]);
    }
    const vs = await run(deckFile('red-burn'), '--vs', deckFile('green-stompy'));
    expect([vs.code, vs.err]).toEqual([2, expect.stringContaining("unknown option '--vs'")]);
    const none = await run();
    expect([none.code, none.err]).toEqual([2, expect.stringContaining('give at least one deck file')]);
    const named = join(tmp(), 'goldfish.txt');
    copyFileSync(deckFile('red-burn'), named);
    const fish = await run(named);
    expect([fish.code, fish.err]).toEqual([2, expect.stringContaining('is named "goldfish"')]);
    // A plain run's folder is resumed by playtest run, not goldfish.
    const plain = tmp();
    const played = await cli(
      'run',
      deckFile('red-burn'),
      deckFile('green-stompy'),
      '--agent',
      'random',
      '--games',
      '2',
      '--workers',
      '0',
      '--out',
      plain,
    );
    expect(played.code).toBe(0);
    const wrong = await cli('goldfish', '--resume', plain);
    expect([wrong.code, wrong.err]).toEqual([2, expect.stringContaining('not a goldfish run')]);
  });
});

describe('goldfish statistics and docs', () => {
  it("Student's t at 97.5%: the table, then the expansion, continuous at 30", () => {
    expect(tQuantile975(1)).toBe(12.706);
    expect(tQuantile975(30)).toBe(2.042);
    expect(tQuantile975(31)).toBeCloseTo(2.0395, 3);
    expect(tQuantile975(60)).toBeCloseTo(2.0003, 3);
    expect(tQuantile975(1000)).toBeCloseTo(1.9623, 3);
  });

  it('docs/reports.md lists both files and every column', () => {
    const page = readFileSync(join(root, 'docs', 'reports.md'), 'utf8');
    for (const [file, columns] of [
      ['goldfish.csv', names(GOLDFISH_COLUMNS)],
      ['goldfish-turns.csv', names(GOLDFISH_TURNS)],
    ] as const) {
      expect(page, file).toContain(`\`${file}\``);
      for (const c of columns) expect(page, `${file} ${c}`).toMatch(new RegExp(`\\b${c}\\b`));
    }
  });
});
