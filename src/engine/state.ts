// The game state: one Int32Array holding every fact of a game, so cloneInto is a single copy.
// Object ids are integers: the cards of seat A, then seat B, then token slots.
// Writes to the hashed region go through put(), which keeps a 64-bit Zobrist-style hash
// (two 32-bit halves) up to date incrementally; caches and decision scratch live after it, unhashed.
import type { CCard } from './cardform.js';

export const MAX_STACK = 64;    // stack item records
export const MAX_EFFECTS = 160; // continuous effects from resolved spells and abilities
export const MAX_TRIGGERS = 64; // triggered abilities waiting to be put on the stack
export const MAX_ASSIGN = 160;  // combat damage assignments of one combat damage step
export const MAX_OPTIONS = 2048;
export const TOKEN_SLOTS = 32;
export const PRIO_CACHE = 256; // per player and timing: version, count + 1, options

// Global slots (after the two hash words).
export const enum G {
  HashLo = 0, HashHi = 1,
  Turn = 2, Active, Step, Pc, Prio, Passes, NextTs, Winner, EndReason,
  DKind, DPlayer, DAux, DAux2,
  StackN, TrigN, AssignN,
  ResItem, ResIp, ResCount,      // resolution in progress: stack record, instruction pointer, op counter
  CastItem, CastTarget,          // a spell or ability being put on the stack: record, next target index
  FirstPlayer, FsStep,           // FsStep: 1 while the first-strike combat damage step runs (502.2b)
  Declared,                      // combat: 1 attackers declared, 2 blockers declared, 3 damage assigned
  MullPlayer, MullDone,
  StepHook, Paused,              // scenario pause at step start
  NextToken, MaxTurns, TrigPlayer, GameOver, NoBurn,
  CleanupAgain,
  AsCursor, AsLeft,              // combat damage assignment: next attacker position, damage left to assign
  SIZE,
}

// Per-player slots.
export const enum P {
  Life = 0, Poison, DrewEmpty, Lost, LandsPlayed, ManaW, ManaU, ManaB, ManaR, ManaG, ManaC,
  Mulligans, LastTurn, Kept, SIZE,
}

// Stack record fields.
export const enum S {
  Used = 0, Kind, Source, SourceInc, Ability, Controller, X, T0, T1, T2, T3, I0, I1, I2, I3, Ref, RefInc, SIZE,
}

// Continuous effect record fields (418.3: from resolved spells and abilities).
// SetP/SetT hold value+1 (0: sets nothing).
export const enum E { Used = 0, Obj, ObjInc, Dp, Dt, KwAdd, Ts, SetP, SetT, SIZE }

// Pending trigger record fields.
export const enum TR { Source = 0, SourceInc, Ability, Controller, Ref, RefInc, Card, SIZE }

// Combat damage assignment fields.
export const enum AS { Src = 0, SrcInc, Dst, DstInc, Amount, SIZE }

/** History bits of an object (reports: cards drawn and cast); never read by the rules. */
export const enum Hist { Drawn = 1, Cast = 2 }

export class Game {
  m: Int32Array;
  readonly n: number;        // object capacity
  readonly nA: number;       // seat A's cards are ids 0..nA-1, seat B's nA..nA+nB-1, then tokens
  readonly nCards: number;
  readonly cards: readonly CCard[];
  // Column offsets into m.
  readonly oP: number; readonly oCard: number; readonly oOwner: number; readonly oCtrl: number;
  readonly oZone: number; readonly oZpos: number; readonly oInc: number; readonly oFlags: number;
  readonly oDamage: number; readonly oP1: number; readonly oM1: number; readonly oSince: number;
  readonly oTs: number; readonly oAttach: number; readonly oBlocks: number;
  readonly oLib: number; readonly oHand: number; readonly oGy: number; readonly oRem: number; readonly listCap: number;
  readonly oPlay: number; readonly oStack: number; readonly oRec: number; readonly oEff: number;
  readonly oTrig: number; readonly oAssign: number;
  readonly hashedEnd: number;
  readonly zobrist: Int32Array;
  // Unhashed: generator state, characteristics cache, decision options.
  readonly oRng: number; readonly oDirty: number; readonly oCPow: number; readonly oCTou: number;
  readonly oCKw: number; readonly oCTypes: number; readonly oCColors: number; readonly oCCtrl: number;
  readonly oOptN: number; readonly oOpt: number; readonly oHist: number;
  readonly oTrigCount: number; readonly oResolved: number; readonly oNoDedup: number; readonly oNoAuto: number; readonly oFirstCast: number; readonly oVersion: number; readonly oPrioCache: number; readonly oDecisions: number; readonly oKinds: number; readonly oSbaDirty: number; readonly oTapped: number; readonly oAnyDamage: number; readonly size: number;

  constructor(cards: readonly CCard[], nA: number, nB: number) {
    this.cards = cards;
    this.nA = nA;
    this.nCards = nA + nB;
    const n = (this.n = nA + nB + TOKEN_SLOTS);
    let o = G.SIZE;
    const take = (k: number) => { const at = o; o += k; return at; };
    this.oP = take(2 * P.SIZE);
    this.oCard = take(n); this.oOwner = take(n); this.oCtrl = take(n); this.oZone = take(n);
    this.oZpos = take(n); this.oInc = take(n); this.oFlags = take(n); this.oDamage = take(n);
    this.oP1 = take(n); this.oM1 = take(n); this.oSince = take(n); this.oTs = take(n);
    this.oAttach = take(n); this.oBlocks = take(n);
    this.listCap = n + 1;
    this.oLib = take(2 * (n + 1)); this.oHand = take(2 * (n + 1)); this.oGy = take(2 * (n + 1));
    this.oRem = take(2 * (n + 1)); this.oPlay = take(n + 1); this.oStack = take(MAX_STACK + 1);
    this.oRec = take(MAX_STACK * S.SIZE); this.oEff = take(1 + MAX_EFFECTS * E.SIZE);
    this.oTrig = take(MAX_TRIGGERS * TR.SIZE); this.oAssign = take(MAX_ASSIGN * AS.SIZE);
    this.hashedEnd = o;
    this.oRng = take(4); this.oDirty = take(1);
    this.oCPow = take(n); this.oCTou = take(n); this.oCKw = take(n); this.oCTypes = take(n);
    this.oCColors = take(n); this.oCCtrl = take(n);
    this.oOptN = take(1); this.oOpt = take(MAX_OPTIONS);
    // History and tooling, never read by the rules: report bits, trigger counts, items resolved,
    // whether priority options list every copy of a card in hand (scenarios name copies).
    this.oHist = take(n); this.oTrigCount = take(n); this.oResolved = take(1); this.oNoDedup = take(1);
    this.oNoAuto = take(1); // 1: single-option decisions are shown too (a script may name an illegal action there)
    this.oFirstCast = take(n); // turn in which the card was first cast, 0 if never (reports: mean turn first cast)
    // Counts writes to player and object state (not the turn/priority globals): unchanged means a
    // player's priority options are unchanged too.
    this.oVersion = take(1);
    // Each player's last priority options at each timing (sorcery or instant), with the version.
    this.oPrioCache = take(4 * PRIO_CACHE);
    this.oDecisions = take(1); // every decision taken, single-option ones included (bench)
    // Derived from the in-play set: how many permanents have each kind of ability (AK), so scans
    // for triggers, statics and activated abilities are skipped when none can match.
    this.oKinds = take(8);
    this.oSbaDirty = take(1); // something state-based effects look at changed since the last check
    // Derived too: tapped permanents per controller, and whether any permanent may have damage, so
    // the untap and cleanup steps skip their scans when there is nothing to do.
    this.oTapped = take(2); this.oAnyDamage = take(1);
    this.size = o;
    this.m = new Int32Array(o);
    this.zobrist = zobrist(this.hashedEnd);
  }

  /** Copies this whole game into `dst`, a game made for the same decks (same layout). */
  cloneInto(dst: Game): void {
    if (dst.size !== this.size || dst.nA !== this.nA || dst.cards !== this.cards) throw new Error('cloneInto: games of different layouts');
    dst.m.set(this.m);
  }
}

// ---- Zobrist hashing: z(offset, value) = mix(Z[offset] * value), zero for value 0 so fresh memory
// hashes to 0. Z holds one random odd word per hashed offset and half, shared by games of one layout.
const tables = new Map<number, Int32Array>();
function zobrist(size: number): Int32Array {
  let z = tables.get(size);
  if (z) return z;
  z = new Int32Array(2 * size);
  let s = 0x2545f491;
  for (let i = 0; i < z.length; i++) { s ^= s << 13; s ^= s >>> 17; s ^= s << 5; z[i] = s | 1; }
  tables.set(size, z);
  return z;
}
const zmix = (k: number, v: number) => { const t = Math.imul(k, v); return t ^ (t >>> 16); };

/** Writes m[off] = v in the hashed region, updating the hash. */
export function put(g: Game, off: number, v: number): void {
  const m = g.m;
  const old = m[off];
  if (old === v) return;
  const z = g.zobrist; const k = off << 1;
  m[G.HashLo] ^= zmix(z[k], old) ^ zmix(z[k], v);
  m[G.HashHi] ^= zmix(z[k + 1], old) ^ zmix(z[k + 1], v);
  m[off] = v;
  if (off >= g.oP) m[g.oVersion]++;
}

/** The hash recomputed from scratch; equals the incremental one when every write used put(). */
export function computeHash(g: Game): [number, number] {
  let lo = 0; let hi = 0;
  const m = g.m;
  for (let i = 2; i < g.hashedEnd; i++) {
    const v = m[i];
    if (v !== 0) { lo ^= zmix(g.zobrist[2 * i], v); hi ^= zmix(g.zobrist[2 * i + 1], v); }
  }
  return [lo, hi];
}

export function stateHash(g: Game): string {
  return (g.m[G.HashHi] >>> 0).toString(16).padStart(8, '0') + (g.m[G.HashLo] >>> 0).toString(16).padStart(8, '0');
}

// ---- Small accessors ----
export const pl = (g: Game, p: number, f: P) => g.m[g.oP + p * P.SIZE + f];
export function setPl(g: Game, p: number, f: P, v: number): void {
  if (f <= P.DrewEmpty) g.m[g.oSbaDirty] = 1; // life, poison, drawing from an empty library (420.5a, g, h)
  put(g, g.oP + p * P.SIZE + f, v);
}
export const setGlob = (g: Game, f: G, v: number) => put(g, f, v);

export const hasFlag = (g: Game, id: number, f: number) => (g.m[g.oFlags + id] & f) !== 0;
export function setFlag(g: Game, id: number, f: number, on: boolean): void {
  const cur = g.m[g.oFlags + id];
  put(g, g.oFlags + id, on ? cur | f : cur & ~f);
}
export const damageOf = (g: Game, id: number) => g.m[g.oDamage + id];

export function markDirty(g: Game): void { g.m[g.oDirty] = 1; }
