import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../src/errors.js';
import { editDistance } from '../src/cards/closest.js';
import { parseDeckText, readDeck, validateDeck } from '../src/decks/parse.js';
import { fakePool } from './fake-pool.js';

const pool = fakePool();

function parseError(text: string): UsageError {
  try {
    parseDeckText(text, 'decks/test.txt', pool);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return err as UsageError;
  }
  throw new Error('expected a UsageError');
}

describe('parseDeckText', () => {
  it('reads counts, "x" counts, single cards, comments and blank lines', () => {
    const text = '# my deck\n4 Grizzly Bears\n\n2x Shock  # burn\nGiant Growth\r\n3 forest\n';
    const deck = parseDeckText(text, 'decks/green.txt', pool);
    expect(deck.name).toBe('green');
    expect(deck.file).toBe('decks/green.txt');
    expect(deck.cards).toEqual([
      'Grizzly Bears',
      'Grizzly Bears',
      'Grizzly Bears',
      'Grizzly Bears',
      'Shock',
      'Shock',
      'Giant Growth',
      'Forest',
      'Forest',
      'Forest',
    ]);
  });

  it('names the file, line and text of an unknown card and suggests the closest name', () => {
    const err = parseError('4 Grizzly Bears\n\n3 Grizly Baers\n');
    expect(err.exitCode).toBe(2);
    expect(err.message).toContain('decks/test.txt:3');
    expect(err.message).toContain('"3 Grizly Baers"');
    expect(err.message).toContain('unknown card "Grizly Baers"');
    expect(err.message).toContain('did you mean "Grizzly Bears"?');
  });

  it('names the line of a bad count and what was expected', () => {
    const err = parseError('4 Shock\n0 Grizzly Bears\n');
    expect(err.message).toMatch(/^decks\/test\.txt:2: "0 Grizzly Bears": bad count "0" \(expected a whole number/);
    expect(parseError('2.5 Shock').message).toContain('decks/test.txt:1: "2.5 Shock": bad count "2.5"');
    expect(parseError('-1 Shock').message).toContain('bad count "-1"');
  });

  it('lists every bad line at once', () => {
    const err = parseError('4y Shock\nForrest\n');
    expect(err.message.split('\n')).toHaveLength(2);
    expect(err.message).toContain('did you mean "Forest"?');
  });

  it('rejects an empty deck', () => {
    expect(parseError('# nothing here\n\n').message).toBe(
      'decks/test.txt: the deck has no cards (expected lines like "4 Grizzly Bears")',
    );
  });
});

describe('readDeck', () => {
  it('reads a file and names the deck after it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deck-'));
    const file = join(dir, 'red-burn.txt');
    writeFileSync(file, '20 Mountain\n4 Shock\n');
    const deck = readDeck(file, pool);
    expect(deck.name).toBe('red-burn');
    expect(deck.cards).toHaveLength(24);
  });

  it('reports a missing file as a usage error naming it', () => {
    expect(() => readDeck('/nonexistent/deck.txt', pool)).toThrow(/\/nonexistent\/deck\.txt: cannot read deck file/);
  });
});

describe('validateDeck', () => {
  it('warns about short decks and more than four copies of non-basics, not of basics', () => {
    const deck = parseDeckText('30 Forest\n5 Shock\n4 Grizzly Bears\n', 'd.txt', pool);
    expect(validateDeck(deck, pool)).toEqual([
      'd.txt: 39 cards, fewer than 60',
      'd.txt:2: 5 copies of "Shock", more than 4 of a non-basic card',
    ]);
  });

  it('has nothing to say about a legal 60-card deck', () => {
    const deck = parseDeckText('24 Forest\n4 Shock\n4 Grizzly Bears\n28 Island\n', 'd.txt', pool);
    expect(validateDeck(deck, pool)).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('shock', 'shock')).toBe(0);
    expect(editDistance('yuo', 'you')).toBe(1);
    expect(editDistance('Shcok', 'Shock')).toBe(1);
  });
});

describe('suggestions', () => {
  it('does not suggest a name that is nothing like the unknown one', () => {
    const err = parseError('4 Xyzzy Plugh\n');
    expect(err.message).not.toContain('did you mean');
    expect(err.message).toContain('see `playtest cards`');
    // A designer's own card is unknown until its card file is given.
    expect(err.message).toContain('a card of your own: pass its card file with --cards FILE');
  });
});
