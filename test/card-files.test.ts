// Designers' card files: every error at once with file, card and field path, at the field's line and
// column, an unknown word or field with the nearest known one; JSON syntax errors with line and column;
// unknown fields at every depth; prototype keys; bounded numbers; names that hold any printable character.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CardError, compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';

const dir = mkdtempSync(join(tmpdir(), 'card-files-'));
let n = 0;
function file(content: unknown): string {
  const f = join(dir, `cards-${n++}.json`);
  writeFileSync(f, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return f;
}
function loadError(content: unknown): string {
  const f = file(content);
  try {
    loadPool([f]);
  } catch (e) {
    expect(e).toBeInstanceOf(CardError);
    return (e as Error).message.replaceAll(f, 'F');
  }
  throw new Error('expected a CardError');
}
function compileError(card: unknown): string {
  try {
    compileCard(card, 0, 'f.json');
  } catch (e) {
    expect(e).toBeInstanceOf(CardError);
    return (e as Error).message;
  }
  throw new Error('expected a CardError');
}

const bolt = (extra: Record<string, unknown> = {}) => ({
  name: 'Zap',
  manaCost: '{R}',
  types: ['Instant'],
  text: 'Zap deals 1 damage to target creature or player.',
  spell: { targets: [{ kind: 'creatureOrPlayer' }], effect: { op: 'damage', amount: 1, to: 'target:0' } },
  ...extra,
});
const bear = (extra: Record<string, unknown> = {}) => ({
  name: 'Test Bear',
  manaCost: '{1}{G}',
  types: ['Creature'],
  power: 2,
  toughness: 2,
  ...extra,
});

describe('card files', () => {
  test('one card object, an array, or {"$schema", "cards"}', () => {
    expect(loadPool([file(bear())]).has('Test Bear')).toBe(true);
    expect(loadPool([file([bear({ name: 'Bear Two' })])]).has('Bear Two')).toBe(true);
    expect(
      loadPool([file({ $schema: './card.schema.json', cards: [bear({ name: 'Bear Three' })] })]).has('Bear Three'),
    ).toBe(true);
    expect(loadError({ cards: [], extra: 1 })).toBe(
      'F: field extra: no such field here (expected "cards" and optionally "$schema")',
    );
  });

  test('every bad card of a file is listed at once, each with its line, card and field path', () => {
    const m = loadError([
      bear(),
      bear({ name: 'Bad One', power: 'two' }),
      bolt({ name: 'Bad Two', spell: { effect: { op: 'damage', amount: 1, to: 'target:0', bogus: 1 } } }),
      bear({ name: 'Bad Three', colour: 'green' }),
    ]);
    const lines = m.split('\n');
    expect(lines).toHaveLength(3);
    // Each at its field's own line and column (JSON.stringify with 2 spaces: a field of a card is at column 5).
    expect(lines[0]).toMatch(/^F:17:5: card "Bad One": field power: expected /);
    expect(lines[1]).toMatch(/^F:\d+:\d+: card "Bad Two": field spell\.effect(\.bogus)?: /);
    expect(lines[2]).toMatch(/^F:\d+:5: card "Bad Three": field colour: unknown field \(did you mean "colors"\?\)$/);
  });

  test('an error names the line and column of its field, or of the object that lacks it', () => {
    const text = [
      '{ "cards": [',
      '  { "name": "Zap", "manaCost": "{R}", "types": ["Instant"],',
      '    "spell": { "targets": [{ "kind": "creatureOrPlayer" }],',
      '               "effect": { "op": "damage", "amount": 1, "to": "target:0" } } },',
      '  { "name": "Owl", "manaCost": "{U}", "types": ["Creature"], "power": 1, "toughness": 1,',
      '    "abilities": [{ "kind": "triggered", "when": { "event": "comesIntoPlay", "self": true },',
      '                    "effect": { "op": "draw", "amount": 1 } }] },',
      '  { "name": "Bolt", "manaCost": "{R}", "types": ["Instant"],',
      '    "spell": { "targets": [{ "kind": "creatureOrPlayer" }, { "kind": "creatre" }],',
      '               "effect": { "op": "damage", "amount": 3, "to": "target:0" } } }',
      '] }',
    ].join('\n');
    const lines = loadError(text).split('\n');
    // The missing "player": at the "effect" that lacks it (line 7, column 21).
    expect(lines[0]).toMatch(
      /^F:7:21: card "Owl": field abilities\[0\]\.effect\.player: expected .*, got nothing \(the field is missing\)$/,
    );
    // A field of an item of a list: at the field's name in the item.
    expect(lines[1]).toBe(
      'F:9:62: card "Bolt": field spell.targets[1].kind: expected one of creature, permanent, player, creatureOrPlayer, spell, spellOrPermanent, cardInGraveyard, got "creatre"; did you mean "creature"?',
    );
  });

  test('an unknown word or field is answered with the nearest known one', () => {
    const m = loadError([
      bolt({ spell: { targets: [{ kind: 'creatureOrPlayer' }], effect: { op: 'damge', amount: 1, to: 'target:0' } } }),
      bear({ name: 'Owl', keywords: ['flyng'], toughnes: 2 }),
      bear({
        name: 'Rat',
        abilities: [{ kind: 'trigered', when: { event: 'comesIntoPlay', self: true } }],
      }),
      bear({
        name: 'Elk',
        abilities: [{ kind: 'triggered', when: { event: 'comesIntoPlai', self: true }, effect: { op: 'draw' } }],
      }),
      bear({
        name: 'Yak',
        abilities: [
          {
            kind: 'triggered',
            when: { event: 'comesIntoPlay', self: true },
            effect: { op: 'draw', amount: 1, player: 'yuo' },
          },
        ],
      }),
    ]);
    const lines = m.split('\n').map((l) => l.replace(/^F:\d+:\d+: /, ''));
    // A long list of words is cut short when there is a near one.
    expect(lines[0]).toMatch(
      /^card "Zap": field spell\.effect\.op: expected one of \d+ words \(seq, .*, \.\.\.\), got "damge"; did you mean "damage"\?$/,
    );
    expect(lines.slice(1)).toEqual([
      'card "Owl": field toughnes: unknown field (did you mean "toughness"?)',
      expect.stringMatching(
        /^card "Owl": field keywords\[0\]: expected one of \d+ words \(flying, .*\), got "flyng"; did you mean "flying"\?$/,
      ),
      expect.stringMatching(
        /^card "Rat": field abilities\[0\]\.kind: expected one of .*, got "trigered"; did you mean "triggered"\?$/,
      ),
      expect.stringMatching(
        /^card "Elk": field abilities\[0\]\.when\.event: expected .*, got "comesIntoPlai"; did you mean "comesIntoPlay"\?$/,
      ),
      expect.stringMatching(
        /^card "Yak": field abilities\[0\]\.effect\.player: expected .*, got "yuo"; did you mean "you"\?$/,
      ),
    ]);
  });

  test('a JSON syntax error gives the line and column', () => {
    expect(loadError('[\n  {"name": "A",\n   "types": ["Land"],,\n  }\n]')).toBe(
      'F:3:22: not valid JSON: expected a field name in double quotes, got ","',
    );
    expect(loadError('{"name": "A" "types": []}')).toBe(
      'F:1:14: not valid JSON: expected a comma between items, got "\\"types\\""',
    );
    expect(loadError('')).toMatch(/^F:1:1: not valid JSON: expected a value, got the end of the file$/);
    expect(loadError('\uFEFF[{"name": "A", "types": ["Land"]} // no\n]')).toMatch(
      /^F:1:\d+: not valid JSON: expected no comments/,
    );
  });

  test('unknown fields are rejected at every depth', () => {
    expect(
      compileError(
        bolt({
          spell: { effect: { op: 'damage', amount: 1, to: 'target:0' }, targets: [{ kind: 'creatureOrPlayer', x: 1 }] },
        }),
      ),
    ).toContain('spell.targets[0]');
    expect(
      compileError(
        bolt({
          spell: {
            effect: { op: 'damage', amount: 1, to: 'target:0' },
            targets: [{ kind: 'creatureOrPlayer' }],
            junk: 1,
          },
        }),
      ),
    ).toContain('field spell.junk');
    expect(
      compileError(
        bolt({
          spell: {
            targets: [{ kind: 'creature', filter: { color: ['Red'] } }],
            effect: { op: 'destroy', what: 'target:0' },
          },
        }),
      ),
    ).toContain('spell.targets[0].filter');
    expect(
      compileError(
        bolt({ spell: { effect: { op: 'seq', effects: [{ op: 'draw', amount: 1, player: 'you', also: 2 }] } } }),
      ),
    ).toContain('spell.effect.effects[0]');
    expect(
      compileError(
        bear({
          abilities: [
            {
              kind: 'triggered',
              when: { event: 'comesIntoPlay', self: true, x: 1 },
              effect: { op: 'gainLife', amount: 1, player: 'you' },
            },
          ],
        }),
      ),
    ).toContain('abilities[0].when');
    expect(
      compileError(
        bear({ abilities: [{ kind: 'static', effect: { op: 'pumpEach', filter: {}, power: 1, toughness: 1, x: 0 } }] }),
      ),
    ).toContain('abilities[0].effect');
    expect(
      compileError(
        bear({
          abilities: [
            { kind: 'activated', cost: ['{T}'], effect: { op: 'gainLife', amount: 1, player: 'you' }, extra: 1 },
          ],
        }),
      ),
    ).toContain('abilities[0].extra');
  });

  test('prototype keys are no verbs, kinds, events or fields', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(compileError(bolt({ spell: { effect: { op: key } } }))).toContain(
        'field spell.effect.op: expected one of seq, damage',
      );
      expect(
        compileError(
          bolt({ spell: { targets: [{ kind: key }], effect: { op: 'damage', amount: 1, to: 'target:0' } } }),
        ),
      ).toContain('field spell.targets[0].kind: expected one of creature');
      expect(compileError(bear({ abilities: [{ kind: key }] }))).toContain(
        'field abilities[0].kind: expected one of mana, activated',
      );
      expect(
        compileError(
          bear({
            abilities: [{ kind: 'triggered', when: { event: key }, effect: { op: 'draw', amount: 1, player: 'you' } }],
          }),
        ),
      ).toContain('abilities[0].when.event');
      expect(compileError(bear({ abilities: [{ kind: 'static', effect: { op: key } }] }))).toContain(
        'abilities[0].effect.op',
      );
      expect(compileError(bear({ abilities: [{ kind: 'mana', cost: ['{T}'], produce: key }] }))).toContain(
        'abilities[0].produce',
      );
    }
    expect(loadError('[{"name": "P", "types": ["Land"], "__proto__": {"power": 1}}]')).toMatch(
      /^F:1:35: card "P": field __proto__: unknown field \(expected one of name, manaCost, .*\)$/,
    );
    expect(loadError('{"cards": [], "__proto__": []}')).toContain('field __proto__: no such field here');
  });

  test('mana costs are bounded: no byte wraps, no 130 {R}', () => {
    expect(compileError(bear({ manaCost: '{R}'.repeat(130) }))).toContain(
      'field manaCost: expected a mana cost like "{2}{R}" or "{1}{G/W}{2/W}": generic symbols {0} to {20}',
    );
    expect(compileError(bear({ manaCost: '{R}'.repeat(17) }))).toContain('at most 16 colored mana symbols');
    expect(compileError(bear({ manaCost: '{20}{11}' }))).toContain('a mana value of at most 30');
    expect(compileError(bear({ manaCost: '{21}' }))).toContain('field manaCost');
    expect(compileError(bear({ manaCost: '{99999999999}' }))).toContain('field manaCost');
    expect(
      compileError(
        bear({
          abilities: [
            { kind: 'activated', cost: ['{R}'.repeat(20)], effect: { op: 'draw', amount: 1, player: 'you' } },
          ],
        }),
      ),
    ).toContain('abilities[0].cost[0]');
    expect(compileCard(bear({ manaCost: '{20}{W}{U}{B}{R}{G}' }), 0, 'f').cost?.cmc).toBe(25);
  });

  test('power, toughness and amounts are bounded', () => {
    expect(compileError(bear({ power: 1e9 }))).toContain('field power: expected a whole number from -100 to 1000');
    expect(compileError(bear({ toughness: 1.5 }))).toContain('field toughness');
    expect(
      compileError(
        bolt({
          spell: { targets: [{ kind: 'creatureOrPlayer' }], effect: { op: 'damage', amount: 1e9, to: 'target:0' } },
        }),
      ),
    ).toContain('spell.effect.amount');
    expect(compileError(bear({ text: 'x'.repeat(5000) }))).toContain('field text');
  });

  test('names may hold any printable character, but no control characters or outer spaces', () => {
    expect(compileCard(bear({ name: 'Bear|Pipe @!",' }), 0, 'f').name).toBe('Bear|Pipe @!",');
    expect(compileCard(bear({ name: 'Æther Snap 火 🐻' }), 0, 'f').name).toBe('Æther Snap 火 🐻');
    expect(compileError(bear({ name: 'Bear\nTwo' }))).toContain(
      'field name: expected the card name: printable characters',
    );
    expect(compileError(bear({ name: 'Tab\tBear' }))).toContain('field name');
    expect(compileError(bear({ name: ' Bear' }))).toContain('field name');
    expect(compileError(bear({ name: 'Bear\u2028' }))).toContain('field name');
    expect(compileError(bear({ name: 'Bear\ud800' }))).toContain('well-formed Unicode');
  });

  test('a card that replaces a built-in card of the same name is announced, with both places', () => {
    const f = file([bear({ name: 'Shock' })]);
    const pool = loadPool([f]);
    expect(pool.notes).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: card "Shock" replaces the card of that name from .*red\\.json:\\d+$`,
        ),
      ),
    ]);
    expect(pool.compiled('Shock').types).toBe(2);
  });
});

describe('several errors of one card', () => {
  test('every bad field of the card itself is listed, each at its own line and column', () => {
    const m = loadError([
      { name: 'Many', manaCost: '{R}{99}', types: ['Creature', 'Bogus'], power: 'two', toughness: 1, colour: 1 },
    ]);
    expect(m.split('\n').sort()).toEqual([
      'F:11:5: card "Many": field colour: unknown field (did you mean "colors"?)',
      'F:4:5: card "Many": field manaCost: expected a mana cost like "{2}{R}" or "{1}{G/W}{2/W}": generic symbols {0} to {20}, hybrid symbols (104.3), at most 16 colored symbols, a mana value of at most 30, got "{R}{99}"',
      expect.stringMatching(/^F:7:7: card "Many": field types\[1\]: expected one of "Artifact", .*, got "Bogus"$/),
      'F:9:5: card "Many": field power: expected a whole number from -100 to 1000, got "two"',
    ]);
  });
});
