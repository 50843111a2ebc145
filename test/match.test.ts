// Best-of-three matches (run --match bo3): sideboard plans read and checked like decks, match win rates where the
// game win rate puts them, a plan that sides in a winning card moves the post-sideboard rate, and matches.csv
// byte-identical whatever the workers, shards or a resume.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { loadPool } from '../src/cards/pool.js';
import { parseDeckText } from '../src/decks/parse.js';
import { matchOver } from '../src/harness/match-rules.js';
import { parseGamesCsv } from '../src/report/games-read.js';
import { partialHeader, partialRows } from '../src/report/csv.js';
import { cli } from './cli-run.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-match-'));
const pool = loadPool([]);
const CARDS = 'test/fixtures/match-cards.json';

type Row = Record<string, string>;
const csv = (file: string): Row[] => parse(readFileSync(file, 'utf8'), { columns: true }) as Row[];
const num = (row: Row, column: string) => Number(row[column]);

/** A deck of 60: the lines given, filled up with Mountains. */
function deckText(lines: string[], plans: string[] = []): string {
  return ['4 Shock', '4 Raging Goblin', '52 Mountain', '# Sideboard', '3 Pyroclasm', ...lines, ...plans].join('\n');
}

describe('sideboard plans in a deck file', () => {
  it('reads a plan per opponent, and vs * for any other', () => {
    const d = parseDeckText(
      deckText([], ['vs white-weenie: -2 Shock +2 Pyroclasm', 'vs *: -1 Raging Goblin, +1 Pyroclasm']),
      'burn.txt',
      pool,
    );
    expect(d.cards).toHaveLength(60);
    expect(d.sideboard).toEqual(['Pyroclasm', 'Pyroclasm', 'Pyroclasm']);
    expect(d.plans).toEqual([
      { opponent: 'white-weenie', out: ['Shock', 'Shock'], in: ['Pyroclasm', 'Pyroclasm'], line: 6 },
      { opponent: '*', out: ['Raging Goblin'], in: ['Pyroclasm'], line: 7 },
    ]);
  });

  it('names the file and line of every bad plan, with what was expected', () => {
    const bad = [
      'vs a: -2 Shok +2 Pyroclasm', // 6: unknown card, with a suggestion
      'vs b: -5 Shock +5 Pyroclasm', // 7: more than the deck and the sideboard hold
      'vs c: -3 Shock', // 8: fewer than 60 cards left
      'vs c: -1 Shock +1 Pyroclasm', // 9: a second plan against c
      'vs d: +1 Giant Growth -1 Shock', // 10: not in the sideboard
      'vs e: take out two Shocks', // 11: not a plan
      'vs : -1 Shock +1 Pyroclasm', // 12: no opponent
    ];
    let message = '';
    try {
      parseDeckText(deckText([], bad), 'burn.txt', pool);
    } catch (err) {
      message = (err as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toMatch(/^burn\.txt:6: .*unknown card "Shok".*did you mean "Shock"/);
    expect(message).toContain(
      'burn.txt:7: "vs b: -5 Shock +5 Pyroclasm": takes out 5 Shock, but the main deck holds 4',
    );
    expect(message).toContain(
      'burn.txt:7: "vs b: -5 Shock +5 Pyroclasm": puts in 5 Pyroclasm, but the sideboard holds 3',
    );
    expect(message).toContain('burn.txt:8: "vs c: -3 Shock": leaves 57 cards in the deck (expected at least 60');
    expect(message).toContain(
      'burn.txt:9: "vs c: -1 Shock +1 Pyroclasm": a second plan against c (the first is on line 8',
    );
    expect(message).toContain(
      'burn.txt:10: "vs d: +1 Giant Growth -1 Shock": puts in 1 Giant Growth, but the sideboard holds 0',
    );
    expect(message).toContain('burn.txt:11: "vs e: take out two Shocks": expected items like "-2 Shock +2 Pyroclasm"');
    expect(message).toContain('burn.txt:12: "vs : -1 Shock +1 Pyroclasm": no opponent');
    expect(lines).toHaveLength(8);
  });

  it('a bad plan stops run --match before any game: exit 2, file and line', async () => {
    const dir = tmp();
    const deck = join(dir, 'burn.txt');
    writeFileSync(deck, deckText([], ['vs green-stompy: -1 Shock +2 Pyroclasm +2 Pyroclasm']));
    const r = await cli('run', deck, '--vs', 'decks/green-stompy.txt', '--match', 'bo3', '--out', join(dir, 'out'));
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      `${deck}:6: "vs green-stompy: -1 Shock +2 Pyroclasm +2 Pyroclasm": puts in 4 Pyroclasm, but the sideboard holds 3`,
    );
  });
});

describe('run --match options', () => {
  it('--sideboard needs --match, --match takes bo3, --baseline does not compare matches: exit 2, before any game', async () => {
    const out = join(tmp(), 'out');
    const run = (...more: string[]) =>
      cli('run', 'decks/red-burn.txt', '--vs', 'decks/green-stompy.txt', '--out', out, ...more);
    const noMatch = await run('--sideboard', 'auto');
    expect([noMatch.code, noMatch.err]).toEqual([
      2,
      'error: --sideboard chooses the sideboard plans of matches; add --match bo3\n',
    ]);
    const bo5 = await run('--match', 'bo5');
    expect(bo5.code).toBe(2);
    expect(bo5.err).toContain("option '--match <format>' argument 'bo5' is invalid. Expected bo3");
    const baseline = await run('--match', 'bo3', '--baseline', tmp());
    expect(baseline.code).toBe(2);
    expect(baseline.err).toContain('--baseline compares the game win rates of plain runs');
  });
});

describe('a match', () => {
  it('is over at two wins, after three games, or at an error (a drawn game does not count)', () => {
    const g = (winner: 'A' | 'B' | 'draw') => ({ winner, endReason: 'life' as const });
    expect(matchOver([g('A'), g('A')])).toBe(true);
    expect(matchOver([g('A'), g('B')])).toBe(false);
    expect(matchOver([g('draw'), g('B')])).toBe(false);
    expect(matchOver([g('draw'), g('B'), g('draw')])).toBe(true);
    expect(matchOver([{ winner: '', endReason: 'error' }])).toBe(true);
  });
});

describe('run --match bo3', () => {
  it('with empty plans, wins matches as often as independent games with the game win rate p predict: p^2(3-2p)', async () => {
    const out = tmp();
    const r = await cli(
      'run',
      'decks/green-stompy.txt',
      'decks/white-weenie.txt',
      '--match',
      'bo3',
      '--sideboard',
      'none',
      '--agent',
      'random',
      '--games',
      '200',
      '--seed',
      '1',
      '--workers',
      '0',
      '--out',
      out,
    );
    expect(r.code, r.err).toBe(0);
    const [row] = csv(join(out, 'matches.csv'));
    const p = num(row, 'game_win_rate');
    const predicted = p * p * (3 - 2 * p);
    expect(num(row, 'matches')).toBe(200);
    expect(num(row, 'independent_match_win_rate')).toBeCloseTo(predicted, 4);
    expect(num(row, 'match_ci_low')).toBeLessThanOrEqual(predicted);
    expect(num(row, 'match_ci_high')).toBeGreaterThanOrEqual(predicted);
    // Meaningful: the match rate is told apart from the game rate itself (best of three widens the gap).
    expect(num(row, 'match_ci_high')).toBeLessThan(p);
    // games.csv marks each game's match; a game 3 is played only when the first two split.
    const games = parseGamesCsv(readFileSync(join(out, 'games.csv'), 'utf8'), 'games.csv');
    for (const x of games) {
      expect(x.matchIndex).toBe(Math.floor(x.gameIndex / 3));
      expect(x.gameInMatch).toBe((x.gameIndex % 3) + 1);
    }
    const third = games.filter((x) => x.gameInMatch === 3).length;
    const split = games.filter(
      (x) => x.gameInMatch === 2 && games.find((y) => y.gameIndex === x.gameIndex - 1)?.winner !== x.winner,
    ).length;
    expect(third).toBe(split);
    expect(readFileSync(join(out, 'games.csv'), 'utf8')).toMatch(/,match_index,game_in_match\n/);
  });

  it('a plan that sides in a card that wins the matchup moves the post-sideboard win rate', async () => {
    const rows = async (sideboard: string) => {
      const out = tmp();
      const r = await cli(
        'run',
        'test/fixtures/decks/match-burn.txt',
        '--vs',
        'decks/green-stompy.txt',
        '--cards',
        CARDS,
        '--match',
        'bo3',
        '--sideboard',
        sideboard,
        '--agent',
        'random',
        '--games',
        '40',
        '--workers',
        '0',
        '--out',
        out,
      );
      expect(r.code, r.err).toBe(0);
      return [csv(join(out, 'matches.csv'))[0], readFileSync(join(out, 'plans.txt'), 'utf8')] as const;
    };
    const [planned, plans] = await rows('plans');
    expect(plans).toContain('match-burn vs green-stompy: -3 Lava Axe -1 Shock +4 Example Match Decider\n');
    // Game 1 is the main deck's; after sideboarding, the Decider wins: the intervals are apart.
    expect(num(planned, 'post_ci_low')).toBeGreaterThan(num(planned, 'game1_ci_high'));
    // Without the plan, the same games 1 and no such move.
    const [plain] = await rows('none');
    expect(plain.game1_win_rate).toBe(planned.game1_win_rate);
    expect(num(plain, 'post_ci_high')).toBeLessThan(num(planned, 'post_ci_low'));
  });

  it('--sideboard auto measures a plan from scouting games, writes it and plays it', async () => {
    const out = tmp();
    const r = await cli(
      'run',
      'test/fixtures/decks/match-burn.txt',
      '--vs',
      'decks/green-stompy.txt',
      '--cards',
      CARDS,
      '--match',
      'bo3',
      '--sideboard',
      'auto',
      '--agent',
      'random',
      '--games',
      '10',
      '--workers',
      '0',
      '--out',
      out,
    );
    expect(r.code, r.err).toBe(0);
    const plans = readFileSync(join(out, 'plans.txt'), 'utf8');
    // The fixture's Decider wins when cast: measured far above any main-deck card, all four copies go in.
    expect(plans).toMatch(/^match-burn vs green-stompy: (-\d [^+]+ )+\+4 Example Match Decider$/m);
    expect(plans).toMatch(/^# match-burn vs green-stompy: iwd in 40 games of the main deck and 40 of a trial deck/m);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
    expect(manifest.match.sideboard).toBe('auto');
    expect(manifest.match.plans[0].in).toEqual(Array(4).fill('Example Match Decider'));
  });

  it('writes the same bytes whatever --workers, with shards merged, and when resumed mid-run', async () => {
    const base = tmp();
    const args = (out: string, ...more: string[]) => [
      'run',
      'decks/red-burn.txt',
      'decks/green-stompy.txt',
      '--match',
      'bo3',
      '--agent',
      'random',
      '--games',
      '8',
      '--seed',
      '5',
      '--out',
      out,
      ...more,
    ];
    const files = ['games.csv', 'matches.csv', 'matchups.csv', 'cards.csv', 'plans.txt'];
    const bytes = (dir: string) => files.map((f) => readFileSync(join(dir, f), 'utf8'));
    const one = join(base, 'one');
    expect((await cli(...args(one, '--workers', '0'))).code).toBe(0);
    const two = join(base, 'two');
    expect((await cli(...args(two, '--workers', '2'))).code).toBe(0);
    expect(bytes(two)).toEqual(bytes(one));
    for (const k of [1, 2])
      expect((await cli(...args(join(base, `s${k}`), '--workers', '0', '--shard', `${k}/2`))).code).toBe(0);
    const merged = join(base, 'merged');
    const m = await cli('merge', join(base, 's1'), join(base, 's2'), '--out', merged);
    expect(m.code, m.err).toBe(0);
    expect(bytes(merged)).toEqual(bytes(one));
    // A checkpoint of the first matches and a match left after its game 1: the resume drops that game and plays
    // the match again from its start.
    const games = parseGamesCsv(readFileSync(join(one, 'games.csv'), 'utf8'), 'games.csv');
    const kept = games.filter((g) => (g.matchIndex as number) < 4 || g.gameIndex === 12);
    const half = join(base, 'half');
    expect((await cli(...args(half, '--workers', '0'))).code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(one, 'manifest.json'), 'utf8'));
    writeFileSync(join(half, 'checkpoint.json'), JSON.stringify({ ...manifest, status: 'interrupted' }, null, 2));
    writeFileSync(join(half, 'games.partial.csv'), partialHeader(true) + partialRows(kept));
    copyFileSync(join(one, 'manifest.json'), join(half, 'manifest.json'));
    // replay: a game 2 starts with the seat its chooser picked (the match's game 1 is replayed to learn it), and
    // its result is checked against games.csv; a game 3 the match did not need was never played.
    const second = games.find((g) => g.gameInMatch === 2) as (typeof games)[number];
    const replayed = await cli('replay', one, String(second.gameIndex));
    expect(replayed.code, replayed.err).toBe(0);
    const unplayed = [...Array(games.length * 2).keys()].find(
      (i) => i % 3 === 2 && !games.some((g) => g.gameIndex === i),
    ) as number;
    const none = await cli('replay', one, String(unplayed));
    expect(none.code).toBe(2);
    expect(none.err).toContain(`would be game 3 of match ${Math.floor(unplayed / 3)}, which ended after 2 games`);
    const resumed = await cli('run', '--resume', half, '--workers', '0');
    expect(resumed.code, resumed.err).toBe(0);
    expect(resumed.err).toContain('1 match(es) left half-finished (match 4)');
    expect(bytes(half)).toEqual(bytes(one));
  });

  it('compare --match bo3 compares by matches, and its folder rebuilds the same page', async () => {
    const out = tmp();
    const r = await cli(
      'compare',
      'decks/red-burn.txt',
      '--without',
      'Shock',
      '--vs',
      'decks/green-stompy.txt',
      '--match',
      'bo3',
      '--agent',
      'random',
      '--games',
      '10',
      '--workers',
      '0',
      '--out',
      out,
    );
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^green-stompy +10 /m); // ten matches per version
    const manifest = JSON.parse(readFileSync(join(out, 'compare.json'), 'utf8'));
    expect(manifest.match.plans).toContainEqual({
      deck: 'red-burn without Shock',
      opponent: 'green-stompy',
      out: ['Lava Axe', 'Lava Axe'],
      in: ['Pyroclasm', 'Pyroclasm'],
    });
    const games = parseGamesCsv(readFileSync(join(out, 'games.csv'), 'utf8'), 'games.csv');
    expect(new Set(games.map((g) => g.matchIndex)).size).toBe(20);
    const page = readFileSync(join(out, 'report.html'), 'utf8');
    expect((await cli('report', out)).code).toBe(0);
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toBe(page);
  });
});
