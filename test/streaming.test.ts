// Reports of runs too large to hold at once: CSV read a piece at a time, games tallied one at a time,
// packed batches unpacked in game_index order.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { batchGames, forEachInOrder, packRecords } from '../src/harness/batch.js';
import { RunPlan } from '../src/harness/plan.js';
import type { Deck, GameRecord } from '../src/harness/types.js';
import { CsvFileReader, type CsvRow, CsvSyntaxError, parseCsvText } from '../src/report/csv-read.js';
import { cardsCsv, gamesCsv, loopsCsv, matchupsCsv, mulligansCsv } from '../src/report/csv.js';
import { GamesCsvWriter } from '../src/report/folder.js';
import { GamesFileError, GamesReader, parseGamesCsv } from '../src/report/games-read.js';
import { RunTally } from '../src/report/tally.js';
import { FOUR_GAMES, record } from './records.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-stream-'));

/** Every row of a file, through the streaming reader. */
async function readAll(file: string, dropCut = false): Promise<CsvRow[]> {
  const reader = new CsvFileReader(file, dropCut);
  const rows: CsvRow[] = [];
  for (let r = await reader.next(); r !== undefined; r = await reader.next()) rows.push(r);
  return rows;
}

function fileOf(text: string): string {
  const file = join(tmp(), 'x.csv');
  writeFileSync(file, text);
  return file;
}

describe('CSV reading (csv-parse)', () => {
  const text = 'a,b,c\n"x, y","say ""hi""","two\nlines"\n,,\n\n"",plain,"é"\n';
  const want = [
    ['a', 'b', 'c'],
    ['x, y', 'say "hi"', 'two\nlines'],
    ['', '', ''],
    ['', 'plain', 'é'],
  ];

  it('reads a file and text alike', async () => {
    expect((await readAll(fileOf(text))).map((r) => r.fields)).toEqual(want);
    expect(parseCsvText(text).map((r) => r.fields)).toEqual(want);
    expect(parseCsvText(text).map((r) => r.line)).toEqual([1, 2, 4, 6]); // the blank line 5 is skipped
    // Windows line ends, found on the first line.
    expect((await readAll(fileOf(text.replace(/\n(?!lines)/g, '\r\n')))).map((r) => r.fields)).toEqual(want);
  });

  it('keeps a last row without a line end, or drops it as cut off', async () => {
    expect((await readAll(fileOf('a,b\n1,2'))).map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect((await readAll(fileOf('a,b\n1,2'), true)).map((r) => r.fields)).toEqual([['a', 'b']]);
    expect((await readAll(fileOf('a,b\n"1,\n2'), true)).map((r) => r.fields)).toEqual([['a', 'b']]);
    expect(await readAll(fileOf('a,b'), true)).toEqual([]);
    expect(parseCsvText('a,b\n"1,\n2', true).map((r) => r.fields)).toEqual([['a', 'b']]);
  });

  it('numbers rows by the line they start on', async () => {
    expect((await readAll(fileOf('h\n"a\nb"\nc\n'))).map((r) => r.line)).toEqual([1, 2, 4]);
    expect(parseCsvText('h\n"a\nb"\nc\n').map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('rejects malformed text, naming the line', async () => {
    const bad = (t: string) => () => parseCsvText(t);
    expect(bad('a\n"x"y\n')).toThrow(CsvSyntaxError);
    expect(bad('a\n"x"y\n')).toThrow(/^line 2: /);
    expect(bad('a\nb"c\n')).toThrow(/^line 2: /);
    expect(bad('a\n"open')).toThrow(/Quote Not Closed/);
    await expect(readAll(fileOf('a\n\n"x"y\n'))).rejects.toThrow(/^line 3: /);
  });

  it('reads a file a megabyte at a time, a multi-byte character split across pieces', async () => {
    const row = `${'é'.repeat(1000)},"q,${'x'.repeat(3000)}"\n`; // 2 bytes per é: pieces end mid-character
    const rows = await readAll(fileOf(row.repeat(1000)));
    expect(rows).toHaveLength(1000);
    for (const r of rows) expect(r.fields).toEqual(['é'.repeat(1000), `q,${'x'.repeat(3000)}`]);
  });
});

describe('GamesReader', () => {
  it('a checkpoint row that is not CSV is told to onDamaged and skipped; without onDamaged it is an error', async () => {
    const text = gamesCsv(FOUR_GAMES).replace('\n1,11,', '\n1,"x"y,11,');
    const file = join(tmp(), 'games.partial.csv');
    writeFileSync(file, text);
    const damaged: number[] = [];
    const reader = new GamesReader(file, true, (line) => damaged.push(line));
    const got: number[] = [];
    for (let r = await reader.next(); r !== undefined; r = await reader.next()) got.push(r.gameIndex);
    expect(got).toEqual([0, 2, 3]);
    expect(damaged).toEqual([3]);
    const strict = new GamesReader(file, true);
    await expect(
      (async () => {
        while ((await strict.next()) !== undefined);
      })(),
    ).rejects.toThrow(/games\.partial\.csv:3: damaged row: line 3: /);
  });

  it('reads a games.csv file row by row, as parseGamesCsv reads its text', async () => {
    const file = join(tmp(), 'games.csv');
    writeFileSync(file, gamesCsv(FOUR_GAMES));
    const reader = new GamesReader(file);
    const got: GameRecord[] = [];
    for (let r = await reader.next(); r !== undefined; r = await reader.next()) got.push(r);
    expect(got).toEqual(parseGamesCsv(readFileSync(file, 'utf8'), file));
    expect(got.map((r) => r.gameIndex)).toEqual([0, 1, 2, 3]);
  });

  it('rejects a card named twice in one cell and a row with too few fields, naming the line', () => {
    const text = gamesCsv([record({ drawnA: ['Shock'], loopSignature: 'Shock' })]);
    expect(() => parseGamesCsv(text.replace(',Shock,', ',Shock|Shock,'), 'g.csv')).toThrow(GamesFileError);
    expect(() => parseGamesCsv(text.replace(',Shock,', ',Shock|Shock,'), 'g.csv')).toThrow('g.csv:2: column cards_a');
    const fields = text.split('\n')[0].split(',').length;
    expect(() => parseGamesCsv(text.replace(/,[^,\n]*\n$/, '\n'), 'g.csv')).toThrow(
      `g.csv:2: ${fields - 1} fields, expected ${fields}`,
    );
    expect(() => parseGamesCsv('game_index\n"1\n', 'g.csv')).toThrow('g.csv:2: not valid CSV');
  });
});

describe('RunTally', () => {
  it('gives every report the same rows in any order of games', () => {
    const forward = RunTally.of(FOUR_GAMES);
    const backward = RunTally.of([...FOUR_GAMES].reverse());
    for (const f of [matchupsCsv, loopsCsv, mulligansCsv, (x: RunTally | GameRecord[]) => cardsCsv(x)]) {
      expect(f(forward)).toBe(f(FOUR_GAMES));
      expect(f(backward)).toBe(f(FOUR_GAMES));
    }
    expect(forward.games).toBe(4);
    expect(forward.errors).toEqual([{ game_index: 3, seed: 22, message: 'boom' }]);
    expect([...forward.lengths.entries()].map(([k, v]) => [k, [...v].sort((x, y) => x[0] - y[0])]).sort()).toEqual([
      [
        'life',
        [
          [7, 1],
          [9, 1],
        ],
      ],
      ['turn_limit', [[50, 1]]],
    ]);
  });
});

describe('GamesCsvWriter and forEachInOrder', () => {
  const pool = loadPool();
  const deck = (name: string): Deck => ({ name, file: `${name}.txt`, cards: ['Shock', 'Forest'] });
  const plan = new RunPlan({
    decks: [deck('red'), deck('green')],
    vs: [],
    agents: ['random', 'random'],
    games: 10,
    seed: 3,
    maxTurns: 50,
  });
  const games = Array.from({ length: 10 }, (_, i) => {
    const s = plan.spec(i);
    return record({
      gameIndex: i,
      seed: s.seed,
      deckA: 'red',
      deckB: 'green',
      agentA: 'random',
      agentB: 'random',
      onPlay: s.onPlay,
      winner: i % 3 === 0 ? 'B' : 'A',
      turns: 5 + i,
      drawnA: ['Forest', 'Shock'],
      castA: ['Shock'],
      castTurnA: [i + 1],
    });
  });

  it('writes games.csv in game_index order from batches that finished in any order', () => {
    const batches = [
      [7, 8, 9],
      [0, 1],
      [5, 2, 6],
      [3, 4],
    ].map((ix) =>
      packRecords(
        ix.map((i) => games[i]),
        pool,
      ),
    );
    expect(batches.map(batchGames)).toEqual([3, 2, 3, 2]);
    const dir = tmp();
    const writer = new GamesCsvWriter(dir);
    forEachInOrder(plan, pool, batches, (r) => writer.add(r));
    const tally = writer.close();
    expect(readFileSync(join(dir, 'games.csv'), 'utf8')).toBe(gamesCsv(games));
    expect(matchupsCsv(tally)).toBe(matchupsCsv(games));
  });

  it('refuses rows out of order and a game in two batches', () => {
    const writer = new GamesCsvWriter(tmp());
    writer.add(games[4]);
    expect(() => writer.add(games[2])).toThrow('game 2 after game 4');
    writer.close();
    const twice = [packRecords([games[1]], pool), packRecords([games[1]], pool)];
    expect(() => forEachInOrder(plan, pool, twice, () => {})).toThrow('game 1 is in two batches');
  });
});
