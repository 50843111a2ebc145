// The game state: one Int32Array holding every fact of a game, so cloneInto is a single copy.
//
// Layout of `m` (offsets are fields of Game, computed by layout() from the decks' sizes and the
// capacities of the growable tables; like chess.js's 0x88 board, everything is an integer index):
//
//   hashed (stateHash covers [2, hashedEnd); writes go through put(), which counts the version):
//     globals            Global.SIZE slots: two unhashed counters (state version, decisions), then turn, step,
//                        program counter, pending decision, counts
//     players            2 x PlayerSlot.SIZE: life, poison, mana pool, lands played, ...
//     object columns     one slot per object id for each of: card, owner, ctrl (controller before
//                        layer 2), zone, zpos (position in its zone's list), inc (incarnation: counts zone
//                        changes, so old references go stale), flags, damage, plus1, minus1 (counters),
//                        since (turn it came under its controller), ts (timestamp), attach, blocks (refs)
//     zone lists         per player library, hand, graveyard, removed; one in-play list; the stack list.
//                        m[base] is the count, entries follow (a library's top is its last entry)
//     growable tables    stack records (S), continuous effects (E), pending triggers (TR), combat
//                        damage assignments (AS); a full table doubles its capacity (grow()), no cap
//     then activations this turn, spells this turn, named cards, revealed tops, last known toughness,
//     draws still to make, face-down cards, and the extra blocks of creatures that block several
//     attackers (a count, then ref pairs)
//   unhashed (caches and scratch, recomputed or rewritten before they are read):
//     rng (4 words), the event queue (EV, in flight only inside one game action), characteristics
//     cache columns (c*), decision options, priority-option cache, history for reports, and lists
//     derived from the cache (each player's mana sources and permanents with activated abilities)
//
// Object ids: seat A's cards, then seat B's, then token slots (more are made when all are in use).
// An object is named elsewhere by a packed reference, ref = inc << 16 | id (see ref() below), so a
// record that names an object notices when that object has changed zones (a new object, 400.7).
import { Attach, type CCard } from './cardform.js';
import { CombatWord } from './constants.js';

export const MAX_OPTIONS = 2048;
export const PRIO_CACHE = 64; // per player and timing: version, count + 1, options (longer lists are not cached)
export const MAX_OBJECTS = 0xffff; // ids fit the low 16 bits of a reference

// Global slots. The first two are unhashed counters (computeHash starts after them): the version of
// player and object state, counted by put (the priority cache's key), and every decision taken (bench).
export const enum Global {
  Version = 0,
  Decisions = 1,
  Turn = 2,
  Active,
  Step,
  Pc,
  Prio,
  Passes,
  NextTs,
  Winner,
  EndReason,
  DKind,
  DPlayer,
  DAux,
  DAux2,
  StackN,
  TrigN,
  AssignN,
  EffN,
  ResItem,
  ResIp,
  ResCount,
  ResPlayer, // resolution in progress: stack record, instruction pointer, progress counters
  CastItem,
  CastTarget,
  CastStage, // a spell or ability being put on the stack: record, next target, stage (409.1)
  FirstPlayer,
  FsStep, // FsStep: 1 while the first-strike combat damage step runs (502.2b)
  Declared, // combat: 1 attackers declared, 2 blockers declared, 3 damage assigned
  MullPlayer,
  MullDone,
  StepHook,
  Paused, // scenario pause at step start
  NextToken,
  MaxTurns,
  TrigPlayer,
  GameOver,
  NoBurn,
  CleanupAgain,
  StepDone, // StepDone: the step's turn-based action has happened (resumable steps)
  AsCursor,
  AsLeft, // combat damage assignment: next attacker position, damage left to assign
  ReplaceN, // replacement and prevention effects in the effect table (419)
  SIZE,
}

// Per-player slots.
export const enum PlayerSlot {
  Life = 0,
  Poison,
  DrewEmpty,
  Lost,
  LandsPlayed,
  ManaW,
  ManaU,
  ManaB,
  ManaR,
  ManaG,
  ManaC,
  Mulligans,
  LastTurn,
  Kept,
  SIZE,
}

// Stack record fields. Source and targets are packed references; X and Mode are chosen on casting (409.1b).
export const enum StackField {
  Used = 0,
  Kind,
  Source,
  Ability,
  Controller,
  X,
  Mode,
  T0,
  T1,
  T2,
  T3,
  Ref,
  Player,
  Amount,
  Card, // an ability of a copy: the copied card + 1, whose ability it is (0: the source's own card)
  // A list of targets (target-list.ts): its first continuation record + 1 (0: none), how many distinct
  // targets it holds, and the one being acted on as the item resolves.
  List,
  ListN,
  ListAt,
  /** The resolving instruction's own fields, named by each verb that keeps a count or a phase across a
   * decision or its events (vocab/verb.ts); the resolver clears them as each instruction finishes. */
  Work0,
  Work1,
  /** The card a tracked draw drew, + 1 (EventFlag.Tracked; 0: none, or the draw was replaced: 423.6c). */
  Tracked,
  SIZE,
}

// Continuous effect record fields (418): one table for static abilities and resolved effects alike.
// Layer: the ordered Layer enum (chars.ts); Source/Obj: refs (Obj -1: the affected set is a filter of
// the source's static ability, StaticIdx); What/A/B: the verb and its values; Until: duration.
export const enum EffectField {
  Layer = 0,
  Ts,
  Source,
  Obj,
  StaticIdx,
  What,
  A,
  B,
  Until,
  SIZE,
}

// Pending trigger record fields: the source (ref), its ability, controller, the event object (ref,
// found in the zone it went to, 410.10), the card (for ordering choices), the event's amount ("that
// much") and player ("that player", or -1).
export const enum TriggerField {
  Source = 0,
  Ability,
  Controller,
  Ref,
  Card,
  Amount,
  Player,
  SIZE,
}

// Combat damage assignment fields (refs, amount).
export const enum AssignField {
  Src = 0,
  Dst,
  Amount,
  SIZE,
}

/** History bits of an object (reports: cards drawn and cast); never read by the rules. */
export const enum History {
  Drawn = 1,
  Cast = 2,
}

/** Words of the loop-detection region (loops.ts lays it out). */
export const LOOP_REGION = 384;
/** The loop region's word that says a candidate repeat is held in loopSnap (loops.ts LoopSlot.CandOn). */
export const LOOP_CAND_ON = 2;

/** Capacities of the growable parts: token slots and the record tables. */
export interface Capacities {
  tokens: number;
  stack: number;
  effects: number;
  triggers: number;
  events: number;
  assign: number;
  blocks: number;
}
const START: Capacities = { tokens: 32, stack: 16, effects: 32, triggers: 16, events: 32, assign: 32, blocks: 8 };

/** Offsets of every region of m, by layout(). */
interface Layout {
  n: number;
  listCap: number;
  size: number;
  hashedEnd: number;
  zobrist: Int32Array;
  regions: Map<string, [number, number]>; // name -> [offset, length], for relayout copies
  [k: string]: unknown;
}

/** Sizes of event records (events.ts); here so the layout can hold them. */
export const EV_SIZE = 8;

// Layouts are shared by every game of the same decks and capacities (made once, not per game).
const layouts = new Map<string, Layout>();
let last: { nA: number; nB: number; c: Capacities; L: Layout } | null = null;
function layout(nA: number, nB: number, c: Capacities): Layout {
  if (last !== null && last.nA === nA && last.nB === nB && sameCaps(last.c, c)) return last.L;
  const key = `${nA},${nB},${c.tokens},${c.stack},${c.effects},${c.triggers},${c.events},${c.assign},${c.blocks}`;
  let L = layouts.get(key);
  if (L === undefined) {
    L = makeLayout(nA, nB, c);
    layouts.set(key, L);
  }
  last = { nA, nB, c: { ...c }, L };
  return L;
}

function makeLayout(nA: number, nB: number, c: Capacities): Layout {
  const n = nA + nB + c.tokens;
  const listCap = n + 1;
  const regions = new Map<string, [number, number]>();
  let o = 0;
  const take = (name: string, k: number) => {
    const at = o;
    regions.set(name, [at, k]);
    o += k;
    return at;
  };
  const L: Record<string, number> = {};
  take('globals', Global.SIZE);
  L.oP = take('players', 2 * PlayerSlot.SIZE);
  for (const col of OBJECT_COLUMNS) L['o' + col] = take(col, n);
  for (const z of ['Lib', 'Hand', 'Gy', 'Rem']) for (const p of [0, 1]) L[`o${z}${p}`] = take(`${z}${p}`, listCap);
  L.oPlay = take('Play', listCap);
  L.oStack = take('StackList', c.stack + 1);
  L.oRec = take('Rec', c.stack * StackField.SIZE);
  L.oEff = take('Eff', c.effects * EffectField.SIZE);
  L.oTrig = take('Trig', c.triggers * TriggerField.SIZE);
  L.oAssign = take('Assign', c.assign * AssignField.SIZE);
  L.oActs = take('Acts', n); // activations this turn (activations.ts); last, so older regions keep their hash keys
  L.oSpells = take('Spells', 2); // spells each player played this turn (activations.ts), after Acts for the same reason
  L.oNamed = take('Named', n); // the card a permanent named as it came into play, + 1 (0: none; naming.ts)
  // each player's library top card as last revealed, ref + 1 (0: none; effects-library.ts)
  L.oRevealed = take('Revealed', 2);
  // toughness as it last existed in play, when something waiting reads it (lastToughness)
  L.oLastTou = take('LastTou', n);
  L.oFace = take('Face', n); // a face-down object's real card + 1 (0: face up; morph.ts)
  // each player's draws still to make one at a time after the batch (a life gain replaced by draws: events.ts)
  L.oDraws = take('Draws', 2);
  // A blocker's second and later attackers (combat-blocks.ts): a count, then (blocker ref, attacker ref) rows.
  L.oBlk = take('Blk', 1 + 2 * c.blocks);
  const hashedEnd = o;
  L.oRng = take('Rng', 4);
  L.oDirty = take('Dirty', 1);
  L.oEv = take('Ev', c.events * EV_SIZE);
  L.oApplied = take('Applied', c.events * 2);
  for (const col of CACHE_COLUMNS) L['o' + col] = take(col, n);
  L.oOptN = take('OptN', 1);
  L.oOpt = take('Opt', MAX_OPTIONS);
  for (const col of HISTORY_COLUMNS) L['o' + col] = take(col, n);
  for (const k of SCALARS) L['o' + k] = take(k, 1);
  L.oPrioCache = take('PrioCache', 4 * PRIO_CACHE);
  L.oKinds = take('Kinds', 32); // a count per AbilityKind bit; slot 31: cards in graveyards with abilities there
  L.oTapped = take('Tapped', 2);
  L.oLoop = take('Loop', LOOP_REGION); // loop detection (loops.ts): rings and counters, cloned with the game
  // Per-controller lists derived from the characteristics cache (own-lists.ts): mana sources (id, info
  // pairs) and permanents with activated abilities or face down, each player's a count then entries.
  L.oManaList = take('ManaList', 2 * (1 + 2 * n));
  L.oActList = take('ActList', 2 * (1 + n));
  return { ...L, n, listCap, size: o, hashedEnd, regions, zobrist: zobrist(hashedEnd) };
}

// Hashed per-object columns, in layout order; each gets an offset field oX and a reader xOf(g, id).
const OBJECT_COLUMNS = [
  'Card',
  'Owner',
  'Ctrl',
  'Zone',
  'Zpos',
  'Inc',
  'Flags',
  'Damage',
  'P1',
  'M1',
  'Since',
  'Ts',
  'Attach',
  'Blocks',
] as const;
// Characteristics cache (chars.ts), per object: copiable card (layer 1), controller (2), types,
// supertypes, subtype set (4), colors, keywords (5), power and toughness (6), and its text's color words
// and basic land type words as changed by text-changing effects (3; chars.ts TEXT_IDENTITY when unchanged),
// and 1 when it has lost all its abilities (5: Humility).
const CACHE_COLUMNS = [
  'CBase',
  'CCtrl',
  'CTypes',
  'CSupers',
  'CSub',
  'CColors',
  'CKw',
  'CKw2',
  'CPow',
  'CTou',
  'CText',
  'CNoAb',
] as const;
// Tooling, never read by the rules: report bits, trigger counts, turn first cast.
const HISTORY_COLUMNS = ['Hist', 'TrigCount', 'FirstCast'] as const;
// Unhashed scalars: resolutions begun (scenario "resolve"), list every copy in hand (scripts),
// show single options (scripts, replays), something state-based effects look at changed, any damage marked,
// events queued, the event being replaced, replacements applied in this batch (419.6a), a control-changing
// effect began or ended (chars.ts: summoning sickness follows control), a static ability in play depends
// on tapped/attacking/blocking state (chars.ts, set with the cache), how many activated abilities
// effects grant to permanents now (granted.ts; set with the cache), attackers declared this turn (0:
// no permanent has Flag.AttackedThisTurn, so the turn's end and an empty declaration skip their scans),
// which per-controller lists (own-lists.ts) are built since the characteristics were last computed.
const SCALARS = [
  'Resolved',
  'NoDedup',
  'NoAuto',
  'SbaDirty',
  'AnyDamage',
  'EvN',
  'EvCursor',
  'AppliedN',
  'CtrlWatch',
  'Volatile',
  'Grants',
  'Attacked',
  'ListsOk',
] as const;

export class Game {
  m: Int32Array;
  readonly cards: readonly CCard[];
  /** Facts of each card that hot loops test (CardBit), so they need not load the card's object. */
  readonly cardBits: Uint8Array;
  /**
   * Each card's printed characteristics, CardChar.SIZE words per card, read together when the cache is recomputed
   * (chars.ts).
   */
  readonly cardChars: Int32Array;
  readonly nA: number; // seat A's cards are ids 0..nA-1, seat B's nA..nA+nB-1, then tokens
  readonly nCards: number;
  caps: Capacities;
  declare n: number; // object capacity
  declare listCap: number;
  declare size: number;
  declare hashedEnd: number;
  declare regions: Map<string, [number, number]>;
  declare zobrist: Int32Array;
  // Offsets (set by applyLayout). Players, zone lists, tables, scratch.
  declare oP: number;
  declare oLib0: number;
  declare oLib1: number;
  declare oHand0: number;
  declare oHand1: number;
  declare oGy0: number;
  declare oGy1: number;
  declare oRem0: number;
  declare oRem1: number;
  declare oPlay: number;
  declare oStack: number;
  declare oRec: number;
  declare oEff: number;
  declare oTrig: number;
  declare oAssign: number;
  declare oRng: number;
  declare oDirty: number;
  declare oEv: number;
  declare oOptN: number;
  declare oOpt: number;
  declare oPrioCache: number;
  declare oKinds: number;
  declare oTapped: number;
  declare oResolved: number;
  declare oNoDedup: number;
  declare oNoAuto: number;
  declare oSbaDirty: number;
  declare oAnyDamage: number;
  declare oEvN: number;
  declare oEvCursor: number;
  declare oAppliedN: number;
  declare oApplied: number;
  declare oCtrlWatch: number;
  declare oVolatile: number;
  declare oGrants: number;
  declare oAttacked: number;
  declare oLoop: number;
  declare oListsOk: number;
  declare oManaList: number;
  declare oActList: number;
  /** Loop detection scratch (loops.ts): the canonical position being built, and the candidate repeat's copy. */
  loopBuf: Int32Array;
  loopSnap: Int32Array;
  // Object column offsets: put writes them, the column readers below (zoneOf(g, id), ...) read them.
  declare oCard: number;
  declare oOwner: number;
  declare oCtrl: number;
  declare oZone: number;
  declare oZpos: number;
  declare oInc: number;
  declare oFlags: number;
  declare oDamage: number;
  declare oP1: number;
  declare oM1: number;
  declare oSince: number;
  declare oTs: number;
  declare oAttach: number;
  declare oBlocks: number;
  declare oActs: number;
  declare oSpells: number;
  declare oNamed: number;
  declare oRevealed: number;
  declare oLastTou: number;
  declare oBlk: number;
  declare oDraws: number;
  declare oFace: number;
  declare oCBase: number;
  declare oCCtrl: number;
  declare oCTypes: number;
  declare oCSupers: number;
  declare oCSub: number;
  declare oCColors: number;
  declare oCKw: number;
  declare oCKw2: number;
  declare oCPow: number;
  declare oCTou: number;
  declare oCText: number;
  declare oCNoAb: number;
  declare oHist: number;
  declare oTrigCount: number;
  declare oFirstCast: number;

  constructor(cards: readonly CCard[], nA: number, nB: number, caps: Capacities = START) {
    this.cards = cards;
    this.cardBits = cardBitsOf(cards);
    this.cardChars = cardCharsOf(cards);
    this.nA = nA;
    this.nCards = nA + nB;
    this.caps = caps === START ? START : { ...caps }; // capacities are replaced, never changed in place
    this.m = new Int32Array(0);
    // Every field is first set here, in the constructor's own body: V8 sizes a game's in-object
    // fields from these assignments (set only in a method, most would live out of object: slower reads).
    this.n = 0;
    this.listCap = 0;
    this.size = 0;
    this.hashedEnd = 0;
    this.oP = 0;
    this.oLib0 = 0;
    this.oLib1 = 0;
    this.oHand0 = 0;
    this.oHand1 = 0;
    this.oGy0 = 0;
    this.oGy1 = 0;
    this.oRem0 = 0;
    this.oRem1 = 0;
    this.oPlay = 0;
    this.oStack = 0;
    this.oRec = 0;
    this.oEff = 0;
    this.oTrig = 0;
    this.oAssign = 0;
    this.oRng = 0;
    this.oDirty = 0;
    this.oEv = 0;
    this.oOptN = 0;
    this.oOpt = 0;
    this.oPrioCache = 0;
    this.oKinds = 0;
    this.oTapped = 0;
    this.oResolved = 0;
    this.oNoDedup = 0;
    this.oNoAuto = 0;
    this.oSbaDirty = 0;
    this.oAnyDamage = 0;
    this.oEvN = 0;
    this.oEvCursor = 0;
    this.oAppliedN = 0;
    this.oApplied = 0;
    this.oCtrlWatch = 0;
    this.oVolatile = 0;
    this.oGrants = 0;
    this.oAttacked = 0;
    this.oLoop = 0;
    this.oListsOk = 0;
    this.oManaList = 0;
    this.oActList = 0;
    this.loopBuf = EMPTY;
    this.loopSnap = EMPTY;
    this.oCard = 0;
    this.oOwner = 0;
    this.oCtrl = 0;
    this.oZone = 0;
    this.oZpos = 0;
    this.oInc = 0;
    this.oFlags = 0;
    this.oDamage = 0;
    this.oP1 = 0;
    this.oM1 = 0;
    this.oSince = 0;
    this.oTs = 0;
    this.oAttach = 0;
    this.oBlocks = 0;
    this.oActs = 0;
    this.oSpells = 0;
    this.oNamed = 0;
    this.oRevealed = 0;
    this.oLastTou = 0;
    this.oBlk = 0;
    this.oDraws = 0;
    this.oFace = 0;
    this.oCBase = 0;
    this.oCCtrl = 0;
    this.oCTypes = 0;
    this.oCSupers = 0;
    this.oCSub = 0;
    this.oCColors = 0;
    this.oCKw = 0;
    this.oCKw2 = 0;
    this.oCPow = 0;
    this.oCTou = 0;
    this.oCText = 0;
    this.oCNoAb = 0;
    this.oHist = 0;
    this.oTrigCount = 0;
    this.oFirstCast = 0;
    this.regions = EMPTY_REGIONS;
    this.zobrist = EMPTY;
    this.applyLayout();
    this.m = new Int32Array(this.size);
  }

  private applyLayout(): void {
    const L = layout(this.nA, this.nCards - this.nA, this.caps) as Record<string, number> & Layout;
    if (L.n > MAX_OBJECTS) throw new Error(`more than ${MAX_OBJECTS} objects in one game`);
    // Field by field (not Object.assign): a game is made per game played, and this is its cost.
    this.oP = L.oP;
    this.oLib0 = L.oLib0;
    this.oLib1 = L.oLib1;
    this.oHand0 = L.oHand0;
    this.oHand1 = L.oHand1;
    this.oGy0 = L.oGy0;
    this.oGy1 = L.oGy1;
    this.oRem0 = L.oRem0;
    this.oRem1 = L.oRem1;
    this.oPlay = L.oPlay;
    this.oStack = L.oStack;
    this.oRec = L.oRec;
    this.oEff = L.oEff;
    this.oTrig = L.oTrig;
    this.oAssign = L.oAssign;
    this.oRng = L.oRng;
    this.oDirty = L.oDirty;
    this.oEv = L.oEv;
    this.oOptN = L.oOptN;
    this.oOpt = L.oOpt;
    this.oPrioCache = L.oPrioCache;
    this.oKinds = L.oKinds;
    this.oTapped = L.oTapped;
    this.oResolved = L.oResolved;
    this.oNoDedup = L.oNoDedup;
    this.oNoAuto = L.oNoAuto;
    this.oSbaDirty = L.oSbaDirty;
    this.oAnyDamage = L.oAnyDamage;
    this.oEvN = L.oEvN;
    this.oEvCursor = L.oEvCursor;
    this.oAppliedN = L.oAppliedN;
    this.oApplied = L.oApplied;
    this.oCtrlWatch = L.oCtrlWatch;
    this.oVolatile = L.oVolatile;
    this.oGrants = L.oGrants;
    this.oAttacked = L.oAttacked;
    this.oLoop = L.oLoop;
    this.oListsOk = L.oListsOk;
    this.oManaList = L.oManaList;
    this.oActList = L.oActList;
    this.oCard = L.oCard;
    this.oOwner = L.oOwner;
    this.oCtrl = L.oCtrl;
    this.oZone = L.oZone;
    this.oZpos = L.oZpos;
    this.oInc = L.oInc;
    this.oFlags = L.oFlags;
    this.oDamage = L.oDamage;
    this.oP1 = L.oP1;
    this.oM1 = L.oM1;
    this.oSince = L.oSince;
    this.oTs = L.oTs;
    this.oAttach = L.oAttach;
    this.oBlocks = L.oBlocks;
    this.oActs = L.oActs;
    this.oSpells = L.oSpells;
    this.oNamed = L.oNamed;
    this.oRevealed = L.oRevealed;
    this.oLastTou = L.oLastTou;
    this.oDraws = L.oDraws;
    this.oFace = L.oFace;
    this.oActs = L.oActs;
    this.oSpells = L.oSpells;
    this.oNamed = L.oNamed;
    this.oRevealed = L.oRevealed;
    this.oLastTou = L.oLastTou;
    this.oBlk = L.oBlk;
    this.oCBase = L.oCBase;
    this.oCCtrl = L.oCCtrl;
    this.oCTypes = L.oCTypes;
    this.oCSupers = L.oCSupers;
    this.oCSub = L.oCSub;
    this.oCColors = L.oCColors;
    this.oCKw = L.oCKw;
    this.oCKw2 = L.oCKw2;
    this.oCPow = L.oCPow;
    this.oCTou = L.oCTou;
    this.oCText = L.oCText;
    this.oCNoAb = L.oCNoAb;
    this.oHist = L.oHist;
    this.oTrigCount = L.oTrigCount;
    this.oFirstCast = L.oFirstCast;
    this.n = L.n;
    this.listCap = L.listCap;
    this.size = L.size;
    this.hashedEnd = L.hashedEnd;
    this.regions = L.regions;
    this.zobrist = L.zobrist;
  }

  /**
   * Re-lays the memory out with new capacities, copying every region (ids and records keep their
   * numbers). Callers must not hold m or offsets across a call that may grow the game.
   */
  relayout(caps: Capacities): void {
    const oldM = this.m;
    const oldRegions = this.regions;
    this.caps = { ...caps };
    this.applyLayout();
    const m = new Int32Array(this.size);
    for (const [name, [off, len]] of this.regions) {
      const old = oldRegions.get(name);
      if (old) m.set(oldM.subarray(old[0], old[0] + Math.min(len, old[1])), off);
    }
    this.m = m;
    m[this.oListsOk] = 0; // the per-controller lists are laid out by object capacity: built again
  }

  /** Copies this whole game into `dst`, a game made for the same decks (one copy when their layouts agree). */
  cloneInto(dst: Game): void {
    if (dst.nA !== this.nA || dst.cards !== this.cards || dst.nCards !== this.nCards)
      throw new Error('cloneInto: games of different layouts (other decks or card list)');
    if (dst.size !== this.size || !sameCaps(dst.caps, this.caps)) {
      dst.caps = this.caps;
      dst.applyLayout();
      dst.m = new Int32Array(dst.size);
    }
    dst.m.set(this.m);
    // The candidate repeat's position lives outside m (it is large and rarely set): copied only when set.
    if (this.m[this.oLoop + LOOP_CAND_ON] !== 0) {
      if (dst.loopSnap.length < this.loopSnap.length) dst.loopSnap = new Int32Array(this.loopSnap.length);
      dst.loopSnap.set(this.loopSnap);
    }
  }
}

/** Bits of CCard facts read in hot loops (Game.cardBits). */
export const enum CardBit {
  Land = 1,
  /** an instant, or flash */
  InstantSpeed = 2,
  MayNotUntap = 4,
  /** an Aura or Equipment */
  Attaches = 8,
  /** has a mana ability */
  Mana = 16,
  /** has an activated ability that isn't one */
  Activated = 32,
}

// Per card list (a pool's is made once): immutable facts of its cards, like the cards themselves.
const bitsByCards = new WeakMap<readonly CCard[], Uint8Array>();
function cardBitsOf(cards: readonly CCard[]): Uint8Array {
  let bits = bitsByCards.get(cards);
  if (bits !== undefined) return bits;
  bits = new Uint8Array(cards.length);
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (c === undefined) continue; // a searcher's copy holds only the game's cards (view.ts)
    bits[i] =
      ((c.types & 16) !== 0 ? CardBit.Land : 0) |
      ((c.types & 8) !== 0 || (c.kw2 & CombatWord.Flash) !== 0 ? CardBit.InstantSpeed : 0) |
      (c.mayNotUntap ? CardBit.MayNotUntap : 0) |
      (c.attachKind !== Attach.None ? CardBit.Attaches : 0) |
      (c.mana.length !== 0 ? CardBit.Mana : 0) |
      (c.activated.length !== 0 ? CardBit.Activated : 0);
  }
  bitsByCards.set(cards, bits);
  return bits;
}

/** Words of Game.cardChars per card: the printed values the characteristics cache starts from (chars.ts). */
export const enum CardChar {
  Types = 0,
  Supers,
  Sub,
  Colors,
  Kw,
  Kw2,
  Pow,
  Tou,
  SIZE,
}

// Packed, 8 words a card (two cards a cache line): a card's object spreads these over several lines.
const charsByCards = new WeakMap<readonly CCard[], Int32Array>();
function cardCharsOf(cards: readonly CCard[]): Int32Array {
  let w = charsByCards.get(cards);
  if (w !== undefined) return w;
  w = new Int32Array(cards.length * CardChar.SIZE);
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (c === undefined) continue; // a searcher's copy holds only the game's cards (view.ts)
    const b = i * CardChar.SIZE;
    w[b + CardChar.Types] = c.types;
    w[b + CardChar.Supers] = c.supers;
    w[b + CardChar.Sub] = c.subtypeSet;
    w[b + CardChar.Colors] = c.colors;
    w[b + CardChar.Kw] = c.kw;
    w[b + CardChar.Kw2] = c.kw2;
    w[b + CardChar.Pow] = c.power;
    w[b + CardChar.Tou] = c.toughness;
  }
  charsByCards.set(cards, w);
  return w;
}

const EMPTY = new Int32Array(0);
const EMPTY_REGIONS = new Map<string, [number, number]>();

const sameCaps = (a: Capacities, b: Capacities) =>
  a.tokens === b.tokens &&
  a.stack === b.stack &&
  a.effects === b.effects &&
  a.triggers === b.triggers &&
  a.events === b.events &&
  a.assign === b.assign &&
  a.blocks === b.blocks;

/** Doubles one capacity of g (a full table); see Game.relayout. */
export function grow(g: Game, what: keyof Capacities): void {
  g.relayout({ ...g.caps, [what]: g.caps[what] * 2 });
}

// ---- State hash, Zobrist-style but additive: each half is the sum over hashed offsets of
// Z[offset] * value (mod 2^32), zero for fresh memory. Z holds one random odd word per hashed offset
// and half, shared by games of one size. It serves equality checks (clone round trips, golden games,
// replays) and is computed when asked (computeHash): loop detection (loops.ts) keys and confirms
// positions itself, and kept up to date on every write it cost ~10% of the engine's instructions.
const tables = new Map<number, Int32Array>();
function zobrist(size: number): Int32Array {
  let z = tables.get(size);
  if (z) return z;
  z = new Int32Array(2 * size);
  let s = 0x2545f491;
  for (let i = 0; i < z.length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    z[i] = s | 1;
  }
  tables.set(size, z);
  return z;
}
/**
 * Writes m[off] = v in the hashed region; a change of player or object state (not of the turn and
 * priority globals) counts the version, so a priority listing cached at an older version is not used.
 * The hash is not kept up to date here: stateHash computes it when asked (see the hash's comment above).
 */
export function put(g: Game, off: number, v: number): void {
  const m = g.m;
  if (m[off] === v) return;
  m[off] = v;
  if (off >= g.oP) m[Global.Version]++;
}

/**
 * A run of writes to hashed words of player or object state (a new game's objects, a moved object's
 * columns, a shuffle): plain stores, counted as one change of the version by endWrites, which must
 * follow before anything reads the version (lists options).
 */
export function writeQuiet(g: Game, off: number, v: number): void {
  g.m[off] = v;
}
/** Ends a run of writeQuiet: counts it as one change of player or object state. */
export function endWrites(g: Game): void {
  g.m[Global.Version]++;
}

/**
 * The 64-bit state hash (two 32-bit halves, Zobrist-style: a random odd key per hashed word and half,
 * times its value, summed), over [2, hashedEnd): equal states hash equal, and tests check with it that
 * a clone or an undo restores the state exactly.
 */
export function computeHash(g: Game): [number, number] {
  let lo = 0;
  let hi = 0;
  const m = g.m;
  for (let i = 2; i < g.hashedEnd; i++) {
    const v = m[i];
    if (v !== 0) {
      lo = (lo + Math.imul(g.zobrist[2 * i], v)) | 0;
      hi = (hi + Math.imul(g.zobrist[2 * i + 1], v)) | 0;
    }
  }
  return [lo, hi];
}

/** computeHash as 16 hex digits (high half first). */
export function stateHash(g: Game): string {
  const [lo, hi] = computeHash(g);
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

// ---- Column readers: object id's value in each per-object column (layout above). Small functions
// over the offsets rather than per-game subarray views: 28 views made every new Game allocate 2.5 KB
// and cost most of its constructor (bench plays a fresh Game per game); V8 inlines these.
// Hashed columns: printed card, owner, controller as put into play, zone and place in its list,
// incarnation, flags (Flag), marked damage, +1/+1 and -1/-1 counters, turn it came under its
// controller's control, timestamp, what it is attached to and what it blocks (refs).
export const cardIdOf = (g: Game, id: number): number => g.m[g.oCard + id];
export const ownerOf = (g: Game, id: number): number => g.m[g.oOwner + id];
export const ctrlOf = (g: Game, id: number): number => g.m[g.oCtrl + id];
export const zoneOf = (g: Game, id: number): number => g.m[g.oZone + id];
export const zposOf = (g: Game, id: number): number => g.m[g.oZpos + id];
export const incOf = (g: Game, id: number): number => g.m[g.oInc + id];
export const flagsOf = (g: Game, id: number): number => g.m[g.oFlags + id];
export const damageOf = (g: Game, id: number): number => g.m[g.oDamage + id];
export const plus1Of = (g: Game, id: number): number => g.m[g.oP1 + id];
export const minus1Of = (g: Game, id: number): number => g.m[g.oM1 + id];
export const sinceOf = (g: Game, id: number): number => g.m[g.oSince + id];
export const tsOf = (g: Game, id: number): number => g.m[g.oTs + id];
export const attachOf = (g: Game, id: number): number => g.m[g.oAttach + id];
export const blocksOf = (g: Game, id: number): number => g.m[g.oBlocks + id];
// The characteristics cache (chars.ts owns it; read through chars.ts's power(), types(), ... which
// recompute it first): copiable card, controller, types, supertypes, subtype set, colors, both
// keyword words, power, toughness, text words.
export const cBaseOf = (g: Game, id: number): number => g.m[g.oCBase + id];
export const cCtrlOf = (g: Game, id: number): number => g.m[g.oCCtrl + id];
export const cTypesOf = (g: Game, id: number): number => g.m[g.oCTypes + id];
export const cSupersOf = (g: Game, id: number): number => g.m[g.oCSupers + id];
export const cSubOf = (g: Game, id: number): number => g.m[g.oCSub + id];
export const cColorsOf = (g: Game, id: number): number => g.m[g.oCColors + id];
export const cKwOf = (g: Game, id: number): number => g.m[g.oCKw + id];
export const cKw2Of = (g: Game, id: number): number => g.m[g.oCKw2 + id];
export const cPowOf = (g: Game, id: number): number => g.m[g.oCPow + id];
export const cTouOf = (g: Game, id: number): number => g.m[g.oCTou + id];
export const cTextOf = (g: Game, id: number): number => g.m[g.oCText + id];
export const cNoAbOf = (g: Game, id: number): number => g.m[g.oCNoAb + id];
// Tooling, never read by the rules: history bits (Hist), triggers fired, turn first cast.
export const histOf = (g: Game, id: number): number => g.m[g.oHist + id];
export const trigCountOf = (g: Game, id: number): number => g.m[g.oTrigCount + id];
export const firstCastOf = (g: Game, id: number): number => g.m[g.oFirstCast + id];

// ---- Object references: inc << 16 | id. Players are negative (-1 - seat); NO_TARGET names nothing. ----
/** The reference of object `id` as it is now. */
export const ref = (g: Game, id: number): number => (incOf(g, id) << 16) | id;
/** The reference object `id` will have after its next zone change (moveTo's new incarnation, setInc's mask). */
export const nextRef = (g: Game, id: number): number => (((incOf(g, id) + 1) & 0x7fff) << 16) | id;
/** The object id a reference names (whether or not it is still that object). */
export const refId = (r: number): number => r & 0xffff;
/** Is the object a reference names still that object (it has not changed zones since)? */
export const live = (g: Game, r: number): boolean => r >= 0 && incOf(g, r & 0xffff) === r >>> 16;
/** The id of a live reference, or -1. */
export const liveId = (g: Game, r: number): number => (r >= 0 && incOf(g, r & 0xffff) === r >>> 16 ? r & 0xffff : -1);

// ---- Small accessors and setters of hashed state (named, so nothing outside reads by offset) ----
export const pl = (g: Game, p: number, f: PlayerSlot) => g.m[g.oP + p * PlayerSlot.SIZE + f];
export function setPl(g: Game, p: number, f: PlayerSlot, v: number): void {
  if (f <= PlayerSlot.DrewEmpty) g.m[g.oSbaDirty] = 1; // life, poison, drawing from an empty library (420.5a, g, h)
  put(g, g.oP + p * PlayerSlot.SIZE + f, v);
}
export const setGlob = (g: Game, f: Global, v: number) => put(g, f, v);

export const hasFlag = (g: Game, id: number, f: number) => (flagsOf(g, id) & f) !== 0;
export function setFlag(g: Game, id: number, f: number, on: boolean): void {
  const cur = flagsOf(g, id);
  put(g, g.oFlags + id, on ? cur | f : cur & ~f);
}
export const setFlags = (g: Game, id: number, v: number) => put(g, g.oFlags + id, v);
export const setCard = (g: Game, id: number, v: number) => put(g, g.oCard + id, v);
export const setOwner = (g: Game, id: number, v: number) => put(g, g.oOwner + id, v);
export const setCtrl = (g: Game, id: number, v: number) => put(g, g.oCtrl + id, v);
export const setZone = (g: Game, id: number, v: number) => put(g, g.oZone + id, v);
export const setZpos = (g: Game, id: number, v: number) => put(g, g.oZpos + id, v);
export const setInc = (g: Game, id: number, v: number) => put(g, g.oInc + id, v & 0x7fff);
export const setDamage = (g: Game, id: number, v: number) => put(g, g.oDamage + id, v);
export const setPlus1 = (g: Game, id: number, v: number) => put(g, g.oP1 + id, v);
export const setMinus1 = (g: Game, id: number, v: number) => put(g, g.oM1 + id, v);
export const setSince = (g: Game, id: number, v: number) => put(g, g.oSince + id, v);
export const setTs = (g: Game, id: number, v: number) => put(g, g.oTs + id, v);
export const setAttach = (g: Game, id: number, v: number) => put(g, g.oAttach + id, v);
export const setBlocks = (g: Game, id: number, v: number) => put(g, g.oBlocks + id, v);

/**
 * Last known information (the 2008 rules' "as it last existed in play"): object `id`, about to leave
 * play, had toughness `t`. Kept with the incarnation that was in play, (inc + 1) << 16 | t & 0xffff.
 */
export const setLastToughness = (g: Game, id: number, t: number) =>
  put(g, g.oLastTou + id, (((incOf(g, id) + 1) & 0xffff) << 16) | (t & 0xffff));
/**
 * The toughness the object reference `r` names had as it last existed in play, if it was recorded:
 * `r` is the incarnation that was in play or the one it became as it left; otherwise NaN.
 */
export function lastToughness(g: Game, r: number): number {
  const v = g.m[g.oLastTou + (r & 0xffff)];
  if (v === 0) return NaN;
  const inc = (v >>> 16) - 1;
  const ri = r >>> 16;
  return ri === inc || ri === ((inc + 1) & 0x7fff) ? (v << 16) >> 16 : NaN;
}

/** The characteristics cache is stale (chars.ts recomputes it before the next read). */
export function markDirty(g: Game): void {
  g.m[g.oDirty] = 1;
}

/** Base offset of a zone list: for in play, the one shared list; otherwise player p's. */
export function zoneListBase(g: Game, zone: number, p: number): number {
  switch (zone) {
    case 1:
      return p === 0 ? g.oLib0 : g.oLib1;
    case 2:
      return p === 0 ? g.oHand0 : g.oHand1;
    case 3:
      return p === 0 ? g.oGy0 : g.oGy1;
    case 6:
      return p === 0 ? g.oRem0 : g.oRem1;
    case 4:
      return g.oPlay;
    default:
      return -1;
  }
}
/** The card id object id named as it came into play, or -1. */
export const namedCard = (g: Game, id: number): number => g.m[g.oNamed + id] - 1;
