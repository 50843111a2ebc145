// A card whose name holds "|", "@", "!", '"', "," and "%" plays, and everything written about it reads
// back: games.csv (cards_a/cards_b cells encode such names), merge, resume, report and replay.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Io } from '../src/cli/io.js';
import { main } from '../src/cli/main.js';
import { decodeCardName, encodeCardName, formatSeatCards } from '../src/report/seat-cards.js';

const ROOT = join(__dirname, '..');
const ODD = 'Bear|Pipe @Home! "Big", 100%7C';
const CSVS = ['games.csv', 'matchups.csv', 'cards.csv', 'loops.csv', 'mulligans.csv', 'mana.csv', 'mana-cards.csv'];

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = { out: (s) => void (out += s), err: (s) => void (err += s), progress: false };
  return { code: await main(['node', 'playtest', ...args], io), out, err };
}
const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-odd-'));
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

describe('card name encoding in games.csv', () => {
  it('encodes the four characters a cell gives a meaning, and decodes them back', () => {
    expect(encodeCardName('Shock')).toBe('Shock');
    expect(encodeCardName(ODD)).toBe('Bear%7CPipe %40Home%21 "Big", 100%257C');
    expect(decodeCardName(encodeCardName(ODD))).toBe(ODD);
    expect(decodeCardName('100%')).toBeUndefined();
    expect(decodeCardName('a%7c')).toBeUndefined();
    expect(formatSeatCards([ODD, 'Forest'].sort(), [ODD], [2])).toBe('Bear%7CPipe %40Home%21 "Big", 100%257C@2|Forest');
  });
});

/** stderr without the plain progress lines a slow (loaded) machine prints every 10 s. */
const quiet = (err: string) => err.replace(/^progress: .*\n/gm, '');

describe('a card with an odd name, end to end', () => {
  const dir = tmp();
  const cards = join(dir, 'odd.json');
  writeFileSync(cards, JSON.stringify({ name: ODD, manaCost: '{G}', types: ['Creature'], power: 2, toughness: 2 }));
  const deck = join(dir, 'odd-deck.txt');
  writeFileSync(
    deck,
    `4 ${ODD}\n4 Grizzly Bears\n4 Llanowar Elves\n4 Giant Growth\n4 Craw Wurm\n16 Forest\n24 Forest\n`,
  );
  // Random agents: the names are what is tested, and random games are a fraction of greedy's time.
  const RUN = [
    'run',
    deck,
    join(ROOT, 'decks', 'red-burn.txt'),
    '--cards',
    cards,
    '--agent',
    'random',
    '--games',
    '60',
    '--seed',
    '3',
  ];

  it('plays, reports, merges and replays', async () => {
    const whole = tmp();
    const r = await cli(...RUN, '--workers', '0', '--out', whole);
    expect(quiet(r.err)).toBe('');
    expect(r.code).toBe(0);
    expect(read(whole, 'games.csv')).toContain('Bear%7CPipe %40Home%21 ""Big"", 100%257C');
    expect(read(whole, 'cards.csv')).toContain(`odd-deck,"Bear|Pipe @Home! ""Big"", 100%7C",`);
    expect((await cli('report', whole)).code).toBe(0);

    const [s1, s2, merged] = [tmp(), tmp(), tmp()];
    expect((await cli(...RUN, '--workers', '0', '--shard', '1/2', '--out', s1)).code).toBe(0);
    expect((await cli(...RUN, '--workers', '0', '--shard', '2/2', '--out', s2)).code).toBe(0);
    const m = await cli('merge', s1, s2, '--out', merged, '--force');
    expect(quiet(m.err)).toBe('');
    expect(m.code).toBe(0);
    for (const f of CSVS) expect(read(merged, f), f).toBe(read(whole, f));

    const game =
      read(whole, 'games.csv')
        .split('\n')
        .findIndex((l) => l.includes('%257C@')) - 1;
    expect(game).toBeGreaterThanOrEqual(0);
    const replay = await cli('replay', whole, String(game));
    expect(replay.code).toBe(0);
    expect(replay.out).toContain(ODD);
  });

  it('resumes after an interruption', async () => {
    const whole = tmp();
    const args = [...RUN.slice(0, -4), '--games', '1000', '--seed', '5']; // enough that the kill comes before the end
    expect((await cli(...args, '--workers', '0', '--out', whole)).code).toBe(0);
    const out = tmp();
    const partial = join(out, 'games.partial.csv');
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(ROOT, 'bin', 'playtest.js'), ...args, '--workers', '0', '--out', out],
        { stdio: 'ignore' },
      );
      const poll = setInterval(() => {
        if (existsSync(partial) && readFileSync(partial, 'utf8').split('\n').length > 3) {
          clearInterval(poll);
          child.kill('SIGTERM');
        }
      }, 5);
      child.on('error', reject);
      child.on('exit', (c) => {
        clearInterval(poll);
        resolve(c);
      });
    });
    expect(code).toBe(143);
    const resumed = await cli('run', '--resume', out, '--workers', '1');
    expect(quiet(resumed.err)).toBe('');
    expect(resumed.code).toBe(0);
    for (const f of CSVS) expect(read(out, f), f).toBe(read(whole, f));
  });
});
