// The fast policy's heuristics for choices of cards and effects (policy.ts): what to discard, sacrifice
// or find, a modal replacement's mode, which replacement or prevention applies first, a source to prevent.
import { type Game, optionCount } from '../src/engine/api/game.js';
import {
  cardOf,
  controllerOf,
  decodeOption,
  freshCharacteristics,
  OptionInfo,
  optionValue,
  ownerOf,
  powerOf,
  replacementBenefit,
  searchSacrifices,
  searchTakesAway,
  typesOf,
  Zone,
  zoneObject,
  zoneOf,
  zoneSize,
} from '../src/engine/api/observe.js';

/** Options decoded into plain terms (decodeOption); one record, read before the next option is decoded. */
const opt = new OptionInfo();

// ---- Cards in hand ----

/** The permanent worth least: a token first, then the lowest mana value. */
export function sacrificeChoice(g: Game): number {
  const n = optionCount(g);
  let best = 0;
  let bestScore = Infinity;
  for (let o = 0; o < n; o++) {
    const c = cardOf(g, decodeOption(g, o, opt).object);
    const s = c.cost ? c.cost.cmc : 0;
    if (s < bestScore) {
      bestScore = s;
      best = o;
    }
  }
  return best;
}

/** Discard a land when there are enough of them, else the most expensive spell. */
export function discardChoice(g: Game, p: number): number {
  const n = optionCount(g);
  freshCharacteristics(g);
  const np = zoneSize(g, Zone.InPlay, 0);
  let lands = 0;
  for (let i = 0; i < np; i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    if (controllerOf(g, id) === p && (typesOf(g, id) & 16) !== 0) lands++;
  }
  return leastUseful(g, p, n, lands);
}

/**
 * The option card least useful to player p with `lands` lands (to discard; a land when p has plenty),
 * or, for a card of another player's, the most useful to its owner (to take away).
 */
function leastUseful(g: Game, p: number, n: number, lands: number): number {
  let best = 0;
  let bestScore = -Infinity;
  // Choosing from another player's hand (Thrull Surgeon): the card its owner would keep is the one to take.
  const theirs = n > 0 && ownerOf(g, decodeOption(g, 0, opt).object) !== p;
  for (let o = 0; o < n; o++) {
    const c = cardOf(g, decodeOption(g, o, opt).object);
    const land = (c.types & 16) !== 0;
    const s = land
      ? lands >= 5
        ? 100
        : -100
      : (c.cost ? c.cost.cmc : 0) - (c.cost && c.cost.cmc > lands + 2 ? 0 : 10);
    const v = theirs ? (land ? -50 : 50 + (c.cost ? c.cost.cmc : 0)) : s;
    if (v > bestScore) {
      bestScore = v;
      best = o;
    }
  }
  return best;
}

const haveColor = new Int32Array(5);
const needColor = new Int32Array(5);

/**
 * A card to find in the library: a land of a color the hand needs more of than the lands in play make,
 * else the costliest spell castable within two more lands; "find nothing" only if it is all there is.
 */
export function searchChoice(g: Game, p: number): number {
  const n = optionCount(g);
  // Permanents to sacrifice, any number (Scapeshift): the heuristic keeps them ("no more", the last option); the
  // look-ahead agents weigh the others.
  if (searchSacrifices(g)) return n - 1;
  // Searching another player's library for that player's hand (Head Games): the cards least useful to it.
  const first = decodeOption(g, 0, opt).object;
  if (first >= 0 && ownerOf(g, first) !== p) {
    // Taken away (Earwig Squad): the cards its owner would most like to keep (leastUseful from p's side).
    if (searchTakesAway(g)) return leastUseful(g, p, decodeOption(g, n - 1, opt).none ? n - 1 : n, 0);
    const q = ownerOf(g, first);
    let lands = 0;
    for (let i = 0; i < zoneSize(g, Zone.InPlay, 0); i++) {
      const id = zoneObject(g, Zone.InPlay, 0, i);
      if (controllerOf(g, id) === q && (typesOf(g, id) & 16) !== 0) lands++;
    }
    return leastUseful(g, q, n, lands);
  }
  haveColor.fill(0);
  needColor.fill(0);
  let lands = 0;
  const np = zoneSize(g, Zone.InPlay, 0);
  for (let i = 0; i < np; i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    if (controllerOf(g, id) !== p || (typesOf(g, id) & 16) === 0) continue;
    lands++;
    const src = cardOf(g, id).manaSrc;
    const mask = src.free | src.painful;
    for (let c = 0; c < 5; c++) if ((mask >> c) & 1) haveColor[c]++;
  }
  const nh = zoneSize(g, Zone.Hand, p);
  for (let i = 0; i < nh; i++) {
    const cost = cardOf(g, zoneObject(g, Zone.Hand, p, i)).cost;
    // (colored leaves out hybrid symbols, which no one color is needed for)
    if (cost) for (let c = 0; c < 5; c++) needColor[c] = Math.max(needColor[c], cost.colored[c]);
  }
  let best = 0;
  let bestScore = -Infinity;
  for (let o = 0; o < n; o++) {
    const v = decodeOption(g, o, opt).object;
    if (v < 0) continue;
    const c = cardOf(g, v);
    let s: number;
    if ((c.types & 16) !== 0) {
      const mask = c.manaSrc.free | c.manaSrc.painful;
      s = lands >= 6 ? 0 : 10;
      for (let k = 0; k < 5; k++) if ((mask >> k) & 1) s += 20 * Math.max(0, needColor[k] - haveColor[k]);
    } else {
      const cmc = c.cost ? c.cost.cmc : 0;
      s = cmc <= lands + 2 ? 12 + 3 * cmc : 5 - cmc;
    }
    if (s > bestScore) {
      bestScore = s;
      best = o;
    }
  }
  return best;
}

/**
 * 419.6g, Abundance's "choose land or nonland" as a draw is replaced: a land while the player has fewer
 * than 5 lands in play and none in hand, else a spell; always rather than the plain draw (mode 0). An
 * optional replacement with no modes (dredge): yes.
 */
export function landOrSpell(g: Game, p: number): number {
  // yes or no: prevent damage to a player (Battletide Alchemist) only to oneself; dredge: the card returned is one the
  // player wanted
  if (optionCount(g) === 2) {
    const dealtTo = decodeOption(g, 1, opt).player;
    return dealtTo < 0 || dealtTo === p ? 1 : 0;
  }
  let lands = 0;
  const np = zoneSize(g, Zone.InPlay, 0);
  for (let i = 0; i < np; i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    if (controllerOf(g, id) === p && (typesOf(g, id) & 16) !== 0) lands++;
  }
  const h = zoneSize(g, Zone.Hand, p);
  let inHand = 0;
  for (let i = 0; i < h; i++) if ((cardOf(g, zoneObject(g, Zone.Hand, p, i)).types & 16) !== 0) inHand++;
  const want = lands < 5 && inHand === 0 ? 1 : 2;
  for (let a = 0; a < optionCount(g); a++) if (decodeOption(g, a, opt).number === want) return a;
  return 0;
}

/** 419.9a: the affected player applies first what spares them most (prevention before doubling). */
export function replacementChoice(g: Game): number {
  const n = optionCount(g);
  let best = 0;
  let bestScore = -2;
  for (let a = 0; a < n; a++) {
    const score = replacementBenefit(g, optionValue(g, a));
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/**
 * 419.7b: which simultaneous damage the shield prevents first: damage from a source with triggered
 * abilities (its "deals damage" trigger then doesn't fire, 410.7), else the most damage.
 */
export function shieldChoice(g: Game): number {
  const n = optionCount(g);
  let best = 0;
  let bestScore = -1;
  for (let a = 0; a < n; a++) {
    const dmg = decodeOption(g, a, opt);
    const src = dmg.object;
    const score = dmg.number + (src >= 0 && cardOf(g, src).triggered.length > 0 ? 1000 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** A source of damage to prevent (419.8a): the one with the most power, a spell first if one is on the stack. */
export function biggestSource(g: Game): number {
  const n = optionCount(g);
  let best = 0;
  let bestScore = -1;
  for (let a = 0; a < n; a++) {
    const id = decodeOption(g, a, opt).object;
    const score = zoneOf(g, id) === Zone.Stack ? 100 : zoneOf(g, id) === Zone.InPlay ? powerOf(g, id) : 50;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
