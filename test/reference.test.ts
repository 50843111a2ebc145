// Every real card of the built-in pool against its printed facts (data/reference/cards.json): mana cost, card
// types, subtypes, supertypes, power, toughness, loyalty and text. A card is its printing, never a rewording:
// the text compared leaves out only what src/cards/reference.ts comparableText says (reminder text, the em dash
// of ability words). A card the reference doesn't know (a designer's own card, a test fixture) is exempt.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { comparableText, referenceCard, referenceDifferences, type ReferenceCard } from '../src/cards/reference.js';
import type { CardDef } from '../src/cards/schema.js';

const pool = loadPool();
const real = pool
  .names()
  .map((name) => ({ name, def: pool.get(name) as CardDef, ref: referenceCard(name) }))
  .filter((c): c is { name: string; def: CardDef; ref: ReferenceCard } => c.ref !== undefined);

describe('the pool against print', () => {
  test('most of the pool is checked', () => {
    // 455 cards; six real ones (Caravan Hurda, Cobbled Wings, Diminish, Palace Guard, Prized Unicorn, Twisted
    // Image) are missing from the reference data.
    expect(real.length).toBeGreaterThanOrEqual(440);
  });
  for (const { name, def, ref } of real) {
    test(name, () => {
      const lines = referenceDifferences(def, ref).map(
        (d) =>
          `${name} (${ref.set}): ${d.field}: expected ${JSON.stringify(d.expected)} (printed), got ${JSON.stringify(d.actual)}`,
      );
      expect(lines).toEqual([]);
    });
  }
});

describe('the comparison', () => {
  const ref: ReferenceCard = {
    name: 'Sengir Vampire',
    set: '10E',
    manaCost: '{3}{B}{B}',
    types: ['Creature'],
    subtypes: ['Vampire'],
    power: '4',
    toughness: '4',
    text: "Flying (This creature can't be blocked except by creatures with flying or reach.)\nWhenever it dies, draw.",
  };
  const def: CardDef = {
    name: 'Sengir Vampire',
    manaCost: '{3}{B}{B}',
    types: ['Creature'],
    subtypes: ['Vampire'],
    power: 4,
    toughness: 4,
    text: 'Flying\nWhenever it dies, draw.',
  };
  test('equal facts, reminder text left out', () => expect(referenceDifferences(def, ref)).toEqual([]));
  test('names the field, expected and actual', () => {
    expect(referenceDifferences({ ...def, power: 3, manaCost: '{2}{B}{B}', subtypes: ['Bat'] }, ref)).toEqual([
      { field: 'manaCost', expected: '{3}{B}{B}', actual: '{2}{B}{B}' },
      { field: 'subtypes', expected: 'Vampire', actual: 'Bat' },
      { field: 'power', expected: '4', actual: '3' },
    ]);
  });
  test('a reworded text differs; a line break is not a space', () => {
    expect(referenceDifferences({ ...def, text: 'Flying\nWhenever it dies, you draw.' }, ref)[0].field).toBe('text');
    expect(referenceDifferences({ ...def, text: 'Flying Whenever it dies, draw.' }, ref)[0].field).toBe('text');
  });
  test('"*" is a 0 with an ability that defines it', () => {
    const star = { ...ref, power: '*', toughness: '*', text: null };
    expect(referenceDifferences({ ...def, power: 0, toughness: 0 }, star).map((d) => d.field)).toEqual([
      'power',
      'toughness',
    ]);
    const defined = {
      ...def,
      power: 0,
      toughness: 0,
      abilities: [
        { kind: 'static' as const, effect: { op: 'definePt', count: { count: {}, zone: 'hand', whose: 'you' } } },
      ],
    };
    expect(referenceDifferences(defined, star)).toEqual([]);
  });
  test('em dashes of ability words and basic lands', () => {
    expect(comparableText('Hellbent — Deal 5.')).toBe(comparableText('Hellbent Deal 5.'));
    const forest = referenceCard('Forest')!;
    expect(forest.text).toBe('G');
    expect(referenceDifferences(pool.get('Forest') as CardDef, forest)).toEqual([]);
  });
  test('the data: one printing per card, Tenth Edition first', () => {
    expect(referenceCard('Llanowar Elves')?.set).toBe('10E'); // reprinted later (Elves vs. Goblins), 10E counts
    expect(referenceCard('Mogg Flunkies')?.manaCost).toBe('{1}{R}');
    expect(referenceCard('Tarmogoyf')?.power).toBe('*'); // a Future Sight card, for the sets to come
    expect(referenceCard('No Such Card')).toBeUndefined();
  });
});
