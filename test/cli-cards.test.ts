// `playtest cards --json`, `cards --missing --json`, `card NAME`, the shipped JSON Schema file, and bad
// --cards files through the CLI: exit 2, every error, no stack trace.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { builtinCardFiles, loadPool } from '../src/cards/pool.js';
import { tenthEditionNames } from '../src/cards/tenth.js';
import { cardJsonSchema } from '../src/cards/schema.js';
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

describe('playtest card NAME', () => {
  it('prints cost, types, text and the definition', async () => {
    const r = await cli('card', 'prodigal pyromancer');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Prodigal Pyromancer {2}\{2\}\{R\}\nCreature - Human Wizard {2}1\/1\n\{T\}: Prodigal/);
    expect(r.out).toMatch(/Defined in src\/cards\/pool\/red\.json:\d+:\n\{\n {2}"name": "Prodigal Pyromancer"/);
    const j = JSON.parse((await cli('card', 'Shock', '--json')).out);
    expect(j.definition.spell.effect.op).toBe('damage');
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
  const shipped = JSON.parse(readFileSync(join(__dirname, '..', 'schema', 'card.schema.json'), 'utf8'));

  it('schema/card.schema.json is the generated one (regenerate: npm run schema)', () => {
    expect(shipped).toEqual(JSON.parse(JSON.stringify(cardJsonSchema())));
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

  it('a JSON syntax error names the line and column', async () => {
    const f = write('syntax.json', '[\n {"name": "A",\n  "types": ["Land"]\n  "power": 1}\n]\n');
    const r = await cli('validate', '--cards', f, join(__dirname, '..', 'decks', 'red-burn.txt'));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`error: --cards: ${f}:4:3: not valid JSON: expected a comma between items, got "\\"power\\""\n`);
  });

  it('the card example of docs/cards.md loads as a one-card --cards file, and a replaced card is announced', async () => {
    const page = readFileSync(join(__dirname, '..', 'docs', 'cards.md'), 'utf8');
    const block = page.slice(page.indexOf('# Card format')).match(/```json\n([\s\S]*?)```/)![1];
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
