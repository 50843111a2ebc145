// Per-game seeds and pairings. A game's seed depends only on (run seed, game index) so results do not
// depend on workers or shards (design.md, "Harness and determinism"). Games 2k and 2k+1 share a seed,
// hence the same shuffles, and swap who is on the play, which cancels most of the first-turn edge.
import type { Deck } from './types.js';

const TWO_32 = 4294967296;

/** The uint32 seed of game `gameIndex` of a run. */
export function gameSeed(runSeed: number, gameIndex: number): number {
  const pair = Math.floor(gameIndex / 2);
  return murmur3Words([lo32(runSeed), hi32(runSeed), lo32(pair), hi32(pair)]);
}

/**
 * The seed of game `game` (1 to 3) of match `matchIndex` (--match). Matches 2k and 2k+1 share their seeds, as
 * games 2k and 2k+1 of a run do, and game 1 of each puts the other seat on the play. Five words, so no
 * match seed repeats a plain game's seed by construction of the input.
 */
export function matchGameSeed(runSeed: number, matchIndex: number, game: number): number {
  const pair = Math.floor(matchIndex / 2);
  return murmur3Words([lo32(runSeed), hi32(runSeed), lo32(pair), hi32(pair), game]);
}

/** Game 2k puts seat A on the play, game 2k+1 seat B. */
export function onPlayFor(gameIndex: number): 'A' | 'B' {
  return gameIndex % 2 === 0 ? 'A' : 'B';
}

/**
 * All unordered pairs (i<j) of decks, with `mirrors` each deck against itself too (i<=j), or, when vs is given, each
 * deck against each vs deck.
 */
export function pairings(decks: Deck[], vs: Deck[], mirrors = false): [Deck, Deck][] {
  const out: [Deck, Deck][] = [];
  if (vs.length > 0) {
    for (const d of decks) for (const v of vs) out.push([d, v]);
    return out;
  }
  for (let i = 0; i < decks.length; i++) {
    for (let j = mirrors ? i : i + 1; j < decks.length; j++) out.push([decks[i], decks[j]]);
  }
  return out;
}

// Seeds may exceed 32 bits (any safe integer), so both halves go into the hash.
function lo32(n: number): number {
  return n >>> 0;
}

function hi32(n: number): number {
  return Math.floor(n / TWO_32) >>> 0;
}

/** MurmurHash3 (x86, 32-bit) over whole 32-bit words, seed 0: a well-mixed, portable integer hash. */
function murmur3Words(words: number[]): number {
  let h = 0;
  for (const w of words) {
    let k = Math.imul(w, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= words.length * 4;
  return fmix32(h);
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
