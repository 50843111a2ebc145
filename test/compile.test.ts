// Card definitions: the whole built-in pool compiles, and bad definitions are rejected with the file,
// the card, the field and what was expected.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CardError, compileCard, parseManaCost } from '../src/cards/compile.js';
import { builtinCardFiles, loadPool } from '../src/cards/pool.js';
import { VERBS } from '../src/engine/vocab/registry.js';
import { TRIGGERS } from '../src/engine/vocab/trigger-registry.js';
import { STATICS } from '../src/engine/vocab/static-registry.js';
import { CARD_WORDS } from '../src/engine/vocab/card-word-registry.js';
import { costText, spellCostText } from '../src/engine/vocab/cost-registry.js';

const op = (name: string) => VERBS.findIndex((v) => v.name === name);

const ctx = { file: 'x.json', card: 'X' };

describe("the vocabulary's registries", () => {
  // Each word is defined once: a word listed twice (as parallel branches each added it) would run twice (a trigger
  // twice as often) or take two numbers.
  test('list each word once', () => {
    const twice = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);
    expect(twice(VERBS.map((v) => v.name))).toEqual([]);
    expect(twice(TRIGGERS.map((t) => t.name))).toEqual([]);
    expect(twice(STATICS.map((s) => s.name))).toEqual([]);
    expect(twice(CARD_WORDS.map((w) => w.field))).toEqual([]);
  });
});

describe('mana costs', () => {
  test('generic, colored and X symbols', () => {
    const c = parseManaCost('{X}{2}{R}{R}', ctx, 'manaCost');
    expect(c.generic).toBe(2);
    expect(Array.from(c.colored)).toEqual([0, 0, 0, 2, 0, 0]);
    expect(c.x).toBe(1);
    expect(c.cmc).toBe(4);
  });
  test('a malformed cost names the field', () => {
    expect(() => parseManaCost('2R', ctx, 'manaCost')).toThrow(
      /x.json: card "X": field manaCost: expected a mana cost/,
    );
  });
});

describe('cost words', () => {
  const badCard = (card: object) => () =>
    compileCard({ name: 'X', manaCost: '{1}{R}', types: ['Instant'], ...card }, 0, 'x.json');
  test('each describes its part: Wild Mongrel discards a card, a Star taps and sacrifices itself', () => {
    expect(costText(loadPool().compiled('Wild Mongrel').activated[0])).toBe('discard a card');
    const star = compileCard(
      {
        name: 'Star',
        manaCost: '{1}',
        types: ['Artifact'],
        abilities: [{ kind: 'mana', cost: ['{T}', 'sacrificeThis'], produce: '{G}' }],
      },
      0,
      's.json',
    );
    expect(costText(star.activated[0])).toBe('{T}, sacrifice this');
    // sacrificeX (Springjack Pasture's mana ability)
    expect(costText(loadPool().compiled('Springjack Pasture').activated[1])).toBe('{T}, sacrifice X Goats');
  });
  test('costs in the order they are paid, each word once: mana, {T}, the source, a chosen permanent', () => {
    const c = compileCard(
      {
        name: 'X',
        manaCost: '{1}',
        types: ['Artifact'],
        abilities: [
          {
            kind: 'activated',
            cost: [{ sacrifice: { types: ['Creature'] } }, 'sacrificeThis', '{T}', '{2}{R}', '{T}'],
            effect: { op: 'draw', amount: 1, player: 'you' },
          },
        ],
      },
      0,
      'x.json',
    );
    expect(costText(c.activated[0])).toBe('{2}{R}, {T}, sacrifice this, sacrifice a creature');
    expect(c.activated[0].tap).toBe(true);
    expect(c.activated[0].cost.cmc).toBe(3);
  });
  test('one sacrifice or discard cost per ability', () => {
    const twice = (cost: unknown[]) =>
      badCard({
        types: ['Artifact'],
        abilities: [{ kind: 'activated', cost, effect: { op: 'draw', amount: 1, player: 'you' } }],
      });
    expect(twice(['discardACard', { sacrifice: {} }])).toThrow(/one sacrifice or discard cost per ability/);
    expect(twice([{ sacrifice: {} }, { sacrifice: {} }])).toThrow(/one sacrifice cost per ability/);
    expect(twice(['{1}', '{2}'])).toThrow(/one mana cost per ability/);
  });
  test("Soulblast: a spell's additional cost is a cost word too", () => {
    const c = loadPool().compiled('Soulblast');
    expect(c.additionalCost).not.toBeNull();
    expect(spellCostText(c.additionalCost!)).toBe('sacrifice all creatures you control');
  });
});

describe('the built-in pool', () => {
  const pool = loadPool();
  test('has the Tenth Edition starter cards and compiles them', () => {
    expect(builtinCardFiles().length).toBeGreaterThanOrEqual(6);
    expect(pool.names().length).toBeGreaterThanOrEqual(60);
    for (const name of [
      'Shock',
      'Incinerate',
      'Giant Growth',
      'Terror',
      'Counsel of the Soratami',
      'Prodigal Pyromancer',
    ]) {
      expect(pool.has(name), name).toBe(true);
    }
  });
  test('Prodigal Pyromancer compiles to a tapping damage ability with one target', () => {
    const c = pool.compiled('Prodigal Pyromancer');
    expect(c.activated).toHaveLength(1);
    expect(c.activated[0].tap).toBe(true);
    expect(c.activated[0].modes[0].targets).toHaveLength(1);
    expect(c.activated[0].modes[0].program[0].op).toBe(op('damage'));
    expect(c.activated[0].modes[0].program[0].args).toMatchObject({ amount: { kind: 0, n: 1 } });
  });
  test('seq flattens and may guards the instructions after it', () => {
    const c = compileCard(
      {
        name: 'T',
        manaCost: '{1}',
        types: ['Sorcery'],
        spell: {
          effect: {
            op: 'seq',
            effects: [
              {
                op: 'may',
                effect: {
                  op: 'seq',
                  effects: [
                    { op: 'draw', player: 'you', amount: 1 },
                    { op: 'gainLife', player: 'you', amount: 1 },
                  ],
                },
              },
              { op: 'loseLife', player: 'opponent', amount: 2 },
            ],
          },
        },
      },
      0,
      't.json',
    );
    expect(c.spell![0].program.map((i) => i.op)).toEqual([op('may'), op('draw'), op('gainLife'), op('loseLife')]);
    expect(c.spell![0].program[0].skip).toBe(2);
  });
});

describe('bad definitions', () => {
  const bad = (def: unknown) => () => compileCard(def, 0, 'mine.json');
  test('unknown field', () =>
    expect(bad({ name: 'A', types: ['Land'], colour: 'red' })).toThrow(/mine.json: card "A": field colour/));
  test('a mana ability with a cost other than {T}: a string of symbols, a list to choose from or "any", no damage, no discard', () => {
    const golem = (ability: Record<string, unknown>) =>
      bad({
        name: 'G',
        manaCost: '{6}',
        types: ['Artifact'],
        abilities: [{ kind: 'mana', cost: ['sacrificeThis'], ...ability }],
      });
    expect(golem({ produce: ['{R}'] })).toThrow(
      /field abilities\[0\].produce: expected a string of the mana symbols it adds/,
    );
    expect(golem({ produce: ['{R}', 'red'] })).toThrow(/field abilities\[0\].produce/);
    expect(golem({ produce: ['{R}', '{G}'] })).not.toThrow(); // one of them, chosen as it is played (a filter land's)
    expect(golem({ produce: '{R}', damageToYou: 1 })).toThrow(/field abilities\[0\].damageToYou: expected no damage/);
    expect(
      bad({
        name: 'G',
        manaCost: '{6}',
        types: ['Artifact'],
        abilities: [{ kind: 'mana', cost: [{ discard: { types: ['Creature'] } }], produce: '{B}' }],
      }),
    ).toThrow(/field abilities\[0\].cost/);
    expect(golem({ produce: '{W}{U}{B}{R}{G}' })).not.toThrow();
  });
  test('creature without power', () =>
    expect(bad({ name: 'B', manaCost: '{G}', types: ['Creature'] })).toThrow(
      /field power\/toughness: expected whole numbers/,
    ));
  test('unknown effect op', () =>
    expect(bad({ name: 'C', manaCost: '{R}', types: ['Instant'], spell: { effect: { op: 'explode' } } })).toThrow(
      /field spell.effect.op: expected one of seq/,
    ));
  test("an instant's ability that works only in play would do nothing: refused", () => {
    const zap = {
      name: 'Z',
      manaCost: '{R}',
      types: ['Instant'],
      spell: { targets: [{ kind: 'creatureOrPlayer' }], effect: { op: 'damage', amount: 1, to: 'target:0' } },
    };
    expect(
      bad({
        ...zap,
        abilities: [
          { kind: 'static', effect: { op: 'pumpEach', filter: { types: ['Creature'] }, power: 1, toughness: 1 } },
        ],
      }),
    ).toThrow(/field abilities\[0\].kind: expected only an ability that works outside play on an instant or sorcery/);
    expect(
      bad({
        ...zap,
        abilities: [
          { kind: 'triggered', when: { event: 'spellCast' }, effect: { op: 'gainLife', player: 'you', amount: 1 } },
        ],
      }),
    ).toThrow(/field abilities\[0\].when: expected a trigger that works outside play/);
    expect(
      bad({
        ...zap,
        abilities: [
          {
            kind: 'triggered',
            when: { event: 'discards', self: true, causedBy: 'opponent' },
            effect: { op: 'gainLife', player: 'you', amount: 1 },
          },
        ],
      }),
    ).not.toThrow();
  });
  test('causedBy only with self, and one state trigger a card', () => {
    expect(
      bad({
        name: 'Y',
        manaCost: '{B}',
        types: ['Enchantment'],
        abilities: [
          {
            kind: 'triggered',
            when: { event: 'discards', causedBy: 'opponent' },
            effect: { op: 'gainLife', player: 'you', amount: 1 },
          },
        ],
      }),
    ).toThrow(/field abilities\[0\].when.causedBy: expected "causedBy" only with "self"/);
    const st = {
      kind: 'triggered',
      when: { event: 'state', count: { types: ['Creature'] }, atMost: 0 },
      effect: { op: 'gainLife', player: 'you', amount: 1 },
    };
    expect(bad({ name: 'W', manaCost: '{B}', types: ['Enchantment'], abilities: [st, st] })).toThrow(
      /field abilities\[1\].when: expected at most one state trigger/,
    );
    expect(
      bad({
        name: 'V',
        manaCost: '{B}',
        types: ['Enchantment'],
        abilities: [{ ...st, when: { event: 'state', count: { types: ['Creature'] } } }],
      }),
    ).toThrow(/expected atLeast or atMost/);
  });
  test('ifActivated outside an activated ability', () =>
    expect(
      bad({
        name: 'E',
        manaCost: '{R}',
        types: ['Instant'],
        spell: { effect: { op: 'ifActivated', atLeast: 2, effect: { op: 'gainLife', player: 'you', amount: 1 } } },
      }),
    ).toThrow(/field spell.effect.op: expected ifActivated only in an activated ability/));
  test('two activated abilities counting their activations', () => {
    const counted = {
      kind: 'activated',
      cost: ['{R}'],
      effect: { op: 'ifActivated', atLeast: 2, effect: { op: 'gainLife', player: 'you', amount: 1 } },
    };
    expect(bad({ name: 'F', manaCost: '{R}', types: ['Artifact'], abilities: [counted, counted] })).toThrow(
      /field abilities\[1\].effect: expected at most one activated ability/,
    );
  });
  test('target reference beyond the declared targets', () =>
    expect(
      bad({
        name: 'D',
        manaCost: '{R}',
        types: ['Instant'],
        spell: { effect: { op: 'damage', amount: 1, to: 'target:0' } },
      }),
    ).toThrow(/field spell.effect.to/));
  test('unknown keyword', () =>
    expect(
      bad({ name: 'E', manaCost: '{W}', types: ['Creature'], power: 1, toughness: 1, keywords: ['flyng'] }),
    ).toThrow(/field keywords\[0\]: expected one of "flying"/));
  test('nonland without a cost', () => expect(bad({ name: 'F', types: ['Enchantment'] })).toThrow(/field manaCost/));
  test('errors are CardErrors', () => expect(bad({ types: ['Land'] })).toThrow(CardError));
});

describe('designer card files', () => {
  test('a --cards file adds new cards and replaces a built-in card of the same name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    const f = join(dir, 'mine.json');
    writeFileSync(
      f,
      JSON.stringify([
        { name: 'Grizzly Bears', manaCost: '{1}{G}', types: ['Creature'], power: 3, toughness: 3 },
        { name: 'Test Drake', manaCost: '{U}', types: ['Creature'], power: 1, toughness: 1, keywords: ['flying'] },
      ]),
    );
    const pool = loadPool([f]);
    expect(pool.compiled('Grizzly Bears').power).toBe(3);
    expect(pool.has('Test Drake')).toBe(true);
    expect(pool.cards[pool.compiled('Grizzly Bears').id].power).toBe(3);
  });
  test('a file that is not JSON names the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    const f = join(dir, 'broken.json');
    writeFileSync(f, '[{');
    expect(() => loadPool([f])).toThrow(/broken\.json:1:\d+: not valid JSON: expected /);
  });
});
