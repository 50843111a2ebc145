// Every static ability word, in one list: the JSON Schema of a static ability's "effect" is their union
// in this order, and the card compiler finds a word by its "op".
import { Type } from '@sinclair/typebox';
import type { StaticC } from '../core/cardform.js';
import { Layer } from '../core/continuous.js';
import { type Compile, NO_POWER_LIMIT } from './common.js';
import type { StaticWord } from './static.js';
import { colorEach } from './static-color-each.js';
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
  doubleDamage,
  handsRevealed,
  insteadOfGraveyard,
  maxAttackers,
  maxBlockers,
  preventAllDamage,
  preventCombatDamageToAndBy,
  redirectDamageToAttached,
  revealUntilInsteadOfDraw,
  skipSteps,
} from './statics-replacement.js';
import {
  cantActivateNamed,
  cantBeCountered,
  cantPlaySpells,
  costMore,
  drawInsteadOfGainingLife,
  landsTapForAnyColor,
  manaPoolsDontEmpty,
  noLossForZeroLife,
  noMaximumHandSize,
  oneSpellPerTurn,
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
  redirectDamageToAttached,
  handsRevealed,
  cantLose,
  protectionFromChosenColor,
  maxAttackers,
  maxBlockers,
  cantBeTargetedBy,
  cantBeTargetedByOpponents,
  attackTax,
  insteadOfGraveyard,
  revealUntilInsteadOfDraw,
  playerShroud,
  cantPlaySpells,
  cantBeCountered,
  costMore,
  noMaximumHandSize,
  playLandsFromGraveyard,
  manaPoolsDontEmpty,
  untapDuringOthersUntapSteps,
  oneSpellPerTurn,
  landsTapForAnyColor,
  noLossForZeroLife,
  drawInsteadOfGainingLife,
  cantActivateNamed,
  colorEach,
];

const byName = new Map<string, StaticWord>(STATICS.map((s) => [s.name, s]));

export const StaticSchema = Type.Union(STATICS.map((s) => s.schema));

/** Compiles a static ability's "effect" by its word, then what every static needs checked and noted. */
export function compileStatic(v: unknown, c: Compile, f: string, text: string): StaticC {
  const op = (v as { op?: unknown } | null)?.op;
  const word = typeof op === 'string' ? byName.get(op) : undefined; // a Map: "constructor" is no word
  if (word === undefined) return c.fail(`${f}.op`, `one of ${[...byName.keys()].join(', ')}`, op);
  const st = word.compile(c.check(word.schema, v, f, 'a static effect') as Record<string, unknown>, c, f, text);
  const fl = st.filter;
  // Power is what layer 6 computes: a static ability's filter can't read it (its own effects would depend on it).
  if (fl.powerAtMost !== NO_POWER_LIMIT)
    c.fail(`${f}.filter.powerAtMost`, "no power condition in a static ability's filter", fl.powerAtMost);
  // A characteristic-changing static that looks at tapped, attacking or blocking permanents must be
  // reapplied when those change (chars.ts): marked here so the engine only pays for it then.
  st.volatile =
    st.layer !== Layer.Replacement &&
    (st.whileUntapped || fl.tapped >= 0 || fl.attacking >= 0 || fl.blocking >= 0 || fl.blockingThis);
  return st;
}
