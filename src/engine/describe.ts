// Readable text for decisions and options: for logs and replays only, never on the hot path.
import { realCardOf, isFaceDown } from './core/face.js';
import {
  COLOR_NAMES,
  Decision,
  DECISION_NAMES,
  Opt,
  STEP_NAMES,
  refPlayer,
  Zone,
  ORDER_ON_TOP,
} from './core/constants.js';
import { decisionKind, decisionPlayer, optionValue } from './engine.js';
import { optAbility, optKind, optObject } from './actions/priority.js';
import { type Game, Global, refId, TriggerField, cardIdOf, zoneOf } from './core/state.js';
import { replacementSourceOf, shieldDamageSource } from './batch/replace.js';
import { replaceModeOf } from './batch/replace-draw.js';
import { subtypeName } from './core/subtypes.js';
import { TYPE_OPTION } from './facts/typetext.js';

const SEAT = ['A', 'B'];
// A face-down object by what it is (logs are omniscient; an agent's determinized game holds a guess).
const name = (g: Game, id: number) =>
  isFaceDown(g, id) ? `face-down ${g.cards[realCardOf(g, id)].name}` : g.cards[cardIdOf(g, id)].name;
const who = (g: Game, v: number) => (v < 0 ? `player ${SEAT[refPlayer(v)]}` : `${name(g, v)}#${v}`);

/** "turn 3 main1: A priority" */
export function describeDecision(g: Game): string {
  return `turn ${g.m[Global.Turn]} ${STEP_NAMES[g.m[Global.Step]]}: ${SEAT[decisionPlayer(g)]} ${DECISION_NAMES[decisionKind(g)]}`;
}

/** What option `a` of the pending decision does, e.g. "cast Shock#12" or "attack with Grizzly Bears#3". */
const WORDS = [
  ['white', 'blue', 'black', 'red', 'green'],
  ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'],
];
/** A Words option as text: "black -> white". */
export function textWordsName(v: number): string {
  // creature types (typetext.ts)
  if ((v & TYPE_OPTION) !== 0) return `${subtypeName((v >>> 14) & 0x3fff)} -> ${subtypeName(v & 0x3fff)}`;
  return `${WORDS[v >>> 6][(v >>> 3) & 7]} -> ${WORDS[v >>> 6][v & 7]}`;
}

export function describeOption(g: Game, a: number): string {
  const v = optionValue(g, a);
  switch (decisionKind(g)) {
    case Decision.Priority:
      switch (optKind(v)) {
        case Opt.Pass:
          return 'pass';
        case Opt.PlayLand:
          return `play ${who(g, optObject(v))}`;
        case Opt.Cast:
          return `cast ${who(g, optObject(v))}`;
        case Opt.CastFaceDown:
          return `cast ${who(g, optObject(v))} face down`;
        case Opt.TurnFaceUp:
          return `turn ${who(g, optObject(v))} face up`;
        default:
          return `activate ${who(g, optObject(v))} ability ${optAbility(v)}`;
      }
    case Decision.Target:
      return `target ${who(g, v)}`;
    case Decision.Attack:
      return v < 0 ? 'no more attackers' : `attack with ${who(g, v)}`;
    case Decision.Block:
      return v < 0 ? 'no more blockers' : `block ${who(g, v & 0xffff)} with ${who(g, v >>> 16)}`;
    case Decision.Assign:
      return `assign 1 damage of ${who(g, g.m[Global.DAux])} to ${who(g, v)}`;
    case Decision.TriggerOrder:
      return `put the trigger of ${who(g, refId(g.m[g.oTrig + v * TriggerField.SIZE + TriggerField.Source]))} on the stack`;
    case Decision.Mode:
      return `choose mode ${v}`;
    case Decision.ChooseX:
      return `X = ${v}`;
    case Decision.Replace:
      return `apply the effect of ${who(g, replacementSourceOf(g, v))} first`;
    case Decision.ReplaceMode: {
      const mode = replaceModeOf(v);
      return mode === 0 ? "don't apply it" : `apply it with mode ${mode}`;
    }
    case Decision.ShieldFirst: {
      const src = shieldDamageSource(g, v);
      return `prevent first the damage of ${src < 0 ? 'no source' : who(g, src)}`;
    }
    case Decision.ChooseSource:
      return `choose ${who(g, v)} as the source`;
    case Decision.Copy:
      return v === 0 ? 'copy nothing' : `copy ${who(g, v - 1)}`;
    case Decision.Words:
      return textWordsName(v);
    case Decision.Enchant:
      return `enchant ${who(g, v)}`;
    case Decision.Color:
      return `choose ${COLOR_NAMES[31 - Math.clz32(v)]}`;
    case Decision.Discard:
      return `discard ${who(g, v)}`;
    case Decision.Search:
      return v < 0 ? 'find nothing' : `find ${who(g, v)}`;
    case Decision.Order:
      return zoneOf(g, v) === Zone.Hand || g.m[Global.DAux] === ORDER_ON_TOP
        ? `put ${who(g, v)} on top of its owner's library`
        : `put ${who(g, v)} on the bottom of the library`;
    case Decision.Sacrifice:
      return `sacrifice ${who(g, v)}`;
    case Decision.Return:
      return `return ${who(g, v)} to its owner's hand`;
    case Decision.May:
      return v ? 'yes' : 'no';
    case Decision.Mulligan:
      return v ? 'mulligan' : 'keep';
    case Decision.Pause:
      return 'continue';
    case Decision.Name:
      return `name ${g.cards[v]?.name ?? v}`;
    case Decision.AttachTo:
      return `attach it to ${who(g, v)}`;
    case Decision.FromHand:
      return `put ${who(g, v)} into play`;
    case Decision.ResolveColor:
      return `choose ${COLOR_NAMES[31 - Math.clz32(v)]}`;
    case Decision.LoopCount:
      return `repeat the loop ${v} more time${v === 1 ? '' : 's'}`;
    default:
      return String(v);
  }
}
