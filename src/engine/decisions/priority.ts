// Priority (408.1 of 2008): pass, play a land, cast a spell, activate an ability, or a special action
// (morph, 502.26). Option words: kind << 28 | ability << 20 | object id (actions/priority.ts); pass is
// always option 0.
import {
  CONSPIRE_OPTION,
  RETRACE_CONSPIRE_OPTION,
  Decision,
  EventKind,
  EVOKE_OPTION,
  Opt,
  ProgramCounter,
  PROWL_OPTION,
  RETRACE_OPTION,
  Zone,
} from '../core/constants.js';
import { propose, proposeMove } from '../core/event-records.js';
import { type Game, Global, PlayerSlot, pl, put, ref, setPl } from '../core/state.js';
import { payToTurnFaceUp } from '../actions/morph.js';
import { countDecision, noteOptional } from '../actions/loops.js';
import { optAbility, optKind, optObject } from '../actions/priority.js';
import { beginActivate, beginCast, beginCastFaceDown } from '../actions/stack.js';
import { findOption, who } from './common.js';

/** How a cast for an alternative or additional cost is described, by its option's ability slot. */
const altCostText = (slot: number): string =>
  slot === EVOKE_OPTION
    ? ' for its evoke cost'
    : slot === PROWL_OPTION
      ? ' for its prowl cost'
      : slot === CONSPIRE_OPTION
        ? ' with its conspire cost'
        : slot === RETRACE_OPTION
          ? ' from the graveyard by retrace'
          : slot === RETRACE_CONSPIRE_OPTION
            ? ' from the graveyard by retrace, with its conspire cost'
            : '';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

/**
 * The player holding priority passes (408.1): after both in a row, the top of the stack resolves or, with the stack
 * empty, the step ends; else the other player gets priority. The game loop takes a lone pass here: small, so the
 * loop doesn't carry the other actions' code.
 */
export function passPriority(g: Game): void {
  const passes = g.m[Global.Passes] + 1;
  if (passes >= 2) {
    put(g, Global.Passes, 0);
    put(g, Global.Pc, g.m[g.stack] === 0 ? ProgramCounter.StepEnd : ProgramCounter.Resolve);
  } else {
    put(g, Global.Passes, passes);
    put(g, Global.Prio, 1 - g.m[Global.Prio]);
  }
}

/** What the player holding priority does with option word v. */
function applyPriority(g: Game, v: number): void {
  const p = g.m[Global.Prio];
  switch (optKind(v)) {
    case Opt.Pass:
      passPriority(g);
      return;
    case Opt.PlayLand:
      noteOptional(g, p, v);
      setPl(g, p, PlayerSlot.LandsPlayed, pl(g, p, PlayerSlot.LandsPlayed) + 1);
      put(g, Global.Passes, 0);
      proposeMove(g, optObject(v), Zone.InPlay, p); // happens in the game loop, before priority again
      return;
    case Opt.Cast:
      noteOptional(g, p, v);
      beginCast(g, p, optObject(v), optAbility(v));
      put(g, Global.Pc, ProgramCounter.Build);
      return;
    case Opt.Activate:
      noteOptional(g, p, v);
      beginActivate(g, p, optObject(v), optAbility(v));
      put(g, Global.Pc, ProgramCounter.Build);
      return;
    case Opt.CastFaceDown:
      noteOptional(g, p, v);
      beginCastFaceDown(g, p, optObject(v));
      put(g, Global.Pc, ProgramCounter.Build);
      return;
    case Opt.TurnFaceUp:
      // 502.26c: a special action (no stack); p keeps priority. The turning is an event (419.1e).
      noteOptional(g, p, v);
      put(g, Global.Passes, 0);
      if (payToTurnFaceUp(g, p, optObject(v))) propose(g, EventKind.TurnFaceUp, ref(g, optObject(v)), -1, 0);
      return;
  }
}

function apply(g: Game, v: number): void {
  // The turn's cap counts priority decisions (taken or automatic), which are the same whether or not
  // single options are shown (replays, scripts): the game is then over (action_limit).
  if (!countDecision(g)) return;
  applyPriority(g, v);
}

function describe(g: Game, v: number): string {
  switch (optKind(v)) {
    case Opt.Pass:
      return 'pass';
    case Opt.PlayLand:
      return `play ${who(g, optObject(v))}`;
    case Opt.Cast:
      return `cast ${who(g, optObject(v))}${altCostText(optAbility(v))}`;
    case Opt.CastFaceDown:
      return `cast ${who(g, optObject(v))} face down`;
    case Opt.TurnFaceUp:
      return `turn ${who(g, optObject(v))} face up`;
    default:
      return `activate ${who(g, optObject(v))} ability ${optAbility(v)}`;
  }
}

function decode(_g: Game, v: number, out: OptionInfo): void {
  const kind = optKind(v);
  out.action = kind;
  if (kind === Opt.Pass) {
    out.none = true;
    return;
  }
  out.object = optObject(v);
  // an activation's ability; a cast for an evoke, prowl or conspire cost, or by retrace, says so (else -1)
  if (kind === Opt.Activate || (kind === Opt.Cast && optAbility(v) !== 0)) out.ability = optAbility(v);
}

/** The action the script takes: `action` on `object` (with `ability` for an activation). */
function answer(g: Game, want: Choice): number | string {
  const k = findOption(
    g,
    decode,
    (o) => o.action === want.action && o.object === want.object && o.ability === want.ability,
  );
  return k >= 0 ? k : 'that action is not open to the player now'; // the runner says why (scenario/why.ts)
}

export const priorityDecision = decisionModule({
  kind: Decision.Priority,
  form: ChooseForm.None,
  apply,
  describe,
  decode,
  answer,
  scriptDefault: () => 0, // pass
  fastDefault: () => 0,
});
