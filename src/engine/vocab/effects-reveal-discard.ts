// "Target player reveals X cards from his or her hand, where X is [an amount]. You choose one of those cards. That
// player discards that card." (Thieving Sprite): the player picks the cards to reveal, one RevealCard decision each
// (all of them when the hand holds N or fewer, no choice); the revealed cards become known to you; then you choose
// one of them (a Discard decision, as with Thrull Surgeon's card chosen from another player's hand). The cards
// revealed so far carry Flag.Found while the effect goes on; it is cleared before the discard happens. `discards`: "You
// choose two of them. That player discards those cards" (Noggin Whack): one Discard decision a card, all in one batch.
import { Type } from '@sinclair/typebox';
import type { AmountC } from '../core/cardform.js';
import { Decision, Flag, Zone } from '../core/constants.js';
import { proposeDiscard } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, put, StackField, flagsOf, setFlags } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { revealCard } from '../facts/reveal.js';
import { amountOf, controllerOfItem, playersOf } from '../facts/runtime.js';
import { AmountSchema, PlayerRefSchema } from './common.js';
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const enum Field {
  /** Its stage: Stage below. */
  Stage = StackField.Work0,
  /** How many cards the player has still to reveal. */
  Left = StackField.Work1,
}
const enum Stage {
  Begin = 0,
  Revealing = 1,
  Discarding = 2,
  Done = 3,
}

const one = new Int32Array(2);

/** Writes to the options the cards of hand hb whose Found flag is `found`; their count. */
function handCards(g: Game, hb: number, found: boolean): number {
  let k = 0;
  for (let i = 0; i < g.m[hb]; i++) {
    const id = g.m[hb + 1 + i];
    if (((flagsOf(g, id) & Flag.Found) !== 0) === found) g.m[g.options + k++] = id;
  }
  return k;
}

/** The revealed cards (in the options, k of them) stop being marked. */
function unmark(g: Game, k: number): void {
  for (let i = 0; i < k; i++) {
    const id = g.m[g.options + i];
    setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
  }
}

function ask(g: Game, kind: Decision, p: number, n: number): void {
  g.m[g.optionCount] = n;
  put(g, Global.DKind, kind);
  put(g, Global.DPlayer, p);
}

export const discardFromRevealed = defineVerb({
  name: 'discardFromRevealed',
  schema: Type.Object(
    {
      op: Type.Literal('discardFromRevealed'),
      player: PlayerRefSchema,
      reveals: AmountSchema,
      discards: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 7,
          description: 'how many of the revealed cards you choose (1 by default)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: 'the player reveals N cards of his or her hand; you choose one; he or she discards it',
    },
  ),
  compile: (o, c, f): { player: number; reveals: AmountC; discards: number } => ({
    player: c.playerRef(o.player, `${f}.player`),
    reveals: c.amount(o.reveals, `${f}.reveals`),
    discards: o.discards ?? 1,
  }),
  run(g, rec, a, choice) {
    if (playersOf(g, rec, a.player, one) === 0) return true;
    const p = one[0];
    const you = controllerOfItem(g, rec);
    const hb = listBase(g, Zone.Hand, p);
    let stage = rf(g, rec, Field.Stage);
    if (stage === Stage.Begin) {
      const n = amountOf(g, rec, a.reveals);
      if (n >= g.m[hb])
        for (let i = 0; i < g.m[hb]; i++) setFlags(g, g.m[hb + 1 + i], flagsOf(g, g.m[hb + 1 + i]) | Flag.Found);
      setRf(g, rec, Field.Left, n >= g.m[hb] ? 0 : n);
      stage = Stage.Revealing;
    } else if (stage === Stage.Revealing && choice >= 0) {
      setFlags(g, choice, flagsOf(g, choice) | Flag.Found);
      setRf(g, rec, Field.Left, rf(g, rec, Field.Left) - 1);
    } else if (stage === Stage.Discarding && choice >= 0) {
      // chosen: no longer offered; it is discarded with the others (one batch), once all are chosen
      setFlags(g, choice, (flagsOf(g, choice) & ~Flag.Found) | Flag.Chosen);
      const left = rf(g, rec, Field.Left) - 1;
      const k = handCards(g, hb, true);
      if (left > 0 && k > 0) {
        setRf(g, rec, Field.Left, left);
        ask(g, Decision.Discard, you, k);
        return false;
      }
      unmark(g, k);
      for (let i = 0; i < g.m[hb]; i++) {
        const id = g.m[hb + 1 + i];
        if ((flagsOf(g, id) & Flag.Chosen) === 0) continue;
        setFlags(g, id, flagsOf(g, id) & ~Flag.Chosen);
        proposeDiscard(g, id, you);
      }
      setRf(g, rec, Field.Stage, Stage.Done);
      return false; // the discards happen
    } else if (stage === Stage.Done) return true;
    if (stage === Stage.Revealing) {
      if (rf(g, rec, Field.Left) > 0) {
        setRf(g, rec, Field.Stage, stage);
        ask(g, Decision.RevealCard, p, handCards(g, hb, false));
        return false;
      }
      const k = handCards(g, hb, true);
      for (let i = 0; i < k; i++) revealCard(g, g.m[g.options + i]);
      if (k === 0) return true;
      if (k <= a.discards) {
        // no choice: each revealed card is discarded
        unmark(g, k);
        for (let i = 0; i < k; i++) proposeDiscard(g, g.m[g.options + i], you);
        setRf(g, rec, Field.Stage, Stage.Done);
        return false;
      }
      setRf(g, rec, Field.Left, a.discards);
      setRf(g, rec, Field.Stage, Stage.Discarding);
      ask(g, Decision.Discard, you, k);
      return false;
    }
    return true;
  },
  describe: (a) =>
    a.discards === 1
      ? `${refText(a.player)} reveals ${amountText(a.reveals)} cards from hand; you choose one of them; that player discards it`
      : `${refText(a.player)} reveals ${amountText(a.reveals)} cards from hand; you choose ${a.discards} of them; that player discards those cards`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
