// The published card schema and the validator come from one vocabulary registry: every built-in card
// and the example of docs/cards.md satisfy the JSON Schema, and what the validator rejects the schema rejects.
// The published form is compact (json-schema.ts): small, quick to compile, one error for one mistake.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Value } from '@sinclair/typebox/value';
import { Ajv } from 'ajv';
import { describe, expect, test } from 'vitest';
import { builtinCardFiles } from '../src/cards/pool.js';
import { formatJson } from '../src/cards/json-schema.js';
import { CardSchema, cardJsonSchema } from '../src/cards/schema.js';

const cards = builtinCardFiles().flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown[]);

describe('card JSON Schema', () => {
  test('every built-in card satisfies the schema', () => {
    const bad = cards.filter((c) => !Value.Check(CardSchema, c)).map((c) => (c as { name: string }).name);
    expect(bad).toEqual([]);
    expect(cards.length).toBeGreaterThan(60);
  });
  test('the example card of docs/cards.md satisfies it', () => {
    const page = readFileSync(new URL('../docs/cards.md', import.meta.url), 'utf8');
    // The first card block (a block marked <!-- example: ... --> is a bad file, for its errors).
    const block = page.slice(page.indexOf('# Card format')).match(/(?<!-->\n)```json\n([\s\S]*?)```/);
    expect(block).not.toBeNull();
    expect(Value.Check(CardSchema, JSON.parse(block![1]))).toBe(true);
  });
  test('unknown fields and unknown verbs are rejected by the schema as by the validator', () => {
    expect(Value.Check(CardSchema, { name: 'A', types: ['Land'], colour: 'red' })).toBe(false);
    expect(
      Value.Check(CardSchema, { name: 'C', manaCost: '{R}', types: ['Instant'], spell: { effect: { op: 'explode' } } }),
    ).toBe(false);
    expect(
      Value.Check(CardSchema, {
        name: 'C',
        manaCost: '{R}',
        types: ['Instant'],
        spell: { effect: { op: 'damage', amount: 2, to: 'opponent', x: 1 } },
      }),
    ).toBe(false);
  });
  test('the schema file is plain JSON Schema with the effect definitions', () => {
    const s = JSON.parse(JSON.stringify(cardJsonSchema()));
    expect(s.$defs.Card).toBeDefined();
    expect(JSON.stringify(s.$defs.Effect)).toContain('"preventDamage"');
  });
});

describe('the compact JSON Schema (issue 32: an editor compiles it at once and shows the one error that matters)', () => {
  const schema = cardJsonSchema();
  const text = formatJson(schema);
  // A strict validator: an unknown keyword or a strict-mode warning fails the compile.
  const warnings: unknown[] = [];
  const logger = {
    log: () => {},
    warn: (...w: unknown[]) => warnings.push(w),
    error: (...e: unknown[]) => warnings.push(e),
  };
  const ajv = () => new Ajv({ allErrors: true, allowUnionTypes: true, logger });
  let compiled: ReturnType<Ajv['compile']> | undefined;
  /** The validator of the compact schema (compiled once: the first test measures it). */
  const validator = () => (compiled ??= ajv().compile(schema));

  test('is small, each shared part written once under $defs, and compiles strict in well under the old 6 s', () => {
    // 464 KB before (TypeBox's inlined unions); the words others add grow it by a few hundred bytes each (128 KB
    // with the Lorwyn-Shadowmoor words of 2026-11, 193 KB with most of Shadowmoor-Eventide: the cap guards against
    // inlining coming back, which would repeat the large parts, not against words).
    expect(text.length).toBeLessThan(256 * 1024);
    expect(Object.keys(schema.$defs as object)).toEqual(expect.arrayContaining(['Card', 'Effect', 'Filter', 'Amount']));
    const cpu = process.cpuUsage();
    compiled = ajv().compile(schema);
    const { user, system } = process.cpuUsage(cpu);
    expect(warnings).toEqual([]);
    // Generous (measured: a few tenths of a second of CPU; the old schema took about 6 s): only a regression fails.
    expect((user + system) / 1e6).toBeLessThan(3);
  });

  test('accepts every card of the pool, the test fixtures and the docs', () => {
    const validate = validator();
    const root = new URL('../', import.meta.url);
    const fixtures = readdirSync(new URL('test/fixtures/', root))
      .filter((f) => f.endsWith('-cards.json'))
      .map((f) => fileURLToPath(new URL(`test/fixtures/${f}`, root)));
    for (const f of [...builtinCardFiles(), ...fixtures]) {
      const data = JSON.parse(readFileSync(f, 'utf8'));
      expect(validate(data), `${f}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
    for (const page of ['docs/cards.md', 'docs/cookbook.md']) {
      // Every card block but a marked example (docs/cards.md's file with four mistakes).
      const blocks = [...readFileSync(new URL(page, root), 'utf8').matchAll(/(?<!-->\n)```json\n([\s\S]*?)```/g)];
      expect(blocks.length).toBeGreaterThan(0);
      for (const [, block] of blocks) expect(validate(JSON.parse(block)), `${page}: ${block.slice(0, 60)}`).toBe(true);
    }
  });

  test('accepts and rejects exactly what the registry schema does, over mutations of every built-in card', () => {
    const validate = validator();
    let n = 0;
    let differ: string[] = [];
    for (const card of cards) {
      for (const m of mutations(card)) {
        // Every 37th: a spread over all the words at a test's cost (all 116,000 agreed when measured).
        if (n++ % 37 !== 0) continue;
        if (Value.Check(CardSchema, m) !== validate(m)) differ.push(JSON.stringify(m).slice(0, 200));
      }
    }
    differ = differ.slice(0, 5);
    expect(differ).toEqual([]);
    expect(n).toBeGreaterThan(50_000);
  });

  test('a file with four mistakes gives four errors, each at the field, not hundreds', () => {
    const validate = validator();
    expect(validate(FOUR_MISTAKES)).toBe(false);
    const errors = validate.errors ?? [];
    // ajv adds "must match the then schema" at each if/then an error passes through (here the triggered
    // ability and its draw effect): the errors that say what is wrong are the other four.
    const wrong = errors.filter((e) => e.keyword !== 'if');
    expect(wrong.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([
      ['/cards/0/spell/effect/op', 'enum', { allowedValues: expect.arrayContaining(['damage']) }],
      ['/cards/1', 'additionalProperties', { additionalProperty: 'toughnes' }],
      ['/cards/2/power', 'type', { type: 'integer' }],
      ['/cards/3/abilities/0/effect', 'required', { missingProperty: 'player' }],
    ]);
    expect(errors.length).toBeLessThanOrEqual(6);
  });
});

/** One card file with four mistakes: a wrong op, a misspelt field, a wrong type, a missing field. */
const FOUR_MISTAKES = JSON.parse(readFileSync(new URL('fixtures/four-mistakes.json', import.meta.url), 'utf8'));

/** The card with one change at each place: an unknown field, a field removed, a value of another kind. */
function* mutations(card: unknown): Generator<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (x: unknown, p: (string | number)[]) => {
    paths.push(p);
    if (typeof x === 'object' && x !== null)
      for (const [k, y] of Object.entries(x)) walk(y, [...p, Array.isArray(x) ? Number(k) : k]);
  };
  walk(card, []);
  const at = (o: unknown, p: (string | number)[]) => p.reduce((a: any, k) => a[k], o);
  for (const p of paths) {
    const x = at(card, p);
    if (typeof x === 'object' && x !== null && !Array.isArray(x)) {
      const c = structuredClone(card);
      at(c, p).zzz = 1;
      yield c;
      for (const k of Object.keys(x)) {
        const d = structuredClone(card);
        delete at(d, p)[k];
        yield d;
      }
    }
    if (p.length === 0) continue;
    for (const value of ['bogus', 1, -5, 2000, true, null, [], {}, 'x', 'you', 'target:0', 'this']) {
      const c = structuredClone(card);
      at(c, p.slice(0, -1))[p[p.length - 1]] = value;
      yield c;
    }
  }
}
