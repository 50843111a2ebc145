import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cli } from './cli-run.js';
import { playGame } from '../src/harness/play-game.js';
import type { GameRecord, GameSpec } from '../src/harness/types.js';
import { runScenarioPaths } from '../src/scenario/run.js';
import { fakePool } from './fake-pool.js';

vi.mock('../src/cards/pool.js', async (importOriginal) => {
  const { fakePool: pool } = await import('./fake-pool.js');
  const real = await importOriginal<typeof import('../src/cards/pool.js')>();
  return { loadPool: () => pool(), builtinCardFiles: real.builtinCardFiles };
});
vi.mock('../src/harness/play-game.js', () => ({ playGame: vi.fn() }));
vi.mock('../src/scenario/run.js', () => ({ runScenarioPaths: vi.fn() }));

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'playtest-cli-'));
}

/** Writes deck files into a fresh folder and returns their paths. */
function decks(files: Record<string, string>): string[] {
  const dir = tmp();
  return Object.entries(files).map(([name, text]) => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  });
}

const GOOD = {
  'red.txt': '40 Mountain\n20 Shock\n',
  'green.txt': '24 Forest\n4 Grizzly Bears\n4 Llanowar Elves\n28 Forest\n',
};

function fakeGame(spec: GameSpec): GameRecord {
  if (spec.seed % 7 === 0) throw new Error('crash');
  return {
    gameIndex: spec.gameIndex,
    seed: spec.seed,
    deckA: spec.deckA.name,
    deckB: spec.deckB.name,
    agentA: spec.agentA,
    agentB: spec.agentB,
    onPlay: spec.onPlay,
    winner: spec.seed % 3 === 0 ? 'draw' : spec.seed % 2 === 0 ? 'A' : 'B',
    endReason: 'life',
    turns: 3 + (spec.seed % 10),
    loopKind: spec.seed % 5 === 0 ? 'turn_limit' : 'none',
    loopSignature: '',
    mulligansA: spec.seed % 2,
    mulligansB: 0,
    drawnA: [...new Set(spec.deckA.cards.slice(0, 1 + (spec.seed % 3)))],
    drawnB: [...new Set(spec.deckB.cards.slice(0, 2))],
    openingA: [...new Set(spec.deckA.cards.slice(0, 1))],
    openingB: [],
    castA: [],
    castB: spec.deckB.cards.slice(0, 1),
    castTurnA: [],
    castTurnB: [3],
    manaA: { turns: [], castable: [], castableTurn: [] },
    manaB: { turns: [], castable: [], castableTurn: [] },
  };
}

beforeEach(() => {
  vi.mocked(playGame).mockReset().mockImplementation(fakeGame);
});

describe('usage errors exit 2 and say what was expected', () => {
  it('--games abc', async () => {
    const r = await cli('run', ...decks(GOOD), '--games', 'abc');
    expect(r.code).toBe(2);
    expect(r.err).toContain("option '--games <n>' argument 'abc' is invalid");
    expect(r.err).toContain('Expected a whole number of 1 or more');
  });

  it('--games 0 and --seed -1', async () => {
    expect((await cli('run', ...decks(GOOD), '--games', '0')).code).toBe(2);
    expect((await cli('run', ...decks(GOOD), '--seed', '-1')).code).toBe(2);
  });

  it('an unknown deck file', async () => {
    const r = await cli('run', '/nonexistent/deck.txt', ...decks(GOOD));
    expect(r.code).toBe(2);
    expect(r.err).toContain('/nonexistent/deck.txt: cannot read deck file');
  });

  it('an unknown card, naming file and line', async () => {
    const [bad] = decks({ 'bad.txt': '20 Mountain\n4 Shokc\n' });
    const r = await cli('run', bad, ...decks(GOOD));
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${bad}:2: "4 Shokc": unknown card "Shokc"`);
    expect(r.err).toContain('did you mean "Shock"?');
  });

  it('a malformed --shard', async () => {
    for (const shard of ['3/2', '0/2', 'x', '1-2']) {
      const r = await cli('run', ...decks(GOOD), '--shard', shard);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`option '--shard <i/n>' argument '${shard}' is invalid. Expected I/N`);
    }
  });

  it('a bad --agent, or three of them', async () => {
    expect((await cli('run', ...decks(GOOD), '--agent', 'mcts:iterations')).err).toContain(
      'Expected NAME or NAME:key=value',
    );
    const r = await cli('run', ...decks(GOOD), '--agent', 'random', '--agent', 'greedy', '--agent', 'mcts');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--agent: given 3 times');
  });

  it('a missing --cards file', async () => {
    const r = await cli('validate', ...decks(GOOD), '--cards', '/nonexistent/cards.json');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--cards /nonexistent/cards.json: file not found');
  });

  it('one deck and no --vs', async () => {
    const r = await cli('run', decks(GOOD)[0]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('give at least two decks');
  });

  it('no command, an unknown command, an unknown option', async () => {
    expect((await cli()).code).toBe(2);
    expect((await cli('fly')).code).toBe(2);
    const r = await cli('run', '--gmaes', '5');
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown option '--gmaes'");
  });

  it('merge, replay and report of folders that are not runs', async () => {
    const r = await cli('merge', '/nonexistent/a', '/nonexistent/b', '--out', tmp());
    expect(r.code).toBe(2);
    expect(r.err).toContain('merge: /nonexistent/a/manifest.json: cannot read');
    expect((await cli('merge', tmp())).err).toContain("required option '--out <dir>' not specified");
    expect((await cli('replay', '/nonexistent', '3')).err).toContain('replay: /nonexistent/manifest.json: cannot read');
    expect((await cli('replay', '/nonexistent', 'x')).err).toContain('GAME_INDEX must be a whole number');
    expect((await cli('report', '/nonexistent')).code).toBe(2);
  });

  it('--workers out of range, --resume with run options, --crash-on-cast of an unknown card', async () => {
    expect((await cli('run', ...decks(GOOD), '--workers', '-1')).err).toContain('Expected a whole number from 0');
    const r = await cli('run', '--resume', tmp(), '--games', '5', ...decks(GOOD));
    expect(r.code).toBe(2);
    expect(r.err).toContain("--resume: the run's decks and options come from its checkpoint; drop decks, --games");
    expect((await cli('run', '--resume', '/nonexistent')).err).toContain('--resume /nonexistent: no such folder');
    expect((await cli('run', ...decks(GOOD), '--crash-on-cast', 'Shokc', '--workers', '0')).err).toContain(
      '--crash-on-cast: unknown card "Shokc"',
    );
  });
});

describe('help', () => {
  it('exits 0 and describes every option of run', async () => {
    const r = await cli('run', '--help');
    expect(r.code).toBe(0);
    for (const flag of [
      '--vs',
      '--agent',
      '--games',
      '--seed',
      '--out',
      '--max-turns',
      '--cards',
      '--workers',
      '--shard',
      '--resume',
    ]) {
      expect(r.out).toContain(flag);
    }
    expect(r.out).toContain('(default: greedy)');
  });

  it("names only deck files that exist in its examples (from the package's folder)", async () => {
    const text = (await cli('run', '--help')).out;
    const files = [...text.matchAll(/decks\/[\w.-]+\.txt/g)].map((m) => m[0]);
    expect(files.length).toBeGreaterThan(2);
    for (const f of files) expect(existsSync(fileURLToPath(new URL(`../${f}`, import.meta.url))), f).toBe(true);
  });
});

describe('run', () => {
  it('writes the reports, byte-identical for the same inputs', async () => {
    const paths = decks({ ...GOOD, 'blue.txt': '60 Island\n' });
    vi.mocked(playGame).mockImplementation((spec) => ({ ...fakeGame(spec), winner: 'A' }));
    const [out1, out2] = [tmp(), tmp()];
    const r1 = await cli('run', ...paths, '--games', '6', '--seed', '3', '--out', out1, '--workers', '0');
    const r2 = await cli('run', ...paths, '--games', '6', '--seed', '3', '--out', out2, '--workers', '0');
    expect(r1.code).toBe(0);
    expect(r2.code).toBe(0);
    expect(r1.out).toContain('18 games, 0 errored');
    for (const f of ['games.csv', 'matchups.csv', 'cards.csv', 'loops.csv', 'mulligans.csv']) {
      expect(readFileSync(join(out1, f), 'utf8')).toBe(readFileSync(join(out2, f), 'utf8'));
    }
    const games = readFileSync(join(out1, 'games.csv'), 'utf8').trim().split('\n');
    expect(games).toHaveLength(19);
    expect(games[1]).toMatch(
      /^0,\d+,red,green,greedy,greedy,A,A,life,\d+,(none|turn_limit),[01],0,[^,]*,Forest@3,,\d+,,,,,$/,
    );
    const matchups = readFileSync(join(out1, 'matchups.csv'), 'utf8').trim().split('\n');
    expect(matchups.slice(1).map((l) => l.split(',').slice(0, 2).join(' vs '))).toEqual([
      'red vs green',
      'green vs red',
      'red vs blue',
      'blue vs red',
      'green vs blue',
      'blue vs green',
    ]);
    const manifest = JSON.parse(readFileSync(join(out1, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      seed: 3,
      games: 6,
      totalGames: 18,
      runGames: 18,
      agents: { A: 'greedy', B: 'greedy' },
      workers: 0,
      status: 'complete',
    });
    expect(manifest.inputs.decks.map((d: { name: string }) => d.name)).toEqual(['red', 'green', 'blue']);
    expect(manifest.inputs.decks[0]).toMatchObject({
      list: ['40 Mountain', '20 Shock'],
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(manifest.versions.node).toBe(process.version);
    for (const f of ['report.html', 'decks.csv']) expect(existsSync(join(out1, f))).toBe(true);
    expect(existsSync(join(out1, 'checkpoint.json')) || existsSync(join(out1, 'games.partial.csv'))).toBe(false);
  });

  it('exits 4 when a game crashed, naming it with its seed', async () => {
    const out = tmp();
    const r = await cli(
      'run',
      ...decks(GOOD),
      '--games',
      '40',
      '--out',
      out,
      '--agent',
      'random',
      '--agent',
      'greedy',
      '--workers',
      '0',
    );
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/error: game \d+ \(seed \d+\) crashed: crash/);
    expect(readFileSync(join(out, 'games.csv'), 'utf8')).toMatch(
      /,random,greedy,[AB],,error,0,none,0,0,,,crash,,,,,,\n/,
    );
    expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).erroredGames[0].message).toBe('crash');
  });

  it('prints deck warnings and still runs', async () => {
    const r = await cli(
      'run',
      ...decks({ 'short.txt': '10 Forest\n', 'red.txt': GOOD['red.txt'] }),
      '--games',
      '2',
      '--out',
      tmp(),
      '--workers',
      '0',
    );
    expect(r.err).toContain('warning: ');
    expect(r.err).toContain('short.txt: 10 cards, fewer than 60');
    expect(r.err).toContain('20 copies of "Shock"');
  });
});

describe('validate', () => {
  it('exit 0 with warnings, exit 2 when a deck has errors', async () => {
    const [good, short] = decks({ 'good.txt': GOOD['green.txt'], 'short.txt': '5 Shock\n' });
    const ok = await cli('validate', good, short);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain(`OK ${good}: 60 cards`);
    expect(ok.out).toContain('5 copies of "Shock"');
    const [bad] = decks({ 'bad.txt': 'x4 Shock\n' });
    const r = await cli('validate', good, bad);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${bad}:1`);
  });
});

describe('scenario', () => {
  it('prints PASS/FAIL lines and exits 1 when one fails', async () => {
    const dir = tmp();
    vi.mocked(runScenarioPaths).mockReturnValue([
      { file: 'a.json', name: 'first', pass: true, failures: [] },
      { file: 'b.json', name: 'second', pass: false, failures: ['life of B: expected 17, got 20'] },
    ]);
    const r = await cli('scenario', dir);
    expect(r.code).toBe(1);
    expect(r.out).toContain('PASS a.json: first\nFAIL b.json: second\n    life of B: expected 17, got 20\n');
    const j = await cli('scenario', dir, '--json');
    expect(JSON.parse(j.out)).toHaveLength(2);
    vi.mocked(runScenarioPaths).mockReturnValue([{ file: 'a.json', name: 'first', pass: true, failures: [] }]);
    expect((await cli('scenario', dir)).code).toBe(0);
    expect((await cli('scenario', '/nonexistent/x.json')).code).toBe(2);
  });
});

describe('cards', () => {
  it('lists the pool, and the Tenth Edition cards missing from it', async () => {
    const all = await cli('cards');
    expect(all.code).toBe(0);
    expect(all.out.split('\n')).toContain('Grizzly Bears');
    expect(all.out).toContain(`${fakePool().names().length} cards in the pool`);
    const missing = await cli('cards', '--missing');
    expect(missing.code).toBe(0);
    expect(missing.out).toContain('Abundance\n');
    expect(missing.out).not.toContain('Shock\n');
    expect(missing.out).toContain('359 of 368 Tenth Edition cards missing from the pool\n');
  });
});

describe('validate: formats and --strict', () => {
  it('prints the detected format, the deck name and the sideboard', async () => {
    const [forge, mtgo] = decks({
      'f.dck':
        '[metadata]\nName=My Forge Deck\n[Main]\n30 Forest|10E|1\n30 Grizzly Bears|10E\n[Sideboard]\n2 Shock|10E\n',
      'm.txt': '56 Mountain\n4 Shock\nSB: 3 Giant Growth\n',
    });
    const r = await cli('validate', forge, mtgo);
    expect(r.out).toContain(
      `WARN ${forge}: 60 cards + 2 in the sideboard (not played); Forge .dck, deck "My Forge Deck"`,
    );
    expect(r.out).toContain(`OK ${mtgo}: 60 cards + 3 in the sideboard (not played); MTGO, deck "m"`);
    expect(r.code).toBe(0);
  });

  it('--strict makes every warning an error (exit 2), naming file and line', async () => {
    const [good, many] = decks({ 'good.txt': GOOD['green.txt'], 'many.txt': '50 Forest\n5 Shock\n5 Grizzly Bears\n' });
    expect((await cli('validate', '--strict', good)).code).toBe(0);
    const r = await cli('validate', '--strict', good, many);
    expect(r.code).toBe(2);
    expect(r.out).toContain(`ERROR ${many}: 60 cards`);
    expect(r.err).toContain(
      `error: ${many}:2: 5 copies of "Shock", more than 4 of a non-basic card (--strict makes warnings errors)`,
    );
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('a deck line of 99999999999 Forest is a clear error, exit 2', async () => {
    const [bad] = decks({ 'big.txt': '99999999999 Forest\n' });
    const r = await cli('validate', bad);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      `${bad}:1: "99999999999 Forest": bad count "99999999999" (expected a whole number of copies from 1 to 250`,
    );
  });
});

describe('run: --strict and sideboards', () => {
  it('--strict refuses a deck with warnings before any game (exit 2)', async () => {
    const [good, short] = decks({ 'good.txt': GOOD['green.txt'], 'short.txt': '20 Mountain\n' });
    const r = await cli('run', good, short, '--games', '2', '--strict', '--out', join(tmp(), 'out'));
    expect(r.code).toBe(2);
    expect(r.err).toContain(`error: ${short}: 20 cards, fewer than 60\n(--strict makes deck warnings errors)`);
    expect(vi.mocked(playGame)).not.toHaveBeenCalled();
  });

  it('records the sideboard in manifest.json; games are played with the main deck only', async () => {
    const [side, green] = decks({
      'side.txt': '56 Mountain\n4 Shock\nSB: 3 Giant Growth\n',
      'green.txt': GOOD['green.txt'],
    });
    const out = join(tmp(), 'out');
    const r = await cli('run', side, green, '--games', '2', '--workers', '0', '--out', out);
    expect([0, 4]).toContain(r.code); // 4: the fake game crashes on some seeds
    const m = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
    expect(m.inputs.decks[0]).toMatchObject({
      name: 'side',
      list: ['56 Mountain', '4 Shock'],
      sideboard: ['3 Giant Growth'],
    });
    expect(m.inputs.decks[1].sideboard).toBeUndefined();
    for (const [spec] of vi.mocked(playGame).mock.calls)
      expect([...spec.deckA.cards, ...spec.deckB.cards]).not.toContain('Giant Growth');
  });
});
