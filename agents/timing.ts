// When a player takes an instant-speed action (an instant, an activated ability, turning a face-down
// creature up): at the moment it can matter, as players do, not at the first chance. Acting early gives
// the opponent information and spends mana that a later moment would have used better; "later" here is
// free, since the same action stays available. The moments: the plan moments (planMoment below); the
// other player's end step (the last chance before this player's untap); and, for an action that harms
// the opponent's side, this player's main phase (removal before combat). An action that adds mana is
// timely whenever offered: the look-ahead judges it with what it pays for. Whatever a player can do only
// at sorcery timing is timely whenever it is offered.
import {
  abilitiesCardOf,
  decodeOption,
  activatedAbilityCard,
  activePlayer,
  cardOf,
  combatStage,
  currentStep,
  faceUpCardIdOf,
  floatingMana,
  itemController,
  type OptionInfo,
  Opt,
  sorceryTiming,
  stackItem,
  stackSize,
  Step,
} from '../src/engine/api/observe.js';
import { type Game, optionCount } from '../src/engine/api/game.js';
import { Aim, cardInfo } from './cardinfo.js';

/** Is now a moment for p to take priority option `o` (decoded)? Pass and sorcery-speed actions always are. */
export function timely(g: Game, p: number, o: OptionInfo): boolean {
  const kind = o.action;
  if (kind === Opt.Pass || kind === Opt.PlayLand || kind === Opt.CastFaceDown) return true;
  let harms: boolean;
  if (kind === Opt.Cast) {
    const c = cardOf(g, o.object);
    if ((c.types & 8) === 0 && sorceryTiming(g, p)) return true; // a permanent or sorcery, cast as usual
    const info = cardInfo(g.cards, c.id);
    if (info.spellAddsMana) return true; // a ritual: the look-ahead judges it with the spell it pays for
    harms = info.spellHarms;
  } else if (kind === Opt.Activate) {
    const holder = activatedAbilityCard(g, o.object, o.ability)!;
    const ab = holder === abilitiesCardOf(g, o.object) ? o.ability : 0; // a granted ability is its holder's only one
    if (holder.activated[ab].sorcery) return true;
    const info = cardInfo(g.cards, holder.id);
    if (info.abilityAddsMana[ab] !== 0) return true;
    harms = info.abilityHarms[ab] !== 0;
  } else {
    // Turning a face-down creature up: it harms when a "turned face up" trigger of the card does (Skirk Marauder).
    harms = cardInfo(g.cards, faceUpCardIdOf(g, o.object)).triggerAim.some((aims) => aims.includes(Aim.Harm));
  }
  // Before blocks: a permanent's ability (evasion granted, a blocker tapped), which the opponent sees
  // coming anyway; a spell from hand waits for after blocks, where it is a surprise.
  if (kind === Opt.Activate && beforeBlocks(g)) return true;
  // Removal before combat: an action that harms the opponent's side in p's own main phase.
  return trickMoment(g, p) || (harms && sorceryTiming(g, p));
}

/** Attackers declared, blockers not yet. */
function beforeBlocks(g: Game): boolean {
  return currentStep(g) === Step.DeclareAttackers && combatStage(g) >= 1;
}

/** Blockers declared, combat damage not yet dealt. */
export function afterBlocks(g: Game): boolean {
  return currentStep(g) === Step.DeclareBlockers && combatStage(g) >= 2;
}

/** The other player's spell or ability is on top of the stack. */
export function respond(g: Game, p: number): boolean {
  const n = stackSize(g);
  return n > 0 && itemController(g, stackItem(g, n - 1)) !== p;
}

/** A moment for any instant-speed action of p's: the plan moments but before blocks, or the other's end step. */
function trickMoment(g: Game, p: number): boolean {
  if (currentStep(g) === Step.End && activePlayer(g) !== p && stackSize(g) === 0) return true;
  return floatingMana(g, p) > 0 || respond(g, p) || afterBlocks(g);
}

/**
 * A moment where an action completes a plan begun before it: mana floating (a ritual, then its spell), the
 * other player's spell or ability on the stack (removal, then the regeneration shield), attackers declared
 * (the attack, then the evasion), blockers declared (the block, then the pump). A look-ahead searches this
 * player's own action here instead of passing (greedy.ts).
 */
export function planMoment(g: Game, p: number): boolean {
  return floatingMana(g, p) > 0 || respond(g, p) || beforeBlocks(g) || afterBlocks(g);
}

/**
 * The one option of g's priority decision that is timely for p, as an index of the game's options (among `offered`'s
 * first n when given: restricted play); -1 when none or several. Decodes into `o`.
 */
export function loneTimely(g: Game, p: number, offered: Int32Array | null, n: number, o: OptionInfo): number {
  let lone = -1;
  const count = offered === null ? optionCount(g) : n;
  for (let i = 0; i < count; i++) {
    const a = offered === null ? i : offered[i];
    if (!timely(g, p, decodeOption(g, a, o))) continue;
    if (lone >= 0) return -1;
    lone = a;
  }
  return lone;
}
