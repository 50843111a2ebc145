// A damaged built-in card file (an edited install) stops any command with a clean error naming the
// file, line and field: exit 2, no stack trace (it used to escape as an uncaught Error, exit 1).
import { describe, expect, it, vi } from 'vitest';
import { cli } from './cli-run.js';

const BAD =
  '/pkg/src/cards/pool/red.json:12: card "Zap": field spell.effect.op: expected one of seq, damage, got "bogus"';
vi.mock('../src/cards/pool.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/cards/pool.js')>();
  const { CardError } = await import('../src/cards/compile.js');
  return {
    ...real,
    loadPool: () => {
      throw new CardError(BAD);
    },
  };
});

describe('a damaged built-in card pool', () => {
  it('playtest scenario names the file and field and exits 2, with no stack trace', async () => {
    const r = await cli('scenario', 'test/scenarios/rules/420.5a-life-zero.json');
    expect(r.code).toBe(2);
    expect(r.err).toBe(`error: the built-in card pool: ${BAD}\n`);
    expect(r.err).not.toMatch(/\n\s+at /);
  });
});
