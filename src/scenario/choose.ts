// Answering a decision from the script: the "choose" action read in the form its kind's module asks
// for (ChooseForm), its references resolved, then the module finds the option (scenario-format.md).
// A decision the script doesn't answer gets the module's default, or fails the scenario.
import { type Decision, type Game, optionCount } from '../engine/api/game.js';
import { DECISIONS, COLOR_NAMES, DECISION_NAMES, refPlayer } from '../engine/api/observe.js';
import { Choice, ChooseForm } from '../engine/api/setup.js';
import type { Making } from './made.js';
import { resolveRef, ScriptFailure, where } from './refs.js';
import { seatIndex } from './setup.js';
import type { Action } from './spec.js';

/** The scenario runner's state while it plays the actions. */
export interface Driver {
  g: Game;
  labels: Map<string, number>;
  actions: Action[];
  idx: number;
  /** Actions taken out of order (a choose after a pass-through action). */
  consumed: Set<number>;
  /** The cast or activation being put on the stack: its targets, mode and X answer those decisions. */
  building: Action | null;
  buildingIdx: number;
  /** The stack item that cast or activation became (-1 until it exists): a later item (a trigger of the spell being
   * played, its target asked as it goes on the stack) is not answered by the cast's targets. */
  buildingRec: number;
  resolvedBase: number;
  lastIdx: number;
  /** What is left of an attack or block action's list, which answers several decisions in turn. */
  pending: string[] | null;
  /**
   * What is left of a "choose" list answering decisions of one kind in turn (an order of triggers, of cards), and
   * that kind: a decision of another kind starts afresh, so an entry left unused (the last trigger goes unasked)
   * never answers an attack or another list.
   */
  listPending: string[] | null;
  listKind: Decision;
  /** What the attacker just declared attacks, as the attack action named it (a planeswalker; null: the player). */
  attackWhom: string | null;
  /** Activations whose "as" waits for the token their ability makes (made.ts). */
  making: Making[];
}

/**
 * The choose action answering a non-priority decision of p: the current action, or the one after a
 * pass-through action, if its value fits the decision (a reference, a list, a boolean).
 */
function takeChoose(d: Driver, p: number, fits: (v: unknown) => boolean): unknown {
  for (const i of [d.idx, d.idx + 1]) {
    const a = d.actions[i];
    if (!a || d.consumed.has(i)) continue;
    if (a.choose !== undefined && fits(a.choose) && a.player !== undefined && seatIndex(a.player) === p) {
      if (i === d.idx) d.idx++;
      else d.consumed.add(i);
      return a.choose;
    }
    if (!(a.resolve || a.goto)) break;
  }
  return undefined;
}

const COLOR_WORDS: readonly string[] = COLOR_NAMES;
const isString = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number';
const orFalse = (fits: (v: unknown) => boolean) => (v: unknown) => v === false || fits(v);

/** Which script values each form takes (others are left for a later decision or action). */
const FITS: Record<ChooseForm, (v: unknown) => boolean> = {
  [ChooseForm.None]: () => false,
  [ChooseForm.Ref]: isString,
  [ChooseForm.RefInHand]: isString,
  [ChooseForm.RefOrFalse]: orFalse(isString),
  [ChooseForm.Number]: isNumber,
  [ChooseForm.NumberOrFalse]: orFalse(isNumber),
  [ChooseForm.Boolean]: (v) => typeof v === 'boolean',
  [ChooseForm.ColorWord]: (v) => typeof v === 'string' && COLOR_WORDS.includes(v),
  [ChooseForm.Word]: isString,
  [ChooseForm.CardOrFalse]: orFalse(isString),
  [ChooseForm.WordPair]: (v) => Array.isArray(v) && v.length === 2 && isString(v[0]) && isString(v[1]),
  [ChooseForm.RefList]: Array.isArray,
  [ChooseForm.CardList]: Array.isArray,
};

/** A Choice saying only what the script wrote. */
export function said(c: unknown): Choice {
  const ch = new Choice();
  ch.text = typeof c === 'string' ? c : Array.isArray(c) ? JSON.stringify(c) : String(c);
  ch.none = c === false;
  return ch;
}

/** An object id or a player ref (resolveRef) into the choice. */
export function setRef(ch: Choice, r: number): Choice {
  if (r < 0) ch.player = refPlayer(r);
  else ch.object = r;
  return ch;
}

/** A reference (or, with handOf, a card in that player's hand). */
export const refChoice = (d: Driver, ref: string, handOf = -1): Choice =>
  setRef(said(ref), resolveRef(d.g, d.labels, ref, handOf));

/** A card by label (that object) or by name (any copy). */
function cardChoice(d: Driver, c: string): Choice {
  const ch = said(c);
  if (c.startsWith('@')) ch.object = resolveRef(d.g, d.labels, c);
  else ch.name = c;
  return ch;
}

/** The script's value `c` (it fits `form`) as a Choice. */
function toChoice(d: Driver, form: ChooseForm, c: unknown, p: number): Choice {
  if (form === ChooseForm.Boolean) return numberChoice(c ? 1 : 0, String(c));
  if (c === false) return said(c); // "nothing", "no more", "don't" (the forms that take false)
  switch (form) {
    case ChooseForm.Ref:
    case ChooseForm.RefOrFalse:
      return refChoice(d, c as string);
    case ChooseForm.RefInHand:
      return refChoice(d, c as string, p);
    case ChooseForm.Number:
    case ChooseForm.NumberOrFalse:
      return numberChoice(c as number);
    case ChooseForm.ColorWord:
    case ChooseForm.Word: {
      const ch = said(c);
      ch.name = c as string;
      ch.color = COLOR_WORDS.indexOf(ch.name);
      return ch;
    }
    case ChooseForm.CardOrFalse:
      return cardChoice(d, c as string);
    case ChooseForm.WordPair: {
      const ch = said(c);
      ch.words = c as string[];
      return ch;
    }
    default:
      return said(c);
  }
}

/** A number (a mode, X, a count), as the script wrote it. */
export function numberChoice(n: number, text = String(n)): Choice {
  const ch = said(text);
  ch.number = n;
  return ch;
}

/** The option the module finds for the choice; a failure with its message if none. */
export function answerWith(g: Game, kind: Decision, ch: Choice): number {
  const r = DECISIONS[kind].answer(g, ch);
  if (typeof r === 'string') throw new ScriptFailure(r);
  return r;
}

/** The option the module finds for the choice, or -1 (the caller explains). */
export function optionFor(g: Game, kind: Decision, ch: Choice): number {
  const r = DECISIONS[kind].answer(g, ch);
  return typeof r === 'string' ? -1 : r;
}

/** A decision the script doesn't answer: the format's default, a single option (never asked), or a failure. */
export function defaultAnswer(g: Game, kind: Decision): number {
  const def = DECISIONS[kind].scriptDefault(g);
  if (typeof def === 'number') return def;
  if (optionCount(g) === 1) return 0;
  throw new ScriptFailure(`unscripted decision: ${DECISION_NAMES[kind]} at ${where(g)}${def ? `: ${def}` : ''}`);
}

/** A decision of p answered by "choose" in its kind's form, or its default. */
export function chooseAnswer(d: Driver, kind: Decision, p: number): number {
  const form = DECISIONS[kind].form;
  if (form === ChooseForm.RefList || form === ChooseForm.CardList) return listAnswer(d, kind, p, form);
  const c = takeChoose(d, p, FITS[form]);
  if (c === undefined) return defaultAnswer(d.g, kind);
  return answerWith(d.g, kind, toChoice(d, form, c, p));
}

/** One entry of a scripted list per decision: the order of triggers, of cards going to the library. */
function listAnswer(d: Driver, kind: Decision, p: number, form: ChooseForm): number {
  const g = d.g;
  if (d.listPending !== null && d.listKind !== kind) d.listPending = null;
  if (d.listPending === null) {
    const c = takeChoose(d, p, Array.isArray);
    if (!Array.isArray(c)) return defaultAnswer(g, kind);
    d.listPending = [...(c as string[])];
    d.listKind = kind;
  }
  const list = d.listPending;
  if (form === ChooseForm.CardList) {
    const want = list.shift() ?? '';
    if (list.length === 0 || optionCount(g) <= 2) d.listPending = null; // the last card goes unasked
    return answerWith(g, kind, cardChoice(d, want));
  }
  // References naming nothing that waits are passed over.
  let why = '';
  while (list.length > 0) {
    const r = DECISIONS[kind].answer(g, refChoice(d, list.shift()!));
    if (typeof r === 'number') {
      if (list.length === 0) d.listPending = null;
      return r;
    }
    why = r;
  }
  d.listPending = null;
  throw new ScriptFailure(why || String(DECISIONS[kind].answer(g, new Choice())));
}
