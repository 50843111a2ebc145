// Every kind of replacement and prevention row, in one list, installed for the replace stage
// (batch/replacement-kinds.ts) with the cards' own replacements (card words with an ownReplacement, in
// the card schema's order: the order their options are offered).
import { ContinuousEffect } from '../core/continuous.js';
import { installReplacementKinds, type ReplacementKind } from '../batch/replacement-kinds.js';
import { CARD_WORDS } from './card-word-registry.js';
import { UNNUMBERED } from './replacement.js';
import { planeswalkerRedirect } from './replacements-planeswalker.js';
import {
  doubleDamage,
  preventCombat,
  preventCombatToAndBy,
  preventDamageShield,
  preventFromColors,
  preventNextFromSource,
  preventNoncombatToYou,
  preventToBy,
  preventToYourCreatures,
  redirectToAttached,
  redirectUnblocked,
  regenerationShield,
} from './replacements-damage.js';
import {
  drawInstead,
  drawsInsteadOfLife,
  entersTapped,
  graveyardInstead,
  revealInsteadOfDraw,
} from './replacements-zones.js';
import { mayPreventCount, preventYourSpellsDamage } from './prevent-instead.js';
import { doubleLifeGain, drawTwoInstead } from './replacements-reflections.js';
import { preventAllDamageBy } from './effects-prevent-by.js';
import { activationLockRow } from './statics-cant-activate.js';
import { manaTwiceRow } from './statics-mana-twice.js';
import { allWitherRow, unpreventableRow } from './statics-damage-rules.js';
import { namedProtectionRow } from './statics-protection-name.js';
import { RuleRows } from '../facts/rules-mod.js';
import { regenerateSelf } from './replacements-regenerate.js';

export const REPLACEMENTS: readonly ReplacementKind[] = [
  preventDamageShield,
  regenerationShield,
  preventCombat,
  preventCombatToAndBy,
  preventToBy,
  preventFromColors,
  doubleDamage,
  preventNextFromSource,
  redirectUnblocked,
  redirectToAttached,
  entersTapped,
  drawInstead,
  graveyardInstead,
  drawsInsteadOfLife,
  revealInsteadOfDraw,
  preventNoncombatToYou,
  preventToYourCreatures,
  preventYourSpellsDamage,
  mayPreventCount,
  drawTwoInstead,
  doubleLifeGain,
  preventAllDamageBy,
  activationLockRow,
  unpreventableRow,
  allWitherRow,
  namedProtectionRow,
  regenerateSelf,
  manaTwiceRow,
];
// Kinds without a number of the engine's get one here, after its own, in list order.
let nextWhat = ContinuousEffect.FIRST_FREE as number;
for (const k of REPLACEMENTS) if (k.what === UNNUMBERED) (k as { what: number }).what = nextWhat++;
RuleRows.activationLock = activationLockRow.what;
RuleRows.damageUnpreventable = unpreventableRow.what;
RuleRows.allDamageWither = allWitherRow.what;
RuleRows.namedProtection = namedProtectionRow.what;
RuleRows.manaTwice = manaTwiceRow.what;

installReplacementKinds(REPLACEMENTS, [
  ...CARD_WORDS.flatMap((w) => (w.ownReplacement === null ? [] : [w.ownReplacement])),
  planeswalkerRedirect, // a rule's, 212.9 of 2008
]);
