// The choices planeswalkers bring (212.9 of 2008, Lorwyn): which the creature just declared as an attacker
// attacks, the defending player or a planeswalker he or she controls; and whether a source's noncombat damage to
// an opponent is dealt to a planeswalker that player controls instead (a redirection its controller chooses as it
// applies, in the replace stage: vocab/replacements-planeswalker.ts).
import { Decision, refPlayer } from '../core/constants.js';
import { type Game, Global, put, ref, setAttackTarget } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { REPLACE_MODE } from '../batch/replace-draw.js';
import { decodeRef, findOption, firstOption, refAnswer, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

/** Options: the defending player's ref, then the planeswalkers he or she controls (object ids). */
function applyAttackTarget(g: Game, v: number): void {
  const attacker = g.m[Global.DAux];
  setAttackTarget(g, attacker, v < 0 ? 0 : ref(g, v) + 1);
  put(g, Global.DAux, 0);
}

/** The scenario default: the creature attacks the player (a script names a planeswalker to attack one). */
const attackPlayer = (g: Game): number =>
  findOption(
    g,
    (_g, v, out) => decodeRef(v, out),
    (o) => o.player >= 0,
  );

export const attackTargetDecision = decisionModule({
  kind: Decision.AttackTarget,
  form: ChooseForm.Ref,
  apply: applyAttackTarget,
  describe: (g, v) => `${who(g, g.m[Global.DAux])} attacks ${v < 0 ? `player ${'AB'[refPlayer(v)]}` : who(g, v)}`,
  decode: (_g, v, out) => decodeRef(v, out),
  answer: (g: Game, want: Choice) => refAnswer(g, (_g, v, out) => decodeRef(v, out), want, 'attack'),
  scriptDefault: attackPlayer,
  fastDefault: firstOption,
});

/** Options: REPLACE_MODE (the damage stays with the player), REPLACE_MODE + 1 + a planeswalker's id. */
function decodeRedirect(_g: Game, v: number, out: OptionInfo): void {
  const k = v - REPLACE_MODE;
  if (k === 0) out.none = true;
  else out.object = k - 1;
}

/** A planeswalker to deal the damage to, or false: leave it with the player. */
function answerRedirect(g: Game, want: Choice): number | string {
  const k = findOption(g, decodeRedirect, (o) => (want.none ? o.none : !o.none && o.object === want.object));
  return k >= 0 ? k : `choose (redirect): ${want.text} is not a planeswalker the damage could be dealt to`;
}

export const redirectDecision = decisionModule({
  kind: Decision.Redirect,
  form: ChooseForm.RefOrFalse,
  apply: (g, v) => flushEvents(g, v),
  describe: (g, v) =>
    v === REPLACE_MODE
      ? 'leave the damage with the player'
      : `deal the damage to ${who(g, v - REPLACE_MODE - 1)} instead`,
  decode: decodeRedirect,
  answer: answerRedirect,
  scriptDefault: firstOption, // like an unscripted "may": no
  fastDefault: firstOption,
});
