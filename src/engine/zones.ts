// Zones as integer lists in the game's memory: m[base] is the count, slots follow.
// A library's top card is its last slot, so drawing pops. Hand and in-play are unordered
// (swap-remove); library, graveyard and removed-from-the-game keep their order.
import { AK, AK_COUNT } from './cardform.js';
import { Flag, Zone } from './constants.js';
import { type Game, G, Hist, markDirty, put } from './state.js';

export function listBase(g: Game, zone: Zone, player: number): number {
  switch (zone) {
    case Zone.Library: return g.oLib + player * g.listCap;
    case Zone.Hand: return g.oHand + player * g.listCap;
    case Zone.Graveyard: return g.oGy + player * g.listCap;
    case Zone.Removed: return g.oRem + player * g.listCap;
    case Zone.InPlay: return g.oPlay;
    default: return -1;
  }
}

export const listCount = (g: Game, base: number) => g.m[base];
export const listAt = (g: Game, base: number, i: number) => g.m[base + 1 + i];

function push(g: Game, base: number, id: number): void {
  const n = g.m[base];
  put(g, base + 1 + n, id);
  put(g, g.oZpos + id, n);
  put(g, base, n + 1);
}

function insertBottom(g: Game, base: number, id: number): void {
  const n = g.m[base];
  for (let i = n; i > 0; i--) {
    const o = g.m[base + i];
    put(g, base + 1 + i, o);
    put(g, g.oZpos + o, i);
  }
  put(g, base + 1, id);
  put(g, g.oZpos + id, 0);
  put(g, base, n + 1);
}

function remove(g: Game, base: number, id: number, ordered: boolean): void {
  const n = g.m[base];
  const pos = g.m[g.oZpos + id];
  if (ordered) {
    for (let i = pos; i < n - 1; i++) {
      const o = g.m[base + 2 + i];
      put(g, base + 1 + i, o);
      put(g, g.oZpos + o, i);
    }
  } else if (pos !== n - 1) {
    const last = g.m[base + n];
    put(g, base + 1 + pos, last);
    put(g, g.oZpos + last, pos);
  }
  put(g, base + n, 0);
  put(g, base, n - 1);
}

const ordered = (z: Zone) => z === Zone.Library || z === Zone.Graveyard || z === Zone.Removed;

/** The list an object is in now, or -1 (stack, nowhere). */
function currentBase(g: Game, id: number): number {
  const z = g.m[g.oZone + id];
  const who = z === Zone.InPlay ? 0 : g.m[g.oOwner + id];
  return listBase(g, z, who);
}

export function nextTimestamp(g: Game): number {
  const t = g.m[G.NextTs] + 1;
  put(g, G.NextTs, t);
  return t;
}

/**
 * Moves an object to a zone. Changing zones makes it a new object (its incarnation count goes up, so
 * targets and abilities that remembered the old one no longer find it); it loses damage, counters,
 * combat status and attachments. `bottom` puts a card on the bottom of a library instead of the top.
 */
export function moveTo(g: Game, id: number, to: Zone, controller = -1, bottom = false): void {
  const from = g.m[g.oZone + id];
  const fromBase = currentBase(g, id);
  if (fromBase >= 0) remove(g, fromBase, id, ordered(from));
  const owner = g.m[g.oOwner + id];
  put(g, g.oZone + id, to);
  put(g, g.oInc + id, g.m[g.oInc + id] + 1);
  if ((g.m[g.oFlags + id] & Flag.Tapped) !== 0) g.m[g.oTapped + g.m[g.oCtrl + id]]--;
  put(g, g.oFlags + id, g.m[g.oFlags + id] & Flag.Token);
  put(g, g.oDamage + id, 0);
  put(g, g.oP1 + id, 0);
  put(g, g.oM1 + id, 0);
  put(g, g.oAttach + id, -1);
  put(g, g.oBlocks + id, -1);
  put(g, g.oCtrl + id, controller >= 0 ? controller : owner);
  put(g, g.oTs + id, nextTimestamp(g));
  if (to === Zone.InPlay) put(g, g.oSince + id, g.m[G.Turn]);
  const base = listBase(g, to, to === Zone.InPlay ? 0 : owner);
  if (base >= 0) {
    if (bottom && to === Zone.Library) insertBottom(g, base, id);
    else push(g, base, id);
  } else put(g, g.oZpos + id, 0);
  if (from === Zone.Library && to === Zone.Hand) g.m[g.oHist + id] |= Hist.Drawn;
  if (from === Zone.InPlay || to === Zone.InPlay) {
    markDirty(g);
    const kinds = g.cards[g.m[g.oCard + id]].kinds;
    if (kinds !== 0) countKinds(g, kinds, to === Zone.InPlay ? 1 : -1);
  }
}

function countKinds(g: Game, kinds: number, d: number): void {
  for (let k = 0; k < AK_COUNT; k++) if ((kinds & (1 << k)) !== 0) g.m[g.oKinds + k] += d;
}

/** How many permanents in play have abilities of kind `ak` (an AK bit). */
export function inPlayWith(g: Game, ak: AK): number { return g.m[g.oKinds + 31 - Math.clz32(ak)]; }

/** Top card of a player's library, or -1 when it is empty. */
export function libraryTop(g: Game, p: number): number {
  const base = listBase(g, Zone.Library, p);
  const n = g.m[base];
  return n === 0 ? -1 : g.m[base + n];
}
