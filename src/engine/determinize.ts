// Determinization for search under hidden information (design.md, "Hidden information"): a copy of
// the game in which what `viewer` cannot see is redrawn at random from the cards that viewer cannot see.
// The opponent's hand and library are refilled from their combined contents, the viewer's own library
// is reordered, and the game's generator is reseeded, so the copy holds nothing the viewer doesn't know.
// Only card identities move between object slots: which cards are hidden is all the copy depends on.
// Caches copied from the real game that could name hidden cards are cleared (see forgetCaches).
import { AbilityKind } from './core/cardform.js';
import { Decision, Flag, Zone } from './core/constants.js';
import { inPlayWith } from './core/kinds.js';
import { rngNext } from './core/rng.js';
import {
  EV_SIZE,
  type Game,
  Global,
  LOOP_CAND_ON,
  MAX_OPTIONS,
  PRIO_CACHE,
  put,
  refId,
  StackField,
  setCard,
  TriggerField,
  cardIdOf,
  flagsOf,
  ownerOf,
} from './core/state.js';
import { knownTop, listBase, revealedTop } from './core/zones.js';
import { knownInHand } from './facts/reveal.js';
import { ensureChars } from './facts/chars.js';

let ids = new Int32Array(128);
let defs = new Int32Array(128);

/**
 * Writes into `dst` a determinization of `src` for `viewer`; `rand(n)` is the searcher's own stream. `sealed`: dst's
 * memory goes to code outside the engine (view.ts copies it out), so forgetCaches also clears what that memory cannot
 * carry (the loop candidate) and what is never read again but could name hidden cards; the project's own agents'
 * copies skip that.
 */
export function determinize(src: Game, viewer: number, rand: (n: number) => number, dst: Game, sealed = true): void {
  src.cloneInto(dst);
  const opp = 1 - viewer;
  redrawFaceDown(dst, viewer, opp, rand);
  let n = keepKnown(dst, viewer, keepLookedAt(dst, viewer, collect(dst, listBase(dst, Zone.Hand, opp), 0)));
  n = collectHiddenRemoved(dst, opp, n, 0);
  if (!searchesLibraryOf(dst, viewer, opp))
    n = keepRevealed(dst, viewer, opp, collect(dst, listBase(dst, Zone.Library, opp), n)); // a searcher sees it all
  redraw(dst, n, rand);
  const own = keepRevealed(
    dst,
    viewer,
    viewer,
    keepSeen(dst, viewer, collect(dst, listBase(dst, Zone.Library, viewer), 0)),
  );
  // the viewer's own cards the opponent removed face down (Grimoire Thief) came from its library: redrawn with it
  redraw(dst, collectHiddenRemoved(dst, viewer, own, Flag.SeenByOpponent), rand);
  // The copy's own future shuffles must not follow the real game's generator.
  const o = dst.rngState;
  for (let i = 0; i < 4; i++) dst.m[o + i] = rand(0x7fffffff) | 1;
  rngNext(dst);
  forgetCaches(dst, sealed);
  // The same copy whatever the real game left stale (hidden moves too): the characteristics fresh, and the state-based
  // check due, as after a recomputation (it finds what it would have in the real game)
  ensureChars(dst);
  dst.m[dst.sbaDirty] = 1;
}

/**
 * Clears what the copy inherited from the real game that depends on hidden cards and would be read: each player's
 * cached priority options (the opponent's name castable cards in hand) and the write counter they are keyed by (it
 * counted the redraw's own writes, which depend on the true cards), and the lists built from the characteristics
 * (own-lists.ts: which were built when follows what the players asked, the opponent's hidden cards included): all
 * rebuilt before they are read. `sealed` (the memory leaves the engine): also the loop candidate, whose snapshot does
 * not go with it, and what is never read again: option slots past the pending decision's, event and replacement
 * records past those in flight (stale ones of earlier actions) and the lists' words.
 */
function forgetCaches(g: Game, sealed: boolean): void {
  const m = g.m;
  m.fill(0, g.priorityCache, g.priorityCache + 4 * PRIO_CACHE);
  m[Global.Version] = 0;
  m[g.listsBuilt] = 0;
  if (!sealed) return;
  // The loop candidate's snapshot (loops.ts) lies outside the memory a sealed copy goes out in, and names hidden cards:
  // without it the copy's candidate could never be confirmed and would hold its place; the copy picks its own.
  m[g.loopDetection + LOOP_CAND_ON] = 0;
  m.fill(0, g.options + Math.max(0, m[g.optionCount]), g.options + MAX_OPTIONS);
  m.fill(0, g.events + Math.max(0, m[g.eventCount]) * EV_SIZE, g.events + g.caps.events * EV_SIZE);
  m.fill(
    0,
    g.appliedReplacements + Math.max(0, m[g.appliedReplacementCount]) * 2,
    g.appliedReplacements + g.caps.events * 2,
  );
  m.fill(0, g.manaSourceLists, g.activatableLists + 2 * (1 + g.n));
}

/**
 * A viewer choosing among cards of its library (a search, the top cards it looks at) sees them: those and
 * the cards it already chose stay where they are; only the rest of its library is redrawn.
 */
function keepSeen(g: Game, viewer: number, n: number): number {
  const m = g.m;
  const k = m[Global.DKind];
  if ((k !== Decision.Search && k !== Decision.Order) || m[Global.DPlayer] !== viewer) return n;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const id = ids[i];
    let seen = (flagsOf(g, id) & Flag.Found) !== 0;
    for (let a = 0; !seen && a < m[g.optionCount]; a++) if (m[g.options + a] === id) seen = true;
    if (!seen) {
      ids[w] = id;
      defs[w] = defs[i];
      w++;
    }
  }
  return w;
}

/**
 * A viewer choosing a card from the opponent's hand it looks at (a Discard decision of the viewer over
 * the opponent's cards: Thrull Surgeon) sees those cards: they stay; only the rest of that hand is redrawn.
 */
function keepLookedAt(g: Game, viewer: number, n: number): number {
  const m = g.m;
  if (m[Global.DKind] !== Decision.Discard || m[Global.DPlayer] !== viewer) return n;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const id = ids[i];
    let seen = false;
    for (let a = 0; !seen && a < m[g.optionCount]; a++) if (m[g.options + a] === id) seen = true;
    if (!seen) {
      ids[w] = id;
      defs[w] = defs[i];
      w++;
    }
  }
  return w;
}

/**
 * A library's top card the viewer knows (revealed to all: Aven Windreader; looked at: Dewdrop Spy), still on top,
 * stays.
 */
function keepRevealed(g: Game, viewer: number, p: number, n: number): number {
  const top = knownTop(g, viewer, p);
  if (top < 0) return n;
  let w = 0;
  for (let i = 0; i < n; i++)
    if (ids[i] !== top) {
      ids[w] = ids[i];
      defs[w] = defs[i];
      w++;
    }
  return w;
}

/** Is the viewer choosing among the cards of player `opp`'s library (a search of it: it sees them all)? */
function searchesLibraryOf(g: Game, viewer: number, opp: number): boolean {
  const m = g.m;
  if (m[Global.DKind] !== Decision.Search || m[Global.DPlayer] !== viewer) return false;
  for (let a = 0; a < m[g.optionCount]; a++) {
    const id = m[g.options + a];
    if (id >= 0 && ownerOf(g, id) === opp) return true;
  }
  return false;
}

/** Cards of the opponent's hand the viewer has seen (reveal.ts) keep their identities. */
function keepKnown(g: Game, viewer: number, n: number): number {
  let w = 0;
  for (let i = 0; i < n; i++)
    if (!knownInHand(g, viewer, ids[i])) {
      ids[w] = ids[i];
      defs[w] = defs[i];
      w++;
    }
  return w;
}

function collect(g: Game, base: number, at: number): number {
  const n = g.m[base];
  if (ids.length < at + n) {
    const a = new Int32Array((at + n) * 2);
    a.set(ids);
    ids = a;
    const b = new Int32Array((at + n) * 2);
    b.set(defs);
    defs = b;
  }
  let k = at;
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    if (namedOnStack(g, id)) continue; // e.g. a creature bounced in response to its own trigger: known
    ids[k] = id;
    defs[k] = cardIdOf(g, id);
    k++;
  }
  return k;
}

/**
 * Adds player p's cards removed from the game face down that the viewer may not look at: with `seen` 0, those only
 * their owner p may (hideaway, 502.75 of 2008; Colfenor's Plans); with Flag.SeenByOpponent, the viewer's own that
 * only the opponent may (Grimoire Thief).
 */
function collectHiddenRemoved(g: Game, p: number, k: number, seen: number): number {
  const base = listBase(g, Zone.Removed, p);
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    const f = flagsOf(g, id);
    if ((f & Flag.HiddenRemoved) === 0 || (f & Flag.SeenByOpponent) !== seen) continue;
    if (ids.length <= k) {
      ids = grown(ids);
      defs = grown(defs);
    }
    ids[k] = id;
    defs[k] = cardIdOf(g, id);
    k++;
  }
  return k;
}

/** Is the object the source of a stack item or a pending trigger (so its identity is public)? */
function namedOnStack(g: Game, id: number): boolean {
  const m = g.m;
  for (let i = 0; i < m[g.stack]; i++)
    if (refId(m[g.stackRecords + m[g.stack + 1 + i] * StackField.SIZE + StackField.Source]) === id) return true;
  for (let k = 0; k < m[Global.TrigN]; k++)
    if (refId(m[g.pendingTriggers + k * TriggerField.SIZE + TriggerField.Source]) === id) return true;
  return false;
}

/**
 * 504.2: the opponent's face-down spells and permanents are hidden. Their cards (faceDownCards) are redrawn among
 * themselves and the morph cards of the opponent's hidden hand and library (only a morph card can be face
 * down), before those zones are redrawn. The viewer's own face-down cards are known to it.
 */
function redrawFaceDown(g: Game, viewer: number, opp: number, rand: (n: number) => number): void {
  // The Face column is nonzero exactly for face-down objects (morph.ts): one pass, nothing allocated.
  let nf = 0;
  for (let id = 0; id < g.n; id++) {
    if (g.m[g.faceDownCards + id] === 0 || ownerOf(g, id) !== opp) continue;
    if (ids.length <= nf) {
      ids = grown(ids);
      defs = grown(defs);
    }
    ids[nf] = id;
    defs[nf] = g.m[g.faceDownCards + id] - 1;
    nf++;
  }
  if (nf === 0) return;
  const top = revealedTop(g, opp);
  const n = morphCardsIn(
    g,
    listBase(g, Zone.Library, opp),
    top,
    -1,
    morphCardsIn(g, listBase(g, Zone.Hand, opp), top, viewer, nf),
  );
  shuffleDefs(n, rand);
  for (let i = 0; i < n; i++) {
    if (i < nf) put(g, g.faceDownCards + ids[i], defs[i] + 1);
    else setCard(g, ids[i], defs[i]);
  }
  g.m[g.cacheDirty] = 1;
}

/**
 * Adds the hidden morph cards of a hand or library (not the revealed top, not a hand card the viewer knows) from k on.
 */
function morphCardsIn(g: Game, base: number, top: number, viewer: number, k: number): number {
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (id === top || (viewer >= 0 && knownInHand(g, viewer, id)) || g.cards[cardIdOf(g, id)].morph === null) continue;
    if (ids.length <= k) {
      ids = grown(ids);
      defs = grown(defs);
    }
    ids[k] = id;
    defs[k] = cardIdOf(g, id);
    k++;
  }
  return k;
}

const grown = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
};

/**
 * Gives the objects ids[0..n) the card identities defs[0..n) in a random order. The identities are
 * sorted first, so the result depends on which cards are hidden, not on where they really are.
 */
function redraw(g: Game, n: number, rand: (n: number) => number): void {
  shuffleDefs(n, rand);
  for (let i = 0; i < n; i++) setCard(g, ids[i], defs[i]);
  // Only hidden cards outside play changed: the characteristics read them only where an ability counts cards there
  // (as a card moving between those zones marks them stale, zones.ts moveTo)
  if (inPlayWith(g, AbilityKind.ZoneCount) !== 0) g.m[g.cacheDirty] = 1;
}

/** defs[0..n) sorted, then shuffled with `rand`. */
function shuffleDefs(n: number, rand: (n: number) => number): void {
  // A library's 40-odd cards: the typed array's own numeric sort (one view); insertion sort in place for a few.
  if (n > 16) defs.subarray(0, n).sort();
  else
    for (let i = 1; i < n; i++) {
      const v = defs[i];
      let j = i - 1;
      while (j >= 0 && defs[j] > v) {
        defs[j + 1] = defs[j];
        j--;
      }
      defs[j + 1] = v;
    }
  for (let i = n - 1; i > 0; i--) {
    const j = rand(i + 1) | 0;
    // else it would read stale slots
    if (j < 0 || j > i) throw new RangeError(`determinize: rand(${i + 1}) returned ${j}`);
    const t = defs[i];
    defs[i] = defs[j];
    defs[j] = t;
  }
}
