// The metagame of a round robin: from the matchup matrix, the mix of decks no deck in the field can
// exploit (equilibrium.ts). A draw counts half a win, so the row and column scores of a pairing add to 1.
import { equilibrium } from './equilibrium.js';
import { compareStrings, type MatchupRow } from './stats.js';

export interface Metagame {
  /** Every deck of the matrix with its share of the mix, largest first (ties by name). */
  shares: { deck: string; share: number }[];
  /** The mix's worst expected score against any one deck (1/2 when the field is balanced). */
  value: number;
}

/** The metagame, or undefined unless every pair of two or more decks played (a round robin). */
export function metagameOf(rows: readonly MatchupRow[]): Metagame | undefined {
  const decks = [...new Set(rows.map((r) => r.deck))].sort(compareStrings);
  if (decks.length < 2) return undefined;
  const at = new Map(decks.map((d, i) => [d, i]));
  const n = decks.length;
  const wins = Array.from({ length: n }, () => new Float64Array(n));
  const games = Array.from({ length: n }, () => new Float64Array(n));
  for (const r of rows) {
    const i = at.get(r.deck)!;
    const j = at.get(r.opponent);
    if (j === undefined || i === j) continue;
    wins[i][j] += r.wins + r.draws / 2;
    games[i][j] += r.games;
  }
  const score: number[][] = [];
  for (let i = 0; i < n; i++) {
    score.push([]);
    for (let j = 0; j < n; j++) {
      if (i === j) {
        score[i].push(0.5);
        continue;
      }
      if (games[i][j] === 0) return undefined;
      score[i].push(wins[i][j] / games[i][j]);
    }
  }
  const e = equilibrium(score);
  const shares = decks
    .map((deck, i) => ({ deck, share: Math.round(e.mix[i] * 1e9) / 1e9 }))
    .sort((a, b) => b.share - a.share || compareStrings(a.deck, b.deck));
  return { shares, value: e.value };
}
