// What the decision modules share: option text for logs, and finding the option a script asked for.
// Lookups decode into one scratch record: they run for scenario answers and defaults, never re-entered.
import { Flag, refPlayer } from '../core/constants.js';
import { isFaceDown, realCardOf } from '../core/face.js';
import { cardIdOf, flagsOf, type Game } from '../core/state.js';
import { objectName } from '../facts/typetext.js';
import { type Choice, OptionInfo } from './module.js';

const SEAT = ['A', 'B'];

/** A face-down object by what it is (logs are omniscient; an agent's determinized game holds a guess). */
const logName = (g: Game, id: number) =>
  isFaceDown(g, id) ? `face-down ${g.cards[realCardOf(g, id)].name}` : g.cards[cardIdOf(g, id)].name;

/** An object or a player ref as a log names it: "Grizzly Bears#3", "player B". */
export const who = (g: Game, v: number): string => (v < 0 ? `player ${SEAT[refPlayer(v)]}` : `${logName(g, v)}#${v}`);

/**
 * The object's name as scenarios and reports say it: its card's (a Clone is a Clone; a face-down object's real
 * card's: they see everything), and a token's name as it is (418.6c).
 */
export const nameOf = (g: Game, id: number): string =>
  isFaceDown(g, id)
    ? g.cards[realCardOf(g, id)].name
    : (flagsOf(g, id) & Flag.Token) !== 0
      ? objectName(g, id)
      : g.cards[cardIdOf(g, id)].name;

/** An option word that is an object id or a player ref, in plain terms. */
export function decodeRef(v: number, out: OptionInfo): void {
  if (v < 0) out.player = refPlayer(v);
  else out.object = v;
}

/** An option word that is an object id. */
export function decodeObject(_g: Game, v: number, out: OptionInfo): void {
  out.object = v;
}

/** An option word that is a number. */
export function decodeNumber(_g: Game, v: number, out: OptionInfo): void {
  out.number = v;
}

const scratch = new OptionInfo();

/** The first option of the pending decision whose meaning passes `test`, or -1. */
export function findOption(
  g: Game,
  decode: (g: Game, v: number, out: OptionInfo) => void,
  test: (o: OptionInfo) => boolean,
): number {
  const n = g.m[g.optionCount];
  for (let a = 0; a < n; a++) {
    decode(g, g.m[g.options + a], scratch.reset());
    if (test(scratch)) return a;
  }
  return -1;
}

/** Does the option name the object or player the script named? */
export const sameRef = (o: OptionInfo, want: Choice): boolean =>
  !o.none && o.object === want.object && o.player === want.player;

/** The option naming the script's reference, or "WHAT: REF is not a legal choice". */
export function refAnswer(
  g: Game,
  decode: (g: Game, v: number, out: OptionInfo) => void,
  want: Choice,
  what: string,
): number | string {
  const k = findOption(g, decode, (o) => sameRef(o, want));
  return k >= 0 ? k : `${what}: ${want.text} is not a legal choice`;
}

/** The option with the number the script gave, or `why`. */
export function numberAnswer(
  g: Game,
  decode: (g: Game, v: number, out: OptionInfo) => void,
  want: number,
  why: string,
): number | string {
  const k = findOption(g, decode, (o) => o.number === want);
  return k >= 0 ? k : why;
}

/** No default: an unscripted decision of this kind fails the scenario (scenario-format.md). */
export const noDefault = (): string => '';

/** Option 0: the first option (where the engine lists the plain choice first). */
export const firstOption = (): number => 0;
