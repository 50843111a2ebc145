// Infinite loops (421 of 2008). The engine notices that the game came back to a position it was in,
// with nothing but "progress quantities" (life, poison) changed, and settles the loop by the rule:
// only mandatory actions: a draw (421.4); optional actions of one player: that player names a number
// of repetitions (421.2); optional actions of both, each needed to go on: the 421.3 procedure; each
// player's optional actions repeating the position on their own: the 421.5 procedure. The progress of one cycle is
// applied that many times, and the loop's actions of the player without the last word are not offered
// again in that step. A deterministic cap on the priority decisions of one turn (action_limit) ends a
// game whose loop detection missed (a loop that grows the stack never repeats a position).
//
// Cost. Positions are only sampled at the priority that follows a resolution, and only once a turn has
// had LOOP_MIN_RES resolutions (a normal turn has a handful): per decision that is one counter and a
// compare or two (a choice among several options is noted in a ring: a few writes). A sample builds the
// canonical position (one pass over the objects) and its 64-bit key; a key found in the ring of recent
// samples makes the position a candidate, copied aside; the candidate's key coming back compares the
// whole position word by word: only that confirms a loop.
//
// The position compared is loop-position.ts's canonical one. Optional actions are counted per player;
// a cycle's counts classify it: at priority, casting, activating, playing a land, a special action
// (passing is not one: a loop goes on "until another player intervenes", 421.2); and any other choice
// made among two or more options (a "may", a target, the card an Aura returned to play enchants): a
// player who could have chosen otherwise controls that part of the loop, as the Worldgorger Dragon
// ruling has it (Animate Dead can enchant another creature card: the loop is that player's, 421.2).
// Everything lives in the game's memory (the loop region), so it survives cloneInto.
import { Decision, End, StackKind } from '../core/constants.js';
import { proposePoison, proposeLifeChange } from '../core/event-records.js';
import { cantLose, endGame } from './sba.js';
import { loopKey, loopKeyWords } from './loop-position.js';
import {
  type Game,
  Global,
  LOOP_CAND_ON,
  LOOP_REGION,
  PlayerSlot,
  pl,
  put,
  StackField,
  cardIdOf,
} from '../core/state.js';

/** Resolutions in a turn before its positions are sampled. */
export const LOOP_MIN_RES = 6;
/** Priority decisions (taken or automatic) in one turn after which the game ends as action_limit. */
export const MAX_TURN_DECISIONS = 500;
/** The numbers of repetitions a player may name (421.2, 421.3). */
export const LOOP_COUNTS = [0, 1, 2, 3, 5, 10, 20, 50, 100, 1000] as const;

/** Loop kinds as recorded (harness loop_kind). */
export const enum LoopClass {
  None = 0,
  Mandatory = 1,
  OnePlayer = 2,
  TwoPlayer = 3,
  Independent = 4,
}
export const LOOP_KIND_NAMES = [
  'none',
  'mandatory_draw',
  'optional_one_player',
  'optional_two_player',
  'optional_independent',
] as const;

const RING = 16; // recent samples
const EN = 10; // an entry: key lo, key hi, optional actions of A and B, life A, B, poison A, B, resolution, actions
const ACTS = 16; // recent optional actions: resolution, chooser (chooserWord), option word
const SRCS = 32; // cards whose items resolved, by resolution number
const BANS = 48; // options a player may no longer choose in this step (chooser, word)
const SIG = 8; // signature: card ids

/** Fields of the loop region (state.ts LOOP_REGION words at g.loopDetection). */
const enum LoopSlot {
  Turn = 0,
  Res = 1,
  CandOn = LOOP_CAND_ON,
  Check = 3,
  Dec = 4,
  OptA = 5,
  OptB = 6,
  Kind = 7,
  SigN = 8,
  RingN = 9,
  RingPos = 10,
  CandLen = 11,
  Stage = 12,
  First = 13,
  ActN = 14,
  BanStep = 15,
  BanN = 16,
  D0 = 17,
  /* d life A, B, poison A, B: 17..20 */ Player = 21,
  From = 22,
  /** The decision number (Global.Decisions) of a choice whose every option was banned: not an optional action. */
  Exhausted = 23,
  /** The source (object id) of the stack item that began resolving last. */
  LastSrc = 24,
  Sig = 25,
  Cand = Sig + SIG,
  Ring = Cand + EN,
  Acts = Ring + RING * EN,
  Srcs = Acts + ACTS * 3,
  Bans = Srcs + SRCS,
  End = Bans + BANS * 2,
}
// Stages of a settlement in progress.
const enum SettleStage {
  None = 0,
  OnePlayer = 1,
  First = 2,
  Second = 3,
  IndFirst = 4,
  IndSecond = 5,
}

/** Starts the turn's counters afresh when the turn has changed since they were written. */
function turnCheck(g: Game): void {
  const m = g.m;
  const o = g.loopDetection;
  if (m[o + LoopSlot.Turn] === m[Global.Turn]) return;
  m[o + LoopSlot.Turn] = m[Global.Turn];
  m[o + LoopSlot.Res] = 0;
  m[o + LoopSlot.Dec] = 0;
  clearRing(g);
  m[o + LoopSlot.CandOn] = 0;
  m[o + LoopSlot.Check] = 0;
  m[o + LoopSlot.BanN] = 0;
}

/** Empties the ring of samples: its slots 0..RingN-1 are then the samples written since (until it wraps). */
function clearRing(g: Game): void {
  g.m[g.loopDetection + LoopSlot.RingN] = 0;
  g.m[g.loopDetection + LoopSlot.RingPos] = 0;
}

/** A stack item began resolving: its card joins the signature ring; sampling starts after a few. */
export function noteResolution(g: Game, rec: number): void {
  turnCheck(g);
  const m = g.m;
  const o = g.loopDetection;
  const k = m[o + LoopSlot.Res]++;
  const kind = m[g.stackRecords + rec * StackField.SIZE + StackField.Kind];
  const src = m[g.stackRecords + rec * StackField.SIZE + StackField.Source] & 0xffff;
  m[o + LoopSlot.LastSrc] = src;
  m[o + LoopSlot.Srcs + (k % SRCS)] = kind === StackKind.CombatDamage ? -1 : cardIdOf(g, src);
  if (k + 1 >= LOOP_MIN_RES) m[o + LoopSlot.Check] = 1;
}

/** A priority decision was taken; false when the turn's cap is reached (the game is then over, action_limit). */
export function countDecision(g: Game): boolean {
  turnCheck(g);
  const m = g.m;
  if (++m[g.loopDetection + LoopSlot.Dec] <= MAX_TURN_DECISIONS) return true;
  endGame(g, 2, End.ActionLimit);
  return false;
}

/** Player p took an optional action at priority (cast, activate, play a land, a special action): option word `word`. */
export function noteOptional(g: Game, p: number, word: number): void {
  note(g, (Decision.Priority << 1) | p, word);
}

/**
 * Who makes the pending choice, and where, as one word: its player, its kind, and the object it is made
 * for: the source of the spell or ability being put on the stack, else of the item that began
 * resolving last (whose resolution, or the events that followed it, asked). A settled loop's ban of an
 * option holds for this word only: choosing the same object for another spell or ability stays open.
 */
function chooserWord(g: Game, kind: Decision): number {
  const m = g.m;
  const item = m[Global.CastItem];
  const at =
    item >= 0
      ? 0x10000 | (m[g.stackRecords + item * StackField.SIZE + StackField.Source] & 0xffff)
      : m[g.loopDetection + LoopSlot.LastSrc];
  return (at << 8) | (kind << 1) | m[Global.DPlayer];
}

/**
 * The pending choice (kind, not priority, two or more options) is answered with option word v: an
 * optional action of its chooser, who could have chosen otherwise; unless every option was banned by
 * a settled loop (dropBannedChoice): its alternatives are played out, and the loop is mandatory.
 */
export function noteChoice(g: Game, kind: Decision, v: number): void {
  if (kind === Decision.Priority || kind === Decision.LoopCount) return;
  if (g.m[g.loopDetection + LoopSlot.Exhausted] === g.m[Global.Decisions]) return;
  note(g, chooserWord(g, kind), v);
}

function note(g: Game, chooser: number, word: number): void {
  const m = g.m;
  const o = g.loopDetection;
  m[o + ((chooser & 1) === 0 ? LoopSlot.OptA : LoopSlot.OptB)]++;
  const k = m[o + LoopSlot.ActN]++ % ACTS;
  const e = o + LoopSlot.Acts + k * 3;
  m[e] = m[o + LoopSlot.Res];
  m[e + 1] = chooser;
  m[e + 2] = word;
}

export const sampleDue = (g: Game): boolean => g.m[g.loopDetection + LoopSlot.Check] !== 0;

function writeEntry(g: Game, e: number, n: number): void {
  const m = g.m;
  const o = g.loopDetection;
  m[e] = loopKeyWords[0];
  m[e + 1] = loopKeyWords[1];
  m[e + 2] = m[o + LoopSlot.OptA];
  m[e + 3] = m[o + LoopSlot.OptB];
  m[e + 4] = pl(g, 0, PlayerSlot.Life);
  m[e + 5] = pl(g, 1, PlayerSlot.Life);
  m[e + 6] = pl(g, 0, PlayerSlot.Poison);
  m[e + 7] = pl(g, 1, PlayerSlot.Poison);
  m[e + 8] = m[o + LoopSlot.Res];
  m[e + 9] = n;
}

/**
 * Samples the position (at a priority after a resolution). True when the game is over or a loop
 * decision is pending; false to go on with priority.
 */
export function sample(g: Game): boolean {
  const m = g.m;
  const o = g.loopDetection;
  m[o + LoopSlot.Check] = 0;
  const n = loopKey(g);
  const keyLo = loopKeyWords[0];
  const keyHi = loopKeyWords[1];
  const ringN = m[o + LoopSlot.RingN];
  let seen = false;
  for (let i = 0; i < ringN && i < RING; i++) {
    const e = o + LoopSlot.Ring + i * EN;
    if (m[e] === keyLo && m[e + 1] === keyHi) {
      seen = true;
      break;
    }
  }
  if (seen) {
    const c = o + LoopSlot.Cand;
    if (
      m[o + LoopSlot.CandOn] !== 0 &&
      m[c] === keyLo &&
      m[c + 1] === keyHi &&
      m[o + LoopSlot.CandLen] === n &&
      sameSnap(g, n)
    ) {
      if (settle(g)) return true;
    } else if (m[o + LoopSlot.CandOn] === 0 || m[o + LoopSlot.Res] - m[c + 8] > RING) {
      // A candidate: the same key came back. Its position is kept to compare with the next return.
      if (g.loopSnap.length < n) g.loopSnap = new Int32Array(g.loopBuf.length);
      g.loopSnap.set(g.loopBuf.subarray(0, n));
      writeEntry(g, c, n);
      m[o + LoopSlot.CandLen] = n;
      m[o + LoopSlot.CandOn] = 1;
    }
  }
  const pos = m[o + LoopSlot.RingPos];
  writeEntry(g, o + LoopSlot.Ring + pos * EN, n);
  m[o + LoopSlot.RingPos] = (pos + 1) % RING;
  m[o + LoopSlot.RingN] = ringN + 1;
  return false;
}

function sameSnap(g: Game, n: number): boolean {
  const a = g.loopBuf;
  const b = g.loopSnap;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A confirmed loop: the position now is the candidate's, word for word. Classifies it by who took
 * optional actions in one cycle and settles it. True when the game ended or a decision is pending.
 */
function settle(g: Game): boolean {
  const m = g.m;
  const o = g.loopDetection;
  const c = o + LoopSlot.Cand;
  let optA = m[o + LoopSlot.OptA] - m[c + 2];
  const optB = m[o + LoopSlot.OptB] - m[c + 3];
  let from = c; // the entry the cycle starts at
  let kind =
    optA === 0 && optB === 0
      ? LoopClass.Mandatory
      : optA === 0 || optB === 0
        ? LoopClass.OnePlayer
        : LoopClass.TwoPlayer;
  if (kind === LoopClass.OnePlayer) {
    // 421.5: the same position came back just before the candidate after the other player's optional
    // actions alone: each player's actions repeat it without the other's; both loops are settled together.
    const p = previousReturn(g);
    if (p >= 0) {
      const pa = m[c + 2] - m[p + 2];
      const pb = m[c + 3] - m[p + 3];
      if ((optA !== 0 && pa === 0 && pb !== 0) || (optB !== 0 && pb === 0 && pa !== 0)) {
        kind = LoopClass.Independent;
        from = p;
        optA += pa;
      }
    }
  }
  const d0 = pl(g, 0, PlayerSlot.Life) - m[from + 4];
  const d1 = pl(g, 1, PlayerSlot.Life) - m[from + 5];
  const p0 = pl(g, 0, PlayerSlot.Poison) - m[from + 6];
  const p1 = pl(g, 1, PlayerSlot.Poison) - m[from + 7];
  m[o + LoopSlot.CandOn] = 0;
  m[o + LoopSlot.From] = m[from + 8];
  // A mandatory loop that costs a player who can lose life or gives poison ends on its own: play it out.
  const ends = ((d0 < 0 || p0 > 0) && !cantLose(g, 0)) || ((d1 < 0 || p1 > 0) && !cantLose(g, 1));
  clearRing(g);
  if (kind === LoopClass.Mandatory && ends) return false;
  recordSignature(g, m[from + 8], kind);
  if (kind === LoopClass.Mandatory) {
    endGame(g, 2, End.LoopDraw);
    return true;
  } // 421.4
  m[o + LoopSlot.D0] = d0;
  m[o + LoopSlot.D0 + 1] = d1;
  m[o + LoopSlot.D0 + 2] = p0;
  m[o + LoopSlot.D0 + 3] = p1;
  if (kind === LoopClass.OnePlayer) {
    const p = optA !== 0 ? 0 : 1;
    m[o + LoopSlot.Stage] = SettleStage.OnePlayer;
    m[o + LoopSlot.Player] = p;
    askCount(g, p, LOOP_COUNTS.length);
    return true;
  }
  // 421.3 (both players' actions continue the loop) and 421.5 (independent actions): the active player
  // (the first involved) names a number.
  m[o + LoopSlot.Stage] = kind === LoopClass.TwoPlayer ? SettleStage.First : SettleStage.IndFirst;
  m[o + LoopSlot.Player] = m[Global.Active];
  askCount(g, m[Global.Active], LOOP_COUNTS.length);
  return true;
}

/** The ring entry of the latest return to the candidate's position before the candidate (-1: none). */
function previousReturn(g: Game): number {
  const m = g.m;
  const o = g.loopDetection;
  const c = o + LoopSlot.Cand;
  let best = -1;
  for (let i = 0; i < m[o + LoopSlot.RingN] && i < RING; i++) {
    const e = o + LoopSlot.Ring + i * EN;
    if (m[e] !== m[c] || m[e + 1] !== m[c + 1] || m[e + 8] >= m[c + 8]) continue;
    if (best < 0 || m[e + 8] > m[best + 8]) best = e;
  }
  return best;
}

function askCount(g: Game, p: number, n: number): void {
  for (let i = 0; i < n; i++) g.m[g.options + i] = LOOP_COUNTS[i];
  g.m[g.optionCount] = n;
  put(g, Global.DKind, Decision.LoopCount);
  put(g, Global.DPlayer, p);
}

/**
 * The loop's signature: the cards whose items resolved in one cycle (first seen first); the first loop of a game is
 * kept.
 */
function recordSignature(g: Game, from: number, kind: LoopClass): void {
  const m = g.m;
  const o = g.loopDetection;
  if (m[o + LoopSlot.Kind] !== LoopClass.None) return;
  m[o + LoopSlot.Kind] = kind;
  let n = 0;
  const to = m[o + LoopSlot.Res];
  for (let r = Math.max(from, to - SRCS); r < to && n < SIG; r++) {
    const card = m[o + LoopSlot.Srcs + (r % SRCS)];
    if (card < 0) continue;
    let dup = false;
    for (let i = 0; i < n; i++) if (m[o + LoopSlot.Sig + i] === card) dup = true;
    if (!dup) m[o + LoopSlot.Sig + n++] = card;
  }
  m[o + LoopSlot.SigN] = n;
}

/** The answer to a loop-count decision (option value v: a number of repetitions). */
export function applyLoopCount(g: Game, v: number): void {
  const m = g.m;
  const o = g.loopDetection;
  const stage = m[o + LoopSlot.Stage];
  if (stage === SettleStage.First || stage === SettleStage.IndFirst) {
    // 421.3: the other player agrees to the number (option 0) or names a lower one.
    // 421.5: the other player agrees to it (option 0) or names a higher one.
    m[o + LoopSlot.First] = v;
    m[o + LoopSlot.Stage] = stage === SettleStage.First ? SettleStage.Second : SettleStage.IndSecond;
    let n = 0;
    m[g.options + n++] = v;
    for (let i = 0; i < LOOP_COUNTS.length; i++) {
      if (stage === SettleStage.First ? LOOP_COUNTS[i] < v : LOOP_COUNTS[i] > v) m[g.options + n++] = LOOP_COUNTS[i];
    }
    m[g.optionCount] = n;
    put(g, Global.DKind, Decision.LoopCount);
    put(g, Global.DPlayer, 1 - m[o + LoopSlot.Player]);
    return;
  }
  m[o + LoopSlot.Stage] = SettleStage.None;
  shortcut(g, v);
  if (stage === SettleStage.IndSecond) {
    lock(g, 0);
    lock(g, 1);
    return;
  } // 421.5: each player's loop ran v times
  let lastWord = m[o + LoopSlot.Player];
  // 421.3: agreeing: that number, and the second player has the last word; a lower number: the first player has it.
  if (stage === SettleStage.Second)
    lastWord = v === m[o + LoopSlot.First] ? 1 - m[o + LoopSlot.Player] : m[o + LoopSlot.Player];
  lock(g, stage === SettleStage.OnePlayer ? m[o + LoopSlot.Player] : 1 - lastWord);
}

/** The loop repeated `times` more times: its progress deltas, as events (they happen in the game loop). */
function shortcut(g: Game, times: number): void {
  const m = g.m;
  const o = g.loopDetection;
  for (let p = 0; p < 2; p++) {
    const dl = m[o + LoopSlot.D0 + p];
    const dp = m[o + LoopSlot.D0 + 2 + p];
    if (dl !== 0) proposeLifeChange(g, p, clamp(dl * times));
    if (dp > 0) proposePoison(g, p, clamp(dp * times));
  }
}
const clamp = (v: number) => Math.max(-1_000_000, Math.min(1_000_000, v));

/**
 * The loop is over (it ran the number of times chosen; 421.2-421.3): for the rest of the step,
 * `banned`'s optional actions of the cycle are not open to it again: its priority actions are not
 * offered, and at each of its choices (by kind and the object it is made for) the options it took are
 * not offered. So the loop can't go on or start again in the same step (its positions differ from any
 * later step's: the step is part of the position), and a player who can choose otherwise must.
 */
function lock(g: Game, banned: number): void {
  const m = g.m;
  const o = g.loopDetection;
  m[o + LoopSlot.BanStep] = m[Global.Step];
  const from = m[o + LoopSlot.From]; // the cycle's first resolution
  const acts = Math.min(m[o + LoopSlot.ActN], ACTS);
  for (let i = 0; i < acts; i++) {
    const e = o + LoopSlot.Acts + i * 3;
    if (m[e] < from || (m[e + 1] & 1) !== banned || isBanned(g, m[e + 1], m[e + 2])) continue;
    const bn = m[o + LoopSlot.BanN];
    if (bn >= BANS) continue;
    m[o + LoopSlot.Bans + bn * 2] = m[e + 1];
    m[o + LoopSlot.Bans + bn * 2 + 1] = m[e + 2];
    m[o + LoopSlot.BanN] = bn + 1;
  }
}

/** Is option word w of `chooser` (chooserWord, or priority's) banned? */
function isBanned(g: Game, chooser: number, w: number): boolean {
  const m = g.m;
  const o = g.loopDetection;
  for (let b = 0; b < m[o + LoopSlot.BanN]; b++)
    if (m[o + LoopSlot.Bans + b * 2] === chooser && m[o + LoopSlot.Bans + b * 2 + 1] === w) return true;
  return false;
}

/** False (and no bans any more) once the step the bans were made in is over. */
function bansHold(g: Game): boolean {
  const m = g.m;
  const o = g.loopDetection;
  if (m[o + LoopSlot.Turn] === m[Global.Turn] && m[o + LoopSlot.BanStep] === m[Global.Step]) return true;
  m[o + LoopSlot.BanN] = 0;
  return false;
}

/**
 * Priority options of player p after a loop was settled in this step: its banned actions are dropped
 * from the option buffer (n options). Returns the new count.
 */
export function dropBanned(g: Game, p: number, n: number): number {
  // Small, so V8 inlines it where priority is given: almost always nothing is banned.
  return g.m[g.loopDetection + LoopSlot.BanN] === 0 ? n : dropBannedNow(g, p, n);
}
function dropBannedNow(g: Game, p: number, n: number): number {
  if (!bansHold(g)) return n;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const w = g.m[g.options + i];
    if (!isBanned(g, (Decision.Priority << 1) | p, w)) g.m[g.options + k++] = w;
  }
  g.m[g.optionCount] = k;
  return k;
}

/**
 * A choice other than priority is pending after a loop was settled: its chooser's banned options are
 * dropped. When every option is banned, none is: the chooser has no other way left, and the choice no
 * longer counts as an optional action (noteChoice), so the loop it continues is a draw (421.4).
 */
export function dropBannedChoice(g: Game): void {
  if (g.m[g.loopDetection + LoopSlot.BanN] !== 0) dropBannedChoiceNow(g); // one compare when nothing is banned
}
function dropBannedChoiceNow(g: Game): void {
  const m = g.m;
  const kind = m[Global.DKind];
  if (kind === Decision.Priority || !bansHold(g)) return;
  const chooser = chooserWord(g, kind);
  const n = m[g.optionCount];
  let k = 0;
  for (let i = 0; i < n; i++) if (!isBanned(g, chooser, m[g.options + i])) k++;
  if (k === n) return;
  if (k === 0) {
    m[g.loopDetection + LoopSlot.Exhausted] = m[Global.Decisions] + 1; // the number it is applied as
    return;
  }
  k = 0;
  for (let i = 0; i < n; i++) {
    const w = m[g.options + i];
    if (!isBanned(g, chooser, w)) m[g.options + k++] = w;
  }
  m[g.optionCount] = k;
}

/** The first loop the game settled (LoopK), for reports. */
export const loopKindOf = (g: Game): LoopClass => g.m[g.loopDetection + LoopSlot.Kind] as LoopClass;
/** Its signature: card ids (cards[]) whose items resolved in one cycle. */
export function loopSignature(g: Game): number[] {
  const o = g.loopDetection;
  const n = g.m[o + LoopSlot.SigN];
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(g.m[o + LoopSlot.Sig + i]);
  return out;
}

if (LoopSlot.End > LOOP_REGION)
  throw new Error(`loops.ts: the loop region needs ${LoopSlot.End} words, state.ts gives ${LOOP_REGION}`);
