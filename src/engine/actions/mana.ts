// Mana: pools, mana abilities and automatic payment. Payment is automatic (design.md): floating mana
// first, then mana abilities of untapped sources, lands before other permanents, so a creature that
// can tap for mana is kept for combat when a land will do. canPay and pay run the same plan; when pay
// has a choice of sources for generic mana, it keeps the colors the player's other spells and
// abilities still need this turn (keepColors), which changes which sources are tapped, never whether
// the cost can be paid.
import { colors, ensureChars, matches } from '../facts/chars.js';
import { cardMatches } from '../facts/card-colors.js';
import { AbilityKind, type CCard, type ManaCost, type ManaSourceC, type RestrictedManaC } from '../core/cardform.js';
import { EventKind, Flag, Keyword, Step, Zone, playerRef } from '../core/constants.js';
import {
  CardBit,
  type Game,
  Global,
  PlayerSlot,
  cardIdOf,
  cNoAbOf,
  pl,
  ref,
  setPl,
  cBaseOf,
  cCtrlOf,
  cKwOf,
  cTypesOf,
  flagsOf,
  sinceOf,
} from '../core/state.js';
import { inPlayWith } from '../core/kinds.js';
import { listBase } from '../core/zones.js';
import { BONUS_STRIDE, triggeredManaOf } from '../batch/triggers.js';
import { ContinuousEffect } from '../core/continuous.js';
import { activationLocked, activationLocks, ruleApplies } from '../facts/rules-mod.js';
import { proposeDamage, propose, EventFlag } from '../core/event-records.js';
import {
  activatedList,
  landSource,
  manaSourceList,
  SRC_ANY,
  SRC_COUNT,
  SRC_FILTER,
  SRC_OWN_LOST,
  SRC_TYPES,
  SRC_TWICE_SHIFT,
  SRC_TYPES_SHIFT,
} from '../facts/own-lists.js';

const need = new Int32Array(6);
const pool = new Int32Array(6);
let srcIds = new Int32Array(64);
// ManaSourceC.code: color index 0-4, 5 colorless, 6 a choice (any, "{R} or {G}", pain)
let srcColor = new Int32Array(64);
let srcAny = new Uint8Array(64); // 1: a land with a granted "{T}: Add one mana of any color" (Joiner Adept)
let srcTypes: (ManaSourceC | null)[] = []; // the mana of a land whose land types changed (own-lists.ts), else null
// 0 unused, 1 used for its painless mana, 2 + color: a choice source used for that color
let srcUsed = new Uint8Array(64);
let flexN = 0; // how many gathered sources are choices (code 6): 0 in the common case
let srcFilter = new Uint8Array(64); // 1: a source with a filter ability (Mystic Gate)
let filterN = 0; // how many gathered sources have one: 0 in the common case
// Triggered mana abilities (CR 411.3, Overgrowth): the mana tapping each source adds besides its own
// (BONUS_STRIDE a source: WUBRGC, then of any color: Fertile Ground). bonusN: sources with any; 0 (no such ability
// in play) in the common case.
let srcBonus = new Int32Array(64 * BONUS_STRIDE);
const ANY = 6; // srcBonus's slot of mana of any color
let srcForced = new Uint8Array(64); // tapped for the mana its trigger adds, whether or not its own is spent
let srcFloated = new Uint8Array(64); // 1: tapped only for its trigger's mana, its own floating (not spent)
// The colors of mana the last committed payment spent (a WUBRG mask): "if {W} was spent to play it" (spentColors).
let spentPool = 0; // of floating mana (the pool, restricted mana, triggered mana spent as it is added)
let spentMask = 0;
// Colors the payment must not spend (a WUBRG mask; 0 in the common case): the player chose not to spend them to play a
// spell whose "if {W} was spent" guards read them (setSpendForbid). Sources making only such colors are left out.
let forbid = 0;

/** The colors the next payment questions must not spend (0: any). */
export function setSpendForbid(mask: number): void {
  forbid = mask;
}
let bonusN = 0;
let bonusTotal = 0;
// Matching colored symbols to choice sources (only when some source is a choice).
let symColor = new Int32Array(64);
let matchOf = new Int32Array(64);
let seen = new Int32Array(64);
let stamp = 0;
let choiceOrder = new Int32Array(64); // the choice sources, in the order augment tries them
let choiceN = 0;
// Costs to attack or block (500.2-500.3) are paid with sources that aren't creatures: a creature may be
// declared in the same combat (and tapped by it), so the budget offered never counts on one.
let noCreatures = false;
// A mana ability's own cost is paid from sources before floating mana (sourcesFirst): the mana it makes
// or doubles (Doubling Cube) is what the pool is for.
let keepPool = false;

/** Can this permanent's {T} abilities be used now (untapped; a creature needs haste or no summoning sickness)? */
export function canTap(g: Game, id: number): boolean {
  if ((flagsOf(g, id) & Flag.Tapped) !== 0) return false;
  return !sickForAbilities(g, id);
}

/** Is summoning sickness stopping its {T} abilities, mana abilities too (not "as though it had haste": Elixir)? */
function sickForAbilities(g: Game, id: number): boolean {
  return isSick(g, id) && !ruleApplies(g, ContinuousEffect.AbilitiesAsThoughHaste, cCtrlOf(g, id));
}

/** Summoning sickness (212.3d, 502.5b): a creature not controlled since its controller's latest turn began. */
export function isSick(g: Game, id: number): boolean {
  ensureChars(g);
  if ((cTypesOf(g, id) & 2) === 0 || (cKwOf(g, id) & Keyword.Haste) !== 0) return false; // only creatures, haste
  const since = sinceOf(g, id);
  return since >= 0 && since >= pl(g, cCtrlOf(g, id), PlayerSlot.LastTurn);
}

/** Collects the mana sources a player could tap now, lands first (own-lists.ts lists the candidates). */
function gather(g: Game, p: number): number {
  const list = manaSourceList(g, p);
  const m = g.m;
  const n = m[list] & SRC_COUNT;
  twice = m[list] >>> SRC_TWICE_SHIFT; // Mana Reflection: each source's mana counted 2^twice times (gatherTwice)
  const restricted = restrictedActive(g, p);
  // Each restricted source may add an entry per mana it makes (Smokebraider: two; Rosheen Meanderer: four).
  const cap = (restricted ? n + 4 * inPlayWith(g, AbilityKind.RestrictedMana) : n) << twice;
  if (srcIds.length < cap) grow(cap);
  let k = 0;
  flexN = 0;
  filterN = 0;
  const locks = activationLocks(g); // Prison Term: its creature's mana abilities can't be played either
  for (let i = 0; i < n; i++) {
    const id = m[list + 1 + 2 * i];
    if ((flagsOf(g, id) & Flag.Tapped) !== 0) continue;
    if (locks && activationLocked(g, id)) continue;
    if ((cTypesOf(g, id) & 2) !== 0 && (noCreatures || sickForAbilities(g, id))) continue; // a creature (a land too)
    const info = m[list + 2 + 2 * i];
    srcIds[k] = id;
    srcAny[k] = (info & SRC_ANY) !== 0 ? 1 : 0;
    // a land whose land types an effect changed (212.6g-h of 2008): its own abilities, if kept, and its types' ones
    srcTypes[k] = (info & SRC_TYPES) === 0 ? null : typesSource(g, id, info);
    srcColor[k] = info & 7;
    if (forbid !== 0 && forbidden(g, k)) continue;
    srcRestricted[k] = 0;
    srcFilter[k] = (info & SRC_FILTER) !== 0 ? 1 : 0;
    filterN += srcFilter[k];
    if (srcColor[k] === 6) flexN++;
    k++;
  }
  restrictedN = 0;
  if (restricted) k = gatherRestricted(g, p, k);
  if (twice !== 0) k = gatherTwice(k);
  bonusN = 0;
  bonusTotal = 0;
  if (inPlayWith(g, AbilityKind.ManaTrigger) !== 0) gatherBonus(g, p, k);
  return k;
}

// The rare parts of gather apart from it, so that its common path stays small.
/** The mana of a land whose land types an effect changed: its own abilities, if kept, and its types' ones. */
function typesSource(g: Game, id: number, info: number): ManaSourceC {
  return landSource((info & SRC_OWN_LOST) !== 0 ? null : g.cards[cBaseOf(g, id)].manaSrc, info >>> SRC_TYPES_SHIFT);
}

/** The mana that the triggers of the k gathered sources add as they are tapped (Overgrowth): srcBonus, bonusN/Total. */
function gatherBonus(g: Game, p: number, k: number): void {
  for (let s = 0; s < k; s++) {
    srcBonus.fill(0, s * BONUS_STRIDE, (s + 1) * BONUS_STRIDE);
    if (s > 0 && srcIds[s - 1] === srcIds[s]) continue; // one tap of a source that makes two mana: one trigger
    const b = triggeredManaOf(g, srcIds[s], p, srcBonus, s * BONUS_STRIDE);
    if (b > 0) {
      bonusN++;
      bonusTotal += b;
    }
  }
}

/** Would any mana gathered entry k makes spend a forbidden color (a choice source: when it can make no other)? */
function forbidden(g: Game, k: number): boolean {
  const c = srcColor[k];
  if (c < 5) return (forbid & (1 << c)) !== 0;
  if (c === 5) return false;
  const src = sourceOf(g, k);
  return ((src.free | src.painful) & ~forbid & 63) === 0;
}

/** The scratch arrays, grown to hold n sources. */
function grow(n: number): void {
  {
    srcIds = new Int32Array(n * 2);
    srcColor = new Int32Array(n * 2);
    srcUsed = new Uint8Array(n * 2);
    srcAny = new Uint8Array(n * 2);
    srcTypes = new Array<ManaSourceC | null>(n * 2).fill(null);
    symColor = new Int32Array(n * 2);
    matchOf = new Int32Array(n * 2);
    seen = new Int32Array(n * 2);
    choiceOrder = new Int32Array(n * 2);
    groupAll = new Int32Array(n * 2 + 6);
    groupFree = new Int32Array(n * 2 + 6);
    groupCnt = new Int32Array(n * 2 + 6);
    scoreOf = new Int32Array(n * 2 + 6);
    scoredAt = new Int32Array(n * 2 + 6);
    srcBonus = new Int32Array(n * 2 * BONUS_STRIDE);
    srcForced = new Uint8Array(n * 2);
    srcFloated = new Uint8Array(n * 2);
    srcRestricted = new Uint8Array(n * 2);
    srcFilter = new Uint8Array(n * 2);
  }
}

// Restricted mana ("Spend this mana only to play Elemental spells or activated abilities of Elementals": Smokebraider,
// Primal Beyond). Its sources and floating mana count only while the payment questions are about a spell or
// ability that may spend it (setManaUse, set by the priority listing and the stack for the item built); then the
// gathered sources bypass the batch cache. The floating mana is a small pool of its own (PlayerSlot.RestrictedW..C),
// read only by such a payment and spent before the common pool.
let useCard: CCard | null = null;
let usePerm = -1;
let srcRestricted = new Uint8Array(64); // 1: a restricted mana ability's mana
const rpool = new Int32Array(6);
let rpoolOk = false; // the restricted pool may pay this cost (its restriction allows it)
let payX = false; // the cost being planned contains {X} (set by plan; an upper bound's questions say true)
let restrictedN = 0; // the last gather's restricted entries (0 nearly always)

/**
 * Generic mana first from restricted sources whose mana all fits in it (it can pay for little else; a source tapped
 * for part of its mana leaves the rest to burn): Rosheen Meanderer's four for an X of 4, a land for an X of 1. When the
 * other sources can't pay the rest, a restricted source is tapped anyway: as much of the rest as it makes.
 */
function wholeRestricted(k: number, generic: number): number {
  generic = restrictedGroups(k, generic);
  let other = 0;
  for (let s = 0; s < k; s++) if (srcUsed[s] === 0 && srcRestricted[s] === 0) other++;
  if (generic <= other) return generic;
  for (let s = 0; s < k && generic > 0; s++)
    if (srcUsed[s] === 0 && srcRestricted[s] !== 0) {
      srcUsed[s] = 1;
      generic--;
    }
  return generic;
}

function restrictedGroups(k: number, generic: number): number {
  for (let s = 0; s < k && generic > 0;) {
    let e = s;
    let free = true;
    for (; e < k && srcIds[e] === srcIds[s]; e++) if (srcUsed[e] !== 0 || srcRestricted[e] === 0) free = false;
    if (free && e - s <= generic) {
      for (let j = s; j < e; j++) srcUsed[j] = 1;
      generic -= e - s;
    }
    s = e;
  }
  return generic;
}

/**
 * What the next payment questions pay for: a spell (its card, by printed characteristics) or an activated ability of
 * permanent `perm` (as it is now); (null, -1): anything else (an effect's "unless pays", a cost to attack).
 */
export function setManaUse(card: CCard | null, perm: number): void {
  useCard = card;
  usePerm = perm;
}

/** May the mana of restricted ability rm pay for what is being paid for (setManaUse)? */
function mayUse(g: Game, p: number, rm: RestrictedManaC): boolean {
  if (rm.withX) return payX; // any part of a cost that contains {X} (2008 ruling on Rosheen Meanderer)
  if (useCard !== null) return cardMatches(g, useCard, rm.filter!);
  return usePerm >= 0 && matches(g, rm.filter!, usePerm, p, -1);
}

/** Could restricted mana pay for what is being paid for: a spell or ability, and such mana or a source of it? */
function restrictedActive(g: Game, p: number): boolean {
  return (
    (useCard !== null || usePerm >= 0) &&
    (inPlayWith(g, AbilityKind.RestrictedMana) !== 0 || pl(g, p, PlayerSlot.RestrictedCard) !== 0)
  );
}

/** The restriction of the mana floating in p's restricted pool, or null. */
function heldRestriction(g: Game, p: number): RestrictedManaC | null {
  const held = pl(g, p, PlayerSlot.RestrictedCard);
  return held === 0 ? null : g.cards[held - 1].restrictedMana;
}

/**
 * Adds p's untapped restricted sources whose mana may pay for the current use after the k sources gathered: one
 * entry of any color per mana (a source already gathered, Primal Beyond's {1}, becomes its any-color entry). A source
 * making two mana, one of which may be left floating, only when the pool holds no mana of another restriction.
 */
function gatherRestricted(g: Game, p: number, k: number): number {
  const m = g.m;
  const b = listBase(g, Zone.InPlay, 0);
  const held = heldRestriction(g, p);
  for (let i = 0, n = m[b]; i < n; i++) {
    const id = m[b + 1 + i];
    const rm = g.cards[cBaseOf(g, id)].restrictedMana;
    if (rm === null || cCtrlOf(g, id) !== p || cNoAbOf(g, id) !== 0) continue;
    if ((flagsOf(g, id) & Flag.Tapped) !== 0 || activationLocked(g, id)) continue;
    if ((cTypesOf(g, id) & 2) !== 0 && (noCreatures || sickForAbilities(g, id))) continue;
    if (!mayUse(g, p, rm) || (rm.amount << twice > 1 && held !== null && held.key !== rm.key)) continue;
    let s = 0;
    while (s < k && srcIds[s] !== id) s++;
    let made = 0;
    const amount = rm.amount << twice; // Mana Reflection doubles it too
    const color = rm.colorless ? 5 : 6;
    if (s < k) {
      if (srcColor[s] !== 6 && color === 6) flexN++;
      if (srcColor[s] === 6 && color !== 6) flexN--;
      srcColor[s] = color;
      srcAny[s] = color === 6 ? 1 : 0;
      srcRestricted[s] = 1;
      made = 1;
    }
    for (; made < amount; made++) {
      // entries of one source stay together (the tap is proposed once: planPlain)
      if (s < k) for (let j = k; j > s + made; j--) copyEntry(j - 1, j);
      const at = s < k ? s + made : k;
      srcIds[at] = id;
      srcColor[at] = color;
      srcAny[at] = color === 6 ? 1 : 0;
      srcTypes[at] = null;
      srcRestricted[at] = 1;
      srcFilter[at] = 0;
      if (color === 6) flexN++;
      restrictedN++;
      k++;
    }
  }
  return k;
}

function copyEntry(from: number, to: number): void {
  srcFilter[to] = srcFilter[from];
  srcIds[to] = srcIds[from];
  srcColor[to] = srcColor[from];
  srcAny[to] = srcAny[from];
  srcTypes[to] = srcTypes[from];
  srcRestricted[to] = srcRestricted[from];
}

// A batch of payment questions about one unchanged state (listing priority options) gathers once.
let batchPlayer = -1;
let batchK = -1;
export function beginPaymentQueries(_g: Game, p: number): void {
  batchK = -1;
  batchPlayer = p;
}
export function endPaymentQueries(): void {
  batchPlayer = -1;
}

/** Within a batch: an upper bound on the mana player p could pay with (pool plus untapped sources). */
export function availableMana(g: Game, p: number): number {
  if (restrictedActive(g, p)) return availableWithRestricted(g, p);
  const o = g.players + p * PlayerSlot.SIZE + PlayerSlot.ManaW;
  const m = g.m;
  if (batchK < 0) batchK = gather(g, p);
  return batchK + bonusTotal + m[o] + m[o + 1] + m[o + 2] + m[o + 3] + m[o + 4] + m[o + 5];
}

// Apart from availableMana so that the common path stays small enough to be inlined where it is asked.
function availableWithRestricted(g: Game, p: number): number {
  const o = g.players + p * PlayerSlot.SIZE + PlayerSlot.ManaW;
  const m = g.m;
  // the restricted sources and floating mana too (an upper bound: whatever their restriction)
  payX = true;
  const k = gather(g, p);
  batchK = -1; // gather's lists are this call's: a batch gathers again
  const r = g.players + p * PlayerSlot.SIZE + PlayerSlot.RestrictedW;
  const held = m[r] + m[r + 1] + m[r + 2] + m[r + 3] + m[r + 4] + m[r + 5];
  return k + bonusTotal + held + m[o] + m[o + 1] + m[o + 2] + m[o + 3] + m[o + 4] + m[o + 5];
}

/**
 * Plans payment of `cost` (with X = x) for player p; if `commit`, taps the sources and spends the pool.
 * Returns false when it can't be paid. `exclude` is a source whose {T} is already part of the cost.
 */
function plan(g: Game, p: number, cost: ManaCost, x: number, exclude: number, commit: boolean): boolean {
  payX = cost.x !== 0;
  return cost.ways === null
    ? planPlain(g, p, cost, x, exclude, commit)
    : planHybrid(g, p, cost.ways, x, exclude, commit);
}

/**
 * 104.3 of 2008: a hybrid cost is paid one of its ways (how each hybrid symbol is paid is chosen with the
 * cost, 409.1b-c). canPay asks whether any way can be paid; pay takes, of the payable ways, the one spending
 * the least mana ({W} rather than two for {2/W}), then the one whose colored symbols draw least on colors
 * that are scarce (few untapped sources and floating mana) and wanted by the player's other spells and
 * abilities this turn (the pending costs keepColors reads), then the first: deterministic.
 */
function planHybrid(
  g: Game,
  p: number,
  ways: readonly ManaCost[],
  x: number,
  exclude: number,
  commit: boolean,
): boolean {
  let best = -1;
  let bestScore = Infinity;
  for (let w = 0; w < ways.length; w++) {
    if (!planPlain(g, p, ways[w], x, exclude, false)) continue;
    if (!commit) return true;
    if (best < 0) weighColors(g, p); // once: the state is the same for every way
    const score = wayScore(ways[w]);
    if (score < bestScore) {
      best = w;
      bestScore = score;
    }
  }
  return best >= 0 && planPlain(g, p, ways[best], x, exclude, true);
}

const supply = new Int32Array(5);
const colorWeight = new Float64Array(5);

/** Each color's weight for wayScore: demand (pending costs' symbols) over supply (floating mana, untapped sources). */
function weighColors(g: Game, p: number): void {
  const k = gather(g, p);
  batchK = -1; // gather's lists are this call's: a batch gathers again
  pendingN = -1;
  collectPending(g, p);
  for (let c = 0; c < 5; c++) supply[c] = pl(g, p, PlayerSlot.ManaW + c);
  for (let s = 0; s < k; s++) {
    const mask = maskOf(g, s);
    for (let c = 0; c < 5; c++) if ((mask >> c) & 1) supply[c]++;
  }
  for (let c = 0; c < 5; c++) colorWeight[c] = (1 + demand[c]) / (supply[c] + 1);
}

/** Lower is better: the mana a way spends, then its colored symbols weighed by weighColors. */
function wayScore(way: ManaCost): number {
  let spent = way.generic;
  let scarcity = 0;
  for (let c = 0; c < 5; c++) {
    spent += way.colored[c];
    scarcity += way.colored[c] * colorWeight[c];
  }
  return spent * 1000 + scarcity;
}

/** plan for a cost without hybrid symbols. */
function planPlain(g: Game, p: number, cost: ManaCost, x: number, exclude: number, commit: boolean): boolean {
  payer = commit ? p : -1;
  pairF = -1;
  pendingN = -1;
  let generic = floatingFirst(g, p, cost, x);
  if (commit) spentMask = spentPool;
  let rest = generic;
  for (let i = 0; i < 5; i++) rest += need[i];
  if (rest > 0) {
    const fresh = batchPlayer !== p || forbid !== 0 || restrictedActive(g, p); // restricted sources are this use's
    const k = fresh ? gather(g, p) : batchK >= 0 ? batchK : (batchK = gather(g, p));
    if (fresh && batchPlayer === p) batchK = -1; // gather overwrote the batch's lists
    if (rest > k + bonusTotal) return false;
    if (twice !== 0) {
      if (batchPlayer === p) batchK = -1; // matchTwice gives choice sources colors: the batch gathers again
      if (!matchTwice(g, p, cost, x, k, exclude, generic)) return false;
    } else if (bonusN === 0) {
      if (filterN !== 0) saveNeed.set(need); // matchSources spends need[]: matchFiltered starts again from it
      if (
        !matchSources(g, k, exclude, generic, Bonus.None) &&
        (filterN === 0 || forbid !== 0 || !matchFiltered(g, k, exclude, generic))
      )
        return false;
    } else if (!matchSources(g, k, exclude, generic, Bonus.Withhold)) {
      // Only when the cost can't be paid without them: their triggers' mana could go unspent and burn.
      generic = floatingFirst(g, p, cost, x);
      if (!matchSources(g, k, exclude, generic, Bonus.Force)) return false;
    }
    // Tapping for mana is a game action: Tap events, which the caller flushes with the rest of the costs.
    if (commit) {
      spentMask = spentPool | spentBySources(g, k, exclude);
      let tapped = -1;
      for (let s = 0; s < k; s++) {
        if (!srcUsed[s] || srcIds[s] === exclude || srcIds[s] === tapped) continue; // its other mana: one tap
        tapped = srcIds[s];
        propose(g, EventKind.Tap, ref(g, srcIds[s]), -1, 0, 0, p, EventFlag.ForMana);
        if (srcColor[s] === 6) painFor(g, s, p);
      }
      floatRestricted(g, p, k, exclude);
    }
  }
  if (commit && rpoolOk) {
    for (let i = 0; i < 6; i++) setPl(g, p, PlayerSlot.RestrictedW + i, rpool[i]);
    if (rpool[0] + rpool[1] + rpool[2] + rpool[3] + rpool[4] + rpool[5] === 0)
      setPl(g, p, PlayerSlot.RestrictedCard, 0);
  }
  // (bonusN is the last gather's: when nothing was gathered here, no source was tapped and none added mana)
  if (commit && (!keepPool || (rest > 0 && (bonusN > 0 || pairF >= 0 || twice !== 0))))
    for (let i = 0; i < 6; i++)
      setPl(g, p, PlayerSlot.ManaW + i, keepPool ? pl(g, p, PlayerSlot.ManaW + i) + pool[i] : pool[i]);
  return true;
}

/**
 * The colors the sources chosen in srcUsed make for the payment (a WUBRG mask): a one-color source its color, a
 * choice source the color matched to a symbol, or for generic mana its first painless color (its lowest color when
 * every one hurts; colorless when it can make that). A source tapped only for its trigger's mana spends none of its
 * own.
 */
function spentBySources(g: Game, k: number, exclude: number): number {
  let mask = 0;
  for (let s = 0; s < k; s++) {
    const used = srcUsed[s];
    if (used === 0 || srcFloated[s] !== 0 || srcIds[s] === exclude) continue;
    const c = srcColor[s];
    if (c < 5) mask |= 1 << c;
    else if (c === 6 && used >= 2) mask |= 1 << (used - 2);
    else if (c === 6) {
      const src = sourceOf(g, s);
      const free = src.free & ~forbid;
      const made = free !== 0 ? free : src.painful & ~forbid;
      if ((made & 32) === 0 && (made & 31) !== 0) mask |= made & 31 & -(made & 31);
    }
  }
  return mask;
}

/** The colors of mana (a WUBRG mask) the last payment made with pay spent. */
export const lastSpentColors = (): number => spentMask;

/** Spends the restricted pool (rpool) on need[] and then on `generic`; returns the generic mana still needed. */
function spendRestrictedPool(g: Game, p: number, generic: number): number {
  for (let i = 0; i < 6; i++) rpool[i] = pl(g, p, PlayerSlot.RestrictedW + i);
  return spendPool(rpool, generic);
}

/**
 * Spends mana of `from` (WUBRG and colorless amounts): colored needs first (need[]), then `generic` from colorless,
 * then from colors not forbidden; returns the generic mana still needed.
 */
function spendPool(from: Int32Array, generic: number): number {
  for (let i = 0; i < 5; i++) {
    const u = Math.min(from[i], need[i]);
    from[i] -= u;
    need[i] -= u;
    if (u > 0) spentPool |= 1 << i;
  }
  for (let i = 5; i >= 0 && generic > 0; i--) {
    if (i < 5 && (forbid & (1 << i)) !== 0) continue;
    const u = Math.min(from[i], generic);
    from[i] -= u;
    generic -= u;
    if (u > 0 && i < 5) spentPool |= 1 << i;
  }
  return generic;
}

/** Sets need[] and pool[] for the cost after floating mana pays what it can; returns the generic mana still needed. */
function floatingFirst(g: Game, p: number, cost: ManaCost, x: number): number {
  spentPool = 0;
  for (let i = 0; i < 5; i++) need[i] = cost.colored[i];
  let generic = cost.generic + x * cost.x;
  if (cost.xColor >= 0) {
    generic -= x * cost.x;
    need[cost.xColor] += x * cost.x;
  } // "spend only [color] mana on X"
  // Restricted floating mana that may pay this cost, before the common pool: it can pay for little else.
  const held = keepPool || !restrictedActive(g, p) ? null : heldRestriction(g, p);
  rpoolOk = held !== null && mayUse(g, p, held);
  if (rpoolOk) generic = spendRestrictedPool(g, p, generic);
  const o = g.players + p * PlayerSlot.SIZE + PlayerSlot.ManaW;
  const m = g.m;
  if (keepPool || m[o] + m[o + 1] + m[o + 2] + m[o + 3] + m[o + 4] + m[o + 5] === 0) {
    for (let i = 0; i < 6; i++) pool[i] = 0; // nothing floating (nearly always): nothing to spend from it
    return generic;
  }
  for (let i = 0; i < 6; i++) pool[i] = m[o + i];
  return spendPool(pool, generic); // floating mana
}

// A filter land (Mystic Gate: "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}") tapped for its filter ability with the mana
// of a source of one of its colors: the two make two mana, each of either color (a choice source of its own), where
// alone they make {1} and the source's color. Tried only when the sources can't pay as they are (filterN > 0).
let pairF = -1; // the entries of the pair the plan uses (-1: none): the filter land's and its payer's
const pairSeen = new Int32Array(1024); // by keyOf: payers tried for this land
let pairStamp = 0;
const saveNeed = new Int32Array(6);
const saved: [number, number, number, ManaSourceC | null, number, number][] = [];
const FILTER_SRC: ManaSourceC[] = [];
for (let mask = 0; mask < 32; mask++) FILTER_SRC.push({ code: 6, free: mask, painful: 0, pain: 0 });

/**
 * Pays need[] and `generic` with one filter land paired with a source of one of its colors: the first pair that
 * pays, preferring one whose two mana are both spent (none left floating, 300.3 mana burn). Pairs whose payers make
 * the same colors are tried once (they leave the same sources). Leaves srcUsed as matchSources does, with the pair's
 * entries (pairF, pairS) standing for its two mana until commitPair.
 */
function matchFiltered(g: Game, k: number, exclude: number, generic: number): boolean {
  let first = -1;
  let best = -1;
  for (let f = 0; f < k && best < 0; f++) {
    if (srcFilter[f] === 0 || srcIds[f] === exclude || srcRestricted[f] !== 0) continue;
    const hyb = g.cards[cBaseOf(g, srcIds[f])].filterMana;
    pairStamp++;
    for (let s = 0; s < k; s++) {
      if (s === f || srcIds[s] === exclude || srcRestricted[s] !== 0 || (maskOf(g, s) & hyb) === 0) continue;
      const key = keyOf(g, s);
      if (pairSeen[key] === pairStamp) continue;
      pairSeen[key] = pairStamp;
      const paid = tryPair(g, k, exclude, generic, f, s, hyb, false);
      if (paid < 0) continue;
      if (first < 0) first = f * k + s;
      if (paid === 2 || payer < 0) {
        best = f * k + s;
        break;
      }
    }
  }
  if (best < 0) best = first;
  if (best < 0) return false;
  if (payer < 0) return true; // canPay: only whether
  const f = Math.floor(best / k);
  const s = best % k;
  tryPair(g, k, exclude, generic, f, s, g.cards[cBaseOf(g, srcIds[f])].filterMana, true);
  pairF = f;
  return true;
}

/**
 * Plans with entries f and s standing for the pair's two mana; -1 when it can't pay, else how many are spent. `final`:
 * the plan is kept (srcUsed as paid, the unspent mana floating), else the entries are restored.
 */
function tryPair(
  g: Game,
  k: number,
  exclude: number,
  generic: number,
  f: number,
  s: number,
  hyb: number,
  final: boolean,
): number {
  saved.length = 0;
  for (const e of [f, s]) {
    saved.push([e, srcIds[e], srcColor[e], srcTypes[e], srcAny[e], srcFilter[e]]);
    if (srcColor[e] !== 6) flexN++;
    srcColor[e] = 6;
    srcTypes[e] = FILTER_SRC[hyb];
    srcAny[e] = 0;
  }
  need.set(saveNeed);
  const ok = matchSources(g, k, exclude, generic, Bonus.None);
  const spent = ok ? (srcUsed[f] !== 0 ? 1 : 0) + (srcUsed[s] !== 0 ? 1 : 0) : -1;
  if (ok && final) {
    // the mana of the pair not spent floats (a color either way: the first of its two)
    for (const e of [f, s]) if (srcUsed[e] === 0) pool[31 - Math.clz32(hyb & -hyb)]++;
    markPair(g, f, s, hyb);
  } else restoreEntries();
  return spent;
}

/** Entries f and s back as the land and its payer, marked used: the payer for a color of the pair it makes best. */
function markPair(g: Game, f: number, s: number, hyb: number): void {
  restoreEntries();
  srcUsed[f] = 1;
  if (srcColor[s] < 6) srcUsed[s] = 1;
  else {
    const src = sourceOf(g, s);
    const colorsMade = (src.free & hyb) !== 0 ? src.free & hyb : src.painful & hyb;
    srcUsed[s] = 2 + 31 - Math.clz32(colorsMade & -colorsMade);
  }
}

function restoreEntries(): void {
  for (const [e, id, color, types, any, filter] of saved) {
    if (color !== 6) flexN--;
    srcIds[e] = id;
    srcColor[e] = color;
    srcTypes[e] = types;
    srcAny[e] = any;
    srcFilter[e] = filter;
  }
  saved.length = 0;
}

// Mana Reflection (vocab/statics-mana-twice.ts): a permanent tapped for mana produces 2^twice times its mana, of the
// same type. Each gathered entry becomes that many (gatherTwice); the entries of a choice source (Birds of Paradise's
// one mana of any color) are all of the one color it is tapped for, so each such unit is given a color before the
// matching (matchTwice); a source tapped for part of its mana adds the rest to the pool (floatTwice).
let twice = 0; // the last gather's: 0 nearly always
const unitAt: number[] = []; // the first entry of each unit of a choice source
const unitCand: number[] = []; // 7 a unit: the colors (5: colorless) it is tried for, in order
const unitCandN: number[] = [];
const unitFree: number[] = []; // the colors the unit's source makes without damage
const unitPain: number[] = [];
const ONE_PAINFUL = new Map<number, ManaSourceC>(); // one color that only a damaging ability makes

/** Each of the k entries 2^twice times, together (a restricted source's are already: gatherRestricted). */
function gatherTwice(k: number): number {
  const f = 1 << twice;
  let total = 0;
  for (let s = 0; s < k; s++) total += srcRestricted[s] !== 0 ? 1 : f;
  for (let s = k - 1, at = total; s >= 0; s--) {
    const copies = srcRestricted[s] !== 0 ? 1 : f;
    for (let j = 0; j < copies; j++) copyEntry(s, --at);
  }
  flexN = 0;
  for (let s = 0; s < total; s++) if (srcColor[s] === 6) flexN++;
  return total;
}

/**
 * matchSources for Mana Reflection's entries: each unit of a choice source is given one color, trying the colors the
 * cost still needs (painless first) and then its first painless one, combination by combination (at most 256), until
 * the sources pay (with triggered mana as planPlain does); then the rest of a tapped source's mana floats. When they
 * can't, a filter land's filter ability paid by another source (twicePairs): the two make its mana, doubled.
 */
function matchTwice(
  g: Game,
  p: number,
  cost: ManaCost,
  x: number,
  k: number,
  exclude: number,
  generic: number,
): boolean {
  const f = 1 << twice;
  saveNeed.set(need);
  savedSpent = spentPool;
  let units = 0;
  let combos = 1;
  for (let s = 0, start = 0; s < k; s++) {
    if (s === 0 || srcIds[s] !== srcIds[s - 1]) start = s;
    if (srcColor[s] !== 6 || (s - start) % f !== 0 || srcIds[s] === exclude) continue;
    unitAt[units] = s;
    unitCandidates(g, s, units);
    combos = Math.min(256, combos * unitCandN[units]);
    units++;
  }
  const pairs = filterN === 0 || forbid !== 0 || exclude >= 0 || bonusN !== 0 ? 0 : twicePairs(g, k);
  if (tryCombos(g, p, cost, x, k, exclude, generic, units, combos, -1, 0)) return true;
  for (let i = 0; i < pairs; i++)
    for (let mode = 0; mode < 3; mode++)
      if (tryCombos(g, p, cost, x, k, SET_ASIDE, generic, units, combos, i, mode)) return true;
  return false;
}
let savedSpent = 0;

/** Tries the units' colors, combination by combination, with filter pair i (-1: none) making its mana in `mode`. */
function tryCombos(
  g: Game,
  p: number,
  cost: ManaCost,
  x: number,
  k: number,
  exclude: number,
  generic: number,
  units: number,
  combos: number,
  pair: number,
  mode: number,
): boolean {
  const f = 1 << twice;
  if (pair >= 0) setAside(pair, SET_ASIDE);
  for (let combo = 0; combo < combos; combo++) {
    for (let u = 0, rest = combo; u < units; u++) {
      setUnit(unitAt[u], f, unitCand[u * 7 + (rest % unitCandN[u])], unitFree[u], unitPain[u]);
      rest = Math.floor(rest / unitCandN[u]);
    }
    flexN = 0;
    for (let s = 0; s < k; s++) if (srcColor[s] === 6) flexN++;
    need.set(saveNeed);
    spentPool = savedSpent;
    const left = pair >= 0 ? spendPool(pairMana(g, pair, mode), generic) : generic;
    const ok =
      bonusN === 0
        ? matchSources(g, k, exclude, left, Bonus.None)
        : matchSources(g, k, exclude, left, Bonus.Withhold) ||
          matchSources(g, k, exclude, floatingFirst(g, p, cost, x), Bonus.Force);
    if (ok) {
      if (pair >= 0) pairTapped(pair);
      floatTwice(g, k, exclude);
      return true;
    }
  }
  if (pair >= 0) setAside(pair, 0);
  return false;
}

// Filter pairs under Mana Reflection: filter land entry pairFs[i]'s ability ("{W/U}, {T}: Add {W}{W}, {W}{U}, or
// {U}{U}") paid with one mana of color pairCs[i] of source pairSs[i]; each makes 2^twice times its mana, so the pair
// makes (2^twice - 1) of that color beside the filter's two symbols 2^twice times each (2008 ruling: Mystic Gate for
// {W}{U} makes {W}{W}{U}{U}). Their entries are set aside (SET_ASIDE) and their mana spent as floating mana first.
const SET_ASIDE = -2;
const pairFs: number[] = [];
const pairSs: number[] = [];
const pairCs: number[] = [];
const pairPain: number[] = []; // the damage that color of pairSs[i] deals (0: painless)
const pairIds: number[] = [];
const extra = new Int32Array(6);

/** The filter pairs of the k entries (the first entry of each source), at most 32; returns how many. */
function twicePairs(g: Game, k: number): number {
  let n = 0;
  for (let fs = 0; fs < k; fs++) {
    if (srcFilter[fs] === 0 || srcRestricted[fs] !== 0 || (fs > 0 && srcIds[fs - 1] === srcIds[fs])) continue;
    const hyb = g.cards[cBaseOf(g, srcIds[fs])].filterMana;
    for (let ss = 0; ss < k && n < 32; ss++) {
      if (ss === fs || srcRestricted[ss] !== 0 || (ss > 0 && srcIds[ss - 1] === srcIds[ss])) continue;
      if ((maskOf(g, ss) & hyb) === 0) continue;
      const src = srcColor[ss] < 6 ? null : sourceOf(g, ss);
      const free = src === null ? 1 << srcColor[ss] : src.free & hyb;
      const made = (free & hyb) !== 0 ? free & hyb : src!.painful & hyb;
      pairFs[n] = fs;
      pairSs[n] = ss;
      pairCs[n] = 31 - Math.clz32(made & -made);
      pairPain[n] = (free & hyb) !== 0 ? 0 : src!.pain;
      n++;
    }
  }
  return n;
}

/** The entries of pair i's two sources get id `to` (SET_ASIDE), or back their own (0). */
function setAside(i: number, to: number): void {
  for (const at of [pairFs[i], pairSs[i]]) {
    const id = to === 0 ? pairIds[at === pairFs[i] ? 0 : 1] : srcIds[at];
    if (to !== 0) pairIds[at === pairFs[i] ? 0 : 1] = id;
    for (let e = at; e < at + (1 << twice); e++) srcIds[e] = to === 0 ? id : to;
  }
}

/** Pair i's mana in `mode` (0: two of the first color, 1: one of each, 2: two of the second), into extra[]. */
function pairMana(g: Game, i: number, mode: number): Int32Array {
  const f = 1 << twice;
  const hyb = g.cards[cBaseOf(g, pairIds[0])].filterMana;
  const a = 31 - Math.clz32(hyb & -hyb);
  const b = 31 - Math.clz32(hyb);
  extra.fill(0);
  extra[pairCs[i]] += f - 1;
  extra[mode === 2 ? b : a] += f;
  extra[mode === 0 ? a : b] += f;
  return extra;
}

/** Pair i's sources back, tapped for the mana spent from extra[] (the rest floats); its payer's damage, if any. */
function pairTapped(i: number): void {
  setAside(i, 0);
  const f = 1 << twice;
  for (const at of [pairFs[i], pairSs[i]])
    for (let e = at; e < at + f; e++) {
      srcUsed[e] = 1;
      srcFloated[e] = 1;
      if (at === pairSs[i]) setUnit(e, 1, pairCs[i], pairPain[i] > 0 ? 0 : 1 << pairCs[i], pairPain[i]);
    }
  if (pairPain[i] > 0) srcUsed[pairSs[i]] = 2 + pairCs[i]; // painFor: the color its damaging ability made
  for (let c = 0; c < 6; c++) pool[c] += extra[c];
}

/** The colors unit u (entry s) is tried for: those need[] wants that it makes, painless first; then its default. */
function unitCandidates(g: Game, s: number, u: number): void {
  const src = sourceOf(g, s);
  const free = src.free & ~forbid;
  const painful = src.painful & ~free & ~forbid;
  let n = 0;
  for (let pass = 0; pass < 2; pass++) {
    const set = pass === 0 ? free : painful;
    for (let c = 0; c < 5; c++) if ((set >> c) & 1 && need[c] > 0) unitCand[u * 7 + n++] = c;
  }
  const made = free !== 0 ? free : painful;
  const def = (made & 32) !== 0 ? 5 : 31 - Math.clz32(made & -made);
  let seenDef = false;
  for (let i = 0; i < n; i++) if (unitCand[u * 7 + i] === def) seenDef = true;
  if (!seenDef && made !== 0) unitCand[u * 7 + n++] = def;
  unitCandN[u] = Math.max(n, 1);
  if (n === 0) unitCand[u * 7] = 5; // makes nothing it may spend: left as colorless, never chosen for a color
  unitFree[u] = src.free;
  unitPain[u] = src.pain;
}

/** The f entries from s make mana of color c (5: colorless): painless when `free` has it, else dealing `pain`. */
function setUnit(s: number, f: number, c: number, free: number, pain: number): void {
  const painful = (free & (1 << c)) === 0;
  for (let e = s; e < s + f; e++) {
    srcAny[e] = 0;
    if (!painful) {
      srcColor[e] = c;
      continue;
    }
    srcColor[e] = 6;
    const key = c * 4096 + pain;
    let one = ONE_PAINFUL.get(key);
    if (one === undefined) ONE_PAINFUL.set(key, (one = { code: 6, free: 0, painful: 1 << c, pain }));
    srcTypes[e] = one;
  }
}

/** Generic mana from the unused entries of sources already tapped: their mana is made whether spent or not. */
function fillStarted(k: number, generic: number): number {
  for (let s = 1; s < k && generic > 0; s++)
    if (srcUsed[s] === 0 && srcIds[s] === srcIds[s - 1] && srcUsed[s - 1] !== 0 && srcUsed[s - 1] !== WITHHELD) {
      srcUsed[s] = 1;
      generic--;
    }
  for (let s = k - 2; s >= 0 && generic > 0; s--)
    if (srcUsed[s] === 0 && srcIds[s] === srcIds[s + 1] && srcUsed[s + 1] !== 0 && srcUsed[s + 1] !== WITHHELD) {
      srcUsed[s] = 1;
      generic--;
    }
  return generic;
}

/** The unspent mana of each source the plan taps (not a restricted one's: floatRestricted) floats in pool[]. */
function floatTwice(g: Game, k: number, exclude: number): void {
  for (let s = 0; s < k;) {
    let e = s;
    let used = false;
    for (; e < k && srcIds[e] === srcIds[s]; e++) if (srcUsed[e] !== 0) used = true;
    if (used && srcIds[s] !== exclude && srcRestricted[s] === 0)
      for (let j = s; j < e; j++) {
        if (srcUsed[j] !== 0) continue;
        srcUsed[j] = 1;
        srcFloated[j] = 1;
        if (srcColor[j] < 6) pool[srcColor[j]]++;
        else {
          const src = sourceOf(g, j);
          const made = (src.free !== 0 ? src.free : src.painful) & 63;
          pool[31 - Math.clz32(made & -made)]++; // its lowest (a unit's one color)
        }
      }
    s = e;
  }
}

/** How sources with a triggered mana ability are planned: none in play; kept untapped; tapped for their mana first. */
const enum Bonus {
  None,
  Withhold,
  Force,
}
const WITHHELD = 255; // a srcUsed mark: not to be tapped in this plan

/** Chooses sources (srcUsed) for need[] and `generic`; false when they can't pay. */
function matchSources(g: Game, k: number, exclude: number, generic: number, bonus: Bonus): boolean {
  for (let s = 0; s < k; s++) srcUsed[s] = srcIds[s] === exclude ? 1 : 0;
  srcFloated.fill(0, 0, k);
  if (bonus === Bonus.Withhold) {
    for (let s = 0; s < k; s++)
      if (hasBonus(s) || (twice !== 0 && s > 0 && srcIds[s - 1] === srcIds[s] && srcUsed[s - 1] === WITHHELD))
        srcUsed[s] = WITHHELD; // (Mana Reflection: all its mana)
  }
  if (bonus === Bonus.Force) generic = tapForBonuses(g, k, exclude, generic);
  // A one-color source pays its own color first: no other source is worse off for it.
  let left = 0;
  for (let c = 0; c < 5; c++) {
    for (let s = 0; s < k && need[c] > 0; s++)
      if (!srcUsed[s] && srcColor[s] === c) {
        srcUsed[s] = 1;
        need[c]--;
      }
    left += need[c];
  }
  if (left > 0 && (flexN === 0 || !matchChoices(g, k, left))) return false;
  if (generic > 0 && twice !== 0) generic = fillStarted(k, generic);
  if (generic > 0 && restrictedN !== 0) generic = wholeRestricted(k, generic);
  if (generic > 0 && payer >= 0 && bonus !== Bonus.Force && keepColors(g, k, generic)) generic = 0;
  if (generic > 0 && flexN > 0) {
    // Sources with a painless ability before those that can only make mana by dealing damage.
    for (let s = 0; s < k && generic > 0; s++)
      if (!srcUsed[s] && (srcColor[s] !== 6 || sourceOf(g, s).free !== 0)) {
        srcUsed[s] = 1;
        generic--;
      }
  }
  for (let s = 0; s < k && generic > 0; s++)
    if (!srcUsed[s]) {
      srcUsed[s] = 1;
      generic--;
    }
  if (generic > 0) return false;
  if (bonus === Bonus.Withhold) {
    for (let s = 0; s < k; s++) if (srcUsed[s] === WITHHELD) srcUsed[s] = 0;
  }
  if (bonus === Bonus.Force) floatLeftovers(g, k, exclude);
  return true;
}

// Keeping colors: the pending costs (colored symbols W,U,B,R,G, then the mana value) of the payer's other
// spells and abilities that could be played later this turn, and the untapped sources left, by colors made.
let payer = -1; // the player paying, while pay commits; -1 for canPay (which taps nothing)
const MAX_PENDING = 32;
const pending = new Int32Array(MAX_PENDING * 6);
let pendingN = -1; // -1: not collected yet in this plan
const demand = new Int32Array(5); // the pending costs' colored symbols, summed by color
// Sources (and floating mana) left untapped, in groups by keyOf: the colors they make (a WUBRG mask), the
// colors they make without damage, how many.
let groupAll = new Int32Array(70);
let groupFree = new Int32Array(70);
let groupCnt = new Int32Array(70);
let scoreOf = new Int32Array(70);
let scoredAt = new Int32Array(70);
let groupN = 0;
const groupAt = new Int32Array(1024); // by keyOf
const groupSeen = new Int32Array(1024);
let groupStamp = 0;
let scoreStamp = 0;

/** The colors source s can make (a WUBRG mask; 0 for colorless only). */
function maskOf(g: Game, s: number): number {
  const c = srcColor[s];
  if (c < 5) return 1 << c;
  if (c === 5) return 0;
  const src = sourceOf(g, s);
  return (src.free | src.painful) & 31;
}

/** maskOf(s), and 32 times the colors it makes without damage. */
function keyOf(g: Game, s: number): number {
  const c = srcColor[s];
  if (c < 5) return (1 << c) * 33;
  if (c === 5) return 0;
  const src = sourceOf(g, s);
  return ((src.free | src.painful) & 31) | ((src.free & 31) << 5);
}

/**
 * CR 409.1 (2008): the player pays the total cost in any order, choosing which mana abilities to activate.
 * With more untapped sources than the generic mana still to pay and sources of different colors, pay
 * picks them one at a time: first the one whose tapping leaves the most of the pending costs payable,
 * then the most payable without damage, then the most of their summed colored symbols coverable; then
 * a painless one, a land, one that makes fewer colors, and the earliest in the list (lands first, in-play
 * order): deterministic. Under Mana Reflection a pick is a whole source (its entries together, gatherTwice): it
 * pays as much of the generic mana as it makes, the rest floating only until the phase ends, so not counted as kept.
 * Marks the chosen sources in srcUsed; false (nothing marked) when there is no choice worth making.
 */
function keepColors(g: Game, k: number, generic: number): boolean {
  let free = 0;
  let first = -1;
  let mixed = false;
  for (let s = 0; s < k; s++) {
    if (srcUsed[s] !== 0) continue;
    const key = keyOf(g, s);
    if (first < 0) first = key;
    else if (key !== first) mixed = true;
    free++;
  }
  if (free <= generic || !mixed) return false; // every way to pay leaves the same colors
  if (collectPending(g, payer) === 0) return false;
  // What stays untapped, in groups by keyOf: the sources not chosen (and those withheld), floating mana.
  groupStamp++;
  groupN = 0;
  for (let s = 0; s < k; s++) if (srcUsed[s] === 0 || srcUsed[s] === WITHHELD) groupCnt[groupFor(keyOf(g, s))]++;
  const o = g.players + payer * PlayerSlot.SIZE + PlayerSlot.ManaW;
  let total = free;
  for (let c = 0; c < 6; c++) {
    const n = pool[c] + (keepPool ? g.m[o + c] : 0);
    if (n === 0) continue;
    groupCnt[groupFor(c < 5 ? (1 << c) * 33 : 0)] += n;
    total += n;
  }
  while (generic > 0) {
    scoreStamp++;
    let best = -1;
    let bestScore = -1;
    let bestTie = 0;
    for (let s = 0; s < k; s++) {
      // (Mana Reflection: a source's first unused entry stands for it)
      if (srcUsed[s] !== 0 || (twice !== 0 && s > 0 && srcIds[s - 1] === srcIds[s] && srcUsed[s - 1] === 0)) continue;
      const key = keyOf(g, s);
      const score = keptScore(g, s, twice === 0 ? 1 : unusedRun(s, k), total);
      if (score < bestScore) continue;
      // Ties: painless, a land, fewer colors (8 - count), then the earliest.
      const painless = srcColor[s] !== 6 || sourceOf(g, s).free !== 0 ? 1 : 0;
      const land = (cTypesOf(g, srcIds[s]) & 16) !== 0 ? 1 : 0;
      let bits = 0;
      for (let c = key & 31; c !== 0; c &= c - 1) bits++;
      const tie = painless * 32 + land * 16 + (8 - bits);
      if (score > bestScore || tie > bestTie) {
        best = s;
        bestScore = score;
        bestTie = tie;
      }
    }
    const n = twice === 0 ? 1 : unusedRun(best, k);
    for (let e = best; e < best + Math.min(n, generic); e++) srcUsed[e] = 1;
    groupCnt[groupAt[keyOf(g, best)]] -= n;
    total -= n;
    generic -= Math.min(n, generic);
  }
  return true;
}

/**
 * How well what stays untapped serves the pending costs if n entries of source s (from entry s; one, or a whole source
 * under Mana Reflection) are tapped: scoreLeft, once a group for one entry each.
 */
function keptScore(g: Game, s: number, n: number, total: number): number {
  const gr = groupAt[keyOf(g, s)];
  if (n === 1 && scoredAt[gr] === scoreStamp) return scoreOf[gr];
  groupCnt[gr] -= n;
  const score = scoreLeft(total - n);
  groupCnt[gr] += n;
  if (n === 1) {
    scoredAt[gr] = scoreStamp;
    scoreOf[gr] = score;
  }
  return score;
}

/** How many unused entries of s's source there are from entry s on (Mana Reflection: gatherTwice's copies). */
function unusedRun(s: number, k: number): number {
  let e = s;
  while (e < k && srcIds[e] === srcIds[s] && srcUsed[e] === 0) e++;
  return e - s;
}

/** The group of sources with this keyOf, made (empty) if new in this keepColors. */
function groupFor(key: number): number {
  if (groupSeen[key] === groupStamp) return groupAt[key];
  groupSeen[key] = groupStamp;
  groupAt[key] = groupN;
  groupAll[groupN] = key & 31;
  groupFree[groupN] = key >> 5;
  groupCnt[groupN] = 0;
  scoredAt[groupN] = 0;
  return groupN++;
}

/**
 * How well the groups' sources (total of them) serve the pending costs: 65536 per cost they can pay,
 * 512 more per cost they can pay without damage, plus how many of the summed colored symbols each
 * color's sources cover (at most 100 a color).
 */
function scoreLeft(total: number): number {
  let score = 0;
  for (let q = 0; q < pendingN; q++) {
    const at = q * 6;
    if (pending[at + 5] > total) continue;
    if (payableBy(at, groupAll)) score += payableBy(at, groupFree) ? 65536 + 512 : 65536;
  }
  for (let c = 0; c < 5; c++) if (demand[c] > 0) score += Math.min(demand[c], coverOf(1 << c, groupAll), 100);
  return score;
}

/** How many of the groups' sources make some color of `set` (by the masks in `colors`). */
function coverOf(set: number, colors: Int32Array): number {
  let n = 0;
  for (let j = 0; j < groupN; j++) if ((colors[j] & set) !== 0) n += groupCnt[j];
  return n;
}

/**
 * Can the groups' sources pay pending cost `at`'s colored symbols? Hall's condition: every set S of its
 * colors needs no more symbols than there are sources making some color of S.
 */
function payableBy(at: number, colors: Int32Array): boolean {
  let support = 0;
  for (let c = 0; c < 5; c++) if (pending[at + c] > 0) support |= 1 << c;
  for (let set = support; set !== 0; set = (set - 1) & support) {
    let needs = 0;
    for (let c = 0; c < 5; c++) if ((set & (1 << c)) !== 0) needs += pending[at + c];
    if (needs > coverOf(set, colors)) return false;
  }
  return true;
}

/**
 * The costs with colored symbols of player p's spells in hand that could be cast later this turn
 * (instants and flash any time; the rest on p's own turn before its second main phase ends) and of the
 * activated abilities (not mana abilities) of p's permanents, into pending[] (once per plan): X counts as 0.
 */
function collectPending(g: Game, p: number): number {
  if (pendingN >= 0) return pendingN;
  pendingN = 0;
  demand.fill(0);
  const m = g.m;
  const sorceryLater = m[Global.Active] === p && m[Global.Step] <= Step.Main2;
  const hb = listBase(g, Zone.Hand, p);
  for (let i = 0, nh = m[hb]; i < nh; i++) {
    const cardId = cardIdOf(g, m[hb + 1 + i]);
    const bits = g.cardBits[cardId];
    if ((bits & CardBit.Land) !== 0 || ((bits & CardBit.InstantSpeed) === 0 && !sorceryLater)) continue;
    const cost = g.cards[cardId].cost;
    if (cost !== null) addPending(cost);
  }
  if (inPlayWith(g, AbilityKind.Activated) === 0) return pendingN;
  const pb = activatedList(g, p);
  for (let i = 0, np = m[pb]; i < np; i++) {
    const id = m[pb + 1 + i];
    if ((flagsOf(g, id) & Flag.FaceDown) !== 0 || cNoAbOf(g, id) !== 0) continue;
    const tapped = (flagsOf(g, id) & Flag.Tapped) !== 0;
    for (const ab of g.cards[cBaseOf(g, id)].activated)
      if (!ab.manaAbility && !(ab.tap && tapped) && (sorceryLater || !ab.sorcery)) addPending(ab.cost);
  }
  return pendingN;
}

function addPending(cost: ManaCost): void {
  if (pendingN === MAX_PENDING) return;
  const at = pendingN * 6;
  let colored = 0;
  for (let c = 0; c < 5; c++) colored += pending[at + c] = cost.colored[c];
  if (colored === 0) return; // any sources pay it alike
  pending[at + 5] = leastMana(cost);
  for (let c = 0; c < 5; c++) demand[c] += cost.colored[c];
  pendingN++;
}

const hasBonus = (s: number): boolean => {
  for (let c = 0; c < BONUS_STRIDE; c++) if (srcBonus[s * BONUS_STRIDE + c] > 0) return true;
  return false;
};

/**
 * The color source s's triggered mana of any color takes when no cost needs it (it floats): the source's own color
 * (its lowest, when it has a choice), else white.
 */
function floatColor(g: Game, s: number): number {
  if (srcColor[s] < 5) return srcColor[s];
  const src = sourceOf(g, s);
  const colors = (src.free | src.painful) & 31;
  return colors === 0 ? 0 : 31 - Math.clz32(colors & -colors);
}

/**
 * Before sources are matched to the cost: each source whose triggered mana ability adds mana the cost
 * still needs is tapped for it (srcForced), its mana floating as the pool's (CR 411.3: it resolves as the
 * land's ability does). Returns the generic mana still needed. Tapping such a source never costs a
 * source the plan would otherwise use, since its own mana stays available to the matching below.
 */
function tapForBonuses(g: Game, k: number, exclude: number, generic: number): number {
  for (let s = 0; s < k; s++) {
    srcForced[s] = 0;
    if (srcIds[s] === exclude) continue;
    const at = s * BONUS_STRIDE;
    let useful = false;
    for (let c = 0; c < 6; c++) if (srcBonus[at + c] > 0 && (generic > 0 || (c < 5 && need[c] > 0))) useful = true;
    let any = srcBonus[at + ANY];
    if (any > 0 && generic + need[0] + need[1] + need[2] + need[3] + need[4] > 0) useful = true;
    if (!useful) continue;
    srcForced[s] = 1;
    for (let c = 0; c < 6; c++) pool[c] += srcBonus[at + c];
    // mana of any color: of a color still needed, else of the source's (generic mana takes any)
    for (let c = 0; c < 5 && any > 0; c++) {
      const u = Math.min(any, Math.max(0, need[c] - pool[c]));
      pool[c] += u;
      any -= u;
    }
    pool[floatColor(g, s)] += any;
    generic = spendPool(pool, generic);
  }
  return generic;
}

/**
 * After matching: a source tapped for its trigger's mana whose own mana went unspent adds that mana to the
 * pool (a painless color when it has a choice); a source tapped for the cost adds its trigger's mana,
 * spent or not: the trigger is not optional.
 */
function floatLeftovers(g: Game, k: number, exclude: number): void {
  for (let s = 0; s < k; s++) {
    if (srcIds[s] === exclude) continue;
    if (srcForced[s] !== 0 && srcUsed[s] === 0) {
      srcUsed[s] = 1;
      srcFloated[s] = 1;
      const src = sourceOf(g, s);
      // painFor deals damage when only a painful one makes mana
      const colorsMade = src.free !== 0 ? src.free : src.painful;
      pool[srcColor[s] < 6 ? srcColor[s] : 31 - Math.clz32(colorsMade & -colorsMade)]++; // a choice: its lowest color
    } else if (srcForced[s] === 0 && (srcUsed[s] !== 0 || (twice !== 0 && sourceTapped(s, k)))) {
      for (let c = 0; c < 6; c++) pool[c] += srcBonus[s * BONUS_STRIDE + c];
      pool[floatColor(g, s)] += srcBonus[s * BONUS_STRIDE + ANY];
    }
  }
}

/** Any color (and colorless) without damage: the granted ability, beside the land's own (which it never needs). */
const ANY_COLOR: ManaSourceC = { code: 6, free: 63, painful: 0, pain: 0 };
const sourceOf = (g: Game, s: number): ManaSourceC =>
  srcAny[s] !== 0 ? ANY_COLOR : (srcTypes[s] ?? g.cards[cBaseOf(g, srcIds[s])].manaSrc);

/**
 * The colored symbols still needed (need[], `left` of them) paid by choice sources: a bipartite
 * matching (augmenting paths), since a greedy pick can strand a color ("{W} or {U}" spent on {W} when
 * only it could make {U}). A source that makes the color without damage is tried first; when paying (not
 * in canPay, where only whether matters), those whose colors the pending costs need least (keepColors).
 */
function matchChoices(g: Game, k: number, left: number): boolean {
  choiceN = 0;
  for (let s = 0; s < k; s++) if (srcColor[s] === 6 && !srcUsed[s]) choiceOrder[choiceN++] = s;
  if (payer >= 0 && choiceN > 1 && collectPending(g, payer) > 0) orderChoices(g);
  let n = 0;
  for (let c = 0; c < 5; c++) for (let i = 0; i < need[c]; i++) symColor[n++] = c;
  for (let s = 0; s < k; s++) matchOf[s] = -1;
  for (let i = 0; i < left; i++) {
    stamp++;
    if (!augment(g, i)) return false;
  }
  for (let s = 0; s < k; s++) if (matchOf[s] >= 0) srcUsed[s] = 2 + symColor[matchOf[s]];
  for (let c = 0; c < 5; c++) need[c] = 0;
  return true;
}

/** Sorts choiceOrder (stably) by how many of the pending costs' summed symbols the source's colors could pay. */
function orderChoices(g: Game): void {
  for (let j = 1; j < choiceN; j++) {
    const s = choiceOrder[j];
    const w = weightOf(maskOf(g, s));
    let i = j - 1;
    while (i >= 0 && weightOf(maskOf(g, choiceOrder[i])) > w) {
      choiceOrder[i + 1] = choiceOrder[i];
      i--;
    }
    choiceOrder[i + 1] = s;
  }
}
const weightOf = (mask: number): number => {
  let w = 0;
  for (let c = 0; c < 5; c++) if ((mask & (1 << c)) !== 0) w += demand[c];
  return w;
};

function augment(g: Game, sym: number): boolean {
  const bit = 1 << symColor[sym];
  for (let pass = 0; pass < 2; pass++) {
    for (let j = 0; j < choiceN; j++) {
      const s = choiceOrder[j];
      if (seen[s] === stamp) continue;
      const src = sourceOf(g, s);
      if ((pass === 0 ? src.free : src.painful) & bit) {
        seen[s] = stamp;
        if (matchOf[s] < 0 || augment(g, matchOf[s])) {
          matchOf[s] = sym;
          return true;
        }
      }
    }
  }
  return false;
}

/**
 * 406.1: a mana ability can have another effect: "[this] deals 1 damage to you", a Damage event from the permanent (no
 * stack).
 */
function painFor(g: Game, s: number, p: number): void {
  const src = sourceOf(g, s);
  const used = srcUsed[s];
  const painful = used >= 2 ? (src.painful >> (used - 2)) & 1 : (src.free & ~forbid) === 0 ? 1 : 0;
  if (painful !== 0) proposeDamage(g, ref(g, srcIds[s]), colors(g, srcIds[s]), playerRef(p), src.pain);
}

/** The least mana (X = 0) that pays a cost: its mana value, or for a hybrid cost its cheapest way's. */
export function leastMana(cost: ManaCost): number {
  if (cost.ways === null) return cost.cmc;
  let least = Infinity;
  for (const way of cost.ways) least = Math.min(least, way.cmc);
  return least;
}

export const canPay = (g: Game, p: number, cost: ManaCost, x: number, exclude: number) =>
  plan(g, p, cost, x, exclude, false);
export const pay = (g: Game, p: number, cost: ManaCost, x: number, exclude: number) =>
  plan(g, p, cost, x, exclude, true);
/**
 * Could player p pay `cost` (X = x) once permanents a and b (-1: none) are tapped for another part of the cost (a
 * conspire cost's creatures, 502.78 of 2008)? They are marked tapped for the question only, outside any batch.
 */
export function canPayWithTapped(g: Game, p: number, cost: ManaCost, x: number, a: number, b: number): boolean {
  const m = g.m;
  const fa = a >= 0 ? m[g.flags + a] : 0;
  const fb = b >= 0 ? m[g.flags + b] : 0;
  if (a >= 0) m[g.flags + a] = fa | Flag.Tapped;
  if (b >= 0) m[g.flags + b] = fb | Flag.Tapped;
  const saved = batchPlayer;
  batchPlayer = -1;
  const ok = plan(g, p, cost, x, -1, false);
  batchPlayer = saved;
  batchK = -1; // the batch gathers again, with them untapped
  if (b >= 0) m[g.flags + b] = fb;
  if (a >= 0) m[g.flags + a] = fa;
  return ok;
}

/** Pays a mana ability's cost from untapped sources, spending floating mana only if they can't pay it all. */
export function paySourcesFirst(g: Game, p: number, cost: ManaCost, exclude: number): boolean {
  keepPool = true;
  const ok = plan(g, p, cost, 0, exclude, true);
  keepPool = false;
  return ok || plan(g, p, cost, 0, exclude, true);
}

// {X}: X generic
const GENERIC: ManaCost = { generic: 0, colored: [0, 0, 0, 0, 0], x: 1, cmc: 0, xColor: -1, hybrid: null, ways: null };

/**
 * The most generic mana player p could pay for a cost to attack or block: the pool and sources that aren't creatures.
 */
export function combatCostBudget(g: Game, p: number): number {
  noCreatures = true;
  const saved = batchPlayer;
  batchPlayer = -1;
  const k = gather(g, p);
  noCreatures = false;
  batchPlayer = saved;
  batchK = -1;
  const o = g.players + p * PlayerSlot.SIZE + PlayerSlot.ManaW;
  return k + g.m[o] + g.m[o + 1] + g.m[o + 2] + g.m[o + 3] + g.m[o + 4] + g.m[o + 5];
}

/**
 * Pays {n} of a cost to attack or block for player p from the same sources (Tap events to flush); false if it can't.
 */
export function payCombatCost(g: Game, p: number, n: number): boolean {
  if (n <= 0) return true;
  noCreatures = true;
  const saved = batchPlayer;
  batchPlayer = -1;
  const ok = plan(g, p, GENERIC, n, -1, true);
  noCreatures = false;
  batchPlayer = saved;
  batchK = -1;
  return ok;
}

/** The most X a player could pay for a cost with {X} (0 if none). */
export function maxX(g: Game, p: number, cost: ManaCost, exclude: number): number {
  if (cost.x === 0) return 0;
  let x = 0;
  while (x < 30 && plan(g, p, cost, x + 1, exclude, false)) x++;
  return x;
}

/**
 * A restricted source tapped for some of its mana (Smokebraider's two, Rosheen Meanderer's four) leaves the rest
 * floating in the restricted pool (rpool, written back by planPlain): colorless, the color its entries were given
 * (Mana Reflection: matchTwice), or else the color the player's cards in hand it could pay for need most (the
 * player's choice of color: red, then WUBRG order, on ties).
 */
function floatRestricted(g: Game, p: number, k: number, exclude: number): void {
  for (let s = 0; s < k; s++) {
    if (srcRestricted[s] === 0 || srcUsed[s] !== 0 || srcIds[s] === exclude || !sourceTapped(s, k)) continue;
    if (!rpoolOk) {
      for (let i = 0; i < 6; i++) rpool[i] = pl(g, p, PlayerSlot.RestrictedW + i);
      rpoolOk = true;
    }
    const card = cBaseOf(g, srcIds[s]);
    rpool[srcColor[s] < 6 ? srcColor[s] : leftoverColor(g, p, g.cards[card].restrictedMana!)]++;
    setPl(g, p, PlayerSlot.RestrictedCard, card + 1);
  }
}

/** Is some entry of the source of entry s (its entries are together) used by the plan? */
function sourceTapped(s: number, k: number): boolean {
  const id = srcIds[s];
  let a = s;
  while (a > 0 && srcIds[a - 1] === id) a--;
  for (; a < k && srcIds[a] === id; a++) if (srcUsed[a] !== 0) return true;
  return false;
}

/** The color for restricted mana left floating: the one most wanted by p's cards in hand that rm's mana could pay. */
function leftoverColor(g: Game, p: number, rm: RestrictedManaC): number {
  want.fill(0);
  const hb = listBase(g, Zone.Hand, p);
  for (let i = 0, nh = g.m[hb]; i < nh; i++) {
    const c = g.cards[cardIdOf(g, g.m[hb + 1 + i])];
    if (c.cost !== null && cardMatches(g, c, rm.filter!)) for (let k = 0; k < 5; k++) want[k] += c.cost.colored[k];
  }
  let best = 3; // red
  for (let k = 0; k < 5; k++) if (want[k] > want[best]) best = k;
  return best;
}
const want = new Int32Array(5);

/** Adds mana (counts W,U,B,R,G,C) to a player's pool. */
export function addMana(g: Game, p: number, mana: readonly number[]): void {
  for (let i = 0; i < 6; i++)
    if (mana[i] !== 0) setPl(g, p, PlayerSlot.ManaW + i, pl(g, p, PlayerSlot.ManaW + i) + mana[i]);
}

/** Phase end (2008 300.3): unused mana empties and its owner loses that much life (mana burn, a LoseLife event). */
export function emptyPoolsWithBurn(g: Game, burn: boolean): void {
  for (let p = 0; p < 2; p++) {
    const o = g.players + p * PlayerSlot.SIZE + PlayerSlot.ManaW;
    const r = g.players + p * PlayerSlot.SIZE + PlayerSlot.RestrictedW;
    const restricted = g.m[r + 6] !== 0; // restricted mana floats (Smokebraider's): it empties and burns too
    if ((g.m[o] | g.m[o + 1] | g.m[o + 2] | g.m[o + 3] | g.m[o + 4] | g.m[o + 5]) === 0 && !restricted) continue;
    let total = 0;
    for (let i = 0; i < 6; i++) {
      total += pl(g, p, PlayerSlot.ManaW + i);
      setPl(g, p, PlayerSlot.ManaW + i, 0);
    }
    if (restricted) {
      for (let i = 0; i < 6; i++) {
        total += pl(g, p, PlayerSlot.RestrictedW + i);
        setPl(g, p, PlayerSlot.RestrictedW + i, 0);
      }
      setPl(g, p, PlayerSlot.RestrictedCard, 0);
    }
    if (burn && total > 0) propose(g, EventKind.LoseLife, -1, -1, total, 0, p);
  }
}
