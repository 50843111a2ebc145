// Card words that are replacements of the card's own, working outside play (419.1a, 419.9a): "if [this]
// would be put into a graveyard from anywhere, ... instead" (Legacy Weapon) and dredge (from its owner's
// graveyard). Each is its card-level word (schema, compile) and its part in the replace stage
// (batch/replacement-kinds.ts OwnReplacementKind: options OWN_BASE + the card, chosen among the event's
// other replacements by the affected player).
import { Type } from '@sinclair/typebox';
import { EventKind, Zone } from '../core/constants.js';
import { propose, proposeMove, evBase, EventField } from '../core/event-records.js';
import { type Game, liveId, ref, cardIdOf, ownerOf, zoneOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { workingInGraveyards } from '../core/kinds.js';
import { applied, OWN_BASE, oneCardOptions } from '../batch/replace-applied.js';
import { askMode } from '../batch/replace-draw.js';
import { insteadOfGraveyard, toGraveyard } from '../batch/replace-events.js';
import { defineCardWord } from './card-word.js';

const bit = (kind: EventKind): number => 1 << kind;

/** Is the event at b one that would put a card with "shuffle it into its library instead" into a graveyard? */
function shuffleCard(g: Game, b: number): number {
  if (!toGraveyard(g, b)) return -1;
  const id = liveId(g, g.m[b + EventField.Obj]);
  return id >= 0 && g.cards[cardIdOf(g, id)].shuffleInsteadOfGraveyard ? id : -1;
}

export const wouldBePutIntoGraveyard = defineCardWord({
  field: 'wouldBePutIntoGraveyard',
  schema: Type.Literal('shuffleIntoLibraryInstead', {
    description:
      '"If [this] would be put into a graveyard from anywhere, reveal [this] and shuffle it into its owner\'s library instead." (419.1a; Legacy Weapon)',
  }),
  compile(_v, card) {
    card.shuffleInsteadOfGraveyard = true;
  },
  ownReplacement: {
    events: bit(EventKind.Move) | bit(EventKind.Destroy) | bit(EventKind.Sacrifice) | bit(EventKind.Discard),
    ...oneCardOptions(shuffleCard),
    owns: (g, id, b) => shuffleCard(g, b) === id,
    // "reveal [this] and shuffle it into its owner's library instead": to the library, and a shuffle joins the batch.
    apply(g, i, id) {
      insteadOfGraveyard(g, evBase(g, i), Zone.Library);
      propose(g, EventKind.Shuffle, -1, -1, 0, 0, ownerOf(g, id));
      return true;
    },
    applyMode: () => {},
    benefit: () => 0, // back into the library: neither lost nor kept
  },
});

/** Is the event at b a discard of a card with "put it into play instead", caused by an opponent of its owner? */
function discardedByOpponent(g: Game, b: number): number {
  if (g.m[b + EventField.Kind] !== EventKind.Discard) return -1;
  const id = liveId(g, g.m[b + EventField.Obj]);
  if (id < 0 || !g.cards[cardIdOf(g, id)].playInsteadOfOpponentsDiscard) return -1;
  const by = g.m[b + EventField.Player]; // the controller of what causes it (-1: a game rule, the cleanup step)
  return by >= 0 && by !== ownerOf(g, id) ? id : -1;
}

export const ifOpponentCausesDiscard = defineCardWord({
  field: 'ifOpponentCausesDiscard',
  schema: Type.Literal('putIntoPlayInstead', {
    description:
      '"If a spell or ability an opponent controls causes you to discard [this], put it into play instead of putting it into your graveyard." (Wilt-Leaf Liege: 419.1a, from the hand; it is still discarded, and comes into play under its owner\'s control)',
  }),
  compile(_v, card) {
    card.playInsteadOfOpponentsDiscard = true;
  },
  ownReplacement: {
    events: bit(EventKind.Discard),
    ...oneCardOptions(discardedByOpponent),
    owns: (g, id, b) => discardedByOpponent(g, b) === id,
    apply(g, i) {
      insteadOfGraveyard(g, evBase(g, i), Zone.InPlay); // a discard still (WasDiscard), into play under its owner
      return true;
    },
    applyMode: () => {},
    benefit: () => 1, // a permanent instead of a card in the graveyard
  },
});

/** Dredge's "you may": mode 1 dredges, 0 declines. */
const DREDGE_MODES = 2;

export const dredge = defineCardWord({
  field: 'dredge',
  schema: Type.Integer({
    minimum: 1,
    maximum: 20,
    description:
      'Dredge N: "If you would draw a card, instead you may put exactly N cards from the top of your library into your graveyard. If you do, return this card from your graveyard to your hand." (works from the graveyard; a draw replacement its owner chooses among the others, 419.9a)',
  }),
  compile(v, card) {
    card.dredge = v;
  },
  ownReplacement: {
    events: bit(EventKind.Draw),
    mayApply: (g) => workingInGraveyards(g) !== 0,
    options: dredgeOptions,
    owns: (g, id, b) => g.m[b + EventField.Kind] === EventKind.Draw && g.cards[cardIdOf(g, id)].dredge > 0,
    apply(g, i, id) {
      const b = evBase(g, i);
      if (zoneOf(g, id) !== Zone.Graveyard) return true; // gone meanwhile: nothing to do
      askMode(g, i, OWN_BASE + id, DREDGE_MODES, g.m[b + EventField.Player]);
      return false;
    },
    applyMode: dredgeInstead,
    benefit: (g, id) => (zoneOf(g, id) === Zone.Graveyard ? 1 : 0), // a card returned to the hand: a card chosen
  },
});

/**
 * The dredge cards in the graveyard of a player who would draw (event at b), with enough cards in the
 * library, as options from k on (only when some card in a graveyard works there). Returns the new k.
 */
function dredgeOptions(g: Game, i: number, b: number, k: number): number {
  if (g.m[b + EventField.Kind] !== EventKind.Draw || workingInGraveyards(g) === 0) return k;
  const p = g.m[b + EventField.Player];
  const gb = listBase(g, Zone.Graveyard, p);
  const lib = g.m[listBase(g, Zone.Library, p)];
  for (let j = 0; j < g.m[gb]; j++) {
    const id = g.m[gb + 1 + j];
    const n = g.cards[cardIdOf(g, id)].dredge;
    if (n > 0 && lib >= n && !applied(g, i, -1 - id)) g.m[g.options + k++] = OWN_BASE + id;
  }
  return k;
}

/**
 * Dredge N (Ravnica's keyword, by its reminder text): the draw event becomes the card's return to the
 * hand; the N cards' moves join the batch (each passes the replace stage: 419.5b, the return happens
 * even if they go elsewhere).
 */
function dredgeInstead(g: Game, i: number, id: number): void {
  const m = g.m;
  const b = evBase(g, i);
  const p = m[b + EventField.Player];
  const n = g.cards[cardIdOf(g, id)].dredge;
  m[b + EventField.Kind] = EventKind.Move;
  m[b + EventField.Obj] = ref(g, id);
  m[b + EventField.Aux] = Zone.Hand;
  m[b + EventField.Player] = -1;
  for (let k = 0; k < n; k++) {
    const lb = listBase(g, Zone.Library, p);
    proposeMove(g, g.m[lb + g.m[lb] - k], Zone.Graveyard);
  } // (a proposal may grow the memory)
}
