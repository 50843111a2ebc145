// Every cost word, in two lists: the parts of an activated ability's cost (the JSON Schema of a cost is
// their union in this order) and a spell's additional costs. The card compiler finds a word by its JSON
// form (the first whose schema accepts it), and their run-time kinds are installed for the engine
// (actions/cost-kinds.ts): a part's word (CostC.word) is its place in the two lists, one after the other.
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ActivatedC, CostC, ManaCost } from '../core/cardform.js';
import { Decision } from '../core/constants.js';
import { installConspireCost, installCostKinds } from '../actions/cost-kinds.js';
import type { Compile } from './common.js';
import type { CostsC, CostWord } from './cost.js';
import {
  discard,
  discardACard,
  payLife,
  sacrifice,
  sacrificeForSpell,
  tapTwoSharingCreatureType,
  tapUntapped,
} from './costs-chosen.js';
import { mana } from './costs-mana.js';
import { discardThis, sacrificeThis, tap, untap } from './costs-source.js';
import { loyalty } from './costs-loyalty.js';
import { putCounters, removeCounterFrom, removeCounters } from './costs-counters.js';
import { removeCardInGraveyard } from './costs-graveyard.js';
import { returnToHandForSpell, revealOrPay, sacrificeAll } from './costs-spell.js';
import { tapTwoSharingAColor } from './costs-conspire.js';
import { untapTapped } from './costs-untap.js';
import { putMinusOneCounterOn, putMinusOneCounterOnForSpell } from './costs-put-counter.js';
import { revealTwoSharingAColor } from './costs-reveal-two.js';
import { discardManaValueX } from './costs-discard-x.js';
import { tapTotalPower } from './costs-tap-power.js';
import { sacrificeX } from './costs-sacrifice-x.js';

/** The words of an activated ability's cost, in the order of the published schema. */
const COSTS: readonly CostWord[] = [
  tap,
  sacrificeThis,
  discardACard,
  mana,
  sacrifice,
  discard,
  loyalty,
  removeCounters,
  tapUntapped,
  payLife,
  discardThis,
  untap,
  removeCounterFrom,
  removeCardInGraveyard,
  tapTwoSharingCreatureType,
  untapTapped,
  putMinusOneCounterOn,
  putCounters,
  revealTwoSharingAColor,
  discardManaValueX,
  tapTotalPower,
  sacrificeX,
];
/** The words of a spell's additional cost ("spell.additionalCost"). */
const SPELL_COSTS: readonly CostWord[] = [
  sacrificeAll,
  sacrificeForSpell,
  revealOrPay,
  returnToHandForSpell,
  putMinusOneCounterOnForSpell,
];
/** The words of the costs a way of playing a spell adds (conspire's, 502.78), which card words make. */
const OPTION_COSTS: readonly CostWord[] = [tapTwoSharingAColor];
const ALL: readonly CostWord[] = [...COSTS, ...SPELL_COSTS, ...OPTION_COSTS];
ALL.forEach((w, i) => (w.word = i));
installCostKinds(ALL);

export const CostSchema = Type.Union(COSTS.map((w) => w.schema));
const CostListSchema = Type.Array(CostSchema);
/** The schema of "spell.additionalCost" (one word: its own schema, as published). */
export const SpellCostSchema =
  SPELL_COSTS.length === 1 ? SPELL_COSTS[0].schema : Type.Union(SPELL_COSTS.map((w) => w.schema));

const ZERO: ManaCost = { generic: 0, colored: [0, 0, 0, 0, 0, 0], x: 0, cmc: 0, xColor: -1, hybrid: null, ways: null };

/** Compiles an ability's "cost": each part by its word, in the order written, then put in the order they are paid. */
export function compileCosts(v: unknown, c: Compile, f: string): CostsC {
  const list: unknown[] = c.check(CostListSchema, v, f, 'a list of costs like ["{T}"] or ["{1}{R}"]');
  const costs: CostsC = {
    cost: { ...ZERO, colored: [0, 0, 0, 0, 0, 0] },
    tap: false,
    costs: [],
    asks: false,
    tapAndManaOnly: true,
    xFromCost: false,
  };
  const before: CostWord[] = [];
  list.forEach((s, i) => {
    const w = COSTS.find((k) => Value.Check(k.schema, s))!; // the list is valid: each is some word's
    if (!w.once || !before.includes(w)) {
      const part: CostC = { word: w.word, filter: null, n: 0 };
      w.compileOwn(s, c, `${f}[${i}]`, part, costs, before);
      costs.costs.push(part);
      costs.asks ||= w.choice !== Decision.None;
      costs.tapAndManaOnly &&= w.payer;
    }
    before.push(w);
  });
  costs.costs.sort((a, b) => COSTS[a.word].order - COSTS[b.word].order); // stable: as written within an order
  return costs;
}

/** Compiles a spell's "additionalCost" (one word's part); f names it. */
export function compileSpellCost(v: unknown, c: Compile, f: string): CostC {
  const s: unknown = c.check(
    SpellCostSchema,
    v,
    f,
    'a {"sacrificeAll": FILTER}, {"sacrifice": FILTER}, {"revealOrPay": {"card": FILTER, "pay": "{3}"}}, {"returnToHand": FILTER} or {"putMinusOneCounterOn": FILTER} object',
  );
  const w = SPELL_COSTS.find((k) => Value.Check(k.schema, s))!;
  const part: CostC = { word: w.word, filter: null, n: 0 };
  const none: CostsC = { cost: ZERO, tap: false, costs: [], asks: false, tapAndManaOnly: false, xFromCost: false };
  w.compileOwn(s, c, f, part, none, []);
  return part;
}

/** Conspire's cost (502.78 of 2008): two parts, one per creature to tap (vocab/costs-conspire.ts). */
export const conspireParts = (): CostC[] => [
  { word: tapTwoSharingAColor.word, filter: null, n: 0 },
  { word: tapTwoSharingAColor.word, filter: null, n: 1 },
];
installConspireCost(conspireParts()); // a conspire granted to a spell (Wort, the Raidmother)

/** Retrace's cost (502.81 of 2008): discard a land card (the word "discard", with a filter of land cards). */
export const retraceParts = (c: Compile): CostC[] => [
  { word: discard.word, filter: c.filter({ types: ['Land'] }), n: 0 },
];

/** "{1}{R}, {T}": an ability's cost, part by part, for logs and descriptions ("{0}": no part). */
export function costText(ab: CostsC | ActivatedC): string {
  // (a part that describes nothing is the second choice of a word described by its first)
  return (
    ab.costs
      .map((part) => ALL[part.word].describe(part, ab))
      .filter((s) => s !== '')
      .join(', ') || '{0}'
  );
}

/** "sacrifice all creatures you control": a spell's additional cost. */
export const spellCostText = (part: CostC): string => ALL[part.word].describe(part, null);
