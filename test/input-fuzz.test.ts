// Fuzzing designers' inputs: deck and card files mutated (byte flips, truncation, huge numbers,
// unicode, CRLF, byte-order marks, prototype keys, deep nesting). Each result is either valid or a
// clear error naming the file (no stack trace, no hang), and a mutated card that validates plays a game
// without crashing. Seeded (seedrandom), so a failure is reproducible.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { builtinCardFiles, loadPool } from '../src/cards/pool.js';
import { cliPool } from '../src/cli/pool.js';
import { defaultGauntlet } from '../src/cli/paths.js';
import { parseDeckText } from '../src/decks/parse.js';
import { UsageError } from '../src/errors.js';
import { playGame } from '../src/harness/play-game.js';

const rng = seedrandom(process.env.FUZZ_SEED ?? 'inputs-fuzz');
const int = (n: number) => Math.floor(rng() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
const dir = mkdtempSync(join(tmpdir(), 'input-fuzz-'));
const pool = loadPool();

const HUGE = ['99999999999', '1e400', '-5', '0', '2.5', '9007199254740993', '0x10', '1e3', '100000000'];
const KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'];
const UNICODE = ['Æther', '🐻', '\u202e', '\u0000', '\ud800', '\u2028', 'ﬁ', 'İ', '\t', '\u00a0'];

/** A message is clear when every line names the file (or the --cards option) and none is a stack frame. */
function expectClear(message: string, file: string): void {
  expect(message).not.toMatch(/\n\s+at /);
  for (const line of message.split('\n')) expect(line.startsWith(file) || line.startsWith('--cards'), line).toBe(true);
}

function mutateText(text: string): string {
  switch (int(8)) {
    case 0: {
      // byte flips
      const b = Buffer.from(text, 'utf8');
      for (let k = 0, n = 1 + int(4); k < n && b.length > 0; k++) b[int(b.length)] = int(256);
      return b.toString('utf8');
    }
    case 1:
      return text.slice(0, int(text.length + 1));
    case 2:
      return `\uFEFF${text}`;
    case 3:
      return text.replace(/\n/g, pick(['\r\n', '\r']));
    case 4: {
      const i = int(text.length + 1);
      return text.slice(0, i) + pick(UNICODE) + text.slice(i);
    }
    case 5:
      return text.replace(/\d+/, pick(HUGE));
    case 6: {
      const i = int(text.length + 1);
      return text.slice(0, i) + pick(KEYS) + text.slice(i);
    }
    default:
      return (
        text +
        '\n'.repeat(int(3)) +
        pick(['SB: 2 Shock', '[Sideboard]', 'Deck', '4 __proto__', 'constructor', '4x', '// x', '#'])
      );
  }
}

describe('deck files under mutation', () => {
  const sources = [
    ...defaultGauntlet(),
    ...['arena-burn.txt', 'forge-stompy.dck', 'mtgo-fliers.txt'].map((f) => join(__dirname, 'fixtures', 'decks', f)),
  ].map((f) => ({ file: f.endsWith('.dck') ? 'fuzz.dck' : 'fuzz.txt', text: readFileSync(f, 'utf8') }));

  it('every mutated deck parses or gives a clear error, quickly', () => {
    let valid = 0;
    for (let i = 0; i < 600; i++) {
      const src = pick(sources);
      let text = src.text;
      for (let k = 0, n = 1 + int(3); k < n; k++) text = mutateText(text);
      const start = Date.now();
      try {
        const d = parseDeckText(text, src.file, pool);
        expect(d.cards.length).toBeGreaterThan(0);
        expect(d.cards.length).toBeLessThanOrEqual(1000);
        for (const c of [...d.cards, ...d.sideboard]) expect(pool.has(c)).toBe(true);
        valid++;
      } catch (e) {
        if (!(e instanceof UsageError)) throw e;
        expectClear(e.message, src.file);
      }
      expect(Date.now() - start).toBeLessThan(2000);
    }
    expect(valid).toBeGreaterThan(50);
  });
});

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a value inside `v`. */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const k of Object.keys(v)) paths(v[k], [...at, k], out);
  return out;
}

function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  let o = root as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (value === undefined) {
    if (Array.isArray(o)) (o as Json[]).splice(Number(last), 1);
    else delete o[last];
  } else Object.defineProperty(o, last, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

function deep(n: number): Json {
  let v: Json = 1;
  for (let i = 0; i < n; i++) v = pick([[v], { op: 'may', effect: v }]) as Json;
  return v;
}

function mutateCard(card: Json): Json {
  const all = paths(card);
  const p = pick(all);
  switch (int(7)) {
    case 0:
      return setAt(card, p, Number(pick(['1e308', '-1e308', '9007199254740993', '99999999999', '1.5', '-0', '1001'])));
    case 1:
      return setAt(card, p, pick(KEYS));
    case 2:
      return setAt(card, p, pick(UNICODE) + pick(['', 'Shock', '{R}', 'x'.repeat(300)]));
    case 3:
      return p.length === 0 ? card : setAt(card, p, undefined);
    case 4:
      return setAt(card, p, deep(pick([3, 40, 70, 2000])));
    case 5: {
      const objs = all.filter((q) => {
        let v: Json = card;
        for (const k of q) v = (v as Record<string, Json>)[k];
        return v !== null && typeof v === 'object' && !Array.isArray(v);
      });
      return objs.length === 0 ? card : setAt(card, [...pick(objs), pick([...KEYS, 'extra'])], pick([1, 'x', {}, []]));
    }
    default:
      return setAt(card, p, pick([null, [], {}, true, '{R}'.repeat(130), '{20}{20}', 'target:3', 'it']));
  }
}

describe('card files under mutation', () => {
  const base = builtinCardFiles()
    .flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as Json[])
    .filter((c) => (c as { types: string[] }).types[0] !== 'Land');

  it('every mutated card file loads or gives a clear error; what loads plays without crashing', () => {
    let valid = 0;
    let played = 0;
    for (let i = 0; i < 300; i++) {
      const f = join(dir, `cards-${i}.json`);
      const cards = [0, 1, 2].map(() => {
        let c = structuredClone(pick(base));
        c = { ...(c as object), name: `Fuzz ${i} ${(c as { name: string }).name}` } as Json;
        for (let k = 0, n = int(3) === 0 ? 1 : 0; k < n; k++) c = mutateCard(c);
        return c;
      });
      let text = JSON.stringify(pick([cards, { cards }, cards[0]]), null, pick([0, 1, 2]));
      if (rng() < 0.3) text = mutateText(text);
      writeFileSync(f, text);
      const start = Date.now();
      try {
        const p = cliPool([f]);
        valid++;
        const mine = p.names().filter((n) => n.startsWith(`Fuzz ${i} `) && p.get(n)!.manaCost !== undefined);
        if (mine.length > 0 && i % 3 === 0) {
          const deck = {
            name: 'fuzz',
            file: f,
            cards: [
              ...mine.flatMap((n) => Array(8).fill(n)),
              ...Array(40).fill(pick(['Mountain', 'Forest', 'Swamp', 'Island', 'Plains'])),
            ],
          };
          const other = {
            name: 'other',
            file: f,
            cards: [...Array(20).fill('Grizzly Bears'), ...Array(40).fill('Forest')],
          };
          const r = playGame(
            {
              gameIndex: i,
              seed: i + 1,
              deckA: deck,
              deckB: other,
              agentA: 'random',
              agentB: 'random',
              onPlay: 'A',
              maxTurns: 20,
            },
            p,
          );
          expect(r.endReason).not.toBe('error');
          played++;
        }
      } catch (e) {
        if (!(e instanceof UsageError)) throw e;
        expectClear(e.message, f);
      }
      expect(Date.now() - start).toBeLessThan(3000);
    }
    expect(valid).toBeGreaterThan(20);
    expect(played).toBeGreaterThan(5);
  });
});
