// Hideaway (502.75 of 2008) and its partner. The keyword's trigger (card-words-hideaway.ts): "look at the top four
// cards of your library. Remove one of them from the game face down and put the rest on the bottom of your library in
// any order" (the verb hideaway: a Search decision for the card, then an Order decision per card for the bottom; the
// card is remembered as a Linked row of the permanent, Link.Hideaway, and flagged HiddenRemoved: only its owner may
// look at it). The lands' last ability: "You may play the removed card without paying its mana cost if [condition]"
// (playRemoved): checked on resolution; a land only if it's your turn and you haven't played a land this turn; any
// other card is played as the ability resolves, ignoring the timing rules of its type (a May decision, then the
// spell's mode and targets as any spell's, its cost {0} plus any increase: actions/stack.ts beginCastFree). A card
// that can't be played now (no legal target, a rule forbids it) stays removed.
import { Type, type Static } from '@sinclair/typebox';
import { playRuledByCount } from '../facts/rules-mod.js';
import type { FilterC } from '../core/cardform.js';
import { CardType, Decision, Flag, FREE_OPTION, Zone } from '../core/constants.js';
import { addEffect, type ContinuousEffect, Layer, Link, linkedRow, Until } from '../core/continuous.js';
import { proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import {
  cardIdOf,
  EffectField,
  flagsOf,
  type Game,
  Global,
  liveId,
  nextRef,
  PlayerSlot,
  pl,
  put,
  setFlags,
  setPl,
  StackField,
  zoneOf,
} from '../core/state.js';
import { libraryTop, listBase } from '../core/zones.js';
import { power } from '../facts/chars.js';
import { spellCost } from '../facts/costs.js';
import { amountOf, controllerOfItem, matchingInPlay, objectOf, sourceRef } from '../facts/runtime.js';
import { beginCastFree, continueBuild, modeHasTargets } from '../actions/stack.js';
import { canPay } from '../actions/mana.js';
import { castForbidden } from '../actions/priority.js';
import { type CountBounds, compileCountBounds, COUNT_BOUNDS_FIELDS, FilterSchema } from './common.js';
import { askYesNo } from './effects-guards.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

/** hideaway's own fields on the stack record. */
const enum HideField {
  /** 0 while the card to remove is chosen; 1 once it is removed (the rest are then ordered). */
  Removed = StackField.Work0,
  /** How many of the looked-at cards are still on top of the library. */
  Left = StackField.Work1,
}

const LOOKED_AT = 4;

/** Asks player p, of kind, among the top n cards of library b (the library's end is its top). */
function askTop(g: Game, p: number, b: number, n: number, kind: Decision): void {
  for (let i = 0; i < n; i++) g.m[g.options + i] = g.m[b + g.m[b] - n + i + 1];
  g.m[g.optionCount] = n;
  put(g, Global.DKind, kind);
  put(g, Global.DPlayer, p);
  put(g, Global.DAux, 0); // to the bottom
}

/** The card this object's hideaway removed, still removed from the game, or -1. */
function removedCard(g: Game, src: number): number {
  const r = linkedRow(g, src, Link.Hideaway);
  if (r < 0) return -1;
  const id = liveId(g, g.m[r + EffectField.Obj]);
  return id >= 0 && zoneOf(g, id) === Zone.Removed ? id : -1;
}

export const hideaway = defineVerb({
  name: 'hideaway',
  schema: Type.Object(
    { op: Type.Literal('hideaway') },
    {
      additionalProperties: false,
      description: "hideaway's trigger",
    },
  ),
  compile: () => null,
  run(g, rec, _a, choice) {
    const p = controllerOfItem(g, rec);
    const b = listBase(g, Zone.Library, p);
    if (rf(g, rec, HideField.Removed) === 0) {
      if (choice < 0) {
        const n = Math.min(LOOKED_AT, g.m[b]);
        if (n === 0) return true;
        setRf(g, rec, HideField.Left, n);
        askTop(g, p, b, n, Decision.Search); // one must be removed: no "none"
        return false;
      }
      proposeMove(g, choice, Zone.Removed);
      // The card as it will be in the removed zone: its next incarnation (400.7).
      const src = sourceRef(g, rec);
      addEffect(g, Layer.Linked, 0 as ContinuousEffect, src, nextRef(g, choice), 0, Link.Hideaway, 0, Until.Game, 0);
      setRf(g, rec, HideField.Removed, 1);
      setRf(g, rec, HideField.Left, rf(g, rec, HideField.Left) - 1);
      return false; // removed, then face down and the rest ordered
    }
    if (choice >= 0) {
      proposeMove(g, choice, Zone.Library, -1, true);
      setRf(g, rec, HideField.Left, rf(g, rec, HideField.Left) - 1);
      return false;
    }
    const id = removedCard(g, sourceRef(g, rec));
    if (id >= 0) setFlags(g, id, flagsOf(g, id) | Flag.HiddenRemoved);
    const left = Math.min(rf(g, rec, HideField.Left), g.m[b]);
    if (left === 0) return true;
    askTop(g, p, b, left, Decision.Order);
    return false;
  },
  describe: () =>
    'look at the top four cards of your library, remove one from the game face down, the rest on the bottom in any order',
});

/** The conditions of the hideaway lands' last ability ("if ..."), checked as it resolves. */
const PlayConditionSchema = Type.Union([
  Type.Object(COUNT_BOUNDS_FIELDS, {
    additionalProperties: false,
    description: 'a count within bounds',
  }),
  Type.Object(
    { totalPower: FilterSchema, atLeast: Type.Integer({ minimum: 1, maximum: 1000 }) },
    {
      additionalProperties: false,
      description: 'total power at least',
    },
  ),
  Type.Object(
    { aLibraryAtMost: Type.Integer({ minimum: 0, maximum: 1000 }) },
    { additionalProperties: false, description: 'either library' },
  ),
  Type.Object(
    { opponentDealtDamageThisTurn: Type.Integer({ minimum: 1, maximum: 1000 }) },
    { additionalProperties: false, description: 'damage this turn' },
  ),
  Type.Object(
    { attackedWithThisTurn: Type.Integer({ minimum: 1, maximum: 100 }) },
    {
      additionalProperties: false,
      description: 'attackers this turn',
    },
  ),
]);

const enum CondKind {
  Count,
  TotalPower,
  Library,
  OpponentDamage,
  Attacked,
}
interface PlayArgs {
  kind: CondKind;
  n: number;
  bounds: CountBounds | null;
  filter: FilterC | null;
}

/** Does the condition hold for the ability's controller `you`? */
function holds(g: Game, rec: number, a: PlayArgs, you: number): boolean {
  switch (a.kind) {
    case CondKind.Count: {
      const n = amountOf(g, rec, a.bounds!.count);
      return n >= a.bounds!.atLeast && n <= a.bounds!.atMost;
    }
    case CondKind.TotalPower: {
      const set = matchingInPlay(g, rec, a.filter);
      let total = 0;
      for (let i = 1; i <= set[0]; i++) total += Math.max(0, power(g, set[i]));
      return total >= a.n;
    }
    case CondKind.Library:
      return g.m[listBase(g, Zone.Library, 0)] <= a.n || g.m[listBase(g, Zone.Library, 1)] <= a.n;
    case CondKind.OpponentDamage:
      return pl(g, 1 - you, PlayerSlot.DamageThisTurn) >= a.n;
    case CondKind.Attacked:
      // Only the active player declares attackers: on another player's turn, "you" attacked with none.
      return g.m[Global.Active] === you && g.m[g.attackersThisTurn] >= a.n;
  }
}

function conditionText(a: PlayArgs): string {
  switch (a.kind) {
    case CondKind.Count:
      return `the count is from ${a.bounds!.atLeast} to ${a.bounds!.atMost}`;
    case CondKind.TotalPower:
      return `the matching creatures have total power ${a.n} or greater`;
    case CondKind.Library:
      return `a library has ${a.n} or fewer cards in it`;
    case CondKind.OpponentDamage:
      return `an opponent was dealt ${a.n} or more damage this turn`;
    case CondKind.Attacked:
      return `you attacked with ${a.n} or more creatures this turn`;
  }
}

/** Can player p play card id now, by this ability? A land: on p's turn with no land played; else a legal spell. */
export function playable(g: Game, p: number, id: number): boolean {
  const c = g.cards[cardIdOf(g, id)];
  if ((c.types & CardType.Land) !== 0)
    return (
      // Ward of Bones may forbid it
      g.m[Global.Active] === p && pl(g, p, PlayerSlot.LandsPlayed) === 0 && !playRuledByCount(g, p, CardType.Land)
    );
  if (castForbidden(g, p, c)) return false;
  const modes = c.spell ?? [];
  const probe = scratch;
  let targets = modes.length === 0;
  for (let i = 0; i < modes.length && !targets; i++) targets = modeHasTargets(g, modes[i], id, p, probe);
  if (!targets) return false;
  const cost = spellCost(g, c, p, -1, FREE_OPTION);
  return cost === null || canPay(g, p, cost, 0, -1);
}
const scratch = new Int32Array(4);

/** playRemoved's own field on the stack record. */
const enum PlayField {
  /** 0: not asked yet; 1: "may" asked; 2: the spell is being put on the stack. */
  Stage = StackField.Work0,
}

export const playRemoved = defineVerb({
  name: 'playRemoved',
  schema: Type.Object(
    { op: Type.Literal('playRemoved'), if: PlayConditionSchema },
    {
      additionalProperties: false,
      description: 'you may play the removed card free, if ...',
    },
  ),
  compile(o, c, f): PlayArgs {
    const cond = o.if as Static<typeof PlayConditionSchema>;
    if ('count' in cond)
      return { kind: CondKind.Count, n: 0, bounds: compileCountBounds(cond, c, `${f}.if`), filter: null };
    if ('totalPower' in cond)
      return { kind: CondKind.TotalPower, n: cond.atLeast, bounds: null, filter: c.filter(cond.totalPower) };
    if ('aLibraryAtMost' in cond) return { kind: CondKind.Library, n: cond.aLibraryAtMost, bounds: null, filter: null };
    if ('opponentDealtDamageThisTurn' in cond)
      return { kind: CondKind.OpponentDamage, n: cond.opponentDealtDamageThisTurn, bounds: null, filter: null };
    return { kind: CondKind.Attacked, n: cond.attackedWithThisTurn, bounds: null, filter: null };
  },
  run(g, rec, a, choice) {
    const you = controllerOfItem(g, rec);
    const id = rf(g, rec, PlayField.Stage) === 2 ? -1 : removedCard(g, sourceRef(g, rec));
    if (rf(g, rec, PlayField.Stage) === 0 && id >= 0 && !holds(g, rec, a, you)) return true;
    return playFree(g, rec, id, you, choice);
  },
  describe: (a) => `you may play the removed card without paying its mana cost if ${conditionText(a)}`,
});

/**
 * "You may play [card id] without paying its mana cost" as item rec resolves (PlayField.Stage): if it can be played
 * now, a May decision; yes: a land is played, any other card goes to the stack and is built there (its mode and
 * targets asked, each decision coming back here). True when done.
 */
export function playFree(g: Game, rec: number, id: number, you: number, choice: number): boolean {
  const stage = rf(g, rec, PlayField.Stage);
  if (stage === 0) {
    if (id < 0 || !playable(g, you, id)) return true;
    setRf(g, rec, PlayField.Stage, 1);
    askYesNo(g, you);
    return false;
  }
  if (stage === 1) {
    if (choice !== 1 || id < 0) return true; // declined: the card stays where it is
    if ((g.cards[cardIdOf(g, id)].types & CardType.Land) !== 0) {
      setPl(g, you, PlayerSlot.LandsPlayed, pl(g, you, PlayerSlot.LandsPlayed) + 1);
      proposeMove(g, id, Zone.InPlay, you);
      return true;
    }
    setRf(g, rec, PlayField.Stage, 2);
    beginCastFree(g, you, id);
  }
  const spell = g.m[Global.CastItem];
  if (spell < 0) return true;
  // Its mode, targets and costs (409.1); a decision asked there comes back here, the build going on.
  if (continueBuild(g)) {
    setRf(g, spell, StackField.Player, 0); // on the stack: the zone it came from is forgotten (stack.ts beginCastFree)
    return true;
  }
  return g.m[Global.DKind] === Decision.None; // reversed (422.1): the card went back where it was played from
}

export const playTargetFree = defineVerb({
  name: 'playTargetFree',
  schema: Type.Object(
    { op: Type.Literal('playTargetFree'), what: Type.String({ pattern: '^target:[0-3]$' }) },
    {
      additionalProperties: false,
      description: 'you may play that card free',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a, choice) {
    const id = rf(g, rec, PlayField.Stage) === 2 ? -1 : objectOf(g, rec, a.what);
    return playFree(g, rec, id, controllerOfItem(g, rec), choice);
  },
  describe: (a) => `you may play ${refText(a.what)} without paying its mana cost`,
  aim: (a, t) => (a.what === t ? Aim.Help : Aim.None),
});

/**
 * "You may play that card without paying its mana cost" of a kinship ability (Leaf-Crowned Elder: the card revealed
 * from the top of your library, still there as this resolves): played as playTargetFree plays its target.
 */
export const playTopFree = defineVerb({
  name: 'playTopFree',
  schema: Type.Object(
    { op: Type.Literal('playTopFree') },
    {
      additionalProperties: false,
      description: 'you may play the top card of your library without paying its mana cost (a kinship effect)',
    },
  ),
  compile: () => null,
  run(g, rec, _a, choice) {
    const you = controllerOfItem(g, rec);
    const id = rf(g, rec, PlayField.Stage) === 2 ? -1 : libraryTop(g, you);
    return playFree(g, rec, id, you, choice);
  },
  describe: () => 'you may play the top card of your library without paying its mana cost',
});
