// The few sentences at the top of report.html: what a designer reads first. Each names its figure's
// 95% interval and says when the data do not yet settle the question.
import { escapeHtml } from './escape.js';
import { hoeffdingP, winRateSpread } from './exact.js';
import type { CardRow, DeckRow, MatchupRow } from './stats.js';

const pct = (x: number | undefined) => (x === undefined ? '?' : `${(100 * x).toFixed(1)}%`);
const points = (x: number) => `${x >= 0 ? '+' : '-'}${Math.abs(100 * x).toFixed(1)}`;

/**
 * `field` best first (deckRows(t, true)); `matchups` as matchupRows gives them; in a gauntlet all three
 * hold the decks under test only (sides.ts), so a --vs deck is never the headline.
 */
export function summaryWords(field: DeckRow[], matchups: MatchupRow[], cards: CardRow[]): string {
  const items: string[] = [];
  const decks = field.filter((d) => d.games > 0);
  if (decks.length > 0) {
    const [top, next] = decks;
    let line =
      `Strongest deck: <b>${escapeHtml(top.deck)}</b>, ${pct(top.winRate)} against the field ` +
      `(95% interval ${pct(top.ciLow)} to ${pct(top.ciHigh)}, ${top.games} games)`;
    if (next !== undefined) {
      const lead = aheadOf(top, next, matchups);
      const how =
        lead === undefined
          ? ''
          : ` (${points(lead.diff)} points against the same opponents, p = ${lead.p.toPrecision(2)})`;
      line +=
        lead !== undefined && lead.diff > 0 && lead.p <= 0.05
          ? `, clearly ahead of ${escapeHtml(next.deck)} (${pct(next.winRate)})${how}.`
          : `; not yet clearly ahead of ${escapeHtml(next.deck)} (${pct(next.winRate)}): too few games to tell${how}.`;
    } else line += '.';
    items.push(line);
  }
  // Farthest from even, a win before a loss: in a gauntlet `matchups` holds the tested decks' side only.
  const skew = (m: MatchupRow) => Math.abs((m.winRate ?? 0.5) - 0.5);
  const lopsided = matchups
    .filter((m) => m.games > 0 && !(m.deck === m.opponent && m.agent === m.opponentAgent))
    .reduce<MatchupRow | undefined>(
      (best, m) =>
        best === undefined || skew(m) > skew(best) || (skew(m) === skew(best) && (m.winRate ?? 0) > (best.winRate ?? 0))
          ? m
          : best,
      undefined,
    );
  if (lopsided !== undefined) {
    const opponent = escapeHtml(lopsided.opponent);
    const result =
      (lopsided.winRate ?? 0) >= 0.5
        ? `beats ${opponent} in ${pct(lopsided.winRate)} of games`
        : `wins only ${pct(lopsided.winRate)} of games against ${opponent}`;
    items.push(
      `Most lopsided matchup: <b>${escapeHtml(lopsided.deck)}</b> ${result} ` +
        `(${pct(lopsided.ciLow)} to ${pct(lopsided.ciHigh)}, ${lopsided.games} games).`,
    );
  }
  const impacts = cards
    .filter((c) => !c.land && c.iwd !== undefined)
    .sort((x, y) => Math.abs(y.iwd as number) - Math.abs(x.iwd as number) || (x.card < y.card ? -1 : 1))
    .slice(0, 3);
  if (impacts.length > 0) {
    items.push(
      'Largest card impacts (win rate when drawn minus when not drawn): ' +
        impacts
          .map((c) => {
            const settled = (c.iwdLow as number) > 0 || (c.iwdHigh as number) < 0;
            return (
              `<b>${escapeHtml(c.card)}</b> in ${escapeHtml(c.deck)} ${points(c.iwd as number)} points ` +
              `(${points(c.iwdLow as number)} to ${points(c.iwdHigh as number)}${settled ? '' : ', may be chance'})`
            );
          })
          .join('; ') +
        '.',
    );
  }
  if (items.length === 0) return '<p class="summary">No finished games yet.</p>';
  return `<ul class="summary">${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

/**
 * The test behind "clearly ahead" (docs/statistics.md): the mean, over the opponents both decks met (each
 * other included, as "the other deck"), of the top deck's win rate minus the next one's, and the p-value
 * of "no difference" by Hoeffding's inequality over seeds (exact.ts), which holds at any number of games.
 * The head-to-head term is the top deck's wins minus the other's over their games: a seed's share of it
 * lies in [-1, 1], twice the range of a win rate's. Undefined when the two met no common opponent.
 */
export function aheadOf(top: DeckRow, next: DeckRow, matchups: MatchupRow[]): { diff: number; p: number } | undefined {
  const id = (deck: string, agent: string) => `${deck}\u0000${agent}`;
  const [x, y] = [id(top.deck, top.agent), id(next.deck, next.agent)];
  const against = (who: string) =>
    new Map(
      matchups
        .filter((m) => id(m.deck, m.agent) === who && m.games > 0 && id(m.opponent, m.opponentAgent) !== who)
        .map((m) => [id(m.opponent, m.opponentAgent), m]),
    );
  const [ofX, ofY] = [against(x), against(y)];
  const terms: { diff: number; spread: number }[] = [];
  for (const [o, mx] of ofX) {
    const my = ofY.get(o);
    if (o === y || my === undefined) continue;
    terms.push({
      diff: mx.wins / mx.games - my.wins / my.games,
      spread: winRateSpread(mx.games) + winRateSpread(my.games),
    });
  }
  const h2h = ofX.get(y);
  if (h2h !== undefined)
    terms.push({ diff: (h2h.wins - h2h.losses) / h2h.games, spread: 4 * winRateSpread(h2h.games) });
  if (terms.length === 0) return undefined;
  const k = terms.length;
  const diff = terms.reduce((s, t) => s + t.diff, 0) / k;
  const spread = terms.reduce((s, t) => s + t.spread, 0) / (k * k);
  return { diff, p: hoeffdingP(diff, spread) };
}
