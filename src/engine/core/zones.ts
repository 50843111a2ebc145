// Zones as integer lists in the game's memory: m[base] is the count, entries follow.
// A library's top card is its last entry, so drawing pops. Hand and in-play are unordered
// (swap-remove); library, graveyard and removed-from-the-game keep their order.
// moveTo is the one primitive that changes an object's zone; only events.ts calls it during play.
import { AbilityKind } from './cardform.js';
import { Flag, NO_TARGET, Zone } from './constants.js';
import { effectsOnMove, leavingReaches, ownRowsOnly, tapStateChanged } from './continuous.js';
import { countKinds, GRAVEYARD_SLOT, inPlayWith } from './kinds.js';
import { shuffleInts } from './rng.js';
import {
  endWrites,
  type Game,
  Global,
  grow,
  History,
  markDirty,
  inPlayChanged,
  put,
  ref,
  setCard,
  setOwner,
  setCtrl,
  setFlags,
  setZpos,
  writeQuiet,
  zoneListBase,
  cardIdOf,
  flagsOf,
  incOf,
  ownerOf,
  zoneOf,
  zposOf,
} from './state.js';

/** Base offset of a zone's list: for in play, the one shared list; otherwise player p's. */
export const listBase = (g: Game, zone: Zone, player: number): number => zoneListBase(g, zone, player);

function push(g: Game, base: number, id: number): void {
  const n = g.m[base];
  put(g, base + 1 + n, id);
  setZpos(g, id, n);
  put(g, base, n + 1);
}

function insertBottom(g: Game, base: number, id: number): void {
  const n = g.m[base];
  for (let i = n; i > 0; i--) {
    const o = g.m[base + i];
    put(g, base + 1 + i, o);
    setZpos(g, o, i);
  }
  put(g, base + 1, id);
  setZpos(g, id, 0);
  put(g, base, n + 1);
}

function remove(g: Game, base: number, id: number, ordered: boolean): void {
  const n = g.m[base];
  const pos = zposOf(g, id);
  if (ordered) {
    for (let i = pos; i < n - 1; i++) {
      const o = g.m[base + 2 + i];
      put(g, base + 1 + i, o);
      setZpos(g, o, i);
    }
  } else if (pos !== n - 1) {
    const last = g.m[base + n];
    put(g, base + 1 + pos, last);
    setZpos(g, last, pos);
  }
  put(g, base + n, 0);
  put(g, base, n - 1);
}

const ordered = (z: Zone) => z === Zone.Library || z === Zone.Graveyard || z === Zone.Removed;

/** The list an object is in now, or -1 (stack, nowhere). */
function currentBase(g: Game, id: number): number {
  const z = zoneOf(g, id);
  return listBase(g, z, z === Zone.InPlay ? 0 : ownerOf(g, id));
}

export function nextTimestamp(g: Game): number {
  const t = g.m[Global.NextTs] + 1;
  put(g, Global.NextTs, t);
  return t;
}

/**
 * Moves an object to a zone. Changing zones makes it a new object (its incarnation goes up, so
 * references to the old one go stale); it loses damage, counters, combat status and attachments.
 * `bottom` puts a card on the bottom of a library instead of the top.
 */
export function moveTo(g: Game, id: number, to: Zone, controller = -1, bottom = false): void {
  const from = zoneOf(g, id);
  // 504.5: a face-down spell or permanent stays face down only from the stack into play; elsewhere it is revealed.
  const faceDown = (flagsOf(g, id) & Flag.FaceDown) !== 0;
  const staysDown = faceDown && from === Zone.Stack && to === Zone.InPlay;
  // 420.5j: a copy of a spell leaving the stack ceases to exist as state-based effects are next checked
  if (from === Zone.Stack && to !== Zone.InPlay && (flagsOf(g, id) & Flag.Copy) !== 0) g.m[g.sbaDirty] = 1;
  const oldRef = ref(g, id);
  const fromBase = currentBase(g, id);
  if (fromBase >= 0) remove(g, fromBase, id, ordered(from));
  const owner = ownerOf(g, id);
  // The new object's columns: one run of writes (state.ts writeQuiet; a move writes a dozen).
  writeQuiet(g, g.zones + id, to);
  writeQuiet(g, g.incarnations + id, (incOf(g, id) + 1) & 0x7fff);
  if ((flagsOf(g, id) & Flag.Tapped) !== 0) g.m[g.tappedCount]--;
  writeQuiet(
    g,
    g.flags + id,
    flagsOf(g, id) & (staysDown ? Flag.Token | Flag.Copy | Flag.FaceDown : Flag.Token | Flag.Copy),
  ); // a token or a copy stays one (420.5f, j)
  writeQuiet(g, g.markedDamage + id, 0);
  writeQuiet(g, g.plusOneCounters + id, 0);
  writeQuiet(g, g.minusOneCounters + id, 0);
  writeQuiet(g, g.loyaltyCounters + id, 0);
  writeQuiet(g, g.namedCounters + id, 0);
  writeQuiet(g, g.attackTargets + id, 0);
  writeQuiet(g, g.attachedTo + id, NO_TARGET);
  writeQuiet(g, g.blocking + id, NO_TARGET);
  writeQuiet(g, g.controllers + id, controller >= 0 ? controller : owner);
  writeQuiet(g, g.timestamps + id, nextTimestamp(g));
  // Since: in play, the turn it came under its controller's control (summoning sickness); in a graveyard,
  // the turn it was put there from play ("cards put there from play this turn"), else -1.
  writeQuiet(
    g,
    g.controlledSince + id,
    to === Zone.InPlay || (to === Zone.Graveyard && from === Zone.InPlay) ? g.m[Global.Turn] : -1,
  );
  endWrites(g);
  const base = listBase(g, to, to === Zone.InPlay ? 0 : owner);
  if (base >= 0) {
    if (bottom && to === Zone.Library) insertBottom(g, base, id);
    else push(g, base, id);
  } else setZpos(g, id, 0);
  if (from === Zone.Library && to === Zone.Hand) g.m[g.historyBits + id] |= History.Drawn;
  // A characteristic-defining ability in play counts cards in graveyards or hands (Mortivore).
  if (from !== Zone.InPlay && to !== Zone.InPlay && inPlayWith(g, AbilityKind.ZoneCount) !== 0) markDirty(g);
  if (faceDown && !staysDown && from !== Zone.InPlay) reveal(g, id);
  if (
    (from === Zone.Graveyard || to === Zone.Graveyard) &&
    (g.cards[cardIdOf(g, id)].kinds & AbilityKind.FromGraveyard) !== 0
  ) {
    g.m[g.abilityKindCounts + GRAVEYARD_SLOT] += to === Zone.Graveyard ? 1 : -1;
  }
  if (from === Zone.InPlay || to === Zone.InPlay) {
    // The rows are scanned only while the cache is fresh: stale, it is all recomputed anyway (inPlayChanged).
    const entered = to === Zone.InPlay;
    inPlayChanged(g, id, entered, g.m[g.cacheDirty] === 0 && (entered ? !ownRowsOnly(g) : leavingReaches(g)));
    g.m[g.sbaDirty] = 1;
    const kinds = g.cards[cardIdOf(g, id)].kinds;
    if (kinds !== 0) countKinds(g, kinds, to === Zone.InPlay ? 1 : -1);
    // Static abilities start or stop; effects on the old object end. Last: this may grow the game.
    if ((kinds & AbilityKind.Static) !== 0 || g.m[Global.EffN] !== 0) effectsOnMove(g, id, from, to, oldRef);
  }
  // From play: the face-down card's kinds were counted out above; now the card is revealed.
  if (faceDown && !staysDown && from === Zone.InPlay) {
    reveal(g, id);
    if (to === Zone.Graveyard && (g.cards[cardIdOf(g, id)].kinds & AbilityKind.FromGraveyard) !== 0)
      g.m[g.abilityKindCounts + GRAVEYARD_SLOT]++;
  }
}

/** 504.5: a face-down object leaving the stack or play (but for the stack into play) is revealed: its card again. */
function reveal(g: Game, id: number): void {
  setCard(g, id, g.m[g.faceDownCards + id] - 1);
  put(g, g.faceDownCards + id, 0);
  markDirty(g);
}

/**
 * A blank game's deck cards go into their owners' libraries in id order: exactly what moveTo from
 * nowhere does to a fresh object (new incarnation, timestamp, top of the list), without the resets
 * and checks a fresh object never needs. 120 of these begin every game.
 */
export function fillLibraries(g: Game): void {
  for (let id = 0; id < g.nCards; id++) {
    writeQuiet(g, g.zones + id, Zone.Library);
    writeQuiet(g, g.incarnations + id, (incOf(g, id) + 1) & 0x7fff);
    writeQuiet(g, g.timestamps + id, nextTimestamp(g));
    const b = listBase(g, Zone.Library, ownerOf(g, id));
    const n = g.m[b];
    writeQuiet(g, b + 1 + n, id);
    writeQuiet(g, g.zonePositions + id, n);
    writeQuiet(g, b, n + 1);
  }
  endWrites(g);
}

/** Top card of a player's library, or -1 when it is empty. */
/** The card known to be on top of player p's library (revealed: Aven Windreader, and still there), or -1. */
export function revealedTop(g: Game, p: number): number {
  const r = g.m[g.revealedTops + p] - 1;
  if (r < 0) return -1;
  const id = r >= 0 && incOf(g, r & 0xffff) === r >>> 16 ? r & 0xffff : -1;
  return id >= 0 && id === libraryTop(g, p) ? id : -1;
}

/**
 * The card `viewer` knows to be on top of player p's library: revealed to all, or looked at by the viewer ("look at the
 * top card of target player's library": Dewdrop Spy) and still there; or -1.
 */
export function knownTop(g: Game, viewer: number, p: number): number {
  const top = revealedTop(g, p);
  if (top >= 0) return top;
  const r = g.m[g.lookedTops + viewer * 2 + p] - 1;
  if (r < 0) return -1;
  const id = incOf(g, r & 0xffff) === r >>> 16 ? r & 0xffff : -1;
  return id >= 0 && id === libraryTop(g, p) ? id : -1;
}

export function libraryTop(g: Game, p: number): number {
  const base = listBase(g, Zone.Library, p);
  const n = g.m[base];
  return n === 0 ? -1 : g.m[base + n];
}

/**
 * A token slot for a new token of card `cardId` owned by `owner`, out of play (zone None): the slot of
 * a token that ceased to exist (420.5f) is used again (its incarnation already moved on, so references
 * to the old token stay stale), else the next unused one; the object capacity grows when all are in use.
 * A copy of a spell (flag Copy) takes a slot the same way.
 */
export function allocToken(g: Game, cardId: number, owner: number, from = g.nCards, flag = Flag.Token): number {
  // `from`: past the slots already taken by this batch (they stay out of play until it happens).
  let id = -1;
  for (let t = Math.max(from, g.nCards); t < g.m[Global.NextToken]; t++) {
    if (zoneOf(g, t) === Zone.None && (flagsOf(g, t) & (Flag.Token | Flag.Copy)) !== 0) {
      id = t;
      break;
    }
  }
  if (id < 0) {
    if (g.m[Global.NextToken] >= g.n) grow(g, 'tokens');
    id = g.m[Global.NextToken];
    put(g, Global.NextToken, id + 1);
  }
  setCard(g, id, cardId);
  setOwner(g, id, owner);
  setCtrl(g, id, owner);
  setFlags(g, id, flag);
  g.m[g.tokenMadeBy + id] = 0; // unhashed, like the report columns: it matters only while its maker resolves
  return id;
}

/**
 * Fisher-Yates shuffle of a player's library with the game's generator. The swaps are made in scratch
 * (used only within this call) and each position written once (one run of writes, writeQuiet): a
 * swap in place would write each card and its zpos twice, and shuffles begin every game.
 */
export function shuffleLibrary(g: Game, p: number): void {
  const b = listBase(g, Zone.Library, p);
  const n = g.m[b];
  if (order.length < n) order = new Int32Array(n * 2);
  for (let i = 0; i < n; i++) order[i] = g.m[b + 1 + i];
  shuffleInts(g, order, n);
  for (let i = 0; i < n; i++) {
    const id = order[i];
    if (g.m[b + 1 + i] !== id) {
      writeQuiet(g, b + 1 + i, id);
      writeQuiet(g, g.zonePositions + id, i);
    }
  }
  endWrites(g);
}
let order = new Int32Array(128);
/** Sets the tapped flag (the Tap and Untap events, and setup); keeps the count of tapped permanents. */
export function setTapped(g: Game, id: number, on: boolean): void {
  const f = flagsOf(g, id);
  if (((f & Flag.Tapped) !== 0) === on) return;
  g.m[g.tappedCount] += on ? 1 : -1;
  put(g, g.flags + id, on ? f | Flag.Tapped : f & ~Flag.Tapped);
  if (g.m[Global.EffN] !== 0) tapStateChanged(g); // a static ability may look at tapped permanents
}
