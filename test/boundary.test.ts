// The engine boundary stays sealed in the source (design.md, "Engine core"): outside src/engine, code
// reads and writes games only through src/engine/api/ (game.ts, observe.ts, setup.ts), never by offsets
// into the state array, and agents only through game.ts and observe.ts. This scans agents/, src/ (but
// src/engine, and src/cards, which compiles cards into the engine's own form with its vocabulary) and
// test/ (but the engine's own unit tests listed below). .dependency-cruiser.cjs checks the same imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REGION_NAMES } from '../src/engine/core/state.js'; // (the names of the offsets, for the rule below)

const root = join(import.meta.dirname, '..');

/** Tests of one engine-internal module, which may read it directly; each says which and why. */
const ENGINE_UNIT_TESTS: Record<string, string> = {
  'test/hash-clone.test.ts': 'the state hash, the state version and cloneInto (state.ts)',
  'test/mana.test.ts': 'mana payment (mana.ts)',
  'test/mana-colors.test.ts': 'automatic mana payment keeping colors (mana.ts pay, on positions built by hand)',
  'test/zones-determinize.test.ts': 'zone lists and determinize (zones.ts, determinize.ts)',
  'test/rng.test.ts': "the game's generator (rng.ts)",
  'test/property.test.ts': 'invariants of the state layout (lists, records, caches, hash)',
  'test/loops.test.ts': 'loop detection (loops.ts, loop-position.ts): the canonical position, the decision cap',
  'test/engine-core.test.ts': 'the rules core no scenario reaches: effect rows, paused event batches, growth',
  'test/compile.test.ts': "the card compiler and the vocabulary's registry (every verb compiles and describes)",
  'test/fixtures/snooping-agent.mjs': 'a hostile agent: writes the memory of its own copies on purpose',
  'test/layout.test.ts': 'the state layout (state.ts REGIONS) against the one recorded before',
  'test/aura-aim.test.ts': "the older auraHarms, which read an Aura's static rows, against its static words' aim",
  'test/state-words.ts':
    'the words of a game cloneInto copies (state.ts: all before the scratch, then its parts in use)',
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
    'imports an engine module other than api/game, api/observe or api/setup',
    /from '(\.\.\/)+(dist\/)?(src\/)?engine\/(?!api\/(game|observe|setup)\.js')[\w/-]+\.js'/,
  ],
];

/** The modules a file imports, as written: static imports, re-exports, side-effect and literal dynamic imports. */
function importsOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) continue;
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g)) out.push(m[2]);
  }
  return out;
}
/** The engine modules agents may import: the built ones too (a JavaScript agent imports dist/, as aggro.js does). */
const AGENT_API = /^(dist\/)?src\/engine\/api\/(game|observe)\.js$/;
/** Agent file `file` (relative to the root): its imports that reach into the engine other than through AGENT_API. */
function agentViolations(file: string, text: string): string[] {
  return importsOf(text)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => posix.normalize(posix.join(posix.dirname(file), spec)))
    .filter((to) => /^(dist\/)?src\/engine\//.test(to) && !AGENT_API.test(to))
    .map((to) => `${file}: imports ${to} (agents use only src/engine/api/game.js and api/observe.js)`);
}

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
      "import { Zone } from '../src/engine/core/constants.js';",
      "import { zoneOf } from '../engine/api.js';",
      "import { determinize } from '../src/engine/determinize.js';",
    ]) {
      expect(violations('sample', bad).length, bad).toBeGreaterThan(0);
    }
    expect(violations('src/scenario/x.ts', "import { setLife } from '../engine/api/setup.js';")).toEqual([]);
    for (const ok of [
      "import { zoneOf } from '../engine/api/observe.js';",
      "import { apply, type Game } from '../../src/engine/api/game.js';",
      'const o = opts.onPlay;',
      '// g.m[g.oZone]',
      'const n = opts.events.length + spec.players;',
      "const a = { inPlay: ['Forest', ...inPlay] };",
    ]) {
      expect(violations('sample', ok), ok).toEqual([]);
    }
    for (const f of Object.keys(ENGINE_UNIT_TESTS)) expect(statSync(join(root, f)).isFile(), f).toBe(true);
  });

  test('agents import the engine only through api/game and api/observe', () => {
    const files = sourceFiles(join(root, 'agents')).map((f) => relative(root, f).split('\\').join('/'));
    expect(files).toContain('agents/examples/aggro.js');
    const texts = files.map((f) => readFileSync(join(root, f), 'utf8'));
    expect(files.flatMap((f, i) => agentViolations(f, texts[i]))).toEqual([]);
    // The scan sees the imports it judges: the agents do use both modules.
    const reached = new Set(files.flatMap((f, i) => importsOf(texts[i]).map((s) => posix.join(posix.dirname(f), s))));
    expect([...reached].filter((to) => AGENT_API.test(to)).sort()).toEqual([
      'dist/src/engine/api/game.js',
      'dist/src/engine/api/observe.js',
      'src/engine/api/game.js',
      'src/engine/api/observe.js',
    ]);
  });

  test('the agents rule catches any other engine import', () => {
    for (const bad of [
      "import { setLife } from '../src/engine/api/setup.js';",
      "import { Zone } from '../src/engine/core/constants.js';",
      "import type { CCard } from '../src/engine/core/cardform.js';",
      "} from '../src/engine/view.js';",
      "export { verbOf } from '../src/engine/vocab/registry.js';",
      "import '../src/engine/engine.js';",
      "const m = await import('../src/engine/determinize.js');",
    ]) {
      expect(agentViolations('agents/x.ts', bad), bad).toHaveLength(1);
    }
    for (const bad of [
      "import { Zone } from '../../src/engine/api.js';",
      "import { blankGame } from '../../dist/src/engine/api/setup.js';",
    ]) {
      expect(agentViolations('agents/examples/x.js', bad), bad).toHaveLength(1);
    }
    for (const ok of [
      "import { apply, type Game } from '../src/engine/api/game.js';",
      "} from '../src/engine/api/observe.js';",
      "import { Options } from './options.js';",
      "// import { put } from '../src/engine/core/state.js';",
    ]) {
      expect(agentViolations('agents/x.ts', ok), ok).toEqual([]);
    }
    expect(
      agentViolations('agents/examples/x.js', "import { Decision } from '../../dist/src/engine/api/game.js';"),
    ).toEqual([]);
  });
});
