// mana.csv and mana-cards.csv (docs/reports.md) from a run's mana tally: each deck's missed land drops,
// color screw and flood by own turn, with Wilson 95% intervals, and each card's first castable turn.
import { type Column, count, rate, text, turns } from './columns.js';
import { type CardMana, MANA_TURNS, manaCount, type ManaTally, type Measure, MEASURES } from './mana-tally.js';
import { compareStrings, wilson } from './stats.js';

export type Side = 'all' | 'play' | 'draw';
const SIDES: [Side, number][] = [
  ['all', -1],
  ['play', 0],
  ['draw', 1],
];

export interface ManaRow {
  deck: string;
  agent: string;
  on: Side;
  measure: Measure;
  ownTurn: number;
  games: number;
  gamesWith: number;
  share: number | undefined;
  ciLow: number | undefined;
  ciHigh: number | undefined;
}

/** Per deck and agent (sorted), on the play and draw together then apart, each measure by own turn 1..MANA_TURNS. */
export function manaRows(t: ManaTally): ManaRow[] {
  const decks = [...t.decks.values()].flatMap((byAgent) => [...byAgent.values()]);
  decks.sort((x, y) => compareStrings(x.deck, y.deck) || compareStrings(x.agent, y.agent));
  const rows: ManaRow[] = [];
  for (const d of decks) {
    for (const [on, side] of SIDES) {
      MEASURES.forEach((measure, m) => {
        for (let ownTurn = 1; ownTurn <= MANA_TURNS; ownTurn++) {
          const [games, gamesWith] = manaCount(d, side, m, ownTurn);
          const ci = wilson(gamesWith, games);
          const none = games === 0;
          rows.push({
            deck: d.deck,
            agent: d.agent,
            on,
            measure,
            ownTurn,
            games,
            gamesWith,
            share: none ? undefined : gamesWith / games,
            ciLow: none ? undefined : ci.low,
            ciHigh: none ? undefined : ci.high,
          });
        }
      });
    }
  }
  return rows;
}

export const MANA = [
  text('deck', (r) => r.deck),
  text('agent', (r) => r.agent),
  text('on', (r) => r.on),
  text('measure', (r) => r.measure),
  count('own_turn', (r) => r.ownTurn),
  count('games', (r) => r.games),
  count('games_with', (r) => r.gamesWith),
  rate('share', (r) => r.share),
  rate('ci_low', (r) => r.ciLow),
  rate('ci_high', (r) => r.ciHigh),
] satisfies Column<ManaRow>[];

export interface ManaCardRow {
  deck: string;
  card: string;
  gamesDrawn: number;
  gamesCastable: number;
  castableRate: number | undefined;
  meanTurnCastable: number | undefined;
  gamesCast: number;
  meanTurnCast: number | undefined;
}

/** Per deck and spell (lands left out: they are played, not cast), in name order. */
export function manaCardRows(t: ManaTally, lands: ReadonlySet<string>): ManaCardRow[] {
  const cards: CardMana[] = [...t.cards.values()].flatMap((byCard) => [...byCard.values()]);
  return cards
    .filter((c) => !lands.has(c.card) && c.drawn > 0)
    .sort((x, y) => compareStrings(x.deck, y.deck) || compareStrings(x.card, y.card))
    .map((c) => ({
      deck: c.deck,
      card: c.card,
      gamesDrawn: c.drawn,
      gamesCastable: c.castable,
      castableRate: c.castable / c.drawn,
      meanTurnCastable: c.castable === 0 ? undefined : c.castableTurns / c.castable,
      gamesCast: c.cast,
      meanTurnCast: c.cast === 0 ? undefined : c.castTurns / c.cast,
    }));
}

export const MANA_CARDS = [
  text('deck', (r) => r.deck),
  text('card', (r) => r.card),
  count('games_drawn', (r) => r.gamesDrawn),
  count('games_castable', (r) => r.gamesCastable),
  rate('castable_rate', (r) => r.castableRate),
  turns('mean_turn_castable', (r) => r.meanTurnCastable),
  count('games_cast', (r) => r.gamesCast),
  turns('mean_turn_cast', (r) => r.meanTurnCast),
] satisfies Column<ManaCardRow>[];
