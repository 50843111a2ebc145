// What a player holding priority may do (408-409 of 2008): pass, play a land, cast a spell, or
// activate an ability. Options are words: kind << 28 | ability << 20 | object id.
import { type ActivatedC, AbilityKind, type CCard, type ModeC } from '../core/cardform.js';
import { shareCreatureType } from '../core/subtypes.js';
import { activationsThisTurn, playedAnotherSpell, spellsThisTurn } from '../core/activations.js';
import { ContinuousEffect, Layer, Link } from '../core/continuous.js';
import {
  activationForbidden,
  activationLocked,
  appliesTo,
  castRuled,
  conspireGranted,
  playRuledByCount,
  playRulesExist,
  ruleApplies,
} from '../facts/rules-mod.js';
import { objectName } from '../facts/typetext.js';
import { ensureChars } from '../facts/chars.js';
import { activatedAbility, anyGranted, grantedCard, grantedCount } from '../facts/granted.js';
import {
  CardType,
  CONSPIRE_OPTION,
  RETRACE_CONSPIRE_OPTION,
  EVOKE_OPTION,
  Flag,
  Opt,
  PROWL_OPTION,
  RETRACE_OPTION,
  Step,
  Zone,
} from '../core/constants.js';
import { availableMana, beginPaymentQueries, canPay, endPaymentQueries, leastMana, setManaUse } from './mana.js';
import { conspireCost, costKind, costsPayable } from './cost-kinds.js';
import {
  CardBit,
  EffectField,
  type Game,
  liveId,
  zoneOf,
  Global,
  ref,
  PlayerSlot,
  pl,
  PRIO_CACHE,
  cardIdOf,
  cBaseOf,
  cCtrlOf,
  cNoAbOf,
  flagsOf,
} from '../core/state.js';
import { canTurnFaceUp } from './morph.js';
import { FACE_DOWN_COST } from '../core/face.js';
import { modeHasTargets } from './stack.js';
import { listBase } from '../core/zones.js';
import { countObjects } from '../facts/runtime.js';
import { inPlayWith, workingInGraveyards } from '../core/kinds.js';
import { activatedList } from '../facts/own-lists.js';
import { spellCost } from '../facts/costs.js';

export const optKind = (v: number) => v >>> 28;
export const optAbility = (v: number) => (v >>> 20) & 0xff;
export const optObject = (v: number) => v & 0xfffff;
const word = (kind: number, ability: number, id: number) => (kind << 28) | (ability << 20) | id;

const probe = new Int32Array(4);
/** Can some mode be chosen with all its targets (409.1b-c)? */
function someModeWorks(g: Game, modes: readonly ModeC[], src: number, p: number): boolean {
  for (let i = 0; i < modes.length; i++) if (modeHasTargets(g, modes[i], src, p, probe)) return true;
  return modes.length === 0;
}

/** Sorcery timing: main phase of your own turn with an empty stack (408.1 of 2008). */
export function sorceryTiming(g: Game, p: number): boolean {
  const step = g.m[Global.Step];
  return p === g.m[Global.Active] && (step === Step.Main1 || step === Step.Main2) && g.m[g.stack] === 0;
}

/** "You can't play creature spells", "no more than one spell each turn" (rules-modifying effects). */
export function castForbidden(g: Game, p: number, c: CCard | null): boolean {
  // null: a face-down spell (502.26b: a colorless 2/2 creature spell with no mana cost)
  const types = c === null ? CardType.Creature : c.types;
  return (
    castRuled(
      g,
      p,
      types,
      c === null || c.cost === null ? 0 : c.cost.cmc,
      c !== null && c.cost !== null && c.cost.x > 0,
    ) ||
    (spellsThisTurn(g, p) > 0 && ruleApplies(g, ContinuousEffect.OneSpellPerTurn, p)) ||
    playRuledByCount(g, p, types) ||
    (c !== null && c.playOnlyIfPlayed !== 0 && !playedAnotherSpell(g, p, c.playOnlyIfPlayed, -1))
  );
}

/** Copies of one card in hand are the same choice: only the first is offered (unless tooling asks). */
function isDuplicate(g: Game, hb: number, i: number, cardId: number): boolean {
  const m = g.m;
  if (m[g.listCopies] !== 0) return false;
  for (let j = 0; j < i; j++) if (cardIdOf(g, m[hb + 1 + j]) === cardId) return true;
  return false;
}

/** "You may play land cards from your graveyard": each land card there (one per name) is a PlayLand option. */
function graveyardLands(g: Game, p: number, k: number): number {
  const m = g.m;
  const b = listBase(g, Zone.Graveyard, p);
  for (let i = 0; i < m[b]; i++) {
    const id = m[b + 1 + i];
    if ((g.cards[cardIdOf(g, id)].types & 16) !== 0 && !isDuplicate(g, b, i, cardIdOf(g, id)))
      m[g.options + k++] = word(Opt.PlayLand, 0, id);
  }
  return k;
}

/**
 * "You may look at and play cards removed from the game with Colfenor's Plans": the cards each such permanent of p's
 * removed face down (its Link.FaceDown rows), still removed, are options as if in p's hand: a land when p may play one,
 * a spell at its usual timing with its costs payable and a mode with its targets. From k; the new k.
 */
function removedCards(g: Game, p: number, sorcery: boolean, landOk: boolean, k: number): number {
  const m = g.m;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.What] !== ContinuousEffect.PlayRemovedWithSource ||
      m[r + EffectField.Layer] !== Layer.Replacement
    )
      continue;
    if (!appliesTo(g, r, p)) continue;
    const src = m[r + EffectField.Source];
    for (let f = 0; f < m[Global.EffN]; f++) {
      const q = g.effects + f * EffectField.SIZE;
      if (m[q + EffectField.Layer] !== Layer.Linked || m[q + EffectField.Source] !== src) continue;
      if (m[q + EffectField.A] !== Link.FaceDown) continue;
      const id = liveId(g, m[q + EffectField.Obj]);
      if (id >= 0 && zoneOf(g, id) === Zone.Removed) k = removedOption(g, p, id, sorcery, landOk, k);
    }
  }
  return k;
}

/** Card id (removed from the game) as an option of p's, as if in p's hand, at k; the new k. */
function removedOption(g: Game, p: number, id: number, sorcery: boolean, landOk: boolean, k: number): number {
  const bits = g.cardBits[cardIdOf(g, id)];
  if ((bits & CardBit.Land) !== 0) {
    if (landOk) g.m[g.options + k++] = word(Opt.PlayLand, 0, id);
    return k;
  }
  if ((bits & CardBit.InstantSpeed) === 0 && !sorcery) return k;
  if (castable(g, p, id, g.cards[cardIdOf(g, id)], true, 0)) g.m[g.options + k++] = word(Opt.Cast, 0, id);
  return k;
}

/**
 * "Until end of turn, you may play that card" (Knacksaw Clique): each PlayCardThisTurn row of p's names a card, still
 * removed from the game, that p may play as if it were in p's hand. From k; the new k.
 */
function playableRemoved(g: Game, p: number, sorcery: boolean, landOk: boolean, k: number): number {
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] !== ContinuousEffect.PlayCardThisTurn || g.m[r + EffectField.B] !== p) continue;
    const id = liveId(g, g.m[r + EffectField.Obj]);
    if (id >= 0 && zoneOf(g, id) === Zone.Removed) k = removedOption(g, p, id, sorcery, landOk, k);
  }
  return k;
}

/**
 * Writes the options of the abilities "any player may play" (403.2: Oona's Prowler) of permanents another player
 * controls, which p may play, from k; the new k. Only while some permanent in play has one.
 */
function othersAbilities(g: Game, p: number, sorcery: boolean, mods: boolean, k: number): number {
  const b = listBase(g, Zone.InPlay, 0);
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if (cCtrlOf(g, id) === p || (flagsOf(g, id) & Flag.FaceDown) !== 0 || cNoAbOf(g, id) !== 0) continue;
    const c = g.cards[cBaseOf(g, id)];
    if (mods && (activationForbidden(g, objectName(g, id)) || activationLocked(g, id))) continue;
    for (let a = 0; a < c.activated.length; a++)
      if (c.activated[a].anyPlayer && canActivate(g, p, id, c.activated[a], sorcery))
        g.m[g.options + k++] = word(Opt.Activate, a, id);
  }
  return k;
}

/**
 * Writes the options of the abilities played from player p's graveyard (Summon the School's "Return [this] from your
 * graveyard to your hand") from k; the new k. Only when some graveyard card has an ability that works there.
 */
function graveyardAbilities(g: Game, p: number, sorcery: boolean, mods: boolean, k: number): number {
  const b = listBase(g, Zone.Graveyard, p);
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    const c = g.cards[cardIdOf(g, id)];
    if (isDuplicate(g, b, i, c.id)) continue;
    // 502.81: a retrace card may be played from its owner's graveyard, discarding a land card too.
    if (
      c.retrace !== null &&
      (sorcery || (c.types & CardType.Instant) !== 0) &&
      castable(g, p, id, c, mods, RETRACE_OPTION)
    ) {
      g.m[g.options + k++] = word(Opt.Cast, RETRACE_OPTION, id);
      // a conspire granted to it (Wort, the Raidmother): by retrace, with its conspire cost paid too
      if (hasConspire(g, p, c, mods) && castable(g, p, id, c, mods, RETRACE_CONSPIRE_OPTION))
        g.m[g.options + k++] = word(Opt.Cast, RETRACE_CONSPIRE_OPTION, id);
    }
    if (mods && activationForbidden(g, c.name)) continue;
    for (let a = 0; a < c.activated.length; a++)
      if (c.activated[a].fromGraveyard && canActivate(g, p, id, c.activated[a], sorcery))
        g.m[g.options + k++] = word(Opt.Activate, a, id);
  }
  return k;
}

/**
 * Could player p play card c (object id) now for its mana cost, with its additional cost and the parts the way it is
 * played adds (`alt`: 0, CONSPIRE_OPTION or RETRACE_OPTION), and a mode with all its targets? (Timing apart.)
 */
function castable(g: Game, p: number, id: number, c: CCard, mods: boolean, alt: number): boolean {
  if ((mods || c.playOnlyIfPlayed !== 0) && castForbidden(g, p, c)) return false;
  const cost = mods || c.costReduction !== null ? spellCost(g, c, p) : c.cost;
  if (!cost || leastMana(cost) > availableMana(g, p) || !canPay(g, p, cost, 0, -1)) return false;
  const extra = c.additionalCost;
  if (extra !== null && !costKind(extra).payable(g, p, id, null, extra)) return false;
  const conspires = alt === CONSPIRE_OPTION || alt === RETRACE_CONSPIRE_OPTION;
  const retraced = alt === RETRACE_OPTION || alt === RETRACE_CONSPIRE_OPTION;
  const parts = conspires ? conspireCost(c) : null;
  if (parts !== null && !costKind(parts[0]).payable(g, p, id, null, parts[0])) return false;
  const land = retraced ? c.retrace : null;
  if (land !== null && !costKind(land[0]).payable(g, p, id, null, land[0])) return false;
  return c.spell === null || someModeWorks(g, c.spell, id, p);
}

/** Has a spell of card c that p would play conspire: printed, or granted (Wort, the Raidmother; `mods`: rows exist)? */
const hasConspire = (g: Game, p: number, c: CCard, mods: boolean): boolean =>
  c.conspire !== null || (mods && conspireGranted(g, p, c));

/** Writes the options of card `id`'s abilities played from player p's hand (reinforce, 502.77) from k; the new k. */
function handAbilities(g: Game, p: number, id: number, k: number): number {
  const c = g.cards[cardIdOf(g, id)];
  const forbidden = g.m[Global.ReplaceN] !== 0 && activationForbidden(g, c.name); // Pithing Needle names it
  for (let a = 0; a < c.activated.length; a++)
    if (c.activated[a].fromHand && !forbidden && canActivate(g, p, id, c.activated[a], false))
      g.m[g.options + k++] = word(Opt.Activate, a, id);
  return k;
}

/**
 * Prowl's condition (502.76 of 2008): a player was dealt combat damage this turn by a source p controlled that had
 * any of card c's creature types (PlayerSlot.ProwlTypes: the union of those sources' subtype sets).
 */
function prowlOpen(g: Game, p: number, c: CCard): boolean {
  const dealt = pl(g, p, PlayerSlot.ProwlTypes);
  return dealt !== 0 && shareCreatureType(dealt - 1, c.subtypeSet);
}

/** "Play this ability only if you control two or more black permanents": the count seen from p, within bounds. */
function onlyIfHolds(g: Game, p: number, id: number, c: NonNullable<ActivatedC['onlyIf']>): boolean {
  const n = countObjects(g, p, id, c.count, -1, -1, ref(g, id));
  return n >= c.atLeast && n <= c.atMost;
}

/** Could player p activate ability ab of permanent id now (timing, limits, costs, targets: 409.1)? */
function canActivate(g: Game, p: number, id: number, ab: ActivatedC, sorcery: boolean): boolean {
  if (ab.sorcery && !sorcery) return false;
  if (ab.maxPerTurn > 0 && activationsThisTurn(g, id) >= ab.maxPerTurn) return false;
  if (ab.upkeepOnly && (g.m[Global.Step] !== Step.Upkeep || p !== g.m[Global.Active])) return false;
  if (ab.turnOnly && p !== g.m[Global.Active]) return false;
  if (ab.onlyIf !== null && !onlyIfHolds(g, p, id, ab.onlyIf)) return false;
  if (!costsPayable(g, p, id, ab)) return false;
  return someModeWorks(g, ab.modes, id, p);
}

/**
 * The options of a listing made at sorcery timing (cached at s) that are open at instant timing too,
 * written to the option buffer and cached at c: what the listing checks is the same but for timing (no
 * land, no spell that isn't an instant or has flash, no ability played only as a sorcery).
 */
function instantPart(g: Game, s: number, c: number): number {
  const m = g.m;
  const o = g.options;
  const n = m[s + 1] - 1;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const v = m[s + 2 + i];
    const kind = optKind(v);
    if (kind === Opt.PlayLand) continue;
    if (
      (kind === Opt.Cast || kind === Opt.CastFaceDown) &&
      (g.cardBits[cardIdOf(g, optObject(v))] & CardBit.InstantSpeed) === 0
    )
      continue;
    if (kind === Opt.Activate && activatedAbility(g, optObject(v), optAbility(v))!.sorcery) continue;
    m[o + k++] = v;
  }
  m[g.optionCount] = k;
  cacheListing(g, c, k);
  return k;
}

/** Caches the k options in the option buffer at c, keyed by the state version (priorityOptions). */
function cacheListing(g: Game, c: number, k: number): void {
  const m = g.m;
  m[c] = m[Global.Version];
  m[c + 1] = k + 1;
  for (let i = 0; i < k; i++) m[c + 2 + i] = m[g.options + i];
}

/** Writes player p's priority options to the option buffer; returns the count (pass is option 0). */
export function priorityOptions(g: Game, p: number): number {
  const m = g.m;
  const o = g.options;
  const sorcery = sorceryTiming(g, p);
  // Options depend only on player and object state (counted by Global.Version) and on the timing: when
  // neither changed since this player's last listing, it still holds.
  const c = g.priorityCache + (p * 2 + (sorcery ? 1 : 0)) * PRIO_CACHE;
  if (m[c] === m[Global.Version] && m[c + 1] > 0) {
    const n = m[c + 1] - 1;
    for (let i = 0; i < n; i++) m[o + i] = m[c + 2 + i];
    m[g.optionCount] = n;
    return n;
  }
  // Nothing changed since p's listing at sorcery timing (a main phase, then the next step): the same
  // listing without what only sorcery timing allows.
  if (!sorcery) {
    const s = g.priorityCache + (p * 2 + 1) * PRIO_CACHE;
    if (m[s] === m[Global.Version] && m[s + 1] > 0) return instantPart(g, s, c);
  }
  return listOptions(g, p, sorcery, c);
}

/**
 * The options of playing hand card `id` (card c) that isn't played by its mana cost alone (CardBit.OtherCast), or
 * with rules modifications or restricted mana about: written from option k; returns the new count.
 */
function castOptions(g: Game, p: number, id: number, c: CCard, mods: boolean, restricted: boolean, k: number): number {
  const m = g.m;
  const o = g.options;
  // 502.26a: a morph card may be played face down, as a 2/2 creature spell, for {3}.
  if (
    c.morph !== null &&
    !(mods && castForbidden(g, p, null)) &&
    availableMana(g, p) >= 3 &&
    canPay(g, p, FACE_DOWN_COST, 0, -1)
  )
    m[o + k++] = word(Opt.CastFaceDown, 0, id);
  if ((mods || c.playOnlyIfPlayed !== 0) && castForbidden(g, p, c)) return k;
  if (restricted) setManaUse(c, -1);
  // 502.74: an evoke card may be played for its evoke cost instead of its mana cost.
  if (c.evoke !== null && canPay(g, p, spellCost(g, c, p, -1, EVOKE_OPTION)!, 0, -1))
    m[o + k++] = word(Opt.Cast, EVOKE_OPTION, id);
  // 502.76: a prowl card, for its prowl cost, once a source of one of its creature types dealt combat damage.
  if (c.prowl !== null && prowlOpen(g, p, c) && canPay(g, p, spellCost(g, c, p, -1, PROWL_OPTION)!, 0, -1)) {
    const extra = c.additionalCost;
    const extraOk = extra === null || costKind(extra).payable(g, p, id, null, extra);
    if (extraOk && (c.spell === null || someModeWorks(g, c.spell, id, p)))
      m[o + k++] = word(Opt.Cast, PROWL_OPTION, id);
  }
  if (!castable(g, p, id, c, mods, 0)) return k; // for its mana cost (castable asks castForbidden again: rare path)
  m[o + k++] = word(Opt.Cast, 0, id);
  // 502.78: with its conspire cost paid too, when two creatures sharing a color with it can be tapped.
  if (hasConspire(g, p, c, mods) && castable(g, p, id, c, mods, CONSPIRE_OPTION))
    m[o + k++] = word(Opt.Cast, CONSPIRE_OPTION, id);
  return k;
}

/** Lists player p's options afresh (priorityOptions), caching them at c when the list is short enough. */
function listOptions(g: Game, p: number, sorcery: boolean, c: number): number {
  const m = g.m;
  const o = g.options;
  let k = 0;
  m[o + k++] = word(Opt.Pass, 0, 0);
  beginPaymentQueries(g, p);
  const hb = listBase(g, Zone.Hand, p);
  const nh = m[hb];
  const mods = playRulesExist(g); // rules that change what p may play exist (rare): one test for all of them
  const landOk = sorcery && pl(g, p, PlayerSlot.LandsPlayed) === 0 && !(mods && playRuledByCount(g, p, CardType.Land));
  // Restricted mana (Smokebraider) may pay only for some spells and abilities: the payer is told which each is.
  const restricted = inPlayWith(g, AbilityKind.RestrictedMana) !== 0 || pl(g, p, PlayerSlot.RestrictedCard) !== 0;
  for (let i = 0; i < nh; i++) {
    const id = m[hb + 1 + i];
    const cardId = cardIdOf(g, id);
    const bits = g.cardBits[cardId];
    // 502.77: an ability played from the hand (reinforce), at instant timing whatever the card is.
    if ((bits & CardBit.FromHand) !== 0 && !isDuplicate(g, hb, i, cardId)) k = handAbilities(g, p, id, k);
    const land = (bits & CardBit.Land) !== 0;
    // Timing first (it is cheapest): instants and flash cards any time, the rest at sorcery timing.
    if (land ? !landOk : (bits & CardBit.InstantSpeed) === 0 && !sorcery) continue;
    if (isDuplicate(g, hb, i, cardId)) continue;
    if (land) {
      m[o + k++] = word(Opt.PlayLand, 0, id);
      continue;
    }
    const c = g.cards[cardId];
    if ((bits & CardBit.OtherCast) !== 0 || mods || restricted) {
      k = castOptions(g, p, id, c, mods, restricted, k);
      continue;
    }
    // The common card: its printed mana cost, nothing else.
    const cost = c.cost;
    if (cost === null || (cost.ways === null ? cost.cmc : leastMana(cost)) > availableMana(g, p)) continue;
    if (!canPay(g, p, cost, 0, -1) || (c.spell !== null && !someModeWorks(g, c.spell, id, p))) continue;
    m[o + k++] = word(Opt.Cast, 0, id);
  }
  if (restricted) setManaUse(null, -1);
  if (landOk && mods && ruleApplies(g, ContinuousEffect.LandsFromGraveyard, p)) k = graveyardLands(g, p, k);
  if (mods && ruleApplies(g, ContinuousEffect.PlayRemovedWithSource, p)) k = removedCards(g, p, sorcery, landOk, k);
  if (mods) k = playableRemoved(g, p, sorcery, landOk, k);
  if (workingInGraveyards(g) !== 0) k = graveyardAbilities(g, p, sorcery, mods, k);
  let timed = false;
  const granted = anyGranted(g); // a permanent without activated abilities of its own may have been given one
  // Without grants, only p's permanents with activated abilities of their own or face down (own-lists.ts).
  const pb =
    inPlayWith(g, AbilityKind.Activated) === 0 && !granted
      ? -1
      : granted
        ? listBase(g, Zone.InPlay, 0)
        : activatedList(g, p);
  const np = pb < 0 ? 0 : m[pb];
  if (np > 0) ensureChars(g); // once: the loop reads the cache columns (nothing in it changes characteristics)
  for (let i = 0; i < np; i++) {
    const id = m[pb + 1 + i];
    if (cCtrlOf(g, id) !== p) continue;
    // 502.26c: turning a face-down permanent face up, a special action, any time its controller has priority.
    if ((flagsOf(g, id) & Flag.FaceDown) !== 0) {
      if (canTurnFaceUp(g, p, id)) m[o + k++] = word(Opt.TurnFaceUp, 0, id);
      continue;
    }
    const c = g.cards[cBaseOf(g, id)];
    if (c.activated.length === 0 && !granted) continue;
    const forbidden = mods && activationForbidden(g, objectName(g, id)); // Pithing Needle: all but mana abilities
    if (mods && activationLocked(g, id)) continue; // Prison Term: all of them
    const own = c.activated.length;
    const n = granted ? own + grantedCount(g, id) : own;
    // A permanent that lost its abilities (Humility) has none of its own; it has those granted later (418.5h).
    if (restricted) setManaUse(null, id);
    for (let a = cNoAbOf(g, id) !== 0 ? own : 0; a < n; a++) {
      const ab = a < own ? c.activated[a] : g.cards[grantedCard(g, id, a - own)].activated[0];
      if (ab.fromHand || ab.fromGraveyard) continue; // reinforce: only from the hand; Summon the School's: graveyard
      if (ab.upkeepOnly || ab.turnOnly) timed = true;
      if ((!forbidden || ab.manaAbility) && canActivate(g, p, id, ab, sorcery)) m[o + k++] = word(Opt.Activate, a, id);
    }
  }
  if (restricted) setManaUse(null, -1);
  if (inPlayWith(g, AbilityKind.AnyPlayer) !== 0) k = othersAbilities(g, p, sorcery, mods, k);
  endPaymentQueries();
  m[g.optionCount] = k;
  // An upkeep-only ability's listing depends on the step, which the cache key lacks.
  if (k + 2 <= PRIO_CACHE && !timed) cacheListing(g, c, k);
  else m[c + 1] = 0;
  return k;
}
