// Legal attacks and blocks (500-502 of the 2008 edition). A declaration is legal when it obeys every
// restriction and, among the declarations that do, obeys the largest number of requirements (500.4-
// 500.5). Attackers and blockers are declared one at a time, so each Attack or Block decision offers
// only the choices that still complete into a legal declaration, and "done" only when the declaration
// so far is legal.
//
// The check is a dynamic program over the creatures still to choose (the "choosers"), in one pass for
// all options of a decision: what couples the choices is counted in a small state (how many creatures
// are declared, whether one that "can't attack/block alone" is among them, how many block each attacker
// that limits its blockers), so the state space stays tiny. A board without any such word takes the
// fast path: every individually legal choice is offered, and "done" always.
import { ensureChars, keywords2, keywordInstances, rowDisabled, rowSource } from '../facts/chars.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { declaredBlocks, isBlockingAttacker } from '../core/blocks.js';
import {
  Flag,
  Keyword,
  CombatWord,
  K2_ATTACK_NONLOCAL,
  K2_MULTI_BLOCK,
  K2_LANDWALK,
  LANDWALK_TYPES,
  PROTECTION_SHIFT,
  SNOW_LANDWALK_SHIFT,
  Super,
  Zone,
} from '../core/constants.js';
import { combatCostBudget, isSick } from './mana.js';
import {
  EffectField,
  type Game,
  Global,
  liveId,
  cColorsOf,
  cCtrlOf,
  cKw2Of,
  cKwOf,
  cSubOf,
  cBaseOf,
  cNoAbOf,
  cPowOf,
  cSupersOf,
  cTypesOf,
  flagsOf,
} from '../core/state.js';
import { hasSubtype, subtypeId } from '../core/subtypes.js';
import { listBase } from '../core/zones.js';
import { creatureCount, creatureList } from '../facts/own-lists.js';
import { protectedFrom, protectedFromManaValue, protectedFromTypes, sourceManaValue } from '../facts/protection.js';

const NEG = -(1 << 29);
const MAX_STATES = 1 << 16;
const LANDWALK_IDS = LANDWALK_TYPES.map(subtypeId);
const WALL = subtypeId('Wall');

// Scratch, reused by every decision (grown when a board needs more).
let chooser = new Int32Array(64); // chooser ids
let chAlone = new Uint8Array(64); // the chooser "can't attack/block alone"
let chFixed = new Int32Array(64); // its declared choice (a choice index), or -1 while undeclared
let chStart = new Int32Array(65); // its choices: chStart[i] .. chStart[i+1]-1
// A blocker that may block several attackers becomes one chooser per attacker it could block (a "pair":
// block it or not); its pairs are consecutive choosers, and the state counts how many it blocks so far.
let chPair = new Uint8Array(64); // the chooser is a pair
let chFirst = new Uint8Array(64); // the first pair of its blocker (the count starts at 0)
let chCap = new Int32Array(64); // its blocker's capacity (PAIR_NO_CAP: as many as it has pairs)
let chMust = new Int32Array(64); // its blocker's "blocks each turn if able": obeyed once, by its first block
let choiceAtt = new Int32Array(256); // the attacker a blocker would block (the attacker itself for attacks)
let choiceCon = new Int32Array(256); // index of that attacker among the constrained ones, or -1
let choiceReq = new Int32Array(256); // requirements the choice obeys
let choiceOk = new Uint8Array(256); // the choice completes into a legal declaration
let choiceDecl = new Uint8Array(256); // the block is declared already
let fwd = new Int32Array(1024);
let back = new Int32Array(1024);
let atk = new Int32Array(64); // the attackers, once per block decision
let conIds = new Int32Array(16);
let conKind = new Int32Array(16);
/** Per constrained attacker: the fewest blockers it may have when blocked (2, 3 or 4), or 0. */
let conMin = new Int32Array(16);
/** Per constrained attacker: 1 when it must be blocked if able (a requirement, 0 when blocking has a cost), else 0. */
let conMust = new Int32Array(16);
/** A constrained attacker's blocker count is clipped at cRadix - 1 (3: 0, 1, 2+; more with a least of 3 or 4). */
let cRadix = 3;
let conMap = new Int32Array(16);
let nCon = 0;
// The state: gc (creatures declared, clipped at gRadix-1), the alone flag, and each constrained
// attacker's blocker count clipped at cRadix - 1 (2; 3 or 4 with Guile's least of three blockers or more).
// s = gc + gRadix * (alone + aRadix * (c0 + cRadix * (c1 + ...))).
// With pairs, kc (the current multi-blocker's block count, clipped at kRadix-1) sits between alone and c0.
let gRadix = 1;
let aRadix = 1;
let kRadix = 1;
let maxCount = 1 << 20;
let nStates = 1;
const PAIR_NO_CAP = 1 << 30;

function ensure(nChoosers: number, nChoices: number): void {
  if (chooser.length < nChoosers + 1) {
    const n = 2 * (nChoosers + 1);
    chooser = new Int32Array(n);
    chAlone = new Uint8Array(n);
    chFixed = new Int32Array(n);
    chStart = new Int32Array(n + 1);
    chPair = new Uint8Array(n);
    chFirst = new Uint8Array(n);
    chCap = new Int32Array(n);
    chMust = new Int32Array(n);
  }
  if (choiceAtt.length < nChoices) {
    const n = 2 * nChoices;
    choiceAtt = new Int32Array(n);
    choiceCon = new Int32Array(n);
    choiceReq = new Int32Array(n);
    choiceOk = new Uint8Array(n);
    choiceDecl = new Uint8Array(n);
  }
}

const inPlay = (g: Game) => listBase(g, Zone.InPlay, 0);

/** The smallest "no more than N creatures can attack/block" of the rules-modifying statics in play, or -1. */
function maxDeclared(g: Game, what: ContinuousEffect): number {
  let best = -1;
  if (g.m[Global.ReplaceN] === 0) return best;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.Layer] !== Layer.Replacement || g.m[r + EffectField.What] !== what || rowDisabled(g, r))
      continue;
    const n = g.m[r + EffectField.A];
    if (best < 0 || n < best) best = n;
  }
  return best;
}

/**
 * The cost to attack the defending player (ContinuousEffect.AttackTax, rows of statics whose source that player
 * controls) or to block (ContinuousEffect.BlockTax), in generic mana per creature, or -1 when there is none. A cost
 * of 0 is still a cost: the creatures are exempt from requirements (500.2-500.3).
 */
export function combatTax(g: Game, what: ContinuousEffect): number {
  let sum = -1;
  if (g.m[Global.ReplaceN] === 0) return sum;
  const def = 1 - g.m[Global.Active];
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.Layer] !== Layer.Replacement || g.m[r + EffectField.What] !== what) continue;
    if (rowDisabled(g, r)) continue; // Humility
    if (what === ContinuousEffect.AttackTax) {
      const src = rowSource(g, r);
      if (src < 0 || cCtrlOf(g, src) !== def) continue;
    }
    sum = (sum < 0 ? 0 : sum) + g.m[r + EffectField.A];
  }
  return sum;
}

/**
 * The most creatures a cost of `tax` each lets player p declare (-1: no limit), combined with a "no more than" limit.
 */
function affordable(g: Game, p: number, tax: number, max: number): number {
  if (tax <= 0) return max;
  const n = Math.floor(combatCostBudget(g, p) / tax);
  return max < 0 || n < max ? n : max;
}

// ---- Who may attack, who may block whom (the restrictions on single creatures) ----

/**
 * May creature `id` of the active player be declared as an attacker, on its own (308.2, 502.5b)?
 * `lands`: the defending player's landMask, or -1 if not computed yet (computed when a creature asks).
 */
export function mayAttack(g: Game, id: number, lands = -1): boolean {
  ensureChars(g);
  if (
    (cTypesOf(g, id) & 2) === 0 ||
    cCtrlOf(g, id) !== g.m[Global.Active] ||
    (flagsOf(g, id) & (Flag.Attacking | Flag.Tapped)) !== 0
  )
    return false;
  // K: granted by a static (Pacifism)
  if ((cKwOf(g, id) & (Keyword.Defender | Keyword.CantAttack)) !== 0 || isSick(g, id)) return false;
  const k2 = cKw2Of(g, id);
  if ((k2 & CombatWord.CantAttack) !== 0) return false;
  if ((cKwOf(g, id) & Keyword.AttacksIfBlue) !== 0 && !controlsBlue(g, 1 - g.m[Global.Active])) return false;
  if ((k2 & CombatWord.AttacksIfIsland) === 0) return true;
  return ((lands < 0 ? landMask(g, 1 - g.m[Global.Active]) : lands) & 2) !== 0; // bit 1: an Island
}

/** Does player p control a blue permanent (Whimwader's restriction)? */
function controlsBlue(g: Game, p: number): boolean {
  const b = inPlay(g);
  for (let i = 1; i <= g.m[b]; i++) {
    const id = g.m[b + i];
    if (cCtrlOf(g, id) === p && (cColorsOf(g, id) & 2) !== 0) return true; // bit 1: blue
  }
  return false;
}

/** May `b` block at all (an untapped creature of the defending player, not blocking yet, that can block)? */
export function mayBlock(g: Game, b: number): boolean {
  ensureChars(g);
  if ((cTypesOf(g, b) & 2) === 0 || cCtrlOf(g, b) !== 1 - g.m[Global.Active]) return false;
  if ((flagsOf(g, b) & (Flag.Tapped | Flag.Blocking)) !== 0) return false;
  // printed, or granted by a static
  return (cKw2Of(g, b) & CombatWord.CantBlock) === 0 && (cKwOf(g, b) & Keyword.CantBlock) === 0;
}

/**
 * The lands of player p as landwalk sees them (502.6): bit i a land of basic type i, bit 5+i a snow
 * land of type i, bit 10 a nonbasic land, bit 11 a legendary land. Computed once per declaration.
 */
export function landMask(g: Game, p: number): number {
  const b = inPlay(g);
  const n = g.m[b];
  ensureChars(g);
  let mask = 0;
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if ((cTypesOf(g, id) & 16) === 0 || cCtrlOf(g, id) !== p) continue;
    const sup = cSupersOf(g, id);
    const set = cSubOf(g, id);
    for (let w = 0; w < 5; w++) {
      if (!hasSubtype(set, LANDWALK_IDS[w])) continue;
      mask |= 1 << w;
      if ((sup & Super.Snow) !== 0) mask |= 1 << (5 + w);
    }
    if ((sup & Super.Basic) === 0) mask |= 1 << 10;
    if ((sup & Super.Legendary) !== 0) mask |= 1 << 11;
  }
  return mask;
}

/** Is attacker `a` unblockable as landwalk goes, given the defending player's land mask (502.6b-d)? */
export function landwalks(akw: number, ak2: number, lands: number): boolean {
  const basic = (akw >>> 10) & 31;
  const snow = (ak2 >>> SNOW_LANDWALK_SHIFT) & 31;
  if ((basic & lands) !== 0 || (snow & (lands >>> 5)) !== 0) return true;
  if ((ak2 & CombatWord.NonbasicLandwalk) !== 0 && (lands & (1 << 10)) !== 0) return true;
  return (ak2 & CombatWord.LegendaryLandwalk) !== 0 && (lands & (1 << 11)) !== 0;
}

/**
 * Evasion (501) and the blocker's own restrictions (501.3): may `b` block attacker `a`, the blocker's
 * status aside? All apply together (501.2). `lands`: the defending player's landMask. Reads the
 * characteristics cache directly: callers make it fresh (ensureChars) once per declaration.
 */
export function pairLegal(g: Game, b: number, a: number, lands: number): boolean {
  if (pairRows !== 0 && cantBlockSource(g, b, a)) return false;
  if (typeRows !== 0 && cantBlockType(g, b, a)) return false;
  const akw = cKwOf(g, a);
  const ak2 = cKw2Of(g, a);
  const bkw = cKwOf(g, b);
  const bk2 = cKw2Of(g, b);
  if ((ak2 & CombatWord.Unblockable) !== 0 || (akw & Keyword.Unblockable) !== 0) return false;
  if ((akw & Keyword.BlockedOnlyByFlyers) !== 0 && (bkw & Keyword.Flying) === 0) return false;
  if ((akw & Keyword.Flying) !== 0 && (bkw & (Keyword.Flying | Keyword.Reach)) === 0) return false; // 502.4b
  if (((ak2 ^ bk2) & CombatWord.Shadow) !== 0) return false; // 502.8b
  if ((bk2 & CombatWord.BlocksOnlyFliers) !== 0 && (akw & Keyword.Flying) === 0) return false;
  const bt = cTypesOf(g, b);
  if ((akw & Keyword.Fear) !== 0 && (bt & 1) === 0 && (cColorsOf(g, b) & 4) === 0) return false;
  if ((ak2 & (CombatWord.NoWallBlockers | CombatWord.OnlyWallsOrFliers)) !== 0) {
    const wall = hasSubtype(cSubOf(g, b), WALL);
    if ((ak2 & CombatWord.NoWallBlockers) !== 0 && wall) return false;
    if ((ak2 & CombatWord.OnlyWallsOrFliers) !== 0 && (bkw & Keyword.Flying) === 0 && !wall) return false;
  }
  if (((akw >>> PROTECTION_SHIFT) & cColorsOf(g, b)) !== 0) return false; // 502.7f
  const protTypes = CombatWord.ProtArtifacts | CombatWord.ProtCreatures;
  if ((ak2 & protTypes) !== 0 && protectedFrom(g, a, 0, bt, 0)) return false;
  const ac = g.cards[cBaseOf(g, a)];
  // 502.7f: protection from a creature type (Nath's Buffoon)
  if (ac.protSubtypes !== null && protectedFromTypes(g, a, cSubOf(g, b))) return false;
  // 502.7f: protection from converted mana cost N or greater (Mistmeadow Skulk)
  if (ac.protManaValueAtLeast > 0 && protectedFromManaValue(g, a, sourceManaValue(g, b))) return false;
  // "Can't be blocked by creatures with power 4 or greater" (Goldmeadow Dodger), unless it lost its abilities
  if (ac.unblockableByPower > 0 && cPowOf(g, b) >= ac.unblockableByPower && cNoAbOf(g, a) === 0) return false;
  // "Can't be blocked by red creatures" (Barrenton Cragtreads): the blocker's colors as they are now
  if ((ac.unblockableByColors & cColorsOf(g, b)) !== 0 && cNoAbOf(g, a) === 0) return false;
  // "Can't be blocked except by creatures with defender" (Noggle Bandit)
  if (ac.onlyDefendersBlock && (bkw & Keyword.Defender) === 0 && cNoAbOf(g, a) === 0) return false;
  if ((akw & K_LANDWALK) === 0 && (ak2 & K2_LANDWALK) === 0) return true;
  return !landwalks(akw, ak2, lands); // 502.6b
}

const K_LANDWALK = 31 << 10;

// "Target creature can't block [this] this turn" rows (ContinuousEffect.CantBlockSource), counted once per declaration
// (and per canBlock question) so pairLegal scans them only when there are some; likewise "target creature blocks
// target creature this turn if able" rows (MustBlockPair).
let pairRows = 0;
let mustPairRows = 0;
let typeRows = 0;
function countPairRows(g: Game): void {
  pairRows = 0;
  mustPairRows = 0;
  typeRows = 0;
  if (g.m[Global.ReplaceN] === 0) return;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const what = g.m[g.effects + e * EffectField.SIZE + EffectField.What];
    if (what === ContinuousEffect.CantBlockSource) pairRows++;
    else if (what === ContinuousEffect.MustBlockPair) mustPairRows++;
    else if (what === ContinuousEffect.CantBlockType) typeRows++;
  }
}

/** Does a row say creatures of b's creature type can't block creatures of a's ("Cowards can't block Warriors")? */
function cantBlockType(g: Game, b: number, a: number): boolean {
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      g.m[r + EffectField.What] !== ContinuousEffect.CantBlockType ||
      g.m[r + EffectField.Layer] !== Layer.Replacement
    )
      continue;
    if (rowDisabled(g, r)) continue;
    if (hasSubtype(cSubOf(g, b), g.m[r + EffectField.A]) && hasSubtype(cSubOf(g, a), g.m[r + EffectField.B]))
      return true;
  }
  return false;
}

/** How many rows say blocker b blocks attacker a if able (each a requirement the pair obeys, 500.4)? */
function mustBlockPair(g: Game, b: number, a: number): number {
  let n = 0;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.MustBlockPair) continue;
    if (liveId(g, g.m[r + EffectField.Obj]) === b && liveId(g, g.m[r + EffectField.A]) === a) n++;
  }
  return n;
}

/** Does a row say blocker b can't block attacker a? */
function cantBlockSource(g: Game, b: number, a: number): boolean {
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      g.m[r + EffectField.What] !== ContinuousEffect.CantBlockSource ||
      g.m[r + EffectField.Layer] !== Layer.Replacement
    )
      continue;
    if (liveId(g, g.m[r + EffectField.Obj]) === b && liveId(g, g.m[r + EffectField.Source]) === a) return true;
  }
  return false;
}

/**
 * Could `b` block `a` (blocker status, evasion, restrictions on the pair)? One pair, outside a
 * declaration; `a` need not be attacking yet (agents ask it of would-be attackers).
 */
export function canBlock(g: Game, b: number, a: number): boolean {
  return canBlockPrepared(g, b, a, prepareBlockChecks(g));
}

/**
 * For many canBlock questions about one position: makes the characteristics fresh, counts the pair rows and
 * returns the defending player's land mask, which canBlockPrepared takes.
 */
export function prepareBlockChecks(g: Game): number {
  ensureChars(g);
  countPairRows(g);
  return landMask(g, 1 - g.m[Global.Active]);
}

/** canBlock after prepareBlockChecks on the same position (`lands`: what it returned). */
export function canBlockPrepared(g: Game, b: number, a: number, lands: number): boolean {
  return mayBlock(g, b) && pairLegal(g, b, a, lands);
}

// ---- The dynamic program ----
function setupState(maxN: number, alone: boolean, maxPairCount: number): void {
  maxCount = maxN < 0 ? 1 << 20 : maxN;
  gRadix = Math.max(maxN >= 0 ? maxN + 2 : 1, alone ? 3 : 1);
  aRadix = alone ? 2 : 1;
  kRadix = maxPairCount + 1;
  nStates = gRadix * aRadix * kRadix;
  for (let j = 0; j < nCon; j++) nStates *= cRadix;
  if (nStates > MAX_STATES)
    throw new Error(
      `combat: ${nCon} attackers limit their blockers at once; at most ${(Math.log(MAX_STATES / 6) / Math.log(cRadix)) | 0} are supported`,
    );
}

/**
 * The state after one more choice. `counted`: a creature is newly declared (alone: it can't attack/block
 * alone); con: the choice's constrained attacker (-1: none); kcNew: the multi-blocker count (-1: kept).
 */
function step(s: number, alone: number, con: number, counted: boolean, kcNew: number): number {
  const gc = s % gRadix;
  let rest = (s - gc) / gRadix;
  const al = rest % aRadix;
  rest = (rest - al) / aRadix;
  const kc = rest % kRadix;
  rest = (rest - kc) / kRadix;
  const ngc = counted && gc + 1 < gRadix ? gc + 1 : gc;
  const nal = aRadix > 1 ? al | (counted ? alone : 0) : 0;
  if (con >= 0) {
    let mult = 1;
    for (let j = 0; j < con; j++) mult *= cRadix;
    const c = ((rest / mult) | 0) % cRadix;
    if (c < cRadix - 1) rest += mult;
  }
  return ngc + gRadix * (nal + aRadix * ((kcNew < 0 ? kc : kcNew) + kRadix * rest));
}

const kcOf = (s: number): number => ((s / (gRadix * aRadix)) | 0) % kRadix;
/** The state as chooser i begins: a multi-blocker's first pair starts its count at 0. */
const enter = (i: number, s: number): number => (chFirst[i] !== 0 ? s - kcOf(s) * gRadix * aRadix : s);

/** The state after chooser i makes choice c from state s (entered), or -1 when a multi-blocker is full. */
function move(i: number, c: number, s: number): number {
  if (chPair[i] === 0) return step(s, chAlone[i], choiceCon[c], true, -1);
  const kc = kcOf(s);
  if (kc >= chCap[i]) return -1;
  return step(s, chAlone[i], choiceCon[c], kc === 0, kc + 1 < kRadix ? kc + 1 : kc);
}

/** How many creatures block constrained attacker j in state s (capped at cRadix - 1)? */
function conCountOf(s: number, j: number): number {
  let rest = (s / (gRadix * aRadix * kRadix)) | 0;
  for (let x = 0; x < j; x++) rest = (rest / cRadix) | 0;
  return rest % cRadix;
}

/**
 * Requirements chooser i obeys by choice c from state s (entered): a must-block blocker's counts once, and an
 * attacker that must be blocked if able counts once, for its first blocker.
 */
const gain = (i: number, c: number, s: number): number =>
  choiceReq[c] +
  (chPair[i] !== 0 && kcOf(s) === 0 ? chMust[i] : 0) +
  (choiceCon[c] >= 0 && conMust[choiceCon[c]] !== 0 && conCountOf(s, choiceCon[c]) === 0 ? conMust[choiceCon[c]] : 0);

/** Does a whole declaration in state s obey every restriction? */
function legalState(s: number): boolean {
  const gc = s % gRadix;
  let rest = (s - gc) / gRadix;
  if (gRadix > 1 && gc > maxCount) return false;
  const al = rest % aRadix;
  rest = (rest - al) / aRadix;
  if (al === 1 && gc < 2) return false;
  rest = (rest - (rest % kRadix)) / kRadix;
  for (let j = 0; j < nCon; j++) {
    const c = rest % cRadix;
    rest = (rest - c) / cRadix;
    if ((conKind[j] & CombatWord.MaxOneBlocker) !== 0 && c > 1) return false;
    if (c > 0 && c < conMin[j]) return false; // "can't be blocked except by N or more creatures"
  }
  return true;
}

/**
 * back[i][s]: the most requirements choosers i.. can obey from state s with every restriction obeyed
 * at the end (NEG: none can). `reqOnly`: each chooser either declares nothing or makes a choice that
 * obeys a requirement on it, the only options 500.5 says to consider for what "could be obeyed";
 * otherwise a declared chooser keeps its declared choice and the others may choose anything.
 */
function backward(n: number, reqOnly: boolean): void {
  const S = nStates;
  for (let s = 0; s < S; s++) back[n * S + s] = legalState(s) ? 0 : NEG;
  for (let i = n - 1; i >= 0; i--) {
    const o = i * S;
    const o1 = (i + 1) * S;
    const fixed = reqOnly ? -1 : chFixed[i];
    for (let s = 0; s < S; s++) {
      const s0 = enter(i, s);
      let best = fixed >= 0 ? NEG : back[o1 + s0]; // declaring nothing
      for (let c = chStart[i]; c < chStart[i + 1]; c++) {
        if (fixed >= 0 && c !== fixed) continue;
        const r = gain(i, c, s0);
        if (reqOnly && r === 0) continue;
        const t = move(i, c, s0);
        if (t < 0) continue;
        const v = back[o1 + t];
        if (v > NEG && v + r > best) best = v + r;
      }
      back[o + s] = best;
    }
  }
}

/**
 * A declaration is legal when it obeys every restriction and at least as many requirements as the
 * most that could be obeyed without violating one (500.4-500.5). Marks choiceOk for each choice of an
 * undeclared chooser that some legal declaration extending the current one contains (a forward and a
 * backward pass over the n choosers), and returns whether the current declaration is legal ("done").
 */
function solve(n: number): boolean {
  const S = nStates;
  if (fwd.length < (n + 1) * S) {
    fwd = new Int32Array(2 * (n + 1) * S);
    back = new Int32Array(2 * (n + 1) * S);
  }
  backward(n, true);
  const need = back[0];
  backward(n, false);
  for (let s = 0; s < S; s++) fwd[s] = NEG;
  fwd[0] = 0;
  let sNow = 0;
  let reqNow = 0; // the current declaration: the declared choices only
  for (let i = 0; i < n; i++) {
    const o = i * S;
    const o1 = (i + 1) * S;
    const fixed = chFixed[i];
    for (let s = 0; s < S; s++) fwd[o1 + s] = NEG;
    if (fixed < 0) {
      for (let s = 0; s < S; s++) {
        const t = enter(i, s);
        if (fwd[o + s] > fwd[o1 + t]) fwd[o1 + t] = fwd[o + s];
      }
    }
    if (sNow >= 0) sNow = enter(i, sNow);
    if (fixed >= 0 && sNow >= 0) {
      reqNow += gain(i, fixed, sNow);
      sNow = move(i, fixed, sNow);
    }
    for (let c = chStart[i]; c < chStart[i + 1]; c++) choiceOk[c] = 0;
    for (let s = 0; s < S; s++) {
      const f = fwd[o + s];
      if (f <= NEG) continue;
      const s0 = enter(i, s);
      for (let c = chStart[i]; c < chStart[i + 1]; c++) {
        if (fixed >= 0 && c !== fixed) continue;
        const t = move(i, c, s0);
        if (t < 0) continue;
        const v = f + gain(i, c, s0);
        if (fixed < 0 && back[o1 + t] > NEG && v + back[o1 + t] >= need) choiceOk[c] = 1;
        if (v > fwd[o1 + t]) fwd[o1 + t] = v;
      }
    }
  }
  return sNow >= 0 && legalState(sNow) && reqNow >= need;
}

/** Options of an Attack decision: -1 (done) when legal, and each creature that could still be declared. */
export function attackOptions(g: Game): number {
  const b = inPlay(g);
  const n = g.m[b];
  ensureChars(g); // the loop reads the cache columns
  const tax = combatTax(g, ContinuousEffect.AttackTax);
  const maxAtt = affordable(g, g.m[Global.Active], tax, maxDeclared(g, ContinuousEffect.MaxAttackers));
  const must = tax < 0 ? 1 : 0; // creatures with a cost to attack are exempt from requirements (500.2)
  ensure(n, n);
  let k = 0;
  let nonlocal = maxAtt >= 0;
  let alone = false;
  const active = g.m[Global.Active];
  // The active player's creatures (own-lists.ts), or when that list is not kept, the in-play list's of them.
  const cl = creatureList(g, active);
  const from = cl < 0 ? b + 1 : cl;
  for (let i = 0, nc = cl < 0 ? n : creatureCount(g, active); i < nc; i++) {
    const id = g.m[from + i];
    if (cl < 0 && ((cTypesOf(g, id) & 2) === 0 || cCtrlOf(g, id) !== active)) continue;
    const declared = (flagsOf(g, id) & Flag.Attacking) !== 0;
    if (!declared && !mayAttack(g, id)) continue;
    if ((cKw2Of(g, id) & K2_ATTACK_NONLOCAL) !== 0) nonlocal = true;
    chooser[k] = id;
    chFixed[k] = declared ? k : -1;
    k++;
  }
  let out = 0;
  let done = true;
  if (nonlocal) {
    // The solver's view of each attacker (one choice each); the common case below needs none of it.
    for (let i = 0; i < k; i++) {
      const id = chooser[i];
      const k2 = cKw2Of(g, id);
      chAlone[i] = (k2 & CombatWord.CantAttackAlone) !== 0 ? 1 : 0;
      if (chAlone[i]) alone = true;
      chStart[i] = i;
      chPair[i] = 0;
      chFirst[i] = 0;
      choiceAtt[i] = id;
      choiceCon[i] = -1;
      choiceReq[i] = (k2 & CombatWord.MustAttack) !== 0 ? must : 0;
    }
    chStart[k] = k;
    nCon = 0;
    setupState(maxAtt, alone, 0);
    done = solve(k);
  } else for (let i = 0; i < k; i++) choiceOk[i] = chFixed[i] < 0 ? 1 : 0;
  if (done) g.m[g.options + out++] = -1;
  for (let i = 0; i < k; i++) if (choiceOk[i]) g.m[g.options + out++] = chooser[i];
  return out;
}

/** Options of a Block decision: -1 (done) when legal, and each blocker-attacker pair still possible, as b << 16 | a. */
export function blockOptions(g: Game): number {
  const b = inPlay(g);
  const n = g.m[b];
  ensureChars(g); // the loops below read the cache columns
  countPairRows(g);
  const tax = combatTax(g, ContinuousEffect.BlockTax);
  const maxBlk = affordable(g, 1 - g.m[Global.Active], tax, maxDeclared(g, ContinuousEffect.MaxBlockers));
  const req = tax < 0 ? 1 : 0; // creatures with a cost to block are exempt from requirements (500.3)
  let nonlocal = maxBlk >= 0;
  // The attackers that limit their blockers or lure them.
  nCon = 0;
  cRadix = 3;
  let anyLure = false;
  let alone = false;
  let walk = false;
  let na = 0;
  if (atk.length < n) atk = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Attacking) === 0) continue;
    atk[na++] = id;
    const k2 = cKw2Of(g, id);
    if ((cKwOf(g, id) & K_LANDWALK) !== 0 || (k2 & K2_LANDWALK) !== 0) walk = true;
    if ((k2 & CombatWord.Lure) !== 0) {
      anyLure = true;
      nonlocal = true;
    }
    const lim = k2 & (CombatWord.MaxOneBlocker | CombatWord.MinTwoBlockers);
    // "Can't be blocked except by three or more creatures" (Guile): printed, lost with its abilities
    const least = cNoAbOf(g, id) === 0 ? g.cards[cBaseOf(g, id)].minBlockers : 0;
    // "Must be blocked if able" (Inescapable Brute): one requirement, obeyed by its first blocker (500.3)
    const mustBe = (cKwOf(g, id) & Keyword.MustBeBlocked) !== 0 ? req : 0;
    if (lim !== 0 || least > 0 || mustBe !== 0) {
      if (nCon === conIds.length) {
        const m = 2 * nCon;
        conIds = grown(conIds, m);
        conKind = grown(conKind, m);
        conMin = grown(conMin, m);
        conMust = grown(conMust, m);
        conMap = new Int32Array(m);
      }
      conMap[nCon] = -1;
      conIds[nCon] = id;
      conMin[nCon] = Math.max(least, (lim & CombatWord.MinTwoBlockers) !== 0 ? 2 : 0);
      if (conMin[nCon] + 1 > cRadix) cRadix = conMin[nCon] + 1;
      conMust[nCon] = mustBe;
      conKind[nCon++] = lim;
    }
  }
  if (mustPairRows !== 0) nonlocal = true; // a pair's requirement couples the choices
  const lands = walk ? landMask(g, 1 - g.m[Global.Active]) : 0; // once per declaration, only for landwalk
  ensure(n * (na + 1), n * (na + 1));
  let k = 0;
  let c = 0;
  let maxPairCount = 0;
  for (let i = 0; i < n; i++) {
    const bl = g.m[b + 1 + i];
    const declared = (flagsOf(g, bl) & Flag.Blocking) !== 0 && (cTypesOf(g, bl) & 2) !== 0;
    if (!declared && !mayBlock(g, bl)) continue;
    const k2 = cKw2Of(g, bl);
    if ((k2 & (CombatWord.MustBlock | CombatWord.CantBlockAlone)) !== 0) nonlocal = true;
    const alone1 = (k2 & CombatWord.CantBlockAlone) !== 0 ? 1 : 0;
    if (alone1) alone = true;
    const must = (k2 & CombatWord.MustBlock) !== 0 ? req : 0;
    // Its choices: each attacker it may block, and each it blocks already ("a declared block stands,
    // legal or not now"); then one for its blocks of attackers removed from combat since (counted only).
    const c0 = c;
    let nDecl = 0;
    for (let j = 0; j < na; j++) {
      const at = atk[j];
      const isDecl = declared && isBlockingAttacker(g, bl, at);
      if (!isDecl && !pairLegal(g, bl, at, lands)) continue;
      const con = conIndex(at);
      if (con >= 0) conMap[con] = 0; // some creature can block it: its count matters
      choiceAtt[c] = at;
      choiceCon[c] = con;
      choiceDecl[c] = isDecl ? 1 : 0;
      choiceReq[c] = anyLure && (cKw2Of(g, at) & CombatWord.Lure) !== 0 ? req : 0;
      if (mustPairRows !== 0 && req !== 0) choiceReq[c] += mustBlockPair(g, bl, at);
      if (isDecl) nDecl++;
      c++;
    }
    const stale = declared ? declaredBlocks(g, bl) - nDecl : 0;
    for (let x = 0; x < stale; x++) {
      choiceAtt[c] = -1;
      choiceCon[c] = -1;
      choiceReq[c] = 0;
      choiceDecl[c] = 1;
      c++;
    }
    const cap = (k2 & K2_MULTI_BLOCK) !== 0 ? blockCapacity(g, bl, na) : 1;
    if (cap > 1 && c - c0 > 1) {
      // one pair chooser per choice
      for (let x = c0; x < c; x++) {
        chooser[k] = bl;
        chAlone[k] = alone1;
        chStart[k] = x;
        chFixed[k] = choiceDecl[x] ? x : -1;
        chPair[k] = 1;
        chFirst[k] = x === c0 ? 1 : 0;
        chCap[k] = cap >= c - c0 ? PAIR_NO_CAP : cap;
        chMust[k] = must;
        k++;
      }
      const counts = cap >= c - c0 ? 1 : cap;
      if (counts > maxPairCount) maxPairCount = counts;
      continue;
    }
    chooser[k] = bl;
    chAlone[k] = alone1;
    chStart[k] = c0;
    chFixed[k] = -1;
    chPair[k] = 0;
    chFirst[k] = 0;
    for (let x = c0; x < c; x++) {
      choiceReq[x] += must;
      if (choiceDecl[x]) chFixed[k] = x;
    }
    k++;
  }
  chStart[k] = c;
  // An attacker no creature can block keeps a count of 0, always legal: it leaves the state.
  let used = 0;
  for (let j = 0; j < nCon; j++) {
    if (conMap[j] < 0) continue;
    conMap[j] = used;
    conIds[used] = conIds[j];
    conKind[used] = conKind[j];
    conMin[used] = conMin[j];
    conMust[used] = conMust[j];
    used++;
  }
  for (let j = 0; j < c; j++) if (choiceCon[j] >= 0) choiceCon[j] = conMap[choiceCon[j]];
  nCon = used;
  if (nCon > 0) nonlocal = true;
  let out = 0;
  let done = true;
  if (nonlocal) {
    setupState(maxBlk, alone, maxPairCount);
    done = solve(k);
  } else fastPath(k);
  if (done) g.m[g.options + out++] = -1;
  for (let i = 0; i < k; i++) {
    for (let j = chStart[i]; j < chStart[i + 1]; j++)
      if (choiceOk[j]) g.m[g.options + out++] = (chooser[i] << 16) | choiceAtt[j];
  }
  return out;
}

/**
 * No rule couples the choices: each undeclared blocker may block any attacker it can, and a blocker
 * of several may add any attacker it doesn't block yet while it has room.
 */
function fastPath(k: number): void {
  for (let i = 0; i < k; i++) {
    if (chPair[i] !== 0 && chFirst[i] !== 0) {
      let decl = 0;
      let end = i;
      while (end < k && chooser[end] === chooser[i] && chPair[end] !== 0 && (end === i || chFirst[end] === 0)) {
        if (chFixed[end] >= 0) decl++;
        end++;
      }
      for (let x = i; x < end; x++) choiceOk[chStart[x]] = chFixed[x] < 0 && decl < chCap[i] ? 1 : 0;
      i = end - 1;
      continue;
    }
    for (let j = chStart[i]; j < chStart[i + 1]; j++) choiceOk[j] = chFixed[i] < 0 ? 1 : 0;
  }
}

function grown(a: Int32Array<ArrayBuffer>, n: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(n);
  b.set(a);
  return b;
}

function conIndex(a: number): number {
  for (let j = 0; j < nCon; j++) if (conIds[j] === a) return j;
  return -1;
}
/** How many attackers b may block: 1, one more per instance of "can block an additional creature", or all. */
export function blockCapacity(g: Game, b: number, attackers: number): number {
  const k2 = keywords2(g, b);
  if ((k2 & CombatWord.BlocksAny) !== 0) return Math.max(1, attackers);
  if ((k2 & CombatWord.BlocksAdditional) === 0) return 1;
  return 1 + keywordInstances(g, b, CombatWord.BlocksAdditional);
}
