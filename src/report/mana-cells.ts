// A seat's mana figures in games.csv cells (mana_a, mana_b, castable_a, castable_b): written by the
// games.csv declaration (run-columns.ts), read back by games-read.ts, so merge, resume and `report`
// rebuild mana.csv from games.csv alone.
import { LANDS_SHIFT, NO_SPELL, type OwnTurn, SCREW } from '../harness/mana-turns.js';
import { decodeCardName, encodeCardName } from './seat-cards.js';

/**
 * Own turns in order, space-separated: the lands in play at the turn's end, then `s` for color screw and `e` for no
 * nonland card in hand: "1 2 2s 3 4e".
 */
export function formatOwnTurns(turns: readonly OwnTurn[]): string {
  let out = '';
  for (const t of turns) {
    if (out !== '') out += ' ';
    out += String(t >>> LANDS_SHIFT);
    if ((t & SCREW) !== 0) out += 's';
    if ((t & NO_SPELL) !== 0) out += 'e';
  }
  return out;
}

/** The inverse of formatOwnTurns; `fail` is called for a cell it cannot have written. */
export function parseOwnTurns(text: string, fail: () => never): OwnTurn[] {
  if (text === '') return [];
  return text.split(' ').map((token) => {
    const m = /^(\d{1,4})(s?)(e?)$/.exec(token);
    if (m === null) fail();
    return (Number(m[1]) << LANDS_SHIFT) | (m[2] === '' ? 0 : SCREW) | (m[3] === '' ? 0 : NO_SPELL);
  });
}

/** Cards by name, each with the first own turn it was castable: "Name@T" joined by "|" in name order. */
export function formatCastable(names: readonly string[], turns: readonly number[]): string {
  return names.map((n, i) => `${encodeCardName(n)}@${turns[i]}`).join('|');
}

/** The inverse of formatCastable; `fail` is called for a cell it cannot have written. */
export function parseCastable(text: string, fail: () => never): { names: string[]; turns: number[] } {
  const out = { names: [] as string[], turns: [] as number[] };
  if (text === '') return out;
  let prev = '';
  for (const entry of text.split('|')) {
    const at = entry.lastIndexOf('@');
    const name = at < 0 ? undefined : decodeCardName(entry.slice(0, at));
    const digits = entry.slice(at + 1);
    if (name === undefined || name === '' || name <= prev || !/^\d{1,6}$/.test(digits)) fail();
    prev = name;
    out.names.push(name);
    out.turns.push(Number(digits));
  }
  return out;
}
