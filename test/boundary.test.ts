// The engine boundary stays sealed in the source (design.md, "Engine core"): outside src/engine, code
// reads and writes games only through src/engine/api.ts, never by offsets into the state array. This
// scans agents/, src/ (but src/engine, and src/cards, which compiles cards into the engine's own form
// with its vocabulary) and test/ (but the engine's own unit tests listed below).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REGION_NAMES } from '../src/engine/core/state.js'; // (the names of the offsets, for the rule below)

const root = join(import.meta.dirname, '..');

/** Tests of one engine-internal module, which may read it directly; each says which and why. */
const ENGINE_UNIT_TESTS: Record<string, string> = {
  'test/hash-clone.test.ts': 'the state hash, the state version and cloneInto (state.ts)',
  'test/mana.test.ts': 'mana payment (mana.ts)',
  'test/zones-determinize.test.ts': 'zone lists and determinize (zones.ts, determinize.ts)',
  'test/rng.test.ts': "the game's generator (rng.ts)",
  'test/property.test.ts': 'invariants of the state layout (lists, records, caches, hash)',
  'test/loops.test.ts': 'loop detection (loops.ts): the canonical position, the decision cap',
  'test/engine-core.test.ts': 'the rules core no scenario reaches: effect rows, paused event batches, growth',
  'test/compile.test.ts': "the card compiler and the vocabulary's registry (every verb compiles and describes)",
  'test/fixtures/snooping-agent.mjs': 'a hostile agent: writes the memory of its own copies on purpose',
  'test/layout.test.ts': 'the state layout (state.ts REGIONS) against the one recorded before',
  'test/aura-aim.test.ts': "the older auraHarms, which read an Aura's static rows, against its static words' aim",
  'test/boundary.test.ts': 'this file: the patterns below',
};

/** What reading or writing the state by offset looks like; [why, pattern]. */
const RULES: [string, RegExp][] = [
  ['indexes the state array', /\.m\[/],
  ['uses a column offset', /\.o[A-Z]\w*\b/],
  // An offset field (state.ts REGIONS) added to or indexing with: other properties of those names pass.
  ['uses a region offset', new RegExp(`(?<=[\\w\\])])\\.(${REGION_NAMES.join('|')})\\s*[+\\]]`)],
  ['uses a global slot', /\bGlobal\.[A-Z]\w*/],
  [
    'calls an internal accessor',
    /(?<![.\w])(rf|setRf|pl|setPl|setGlob|put|listBase|listAt|listCount|moveTo|enterStep|stackAt|ensureChars)\(/,
  ],
  [
    'imports an engine module other than api, constants or cardform',
    /from '(\.\.\/)+(src\/)?engine\/(?!api\.js|core\/constants\.js|core\/cardform\.js)[\w/-]+\.js'/,
  ],
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|js|mjs|cjs)$/.test(name)) out.push(path);
  }
  return out;
}

/** The file's code lines (comment lines dropped) that break a rule: "file:line: why: text". */
function violations(file: string, text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
    for (const [why, re] of RULES) if (re.test(code)) out.push(`${file}:${i + 1}: ${why}: ${code}`);
  });
  return out;
}

const scanned = () =>
  [
    ...sourceFiles(join(root, 'agents')),
    ...sourceFiles(join(root, 'src')).filter((f) => !/^src[\\/](engine|cards)[\\/]/.test(relative(root, f))),
    ...sourceFiles(join(root, 'test')),
  ]
    .map((f) => relative(root, f).split('\\').join('/'))
    .filter((f) => !(f in ENGINE_UNIT_TESTS));

describe('the engine boundary', () => {
  test('no file outside src/engine reads or writes the state by offset', () => {
    const files = scanned();
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) => violations(f, readFileSync(join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });

  test('the rules catch each kind of offset use, and the allow-list names existing files', () => {
    for (const bad of [
      'const z = g.m[g.oZone + id];',
      'if (x.oCard > 0) {',
      'const at = g.zonePositions + id;',
      'x[g.sbaDirty] = 1;',
      'return m[Global.Turn];',
      'put(g, 1, 2);',
      'const l = pl(g, p, 0);',
      "import { listBase } from '../engine/core/zones.js';",
      "import { put } from '../src/engine/core/state.js';",
      "import { verbOf } from '../src/engine/vocab/registry.js';",
    ]) {
      expect(violations('sample', bad).length, bad).toBeGreaterThan(0);
    }
    for (const ok of [
      "import { zoneOf } from '../engine/api.js';",
      "import { Zone } from '../src/engine/core/constants.js';",
      'const o = opts.onPlay;',
      '// g.m[g.oZone]',
      'const n = opts.events.length + spec.players;',
      "const a = { inPlay: ['Forest', ...inPlay] };",
    ]) {
      expect(violations('sample', ok), ok).toEqual([]);
    }
    for (const f of Object.keys(ENGINE_UNIT_TESTS)) expect(statSync(join(root, f)).isFile(), f).toBe(true);
  });
});
