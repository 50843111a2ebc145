// The words a text change replaces (418.6: Mind Bend, Artificial Evolution), chosen as it resolves.
// Options: kind << 6 | from << 3 | to (kind 0 colors WUBRG, 1 basic land types Plains..Forest), or
// TYPE_OPTION | from << 14 | to for creature types (subtype ids).
import { COLOR_NAMES, Decision, LANDWALK_TYPES } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { subtypeId, subtypeName } from '../core/subtypes.js';
import { TYPE_OPTION } from '../facts/typetext.js';
import { resolveTop } from '../actions/resolve.js';
import { findOption, firstOption, noDefault } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

const WORDS = [COLOR_NAMES as readonly string[], LANDWALK_TYPES];

function decode(_g: Game, v: number, out: OptionInfo): void {
  if ((v & TYPE_OPTION) !== 0) {
    out.number = 2;
    out.from = (v >>> 14) & 0x3fff;
    out.to = v & 0x3fff;
    return;
  }
  out.number = v >>> 6;
  out.from = (v >>> 3) & 7;
  out.to = v & 7;
}

/** A Words option as text: "black -> white". */
function describe(_g: Game, v: number): string {
  if ((v & TYPE_OPTION) !== 0) return `${subtypeName((v >>> 14) & 0x3fff)} -> ${subtypeName(v & 0x3fff)}`;
  return `${WORDS[v >>> 6][(v >>> 3) & 7]} -> ${WORDS[v >>> 6][v & 7]}`;
}

/** Which kind of word: 0 a color, 1 a basic land type, 2 (anything else) a creature type. */
const kindOf = (w: string) => (WORDS[0].includes(w) ? 0 : WORDS[1].includes(w) ? 1 : 2);
const idOf = (w: string, kind: number) => (kind === 2 ? subtypeId(w) : WORDS[kind].indexOf(w));

/** ["black", "white"], ["Swamp", "Island"] or creature types ["Goblin", "Elf"]: from, to. */
function answer(g: Game, want: Choice): number | string {
  const [from, to] = want.words;
  const kind = kindOf(from);
  if (kind !== kindOf(to))
    return `choose (words): expected two color words, two basic land types or two creature types, got ${want.text}`;
  const f = idOf(from, kind);
  const t = idOf(to, kind);
  const k = findOption(g, decode, (o) => o.number === kind && o.from === f && o.to === t);
  if (k >= 0) return k;
  const types = kind === 2 ? ", Wall, or no creature type of this game's cards" : '';
  return `choose (words): "${from}" is not in the text, or "${to}" is the same word${types}`;
}

export const wordsDecision = decisionModule({
  kind: Decision.Words,
  form: ChooseForm.WordPair,
  apply: resolveTop,
  describe,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
