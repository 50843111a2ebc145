// Every static ability word, in one list: the JSON Schema of a static ability's "effect" is their union
// in this order, and the card compiler finds a word by its "op".
import { grantConspire } from './statics-conspire.js';
import { regenerateInsteadOfDestroyed } from './replacements-regenerate.js';
import { mayPreventDamageToPlayers, preventYourSpellsDamageToOpponents } from './prevent-instead.js';
import { drawTwoCardsInstead, gainTwiceThatMuchLife } from './replacements-reflections.js';
import { tappedForManaProducesTwice } from './statics-mana-twice.js';
import { Type } from '@sinclair/typebox';
import type { StaticC } from '../core/cardform.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { type Compile, NO_POWER_LIMIT } from './common.js';
import type { StaticWord } from './static.js';
import { addChosenColorEverywhere, colorEach } from './static-color-each.js';
import { addTypesEach, landTypesEach } from './statics-types.js';
import { cantPlayActivatedAbilities } from './statics-cant-activate.js';
import { protectionFromChosenName } from './statics-protection-name.js';
import { allDamageAsThoughWither, damageCantBePrevented, playersCantGainLife } from './statics-damage-rules.js';
import { gainAllCreatureTypesStatic, setCreatureTypesStatic } from './creature-types.js';
import {
  animate,
  control,
  definePt,
  grantAbilities,
  grantKeywords,
  loseAllAbilities,
  loseKeywords,
  protectionFromChosenColor,
  pumpEach,
  setPtEach,
} from './statics-characteristics.js';
import {
  attackTax,
  cantBeTargetedBy,
  cantBeTargetedByOpponents,
  cantLose,
  comesIntoPlayTapped,
  comesIntoPlayWithAdditionalCounter,
  doubleDamage,
  handsRevealed,
  insteadOfGraveyard,
  maxAttackers,
  maxBlockers,
  cantBlockCreatureType,
  preventAllDamage,
  preventCombatDamageToAndBy,
  preventNoncombatDamageToYou,
  preventDamageToYourCreatures,
  redirectDamageToAttached,
  revealUntilInsteadOfDraw,
  skipSteps,
} from './statics-replacement.js';
import {
  cantActivateNamed,
  cantBeCountered,
  cantDrawCards,
  counterRemovesInstead,
  cantPlaySpells,
  costLess,
  cantPlayIfControlsMore,
  combatDamageByToughness,
  costMore,
  drawInsteadOfGainingLife,
  landsTapForAnyColor,
  manaPoolsDontEmpty,
  noLossForZeroLife,
  noMaximumHandSize,
  activateAsThoughHaste,
  oneSpellPerTurn,
  playRemovedWithThis,
  playerShroud,
  playLandsFromGraveyard,
  untapDuringOthersUntapSteps,
} from './statics-rules.js';

/** The words of a static ability's "effect", in the order of the published schema. */
export const STATICS: readonly StaticWord[] = [
  pumpEach,
  grantKeywords,
  definePt,
  loseAllAbilities,
  setPtEach,
  loseKeywords,
  grantAbilities,
  animate,
  control,
  doubleDamage,
  preventCombatDamageToAndBy,
  preventAllDamage,
  skipSteps,
  comesIntoPlayTapped,
  comesIntoPlayWithAdditionalCounter,
  redirectDamageToAttached,
  handsRevealed,
  cantLose,
  protectionFromChosenColor,
  maxAttackers,
  maxBlockers,
  cantBlockCreatureType,
  cantBeTargetedBy,
  cantBeTargetedByOpponents,
  attackTax,
  insteadOfGraveyard,
  revealUntilInsteadOfDraw,
  playerShroud,
  cantPlaySpells,
  cantBeCountered,
  grantConspire,
  regenerateInsteadOfDestroyed,
  counterRemovesInstead,
  costMore,
  noMaximumHandSize,
  playLandsFromGraveyard,
  manaPoolsDontEmpty,
  untapDuringOthersUntapSteps,
  oneSpellPerTurn,
  playRemovedWithThis,
  landsTapForAnyColor,
  noLossForZeroLife,
  drawInsteadOfGainingLife,
  cantDrawCards,
  cantActivateNamed,
  colorEach,
  costLess,
  cantPlayIfControlsMore,
  setCreatureTypesStatic,
  combatDamageByToughness,
  gainAllCreatureTypesStatic,
  activateAsThoughHaste,
  preventNoncombatDamageToYou,
  preventDamageToYourCreatures,
  preventYourSpellsDamageToOpponents,
  mayPreventDamageToPlayers,
  drawTwoCardsInstead,
  gainTwiceThatMuchLife,
  tappedForManaProducesTwice,
  addTypesEach,
  landTypesEach,
  addChosenColorEverywhere,
  cantPlayActivatedAbilities,
  playersCantGainLife,
  damageCantBePrevented,
  allDamageAsThoughWither,
  protectionFromChosenName,
];

const byName = new Map<string, StaticWord>(STATICS.map((s) => [s.name, s]));

export const StaticSchema = Type.Union(STATICS.map((s) => s.schema));

/** The most parts one printed static ability may have. */
export const MAX_STATIC_PARTS = 4;

/**
 * A static ability ({"kind": "static", "effect": ...} or "effects": [...]) into its parts, first = index of its first
 * part among the card's statics. Several parts are one printed ability whose effect applies in several layers
 * ("all creatures lose all abilities and are 1/1": Humility), which 418.5b keeps together: once it starts to apply, it
 * goes on applying to the same set of objects in its later layers, even if its source loses the ability meanwhile. So
 * the parts must change characteristics (layers 1-6) of one set of objects: one filter.
 */
export function compileStaticAbility(o: Record<string, unknown>, c: Compile, f: string, first: number): StaticC[] {
  const text = typeof o.text === 'string' ? o.text : '';
  if ((o.effect === undefined) === (o.effects === undefined))
    c.fail(f, 'either "effect" (one static effect) or "effects" (the parts of one ability)', Object.keys(o));
  if (o.effect !== undefined) {
    const st = compileStatic(o.effect, c, `${f}.effect`, text);
    st.group = first;
    return [st];
  }
  const parts = o.effects;
  if (!Array.isArray(parts) || parts.length < 2 || parts.length > MAX_STATIC_PARTS)
    c.fail(`${f}.effects`, `a list of 2 to ${MAX_STATIC_PARTS} static effects (the parts of one ability)`, parts);
  const out = parts.map((p, i) => compileStatic(p, c, `${f}.effects[${i}]`, text));
  const filter = canonical((parts[0] as { filter?: unknown }).filter);
  for (let i = 0; i < out.length; i++) {
    const pf = `${f}.effects[${i}]`;
    const st = out[i];
    if (st.layer < Layer.Copy || st.layer > Layer.PtSwitch)
      c.fail(`${pf}.op`, 'a word that changes characteristics (layers 1-6) in an ability of several parts', st.text);
    const pfilter = (parts[i] as { filter?: unknown }).filter;
    if (pfilter === undefined || canonical(pfilter) !== filter)
      c.fail(`${pf}.filter`, "the same filter as the ability's other parts (one set of objects, 418.5b)", pfilter);
    if (st.whileUntapped) c.fail(`${pf}.whileUntapped`, 'no whileUntapped in an ability of several parts', true);
    // granted.ts finds the abilities a grant gives from its row alone: a grant whose ability started to apply in an
    // earlier layer (and so goes on after its source loses its abilities) is more than it can tell.
    if (st.what === ContinuousEffect.GrantAbility && out.some((p) => p.layer < Layer.Other))
      c.fail(`${pf}.abilities`, 'no activated ability granted by an ability with a part in layers 1-4', 'one');
    st.group = first;
    st.linked = true;
  }
  return out;
}

/** JSON with object keys sorted: two filters that say the same compare equal. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );
}

/** Compiles a static ability's "effect" by its word, then what every static needs checked and noted. */
export function compileStatic(v: unknown, c: Compile, f: string, text: string): StaticC {
  const op = (v as { op?: unknown } | null)?.op;
  const word = typeof op === 'string' ? byName.get(op) : undefined; // a Map: "constructor" is no word
  if (word === undefined) return c.fail(`${f}.op`, `one of ${[...byName.keys()].join(', ')}`, op);
  const st = word.compile(c.check(word.schema, v, f, 'a static effect') as Record<string, unknown>, c, f, text);
  const fl = st.filter;
  // Power is what layer 6 computes: a static ability's filter can't read it (its own effects would depend on it).
  if (fl.madeByThis) c.fail(`${f}.filter.madeByThis`, "no madeByThis in a static ability's filter", true);
  // hasCounters, plusOneCounter and minusOneCounter read the counters themselves, not a characteristic (counters are
  // applied in layer 6, 418.5), and a counter put or removed marks characteristics stale (events.ts).
  if (fl.blocked >= 0) c.fail(`${f}.filter.blocked`, "no blocked in a static ability's filter", fl.blocked === 1);
  if (fl.damaged)
    c.fail(`${f}.filter.dealtDamageThisTurn`, "no dealtDamageThisTurn in a static ability's filter", true);
  if (fl.powerAtMost !== NO_POWER_LIMIT)
    c.fail(`${f}.filter.powerAtMost`, "no power condition in a static ability's filter", fl.powerAtMost);
  if (fl.toughnessAtLeast !== -NO_POWER_LIMIT)
    c.fail(`${f}.filter.toughnessAtLeast`, "no toughness condition in a static ability's filter", fl.toughnessAtLeast);
  // A characteristic-changing static that looks at tapped, attacking or blocking permanents must be
  // reapplied when those change (chars.ts): marked here so the engine only pays for it then.
  st.volatile =
    st.layer !== Layer.Replacement &&
    (st.whileUntapped || fl.tapped >= 0 || fl.attacking >= 0 || fl.blocking >= 0 || fl.blockingThis);
  return st;
}
