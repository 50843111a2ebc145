// Heuristic evaluation of a position, shared by greedy (which maximises it) and mcts (which turns it
// into a win probability at the end of a truncated rollout). It reads a whole game, so it must only be
// given a determinized or simulated copy, never the real game: hidden zones are read (hand sizes,
// library size), and in a copy their contents are the searcher's own guess.
//
// The score is from one player's side: what that player has minus what the opponent has, in rough
// "points" where one life at a comfortable total is 1 and a card in hand is about 2.
import { type Game, isOver, winner } from '../src/engine/api/game.js';
import {
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

export interface EvalWeights {
  /** Life: points per life at 1-4, 5-10 and above 10 (life matters more when it is low). */
  lifeLow: number;
  lifeMid: number;
  lifeHigh: number;
  /** A creature: base, per power, per toughness. */
  creature: number;
  power: number;
  toughness: number;
  /** Extra per power for evasion (flying, fear, landwalk), first strike, trample; flat extras. */
  evasion: number;
  firstStrike: number;
  trample: number;
  vigilance: number;
  defender: number;
  /** A non-mana activated ability (Prodigal Pyromancer, Royal Assassin); a mana ability. */
  ability: number;
  manaAbility: number;
  /** A land in play, up to `landsWanted`, then each further one. */
  land: number;
  landsWanted: number;
  extraLand: number;
  /** Another permanent (enchantment, artifact). */
  permanent: number;
  /** A planeswalker (212.9 of 2008): base, and per loyalty counter (what damage and minus abilities spend). */
  planeswalker: number;
  loyalty: number;
  /** A card in hand: a spell; a land while lands in play are fewer than landsWanted, and after. */
  handSpell: number;
  handLand: number;
  handLandLate: number;
  /** An empty library (the next draw loses), per poison counter. */
  emptyLibrary: number;
  poison: number;
  /** Logistic scale turning a score difference into a win probability (mcts). */
  scale: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = {
  lifeLow: 3,
  lifeMid: 1.6,
  lifeHigh: 1,
  creature: 2,
  power: 1.6,
  toughness: 1,
  evasion: 1,
  firstStrike: 0.5,
  trample: 0.3,
  vigilance: 0.3,
  defender: -1.2,
  ability: 3,
  manaAbility: 1,
  land: 1.5,
  landsWanted: 6,
  extraLand: 0.3,
  permanent: 3,
  planeswalker: 4,
  loyalty: 1.5,
  handSpell: 2,
  handLand: 0.5,
  handLandLate: 0.1,
  emptyLibrary: 20,
  poison: 3,
  scale: 12,
};

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

const side = new Float64Array(2);
const landsIn = new Int32Array(2);

/** The position for player `p`: p's side minus the opponent's; +-WIN_SCORE once the game is over. */
export function evaluate(g: Game, p: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (isOver(g)) {
    const win = winner(g);
    return win === p ? WIN_SCORE : win === 1 - p ? -WIN_SCORE : 0;
  }
  freshCharacteristics(g);
  side[0] = 0;
  side[1] = 0;
  landsIn[0] = 0;
  landsIn[1] = 0;
  const n = zoneSize(g, Zone.InPlay, 0);
  for (let i = 0; i < n; i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    const who = controllerOf(g, id);
    const t = typesOf(g, id);
    if ((t & 2) !== 0) side[who] += creatureValue(g, id, w);
    else if ((t & 16) !== 0) landsIn[who]++;
    else if ((t & CardType.Planeswalker) !== 0) side[who] += planeswalkerValue(g, id, w);
    else side[who] += w.permanent;
  }
  for (let q = 0; q < 2; q++) {
    const lands = landsIn[q];
    side[q] += w.land * Math.min(lands, w.landsWanted) + w.extraLand * Math.max(0, lands - w.landsWanted);
    side[q] += lifeScore(life(g, q), w) - w.poison * poison(g, q);
    const nh = zoneSize(g, Zone.Hand, q);
    for (let i = 0; i < nh; i++) {
      const c = cardOf(g, zoneObject(g, Zone.Hand, q, i));
      side[q] += (c.types & 16) === 0 ? w.handSpell : lands < w.landsWanted ? w.handLand : w.handLandLate;
    }
    if (zoneSize(g, Zone.Library, q) === 0) side[q] -= w.emptyLibrary;
  }
  return side[p] - side[1 - p];
}

/** Points for `life`, concave: the last few life points are worth the most. */
export function lifeScore(life: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (life <= 0) return -WIN_SCORE / 10;
  const low = Math.min(life, 4);
  const mid = Math.min(Math.max(life - 4, 0), 6);
  const high = Math.max(life - 10, 0);
  return w.lifeLow * low + w.lifeMid * mid + w.lifeHigh * high;
}

/** What a creature in play is worth to its controller. */
export function creatureValue(g: Game, id: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  const pw = Math.max(0, powerOf(g, id));
  const tou = toughnessOf(g, id) - damageOf(g, id);
  if (tou <= 0) return 0; // dies at the next check
  const kw = keywordsOf(g, id);
  let v = w.creature + w.power * pw + w.toughness * toughnessOf(g, id);
  const kw2 = keywords2Of(g, id);
  if ((kw & EVASION) !== 0 || (kw2 & EVASION2) !== 0) v += w.evasion * pw;
  if ((kw2 & LIMITS2) !== 0) v -= 0.5;
  if ((kw2 & CombatWord.Lifelink) !== 0) v += w.power * pw * 0.5;
  if ((kw & (Keyword.FirstStrike | Keyword.DoubleStrike)) !== 0) v += w.firstStrike * (pw + 1);
  if ((kw & Keyword.DoubleStrike) !== 0) v += w.power * pw;
  if ((kw & Keyword.Trample) !== 0) v += w.trample * pw;
  if ((kw & Keyword.Vigilance) !== 0) v += w.vigilance * pw;
  if ((kw & Keyword.Defender) !== 0) v += w.defender * pw;
  if ((kw & Keyword.Reach) !== 0) v += 0.5;
  if ((kw & Keyword.Shroud) !== 0) v += 1;
  const info = cardInfo(g.cards, cardIdOf(g, id));
  v += w.ability * info.abilities + w.manaAbility * info.manaAbilities;
  if (isToken(g, id)) v -= 0.5;
  return v;
}

/** What a planeswalker in play is worth to its controller: more with each loyalty counter; nothing at 0 (it goes). */
function planeswalkerValue(g: Game, id: number, w: EvalWeights): number {
  const loyalty = loyaltyCountersOf(g, id);
  return loyalty <= 0 ? 0 : w.planeswalker + w.loyalty * loyalty;
}

/** Probability-like reward in (0,1) for player p: a logistic of evaluate(); 1/0/0.5 once over. */
export function winProbability(g: Game, p: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (isOver(g)) {
    const win = winner(g);
    return win === p ? 1 : win === 1 - p ? 0 : 0.5;
  }
  return 1 / (1 + Math.exp(-evaluate(g, p, w) / w.scale));
}
