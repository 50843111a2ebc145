// playtest compare: known answers (a deck against itself, a deck against a copy without its best card),
// restricted play (--without) honoured by every agent, determinism of compare.csv, and usage errors.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAgents } from '../src/harness/agents.js';
import { loadPool } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import { playGame } from '../src/harness/play-game.js';
import { RunPlan } from '../src/harness/plan.js';
import type { Deck, GameSpec } from '../src/harness/types.js';
import { changeText, nothingCompared, versionChange } from '../src/report/card-differences.js';
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

/** games.csv as rows of {column: value} (csv-parse: card lists hold no commas, error messages may). */
function gameRows(dir: string): Record<string, string>[] {
  return parse(readFileSync(join(dir, 'games.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
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
    expect(r.err).not.toMatch(/error/);
    expect(r.err).toContain(
      'warning: compare: A and B play the same main deck in the same order with the same restrictions: every game is the same for both',
    );
    expect(r.out).toMatch(
      /^A: green-stompy \[A\]\nB: green-stompy \[B\]\nfrom A to B: no difference: the same cards in the same order\n/,
    );
    expect(readFileSync(join(dir, 'differences.csv'), 'utf8')).toBe('part,card,count_a,count_b,change\n');
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
      'decks/red-burn.txt',
      '--agent',
      'random',
      '--games',
      '64', // in this thread, batches of 32 games: the second runs past the stop at 30 per version
      '--until-decided',
      '--check-every',
      '10',
    ];
    const [a, b] = [out(), out()];
    expect((await cli(...args, '--workers', '0', '--out', a)).code).toBe(0);
    expect((await cli(...args, '--workers', '2', '--out', b)).code).toBe(0);
    for (const file of ['compare.csv', 'games.csv', 'differences.csv'])
      expect(readFileSync(join(b, file), 'utf8'), file).toBe(readFileSync(join(a, file), 'utf8'));
    // games.csv holds exactly the games that count: each version's first `counted` against the opponent,
    // not the games played past the stop.
    const counted = Number(rows(a).find((x) => x.opponent === '(field)')!.games);
    expect(counted).toBe(30);
    const indices = readFileSync(join(a, 'games.csv'), 'utf8')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => Number(l.split(',')[0]));
    expect(indices).toEqual([...Array(counted).keys(), ...Array.from({ length: counted }, (_, k) => 64 + k)]);
    // `playtest report` rebuilds the same page from games.csv and compare.json.
    const page = readFileSync(join(b, 'report.html'), 'utf8');
    writeFileSync(join(b, 'report.html'), '');
    expect((await cli('report', b)).code).toBe(0);
    expect(readFileSync(join(b, 'report.html'), 'utf8')).toBe(page);
    expect(readFileSync(join(a, 'report.html'), 'utf8')).toContain('<svg');
    const manifest = JSON.parse(readFileSync(join(a, 'compare.json'), 'utf8'));
    expect(manifest.deckA.name).toBe('bears');
    expect(manifest.deckB.without).toEqual(['Grizzly Bears']);
    // The workers honoured --without: version B never cast the card, version A did.
    const casts = (v: string) =>
      gameRows(b).filter((g) => g.deck_a === v && /Grizzly Bears\*?@/.test(g.cards_a)).length;
    expect([casts('bears') > 0, casts('bears without Grizzly Bears')]).toEqual([true, 0]);
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
    expect(r.out).toContain("from A to B: B's pilot may not play or cast Grizzly Bears (36 in the deck)\n");
    expect(readFileSync(join(dir, 'differences.csv'), 'utf8')).toBe(
      'part,card,count_a,count_b,change\nrestricted,Grizzly Bears,0,36,36\n',
    );

    // Replay: game k of A and game 40 + k of B share a seed; only A casts the card B's pilot may not.
    const games = gameRows(dir);
    expect(games.map((g) => g.deck_a)).toEqual([
      ...Array(40).fill('bears'),
      ...Array(40).fill('bears without Grizzly Bears'),
    ]);
    const cast = (g: Record<string, string>) => /Grizzly Bears\*?@/.test(g.cards_a);
    const k = games.findIndex(cast);
    expect(k).toBeGreaterThanOrEqual(0);
    const [a, b] = [await cli('replay', dir, String(k)), await cli('replay', dir, String(40 + k))];
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.out).toMatch(new RegExp(`^game ${k}: seed ${games[k].seed}; seat A bears \\(random\\)`));
    expect(b.out).toMatch(
      new RegExp(`^game ${40 + k}: seed ${games[k].seed}; seat A bears without Grizzly Bears \\(random\\)`),
    );
    expect(a.out).toMatch(/Grizzly Bears#\d+ \(A\): hand -> stack/);
    expect(b.out).toMatch(/Grizzly Bears#\d+ \(A\): library -> hand/); // drawn, a dead card
    expect(b.out).not.toMatch(/Grizzly Bears#\d+ \(A\): hand -> stack|cast Grizzly Bears/); // never cast, never offered
    expect(games.slice(40).some(cast)).toBe(false);
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
    expect(r.err).toMatch(/error: \d+ game\(s\) crashed; they count as not won \(games.csv names them/);
    expect(existsSync(join(dir, 'compare.csv'))).toBe(true);
    // compare.json keeps --crash-on-cast, so the replay crashes as the game did.
    const crashed = gameRows(dir).find((g) => g.end_reason === 'error')!;
    expect(crashed.error).toContain('Grizzly Bears');
    const replay = await cli('replay', dir, crashed.game_index);
    expect(replay.code).toBe(4);
    expect(replay.out).toContain('the game threw');
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
      "the folder holds another playtest command's reports (games.csv)",
    ]);
    cases.push([
      ['decks/red-burn.txt', 'decks/red-burn.txt', '--vs', 'decks/green-stompy.txt', '--strict'],
      'compare: A and B play the same main deck in the same order with the same restrictions',
    ]);
    for (const [args, message] of cases) {
      const r = await cli('compare', '--out', out(), ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toContain(message);
      expect(r.err).not.toContain('    at ');
    }
  });
});

describe('the cards compare compared', () => {
  const burn = ['4 Raging Goblin', '4 Spark Elemental', '4 Gray Ogre', '4 Hill Giant', '4 Incinerate'];
  const deckFile = (dir: string, name: string, main: string[], side: string[]) => {
    const file = join(dir, `${name}.txt`);
    writeFileSync(file, ['Deck', ...main, '', 'Sideboard', ...side, ''].join('\n'));
    return file;
  };

  it('from A to B, by count: main deck, sideboard and restricted play; order alone differs too', () => {
    const a = { cards: ['Shock', 'Shock', 'Gray Ogre', 'Mountain'], sideboard: ['Pyroclasm'] };
    const b = { cards: ['Mountain', 'Mountain', 'Gray Ogre', 'Mountain'], sideboard: ['Shock', 'Pyroclasm'] };
    expect(changeText(versionChange(a, b))).toBe('-2 Shock, +2 Mountain; sideboard +1 Shock');
    expect(changeText(versionChange(b, a))).toBe('-2 Mountain, +2 Shock; sideboard -1 Shock');
    const held = versionChange(a, { ...a, without: ['Shock', 'Forest'] });
    expect(held.rows).toEqual([{ part: 'restricted', card: 'Shock', countA: 0, countB: 2 }]);
    expect(changeText(held)).toBe("B's pilot may not play or cast Shock (2 in the deck)");
    expect(nothingCompared(held)).toBeUndefined();
    const same = versionChange(a, { cards: [...a.cards] });
    expect(changeText(same)).toBe('sideboard -1 Pyroclasm');
    expect(nothingCompared(same)).toContain('they differ only in the sideboard, which compare does not play');
    const reordered = versionChange(a, { cards: [...a.cards].reverse(), sideboard: a.sideboard });
    expect([changeText(reordered), nothingCompared(reordered)]).toEqual(['the same cards in another order', undefined]);
  });

  it('are printed first, written to differences.csv and report.html; games.csv replays each version', async () => {
    const dir = out();
    const a = deckFile(dir, 'burn-a', [...burn, '4 Shock', '36 Mountain'], ['3 Pyroclasm']);
    const b = deckFile(dir, 'burn-b', [...burn, '40 Mountain'], ['3 Pyroclasm', '4 Shock']);
    const folder = join(dir, 'out');
    const args = ['--vs', 'decks/green-stompy.txt', '--agent', 'random', '--games', '2', '--workers', '0'];
    const r = await cli('compare', a, b, ...args, '--out', folder);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^A: burn-a\nB: burn-b\nfrom A to B: -4 Shock, \+4 Mountain; sideboard \+4 Shock\nopponent /);
    expect(readFileSync(join(folder, 'differences.csv'), 'utf8')).toBe(
      'part,card,count_a,count_b,change\nmain,Shock,4,0,-4\nmain,Mountain,36,40,4\nsideboard,Shock,0,4,4\n',
    );
    const page = readFileSync(join(folder, 'report.html'), 'utf8');
    expect(page).toContain('<p>From A to B: -4 Shock, +4 Mountain; sideboard +4 Shock.</p>');
    expect(page).toContain('<td>main</td><td>Shock</td><td class="n">4</td><td class="n">0</td><td class="n">-4</td>');
    const games = gameRows(folder);
    expect(games.map((g) => [g.game_index, g.deck_a, g.deck_b, g.on_play])).toEqual([
      ['0', 'burn-a', 'green-stompy', 'A'],
      ['1', 'burn-a', 'green-stompy', 'B'],
      ['2', 'burn-b', 'green-stompy', 'A'],
      ['3', 'burn-b', 'green-stompy', 'B'],
    ]);
    expect(games[2].seed).toBe(games[0].seed);
    expect(games.every((g) => g.agent_a === 'random' && g.agent_b === 'random')).toBe(true);
    // Each version's replay deals its own deck: B has no Shock to draw, A's opening hand is B's but for its Shocks.
    const hand = (log: string) => /^opening hand of A: (.*)$/m.exec(log)![1];
    const [ra, rb] = [await cli('replay', folder, '0'), await cli('replay', folder, '2')];
    expect([ra.code, rb.code, ra.err, rb.err]).toEqual([0, 0, '', '']);
    expect(rb.out).toMatch(/^game 2: seed \d+; seat A burn-b \(random\)/);
    expect(rb.out).not.toContain('Shock');
    expect(ra.out).toContain('Shock#');
    expect(hand(ra.out).replace(/Shock#/g, 'Mountain#')).toBe(hand(rb.out)); // the same shuffle, the same objects
    // A second compare into the folder replaces its files; a run's folder is refused (above).
    expect((await cli('compare', b, a, ...args, '--out', folder)).code).toBe(0);
    expect(gameRows(folder)[0].deck_a).toBe('burn-b');
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
