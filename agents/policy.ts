// A fast heuristic policy: one cheap rule of thumb per decision kind, no look-ahead, no allocation.
// mcts uses it for its "greedy" rollouts; greedy uses it for the decisions inside its look-ahead that it
// does not search itself (the opponent's blocks, damage division, and so on). Like eval.ts it reads a
// whole game, so it is only ever given a determinized or simulated copy.
import { Decision, decisionKind, decisionPlayer, type Game, optionCount } from '../src/engine/api/game.js';
import {
  activePlayer,
  attackCost,
  buildingPicks,
  pickedShare,
  blockCost,
  buildingItem,
  buildingTargetIndex,
  canBlock,
  cardIdOf,
  cardOf,
  colorOfRemovedCards,
  controllerOf,
  DECISIONS,
  namesOnResolution,
  decodeOption,
  damageAssigned,
  damageOf,
  freshCharacteristics,
  isAttacking,
  isBlocked,
  isBlocking,
  isTapped,
  itemAbility,
  itemKind,
  itemSource,
  keywordsOf,
  life,
  listTargets,
  ownerOf,
  powerOf,
  activatedAbilityCard,
  abilitiesCardOf,
  OptionInfo,
  sorceryTiming,
  toughnessOf,
  typesOf,
  Zone,
  zoneObject,
  zoneOf,
  zoneSize,
  type CCard,
  spellTargets,
  type TargetC,
  TargetKind,
  Keyword,
  Opt,
} from '../src/engine/api/observe.js';
import { Aim, cardInfo } from './cardinfo.js';
import { creatureValue } from './eval.js';
import {
  biggestSource,
  discardChoice,
  landOrSpell,
  replacementChoice,
  sacrificeChoice,
  searchChoice,
  shieldChoice,
} from './policy-cards.js';
import type { SearchRng } from './rng.js';
import { afterBlocks, respond } from './timing.js';

const cand = new Int32Array(2048);
const tbuf = new Int32Array(256);

/** A heuristic for one decision kind: the option index it picks at g's pending decision. */
type Heuristic = (g: Game, rng: SearchRng) => number;

/**
 * The heuristic of each decision kind; a kind with none of its own takes its module's fast default
 * (trigger order, modes, "may": yes, X: the most, a copy: the biggest creature, ...).
 */
const HEURISTICS: Heuristic[] = DECISIONS.map((m) => (g: Game) => m.fastDefault(g));
HEURISTICS[Decision.Priority] = (g, rng) => priorityChoice(g, decisionPlayer(g), rng);
HEURISTICS[Decision.Target] = targetChoice;
HEURISTICS[Decision.Attack] = attackChoice;
HEURISTICS[Decision.Block] = (g) => blockChoice(g, decisionPlayer(g));
HEURISTICS[Decision.Assign] = assignChoice;
HEURISTICS[Decision.Discard] = (g) => discardChoice(g, decisionPlayer(g));
// Revealing cards one of which the other player will make it discard: the ones it would discard itself.
HEURISTICS[Decision.RevealCard] = (g) => discardChoice(g, decisionPlayer(g));
HEURISTICS[Decision.Sacrifice] = sacrificeChoice;
HEURISTICS[Decision.Replace] = replacementChoice;
HEURISTICS[Decision.ReplaceMode] = (g) => landOrSpell(g, decisionPlayer(g));
HEURISTICS[Decision.ChooseSource] = biggestSource;
HEURISTICS[Decision.ShieldFirst] = shieldChoice;
HEURISTICS[Decision.Color] = (g) => opponentsColor(g, decisionPlayer(g));
HEURISTICS[Decision.OddOrEven] = (g) => ownParity(g, decisionPlayer(g));
HEURISTICS[Decision.Search] = (g) => searchChoice(g, decisionPlayer(g));
HEURISTICS[Decision.CounterKind] = (g) => counterKindChoice(g, decisionPlayer(g));
// Oona's color: the one the opponent's cards show most (its library is unseen)
HEURISTICS[Decision.ResolveColor] = (g) =>
  colorOfRemovedCards(g) ? opponentsColor(g, decisionPlayer(g)) : DECISIONS[Decision.ResolveColor].fastDefault(g);
// a card named as an effect resolves (Lammastide Weave: the top card of a library): any, uniformly
HEURISTICS[Decision.Name] = (g, rng) =>
  namesOnResolution(g) ? rng.int(optionCount(g)) : nameChoice(g, decisionPlayer(g));

/** The option index the heuristic picks at `g`'s pending decision; `eps`: chance of a uniformly random one. */
export function fastAction(g: Game, rng: SearchRng, eps = 0): number {
  const n = optionCount(g);
  const kind = decisionKind(g);
  if (n <= 1) return 0;
  if (kind === Decision.Mulligan) return keepOrMulligan(g, decisionPlayer(g));
  if (eps > 0 && rng.float() < eps) return rng.int(n);
  return HEURISTICS[kind](g, rng);
}

/** Options decoded into plain terms (decodeOption); one record, read before the next option is decoded. */
const opt = new OptionInfo();

/**
 * "Remove (move) a counter" of a kind chosen (Medicine Runner, Leech Bonder): from p's own permanent a -1/-1 counter
 * before a named one (charge, ...), never its +1/+1 or loyalty counters if it can help it; from another player's
 * permanent a +1/+1 or loyalty counter, then a named one, a -1/-1 counter last.
 */
function counterKindChoice(g: Game, p: number): number {
  const n = optionCount(g);
  let best = 0;
  let bestScore = -1;
  for (let a = 0; a < n; a++) {
    decodeOption(g, a, opt);
    const k = opt.number;
    const named = k > 2;
    const score =
      controllerOf(g, opt.object) === p ? (k === -1 ? 3 : named ? 2 : 0) : k === 1 || k === 2 ? 3 : named ? 1 : 0;
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A card to name (Pithing Needle): the one with the most copies the opponent controls in play, none of the player's
 * own.
 */
function nameChoice(g: Game, p: number): number {
  const n = optionCount(g);
  const np = zoneSize(g, Zone.InPlay, 0);
  let best = 0;
  let bestScore = -Infinity;
  for (let o = 0; o < n; o++) {
    const card = decodeOption(g, o, opt).card;
    let s = 0;
    for (let i = 0; i < np; i++) {
      const id = zoneObject(g, Zone.InPlay, 0, i);
      if (cardIdOf(g, id) === card) s += controllerOf(g, id) === p ? -2 : 1;
    }
    if (s > bestScore) {
      bestScore = s;
      best = o;
    }
  }
  return best;
}

/** Uniformly random, except that an opening hand is always kept (a random mulligan is noise). */
export function randomAction(g: Game, rng: SearchRng): number {
  const n = optionCount(g);
  if (decisionKind(g) === Decision.Mulligan) return 0;
  if (n <= 1) return 0;
  return rng.int(n);
}

/** Mulligan (option 0 keeps, 1 mulligans): keep 2-5 lands of 7, 2-4 of 6; keep any 5 or fewer. */
export function keepOrMulligan(g: Game, p: number): number {
  const h = zoneSize(g, Zone.Hand, p);
  if (h <= 5) return 0;
  let lands = 0;
  for (let i = 0; i < h; i++) if ((cardOf(g, zoneObject(g, Zone.Hand, p, i)).types & 16) !== 0) lands++;
  return lands >= 2 && lands <= h - 2 ? 0 : 1;
}

/**
 * A color chosen as a permanent comes into play (419.1b: protection from it, prevention of its
 * sources): the option of the color the opponent uses most, counting their permanents twice and every
 * other card they own once (library, hand, graveyard: a determinized copy's guess).
 */
function opponentsColor(g: Game, p: number): number {
  const q = 1 - p;
  colorCount.fill(0);
  for (let i = 0; i < zoneSize(g, Zone.InPlay, 0); i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    if (controllerOf(g, id) === q) countColors(g, id, 2);
  }
  for (const z of OWN_ZONES) for (let i = 0; i < zoneSize(g, z, q); i++) countColors(g, zoneObject(g, z, q, i), 1);
  let best = 0;
  let bestCount = colorCount[decodeOption(g, 0, opt).color];
  for (let a = 1; a < optionCount(g); a++) {
    const count = colorCount[decodeOption(g, a, opt).color];
    if (count > bestCount) {
      best = a;
      bestCount = count;
    }
  }
  return best;
}
const colorCount = new Int32Array(5);

/**
 * Odd or even chosen as a permanent comes into play (Ashling's Prerogative: creatures of that converted mana cost have
 * haste, the others come into play tapped, for both players): the option of the parity more of p's creature cards
 * still to come have than the opponent's (library and hand: a determinized copy's guess).
 */
function ownParity(g: Game, p: number): number {
  let oddLead = 0;
  for (const q of [p, 1 - p])
    for (const z of [Zone.Library, Zone.Hand] as const)
      for (let i = 0; i < zoneSize(g, z, q); i++) {
        const c = cardOf(g, zoneObject(g, z, q, i));
        if ((c.types & CREATURE) !== 0) oddLead += ((c.cost?.cmc ?? 0) & 1 ? 1 : -1) * (q === p ? 1 : -1);
      }
  return findNumber(g, oddLead > 0 ? 1 : 0);
}
const CREATURE = 2; // the Creature bit of a card's types
/** The option whose number is v (an OddOrEven decision offers 0 even and 1 odd). */
function findNumber(g: Game, v: number): number {
  for (let a = 0; a < optionCount(g); a++) if (decodeOption(g, a, opt).number === v) return a;
  return 0;
}
const OWN_ZONES = [Zone.Library, Zone.Hand, Zone.Graveyard] as const;
function countColors(g: Game, id: number, w: number): void {
  const c = cardOf(g, id).colors;
  for (let i = 0; i < 5; i++) if ((c & (1 << i)) !== 0) colorCount[i] += w;
}

// ---- Priority ----

function priorityChoice(g: Game, p: number, rng: SearchRng): number {
  const n = optionCount(g);
  const sorcery = sorceryTiming(g, p);
  const combat = afterBlocks(g);
  let k = 0;
  for (let a = 1; a < n; a++) {
    const o = decodeOption(g, a, opt);
    const kind = o.action;
    if (kind === Opt.PlayLand) return a;
    const id = o.object;
    // Morph (502.26): a face-down 2/2 like any creature spell; turning one face up in combat or at sorcery timing.
    if (kind === Opt.CastFaceDown) {
      if (sorcery) cand[k++] = a;
      continue;
    }
    if (kind === Opt.TurnFaceUp) {
      if (sorcery || combat) cand[k++] = a;
      continue;
    }
    const c = cardOf(g, id);
    const info = cardInfo(g.cards, c.id);
    if (kind === Opt.Cast) {
      if ((c.types & 8) === 0) {
        if (sorcery) cand[k++] = a;
        continue;
      } // creatures, sorceries, enchantments
      if (spellTargets(c).length === 0) {
        if (sorcery || combat) cand[k++] = a;
        continue;
      }
      if (worthTargeting(g, spellTargets(c)[0], info.spellAim[0], id, p, combat)) cand[k++] = a;
      continue;
    }
    // An activated ability: of the card it has now (a copy's, layer 1), or one an effect granted it.
    const holder = activatedAbilityCard(g, id, o.ability)!;
    const ab = holder === abilitiesCardOf(g, id) ? o.ability : 0; // a granted ability is its holder's only one
    const spec = holder.activated[ab];
    const hinfo = holder === c ? info : cardInfo(g.cards, holder.id);
    if (spec.modes[0].targets.length === 0) {
      if (hinfo.abilityHarms[ab] === 0 && !combat) continue;
      cand[k++] = a;
      continue;
    }
    if (worthTargeting(g, spec.modes[0].targets[0], hinfo.abilityAim[ab][0], id, p, combat)) cand[k++] = a;
  }
  return k === 0 ? 0 : cand[rng.int(k)];
}

/** Is there a target for this effect on the side it is meant for (harm: the opponent's; help: own, in combat)? */
function worthTargeting(g: Game, spec: TargetC, aim: number, src: number, p: number, combat: boolean): boolean {
  if (aim === Aim.Help && spec.kind !== TargetKind.CardInGraveyard && !combat) return false;
  if (spec.kind === TargetKind.Spell) return aim === Aim.Harm && respond(g, p);
  const n = listTargets(g, spec, src, p, tbuf, 0, tbuf.length);
  for (let i = 0; i < n; i++) {
    const t = tbuf[i];
    const who = t < 0 ? -1 - t : zoneOf(g, t) === Zone.InPlay ? controllerOf(g, t) : ownerOf(g, t);
    if (aim === Aim.Harm ? who !== p : who === p) {
      if (
        aim === Aim.Help &&
        t >= 0 &&
        spec.kind !== TargetKind.CardInGraveyard &&
        !isAttacking(g, t) &&
        !isBlocking(g, t)
      )
        continue;
      return true;
    }
  }
  return false;
}

// ---- Targets ----

/** The item being put on the stack: what its current target is for, and how much damage it deals. */
function targetChoice(g: Game): number {
  const n = optionCount(g);
  const rec = buildingItem(g);
  const src = itemSource(g, rec);
  const kind = itemKind(g, rec);
  const ab = itemAbility(g, rec);
  const you = decisionPlayer(g); // the item's controller, or whoever changes its target (Shunt)
  const t = buildingTargetIndex(g);
  const c: CCard = cardOf(g, src);
  const info = cardInfo(g.cards, c.id);
  let aim: number;
  let dmg = 0;
  if (kind === 1 /* StackKind.Spell */) {
    aim = info.spellAim[t];
    dmg = info.spellDamage;
  } else if (kind === 2 /* StackKind.Ability */) {
    aim = info.abilityAim[ab][t];
    dmg = info.abilityDamage[ab];
  } else aim = info.triggerAim[ab]?.[t] ?? Aim.None;
  if (aim === Aim.None) aim = Aim.Harm;
  freshCharacteristics(g);
  let best = 0;
  let bestScore = -Infinity;
  const dividing = buildingPicks(g) > 0;
  for (let a = 0; a < n; a++) {
    const o = decodeOption(g, a, opt);
    const v = o.object;
    let s = targetScore(g, o, aim, dmg, you);
    // Divided damage (409.1d): a creature already picked for lethal damage is a wasted pick.
    if (
      dividing &&
      v >= 0 &&
      aim === Aim.Harm &&
      zoneOf(g, v) === Zone.InPlay &&
      pickedShare(g, v) >= toughnessOf(g, v) - damageOf(g, v)
    )
      s -= 1000;
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return best;
}

function targetScore(g: Game, o: OptionInfo, aim: number, dmg: number, you: number): number {
  if (o.none) return 0; // no more targets for a list: taken once every candidate left scores below 0
  if (o.player >= 0) {
    const who = o.player;
    if (aim === Aim.Help) return who === you ? 4 : -50;
    if (who === you) return -100;
    if (dmg > 0 && dmg >= life(g, who)) return 1000;
    return dmg > 0 ? dmg * 1.2 : 5;
  }
  const t = o.object;
  const zone = zoneOf(g, t);
  if (zone === Zone.Stack)
    return controllerOf(g, t) === you
      ? aim === Aim.Harm
        ? -50
        : 10
      : aim === Aim.Harm
        ? 10 + cardInfo(g.cards, cardIdOf(g, t)).cmc
        : -50;
  if (zone !== Zone.InPlay) {
    // A card in a graveyard: worth its printed size.
    const c = cardOf(g, t);
    const v = (c.types & 2) !== 0 ? 2 + c.power * 1.6 + c.toughness : 1;
    return (ownerOf(g, t) === you) === (aim === Aim.Help) ? v : -v;
  }
  const mine = controllerOf(g, t) === you;
  const creature = (typesOf(g, t) & 2) !== 0;
  const v = creature ? creatureValue(g, t) : (typesOf(g, t) & 16) !== 0 ? 1.5 : 3;
  if (aim === Aim.Help) {
    if (!mine) return -v;
    return v + (isAttacking(g, t) || isBlocking(g, t) ? 20 : 0);
  }
  if (mine) return -v - 20;
  if (dmg > 0 && creature) {
    const left = toughnessOf(g, t) - damageOf(g, t);
    return left <= dmg ? v + 5 : 0.5; // a burn that doesn't kill is nearly wasted
  }
  return v + 5;
}

// ---- Combat ----

/** Who dies if attacker `a` and blocker `bl` fight: bit 1 the attacker, bit 2 the blocker (first strike counted). */
function fight(g: Game, a: number, bl: number): number {
  const ap = powerOf(g, a);
  const at = toughnessOf(g, a) - damageOf(g, a);
  const bp = powerOf(g, bl);
  const bt = toughnessOf(g, bl) - damageOf(g, bl);
  const aFirst = (keywordsOf(g, a) & (Keyword.FirstStrike | Keyword.DoubleStrike)) !== 0;
  const bFirst = (keywordsOf(g, bl) & (Keyword.FirstStrike | Keyword.DoubleStrike)) !== 0;
  const aDies = bp >= at && !(aFirst && !bFirst && ap >= bt);
  const bDies = ap >= bt && !(bFirst && !aFirst && bp >= at);
  return (aDies ? 1 : 0) | (bDies ? 2 : 0);
}

/**
 * Attack with the first creature no untapped blocker eats or trades down with; else done (option 0, or
 * the first creature when a requirement makes "done" illegal: the engine offers only legal choices).
 */
function attackChoice(g: Game): number {
  const n = optionCount(g);
  freshCharacteristics(g);
  const np = zoneSize(g, Zone.InPlay, 0);
  const def = 1 - activePlayer(g);
  const cost = attackCost(g); // a cost to attack (Windborn Muse): worth paying only for as much damage
  for (let o = 0; o < n; o++) {
    const a = decodeOption(g, o, opt).object;
    if (a < 0 || powerOf(g, a) <= 0 || powerOf(g, a) < cost) continue;
    const av = creatureValue(g, a);
    let safe = true;
    for (let i = 0; i < np && safe; i++) {
      const bl = zoneObject(g, Zone.InPlay, 0, i);
      if (controllerOf(g, bl) !== def || (typesOf(g, bl) & 2) === 0 || isTapped(g, bl)) continue;
      if (!canBlock(g, bl, a)) continue;
      const f = fight(g, a, bl);
      if ((f & 1) !== 0 && ((f & 2) === 0 || creatureValue(g, bl) < av)) safe = false;
    }
    if (safe) return o;
  }
  return 0;
}

/** One blocker-attacker pair at a time: good blocks, then trades up, then chumps when the damage is lethal. */
function blockChoice(g: Game, p: number): number {
  const n = optionCount(g);
  freshCharacteristics(g);
  // Damage from attackers not blocked yet.
  const np = zoneSize(g, Zone.InPlay, 0);
  let incoming = 0;
  for (let i = 0; i < np; i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    if (isAttacking(g, id) && !isBlocked(g, id)) incoming += Math.max(0, powerOf(g, id));
  }
  const lethal = incoming >= life(g, p);
  const paid = blockCost(g) > 0; // a cost to block (War Cadence): only blocks that win, or that save the game
  let best = 0;
  let bestScore = 0;
  for (let o = 0; o < n; o++) {
    const pair = decodeOption(g, o, opt);
    if (pair.none) continue; // "done" (absent when a requirement asks for more)
    const bl = pair.object;
    const a = pair.other;
    const ap = powerOf(g, a);
    const f = fight(g, a, bl);
    const aDies = (f & 1) !== 0;
    const bDies = (f & 2) !== 0;
    const av = creatureValue(g, a);
    const bv = creatureValue(g, bl);
    let s: number;
    if (aDies && !bDies) s = 20 + av;
    else if (!bDies) s = 5 + ap;
    else if (aDies) s = av > bv ? av - bv : lethal ? 1 : 0;
    else s = lethal ? 1 + 0.1 * ap - 0.01 * bv : 0;
    if (isBlocked(g, a) && !lethal) s -= 30; // don't pile onto one attacker
    if (paid && s < 20 && !lethal) s = 0;
    if (s > bestScore) {
      bestScore = s;
      best = o;
    }
  }
  return best;
}

/** Damage division: lethal damage to each blocker in turn, then (trample) the player. */
function assignChoice(g: Game): number {
  const n = optionCount(g);
  freshCharacteristics(g);
  for (let o = 0; o < n; o++) {
    const to = decodeOption(g, o, opt);
    if (to.player >= 0) return o;
    const t = to.object;
    if (damageOf(g, t) + damageAssigned(g, -1, t) < toughnessOf(g, t)) return o;
  }
  return 0;
}
