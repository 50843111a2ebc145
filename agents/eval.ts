// Heuristic evaluation of a position, shared by greedy (which maximises it) and mcts (which turns it
// into a win probability at the end of a truncated rollout). It reads a whole game, so it must only be
// given a determinized or simulated copy, never the real game: hidden zones are read (hand sizes,
// library size), and in a copy their contents are the searcher's own guess.
//
// The score is from one player's side: what that player has minus what the opponent has, in rough
// "points" where one life at a comfortable total is 1 and a card in hand is about 2.
import { type Game, isOver, winner } from '../src/engine/api/game.js';
import {
  activePlayer,
  cardIdOf,
  cardOf,
  controllerOf,
  damageOf,
  freshCharacteristics,
  isToken,
  keywords2Of,
  keywordsOf,
  life,
  loyaltyCountersOf,
  poison,
  powerOf,
  toughnessOf,
  typesOf,
  Zone,
  zoneObject,
  zoneSize,
  Keyword,
  CombatWord,
  CardType,
  K2_LANDWALK,
} from '../src/engine/api/observe.js';
import { cardInfo } from './cardinfo.js';
import { nextAttackDamage } from './threat.js';

/**
 * The evaluation's features, in the order of a weight vector: each is a count or an amount on one side
 * (life in three bands; per creature its base, power, toughness and keyword terms; lands, permanents, cards
 * in hand by kind; the library and poison), and a position's feature is that player's minus the opponent's.
 * The score is the weighted sum, so its weights can be fitted to game outcomes (eval-fit.ts).
 */
export const FEATURES = [
  'lifeLow', // life 1-4, each point
  'lifeMid', // life 5-10
  'lifeHigh', // life above 10
  'creature', // a creature in play (one that will not die at the next check)
  'power',
  'toughness',
  'evasion', // per power, for flying, fear, landwalk, shadow, unblockable...
  'firstStrike', // per power + 1, for first strike or double strike
  'doubleStrike', // per power
  'lifelink', // per power
  'trample', // per power
  'vigilance', // per power
  'defender', // per power
  'reach',
  'shroud',
  'limited', // can't attack or can't block, alone or at all; must attack
  'token',
  'ability', // a non-mana activated ability (Prodigal Pyromancer)
  'manaAbility',
  'land', // a land in play, up to landsWanted
  'extraLand', // each land beyond landsWanted
  'permanent', // a noncreature, nonland permanent other than a planeswalker
  'planeswalker', // a planeswalker with loyalty (212.9 of 2008)
  'loyalty', // a loyalty counter on a planeswalker (what damage and minus abilities spend)
  'handSpell', // a nonland card in hand
  'handCreature', // a creature card in hand (on top of handSpell)
  'handOneShot', // an instant or sorcery card in hand (on top of handSpell): worth what it does when cast, no more
  'handLand', // a land in hand while lands in play are fewer than landsWanted
  'handLandLate', // a land in hand after that
  'emptyLibrary', // the next draw loses
  'libraryLow', // cards short of 5 in the library
  'poison', // a poison counter
  'attackThreat', // damage the next all-out attack deals through every block (threat.ts), up to the defender's life
  'lethalThreat', // that damage is lethal
] as const;
export type FeatureName = (typeof FEATURES)[number];
const F = Object.fromEntries(FEATURES.map((name, i) => [name, i])) as Record<FeatureName, number>;

export interface EvalWeights {
  /** One weight per feature, in FEATURES order. */
  readonly values: Float64Array;
  /** Lands in play worth `land` each; beyond, `extraLand`. */
  readonly landsWanted: number;
  /** Logistic scale turning a score difference into a win probability (mcts). */
  readonly scale: number;
}

/**
 * The hand-set weights, in rough "points" where one life at a comfortable total is 1 and a card in hand is
 * about 2 (the evaluation before fitted weights; `greedy:eval=hand`).
 */
export const HAND_WEIGHTS: Readonly<Record<FeatureName | 'landsWanted' | 'scale', number>> = {
  lifeLow: 3,
  lifeMid: 1.6,
  lifeHigh: 1,
  creature: 2,
  power: 1.6,
  toughness: 1,
  evasion: 1,
  firstStrike: 0.5,
  doubleStrike: 1.6,
  lifelink: 0.8,
  trample: 0.3,
  vigilance: 0.3,
  defender: -1.2,
  reach: 0.5,
  shroud: 1,
  limited: -0.5,
  token: -0.5,
  ability: 3,
  manaAbility: 1,
  land: 1.5,
  extraLand: 0.3,
  permanent: 3,
  planeswalker: 4,
  loyalty: 1.5,
  handSpell: 2,
  handCreature: 0,
  handOneShot: -2,
  handLand: 0.5,
  handLandLate: 0.1,
  emptyLibrary: -20,
  libraryLow: 0,
  poison: -3,
  attackThreat: 0.3,
  lethalThreat: 15,
  landsWanted: 6,
  scale: 12,
};

/** Weights from named numbers (every feature named, landsWanted and scale); `where` names the source in errors. */
export function weightsOf(named: Readonly<Record<string, unknown>>, where = 'weights'): EvalWeights {
  const values = new Float64Array(FEATURES.length);
  const num = (key: string): number => {
    const v = named[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`${where}: "${key}" must be a number`);
    return v;
  };
  for (const key of Object.keys(named)) {
    if (key !== 'landsWanted' && key !== 'scale' && !(key in F))
      throw new Error(`${where}: unknown weight "${key}" (expected ${FEATURES.join(', ')}, landsWanted, scale)`);
  }
  FEATURES.forEach((name, i) => (values[i] = num(name)));
  const landsWanted = num('landsWanted');
  const scale = num('scale');
  if (!Number.isInteger(landsWanted) || landsWanted < 0)
    throw new Error(`${where}: landsWanted must be a whole number`);
  if (scale <= 0) throw new Error(`${where}: scale must be positive`);
  return { values, landsWanted, scale };
}

export const DEFAULT_WEIGHTS: EvalWeights = weightsOf(HAND_WEIGHTS, 'hand weights');

/** Score of a finished game: larger than any position's. */
export const WIN_SCORE = 10_000;

const EVASION =
  Keyword.Flying |
  Keyword.Fear |
  Keyword.Plainswalk |
  Keyword.Islandwalk |
  Keyword.Swampwalk |
  Keyword.Mountainwalk |
  Keyword.Forestwalk;
// The combat words that make a creature hard to block (second keyword word), and the ones that limit it.
const EVASION2 =
  CombatWord.Shadow |
  CombatWord.Unblockable |
  K2_LANDWALK |
  CombatWord.ProtCreatures |
  CombatWord.MinTwoBlockers |
  CombatWord.OnlyWallsOrFliers;
const LIMITS2 =
  CombatWord.CantBlock |
  CombatWord.CantAttack |
  CombatWord.CantAttackAlone |
  CombatWord.CantBlockAlone |
  CombatWord.MustAttack;

/** Instant or sorcery (CardType bits). */
const ONE_SHOT = CardType.Instant | CardType.Sorcery;

const scratch = new Float64Array(FEATURES.length);
/** Scratch for one creature's or one life total's features (creatureValue, lifeScore). */
const partScratch = new Float64Array(FEATURES.length);
const landsIn = new Int32Array(2);

/**
 * The position's features for player `p` into `out` (p's side minus the opponent's, FEATURES order); returns
 * the part of the score no weight scales: a player at 0 life or less counts as all but lost.
 */
export function evalFeatures(g: Game, p: number, out: Float64Array, landsWanted = DEFAULT_WEIGHTS.landsWanted): number {
  freshCharacteristics(g);
  out.fill(0);
  landsIn[0] = 0;
  landsIn[1] = 0;
  const n = zoneSize(g, Zone.InPlay, 0);
  for (let i = 0; i < n; i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    const sign = controllerOf(g, id) === p ? 1 : -1;
    const t = typesOf(g, id);
    if ((t & 2) !== 0) creatureFeatures(g, id, out, sign);
    else if ((t & 16) !== 0) landsIn[controllerOf(g, id)]++;
    else if ((t & CardType.Planeswalker) !== 0) {
      const loyalty = loyaltyCountersOf(g, id);
      if (loyalty > 0) {
        out[F.planeswalker] += sign;
        out[F.loyalty] += sign * loyalty;
      } // at 0 it goes at the next check: worth nothing
    } else out[F.permanent] += sign;
  }
  let fixed = 0;
  for (let q = 0; q < 2; q++) {
    const sign = q === p ? 1 : -1;
    const lands = landsIn[q];
    out[F.land] += sign * Math.min(lands, landsWanted);
    out[F.extraLand] += sign * Math.max(0, lands - landsWanted);
    const lq = life(g, q);
    if (lq <= 0) fixed -= (sign * WIN_SCORE) / 10;
    else addLifeBands(out, sign, lq);
    out[F.poison] += sign * poison(g, q);
    const nh = zoneSize(g, Zone.Hand, q);
    for (let i = 0; i < nh; i++) {
      const types = cardOf(g, zoneObject(g, Zone.Hand, q, i)).types;
      if ((types & 16) === 0) {
        out[F.handSpell] += sign;
        if ((types & 2) !== 0) out[F.handCreature] += sign;
        else if ((types & ONE_SHOT) !== 0) out[F.handOneShot] += sign;
      } else if (lands < landsWanted) out[F.handLand] += sign;
      else out[F.handLandLate] += sign;
    }
    const library = zoneSize(g, Zone.Library, q);
    if (library === 0) out[F.emptyLibrary] += sign;
    out[F.libraryLow] += sign * Math.max(0, 5 - library);
  }
  addThreat(g, p, out);
  return fixed;
}

/** The active player's next attack (threat.ts): good for the attacker, bad for the defender. */
function addThreat(g: Game, p: number, out: Float64Array): void {
  const damage = nextAttackDamage(g);
  if (damage <= 0) return;
  const attacker = activePlayer(g);
  const sign = attacker === p ? 1 : -1;
  const defenderLife = life(g, 1 - attacker);
  out[F.attackThreat] += sign * Math.min(damage, Math.max(defenderLife, 0));
  if (damage >= defenderLife) out[F.lethalThreat] += sign;
}

/** The position for player `p`: p's side minus the opponent's; +-WIN_SCORE once the game is over. */
export function evaluate(g: Game, p: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (isOver(g)) {
    const win = winner(g);
    return win === p ? WIN_SCORE : win === 1 - p ? -WIN_SCORE : 0;
  }
  const fixed = evalFeatures(g, p, scratch, w.landsWanted);
  return fixed + dot(w.values, scratch);
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

/** Adds `life`'s three bands (1-4, 5-10, above 10), times `sign`, to `out`. */
function addLifeBands(out: Float64Array, sign: number, life: number): void {
  out[F.lifeLow] += sign * Math.min(life, 4);
  out[F.lifeMid] += sign * Math.min(Math.max(life - 4, 0), 6);
  out[F.lifeHigh] += sign * Math.max(life - 10, 0);
}

/** Points for `life`, concave: the last few life points are worth the most. */
export function lifeScore(life: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (life <= 0) return -WIN_SCORE / 10;
  partScratch.fill(0);
  addLifeBands(partScratch, 1, life);
  return dot(w.values, partScratch);
}

/** What a creature in play is worth to its controller. */
export function creatureValue(g: Game, id: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  partScratch.fill(0);
  creatureFeatures(g, id, partScratch, 1);
  return dot(w.values, partScratch);
}

/** Adds a creature's features, times `sign`, to `out`; a creature that dies at the next check adds none. */
function creatureFeatures(g: Game, id: number, out: Float64Array, sign: number): void {
  const pw = Math.max(0, powerOf(g, id));
  const toughness = toughnessOf(g, id);
  if (toughness - damageOf(g, id) <= 0) return;
  const kw = keywordsOf(g, id);
  const kw2 = keywords2Of(g, id);
  out[F.creature] += sign;
  out[F.power] += sign * pw;
  out[F.toughness] += sign * toughness;
  if ((kw & EVASION) !== 0 || (kw2 & EVASION2) !== 0) out[F.evasion] += sign * pw;
  if ((kw2 & LIMITS2) !== 0) out[F.limited] += sign;
  if ((kw2 & CombatWord.Lifelink) !== 0) out[F.lifelink] += sign * pw;
  if ((kw & (Keyword.FirstStrike | Keyword.DoubleStrike)) !== 0) out[F.firstStrike] += sign * (pw + 1);
  if ((kw & Keyword.DoubleStrike) !== 0) out[F.doubleStrike] += sign * pw;
  if ((kw & Keyword.Trample) !== 0) out[F.trample] += sign * pw;
  if ((kw & Keyword.Vigilance) !== 0) out[F.vigilance] += sign * pw;
  if ((kw & Keyword.Defender) !== 0) out[F.defender] += sign * pw;
  if ((kw & Keyword.Reach) !== 0) out[F.reach] += sign;
  if ((kw & Keyword.Shroud) !== 0) out[F.shroud] += sign;
  const info = cardInfo(g.cards, cardIdOf(g, id));
  out[F.ability] += sign * info.abilities;
  out[F.manaAbility] += sign * info.manaAbilities;
  if (isToken(g, id)) out[F.token] += sign;
}

/** Probability-like reward in (0,1) for player p: a logistic of evaluate(); 1/0/0.5 once over. */
export function winProbability(g: Game, p: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (isOver(g)) {
    const win = winner(g);
    return win === p ? 1 : win === 1 - p ? 0 : 0.5;
  }
  return 1 / (1 + Math.exp(-evaluate(g, p, w) / w.scale));
}
