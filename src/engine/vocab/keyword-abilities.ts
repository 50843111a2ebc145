// Keywords that are triggered abilities (2008): lifelink ("Whenever this source deals damage, its
// controller gains that much life"), deathtouch (Lorwyn: "Whenever this creature deals damage to a creature,
// destroy that creature"), persist (Shadowmoor) and flanking (502.3a: "Whenever this creature becomes blocked by a
// creature without flanking, the blocking creature gets -1/-1 until end of turn"), in KeywordAbility
// order (core/keyword-abilities.ts), and conspire (502.78: a spell's "copy it", triggered as it is played with
// its conspire cost paid). Their programs are written in the same vocabulary as a card's and
// compiled once, with the first card compiled (src/cards/compile.ts).
import type { ModeC } from '../core/cardform.js';
import { installKeywordAbilityModes, KeywordAbility } from '../core/keyword-abilities.js';
import { Compile } from './common.js';
import { compileModes } from './registry.js';

const DEFS: { k: KeywordAbility; name: string; text: string; effect: unknown }[] = [
  {
    k: KeywordAbility.Lifelink,
    name: 'lifelink',
    text: 'Lifelink (whenever this deals damage, its controller gains that much life)',
    effect: { op: 'gainLife', player: 'you', amount: 'eventAmount' },
  },
  {
    k: KeywordAbility.Flanking,
    name: 'flanking',
    text: 'Flanking (the blocking creature without flanking gets -1/-1 until end of turn)',
    effect: { op: 'pump', what: 'it', power: -1, toughness: -1 },
  },
  {
    // Lorwyn's wording of 2008: one trigger for each creature dealt damage (regeneration replaces the destruction)
    k: KeywordAbility.Deathtouch,
    name: 'deathtouch',
    text: 'Deathtouch (whenever this creature deals damage to a creature, destroy that creature)',
    effect: { op: 'destroy', what: 'it' },
  },
  {
    // 502.79 of 2008; "if it had no -1/-1 counters on it" is looked at as it left play (batch/triggers.ts onLeavePlay)
    k: KeywordAbility.Persist,
    name: 'persist',
    text: "Persist (when this creature is put into a graveyard from play, if it had no -1/-1 counters on it, return it to play under its owner's control with a -1/-1 counter on it)",
    effect: { op: 'returnToPlay', what: 'it', under: 'owner', withCounter: '-1/-1' },
  },
  {
    // 502.78a of 2008: "it" is the spell played; the copy's new targets are chosen as it is made (copySpell)
    k: KeywordAbility.Conspire,
    name: 'conspire',
    text: 'Conspire (when you play this spell, if its conspire cost was paid, copy it; you may choose new targets for the copy)',
    effect: { op: 'copySpell', what: 'it' },
  },
];
let installed = false;

/** Compiles the keyword abilities' programs into the engine's table, once. */
export function installKeywordAbilities(): void {
  if (installed) return;
  installed = true;
  const table: ModeC[][] = []; // by KeywordAbility (numbers with gaps)
  for (const d of DEFS) {
    const c = new Compile('<rules 502>', d.name);
    c.eventObject = true;
    c.eventAmount = true;
    table[d.k] = compileModes({ effect: d.effect }, c, d.name, d.text);
  }
  installKeywordAbilityModes(table);
}
