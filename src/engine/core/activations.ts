// Counts of this turn: spells each player played (Rule of Law), and
// "if this ability has been activated N or more times this turn" (Dragon Whelp): a hashed per-object
// count, written only for abilities whose effect reads it (ActivatedC.counted; a card has at most one, or only
// loyalty abilities, which share it: 212.9 of 2008, one loyalty ability of a permanent each turn).
// One word per object: turn << 16 | (incarnation & 0xff) << 8 | count, so a new turn or a new object
// (400.7: it changed zones) reads as zero without any reset pass.
import { type Game, Global, put, incOf, refId, cardIdOf } from './state.js';

const stamp = (g: Game, id: number): number => ((g.m[Global.Turn] & 0x7fff) << 16) | ((incOf(g, id) & 0xff) << 8);

/** 409.1i: the ability of object id has been activated (its costs are paid). */
export function noteActivation(g: Game, id: number): void {
  const key = stamp(g, id);
  const v = g.m[g.activationsThisTurn + id];
  const n = (v & ~0xff) === key ? v & 0xff : 0;
  put(g, g.activationsThisTurn + id, key | (n < 255 ? n + 1 : 255));
}

// A player's spells of this turn, one word: turn << 18 | five 2-bit counts of spells of each color (saturating at 3:
// "another blue spell" needs two at most) << 8 | the count of spells; a new turn reads as zero.
const SPELL_TURN = 18;
const spellKey = (g: Game): number => (g.m[Global.Turn] & 0x1fff) << SPELL_TURN;
const spellWord = (g: Game, p: number): number => {
  const v = g.m[g.spellsThisTurn + p];
  return v >>> SPELL_TURN === spellKey(g) >>> SPELL_TURN ? v : 0;
};

/** 409.1i: player p has played a spell (its costs are paid) of these colors (bits, COLOR_NAMES order). */
export function noteSpell(g: Game, p: number, colors: number): void {
  let w = spellWord(g, p) | spellKey(g);
  const n = w & 0xff;
  w = (w & ~0xff) | (n < 255 ? n + 1 : 255);
  for (let c = 0; c < 5; c++) if ((colors & (1 << c)) !== 0 && ((w >> (8 + 2 * c)) & 3) < 3) w += 1 << (8 + 2 * c);
  put(g, g.spellsThisTurn + p, w);
}

/** How many spells player p has played this turn ("each player can't play more than one spell each turn"). */
export function spellsThisTurn(g: Game, p: number): number {
  return spellWord(g, p) & 0xff;
}

/**
 * "If you played another blue spell this turn" (Dream Thief, Soul Reap, Hotheaded Giant, Talara's Battalion): has
 * player p played a spell of that color (a COLOR_NAMES bit) this turn other than the one object `self` (an id, or -1)
 * was as a spell? `self`'s own spell is left out when it was played this turn and its card has that color.
 */
export function playedAnotherSpell(g: Game, p: number, color: number, self: number, selfExtra = 0): boolean {
  let n = (spellWord(g, p) >> (8 + 2 * (31 - Math.clz32(color)))) & 3;
  // selfExtra: the colors every spell has besides its own (Painter's Servant: facts/card-colors.ts)
  if (self >= 0 && g.m[g.turnPlayedAsSpell + self] === g.m[Global.Turn])
    if (((g.cards[cardIdOf(g, self)].colors | selfExtra) & color) !== 0) n--;
  return n > 0;
}

/**
 * "If this is the third time this ability has resolved this turn" (Ashling the Pilgrim): the ability of object `src` (a
 * ref: the object as it was, so a source that has left play still counts its own) resolves; returns how many times it
 * has resolved this turn, this one included.
 */
export function countResolution(g: Game, src: number): number {
  const id = refId(src);
  const key = ((g.m[Global.Turn] & 0x7fff) << 16) | (((src >>> 16) & 0xff) << 8);
  const v = g.m[g.resolutionsThisTurn + id];
  const n = ((v & ~0xff) === key ? v & 0xff : 0) + 1;
  put(g, g.resolutionsThisTurn + id, key | Math.min(n, 255));
  return n;
}

/** How many times the counted ability of object id has been activated this turn. */
export function activationsThisTurn(g: Game, id: number): number {
  const v = g.m[g.activationsThisTurn + id];
  return (v & ~0xff) === stamp(g, id) ? v & 0xff : 0;
}
