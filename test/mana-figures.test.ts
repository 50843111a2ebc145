// Mana figures (docs/reports.md, "mana.csv"): the definitions on a position built by hand, the tally's
// "by own turn" counting, games.csv's cells read back, the land-count effect on real games, byte-identical
// files whatever the workers and shards, and `playtest lands`.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { landCount, landVariant } from '../src/decks/land-variants.js';
import { readDeck } from '../src/decks/parse.js';
import { Zone } from '../src/engine/api/observe.js';
import { blankGame, placeObject, setTurn } from '../src/engine/api/setup.js';
import { unpackBatch } from '../src/harness/batch.js';
import { playBatch } from '../src/harness/play-batch.js';
import { LANDS_SHIFT, NO_SPELL, SCREW } from '../src/harness/mana-turns.js';
import { ManaWatch } from '../src/harness/mana-watch.js';
import { RunPlan } from '../src/harness/plan.js';
import type { GameRecord } from '../src/harness/types.js';
import { formatCastable, formatOwnTurns, parseCastable, parseOwnTurns } from '../src/report/mana-cells.js';
import { manaRows } from '../src/report/mana-report.js';
import { ManaTally } from '../src/report/mana-tally.js';
import { cli } from './cli-run.js';

const ROOT = join(import.meta.dirname, '..');
const deckFile = (name: string) => join(ROOT, 'decks', `${name}.txt`);
const pool = loadPool();
const read = (dir: string, f: string) => readFileSync(join(dir, f), 'utf8');
const fail = (): never => {
  throw new Error('bad cell');
};

describe('mana figures at the end of each own turn', () => {
  it('counts lands, color screw and castable cards on a position built by hand', () => {
    const id = (n: string) => pool.compiled(n).id;
    // Seat A: two Plains in play, Cancel ({1}{U}{U}) and Glorious Anthem ({1}{W}{W}) in hand, an Island to come.
    const a = ['Plains', 'Plains', 'Cancel', 'Glorious Anthem', 'Island'].map(id);
    const b = ['Forest'].map(id);
    const g = blankGame(pool.cards, a, b, { seed: 1, firstPlayer: 0, maxTurns: 50 });
    placeObject(g, 0, Zone.InPlay, 0);
    placeObject(g, 1, Zone.InPlay, 0);
    placeObject(g, 2, Zone.Hand, 0);
    placeObject(g, 3, Zone.Hand, 0);
    setTurn(g, 1, 0);
    const w = new ManaWatch(0);
    w.observe(g);
    setTurn(g, 2, 1); // A's turn 1 ended: two lands, neither spell affordable (3 mana each)
    w.observe(g);
    placeObject(g, 4, Zone.InPlay, 0);
    setTurn(g, 3, 0);
    setTurn(g, 4, 1); // turns 2 (B's, no decision seen) and 3 (A's) ended: Plains, Plains, Island
    w.observe(g);
    w.finish(g, false); // turn 4 did not end
    const seatA = w.seat(0, [], []);
    // Own turn 2: Cancel costs 3, three lands make mana, but only one makes blue: screwed. Anthem is castable.
    expect(seatA.turns).toEqual([2 << LANDS_SHIFT, (3 << LANDS_SHIFT) | SCREW]);
    expect([seatA.castable, seatA.castableTurn]).toEqual([['Glorious Anthem'], [2]]);
    // B: no land, no card in hand at the end of its turn 1 (game turn 2).
    expect(w.seat(1, [], []).turns).toEqual([NO_SPELL]);
    // A card cast counts as castable from the own turn it was cast in: game turn 3 is A's own turn 2.
    expect(w.seat(0, ['Cancel'], [3])).toMatchObject({ castable: ['Cancel', 'Glorious Anthem'], castableTurn: [2, 2] });
  });

  it('closes the last turn when the turn limit ended the game after it', () => {
    const g = blankGame(pool.cards, [pool.compiled('Plains').id], [], { seed: 1, firstPlayer: 1, maxTurns: 3 });
    setTurn(g, 3, 1);
    const w = new ManaWatch(1);
    w.finish(g, true);
    expect([w.seat(0, [], []).turns.length, w.seat(1, [], []).turns.length]).toEqual([1, 2]);
  });
});

/** A finished game of seat A's deck `deck` whose own turns were `turns`. */
function record(turns: number[], onPlay: 'A' | 'B' = 'A'): GameRecord {
  const none = { turns: [], castable: [], castableTurn: [] };
  return {
    ...{ gameIndex: 0, seed: 0, deckA: 'd', deckB: 'o', agentA: 'x', agentB: 'x', onPlay, winner: 'A' },
    ...{ endReason: 'life', turns: 9, loopKind: 'none', loopSignature: '', mulligansA: 0, mulligansB: 0 },
    ...{ drawnA: [], drawnB: [], openingA: [], openingB: [], castA: [], castB: [], castTurnA: [], castTurnB: [] },
    manaA: { ...none, turns },
    manaB: none,
  };
}

describe('mana.csv by own turn', () => {
  it('counts a game at own turn t once its answer is known: it lasted through t, or the event came by then', () => {
    const t = new ManaTally();
    const L = (n: number, flags = 0) => (n << LANDS_SHIFT) | flags;
    t.add(record([L(1), L(1), L(2, SCREW)])); // missed on own turn 2; screwed on 3; ended during own turn 4
    t.add(record([L(1), L(2), L(3), L(4)])); // nothing through own turn 4
    t.add(record([L(1), L(2), L(3), L(4), L(5), L(6, NO_SPELL)], 'B')); // flooded on own turn 6, on the draw
    const at = (measure: string, ownTurn: number, on = 'all') => {
      const r = manaRows(t).find(
        (x) => x.deck === 'd' && x.on === on && x.measure === measure && x.ownTurn === ownTurn,
      )!;
      return [r.gamesWith, r.games];
    };
    expect(at('missed_land_drop', 1)).toEqual([0, 3]);
    expect(at('missed_land_drop', 2)).toEqual([1, 3]);
    expect(at('missed_land_drop', 4)).toEqual([1, 3]); // the first game is known (it missed), the others lasted
    expect(at('missed_land_drop', 5)).toEqual([1, 2]); // the second ended in own turn 5
    expect(at('color_screw', 3)).toEqual([1, 3]);
    expect(at('color_screw', 4)).toEqual([1, 3]);
    expect(at('flood', 6)).toEqual([1, 1]);
    expect(at('flood', 6, 'draw')).toEqual([1, 1]);
    expect(at('flood', 6, 'play')).toEqual([0, 0]);
  });

  it("reads games.csv's cells back as written", () => {
    const turns = [1 << LANDS_SHIFT, (2 << LANDS_SHIFT) | SCREW, (7 << LANDS_SHIFT) | SCREW | NO_SPELL];
    expect(formatOwnTurns(turns)).toBe('1 2s 7se');
    expect(parseOwnTurns('1 2s 7se', fail)).toEqual(turns);
    expect(formatCastable(['Bear|Pipe', 'Shock'], [3, 1])).toBe('Bear%7CPipe@3|Shock@1');
    expect(parseCastable('Bear%7CPipe@3|Shock@1', fail)).toEqual({ names: ['Bear|Pipe', 'Shock'], turns: [3, 1] });
    for (const bad of ['1 x', '1  2', 's']) expect(() => parseOwnTurns(bad, fail), bad).toThrow('bad cell');
    for (const bad of ['Shock', 'Shock@1|Bear@2', 'Shock@x']) expect(() => parseCastable(bad, fail), bad).toThrow();
  });
});

describe('land counts', () => {
  const deck = readDeck(deckFile('white-blue-fliers'), pool); // 12 Plains, 12 Island of 60
  const opponent = readDeck(deckFile('green-stompy'), pool);

  it('builds a variant by changing basics in proportion and spells by mana value, the deck size kept', () => {
    const v = landVariant(deck, pool, 20);
    expect([v.name, v.cards.length, landCount(v, pool)]).toEqual(['white-blue-fliers (20 lands)', 60, 20]);
    const n = (cards: string[], name: string) => cards.filter((c) => c === name).length;
    expect([n(v.cards, 'Plains'), n(v.cards, 'Island')]).toEqual([10, 10]);
    // The cheapest spells with fewer than 4 copies get the room: Unsummon and Boomerang (2 each).
    expect([n(v.cards, 'Unsummon'), n(v.cards, 'Boomerang')]).toEqual([4, 4]);
    const more = landVariant(deck, pool, 26);
    expect([n(more.cards, 'Mahamoti Djinn'), n(more.cards, 'Serra Angel')]).toEqual([0, 2]); // the top of the curve
    expect(landVariant(deck, pool, 24)).toBe(deck);
    const noBasics = { ...deck, cards: deck.cards.filter((c) => c !== 'Plains' && c !== 'Island') };
    expect(() => landVariant(noBasics, pool, 20)).toThrow(/has no basic land/);
  });

  it('a deck with 12 lands misses more land drops and floods less than the same deck with 17', () => {
    const [twelve, seventeen] = [12, 17].map((n) => landVariant(deck, pool, n));
    const plan = new RunPlan({
      decks: [twelve, seventeen],
      vs: [opponent],
      agents: ['random', 'random'],
      games: 100,
      seed: 5,
      maxTurns: 40,
      pairedSeeds: true,
    });
    const t = new ManaTally();
    const all = Array.from({ length: plan.total }, (_, i) => i);
    for (const r of unpackBatch(plan, pool, playBatch(plan, pool, all))) t.add(r);
    const row = (d: string, measure: string, ownTurn: number) =>
      manaRows(t).find((r) => r.deck === d && r.on === 'all' && r.measure === measure && r.ownTurn === ownTurn)!;
    for (const turn of [3, 4]) {
      const [few, many] = [row(twelve.name, 'missed_land_drop', turn), row(seventeen.name, 'missed_land_drop', turn)];
      expect(few.ciLow!, `missed land drop by own turn ${turn}`).toBeGreaterThan(many.share!);
      expect(many.ciHigh!).toBeLessThan(few.share!);
    }
    expect(row(twelve.name, 'flood', 8).share!).toBeLessThan(row(seventeen.name, 'flood', 8).share!);
  });
});

describe('mana.csv and mana-cards.csv from the CLI', () => {
  const run = ['run', deckFile('red-burn'), deckFile('white-blue-fliers'), '--games', '8', '--agent', 'random'];
  const tmp = (p: string) => mkdtempSync(join(tmpdir(), p));

  it('are byte-identical whatever the workers, and a merge of shards rebuilds them', async () => {
    const [one, two, s1, s2, merged] = ['one', 'two', 's1', 's2', 'merged'].map((p) => tmp(`mana-${p}-`));
    expect((await cli(...run, '--workers', '0', '--out', one)).code).toBe(0);
    expect((await cli(...run, '--workers', '2', '--out', two)).code).toBe(0);
    expect((await cli(...run, '--workers', '0', '--shard', '1/2', '--out', s1)).code).toBe(0);
    expect((await cli(...run, '--workers', '0', '--shard', '2/2', '--out', s2)).code).toBe(0);
    expect((await cli('merge', s1, s2, '--out', merged, '--force')).code).toBe(0);
    for (const f of ['mana.csv', 'mana-cards.csv']) {
      expect(read(one, f).split('\n').length, f).toBeGreaterThan(10);
      expect(read(two, f), f).toBe(read(one, f));
      expect(read(merged, f), f).toBe(read(one, f));
    }
    expect(read(one, 'report.html')).toContain('id="mana"');
  });

  it('playtest lands recommends a count with its interval, and refuses what it cannot do', async () => {
    const out = tmp('mana-lands-');
    const args = ['lands', deckFile('white-blue-fliers'), '--vs', deckFile('green-stompy'), '--agent', 'random'];
    const r = await cli(...args, '--range', '17-18', '--games', '6', '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^recommended: \d+ lands/m);
    const lines = read(out, 'lands.csv').trim().split('\n');
    expect(lines[0]).toMatch(/^lands,deck,change,games,wins,win_rate,ci_low,ci_high,diff,diff_low,diff_high,/);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['17', '18', '24']);
    expect(lines.filter((l) => l.split(',').includes('as written'))).toHaveLength(1);
    expect(read(out, 'mana.csv')).toContain('white-blue-fliers (17 lands),random,all,missed_land_drop,1,');
    for (const [range, message] of [
      ['19-15', /expected land counts like 15-19/],
      ['5-12', /takes 10 to 30 lands/],
      ['24', /only white-blue-fliers's own count/],
    ] as const) {
      const bad = await cli(...args, '--range', range, '--out', tmp('mana-bad-'));
      expect([bad.code, bad.err]).toEqual([2, expect.stringMatching(message)]);
    }
    const missing = await cli('lands', 'no-such-deck.txt', '--range', '15-19', '--vs', deckFile('green-stompy'));
    expect([missing.code, missing.err]).toEqual([2, expect.stringMatching(/no-such-deck\.txt/)]);
  });
});

describe('docs/reports.md', () => {
  it('documents every column of mana.csv, mana-cards.csv, lands.csv and the mana columns of games.csv', async () => {
    const { MANA, MANA_CARDS } = await import('../src/report/mana-report.js');
    const { LANDS } = await import('../src/report/lands-report.js');
    const page = readFileSync(join(ROOT, 'docs', 'reports.md'), 'utf8');
    const files: [string, string[]][] = [
      ['mana.csv', MANA.map((c) => c.name)],
      ['mana-cards.csv', MANA_CARDS.map((c) => c.name)],
      ['lands.csv', LANDS.map((c) => c.name)],
      ['games.csv', ['mana_a', 'mana_b', 'castable_a', 'castable_b']],
    ];
    for (const [file, columns] of files) {
      expect(page, file).toContain(`\`${file}\``);
      for (const c of columns) expect(page, `${file} ${c}`).toMatch(new RegExp(`\\b${c}\\b`));
    }
  });
});
