// The canonical position of loop detection (421 of 2008; loops.ts samples and compares it) and its
// 64-bit key. It holds what the rules care about: zones (positions in hidden and ordered zones, not the
// order of permanents in play), characteristics, counters, damage, tapped and combat flags,
// attachments, the stack and the pending triggers (with object ids, not references: incarnations and
// timestamps are bookkeeping), mana pools, replacement and prevention shields. Life and poison are left
// out: a loop that changes them repeats with a progress delta.
import { listCount, listShare, listTarget } from '../core/target-list.js';
import { Layer } from '../core/continuous.js';
import { CardType, Flag, Zone } from '../core/constants.js';
import { extraBlockRows, extraRowAttacker, extraRowBlocker } from '../core/blocks.js';
import {
  EffectField,
  type Game,
  Global,
  PlayerSlot,
  pl,
  StackField,
  TriggerField,
  attachOf,
  attackTargetOf,
  blocksOf,
  cBaseOf,
  cColorsOf,
  cCtrlOf,
  cKw2Of,
  cKwOf,
  cPowOf,
  cTouOf,
  cTypesOf,
  damageOf,
  flagsOf,
  loyaltyOf,
  minus1Of,
  plus1Of,
} from '../core/state.js';
import { ensureChars } from '../facts/chars.js';

/** The most words canonical() writes for one object (four, then a zone position or 16 words in play). */
const OBJECT_WORDS = 20;

function grow(g: Game, need: number): void {
  const b = new Int32Array(Math.max(1024, g.loopBuf.length * 2, need));
  b.set(g.loopBuf);
  g.loopBuf = b;
}

function push(g: Game, k: number, v: number): number {
  if (k >= g.loopBuf.length) grow(g, k + 1);
  g.loopBuf[k] = v;
  return k + 1;
}
/** An object reference or player without its incarnation. */
const bare = (v: number) => (v >= 0 ? v & 0xffff : v);

/** An object in play's words after its first four (canonical); returns the new length. */
function inPlayWords(g: Game, id: number, b: Int32Array, k: number): number {
  b[k++] = flagsOf(g, id) & (Flag.Tapped | Flag.Attacking | Flag.Blocking | Flag.Blocked | Flag.Token);
  b[k++] = damageOf(g, id);
  b[k++] = plus1Of(g, id);
  b[k++] = minus1Of(g, id);
  b[k++] = bare(attachOf(g, id));
  b[k++] = bare(blocksOf(g, id));
  b[k++] = cCtrlOf(g, id);
  const types = cTypesOf(g, id);
  b[k++] = types;
  b[k++] = cColorsOf(g, id);
  b[k++] = cKwOf(g, id);
  b[k++] = cKw2Of(g, id);
  b[k++] = cPowOf(g, id);
  b[k++] = cTouOf(g, id);
  b[k++] = cBaseOf(g, id);
  // 212.9 of 2008 (only where they are: positions of games without planeswalkers keep their keys): a planeswalker's
  // loyalty, and the planeswalker an attacking creature attacks.
  if ((types & CardType.Planeswalker) !== 0) b[k++] = loyaltyOf(g, id);
  const at = attackTargetOf(g, id);
  if (at !== 0) b[k++] = bare(at - 1);
  return k;
}

/** Writes the canonical position to g.loopBuf; returns its length. */
export function canonical(g: Game): number {
  ensureChars(g);
  const m = g.m;
  let k = 0;
  // Who holds priority is left out: samples are all taken as the active player receives it after a
  // resolution, and a settled loop's bans hold whoever holds priority in its positions.
  k = push(g, k, m[Global.Active]);
  k = push(g, k, m[Global.Step]);
  k = push(g, k, m[Global.Declared]);
  k = push(g, k, m[Global.FsStep]);
  k = push(g, k, m[Global.StepDone]);
  for (let p = 0; p < 2; p++)
    for (let f = PlayerSlot.DrewEmpty; f <= PlayerSlot.ManaC; f++) k = push(g, k, pl(g, p, f));
  // Each object writes at most OBJECT_WORDS words: the room is made once, and the hot loop stores directly.
  if (g.loopBuf.length < k + g.n * OBJECT_WORDS) grow(g, k + g.n * OBJECT_WORDS);
  const b = g.loopBuf;
  // The columns' offsets in locals: the loop runs over every object, most of them in libraries.
  const zones = g.zones;
  const cards = g.cardIds;
  const faceDown = g.faceDownCards;
  const zpos = g.zonePositions;
  for (let id = 0, n = g.n; id < n; id++) {
    const z = m[zones + id];
    if (z === 0) continue;
    b[k++] = id;
    b[k++] = m[cards + id];
    b[k++] = z;
    b[k++] = m[faceDown + id]; // a face-down spell's or permanent's own card (502.26; 0 face up)
    if (z !== Zone.InPlay) b[k++] = m[zpos + id];
    else k = inPlayWords(g, id, b, k); // the order of permanents is not a fact of the game
  }
  // A blocker's second and later attackers (combat-blocks.ts), in declaration order.
  for (let r = 0; r < extraBlockRows(g); r++) {
    const b = extraRowBlocker(g, r);
    if (b >= 0) {
      k = push(g, k, b);
      k = push(g, k, extraRowAttacker(g, r));
    }
  }
  const ns = m[g.stack];
  for (let i = 0; i < ns; i++) {
    const r = g.stackRecords + m[g.stack + 1 + i] * StackField.SIZE;
    const rec = m[g.stack + 1 + i];
    for (let f = StackField.Kind; f < StackField.List; f++) {
      const isRef = f === StackField.Source || (f >= StackField.T0 && f <= StackField.T3) || f === StackField.Ref;
      k = push(g, k, isRef ? bare(m[r + f]) : m[r + f]);
    }
    // A list of targets: its entries (where its records lie is no fact of the game).
    k = push(g, k, listCount(g, rec));
    for (let e = 0; e < listCount(g, rec); e++) {
      k = push(g, k, bare(listTarget(g, rec, e)));
      k = push(g, k, listShare(g, rec, e));
    }
  }
  for (let t = 0; t < m[Global.TrigN]; t++) {
    const r = g.pendingTriggers + t * TriggerField.SIZE;
    k = push(g, k, bare(m[r + TriggerField.Source]));
    k = push(g, k, m[r + TriggerField.Ability]);
    k = push(g, k, m[r + TriggerField.Controller]);
    k = push(g, k, bare(m[r + TriggerField.Ref]));
    k = push(g, k, m[r + TriggerField.Amount]);
    k = push(g, k, m[r + TriggerField.Player]);
  }
  // Shields, cards linked to the ability that removed them, and other rules-modifying rows (not characteristics: those
  // are read above, as they apply).
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (m[r + EffectField.Layer] !== Layer.Replacement && m[r + EffectField.Layer] !== Layer.Linked) continue;
    k = push(g, k, bare(m[r + EffectField.Source]));
    k = push(g, k, bare(m[r + EffectField.Obj]));
    k = push(g, k, m[r + EffectField.What]);
    k = push(g, k, m[r + EffectField.A]);
    k = push(g, k, m[r + EffectField.B]);
    k = push(g, k, m[r + EffectField.Until]);
  }
  return k;
}

/** The last key computed (loopKey): low word, high word. */
export const loopKeyWords = new Int32Array(2);

function hashBuf(b: Int32Array, n: number): void {
  let lo = 0x811c9dc5 | 0;
  let hi = 0x27d4eb2f | 0;
  for (let i = 0; i < n; i++) {
    const v = b[i];
    lo = Math.imul(lo ^ v, 0x01000193);
    lo ^= lo >>> 15;
    hi = Math.imul(hi ^ v, 0x5bd1e995);
    hi ^= hi >>> 13;
  }
  loopKeyWords[0] = lo ^ n;
  loopKeyWords[1] = hi;
}

/**
 * The canonical position's 64-bit key as 16 hex digits: what loop detection compares, so it names the
 * game's facts and not where they lie in memory (golden games record it).
 */
export function positionKey(g: Game): string {
  hashBuf(g.loopBuf, canonical(g));
  const [lo, hi] = loopKeyWords;
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

/** The position's loop key (two words in loopKeyWords); returns the canonical length. */
export function loopKey(g: Game): number {
  const n = canonical(g);
  hashBuf(g.loopBuf, n);
  return n;
}
