// "Clash with an opponent. If you win, [effect]" (Lorwyn, Morningtide). 2008 Comprehensive Rules,
// glossary "Clash": to clash, a player reveals the top card of his or her library, then may put that card
// on the bottom of it; "clash with an opponent" means "choose an opponent; you and that opponent each
// clash". The cards are revealed at the same time, the players then decide in APNAP order where theirs
// go (each knowing the earlier choice), and the cards move at the same time; a player wins if his or her
// card had a higher converted mana cost than all other cards revealed (no card revealed: none to beat).
// A guard: the nested effect happens only if the controller won. Asked as May decisions (yes: to the
// bottom) of each player who revealed a card; the revealed cards carry Flag.Found meanwhile.
import { Type, type TSchema } from '@sinclair/typebox';
import { Flag, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, setFlags, cardIdOf, flagsOf, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controllerOfItem } from '../facts/runtime.js';
import { onClash } from '../batch/triggers.js';
import { askYesNo } from './effects-guards.js';
import { defineVerb } from './verb.js';

/** clash's own fields on the stack record. */
const enum ClashField {
  /** 1 once the clash is lost (the guarded effect is skipped). */
  Skip = StackField.Work0,
  /** Its progress: Stage bits, and a Bottom bit a player (seat 0, seat 1) once chosen. */
  Progress = StackField.Work1,
}
const enum Stage {
  Revealed = 1,
  AskedActive = 2,
  AskedOther = 4,
  Bottom0 = 8, // seat 0 puts its card on the bottom
}

/** The top card of player p's library (-1: empty). */
function topCard(g: Game, p: number): number {
  const b = listBase(g, Zone.Library, p);
  return g.m[b] === 0 ? -1 : g.m[b + g.m[b]];
}

const manaValueOf = (g: Game, id: number): number => g.cards[cardIdOf(g, id)].cost?.cmc ?? 0;

const ClashSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('clash'), effect, otherwise: Type.Optional(effect) },
    {
      additionalProperties: false,
      description:
        'clash with an opponent (each reveals the top card of his or her library and may put it on the bottom, in APNAP order); if you win (a higher converted mana cost than the other card), do the effect',
    },
  );

export const clash = defineVerb({
  name: 'clash',
  schema: ClashSchema(Type.Unknown()),
  nests: ClashSchema,
  compile: () => null,
  run(g, rec, _a, choice) {
    const you = controllerOfItem(g, rec);
    const active = g.m[Global.Active];
    let progress = rf(g, rec, ClashField.Progress);
    if ((progress & Stage.Revealed) === 0) {
      // Both reveal at once; the winner is known now (where the cards then go changes nothing).
      const mine = topCard(g, you);
      const theirs = topCard(g, 1 - you);
      for (const id of [mine, theirs]) if (id >= 0) setFlags(g, id, flagsOf(g, id) | Flag.Found);
      const won = mine >= 0 && (theirs < 0 || manaValueOf(g, mine) > manaValueOf(g, theirs));
      if (!won) setRf(g, rec, ClashField.Skip, 1);
      progress |= Stage.Revealed;
    } else if (choice === 1) {
      // The answer of the player last asked: the active player's, then the other's.
      const asked = (progress & Stage.AskedOther) !== 0 ? 1 - active : active;
      progress |= Stage.Bottom0 << asked;
    }
    for (const [stage, p] of [
      [Stage.AskedActive, active],
      [Stage.AskedOther, 1 - active],
    ] as const) {
      if ((progress & stage) !== 0) continue;
      progress |= stage;
      if (topCard(g, p) < 0) continue; // nothing revealed: nothing to place
      setRf(g, rec, ClashField.Progress, progress);
      askYesNo(g, p); // put it on the bottom?
      return false;
    }
    // The cards move at the same time: those put on the bottom; the others stay on top (no longer revealed).
    const won = rf(g, rec, ClashField.Skip) === 0;
    const theirs = topCard(g, 1 - you);
    const mine = topCard(g, you);
    const theyWon = theirs >= 0 && (mine < 0 || manaValueOf(g, theirs) > manaValueOf(g, mine));
    for (const p of [0, 1]) {
      const id = topCard(g, p);
      if (id < 0) continue;
      setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
      if ((progress & (Stage.Bottom0 << p)) !== 0) proposeMove(g, id, Zone.Library, -1, true);
    }
    // "Whenever you clash" (Rebellion of the Flamekin, Sylvan Echoes): both players clashed, the active one first.
    for (const p of [active, 1 - active]) onClash(g, p, p === you ? won : theyWon);
    return true;
  },
  describe: (_a, ins) => `clash with an opponent; if you win, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, ClashField.Skip) === 1,
});
