// Worldpurge's last two instructions:
//  - keepUpToShuffleRest: "Each player chooses up to seven cards in his or her hand, then shuffles the rest into his or
//    her library": the active player chooses first, then the other (101.4 of 2008: APNAP), each a card at a time (a
//    Search decision among the hand's cards not yet chosen, or "no more"; chosen cards carry Flag.Found until the
//    end), then both put the rest into their libraries and shuffle, one batch. A token returned to a hand is no card:
//    neither chosen nor shuffled (it ceases to exist as state-based effects are checked).
//  - emptyManaPools: "Empty all mana pools": the mana is lost; no mana burn, which 300.3 of 2008 makes only of the
//    mana lost as a phase ends.
import { Type } from '@sinclair/typebox';
import { Decision, EventKind, Flag, NONE_FOUND, Zone } from '../core/constants.js';
import { propose, proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { flagsOf, type Game, Global, put, setFlags, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { emptyPoolsWithBurn } from '../actions/mana.js';
import { CHOOSE_TO_KEEP } from './effects-search.js';
import { defineVerb } from './verb.js';

/** The item's field holding how many players have finished choosing (0, 1, then 2). */
const DONE = StackField.Work0;

export const keepUpToShuffleRest = defineVerb({
  name: 'keepUpToShuffleRest',
  schema: Type.Object(
    { op: Type.Literal('keepUpToShuffleRest'), amount: Type.Integer({ minimum: 0, maximum: 100 }) },
    {
      additionalProperties: false,
      description:
        'each player chooses up to this many cards in his or her hand (the active player first), then shuffles the rest into his or her library (Worldpurge)',
    },
  ),
  compile: (o) => ({ amount: o.amount }),
  run(g, rec, a, choice) {
    for (;;) {
      const done = rf(g, rec, DONE);
      if (done >= 2) break;
      const p = done === 0 ? g.m[Global.Active] : 1 - g.m[Global.Active];
      if (choice >= 0) setFlags(g, choice, flagsOf(g, choice) | Flag.Found);
      if (choice !== NONE_FOUND && offerKeep(g, p, a.amount)) return false;
      setRf(g, rec, DONE, done + 1);
      choice = -1;
    }
    for (let p = 0; p < 2; p++) shuffleRest(g, p);
    return true;
  },
  describe: (a) =>
    `each player chooses up to ${a.amount} cards in his or her hand, then shuffles the rest into his or her library`,
});

/** Asks player p for another card to keep, if one may be chosen (fewer than `most` chosen, one not chosen left). */
function offerKeep(g: Game, p: number, most: number): boolean {
  const b = listBase(g, Zone.Hand, p);
  let kept = 0;
  let k = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Token) !== 0) continue; // a token is no card (it ceases to exist, 420.5f)
    if ((flagsOf(g, id) & Flag.Found) !== 0) kept++;
    else g.m[g.options + k++] = id;
  }
  if (kept >= most || k === 0) return false;
  g.m[g.options + k++] = NONE_FOUND;
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Search);
  put(g, Global.DPlayer, p);
  put(g, Global.DAux, CHOOSE_TO_KEEP);
  return true;
}

/** Player p's cards in hand not chosen go into the library, which is then shuffled; the marks are cleared. */
function shuffleRest(g: Game, p: number): void {
  const b = listBase(g, Zone.Hand, p);
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Found) !== 0) setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
    else if ((flagsOf(g, id) & Flag.Token) === 0) proposeMove(g, id, Zone.Library);
  }
  propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
}

export const emptyManaPools = defineVerb({
  name: 'emptyManaPools',
  schema: Type.Object(
    { op: Type.Literal('emptyManaPools') },
    {
      additionalProperties: false,
      description: 'empty all mana pools (the mana is lost, without mana burn: 300.3 of 2008 burns only at phase ends)',
    },
  ),
  compile: () => null,
  run(g) {
    emptyPoolsWithBurn(g, false);
    return true;
  },
  describe: () => 'empty all mana pools',
});
