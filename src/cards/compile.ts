// Validates card definitions and compiles them to engine form (engine/cardform.ts), through the
// vocabulary registry (engine/vocab/): each verb, cost, target kind, trigger event and static ability
// brings its own schema and compiler. Errors name the file, the card and the field, and say what was
// expected.
import {
  COSTS_WITH_X,
  EACH_COLOR_AMONG,
  EACH_COLOR_EFFECT,
  producedTypes,
  REFLECT_LANDS,
  reflectLands,
} from './compile-mana-types.js';
import { checkManaX, manaTimes } from './compile-mana-times.js';
import { compileLibraryBounds, libraryBoundsSchema } from '../engine/vocab/library-bounds.js';
import { type Static, Type } from '@sinclair/typebox';
import {
  AbilityKind,
  AmountKind,
  Attach,
  type CCard,
  HYBRID_TWO,
  type ManaCost,
  type ManaSourceC,
  type ModeC,
  makeCard,
  makeTriggered,
  Loyalty,
  TargetCount,
  TriggerEvent,
} from '../engine/core/cardform.js';
import { CardType, COLOR_NAMES, Keyword, TYPE_NAMES, Zone } from '../engine/core/constants.js';
import { printedSubtypeSet, subtypeSetId } from '../engine/core/subtypes.js';
import { compileCondition, compileTarget, parseManaCost } from '../engine/vocab/abilities.js';
import { compileCosts, compileSpellCost } from '../engine/vocab/cost-registry.js';
import type { CostsC } from '../engine/vocab/cost.js';
import type { CostC } from '../engine/core/cardform.js';
import { loyalty as loyaltyCost, LOYALTY_MINUS_X } from '../engine/vocab/costs-loyalty.js';
import {
  bits,
  CardError,
  type CardProblem,
  CardTypeSchema,
  ColorSchema,
  Compile,
  compileCountBounds,
  compileLifeBounds,
  countBoundsSchema,
  lifeBoundsSchema,
  keywordBits,
  CardKeywordSchema,
  ManaCostSchema,
  gotText,
  NO_SUCH_FIELD,
  problemMessage,
  SupertypeSchema,
} from '../engine/vocab/common.js';
import { compileMode, compileModes } from '../engine/vocab/registry.js';
import { sacrifice, tapUntapped } from '../engine/vocab/costs-chosen.js';
import { installKeywordAbilities } from '../engine/vocab/keyword-abilities.js';
import { compileTrigger, triggerKindOf, triggerOf } from '../engine/vocab/trigger-registry.js';
import { namedProtectionRow } from '../engine/vocab/statics-protection-name.js';
import { compileStaticAbility } from '../engine/vocab/static-registry.js';
import { cardWordFields, compileCardWords } from '../engine/vocab/card-word-registry.js';
import { manaSymbols } from '../engine/vocab/effects-other.js';
import { ContinuousEffect, Layer } from '../engine/core/continuous.js';
import { TEXT_IDENTITY, textWords } from '../engine/facts/textchange.js';
const ACTIVATION_TIMINGS = ['sorcery', 'oncePerTurn', 'yourUpkeep', 'yourTurn'] as const;

export { CardError, parseManaCost };

const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'];
/** No control characters, no space at either end: a name must survive a deck line, a CSV cell and a
 * log line unchanged ("|", "@", "!", quotes and commas are fine: reports encode them). */
const NAME_PATTERN =
  '^[^\\s\\u0000-\\u001f\\u007f-\\u009f]([^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]*[^\\s\\u0000-\\u001f\\u007f-\\u009f])?$';

/** A card's own fields (its abilities and spell are checked by their own compilers). */
export const CardFieldsSchema = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: NAME_PATTERN,
      description: 'the card name: printable characters, no line breaks or tabs, no space at either end',
    }),
    manaCost: Type.Optional(ManaCostSchema),
    colors: Type.Optional(Type.Array(ColorSchema)),
    types: Type.Array(CardTypeSchema, { minItems: 1 }),
    subtypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 12 })),
    supertypes: Type.Optional(Type.Array(SupertypeSchema)),
    power: Type.Optional(Type.Integer({ minimum: -100, maximum: 1000 })),
    toughness: Type.Optional(Type.Integer({ minimum: -100, maximum: 1000 })),
    loyalty: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100, description: "a planeswalker's printed loyalty (212.9 of 2008)" }),
    ),
    text: Type.Optional(Type.String({ maxLength: 4000 })),
    keywords: Type.Optional(Type.Array(CardKeywordSchema)),
    spell: Type.Optional(Type.Unknown()),
    enchant: Type.Optional(Type.Unknown()),
    // The card-level words (dredge, morph, comesIntoPlayTapped, ...): vocab/card-word-registry.ts.
    ...cardWordFields(),
    abilities: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 24 })),
  },
  { additionalProperties: false },
);
type CardFields = Static<typeof CardFieldsSchema>;

/**
 * A mana ability whose cost is more than {T} ("Sacrifice Composite Golem: Add {W}{U}{B}{R}{G}", "{1},
 * {T}, Sacrifice Chromatic Star: Add one mana of any color"): an activated ability flagged manaAbility, its
 * effect addMana. `produce`: a string of symbols adds them all; "any" one mana of the color of your choice.
 */
function costlyMana(o: Record<string, unknown>, card: CCard, c: Compile, f: string, text: string, costs: CostsC): void {
  if (o.damageToYou !== undefined)
    c.fail(`${f}.damageToYou`, 'no damage on a mana ability with a cost other than {T}', o.damageToYou);
  // It is played at once (406.1 of 2008): no X; of the costs that ask a choice as it is played (409.1f), only
  // tapping untapped permanents ("Tap an untapped creature you control": Springleaf Drum).
  const parts: unknown[] = Array.isArray(o.cost) ? o.cost : [];
  // An allow-list: a new cost word that asks a choice is refused here until it is known to work in a mana ability.
  const answerless = ['tapUntapped', 'removeCounters', 'payLife', 'loyalty', 'sacrifice', 'sacrificeX'];
  const asksOther = parts.some(
    (x) => x === 'discardACard' || (typeof x === 'object' && x !== null && !answerless.some((k) => k in x)),
  );
  if (costs.cost.x > 0 || (costs.asks && asksOther))
    c.fail(`${f}.cost`, '{T}, mana, "sacrificeThis", sacrifice and tapUntapped for a mana ability', o.cost);
  const symbols = (v: unknown): boolean => typeof v === 'string' && /^(\{[WUBRG1-9]\})+$/.test(v);
  const list: unknown[] = Array.isArray(o.produce) ? o.produce : [];
  const choice = list.length >= 2 && list.length <= 6 && list.every(symbols);
  const among = o.produce === EACH_COLOR_AMONG;
  if (o.produce !== 'any' && o.produce !== 'doublePool' && !symbols(o.produce) && !choice && !among) {
    c.fail(
      `${f}.produce`,
      'a string of the mana symbols it adds, like "{W}{U}{B}{R}{G}", a list of 2 to 6 such strings to choose one from (["{W}{W}", "{W}{U}", "{U}{U}"]), "any" (one mana of any color) or "doublePool" on a mana ability with a cost other than {T}, or "eachColorAmongPermanentsYouControl"',
      o.produce,
    );
  }
  // "Add {W}{W}, {W}{U}, or {U}{U}": one mode a choice, chosen as it is played (409.1b)
  const produced = choice ? (list as string[]) : [o.produce];
  const effects = produced.map((mana) =>
    mana === 'doublePool' ? { op: 'doubleManaPool' } : among ? EACH_COLOR_EFFECT : { op: 'addMana', mana },
  );
  manaTimes(o, effects, c, f);
  const chooser = o.chooseAPlayer === true;
  if (chooser && (choice || !symbols(o.produce)))
    c.fail(
      `${f}.chooseAPlayer`,
      'one string of mana symbols to produce (not a choice, "any" or "doublePool")',
      o.produce,
    );
  // "Choose a player. That player adds ...": a mode for each player, chosen as it is played
  const players = chooser ? ['you', 'opponent'].map((player) => ({ effect: { ...effects[0], player } })) : [];
  c.usesX = false;
  const modes = chooser
    ? compileModes({ modes: players }, c, f, text)
    : choice
      ? compileModes({ modes: effects.map((effect) => ({ effect })) }, c, f, text)
      : compileModes({ effect: effects[0] }, c, f, text);
  checkManaX(c, f, costs);
  if (choice) card.filterMana = filterColors(costs, list as string[]);
  // The activations this turn are counted per permanent: one counted ability a card (as for activated abilities).
  if (o.maxPerTurn !== undefined && card.activated.some((a) => a.counted))
    c.fail(`${f}.maxPerTurn`, 'at most one ability per card that counts its activations this turn', o.maxPerTurn);
  card.activated.push({
    cost: costs.cost,
    tap: costs.tap,
    costs: costs.costs,
    sorcery: false,
    modes,
    text,
    // "Play this ability no more than three times each turn" (Manaforge Cinder): counted like an activated ability's
    counted: o.maxPerTurn !== undefined,
    maxPerTurn: (o.maxPerTurn as number | undefined) ?? 0,
    upkeepOnly: false,
    fromHand: false,
    fromGraveyard: false,
    anyPlayer: false,
    turnOnly: false,
    manaAbility: true,
    loyalty: Loyalty.None,
    onlyIf: null,
  });
}

/**
 * The colors of a filter ability (Mystic Gate's "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}"): {T} and one hybrid
 * symbol of two colors, adding two mana in each combination of them; 0 for any other choice of mana.
 */
function filterColors(costs: CostsC, produced: string[]): number {
  const h = costs.cost.hybrid;
  if (!costs.tap || costs.costs.length !== 2 || h === null || h.length !== 1 || h[0] >> 3 === HYBRID_TWO) return 0;
  if (costs.cost.generic !== 0 || costs.cost.colored.some((n) => n !== 0)) return 0;
  const [a, b] = ['WUBRG'[h[0] & 7], 'WUBRG'[h[0] >> 3]];
  const combos = [`{${a}}{${a}}`, `{${a}}{${b}}`, `{${b}}{${b}}`];
  if (produced.length !== 3 || !combos.every((m) => produced.includes(m))) return 0;
  return (1 << (h[0] & 7)) | (1 << (h[0] >> 3));
}

/**
 * "{T}: Add one mana of any color (`amount` 2: two mana in any combination of colors). Spend this mana only to play
 * [matching] spells or activated abilities of [matching permanents]" (Smokebraider, Primal Beyond): the automatic payer
 * taps it only for such a spell or ability (actions/mana.ts). Only {T}, one mana of any color, one such ability a card.
 * "{T}: Add {4} to your mana pool. Spend this mana only on costs that contain {X}" (Rosheen Meanderer): spendOnly
 * COSTS_WITH_X and colorless mana ("{1}" to "{4}"), paying any part of a spell's or activated ability's cost with {X}.
 */
function restrictedMana(o: Record<string, unknown>, card: CCard, c: Compile, f: string, costs: CostsC): void {
  if (o.spendOnly === undefined) c.fail(`${f}.amount`, 'an amount only with "spendOnly"', o.amount);
  if (!costs.tap || costs.costs.length !== 1) c.fail(`${f}.cost`, '["{T}"] for a mana ability with spendOnly', o.cost);
  const withX = o.spendOnly === COSTS_WITH_X;
  const colorless = typeof o.produce === 'string' && /^\{[1-4]\}$/.test(o.produce);
  if (o.produce !== 'any' && !(withX && colorless))
    c.fail(
      `${f}.produce`,
      `"any" for a mana ability with spendOnly ("{1}" to "{4}" with "${COSTS_WITH_X}")`,
      o.produce,
    );
  if (o.damageToYou !== undefined) c.fail(`${f}.damageToYou`, 'no damage with spendOnly', o.damageToYou);
  if (colorless && o.amount !== undefined) c.fail(`${f}.amount`, 'no amount with colorless mana: its symbol', o.amount);
  const amount = colorless ? Number((o.produce as string).slice(1, -1)) : (o.amount ?? 1);
  if (!colorless && amount !== 1 && amount !== 2) c.fail(`${f}.amount`, '1 or 2', o.amount);
  if (card.restrictedMana !== null) c.fail(`${f}.spendOnly`, 'one mana ability with spendOnly a card', o.spendOnly);
  let filter = null;
  if (!withX) {
    c.printedOnly(o.spendOnly as never, `${f}.spendOnly`);
    filter = c.filter(o.spendOnly as never);
    if (filter === null) c.fail(`${f}.spendOnly`, 'a filter that names what the mana may be spent on', o.spendOnly);
  }
  // Equal restrictions share a key: their mana may float together (a string hash: no order of loading).
  let key = 7;
  for (const ch of JSON.stringify(o.spendOnly)) key = (Math.imul(key, 31) + ch.charCodeAt(0)) | 0;
  card.restrictedMana = { amount: amount as number, filter, key: (key & 0x3fffffff) | 1, withX, colorless };
}

/**
 * The face-down card (502.26b of 2008): a 2/2 creature with no text, no name, no subtypes and no mana
 * cost (so colorless). kinds AbilityKind.Activated: a face-down permanent's controller may turn it face up, a
 * special action listed with the activated abilities (priority.ts).
 */
export function faceDownCard(id: number): CCard {
  return makeCard({
    id,
    name: '',
    types: 2,
    power: 2,
    toughness: 2,
    subtypeSet: subtypeSetId([]),
    kinds: AbilityKind.Activated,
    text: '',
  });
}

/** Does this effect (at any depth) add mana? */
const addsMana = (e: unknown): boolean => JSON.stringify(e ?? null).includes('"op":"addMana"');

/**
 * A triggered mana ability ("Whenever enchanted land is tapped for mana, its controller adds {G}{G}",
 * Overgrowth): the payer counts its mana when it plans a payment, so only the form it can count is taken:
 * a lone addMana of fixed mana for the player who tapped the permanent, with no target, mode or "if".
 */
function checkTriggeredMana(o: Record<string, unknown>, c: Compile, f: string): void {
  const e = o.effect as Record<string, unknown> | undefined;
  if (o.targets !== undefined || o.modes !== undefined || o.if !== undefined || e?.op !== 'addMana') {
    c.fail(
      `${f}.effect`,
      'a lone addMana, with no targets, modes or "if", in a triggered mana ability (tapped for mana, adds mana: 406.1)',
      e ?? o.modes,
    );
  }
  if (e!.times !== undefined) c.fail(`${f}.effect.times`, 'no times in a triggered mana ability', e!.times);
  if (e!.player !== 'eventPlayer' && e!.player !== 'attachedController') {
    c.fail(
      `${f}.effect.player`,
      '"eventPlayer" or "attachedController" (the player who tapped it gets the mana) in a triggered mana ability',
      e!.player,
    );
  }
}

function ability(v: unknown, card: CCard, c: Compile, f: string): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) c.fail(f, 'an ability object', v);
  const o = v as Record<string, unknown>;
  const text = typeof o.text === 'string' ? o.text : '';
  const allow = (keys: string[]) => {
    for (const k of Object.keys(o)) if (!keys.includes(k)) c.fail(`${f}.${k}`, NO_SUCH_FIELD, k, keys);
  };
  c.nTargets = 0;
  c.thisAbility = null;
  c.eventObject = false;
  c.selfEvent = false;
  c.eventPlayer = false;
  c.eventAmount = false;
  c.clashTrigger = false;
  c.activationTrigger = false;
  switch (o.kind) {
    case 'mana': {
      allow([
        'kind',
        'cost',
        'produce',
        'damageToYou',
        'spendOnly',
        'amount',
        'maxPerTurn',
        'chooseAPlayer',
        'times',
        'alsoEffect',
        'text',
      ]);
      if (o.produce === REFLECT_LANDS) {
        reflectLands(o, card, c, f);
        return;
      }
      card.producible |= producedTypes(o.produce);
      const costs = compileCosts(o.cost, c, `${f}.cost`);
      const { cost, tap } = costs;
      if (o.maxPerTurn !== undefined && (!tap || !costs.tapAndManaOnly || cost.cmc > 0) === false)
        c.fail(`${f}.maxPerTurn`, 'a limit each turn only on a mana ability with a cost other than {T}', o.maxPerTurn);
      if (o.chooseAPlayer !== undefined && (o.spendOnly !== undefined || o.amount !== undefined))
        c.fail(`${f}.chooseAPlayer`, 'no spendOnly or amount with chooseAPlayer', o.chooseAPlayer);
      if (o.spendOnly !== undefined || o.amount !== undefined) {
        restrictedMana(o, card, c, f, costs);
        return;
      }
      // Automatic payment taps mana sources for their {T} abilities. A mana ability with another cost
      // (mana, sacrifice) is the player's choice: played at priority, it resolves at once (costlyMana).
      // (a player to choose makes it the player's choice too, never the automatic payer's)
      if (
        !tap ||
        !costs.tapAndManaOnly ||
        o.times !== undefined ||
        o.alsoEffect !== undefined ||
        cost.cmc > 0 ||
        o.produce === EACH_COLOR_AMONG ||
        o.chooseAPlayer !== undefined
      ) {
        costlyMana(o, card, c, f, text, costs);
        return;
      }
      if (cost.x > 0) c.fail(`${f}.cost`, "no {X} in a mana ability's cost", o.cost);
      const symbols =
        o.produce === 'any' ? ['{W}', '{U}', '{B}', '{R}', '{G}'] : Array.isArray(o.produce) ? o.produce : [o.produce];
      let colors = 0;
      for (const sym of symbols) {
        const i =
          typeof sym === 'string'
            ? ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}'].indexOf(sym === '{1}' ? '{C}' : sym)
            : -1;
        if (i < 0 || symbols.length === 0)
          c.fail(
            `${f}.produce`,
            'one mana symbol like "{G}", a list of the symbols to choose one from like ["{R}", "{G}"], or "any"',
            o.produce,
          );
        colors |= 1 << i;
      }
      if (colors === 0) c.fail(`${f}.produce`, 'at least one mana symbol', o.produce);
      const pain = o.damageToYou === undefined ? 0 : (o.damageToYou as number);
      if (!Number.isInteger(pain) || (o.damageToYou !== undefined && pain < 1) || pain > 20)
        c.fail(`${f}.damageToYou`, 'a whole number of damage from 1 to 20', o.damageToYou);
      card.mana.push({ tap, cost, colors, pain });
      return;
    }
    case 'activated': {
      allow([
        'kind',
        'cost',
        'targets',
        'effect',
        'modes',
        'timing',
        'maxPerTurn',
        'if',
        'fromGraveyard',
        'anyPlayer',
        'text',
      ]);
      // "Discard [this]: ..." (Faerie Macabre): an ability whose cost discards its own card works only from its
      // owner's hand (402.8g of 2008), as reinforce's does; never a granted one (the permanent has no card in hand).
      const fromHand = !c.granting && Array.isArray(o.cost) && o.cost.includes('discardThis');
      const hand = c.handAbility;
      c.handAbility ||= fromHand;
      const { cost, tap, costs, xFromCost } = compileCosts(o.cost, c, `${f}.cost`);
      c.handAbility = hand;
      if (fromHand && (o.fromGraveyard !== undefined || o.anyPlayer !== undefined || o.timing !== undefined))
        c.fail(`${f}.cost`, 'no fromGraveyard, anyPlayer or timing on an ability played from the hand', o.cost);
      if (o.timing !== undefined && !ACTIVATION_TIMINGS.includes(o.timing as never))
        c.fail(`${f}.timing`, `one of ${ACTIVATION_TIMINGS.join(', ')}`, o.timing);
      c.activatedAbility = true;
      c.countsActivations = false;
      c.usesX = false;
      c.xPaidOnResolution = false;
      c.xPaidOnResolution = false;
      // "Sacrifice a creature: ... damage equal to the sacrificed creature's power" (Brion Stoutarm).
      c.sacrificedPower = costs.some((part) => part.word === sacrifice.word);
      // "Tap an untapped red creature you control: ... where X is the power of the creature tapped this way".
      c.tappedOne = costs.filter((part) => part.word === tapUntapped.word).length === 1;
      const modes = compileModes(o, c, f, text);
      c.sacrificedPower = false;
      c.tappedOne = false;
      c.activatedAbility = false;
      const loyalty = loyaltyOf(costs);
      // ("Sacrifice X Goats" makes an X too)
      checkX(c, loyalty === Loyalty.MinusX || xFromCost ? 1 : cost.x, f);
      if (loyalty !== Loyalty.None) {
        if (cost.x > 0) c.fail(`${f}.cost`, 'no {X} beside a loyalty cost', o.cost);
        if (o.timing !== undefined || o.maxPerTurn !== undefined)
          c.fail(
            `${f}.timing`,
            'no timing on a loyalty ability (212.9 of 2008: as a sorcery, one each turn)',
            o.timing,
          );
      }
      if (o.maxPerTurn !== undefined && o.timing === 'oncePerTurn')
        c.fail(`${f}.maxPerTurn`, 'either timing "oncePerTurn" or maxPerTurn, not both', o.maxPerTurn);
      // "Play this ability only once each turn" is a limit of one.
      // 212.9 of 2008: a permanent's loyalty abilities share one count, with a limit of one each turn.
      const maxPerTurn =
        o.timing === 'oncePerTurn' || loyalty !== Loyalty.None
          ? 1
          : o.maxPerTurn === undefined
            ? 0
            : (o.maxPerTurn as number);
      if (o.maxPerTurn !== undefined && (!Number.isInteger(maxPerTurn) || maxPerTurn < 1 || maxPerTurn > 255))
        c.fail(
          `${f}.maxPerTurn`,
          'a whole number of activations from 1 to 255 ("play this ability no more than N times each turn")',
          o.maxPerTurn,
        );
      // The limit reads the same per-object count as "if this ability has been activated N times".
      const counted = c.countsActivations || maxPerTurn > 0;
      if (counted && card.activated.some((a) => a.counted && (a.loyalty === Loyalty.None || loyalty === Loyalty.None)))
        c.fail(
          `${f}.effect`,
          'at most one activated ability per card that counts its activations this turn (or has a limit each turn)',
          'a second one',
        );
      card.activated.push({
        cost,
        tap,
        costs,
        sorcery: o.timing === 'sorcery' || loyalty !== Loyalty.None,
        modes,
        text,
        counted,
        maxPerTurn,
        upkeepOnly: o.timing === 'yourUpkeep',
        fromHand,
        fromGraveyard: o.fromGraveyard === true,
        anyPlayer: o.anyPlayer === true,
        turnOnly: o.timing === 'yourTurn',
        manaAbility: false,
        loyalty,
        onlyIf:
          o.if === undefined
            ? null
            : compileCountBounds(
                c.check(countBoundsSchema(''), o.if, `${f}.if`, 'a count condition') as never,
                c,
                `${f}.if`,
              ),
      });
      return;
    }
    case 'equip': {
      // 212.2 of 2008: "Equip [cost]" means "[Cost]: Attach this to target creature you control. Play this
      // ability only any time you could play a sorcery."
      allow(['kind', 'cost', 'text']);
      if (card.attachKind !== Attach.Equipment) c.fail(`${f}.kind`, 'equip only on an Equipment', o.kind);
      const { cost, tap, costs } = compileCosts(o.cost, c, `${f}.cost`);
      const modes = compileModes(
        {
          targets: [{ kind: 'creature', filter: { controller: 'you' } }],
          effect: { op: 'attach', what: 'this', to: 'target:0' },
        },
        c,
        f,
        text,
      );
      card.activated.push({
        cost,
        tap,
        costs,
        sorcery: true,
        modes,
        text: text || 'Equip',
        counted: false,
        maxPerTurn: 0,
        upkeepOnly: false,
        fromHand: false,
        fromGraveyard: false,
        anyPlayer: false,
        turnOnly: false,
        manaAbility: false,
        loyalty: Loyalty.None,
        onlyIf: null,
      });
      return;
    }
    case 'triggered': {
      allow(['kind', 'when', 'if', 'targets', 'effect', 'modes', 'text']);
      c.thisAbility = v; // "and gains this ability" (becomeCopy's gainsThisAbility)
      const when = compileTrigger(o.when, c, `${f}.when`);
      // What its effect may read of its event ("it", "that player", "that much"), as its word says.
      const parts = triggerOf(when.event)!.parts(when);
      c.eventObject = parts.object;
      c.selfEvent = parts.object && when.self && when.event === TriggerEvent.ComesIntoPlay;
      c.eventPlayer = parts.player;
      c.eventAmount = parts.amount;
      c.clashTrigger = when.event === TriggerEvent.Clashes;
      if (when.event === TriggerEvent.State && o.if !== undefined)
        c.fail(`${f}.if`, 'no "if" on a state trigger (its state is its condition)', o.if);
      if (when.event === TriggerEvent.State && card.triggered.some((t) => t.event === TriggerEvent.State))
        c.fail(`${f}.when`, 'at most one state trigger on a card', 'a second');
      compileCondition(o.if, c, `${f}.if`, when);
      const manaAbility = when.event === TriggerEvent.TappedForMana && addsMana(o.effect);
      if (manaAbility) checkTriggeredMana(o, c, f);
      c.reads = 0;
      c.usesX = false;
      c.xPaidOnResolution = false;
      c.xPaidOnResolution = false;
      const modes = compileModes(o, c, f, text);
      checkX(c, 0, f);
      const t = makeTriggered(when, modes, text, c.reads);
      // CR 406.1, 411.3: it triggers from a mana ability and adds mana, so it is a mana ability itself:
      // the payer adds its mana as the land's own (mana.ts), and it never goes on the stack.
      if (manaAbility) {
        t.event = TriggerEvent.ManaAbility;
        const mana = (o.effect as { mana: string }).mana;
        // WUBRGC, then one mana of any color (Fertile Ground), its color chosen as the payer spends it
        t.manaAdd = mana === 'any' ? [0, 0, 0, 0, 0, 0, 1] : [...manaSymbols(mana), 0];
      }
      card.triggered.push(t);
      c.thisAbility = null;
      return;
    }
    case 'static': {
      allow(['kind', 'effect', 'effects', 'text', 'while']);
      const statics = compileStaticAbility(o, c, f, card.statics.length);
      if (o.while !== undefined) {
        const cond =
          (o.while as { library?: unknown }).library !== undefined
            ? compileLibraryBounds(
                c.check(libraryBoundsSchema, o.while, `${f}.while`, 'a library condition') as never,
                c,
                `${f}.while`,
              )
            : (o.while as { life?: unknown }).life !== undefined
              ? compileLifeBounds(
                  c.check(lifeBoundsSchema, o.while, `${f}.while`, 'a life condition') as never,
                  c,
                  `${f}.while`,
                )
              : compileCountBounds(
                  c.check(countBoundsSchema(''), o.while, `${f}.while`, 'a count condition') as never,
                  c,
                  `${f}.while`,
                );
        for (const st of statics) {
          // Only a row the layers apply (chars.ts) checks it as it applies.
          if (st.layer < Layer.Copy || st.layer > Layer.PtSwitch)
            c.fail(`${f}.while`, 'a condition only on an ability that changes characteristics (layers 1-6)', st.text);
          st.cond = cond;
        }
      }
      card.statics.push(...statics);
      // A row names its static by index in 6 bits (continuous.ts rowStatic).
      if (card.statics.length > 64) c.fail(f, 'at most 64 static effects on one card', card.statics.length);
      return;
    }
    default:
      c.fail(`${f}.kind`, 'one of mana, activated, equip, triggered, static', o.kind);
  }
  const readsName = (w: number) => w === ContinuousEffect.CantActivateNamed || w === namedProtectionRow.what;
  if (o.kind === 'static' && readsName(card.statics[card.statics.length - 1].what) && !card.namesCard) {
    c.fail(
      `${f}.effect.op`,
      'cantActivateNamed and protectionFromChosenName only on a card with "nameACardOnEntry" (they read the name chosen)',
      (o.effect as { op?: unknown } | undefined)?.op,
    );
  }
}

/**
 * An activated ability granted by this card's static ability or effect (granted.ts): compiled into a
 * card of its own that holds just that ability (named after the granting card, for logs), among the
 * card's token cards so the pool gives it an id. "This creature" in it is the permanent that has it.
 */
function grantedAbility(v: unknown, card: string, c: Compile, f: string): CCard {
  const kind = (v as { kind?: unknown } | null)?.kind;
  if (kind !== 'activated' && kind !== 'triggered')
    c.fail(`${f}.kind`, '"activated" or "triggered" (only these abilities can be granted)', kind);
  const holder = makeCard({ id: -1, name: card, types: 0, subtypeSet: subtypeSetId([]), kinds: AbilityKind.Activated });
  // The granting ability's compile state is set aside while the granted one compiles.
  const saved = {
    nTargets: c.nTargets,
    eventObject: c.eventObject,
    eventPlayer: c.eventPlayer,
    eventAmount: c.eventAmount,
    sacrificed: c.sacrificed,
    activatedAbility: c.activatedAbility,
    countsActivations: c.countsActivations,
    sacrificedPower: c.sacrificedPower,
    perPlayerAmount: c.perPlayerAmount,
    reads: c.reads,
    usesX: c.usesX,
    usedShare: c.usedShare,
    listTarget: c.listTarget,
    divided: c.divided,
    thisAbility: c.thisAbility,
  };
  const delayed = c.delayed.length;
  const granting = c.granting;
  c.granting = true;
  ability(v, holder, c, f);
  c.granting = granting;
  // Delayed triggered abilities its effect creates (417.2: "Remove them from the game at end of turn") are the
  // holder's, after its own ability: a delayed row names the card whose ability it is (stack-records.ts abilityCard).
  for (const d of c.delayed.splice(delayed)) {
    d.setIndex(holder.triggered.length);
    holder.triggered.push(d.ability);
  }
  if (kind === 'triggered') return grantedTrigger(v, holder, c, f, saved);
  if (holder.activated[0].counted)
    c.fail(`${f}`, 'no limit each turn and no count of activations in a granted ability (not supported yet)', v);
  // 418.6b: text changes of the permanent that has it don't change it; its filters are read through that
  // permanent's text map (chars.ts matches), so words a text change could reach are refused for now.
  const ab = holder.activated[0];
  const filters = [...ab.costs.map((k) => k.filter), ...ab.modes.flatMap((m) => m.filters)];
  if (
    textWords(holder, 0, TEXT_IDENTITY) !== 0 ||
    filters.some((x) => x !== null && (x.subtypes !== null || x.notSubtypes !== null))
  ) {
    c.fail(
      `${f}`,
      "no color word, basic land type or subtype in a granted ability's filters (not supported yet: 418.6b)",
      v,
    );
  }
  holder.text = holder.activated[0].text;
  Object.assign(c, saved);
  c.tokens.push(holder);
  return holder;
}

/**
 * A triggered ability granted by a static ability ("Equipped creature has 'Whenever this creature attacks or blocks,
 * ...'": trigger-kinds.ts scans the GrantTrigger rows): its holder card, whose kinds the granting card counts too.
 */
function grantedTrigger(v: unknown, holder: CCard, c: Compile, f: string, saved: Partial<Compile>): CCard {
  const t = holder.triggered[0];
  if (t.zone !== Zone.InPlay || t.event === TriggerEvent.ManaAbility || t.event === TriggerEvent.State)
    c.fail(`${f}.when`, 'a triggered ability that works in play, not a mana or state trigger (not supported yet)', v);
  // 418.6b: as for an activated ability, words a text change could reach are refused for now
  if (textWords(holder, 0, TEXT_IDENTITY) !== 0 || (t.filter !== null && t.filter.subtypes !== null))
    c.fail(
      `${f}`,
      "no color word, basic land type or subtype in a granted ability's filters (not supported yet: 418.6b)",
      v,
    );
  holder.kinds = abilityKinds(holder, false);
  holder.text = t.text;
  Object.assign(c, saved);
  c.tokens.push(holder);
  return holder;
}

/**
 * An amount of "x" (the compile context noted one since usesX was cleared) needs an {X} in the item's cost (409.1b).
 */
function checkX(c: Compile, costX: number, f: string): void {
  if (costX === 0 && c.usesX && !c.xPaidOnResolution)
    c.fail(f, 'an {X} in the cost of a spell or ability whose effect uses "x"', 'no {X}');
}

/** Its mana abilities combined for the automatic payer: which colors each makes, with or without damage. */
function manaSource(card: CCard, c: Compile): ManaSourceC {
  let free = 0;
  let painful = 0;
  let pain = 0;
  for (const a of card.mana) {
    if (a.pain === 0) {
      free |= a.colors;
      continue;
    }
    if (pain !== 0 && pain !== a.pain)
      c.fail(
        'abilities',
        'mana abilities that deal the same damage (different amounts on one card are not supported yet)',
        [pain, a.pain],
      );
    painful |= a.colors;
    pain = a.pain;
  }
  painful &= ~free;
  const single = painful === 0 && (free & (free - 1)) === 0;
  return { code: single ? 31 - Math.clz32(free) : 6, free, painful, pain };
}

function abilityKinds(c: CCard, zoneCount: boolean): number {
  // dredge and retrace (502.81 of 2008) work from the graveyard
  let k = c.dredge > 0 || c.retrace !== null ? AbilityKind.FromGraveyard : 0;
  if (c.activated.length > 0) k |= AbilityKind.Activated;
  if (c.activated.some((a) => a.fromGraveyard)) k |= AbilityKind.FromGraveyard;
  if (c.activated.some((a) => a.anyPlayer)) k |= AbilityKind.AnyPlayer;
  if (c.restrictedMana !== null) k |= AbilityKind.RestrictedMana;
  if (c.statics.length > 0) k |= AbilityKind.Static;
  if (c.statics.some((s) => s.linked)) k |= AbilityKind.LinkedStatic;
  // every card outside play and every spell has its chosen color too (facts/outside-colors.ts)
  if (c.statics.some((s) => s.chosenColor && s.what === ContinuousEffect.SetColors)) k |= AbilityKind.ColorsOutsidePlay;
  // (cards moving between other zones change what it counts or reads: Mortivore, Cairn Wanderer)
  if (c.statics.some((s) => (s.cda !== null && s.cda.zone !== Zone.InPlay) || s.fromGraveyards))
    k |= AbilityKind.ZoneCount;
  // "as long as a Warrior card is in your graveyard" (Vengeful Firebrand): a condition on cards outside play too
  if (c.statics.some((s) => s.cond !== null && s.cond.count.zone !== Zone.InPlay)) k |= AbilityKind.ZoneCount;
  // its P/T, or a static's condition ("as long as you have 25 or more life"), read its controller's life total
  if (c.statics.some((s) => s.cda?.kind === AmountKind.LifeTotal || s.cond?.count.kind === AmountKind.LifeTotal))
    k |= AbilityKind.LifeTotalPt;
  // "becomes a creature with 'its P/T are each equal to the number of cards in ...'" (Svogthos): kept up to date too.
  if (zoneCount) k |= AbilityKind.ZoneCount;
  // Persist is a leaves-play trigger (502.79 of 2008); granted persist is found by events.ts without this kind.
  if ((c.kw & Keyword.Persist) !== 0) k |= AbilityKind.LeaveTrigger;
  for (const t of c.triggered) {
    k |= t.zone === Zone.Graveyard ? AbilityKind.FromGraveyard : triggerKindOf(t.event);
    if (t.filter?.damagedBySrc) k |= AbilityKind.RemembersDamage;
  }
  return k;
}

/**
 * Entwine: "Choose one. You may choose all if you pay the entwine cost": one more mode, all
 * the modes in order with their targets together, whose cost is the mana cost plus the entwine cost.
 */
function entwinedMode(s: Record<string, unknown>, cost: ManaCost | null, c: Compile): ModeC {
  if (!Array.isArray(s.modes)) c.fail('spell.entwine', 'entwine only on a modal spell ("modes")', s.entwine);
  if (cost === null || cost.x > 0 || cost.hybrid !== null)
    c.fail('spell.entwine', 'a spell with a mana cost without {X} or hybrid symbols', s.entwine);
  const extra = parseManaCost(s.entwine as string, c, 'spell.entwine');
  if (extra.hybrid !== null) c.fail('spell.entwine', 'an entwine cost without hybrid symbols', s.entwine);
  const targets: unknown[] = [];
  const effects: unknown[] = [];
  for (const m of s.modes as Record<string, unknown>[]) {
    effects.push(shiftTargets(m.effect, targets.length));
    targets.push(...((m.targets as unknown[] | undefined) ?? []));
  }
  if (targets.length > 4) c.fail('spell.entwine', 'at most 4 targets in all the modes together', targets.length);
  const mode = compileMode({ targets, effect: { op: 'seq', effects } }, c, 'spell.entwine', 'all modes (entwine)');
  const colored = cost!.colored.map((n, i) => n + extra.colored[i]);
  const generic = cost!.generic + extra.generic;
  mode.cost = { generic, colored, x: 0, cmc: cost!.cmc + extra.cmc, xColor: -1, hybrid: null, ways: null };
  return mode;
}

/** The colors of a mana cost's symbols (203.2; a hybrid symbol is each of its colors, 203.2e of 2008). */
function costColors(cost: ManaCost): number {
  let colors = 0;
  for (let i = 0; i < 5; i++) if (cost.colored[i] > 0) colors |= 1 << i;
  for (const h of cost.hybrid ?? []) colors |= (1 << (h & 7)) | (h >> 3 === HYBRID_TWO ? 0 : 1 << (h >> 3));
  return colors;
}

/**
 * "Choose two" (409.1b: the modes are chosen as the spell is played; the same mode can't be chosen twice):
 * the spell's modes become every combination of `choose` different printed modes, each in printed order
 * with their targets together, so the one mode decision picks a combination (Cryptic Command: 6 of 4).
 */
function chosenModes(s: Record<string, unknown>, c: Compile): Record<string, unknown> {
  const modes = s.modes as Record<string, unknown>[] | undefined;
  const k = s.choose as number;
  if (!Array.isArray(modes) || modes.length <= k)
    c.fail('spell.choose', `modes, more of them than the ${k} chosen`, modes?.length ?? null);
  if (s.entwine !== undefined) c.fail('spell.choose', 'choose or entwine, not both', s.entwine);
  const out: Record<string, unknown>[] = [];
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length === k) {
      const targets: unknown[] = [];
      const effects: unknown[] = [];
      for (const i of chosen) {
        effects.push(shiftTargets(modes[i].effect, targets.length));
        targets.push(...((modes[i].targets as unknown[] | undefined) ?? []));
      }
      if (targets.length > 4) c.fail('spell.choose', 'at most 4 targets in the chosen modes together', targets.length);
      const text = chosen.map((i) => (typeof modes[i].text === 'string' ? modes[i].text : `mode ${i}`)).join('; ');
      out.push({ targets, effect: { op: 'seq', effects }, text });
      return;
    }
    for (let i = from; i < modes.length; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  if (out.length > 8) c.fail('spell.choose', 'at most 8 combinations of modes', out.length);
  return { modes: out };
}

/** An effect tree with its target references moved up by n (a later mode's targets follow the earlier ones'). */
function shiftTargets(v: unknown, n: number): unknown {
  if (typeof v === 'string') {
    const m = /^(target|targetController):([0-3])$/.exec(v);
    return m === null ? v : `${m[1]}:${Number(m[2]) + n}`;
  }
  if (Array.isArray(v)) return v.map((x) => shiftTargets(x, n));
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shiftTargets(x, n)]));
  return v;
}

/** Validates one card definition and compiles it; `id` is its index in the pool. */
export function compileCard(v: unknown, id: number, file: string): CCard {
  installKeywordAbilities(); // the rules' own abilities compile with the first card
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new CardError(`${file}: card: expected a card object, got ${gotText(v)}`);
  const raw = v as Record<string, unknown>;
  const unnamed = (expected: string): never => {
    const p: CardProblem = { card: null, field: 'name', expected, got: raw.name };
    throw new CardError(problemMessage(file, p), [p]);
  };
  if (typeof raw.name !== 'string' || raw.name.trim() === '') unnamed('a non-empty string');
  // A lone surrogate can't be written as UTF-8: the name would not read back.
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(raw.name as string))
    unnamed('well-formed Unicode text');
  const c: Compile = new Compile(file, raw.name as string);
  // Every bad field of the card itself at once; its abilities and spell stop at their first error.
  const problems = c.errors(CardFieldsSchema, v, 20);
  if (problems.length > 1) throw new CardError(problems.map((p) => problemMessage(file, p)).join('\n'), problems);
  const o: CardFields = c.check(CardFieldsSchema, v, '', 'a card object');
  const isAura = o.subtypes?.includes('Aura') === true;
  const isEquipment = o.subtypes?.includes('Equipment') === true;
  if (isAura && !o.types.includes('Enchantment')) c.fail('subtypes', 'Aura only on an Enchantment', 'Aura');
  if (isEquipment && !o.types.includes('Artifact')) c.fail('subtypes', 'Equipment only on an Artifact', 'Equipment');
  if (isAura && o.enchant === undefined)
    c.fail(
      'enchant',
      'what the Aura can enchant, as a target ({"kind": "creature"} or {"kind": "permanent", "filter": ...})',
      o.enchant,
    );
  if (!isAura && o.enchant !== undefined)
    c.fail('enchant', 'no enchant field on a card that is not an Aura', o.enchant);
  // An "enchant player" Aura is attached to a player, never to a permanent: no "enchanted creature" to name.
  c.enchantsPlayer = isAura && (o.enchant as { kind?: unknown } | null)?.kind === 'player';
  c.attaches = (isAura && !c.enchantsPlayer) || isEquipment;
  c.grantedAbility = (g, field) => grantedAbility(g, o.name, c, field);
  c.compileAbility = (a, onCard, field) => ability(a, onCard, c, field);
  // Keywords are bits: a second instance would be silently one. Only the triggered ones (flanking,
  // 502.3b; lifelink and deathtouch in 2008) would differ, so those are refused rather than played as one instance.
  for (const k of ['flanking', 'lifelink', 'deathtouch']) {
    if ((o.keywords ?? []).filter((x) => x === k).length > 1)
      c.fail(
        'keywords',
        `${k} at most once (several instances each triggering, 502.3b, are not supported yet)`,
        o.keywords,
      );
  }
  const types = bits(
    o.types,
    TYPE_NAMES.map((t) => t[0]),
  );
  const cost = o.manaCost === undefined ? null : parseManaCost(o.manaCost, c, 'manaCost');
  let colors = 0;
  if (o.colors !== undefined) colors = bits(o.colors, COLOR_NAMES);
  else if (cost) colors = costColors(cost);
  const isCreature = (types & 2) !== 0;
  // 212.8a of 2008: a tribal card has another card type, whose rules it is played by (no tribal creature or land).
  if (
    (types & CardType.Tribal) !== 0 &&
    (types & (CardType.Artifact | CardType.Enchantment | CardType.Instant | CardType.Sorcery)) === 0
  )
    c.fail('types', 'Tribal with another card type: Artifact, Enchantment, Instant or Sorcery (212.8a)', o.types);
  if ((types & CardType.Tribal) !== 0 && (types & (CardType.Creature | CardType.Land)) !== 0)
    c.fail('types', 'Tribal without Creature or Land (212.8a: a tribal card is played by its other type)', o.types);
  if (isCreature && (o.power === undefined || o.toughness === undefined))
    c.fail('power/toughness', 'whole numbers for a creature', [o.power, o.toughness]);
  const isPlaneswalker = (types & CardType.Planeswalker) !== 0;
  if (isPlaneswalker !== (o.loyalty !== undefined))
    c.fail(
      'loyalty',
      isPlaneswalker ? 'a loyalty for a planeswalker' : 'no loyalty on a card that is not a planeswalker',
      o.loyalty,
    );
  const card = makeCard({
    id,
    name: o.name,
    types,
    supers: bits(o.supertypes, SUPERTYPES),
    subtypes: o.subtypes ?? [],
    subtypeSet: printedSubtypeSet(o.subtypes ?? [], o.keywords?.includes('changeling') === true),
    colors,
    power: isCreature ? o.power! : 0,
    toughness: isCreature ? o.toughness! : 0,
    kw: keywordBits(o.keywords, 0),
    kw2: keywordBits(o.keywords, 1),
    cost,
    attachKind: isAura ? Attach.Aura : isEquipment ? Attach.Equipment : Attach.None,
    text: o.text ?? '',
    tokens: c.tokens,
    loyalty: o.loyalty ?? 0,
  });
  compileCardWords(o, card, c, false);
  if (isAura) {
    // An Aura spell targets what it will enchant (212.4a of 2008): its spell is that one target.
    const kind = (o.enchant as { kind?: unknown } | null)?.kind;
    if (kind !== 'creature' && kind !== 'permanent' && kind !== 'cardInGraveyard' && kind !== 'player')
      c.fail('enchant.kind', '"creature", "permanent", "cardInGraveyard" or "player"', kind);
    card.enchant = compileTarget(o.enchant, c, 'enchant');
    if (card.enchant.count !== TargetCount.One)
      c.fail('enchant.count', 'one object to enchant', (o.enchant as { count?: unknown }).count);
    const filters = card.enchant.filter === null ? [] : [card.enchant.filter];
    card.spell = [{ targets: [card.enchant], program: [], text: card.text, cost: null, filters, tokens: [] }];
  }
  if ((types & (8 | 32)) !== 0) {
    const s = o.spell as Record<string, unknown> | undefined;
    if (typeof s !== 'object' || s === null || Array.isArray(s))
      c.fail('spell', 'a {targets, effect} (or {modes}) object for an instant or sorcery', s);
    const fields = ['targets', 'effect', 'modes', 'additionalCost', 'xColor', 'entwine', 'choose'];
    for (const k of Object.keys(s)) if (!fields.includes(k)) c.fail(`spell.${k}`, NO_SUCH_FIELD, k, fields);
    if (s.xColor !== undefined) {
      const i = (COLOR_NAMES as readonly unknown[]).indexOf(s.xColor);
      if (i < 0) c.fail('spell.xColor', `one of ${COLOR_NAMES.join(', ')}`, s.xColor);
      if (!cost || cost.x === 0) c.fail('spell.xColor', 'a mana cost with {X}', o.manaCost);
      cost.xColor = i;
    }
    c.nTargets = 0;
    c.eventObject = false;
    c.eventPlayer = false;
    c.eventAmount = false;
    c.clashTrigger = false;
    c.activationTrigger = false;
    if (s.additionalCost !== undefined) {
      card.additionalCost = compileSpellCost(s.additionalCost, c, 'spell.additionalCost');
    }
    c.usesX = false;
    c.xPaidOnResolution = false;
    c.spellEffect = true;
    card.spell = compileModes(s.choose === undefined ? s : chosenModes(s, c), c, 'spell', card.text);
    if (s.entwine !== undefined) card.spell.push(entwinedMode(s, cost, c));
    c.spellEffect = false;
    card.spentColors = c.spentColors;
    c.sacrificedPower = false;
    checkX(c, cost?.x ?? 0, 'spell');
  } else if (o.spell !== undefined) permanentSpell(o.spell, card, c);
  (o.abilities ?? []).forEach((a, i) => ability(a, card, c, `abilities[${i}]`));
  compileCardWords(o, card, c, true);
  // An instant or sorcery is never in play: an ability of one that works only in play would do nothing.
  if ((types & (8 | 32)) !== 0) {
    (o.abilities ?? []).forEach((a, i) => {
      const { kind, fromGraveyard } = a as { kind?: unknown; fromGraveyard?: unknown };
      if (kind !== 'triggered' && !(kind === 'activated' && fromGraveyard === true))
        c.fail(
          `abilities[${i}].kind`,
          'only an ability that works outside play on an instant or sorcery (triggered, or activated fromGraveyard)',
          kind,
        );
    });
    card.triggered.forEach((t, i) => {
      const outside =
        t.zone === Zone.Graveyard ||
        (t.self && (t.event === TriggerEvent.PutIntoGraveyard || t.event === TriggerEvent.Discards));
      if (!outside)
        c.fail(
          `abilities[${i}].when`,
          'a trigger that works outside play (this card discarded or put into a graveyard, or fromGraveyard) on an instant or sorcery',
          t.event,
        );
    });
  }
  if (isEquipment && !(o.abilities ?? []).some((a) => (a as { kind?: unknown } | null)?.kind === 'equip'))
    c.fail('abilities', 'an equip ability ({"kind": "equip", "cost": ["{1}"]}) on an Equipment', 'none');
  // Delayed triggered abilities its effects create (417.2) follow its printed ones.
  for (const d of c.delayed) {
    d.setIndex(card.triggered.length);
    card.triggered.push(d.ability);
  }
  card.manaSrc = manaSource(card, c);
  if ((types & 16) === 0 && !cost) c.fail('manaCost', 'a mana cost for a nonland card', o.manaCost);
  card.kinds = abilityKinds(card, c.zoneCount) | (isPlaneswalker ? AbilityKind.Planeswalker : 0);
  // a triggered ability it grants is scanned for while it is in play (trigger-kinds.ts)
  for (const st of card.statics) if (st.grant !== null && st.grant.activated.length === 0) card.kinds |= st.grant.kinds;
  return card;
}

/** Is an activated ability's cost a loyalty cost (212.9 of 2008), and is it -X? */
function loyaltyOf(costs: readonly CostC[]): Loyalty {
  const part = costs.find((p) => p.word === loyaltyCost.word);
  return part === undefined ? Loyalty.None : part.n === LOYALTY_MINUS_X ? Loyalty.MinusX : Loyalty.Fixed;
}

/**
 * A permanent card's "spell": only its additional cost (409.1f of 2008: "As an additional cost to play Goldmeadow
 * Stalwart, reveal a Kithkin card from your hand or pay {3}"); a permanent spell has no targets or effect of its own.
 */
function permanentSpell(v: unknown, card: CCard, c: Compile): void {
  const s = v as Record<string, unknown> | null;
  if (typeof s !== 'object' || s === null || Array.isArray(s) || s.additionalCost === undefined)
    c.fail('spell', 'on a permanent card, only {"additionalCost": ...}', v);
  for (const k of Object.keys(s))
    if (k !== 'additionalCost') c.fail(`spell.${k}`, NO_SUCH_FIELD, k, ['additionalCost']);
  card.additionalCost = compileSpellCost(s.additionalCost, c, 'spell.additionalCost');
  c.sacrificedPower = false; // a permanent's abilities don't read its spell's cost
}
