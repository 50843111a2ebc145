// The published card schema and the validator come from one vocabulary registry: every built-in card
// and the example of docs/cards.md satisfy the JSON Schema, and what the validator rejects the schema rejects.
import { readFileSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, test } from 'vitest';
import { builtinCardFiles } from '../src/cards/pool.js';
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
    const block = page.slice(page.indexOf('# Card format')).match(/```json\n([\s\S]*?)```/);
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
    expect(s.definitions.Card).toBeDefined();
    expect(JSON.stringify(s.definitions.Effect)).toContain('"preventDamage"');
  });
});
