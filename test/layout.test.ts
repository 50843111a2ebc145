// The state layout comes from one declaration (state.ts REGIONS); it must stay the layout recorded in
// test/fixtures/layout-regions.json: the same regions in the same order at the same offsets with the same
// lengths, the same hashed part (so no state hash changes), for decks and capacities of several sizes,
// made directly or grown. A change of layout on purpose rewrites the record and says why in its commit:
//   UPDATE_LAYOUT=1 npx vitest run test/layout.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type Capacities, Game, grow, stateHash } from '../src/engine/core/state.js';

interface Recorded {
  nA: number;
  nB: number;
  caps: Capacities;
  n: number;
  listCap: number;
  size: number;
  hashedEnd: number;
  patternHash: string;
  offsets: number[];
  lengths: number[];
}
const FILE = new URL('fixtures/layout-regions.json', import.meta.url);
const fixture = JSON.parse(readFileSync(FILE, 'utf8')) as {
  recordedFrom: string;
  regions: string[];
  layouts: Recorded[];
};
if (process.env.UPDATE_LAYOUT === '1') record();

/** Records the layout the code makes now, for the fixture's decks and capacities. */
function record(): void {
  fixture.recordedFrom =
    'new Game([], nA, nB, caps) as the code lays it out; m filled with (i * 2654435761 + 12345) | 0 for patternHash';
  fixture.layouts = fixture.layouts.map((r) => {
    const g = new Game([], r.nA, r.nB, r.caps);
    fixture.regions = [...g.regions.keys()];
    const { n, listCap, size, hashedEnd } = g;
    const offsets = [...g.regions.values()].map(([at]) => at);
    const lengths = [...g.regions.values()].map(([, len]) => len);
    return {
      nA: r.nA,
      nB: r.nB,
      caps: r.caps,
      n,
      listCap,
      size,
      hashedEnd,
      patternHash: patternHash(g),
      offsets,
      lengths,
    };
  });
  const { layouts, ...head } = fixture;
  const lines = layouts.map((r) => '  ' + JSON.stringify(r));
  const top = Object.entries(head).map(([k, v]) => ` ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  writeFileSync(FILE, `{\n${top.join(',\n')},\n "layouts": [\n${lines.join(',\n')}\n ]\n}\n`);
}

// Every region's [name, offset, length] in layout order, and the game's field of each region's name.
function expectLayout(g: Game, r: Recorded): void {
  expect([...g.regions].map(([name, [at, len]]) => [name, at, len])).toEqual(
    fixture.regions.map((name, i) => [name, r.offsets[i], r.lengths[i]]),
  );
  const fields = g as unknown as Record<string, number>;
  for (let i = 0; i < fixture.regions.length; i++)
    expect(fields[fixture.regions[i]], fixture.regions[i]).toBe(r.offsets[i]);
  expect([g.n, g.listCap, g.size, g.hashedEnd]).toEqual([r.n, r.listCap, r.size, r.hashedEnd]);
  expect(g.m.length).toBe(r.size);
}

// The hash of a memory filled with a fixed pattern: it covers exactly the recorded hashed words, with the same keys.
function patternHash(g: Game): string {
  for (let i = 0; i < g.size; i++) g.m[i] = (i * 2654435761 + 12345) | 0;
  return stateHash(g);
}

describe('the layout is the one recorded', () => {
  test.each(fixture.layouts.map((r) => [`${r.nA}+${r.nB} cards, ${JSON.stringify(r.caps)}`, r] as const))(
    '%s',
    (_, r) => {
      const g = new Game([], r.nA, r.nB, r.caps);
      expectLayout(g, r);
      expect(patternHash(g)).toBe(r.patternHash);
    },
  );

  test('a grown game has the layout of one made with its capacities', () => {
    const r = fixture.layouts.find((x) => x.nA === 40 && x.caps.effects === 64)!;
    const g = new Game([], 40, 40);
    grow(g, 'effects');
    grow(g, 'tokens');
    grow(g, 'events');
    expectLayout(g, r);
    expect(patternHash(g)).toBe(r.patternHash);
  });

  test('every game of any layout has the same fields in the same order (one hidden class)', () => {
    const keys = (g: Game) => Object.keys(g).join();
    const a = new Game([], 40, 40);
    const b = new Game([], 3, 61, fixture.layouts[fixture.layouts.length - 1].caps);
    grow(b, 'stack');
    expect(keys(b)).toBe(keys(a));
    for (const name of fixture.regions) expect(Object.keys(a)).toContain(name);
  });

  // V8's optimized code reads a field once per function only among an object's first 32 words (30 fields):
  // the game's own fields, m first, then the offsets of the regions read in loops (state.ts HOT).
  test('the memory and the hot offsets are among the first 30 fields', () => {
    const g = new Game([], 40, 40);
    const fields = g as unknown as Record<string, unknown>;
    const first = Object.keys(g).slice(0, 30);
    expect(first[0]).toBe('m');
    const hot = ['players', 'library0', 'library1', 'hand0', 'hand1', 'graveyard0', 'graveyard1', 'removed0'];
    hot.push('removed1', 'inPlay', 'stack', 'stackRecords', 'effects', 'pendingTriggers', 'damageAssignments');
    hot.push('rngState', 'cacheDirty');
    expect(first.slice(13).map((k) => fields[k])).toEqual(hot.map((r) => g.regions.get(r)![0]));
  });
});
