// Keywords that are triggered abilities (2008): lifelink ("Whenever this source deals damage, its
// controller gains that much life"), deathtouch (Lorwyn: "Whenever this creature deals damage to a creature,
// destroy that creature"), persist (Shadowmoor) and flanking (502.3a: "Whenever this creature becomes blocked by a
// creature without flanking, the blocking creature gets -1/-1 until end of turn"), in KeywordAbility
// order (core/keyword-abilities.ts). Their programs are written in the same vocabulary as a card's and
// compiled once, with the first card compiled (src/cards/compile.ts).
import { installKeywordAbilityModes } from '../core/keyword-abilities.js';
import { Compile } from './common.js';
import { compileModes } from './registry.js';

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
  {
    // Lorwyn's wording of 2008: one trigger for each creature dealt damage (regeneration replaces the destruction)
    name: 'deathtouch',
    text: 'Deathtouch (whenever this creature deals damage to a creature, destroy that creature)',
    effect: { op: 'destroy', what: 'it' },
  },
  {
    // 502.79 of 2008; "if it had no -1/-1 counters on it" is looked at as it left play (batch/triggers.ts onLeavePlay)
    name: 'persist',
    text: "Persist (when this creature is put into a graveyard from play, if it had no -1/-1 counters on it, return it to play under its owner's control with a -1/-1 counter on it)",
    effect: { op: 'returnToPlay', what: 'it', under: 'owner', withCounter: '-1/-1' },
  },
];
let installed = false;

/** Compiles the keyword abilities' programs into the engine's table, once. */
export function installKeywordAbilities(): void {
  if (installed) return;
  installed = true;
  installKeywordAbilityModes(
    DEFS.map((d) => {
      const c = new Compile('<rules 502>', d.name);
      c.eventObject = true;
      c.eventAmount = true;
      return compileModes({ effect: d.effect }, c, d.name, d.text);
    }),
  );
}
