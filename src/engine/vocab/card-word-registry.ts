// Every card-level word, in one list: their fields are the card schema's (in this order), the card
// compiler compiles each present field by its word, and the entry kinds of those made as a permanent
// comes into play are installed in the order the replace stage asks them (with the Auras' rule).
import { hideawayWord } from './card-words-hideaway.js';
import { type TOptional, Type } from '@sinclair/typebox';
import { enchantEntry } from '../batch/copy.js';
import { type EntryKind, installEntryKinds } from '../batch/entry-kinds.js';
import type { CCard } from '../core/cardform.js';
import type { Compile } from './common.js';
import type { CardWord } from './card-word.js';
import {
  asComesIntoPlayChooseAColor,
  asComesIntoPlayChooseACreatureType,
  asComesIntoPlayLoseLife,
  comesIntoPlayAsCopyOf,
  comesIntoPlayTapped,
  comesIntoPlayTappedUnlessReveal,
  comesIntoPlayWithCounters,
  copyGains,
  nameACardOnEntry,
} from './card-words-entry.js';
import { protectionFromManaValueAtLeast } from './card-words-protection.js';
import {
  anyNumberInDeck,
  costReduction,
  mayChooseNotToUntap,
  morph,
  openingHandInPlay,
  protectionFromCreatureTypes,
  cantBeBlockedByPowerAtLeast,
  cantBeBlockedExceptByAtLeast,
  cantBeBlockedByColors,
  cantBeBlockedExceptByDefenders,
  cantHaveCounters,
  cantBeCountered,
} from './card-words-rules.js';
import { dredge, ifOpponentCausesDiscard, wouldBePutIntoGraveyard } from './card-words-replace.js';
import { evoke } from './card-words-evoke.js';
import { prowl } from './card-words-prowl.js';
import { reinforce } from './card-words-reinforce.js';
import { championWord } from './card-words-champion.js';
import { conspire } from './card-words-conspire.js';
import { retrace } from './card-words-retrace.js';
import { asComesIntoPlayChooseOddOrEven } from './card-words-parity.js';
import { playOnlyIfPlayedAnother } from './card-words-played.js';

/** The card-level words, in the order of the published schema. */
const WORDS = [
  comesIntoPlayAsCopyOf,
  copyGains,
  mayChooseNotToUntap,
  nameACardOnEntry,
  anyNumberInDeck,
  wouldBePutIntoGraveyard,
  dredge,
  openingHandInPlay,
  morph,
  evoke,
  championWord,
  asComesIntoPlayLoseLife,
  asComesIntoPlayChooseAColor,
  asComesIntoPlayChooseACreatureType,
  asComesIntoPlayChooseOddOrEven,
  costReduction,
  comesIntoPlayTapped,
  comesIntoPlayTappedUnlessReveal,
  comesIntoPlayWithCounters,
  prowl,
  reinforce,
  hideawayWord,
  protectionFromCreatureTypes,
  protectionFromManaValueAtLeast,
  cantBeBlockedByPowerAtLeast,
  cantBeBlockedExceptByAtLeast,
  cantBeBlockedByColors,
  cantBeBlockedExceptByDefenders,
  cantHaveCounters,
  cantBeCountered,
  conspire,
  retrace,
  playOnlyIfPlayedAnother,
  ifOpponentCausesDiscard,
] as const;
export const CARD_WORDS: readonly CardWord[] = WORDS;

// The order choices are made as a permanent would come into play: a copy first (it decides what the
// permanent is), then an Aura's object (212.4), a name, a color, tapped, a life loss.
const ENTRY: readonly EntryKind[] = [
  comesIntoPlayAsCopyOf.entry!,
  enchantEntry,
  nameACardOnEntry.entry!,
  asComesIntoPlayChooseAColor.entry!,
  asComesIntoPlayChooseACreatureType.entry!,
  asComesIntoPlayChooseOddOrEven.entry!,
  comesIntoPlayTappedUnlessReveal.entry!,
  comesIntoPlayTapped.entry!,
  asComesIntoPlayLoseLife.entry!,
];
installEntryKinds(ENTRY);

/** The card schema's properties of the words, each optional, typed by its word (for the card's type). */
type WordFields<W extends readonly CardWord[]> = { [K in W[number] as K['field']]: TOptional<K['schema']> };
export const cardWordFields = (): WordFields<typeof WORDS> =>
  Object.fromEntries(WORDS.map((w) => [w.field, Type.Optional(w.schema)])) as WordFields<typeof WORDS>;

/** Compiles the card's words present in its definition `o`: those before its abilities, or after them. */
export function compileCardWords(o: Record<string, unknown>, card: CCard, c: Compile, afterAbilities: boolean): void {
  for (const w of CARD_WORDS)
    if (w.afterAbilities === afterAbilities && o[w.field] !== undefined) w.compile(o[w.field], card, c);
}
