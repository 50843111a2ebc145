// Keywords that are triggered abilities (2008): lifelink ("Whenever this source deals damage, its
// controller gains that much life") and flanking (502.3a: "Whenever this creature becomes blocked by a
// creature without flanking, the blocking creature gets -1/-1 until end of turn"). A permanent with the
// keyword, printed or gained, has the ability; its trigger names it by KEYWORD_ABILITY + its index here,
// and its program is written in the same vocabulary as a card's (compiled once, on first use).
import type { ModeC } from '../core/cardform.js';
import { Compile } from './common.js';
import { compileModes } from './registry.js';

/** Ability numbers from here on name keyword abilities (KA), not a card's own triggered abilities. */
export const KEYWORD_ABILITY = 1000;
export const enum KeywordAbility {
  Lifelink = 0,
  Flanking = 1,
}

const DEFS: { name: string; text: string; effect: unknown }[] = [
  {
    name: 'lifelink',
    text: 'Lifelink (whenever this deals damage, its controller gains that much life)',
    effect: { op: 'gainLife', player: 'you', amount: 'eventAmount' },
  },
  {
    name: 'flanking',
    text: 'Flanking (the blocking creature without flanking gets -1/-1 until end of turn)',
    effect: { op: 'pump', what: 'it', power: -1, toughness: -1 },
  },
];
let compiled: ModeC[][] | null = null;

/** The modes of keyword ability k (KA). */
export function keywordAbilityModes(k: number): ModeC[] {
  if (compiled === null) {
    compiled = DEFS.map((d) => {
      const c = new Compile('<rules 502>', d.name);
      c.eventObject = true;
      c.eventAmount = true;
      return compileModes({ effect: d.effect }, c, d.name, d.text);
    });
  }
  return compiled[k];
}
export const keywordAbilityText = (k: number): string => DEFS[k].text;
