// "Search your library for [a card / up to N cards matching], put it into your hand / into play (tapped)
// / on top of your library, then shuffle": one verb, the destination as data. The searching player
// chooses each card (a Search decision among the matching cards of the library). A search for cards
// with a stated quality may find nothing even if one is there (the library is hidden; 2008 rulings on
// Rampant Growth, Sylvan Scrying); "a card" must be found if the library has one; "up to N" may stop.
import { Type } from '@sinclair/typebox';
import { AmountKind, type FilterC, type Instr } from '../core/cardform.js';
import { rf, itemSourceId } from '../core/stack-records.js';
import { Decision, EventKind, Flag, NONE_FOUND, Zone } from '../core/constants.js';
import { propose, EventFlag } from '../core/event-records.js';
import { type Game, Global, put, ref, StackField, setFlags, cardIdOf, flagsOf } from '../core/state.js';
import { subtypeId } from '../core/subtypes.js';
import { listBase } from '../core/zones.js';
import { bits, CardTypeSchema, ColorSchema, type Compile, SupertypeSchema } from './common.js';
import { controllerOfItem } from '../facts/runtime.js';
import { verb } from './verb.js';

/** Where found cards go (Instr.power). */
export const enum SearchTo {
  Hand = 0,
  Play = 1,
  Top = 2,
}
const TO_NAMES = ['hand', 'play', 'top'] as const;
const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'];

const found = new Int32Array(8);

/** Does the card (as printed: it is in a hidden zone) match the search's stated quality? */
export function matches(g: Game, id: number, f: FilterC | null, supers: number, name: string | null = null): boolean {
  const c = g.cards[cardIdOf(g, id)];
  if ((c.supers & supers) !== supers) return false;
  if (name !== null && c.name !== name) return false;
  if (f === null) return true;
  if (f.types !== 0 && (c.types & f.types) === 0) return false;
  if ((c.types & f.notTypes) !== 0) return false;
  if (f.colors !== 0 && (c.colors & f.colors) === 0) return false;
  if (f.subtypes !== null) {
    let any = false;
    for (const s of c.subtypes)
      if (f.subtypes.includes(subtypeId(s))) {
        any = true;
        break;
      }
    if (!any) return false;
  }
  return true;
}

/** A card's converted mana cost (a card in a library: its printed cost; none is 0). */
const manaValue = (g: Game, id: number): number => g.cards[cardIdOf(g, id)].cost?.cmc ?? 0;

/** Fills the options with the library's matching cards not yet found (plus "find nothing" when allowed). */
function askSearch(g: Game, p: number, ins: Instr, name: string | null, maxCmc: number): boolean {
  const b = listBase(g, Zone.Library, p);
  const n = g.m[b];
  let k = 0;
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if (
      (flagsOf(g, id) & Flag.Found) === 0 &&
      matches(g, id, ins.filter, ins.counter, name) &&
      (maxCmc < 0 || manaValue(g, id) <= maxCmc)
    )
      g.m[g.oOpt + k++] = id;
  }
  if (k === 0) return false;
  // "A card" (no stated quality, not "up to") must be found; otherwise finding nothing is an option.
  if (ins.filter !== null || ins.counter !== 0 || ins.kw !== 0 || ins.random) g.m[g.oOpt + k++] = NONE_FOUND;
  g.m[g.oOptN] = k;
  put(g, Global.DKind, Decision.Search);
  put(g, Global.DPlayer, p);
  return true;
}

/** The name a search looks for ("a card named [this card]"), or null. */
export function searchName(g: Game, rec: number, ins: Instr): string | null {
  return (ins.kw & 1) !== 0 ? g.cards[cardIdOf(g, itemSourceId(g, rec))].name : null;
}

/** The stated quality of a card looked for in a hidden zone (omitted: "a card"). */
export const CardQualitySchema = Type.Object(
  {
    types: Type.Optional(Type.Array(CardTypeSchema, { description: 'has at least one of these types' })),
    notTypes: Type.Optional(Type.Array(CardTypeSchema, { description: 'has none of these types ("nonland")' })),
    subtypes: Type.Optional(Type.Array(Type.String(), { description: 'has at least one of these subtypes' })),
    supertypes: Type.Optional(
      Type.Array(SupertypeSchema, { description: 'has all of these supertypes ("basic land card": Basic, Land)' }),
    ),
    colors: Type.Optional(Type.Array(ColorSchema, { description: 'is at least one of these colors' })),
    namedAsThis: Type.Optional(
      Type.Literal(true, { description: 'has the same name as this card ("a card named Llanowar Sentinel")' }),
    ),
  },
  { additionalProperties: false, description: 'the stated quality of the card searched for (omitted: "a card")' },
);

/** Compiles a card quality into the instruction: filter (types, subtypes, colors) and counter (supertype bits). */
export function compileQuality(v: unknown, c: Compile, ins: Instr): void {
  const card = v as
    | {
        types?: string[];
        notTypes?: string[];
        subtypes?: string[];
        supertypes?: string[];
        colors?: string[];
        namedAsThis?: true;
      }
    | undefined;
  ins.kw = card?.namedAsThis === true ? 1 : 0; // kw 1: named as the source card (searchName)
  ins.filter =
    card === undefined ||
    (card.types === undefined &&
      card.notTypes === undefined &&
      card.subtypes === undefined &&
      card.colors === undefined)
      ? null
      : c.filter({
          types: card.types as never,
          notTypes: card.notTypes as never,
          subtypes: card.subtypes,
          colors: card.colors as never,
        });
  ins.counter = bits(card?.supertypes, SUPERTYPES);
}

export const search = verb({
  name: 'search',
  schema: Type.Object(
    {
      op: Type.Literal('search'),
      card: Type.Optional(CardQualitySchema),
      upTo: Type.Optional(Type.Integer({ minimum: 1, maximum: 8, description: '"up to N" cards (omitted: one card)' })),
      to: Type.Union(
        TO_NAMES.map((t) => Type.Literal(t)),
        { description: 'your hand, into play under your control, or on top of your library (after the shuffle)' },
      ),
      tapped: Type.Optional(Type.Literal(true, { description: 'into play tapped (only with "to": "play")' })),
      manaValueAtMost: Type.Optional(
        Type.Literal('x', {
          description:
            'only a card whose converted mana cost is X or less (the X paid: the cost must hold {X}; Citanul Flute)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: 'you search your library for cards, put them where "to" says, then shuffle your library',
    },
  ),
  compile(o, c, ins, f) {
    compileQuality(o.card, c, ins);
    ins.amount = { ...ins.amount, n: (o.upTo as number | undefined) ?? 1 };
    ins.random = o.upTo !== undefined; // "up to": may stop early
    ins.power = TO_NAMES.indexOf(o.to as (typeof TO_NAMES)[number]);
    if (o.tapped === true && ins.power !== SearchTo.Play)
      c.fail(`${f}.tapped`, 'tapped only with "to": "play"', o.tapped);
    ins.toughness = o.tapped === true ? 1 : 0;
    if (o.manaValueAtMost === 'x') ins.kw |= 2; // kw 2: converted mana cost X or less
    // checkX then asks for an {X} in the cost
    if ((ins.kw & 2) !== 0) ins.amount = { ...ins.amount, kind: AmountKind.X };
  },
  run(g, rec, ins, choice) {
    const p = controllerOfItem(g, rec);
    if (choice >= 0) {
      setFlags(g, choice, flagsOf(g, choice) | Flag.Found);
      put(g, Global.ResCount, g.m[Global.ResCount] + 1);
    }
    if (
      choice !== NONE_FOUND &&
      g.m[Global.ResCount] < ins.amount.n &&
      askSearch(g, p, ins, searchName(g, rec, ins), (ins.kw & 2) !== 0 ? rf(g, rec, StackField.X) : -1)
    )
      return false;
    put(g, Global.ResCount, 0);
    // The found cards move at once, then the library is shuffled (or shuffled, then they go on top).
    const b = listBase(g, Zone.Library, p);
    let k = 0;
    for (let i = 0; i < g.m[b]; i++) {
      const id = g.m[b + 1 + i];
      if ((flagsOf(g, id) & Flag.Found) !== 0 && k < found.length) {
        found[k++] = id;
        setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
      }
    }
    if (ins.power === SearchTo.Top) propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
    for (let i = 0; i < k; i++) {
      const to = ins.power === SearchTo.Hand ? Zone.Hand : ins.power === SearchTo.Play ? Zone.InPlay : Zone.Library;
      propose(
        g,
        EventKind.Move,
        ref(g, found[i]),
        -1,
        0,
        to,
        to === Zone.InPlay ? p : -1,
        ins.toughness ? EventFlag.Tapped : 0,
      );
    }
    if (ins.power !== SearchTo.Top) propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
    return true;
  },
  describe: (ins) =>
    `search your library for ${ins.random ? `up to ${ins.amount.n}` : 'a'} ${ins.counter & 1 ? 'basic ' : ''}${ins.filter ? 'matching ' : ''}card${ins.random ? 's' : ''}${(ins.kw & 2) !== 0 ? ' of converted mana cost X or less' : ''}, ` +
    `put ${['it into your hand', 'it into play', 'it on top of your library'][ins.power]}${ins.toughness ? ' tapped' : ''}, shuffle`,
});
