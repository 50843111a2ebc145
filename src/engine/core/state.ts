// The game state: one Int32Array holding every fact of a game, so cloneInto is one copy (and the scratch in use).
//
// `m` is a sequence of regions, each declared once in REGIONS below (name, size, hashed or not, what it
// holds). makeLayout lays them out one after another from the decks' sizes and the capacities of the
// growable tables; every Game has a field of the same name holding each region's offset (g.zonePositions,
// g.stackRecords, ...). Like chess.js's 0x88 board, everything is an integer index.
//
//   hashed (stateHash covers [2, hashedEnd); writes go through put(), which counts the version): the
//     globals, the players, the per-object columns, the zone lists, the growable record tables, then
//     the regions added since (each new hashed region goes last, so older ones keep their hash keys)
//   unhashed (caches and scratch, recomputed or rewritten before they are read): the random generator,
//     the event queue, the characteristics cache, decision options, caches of lists, history for reports
//
// Object ids: seat A's cards, then seat B's, then token slots (more are made when all are in use).
// An object is named elsewhere by a packed reference, ref = inc << 16 | id (see ref() below), so a
// record that names an object notices when that object has changed zones (a new object, 400.7).
import { Attach, type CCard } from './cardform.js';
import { CombatWord, FIRST_NAMED_COUNTER, NAMED_COUNTERS } from './constants.js';

export const MAX_OPTIONS = 2048;
export const PRIO_CACHE = 64; // per player and timing: version, count + 1, options (longer lists are not cached)
export const MAX_OBJECTS = 0xffff; // ids fit the low 16 bits of a reference
/** The ability-kind count of AbilityKind.LifeTotalPt (1 << 29: kinds.ts counts bit k in slot k). */
const LIFE_TOTAL_PT_SLOT = 29;

// Global slots. The first two are unhashed counters (computeHash starts after them): the version of
// player and object state, counted by put (the priority cache's key), and every decision taken (bench).
export const enum Global {
  /** changes of player and object state, counted by put (the priority cache's key); unhashed */
  Version = 0,
  /** decisions taken this game (bench); unhashed */
  Decisions = 1,
  /** the turn number, from 1 */
  Turn = 2,
  /** the active player */
  Active,
  /** the current step (Step) */
  Step,
  /** what the state machine does next when no decision is pending (ProgramCounter) */
  Pc,
  /** the player who holds priority */
  Prio,
  /** players who passed priority in a row (both: the top item resolves or the step ends) */
  Passes,
  /** the last timestamp handed out (zones.ts) */
  NextTs,
  /** the winner, or -1 (none yet, or a draw) */
  Winner,
  /** why the game ended (End) */
  EndReason,
  /** the pending decision's kind (Decision) */
  DKind,
  /** the player who makes the pending decision */
  DPlayer,
  /** the pending decision's subject: the attacker assigning damage, the permanent that may stay tapped, ... */
  DAux,
  /** unused (kept so later slots keep their numbers) */
  DAux2,
  /** unused: the stack list's count is its first word (Game.stack) */
  StackN,
  /** pending triggers waiting to be put on the stack (Game.pendingTriggers) */
  TrigN,
  /** rows in the combat damage assignment table (Game.damageAssignments) */
  AssignN,
  /** rows in the effect table (Game.effects) */
  EffN,
  /** the stack record resolving, or -1 */
  ResItem,
  /** the resolving item's instruction pointer (resolve.ts) */
  ResIp,
  /** the stack record of a spell or ability being put on the stack, or -1 (409.1) */
  CastItem,
  /** the next target to choose for it */
  CastTarget,
  /** its build stage (stack.ts Stage) */
  CastStage,
  /** the player who took the first turn */
  FirstPlayer,
  /** 1 while the first-strike combat damage step runs (502.2b) */
  FsStep,
  /** combat: 1 attackers declared, 2 blockers declared, 3 damage assigned */
  Declared,
  /** the player deciding on a mulligan (2: both kept) */
  MullPlayer,
  /** players done with mulligans */
  MullDone,
  /** 1: pause at the beginning of every step (scenarios, setStepPause) */
  StepHook,
  /** 1 once this step's pause was answered (or skipped) */
  Paused,
  /** the next token slot to try */
  NextToken,
  /** the game is a draw when this turn would begin */
  MaxTurns,
  /** unused (kept so later slots keep their numbers) */
  TrigPlayer,
  /** 1 once the game is over */
  GameOver,
  /** 1: no mana burn (an option; the 2008 rules have it) */
  NoBurn,
  /** 1: players got priority in the cleanup step, so another cleanup step follows (314.3) */
  CleanupAgain,
  /** how far the step's turn-based action has gone (resumable steps: untapping one permanent at a time) */
  StepDone,
  /** combat damage assignment: the next attacker's position */
  AsCursor,
  /** combat damage assignment: damage left to assign (-1: none begun) */
  AsLeft,
  /** replacement and prevention effects in the effect table (419) */
  ReplaceN,
  /** rows of the effect table granting a triggered ability (ContinuousEffect.GrantTrigger: trigger-kinds.ts) */
  GrantTrigN,
  SIZE,
}

// Per-player slots.
export const enum PlayerSlot {
  /** life total (20 at the start) */
  Life = 0,
  /** poison counters (ten or more: 420.5h) */
  Poison,
  /** 1: drew from an empty library since state-based effects were last checked (420.5g) */
  DrewEmpty,
  /** 1: this player has lost the game */
  Lost,
  /** lands played this turn */
  LandsPlayed,
  /** mana pool: white */
  ManaW,
  /** mana pool: blue */
  ManaU,
  /** mana pool: black */
  ManaB,
  /** mana pool: red */
  ManaR,
  /** mana pool: green */
  ManaG,
  /** mana pool: colorless */
  ManaC,
  /** mulligans taken */
  Mulligans,
  /** the turn number of this player's latest turn (summoning sickness: "since their most recent turn began") */
  LastTurn,
  /** 1: drawing from an empty library doesn't make this player lose (GameOptions.emptyLibrarySafe: the goldfish) */
  EmptyLibrarySafe,
  /**
   * 1 + the subtype set (core/subtypes.ts) holding the creature types of every source this player controlled that
   * dealt combat damage to a player this turn (0: none): prowl's condition (502.76 of 2008)
   */
  ProwlTypes,
  /** damage dealt to this player this turn (Spinerock Knoll: "an opponent was dealt 7 or more damage this turn") */
  DamageThisTurn,
  /**
   * restricted mana floating ("Spend this mana only to play Elemental spells ...": Smokebraider), W, U, B, R, G, C;
   * its restriction: the card + 1 whose restricted mana ability made it (0: none floats; actions/mana.ts)
   */
  RestrictedW,
  RestrictedU,
  RestrictedB,
  RestrictedR,
  RestrictedG,
  RestrictedC,
  RestrictedCard,
  /** life this player lost this turn: damage (215.2 of 2008), loss, payment (215.3-5); Wound Reflection, Sygg */
  LifeLostThisTurn,
  /** cards this player discarded this turn, a discard replaced by a move elsewhere included (Dream Salvage) */
  DiscardedThisTurn,
  SIZE,
}

// Stack record fields. Source and targets are packed references; X and Mode are chosen on casting (409.1b).
export const enum StackField {
  /** 1: the record is in use */
  Used = 0,
  /** what it is (StackKind: spell, ability, trigger, combat damage, a target list's continuation) */
  Kind,
  /** the spell or the ability's source (ref) */
  Source,
  /** which ability of its source's card */
  Ability,
  /** the player who controls it */
  Controller,
  /** the value chosen for X (409.1b) */
  X,
  /** the chosen mode (409.1b) */
  Mode,
  /** first target (ref, or -1 - seat for a player) */
  T0,
  /** second target */
  T1,
  /** third target */
  T2,
  /** fourth target */
  T3,
  /** a trigger's event object (ref) */
  Ref,
  /** a trigger's event player ("that player"), or -1 */
  Player,
  /** a trigger's event amount ("that much"), or a cost paid (X, the sacrificed creature's power) */
  Amount,
  /** an ability of a copy: the copied card + 1, whose ability it is (0: the source's own card) */
  Card,
  /** a list of targets (target-list.ts): its first continuation record + 1 (0: none) */
  List,
  /** how many distinct targets the list holds */
  ListN,
  /** the one being acted on as the item resolves */
  ListAt,
  /** The resolving instruction's own fields, named by each verb that keeps a count or a phase across a
   * decision or its events (vocab/verb.ts); the resolver clears them as each instruction finishes. */
  Work0,
  Work1,
  /** The card a tracked draw drew, + 1 (EventFlag.Tracked; 0: none, or the draw was replaced: 423.6c). */
  Tracked,
  /** A spell's: the colors of mana spent to play it (a WUBRG mask; "if {W} was spent to play it", Firespout). */
  Spent,
  SIZE,
}

// Continuous effect record fields (418): one table for static abilities and resolved effects alike.
export const enum EffectField {
  /** its layer, in the ordered Layer enum (continuous.ts): also what kind of row it is */
  Layer = 0,
  /** timestamp (418.5e) */
  Ts,
  /** the source (ref) */
  Source,
  /** the affected object (ref), or -1: the set is a filter of the source's static ability */
  Obj,
  /** which static ability of the source */
  StaticIdx,
  /** the verb */
  What,
  /** the verb's first value */
  A,
  /** the verb's second value */
  B,
  /** its duration (continuous.ts Until) */
  Until,
  SIZE,
}

// Pending trigger record fields.
export const enum TriggerField {
  /** the source (ref) */
  Source = 0,
  /** which triggered ability of its card */
  Ability,
  /** the player who controls it */
  Controller,
  /** the event object (ref, found in the zone it went to, 410.10) */
  Ref,
  /** the source's card (for ordering choices) */
  Card,
  /** the event's amount ("that much") */
  Amount,
  /** the event's player ("that player"), or -1 */
  Player,
  SIZE,
}

// Combat damage assignment fields.
export const enum AssignField {
  /** the creature dealing the damage (ref) */
  Src = 0,
  /** what it is assigned to (ref, or -1 - seat for a player) */
  Dst,
  /** how much */
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
const START: Capacities = { tokens: 8, stack: 16, effects: 32, triggers: 16, events: 32, assign: 32, blocks: 8 };

/** Sizes of event records (events.ts); here so the layout can hold them. */
export const EV_SIZE = 8;

// ---- The layout's one declaration. A region's size is a function of the object capacity (both decks
// and the token slots) and the table capacities; `hashed` regions come first (stateHash covers them).
// HOT: the region's offset field is one of Game's first 30 fields, which optimized code reads once per
// function (V8's load elimination tracks an object's first 32 words: the game's own 13 fields and 17 HOT
// regions, those read in loops; another HOT region would push the last one out).
type Size = (objects: number, c: Capacities) => number;
const HOT = true;
const hashed = (size: Size, hot = false) => ({ hashed: true, hot, size });
const unhashed = (size: Size, hot = false) => ({ hashed: false, hot, size });
/** A zone list's words: a count, then up to every object (a library's top is its last entry). */
const listCapacity = (objects: number): number => objects + 1;
const perObject: Size = (objects) => objects;
const zoneList: Size = listCapacity;
const words =
  (k: number): Size =>
  () =>
    k;

/**
 * Every region of m in layout order, named as Game's field that holds its offset. A new region is one
 * entry: a new hashed one goes after the last hashed one (earlier regions keep their hash keys).
 */
const REGIONS = {
  /** Global slots */
  globals: hashed(words(Global.SIZE)),
  /** PlayerSlot.SIZE words per player */
  players: hashed(words(2 * PlayerSlot.SIZE), HOT),
  /** per object: its printed card */
  cardIds: hashed(perObject),
  /** per object: its owner */
  owners: hashed(perObject),
  /** per object: its controller as put into play, before layer 2 (cacheControllers has the one after) */
  controllers: hashed(perObject),
  /** per object: its zone (Zone) */
  zones: hashed(perObject),
  /** per object: its place in its zone's list */
  zonePositions: hashed(perObject),
  /** per object: its incarnation, counting zone changes, so that old references go stale (400.7) */
  incarnations: hashed(perObject),
  /** per object: its flags (Flag) */
  flags: hashed(perObject),
  /** per object: damage marked on it */
  markedDamage: hashed(perObject),
  /** per object: its +1/+1 counters */
  plusOneCounters: hashed(perObject),
  /** per object: its -1/-1 counters */
  minusOneCounters: hashed(perObject),
  /** per object: the turn it came under its controller's control (-1: not in play) */
  controlledSince: hashed(perObject),
  /** per object: its timestamp (418.5e) */
  timestamps: hashed(perObject),
  /** per object: what it is attached to (ref) */
  attachedTo: hashed(perObject),
  /** per object: the attacker it blocks (ref); a blocker's other attackers are in extraBlocks */
  blocking: hashed(perObject),
  /** seat 0's library (a zone list: a count, then ids; its top is the last entry) */
  library0: hashed(zoneList, HOT),
  /** seat 1's library */
  library1: hashed(zoneList, HOT),
  /** seat 0's hand */
  hand0: hashed(zoneList, HOT),
  /** seat 1's hand */
  hand1: hashed(zoneList, HOT),
  /** seat 0's graveyard */
  graveyard0: hashed(zoneList, HOT),
  /** seat 1's graveyard */
  graveyard1: hashed(zoneList, HOT),
  /** seat 0's cards removed from the game */
  removed0: hashed(zoneList, HOT),
  /** seat 1's cards removed from the game */
  removed1: hashed(zoneList, HOT),
  /** the in-play list, both players' permanents */
  inPlay: hashed(zoneList, HOT),
  /** the stack: a count, then stack records, bottom first */
  stack: hashed((_, c) => c.stack + 1, HOT),
  /** stack records (StackField), a growable table */
  stackRecords: hashed((_, c) => c.stack * StackField.SIZE, HOT),
  /** the effect table (EffectField; continuous.ts Layer says what a row is), a growable table */
  effects: hashed((_, c) => c.effects * EffectField.SIZE, HOT),
  /** triggered abilities waiting to be put on the stack (TriggerField), a growable table */
  pendingTriggers: hashed((_, c) => c.triggers * TriggerField.SIZE, HOT),
  /** combat damage assignments (AssignField), a growable table */
  damageAssignments: hashed((_, c) => c.assign * AssignField.SIZE, HOT),
  /** per object: activations of its counted ability this turn (turn, incarnation and count; activations.ts) */
  activationsThisTurn: hashed(perObject),
  /** per object: resolutions of its ability this turn ("the third time this ability has resolved"; activations.ts) */
  resolutionsThisTurn: hashed(perObject),
  /** per object: the turn and incarnation it was last dealt damage in (Needle Drop: "dealt damage this turn") */
  damagedThisTurn: hashed(perObject),
  /** per player: spells played this turn (turn and count; activations.ts) */
  spellsThisTurn: hashed(words(2)),
  /** per object: the card it named as it came into play, + 1 (0: none; naming.ts) */
  namedCards: hashed(perObject),
  /** per player: the library's top card as last revealed, ref + 1 (0: none; effects-library.ts) */
  revealedTops: hashed(words(2)),
  /** per viewer and library (viewer * 2 + library's player): the top card the viewer last looked at, ref + 1 */
  lookedTops: hashed(words(4)),
  /** per object: its toughness as it last existed in play, when something waiting reads it (lastToughness) */
  lastKnownToughness: hashed(perObject),
  /** per object: a face-down object's real card + 1 (0: face up; morph.ts) */
  faceDownCards: hashed(perObject),
  /** per player: draws still to make one at a time after the batch (a life gain replaced by draws: events.ts) */
  pendingDraws: hashed(words(2)),
  /** per object: the turn it was last played as a spell, face up (its name is that spell's: Twinning Glass) */
  turnPlayedAsSpell: hashed(perObject),
  /** a blocker's second and later attackers (combat-blocks.ts): a count, then (blocker, attacker) ref pairs */
  extraBlocks: hashed((_, c) => 1 + 2 * c.blocks),
  /** per object: its loyalty counters (212.9 of 2008: a planeswalker's loyalty) */
  loyaltyCounters: hashed(perObject),
  /** per object: what an attacking creature attacks, the planeswalker's ref + 1 (0: the defending player; 212.9) */
  attackTargets: hashed(perObject),
  /** per object: its named counters (charge, flood, ...), each kind its own width in one word (namedCountersOf) */
  namedCounters: hashed(perObject),
  /** per object: its controller as it last existed in play, (inc + 1) << 2 | controller + 1 (lastController) */
  lastKnownControllers: hashed(perObject),
  /** per object: its power as it last existed in play, (inc + 1) << 16 | power & 0xffff (lastPower) */
  lastKnownPower: hashed(perObject),
  /** the random generator's state (rng.ts) */
  rngState: unhashed(words(4), HOT),
  /** 1: the characteristics cache is stale (chars.ts recomputes it before the next read) */
  cacheDirty: unhashed(words(1), HOT),
  /** characteristics cache, per object: its copiable card (layer 1) */
  cacheCopiableCards: unhashed(perObject),
  /** characteristics cache, per object: its controller (layer 2) */
  cacheControllers: unhashed(perObject),
  /** characteristics cache, per object: its card types (layer 4) */
  cacheTypes: unhashed(perObject),
  /** characteristics cache, per object: its supertypes (layer 4) */
  cacheSupertypes: unhashed(perObject),
  /** characteristics cache, per object: its subtype set (layer 4) */
  cacheSubtypes: unhashed(perObject),
  /** characteristics cache, per object: its colors (layer 5) */
  cacheColors: unhashed(perObject),
  /** characteristics cache, per object: its keywords (layer 5) */
  cacheKeywords: unhashed(perObject),
  /** characteristics cache, per object: its keywords, second word (CombatWord; layer 5) */
  cacheKeywords2: unhashed(perObject),
  /** characteristics cache, per object: its power (layer 6) */
  cachePower: unhashed(perObject),
  /** characteristics cache, per object: its toughness (layer 6) */
  cacheToughness: unhashed(perObject),
  /** characteristics cache, per object: its text's color and land type words (layer 3; chars.ts TEXT_IDENTITY) */
  cacheTextWords: unhashed(perObject),
  /** characteristics cache, per object: 1 when it has lost all its abilities (layer 5: Humility) */
  cacheLostAbilities: unhashed(perObject),
  /** how many options the pending decision has */
  optionCount: unhashed(words(1)),
  /** per object, for reports (never read by the rules): History bits */
  historyBits: unhashed(perObject),
  /** per object, for reports: how many times its abilities triggered */
  triggerCounts: unhashed(perObject),
  /** per object, for reports: the turn it was first cast */
  firstCastTurns: unhashed(perObject),
  /** per token: the resolution that put it into play (resolutionCount as it began, + 1; filter madeByThis) */
  tokenMadeBy: unhashed(perObject),
  /** resolutions begun (scenario "resolve" waits on one) */
  resolutionCount: unhashed(words(1)),
  /** 1: priority options list every copy of a card in hand (scripts), not only the first */
  listCopies: unhashed(words(1)),
  /** 1: decisions with a single option are shown too (scripts, replays) */
  showSingleOptions: unhashed(words(1)),
  /** 1: something state-based effects look at changed */
  sbaDirty: unhashed(words(1)),
  /** 1: some damage is marked (the cleanup step's scan) */
  anyDamageMarked: unhashed(words(1)),
  /** events queued */
  eventCount: unhashed(words(1)),
  /** the event being replaced (419) */
  eventCursor: unhashed(words(1)),
  /** rows of appliedReplacements in use */
  appliedReplacementCount: unhashed(words(1)),
  /** 1: a control-changing effect began or ended (chars.ts: summoning sickness follows control) */
  controlChanged: unhashed(words(1)),
  /** 1: a static ability in play depends on tapped, attacking or blocking state (chars.ts, set with the cache) */
  cacheVolatile: unhashed(words(1)),
  /** how many activated abilities effects grant to permanents now (granted.ts; set with the cache) */
  grantedAbilityCount: unhashed(words(1)),
  /** attackers declared this turn (0: no permanent has Flag.AttackedThisTurn, so scans are skipped) */
  attackersThisTurn: unhashed(words(1)),
  /** which per-controller lists (own-lists.ts) are built since the characteristics were last computed */
  listsBuilt: unhashed(words(1)),
  /** per player and timing: a cache of priority options (version, count + 1, options; PRIO_CACHE words) */
  priorityCache: unhashed(words(4 * PRIO_CACHE)),
  /** counts of ability kinds among permanents in play and cards in graveyards (kinds.ts) */
  abilityKindCounts: unhashed(words(32)),
  /**
   * permanents tapped (the first word); the second (UNTAP_SKIPS): 1 when a permanent may carry a Flag.SkipUntap bit,
   * so the untap step of an untapped board needs no scan
   */
  tappedCount: unhashed(words(2)),
  /** loop detection (loops.ts): rings and counters, cloned with the game */
  loopDetection: unhashed(words(LOOP_REGION)),
  /** per controller: mana sources, a count then (id, info) pairs (own-lists.ts) */
  manaSourceLists: unhashed((n) => 2 * (1 + 2 * n)),
  /** per controller: permanents with activated abilities or face down, a count then ids (own-lists.ts) */
  activatableLists: unhashed((n) => 2 * (1 + n)),
  // Scratch last: cloneInto copies everything before `events` and only the used part of these three.
  /** the event queue (EV_SIZE words an event; in flight only inside one game action) */
  events: unhashed((_, c) => c.events * EV_SIZE),
  /** replacements applied in this batch (419.6a): (row, key) pairs */
  appliedReplacements: unhashed((_, c) => c.events * 2),
  /** the pending decision's options */
  options: unhashed(words(MAX_OPTIONS)),
};
type RegionName = keyof typeof REGIONS;
/** The regions' names, in layout order (also Game's fields of their offsets). */
export const REGION_NAMES = Object.keys(REGIONS) as readonly RegionName[];
if (REGION_NAMES.some((r, i) => i > 0 && REGIONS[r].hashed && !REGIONS[REGION_NAMES[i - 1]].hashed))
  throw new Error('state.ts REGIONS: a hashed region after an unhashed one');

const regionFields = (hot: boolean) => REGION_NAMES.filter((r) => REGIONS[r].hot === hot).map((r) => [r, r] as const);
/**
 * Game's offset fields, in the order every game sets them (one hidden class), with each one's region: the HOT
 * ones first, under the names code reads.
 */
const FIELDS: readonly (readonly [field: string, region: RegionName])[] = [
  ...regionFields(true),
  ...regionFields(false),
];

/** The offsets of every region of m, computed once per deck sizes and capacities (shared by their games). */
interface Layout {
  n: number;
  listCap: number;
  size: number;
  hashedEnd: number;
  zobrist: Int32Array;
  regions: Map<string, [number, number]>; // name -> [offset, length], for relayout copies
  fieldOffsets: Int32Array; // FIELDS' offsets, in their order
}

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
  const regions = new Map<string, [number, number]>();
  let o = 0;
  let hashedEnd = 0;
  for (const name of REGION_NAMES) {
    const length = REGIONS[name].size(n, c);
    regions.set(name, [o, length]);
    o += length;
    if (REGIONS[name].hashed) hashedEnd = o;
  }
  const fieldOffsets = Int32Array.from(FIELDS, ([, r]) => regions.get(r)![0]);
  return { n, listCap: listCapacity(n), size: o, hashedEnd, regions, fieldOffsets, zobrist: zobrist(hashedEnd) };
}

/**
 * A game's own fields, which every Game has before its offset fields (HOT above): m first. A plain class,
 * so that Game's three constructors set every field in their own bodies (V8 sizes a game's in-object
 * fields from them; set only in a method, most would live out of object: slower reads).
 */
class GameFields {
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
  /** Loop detection scratch (loops.ts): the canonical position being built, and the candidate repeat's copy. */
  loopBuf: Int32Array;
  loopSnap: Int32Array;
  // Set by applyLayout, with the offset fields.
  declare n: number; // object capacity
  declare listCap: number;
  declare size: number;
  declare hashedEnd: number;

  constructor(cards: readonly CCard[], nA: number, nB: number, caps: Capacities) {
    this.cards = cards;
    this.cardBits = cardBitsOf(cards);
    this.cardChars = cardCharsOf(cards);
    this.nA = nA;
    this.nCards = nA + nB;
    this.caps = caps === START ? START : { ...caps }; // capacities are replaced, never changed in place
    this.m = EMPTY;
    this.loopBuf = EMPTY;
    this.loopSnap = EMPTY;
    this.n = 0;
    this.listCap = 0;
    this.size = 0;
    this.hashedEnd = 0;
  }
}

/**
 * The offset fields, set to 0 in FIELDS' order after GameFields' own. V8 gives an object in-object fields for
 * the `this.x =` stores in its constructors' source; stores made in a loop would put them all in a dictionary
 * (slow reads). So this constructor's source is written from FIELDS, once.
 */
const OffsetFields = new Function(
  'GameFields',
  `return class OffsetFields extends GameFields {
    constructor(cards, nA, nB, caps) {
      super(cards, nA, nB, caps);
      ${FIELDS.map(([f]) => `this.${f} = 0;`).join('\n')}
    }
  };`,
)(GameFields) as new (
  cards: readonly CCard[],
  nA: number,
  nB: number,
  caps: Capacities,
) => GameFields & {
  readonly [K in RegionName]: number;
};

export class Game extends OffsetFields {
  declare regions: Map<string, [number, number]>;
  declare zobrist: Int32Array;

  constructor(cards: readonly CCard[], nA: number, nB: number, caps: Capacities = START) {
    super(cards, nA, nB, caps);
    this.regions = EMPTY_REGIONS;
    this.zobrist = EMPTY;
    this.applyLayout();
    this.m = new Int32Array(this.size);
  }

  private applyLayout(): void {
    const L = layout(this.nA, this.nCards - this.nA, this.caps);
    if (L.n > MAX_OBJECTS) throw new Error(`more than ${MAX_OBJECTS} objects in one game`);
    const offsets = this as unknown as Record<string, number>;
    for (let i = 0; i < FIELDS.length; i++) offsets[FIELDS[i][0]] = L.fieldOffsets[i];
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
    m[this.listsBuilt] = 0; // the per-controller lists are laid out by object capacity: built again
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
    // Everything before the scratch regions, then only their parts in use: the options (16 KB) and the event
    // queue are most of a game's memory, and a decision pending mid-batch (419.9a) has events in flight.
    const m = this.m;
    const d = dst.m;
    d.set(m.subarray(0, this.events));
    copyHead(m, d, this.events, m[this.eventCount] * EV_SIZE);
    copyHead(m, d, this.appliedReplacements, m[this.appliedReplacementCount] * 2);
    copyHead(m, d, this.options, m[this.optionCount]);
    // The candidate repeat's position lives outside m (it is large and rarely set): copied only when set.
    if (this.m[this.loopDetection + LOOP_CAND_ON] !== 0) {
      if (dst.loopSnap.length < this.loopSnap.length) dst.loopSnap = new Int32Array(this.loopSnap.length);
      dst.loopSnap.set(this.loopSnap);
    }
  }
}

/** Copies the first `count` words from offset `at` of `from` into `to` (a loop for the short runs most are). */
function copyHead(from: Int32Array, to: Int32Array, at: number, count: number): void {
  if (count > 32) to.set(from.subarray(at, at + count), at);
  else for (let i = at; i < at + count; i++) to[i] = from[i];
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
  /** has an activated ability played from the hand (reinforce) */
  FromHand = 64,
  /** is played in other ways or with other costs than its mana cost alone: morph, evoke, prowl, conspire, a cost
   * reduction or an additional cost of its own, "only if you've played another [color] spell this turn" */
  OtherCast = 128,
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
      (c.activated.length !== 0 ? CardBit.Activated : 0) |
      (c.activated.some((a) => a.fromHand) ? CardBit.FromHand : 0) |
      (c.morph !== null ||
      c.evoke !== null ||
      c.prowl !== null ||
      c.conspire !== null ||
      c.costReduction !== null ||
      c.additionalCost !== null ||
      c.playOnlyIfPlayed !== 0
        ? CardBit.OtherCast
        : 0);
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

/** The word after g.tappedCount: 1 while some permanent may have a Flag.SkipUntap bit (turn.ts clears it). */
export const UNTAP_SKIPS = 1;

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
  if (off >= g.players) m[Global.Version]++;
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

// ---- Column readers: object id's value in each per-object column (REGIONS says what each holds). Small
// functions over the offsets rather than per-game subarray views: 28 views made every new Game allocate
// 2.5 KB and cost most of its constructor (bench plays a fresh Game per game); V8 inlines these.
export const cardIdOf = (g: Game, id: number): number => g.m[g.cardIds + id];
export const ownerOf = (g: Game, id: number): number => g.m[g.owners + id];
export const ctrlOf = (g: Game, id: number): number => g.m[g.controllers + id];
export const zoneOf = (g: Game, id: number): number => g.m[g.zones + id];
export const zposOf = (g: Game, id: number): number => g.m[g.zonePositions + id];
export const incOf = (g: Game, id: number): number => g.m[g.incarnations + id];
export const flagsOf = (g: Game, id: number): number => g.m[g.flags + id];
export const damageOf = (g: Game, id: number): number => g.m[g.markedDamage + id];
export const plus1Of = (g: Game, id: number): number => g.m[g.plusOneCounters + id];
export const minus1Of = (g: Game, id: number): number => g.m[g.minusOneCounters + id];
export const sinceOf = (g: Game, id: number): number => g.m[g.controlledSince + id];
export const tsOf = (g: Game, id: number): number => g.m[g.timestamps + id];
export const attachOf = (g: Game, id: number): number => g.m[g.attachedTo + id];
export const blocksOf = (g: Game, id: number): number => g.m[g.blocking + id];
export const loyaltyOf = (g: Game, id: number): number => g.m[g.loyaltyCounters + id];
export const attackTargetOf = (g: Game, id: number): number => g.m[g.attackTargets + id];
// The named kinds share one word an object (a clone copies the whole state: a column per kind made it 5% larger for
// counters few games use). Each kind has its own width, sized for the cards that use it (32 bits in all); more than
// a kind holds are kept at its maximum.
const COUNTER_WIDTHS: readonly number[] = [
  8, // charge: up to 255; Door of Destinies gains one per spell of the chosen type all game, Vivid lands start at 2
  5, // flood: up to 31; Aquitect's Will only asks whether the land has one
  7, // hoofprint: up to 127; Hoofprints of the Stag gains one a draw and spends four at a time
  3, // mannequin: up to 7; Makeshift Mannequin puts one and asks whether there is one, but a doubling (Gilder Bairn)
  // or a moved counter (Leech Bonder) then a removed one must still leave one
  9, // tower: up to 511; Helix Pinnacle only asks whether it has 100 or more
];
const COUNTER_SHIFTS = COUNTER_WIDTHS.map((_, i) => COUNTER_WIDTHS.slice(0, i).reduce((a, b) => a + b, 0));
const COUNTER_MAXES = COUNTER_WIDTHS.map((w) => 2 ** w - 1);
if (COUNTER_WIDTHS.length !== NAMED_COUNTERS.length || COUNTER_WIDTHS.reduce((a, b) => a + b, 0) > 32)
  throw new Error('state.ts: the named counter kinds need a width each, all in one word');
/** Its counters of a named kind (CounterKind.Charge and after). */
export const namedCountersOf = (g: Game, id: number, kind: number): number =>
  (g.m[g.namedCounters + id] >>> COUNTER_SHIFTS[kind - FIRST_NAMED_COUNTER]) &
  COUNTER_MAXES[kind - FIRST_NAMED_COUNTER];
export function setNamedCounters(g: Game, id: number, kind: number, v: number): void {
  const shift = COUNTER_SHIFTS[kind - FIRST_NAMED_COUNTER];
  const max = COUNTER_MAXES[kind - FIRST_NAMED_COUNTER];
  const word = g.m[g.namedCounters + id] & ~(max << shift);
  put(g, g.namedCounters + id, word | (Math.min(Math.max(v, 0), max) << shift));
}
// The characteristics cache (chars.ts owns it; read through chars.ts's power(), types(), ... which
// recompute it first).
export const cBaseOf = (g: Game, id: number): number => g.m[g.cacheCopiableCards + id];
export const cCtrlOf = (g: Game, id: number): number => g.m[g.cacheControllers + id];
export const cTypesOf = (g: Game, id: number): number => g.m[g.cacheTypes + id];
export const cSupersOf = (g: Game, id: number): number => g.m[g.cacheSupertypes + id];
export const cSubOf = (g: Game, id: number): number => g.m[g.cacheSubtypes + id];
export const cColorsOf = (g: Game, id: number): number => g.m[g.cacheColors + id];
export const cKwOf = (g: Game, id: number): number => g.m[g.cacheKeywords + id];
export const cKw2Of = (g: Game, id: number): number => g.m[g.cacheKeywords2 + id];
export const cPowOf = (g: Game, id: number): number => g.m[g.cachePower + id];
export const cTouOf = (g: Game, id: number): number => g.m[g.cacheToughness + id];
export const cTextOf = (g: Game, id: number): number => g.m[g.cacheTextWords + id];
export const cNoAbOf = (g: Game, id: number): number => g.m[g.cacheLostAbilities + id];
// Tooling, never read by the rules.
export const histOf = (g: Game, id: number): number => g.m[g.historyBits + id];
export const trigCountOf = (g: Game, id: number): number => g.m[g.triggerCounts + id];
export const firstCastOf = (g: Game, id: number): number => g.m[g.firstCastTurns + id];
/** Was this token put into play by the spell or ability resolving now ("those creatures": Gilt-Leaf Ambush)? */
export const madeByResolving = (g: Game, id: number): boolean =>
  g.m[Global.ResItem] >= 0 && g.m[g.tokenMadeBy + id] === g.m[g.resolutionCount] + 1;

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
export const pl = (g: Game, p: number, f: PlayerSlot) => g.m[g.players + p * PlayerSlot.SIZE + f];
export function setPl(g: Game, p: number, f: PlayerSlot, v: number): void {
  if (f <= PlayerSlot.DrewEmpty) g.m[g.sbaDirty] = 1; // life, poison, drawing from an empty library (420.5a, g, h)
  // A permanent whose P/T are its controller's life total (AbilityKind.LifeTotalPt's count, bit 29) is in play.
  if (f === PlayerSlot.Life && g.m[g.abilityKindCounts + LIFE_TOTAL_PT_SLOT] !== 0) g.m[g.cacheDirty] = 1;
  put(g, g.players + p * PlayerSlot.SIZE + f, v);
}
export const setGlob = (g: Game, f: Global, v: number) => put(g, f, v);

export const hasFlag = (g: Game, id: number, f: number) => (flagsOf(g, id) & f) !== 0;
export function setFlag(g: Game, id: number, f: number, on: boolean): void {
  const cur = flagsOf(g, id);
  put(g, g.flags + id, on ? cur | f : cur & ~f);
}
export const setFlags = (g: Game, id: number, v: number) => put(g, g.flags + id, v);
export const setCard = (g: Game, id: number, v: number) => put(g, g.cardIds + id, v);
export const setOwner = (g: Game, id: number, v: number) => put(g, g.owners + id, v);
export const setCtrl = (g: Game, id: number, v: number) => put(g, g.controllers + id, v);
export const setZpos = (g: Game, id: number, v: number) => put(g, g.zonePositions + id, v);
export const setDamage = (g: Game, id: number, v: number) => put(g, g.markedDamage + id, v);
export const setPlus1 = (g: Game, id: number, v: number) => put(g, g.plusOneCounters + id, v);
export const setMinus1 = (g: Game, id: number, v: number) => put(g, g.minusOneCounters + id, v);
export const setTs = (g: Game, id: number, v: number) => put(g, g.timestamps + id, v);
export const setAttach = (g: Game, id: number, v: number) => put(g, g.attachedTo + id, v);
export const setBlocks = (g: Game, id: number, v: number) => put(g, g.blocking + id, v);
/** Loyalty counters (212.9 of 2008): the state-based effects look at them (0 loyalty). */
export function setLoyalty(g: Game, id: number, v: number): void {
  put(g, g.loyaltyCounters + id, v);
  g.m[g.sbaDirty] = 1;
}
export const setAttackTarget = (g: Game, id: number, v: number) => put(g, g.attackTargets + id, v);

/**
 * Last known information (the 2008 rules' "as it last existed in play"): object `id`, about to leave
 * play, had toughness `t`. Kept with the incarnation that was in play, (inc + 1) << 16 | t & 0xffff.
 */
export const setLastToughness = (g: Game, id: number, t: number) =>
  put(g, g.lastKnownToughness + id, (((incOf(g, id) + 1) & 0xffff) << 16) | (t & 0xffff));
/** Last known information: object `id`, about to leave play, had power `v` (kept like its toughness). */
export const setLastPower = (g: Game, id: number, v: number) =>
  put(g, g.lastKnownPower + id, (((incOf(g, id) + 1) & 0xffff) << 16) | (v & 0xffff));
/** The power reference `r` names had as it last existed in play, if recorded (as lastToughness); else NaN. */
export function lastPower(g: Game, r: number): number {
  return lastKnown(g.m[g.lastKnownPower + (r & 0xffff)], r);
}
/** Last known information: object `id`, about to leave play (or a spell, the stack), was controlled by player p. */
export const setLastController = (g: Game, id: number, p: number) =>
  put(g, g.lastKnownControllers + id, (((incOf(g, id) + 1) & 0x7fff) << 2) | (p + 1));
/**
 * The controller of the object reference `r` names as it last existed in play (the incarnation that was in play or
 * the one it became as it left), or -1 when not recorded.
 */
export function lastController(g: Game, r: number): number {
  const v = g.m[g.lastKnownControllers + (r & 0xffff)];
  if (v === 0) return -1;
  const inc = (v >>> 2) - 1;
  const ri = r >>> 16;
  return ri === inc || ri === ((inc + 1) & 0x7fff) ? (v & 3) - 1 : -1;
}
/**
 * The toughness the object reference `r` names had as it last existed in play, if it was recorded:
 * `r` is the incarnation that was in play or the one it became as it left; otherwise NaN.
 */
export function lastToughness(g: Game, r: number): number {
  return lastKnown(g.m[g.lastKnownToughness + (r & 0xffff)], r);
}
/** A value v kept as (inc + 1) << 16 | value, read for reference r (the incarnation in play or the next one). */
function lastKnown(v: number, r: number): number {
  if (v === 0) return NaN;
  const inc = (v >>> 16) - 1;
  const ri = r >>> 16;
  return ri === inc || ri === ((inc + 1) & 0x7fff) ? (v << 16) >> 16 : NaN;
}

/** The characteristics cache is stale (chars.ts recomputes it before the next read). */
export function markDirty(g: Game): void {
  g.m[g.cacheDirty] = 1;
}

/** Game.cacheDirty: 0 fresh, 1 stale, STALE_ONE + id: only object id's words are stale. */
export const STALE_ONE = 2;

/** Object id's words are stale: id alone when the cache was fresh or only id's were stale, else all of it. */
export function markStaleAlone(g: Game, id: number): void {
  const d = g.m[g.cacheDirty];
  g.m[g.cacheDirty] = d === 0 || d === STALE_ONE + id ? STALE_ONE + id : 1;
}

/** Game.listsBuilt: which lists of permanents (facts/own-lists.ts) are up to date. */
export const enum ListBuilt {
  Mana0 = 1, // player 0's mana sources
  Mana1 = 2,
  Activated = 4, // both players' permanents with activated abilities
  Creatures = 8, // both players' creatures, at the end of the activated lists' room
  NoCreatureRoom = 16, // with Creatures: they didn't fit there (scan the in-play list)
}

/**
 * Object id came into play or left it. With a row of a characteristic layer that may reach others (`reached`:
 * continuous.ts ownRowsOnly as it comes in, leavingReaches as it leaves), any value may change (markDirty); without,
 * only the object's own: the one that came in is refreshed alone when next read (chars.ts), and one that left changes
 * no other's, so the cache stays fresh; only lists of permanents (facts/own-lists.ts) are built again.
 */
export function inPlayChanged(g: Game, id: number, entered: boolean, reached: boolean): void {
  const m = g.m;
  if (reached || m[g.cacheDirty] !== 0) {
    m[g.cacheDirty] = 1;
    return;
  }
  // One that came in joins the end of the in-play list: only its controller's lists change. One that left may reorder
  // the in-play list (zones.ts), which orders everyone's.
  if (entered) {
    m[g.listsBuilt] &= ~(
      (ListBuilt.Mana0 << ctrlOf(g, id)) |
      ListBuilt.Activated |
      ListBuilt.Creatures |
      ListBuilt.NoCreatureRoom
    );
    m[g.cacheDirty] = STALE_ONE + id;
  } else m[g.listsBuilt] = 0;
}

/** Base offset of a zone list: for in play, the one shared list; otherwise player p's. */
export function zoneListBase(g: Game, zone: number, p: number): number {
  switch (zone) {
    case 1:
      return p === 0 ? g.library0 : g.library1;
    case 2:
      return p === 0 ? g.hand0 : g.hand1;
    case 3:
      return p === 0 ? g.graveyard0 : g.graveyard1;
    case 6:
      return p === 0 ? g.removed0 : g.removed1;
    case 4:
      return g.inPlay;
    default:
      return -1;
  }
}
/** The card id object id named as it came into play, or -1. */
export const namedCard = (g: Game, id: number): number => g.m[g.namedCards + id] - 1;

/** Was object id (as it is now) dealt damage this turn (Needle Drop)? */
export const dealtDamageThisTurnBy = (g: Game, id: number): boolean =>
  g.m[g.damagedThisTurn + id] === (((g.m[Global.Turn] & 0x7fff) << 16) | (incOf(g, id) & 0xffff)) &&
  g.m[g.damagedThisTurn + id] !== 0;
/** Object id (as it is now) is dealt damage. */
export function noteDamaged(g: Game, id: number): void {
  put(g, g.damagedThisTurn + id, ((g.m[Global.Turn] & 0x7fff) << 16) | (incOf(g, id) & 0xffff));
}
