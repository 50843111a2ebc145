// `playtest cards --json`, `cards --missing --json`, `card NAME`, the shipped JSON Schema file, and bad
// --cards files through the CLI: exit 2, every error, no stack trace.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { builtinCardFiles, loadPool } from '../src/cards/pool.js';
import { tenthEditionNames } from '../src/cards/tenth.js';
import { formatJson } from '../src/cards/json-schema.js';
import { cardJsonSchema } from '../src/cards/schema.js';
import { referenceSets } from '../src/cards/reference.js';
import { cli } from './cli-run.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-cards-'));
const write = (name: string, text: string) => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};
const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at /);

describe('playtest cards --json / --missing --json', () => {
  it('lists every card with its cost, types, text and where it is defined', async () => {
    const r = await cli('cards', '--json');
    expect(r.code).toBe(0);
    const cards = JSON.parse(r.out) as { name: string; cmc: number; source: string }[];
    expect(cards.length).toBeGreaterThan(60);
    expect(cards.find((c) => c.name === 'Shock')).toMatchObject({
      manaCost: '{R}',
      cmc: 1,
      types: ['Instant'],
      source: expect.stringMatching(/^src\/cards\/pool\/red\.json:\d+$/),
    });
  });

  it('lists the missing Tenth Edition cards as JSON', async () => {
    const r = await cli('cards', '--missing', '--json');
    const j = JSON.parse(r.out) as { missing: string[]; count: number; tenthEdition: number };
    expect(j.tenthEdition).toBe(368);
    expect(j.count).toBe(j.missing.length);
    const pool = loadPool();
    for (const n of j.missing) expect(pool.has(n)).toBe(false);
    expect(j.missing).toEqual(tenthEditionNames().filter((n) => !pool.has(n)));
  });
});

describe('playtest cards --missing --set CODE', () => {
  it("lists a set's cards missing from the pool, in collector-number order, with a count", async () => {
    const r = await cli('cards', '--missing', '--set', 'lrw', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { set: string; setName: string; missing: string[]; count: number; setCards: number };
    expect(j).toMatchObject({ set: 'LRW', setName: 'Lorwyn', setCards: 286 });
    const pool = loadPool();
    expect(j.missing).not.toContain('Lash Out');
    const lorwyn = referenceSets().find((s) => s.code === 'LRW')?.cards ?? [];
    expect(lorwyn.slice(0, 2)).toEqual(['Ajani Goldmane', 'Arbiter of Knollridge']); // collector numbers 1, 2
    expect(j.missing).toEqual(lorwyn.filter((n) => !pool.has(n)));
    for (const n of j.missing) expect(pool.has(n)).toBe(false);
    expect(j.count).toBe(j.missing.length);
    const text = await cli('cards', '--missing', '--set', 'MOR');
    expect(text.out).toMatch(/(^|\n)\d+ of 150 Morningtide \(MOR\) cards missing from the pool\n$/);
  });

  it('refuses an unknown set code with the known ones, and --set without --missing', async () => {
    const r = await cli('cards', '--missing', '--set', 'XYZ');
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown set "XYZ" (expected one of CSP, TSB, TSP, PLC, FUT, 10E, LRW, MOR, SHM, EVE');
    noStack(r.err);
    expect((await cli('cards', '--set', 'LRW')).code).toBe(2);
  });
});

describe('playtest card NAME', () => {
  it('prints cost, types, text and the definition', async () => {
    const r = await cli('card', 'prodigal pyromancer');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Prodigal Pyromancer {2}\{2\}\{R\}\nCreature - Human Wizard {2}1\/1\n\{T\}: Prodigal/);
    expect(r.out).toMatch(/Defined in src\/cards\/pool\/red\.json:\d+:\n\{\n {2}"name": "Prodigal Pyromancer"/);
    const j = JSON.parse((await cli('card', 'Shock', '--json')).out);
    expect(j.definition.spell.effect.op).toBe('damage');
  });

  it('shows the printed card beside what the engine does, and any difference', async () => {
    const r = await cli('card', 'Sengir Vampire');
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'Printed (10E): Sengir Vampire  {3}{B}{B}\nCreature - Vampire  4/4\n' +
        "Flying (This creature can't be blocked except by creatures with flying or reach.)\n" +
        'Whenever a creature dealt damage by Sengir Vampire this turn is put into a graveyard, put a +1/+1 counter on ' +
        'Sengir Vampire.\nThe definition matches print.\n',
    );
    expect(r.out).toContain(
      'What the engine does:\n  Keywords: flying\n  Triggered (putIntoGraveyardFromPlay): put 1 +1/+1 counters on this\n',
    );
    const j = JSON.parse((await cli('card', 'Sengir Vampire', '--json')).out);
    expect(j.printed).toMatchObject({ set: '10E', power: '4', toughness: '4', differences: [] });
    expect(j.engine).toEqual([
      'Keywords: flying',
      'Triggered (putIntoGraveyardFromPlay): put 1 +1/+1 counters on this',
    ]);
    // A card file's own version of a real card: the differences are named, field by field.
    const f = write(
      'old-sengir.json',
      JSON.stringify({ ...loadPool().get('Sengir Vampire'), power: 3, toughness: 3, text: 'Flying' }),
    );
    const old = await cli('card', 'Sengir Vampire', '--cards', f);
    expect(old.out).toContain('Differs from print: power: printed "4", defined "3"\n');
    expect(old.out).toContain('Differs from print: toughness: printed "4", defined "3"\n');
    expect(old.out).toMatch(/Differs from print: text: printed "Flying \(This creature .*", defined "Flying"\n/);
  });

  it("says when a card is not in the reference (a designer's own)", async () => {
    const f = write(
      'own.json',
      JSON.stringify({ name: 'Bog Sprite', manaCost: '{B}', types: ['Creature'], power: 1, toughness: 1 }),
    );
    const r = await cli('card', 'Bog Sprite', '--cards', f);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'Printed: not in the reference (data/reference/cards.json: cards printed before July 2009)',
    );
    expect(r.out).toContain('What the engine does:\n  nothing (no abilities)\n');
    expect(JSON.parse((await cli('card', 'Bog Sprite', '--cards', f, '--json')).out).printed).toBeNull();
  });

  it('an unknown name suggests the closest; a Tenth Edition card is not implemented yet; exit 2', async () => {
    const r = await cli('card', 'Shok');
    expect(r.code).toBe(2);
    expect(r.err).toContain('error: unknown card "Shok" (expected a card name from the pool; did you mean "Shock"');
    const missing = tenthEditionNames().find((n) => !loadPool().has(n)); // the pool grows: no fixed name
    if (missing !== undefined)
      expect((await cli('card', missing.toLowerCase())).err).toBe(
        `error: "${missing}" is a Tenth Edition card not implemented yet (see \`playtest cards --missing\`)\n`,
      );
  });
});

describe('the shipped JSON Schema', () => {
  const text = readFileSync(join(__dirname, '..', 'schema', 'card.schema.json'), 'utf8');
  const shipped = JSON.parse(text);

  it('schema/card.schema.json is the generated one, as `playtest cards --schema` prints it (regenerate: npm run schema)', () => {
    expect(text).toBe(formatJson(cardJsonSchema()) + '\n');
  });

  it('a JSON Schema validator accepts every built-in card with it and rejects bad ones', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(shipped);
    for (const f of builtinCardFiles()) {
      const cards = JSON.parse(readFileSync(f, 'utf8'));
      expect(validate(cards), `${f}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
    expect(validate({ $schema: './card.schema.json', cards: [{ name: 'A', types: ['Land'] }] })).toBe(true);
    expect(validate({ name: 'A', types: ['Land'], colour: 'red' })).toBe(false);
    expect(validate({ name: 'C', manaCost: '{R}', types: ['Instant'], spell: { effect: { op: 'explode' } } })).toBe(
      false,
    );
    expect(
      validate({
        name: 'C',
        manaCost: '{R}',
        types: ['Instant'],
        spell: { effect: { op: 'seq', effects: [{ op: 'draw', amount: 1, player: 'you', x: 1 }] } },
      }),
    ).toBe(false);
    expect(validate({ name: 'C', manaCost: '{21}', types: ['Creature'], power: 1, toughness: 1 })).toBe(false);
    expect(validate({ name: 'Bad\nName', types: ['Land'] })).toBe(false);
  });
});

describe('bad --cards files through the CLI', () => {
  it('every error of the file at once, exit 2, no stack trace', async () => {
    const f = write(
      'bad.json',
      JSON.stringify(
        [
          { name: 'Ok', manaCost: '{G}', types: ['Creature'], power: 1, toughness: 1 },
          { name: 'Boom', manaCost: '{R}', types: ['Instant'], spell: { effect: { op: 'constructor' } } },
          { name: 'Proto', manaCost: '{R}', types: ['Instant'], spell: { effect: { op: '__proto__' } } },
          { name: 'Wrap', manaCost: '{R}'.repeat(130), types: ['Creature'], power: 1, toughness: 1 },
        ],
        null,
        1,
      ),
    );
    const r = await cli('cards', '--cards', f);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${f}:`);
    expect(r.err).toContain('card "Boom": field spell.effect.op: expected one of seq');
    expect(r.err).toContain('card "Proto": field spell.effect.op');
    expect(r.err).toContain('card "Wrap": field manaCost');
    noStack(r.err);
  });

  it('validate --cards checks a card file alone: four mistakes, four errors, each at its field with the nearest word', async () => {
    const f = join(__dirname, 'fixtures', 'four-mistakes.json');
    const r = await cli('validate', '--cards', f);
    expect(r.code).toBe(2);
    expect(r.out).toBe(`ERROR ${f}: 4 errors\n`);
    const lines = r.err.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      new RegExp(
        `^error: --cards: ${f}:6:30: card "Zap": field spell\\.effect\\.op: expected one of \\d+ words \\(seq, .*\\), got "damge"; did you mean "damage"\\?$`,
      ),
    );
    expect(lines.slice(1)).toEqual([
      `${f}:7:80: card "Bear": field toughnes: unknown field (did you mean "toughness"?)`,
      `${f}:8:68: card "Ogre": field power: expected a whole number from -100 to 1000, got "3"`,
      expect.stringMatching(
        `^${f}:11:23: card "Wise Owl": field abilities\\[0\\]\\.effect\\.player: expected one of "you", .*, got nothing \\(the field is missing\\)$`,
      ),
    ]);
    noStack(r.err);
    // The same lines when a run loads it.
    const run = await cli('run', join(__dirname, '..', 'decks', 'red-burn.txt'), '--cards', f, '--games', '2');
    expect(run.code).toBe(2);
    expect(run.err).toBe(r.err);
  });

  it('validate --cards of a good file says OK with its count, then checks decks with its cards', async () => {
    const cards = write(
      'zappo.json',
      JSON.stringify([
        {
          name: 'Zappo',
          manaCost: '{R}',
          types: ['Instant'],
          spell: { targets: [{ kind: 'creatureOrPlayer' }], effect: { op: 'damage', amount: 1, to: 'target:0' } },
        },
      ]),
    );
    const deck = write('zappo.txt', '4 Zappo\n56 Mountain\n');
    const r = await cli('validate', '--cards', cards, deck);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`OK ${cards}: 1 card\nOK ${deck}: 60 cards; plain text, deck "zappo"\n`);
    // Without the card file, the deck's unknown card hints at --cards.
    const alone = await cli('validate', deck);
    expect(alone.code).toBe(2);
    expect(alone.err).toContain('unknown card "Zappo"');
    expect(alone.err).toContain('a card of your own: pass its card file with --cards FILE');
    const none = await cli('validate');
    expect(none.code).toBe(2);
    expect(none.err).toBe('error: validate: expected deck files, or --cards FILE to check a card file alone\n');
  });

  it('a JSON syntax error names the line and column', async () => {
    const f = write('syntax.json', '[\n {"name": "A",\n  "types": ["Land"]\n  "power": 1}\n]\n');
    const r = await cli('validate', '--cards', f, join(__dirname, '..', 'decks', 'red-burn.txt'));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`error: --cards: ${f}:4:3: not valid JSON: expected a comma between items, got "\\"power\\""\n`);
  });

  it('the card example of docs/cards.md loads as a one-card --cards file, and a replaced card is announced', async () => {
    const page = readFileSync(join(__dirname, '..', 'docs', 'cards.md'), 'utf8');
    const block = page.slice(page.indexOf('# Card format')).match(/(?<!-->\n)```json\n([\s\S]*?)```/)![1];
    const f = write('docs-card.json', block);
    const r = await cli('card', 'Prodigal Pyromancer', '--cards', f);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^note: .*docs-card\.json:1: card "Prodigal Pyromancer" replaces the card of that name from .*red\.json:\d+\n$/,
    );
    expect(r.out).toContain(`Defined in ${f}:1:`);
  });

  it('a card file nested thousands deep as one card object: exit 2, naming the card', async () => {
    const effect =
      '{"op": "may", "effect": '.repeat(5000) + '{"op": "draw", "amount": 1, "player": "you"}' + '}'.repeat(5000);
    const f = write(
      'deep.json',
      `{"name": "Deep", "manaCost": "{U}", "types": ["Sorcery"], "spell": {"effect": ${effect}}}`,
    );
    const r = await cli('cards', '--cards', f);
    expect(r.code).toBe(2);
    expect(r.err).toContain('card "Deep": nesting too deep');
  });
});
