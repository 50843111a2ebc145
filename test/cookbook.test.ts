// The card cookbook (docs/cookbook.md): every example loads and plays; what the vocabulary has no word for is
// refused with a clear error.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardError, compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';
import { cli } from './cli-run.js';

const ROOT = join(__dirname, '..');
// The page is the cookbook: every JSON block on it is an example.
const cookbook = readFileSync(join(ROOT, 'docs', 'cookbook.md'), 'utf8');
const examples = [...cookbook.matchAll(/```json\n([\s\S]*?)```/g)].map(
  (m) => JSON.parse(m[1]) as { name: string; manaCost: string },
);
const dir = mkdtempSync(join(tmpdir(), 'cookbook-'));

/** A land of the card's first color. */
const land = (cost: string) =>
  ({ W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' })[/[WUBRG]/.exec(cost)![0] as 'W'];

function refusal(card: unknown): string {
  try {
    compileCard(card, 0, 'cookbook.json');
  } catch (e) {
    expect(e).toBeInstanceOf(CardError);
    return (e as Error).message;
  }
  throw new Error('expected the card to be refused');
}

describe('docs/cookbook.md, the card cookbook', () => {
  it('has the eight kinds the vocabulary can say, each loading from the page', () => {
    expect(examples.map((e) => e.name)).toEqual([
      'Anaba Bodyguard',
      'Righteousness',
      'Spiritual Guardian',
      'Loxodon Mystic',
      'Goblin King',
      'Siege-Gang Commander',
      'Unholy Strength',
      'Leonin Scimitar',
    ]);
    const f = join(dir, 'cookbook.json');
    writeFileSync(f, JSON.stringify(examples));
    const pool = loadPool([f]);
    for (const e of examples) expect(pool.has(e.name)).toBe(true);
  });

  it('every example plays: cast in games, no game errors', async () => {
    const decks = examples.map((e) => {
      const d = join(dir, `${e.name.replace(/\W+/g, '-').toLowerCase()}.txt`);
      // Righteousness needs a blocker of its own to target.
      const extra = e.name === 'Righteousness' ? '20 Youthful Knight\n' : '20 Grizzly Bears\n';
      // Siege-Gang Commander costs five: more lands; a colorless card (the Equipment) is played with Forests alone.
      const lands =
        e.name === 'Righteousness'
          ? '20 Plains'
          : e.name === 'Siege-Gang Commander'
            ? '24 Mountain\n6 Forest'
            : /[WUBRG]/.test(e.manaCost)
              ? `10 ${land(e.manaCost)}\n10 Forest`
              : '20 Forest';
      writeFileSync(d, `20 ${e.name}\n${extra}${lands}\n`);
      return d;
    });
    const cards = join(dir, 'cookbook-play.json');
    writeFileSync(cards, JSON.stringify(examples));
    const out = join(dir, 'out');
    const r = await cli(
      'run',
      ...decks,
      '--vs',
      join(ROOT, 'decks', 'green-stompy.txt'),
      '--cards',
      cards,
      '--games',
      '16',
      '--workers',
      '0',
      '--agent',
      'greedy',
      '--out',
      out,
    );
    expect(r.code).toBe(0);
    const games = readFileSync(join(out, 'games.csv'), 'utf8');
    expect(games.split('\n').slice(1).join('\n')).not.toContain(',error,'); // rows, not the header's error column
    // Cast at least once: "Name@T", or "Name*@T" when it was in the opening hand.
    for (const e of examples) expect(games.includes(`${e.name}@`) || games.includes(`${e.name}*@`), e.name).toBe(true);
  });

  it('an effect without a word is refused: not in the vocabulary', () => {
    expect(
      refusal({
        name: 'Armageddon',
        manaCost: '{3}{W}',
        types: ['Sorcery'],
        spell: { effect: { op: 'destroyAllLands' } },
      }),
    ).toContain('field spell.effect.op: expected one of seq, damage');
  });
});
