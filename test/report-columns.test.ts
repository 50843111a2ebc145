// Each report file's column declaration against a row whose every figure is different: the file holds
// each value under the header of the column it belongs to, and the columns come in the contract's order.
import { describe, expect, it } from 'vitest';
import { REGRESSIONS, type Regression } from '../src/cli/baseline.js';
import { PILOTS, type PilotRow } from '../src/report/pilots-report.js';
import { type Column, columnOf } from '../src/report/columns.js';
import { COMPARE, type CompareLine, type CompareResult } from '../src/report/compare-report.js';
import { csvRows, csvTable, gamesCsv } from '../src/report/csv.js';
import { parseCsvText } from '../src/report/csv-read.js';
import { parseGamesCsv } from '../src/report/games-read.js';
import { CARDS, DECKS, GAMES, LOOPS, MATCHUPS, MULLIGANS } from '../src/report/run-columns.js';
import type { CardRow, DeckRow, LoopRow, MatchupRow, MulliganRow } from '../src/report/stats.js';
import { FOUR_GAMES, record } from './records.js';

/** A CSV's one data row, keyed by its header, in the header's order. */
function byHeader(text: string): Record<string, string> {
  const [head, row] = parseCsvText(text).map((r) => r.fields);
  expect(row.length).toBe(head.length);
  return Object.fromEntries(head.map((h, i) => [h, row[i]]));
}

/** The file written from `columns` holds exactly `want`: these names, in this order, with these values. */
function expectRow<R>(columns: readonly Column<R>[], row: R, want: Record<string, string>): void {
  const got = byHeader(csvTable(columns, [row]));
  expect(Object.keys(got)).toEqual(Object.keys(want));
  expect(got).toEqual(want);
}

describe('report columns', () => {
  it('games.csv: each field of a game under its own header', () => {
    const game = record({
      gameIndex: 101,
      seed: 102,
      deckA: 'deck, a',
      deckB: 'deck b',
      agentA: 'agent a',
      agentB: 'agent b',
      onPlay: 'A',
      winner: 'B',
      endReason: 'life',
      turns: 13, // B, on the draw, won on its 6th turn
      loopKind: 'mandatory_draw',
      loopSignature: 'Animate Dead + Worldgorger Dragon',
      mulligansA: 1,
      mulligansB: 2,
      drawnA: ['Shock'],
      castA: ['Shock'],
      castTurnA: [3],
      drawnB: ['Forest'],
      openingB: ['Forest'],
      error: 'a message',
    });
    expect(byHeader(gamesCsv([game]))).toEqual({
      game_index: '101',
      seed: '102',
      deck_a: 'deck, a',
      deck_b: 'deck b',
      agent_a: 'agent a',
      agent_b: 'agent b',
      on_play: 'A',
      winner: 'B',
      end_reason: 'life',
      turns: '13',
      loop_kind: 'mandatory_draw',
      mulligans_a: '1',
      mulligans_b: '2',
      cards_a: 'Shock@3',
      cards_b: 'Forest*',
      error: 'a message',
      winner_turn: '6',
      loop_signature: 'Animate Dead + Worldgorger Dragon',
      mana_a: '',
      mana_b: '',
      castable_a: '',
      castable_b: '',
    });
    expect(Object.keys(byHeader(gamesCsv([game])))).toEqual(GAMES.map((c) => c.name));
  });

  it('games.csv is read by column name: the same records whatever the order of its columns', () => {
    const text = csvRows(parseCsvText(gamesCsv(FOUR_GAMES)).map((r) => [...r.fields].reverse()));
    expect(text.split('\n')[0]).toBe(
      [...GAMES]
        .reverse()
        .map((c) => c.name)
        .join(','),
    );
    expect(parseGamesCsv(text, 'reversed.csv')).toEqual(parseGamesCsv(gamesCsv(FOUR_GAMES), 'games.csv'));
  });

  const wins = { games: 11, wins: 12, losses: 13, draws: 14, winRate: 0.15, ciLow: 0.16, ciHigh: 0.17 };
  const winCells = {
    games: '11',
    wins: '12',
    losses: '13',
    draws: '14',
    win_rate: '0.1500',
    ci_low: '0.1600',
    ci_high: '0.1700',
  };

  it('matchups.csv', () => {
    const m: MatchupRow = {
      deck: 'deck',
      opponent: 'opp',
      agent: 'ag',
      opponentAgent: 'opp ag',
      ...wins,
      winRatePlay: 0.18,
      winRateDraw: 0.19,
      meanTurns: 20,
      meanWinTurn: 21.125,
    };
    expectRow(MATCHUPS, m, {
      deck: 'deck',
      opponent: 'opp',
      agent: 'ag',
      opponent_agent: 'opp ag',
      ...winCells,
      win_rate_play: '0.1800',
      win_rate_draw: '0.1900',
      mean_turns: '20.00',
      mean_win_turn: '21.13',
    });
  });

  it('decks.csv', () => {
    const d: DeckRow = { deck: 'deck', agent: 'ag', ...wins };
    expectRow(DECKS, d, { deck: 'deck', agent: 'ag', ...winCells });
  });

  it('cards.csv', () => {
    const c: CardRow = {
      deck: 'deck',
      card: 'card',
      land: true,
      gamesDrawn: 31,
      winRateDrawn: 0.32,
      gamesCast: 33,
      winRateCast: 0.34,
      meanTurnFirstCast: 3.5,
      gamesOpening: 36,
      winRateOpening: 0.37,
      gamesNotDrawn: 38,
      winRateNotDrawn: 0.39,
      iwd: -0.4,
      iwdLow: -0.41,
      iwdHigh: 0.42,
      neverCastRate: 0.43,
    };
    expectRow(CARDS, c, {
      deck: 'deck',
      card: 'card',
      games_drawn: '31',
      win_rate_drawn: '0.3200',
      games_cast: '33',
      win_rate_cast: '0.3400',
      mean_turn_first_cast: '3.50',
      land: '1',
      games_opening_hand: '36',
      win_rate_opening_hand: '0.3700',
      games_not_drawn: '38',
      win_rate_not_drawn: '0.3900',
      iwd: '-0.4000',
      iwd_ci_low: '-0.4100',
      iwd_ci_high: '0.4200',
      never_cast_rate: '0.4300',
    });
  });

  it('loops.csv', () => {
    const l: LoopRow = {
      deck: 'deck',
      opponent: 'opp',
      loopKind: 'optional_two_player',
      signature: 'sig',
      games: 51,
      loopGames: 52,
      loopRate: 0.53,
      exampleGame: 54,
    };
    expectRow(LOOPS, l, {
      deck: 'deck',
      opponent: 'opp',
      loop_kind: 'optional_two_player',
      signature: 'sig',
      games: '51',
      loop_games: '52',
      loop_rate: '0.5300',
      example_game: '54',
    });
  });

  it('mulligans.csv', () => {
    const m: MulliganRow = {
      deck: 'deck',
      agent: 'ag',
      mulligans: 2,
      games: 61,
      share: 0.62,
      wins: 63,
      winRate: 0.64,
      ciLow: 0.65,
      ciHigh: 0.66,
    };
    expectRow(MULLIGANS, m, {
      deck: 'deck',
      agent: 'ag',
      mulligans: '2',
      games: '61',
      share: '0.6200',
      wins: '63',
      win_rate: '0.6400',
      ci_low: '0.6500',
      ci_high: '0.6600',
    });
  });

  it('compare.csv', () => {
    const result = { deckA: 'A deck', deckB: 'B deck', agents: ['ag a', 'ag b'] } as CompareResult;
    const line: CompareLine = {
      opponent: 'opp',
      result,
      games: 40,
      winsA: 30,
      winsB: 10,
      ciA: { low: 0.71, high: 0.72 },
      ciB: { low: 0.73, high: 0.74 },
      diff: { diff: 0.5, low: 0.75, high: 0.76 },
      pairs: { both: 1, onlyA: 77, onlyB: 78, neither: 2 },
      verdict: 'A better',
      p: 0.0001234567,
      anytime: { low: 0.79, high: 0.8 },
    };
    expectRow(COMPARE, line, {
      opponent: 'opp',
      deck_a: 'A deck',
      deck_b: 'B deck',
      agent_a: 'ag a',
      agent_b: 'ag b',
      games: '40',
      wins_a: '30',
      win_rate_a: '0.7500',
      ci_low_a: '0.7100',
      ci_high_a: '0.7200',
      wins_b: '10',
      win_rate_b: '0.2500',
      ci_low_b: '0.7300',
      ci_high_b: '0.7400',
      diff: '0.5000',
      diff_low: '0.7500',
      diff_high: '0.7600',
      only_a: '77',
      only_b: '78',
      verdict: 'A better',
      anytime_low: '0.7900',
      anytime_high: '0.8000',
      p_value: '0.000123',
    });
  });

  it('regressions.csv', () => {
    const r: Regression = {
      key: ['deck', 'opp', 'ag', 'opp ag'],
      baseline: { key: ['deck', 'opp', 'ag', 'opp ag'], games: 80, wins: 20 },
      now: { key: ['deck', 'opp', 'ag', 'opp ag'], games: 40, wins: 30 },
      change: { diff: 0.5, low: 0.81, high: 0.82 },
      p: 0.0321,
      test: 'paired',
      status: 'better',
    };
    expectRow(REGRESSIONS, r, {
      deck: 'deck',
      opponent: 'opp',
      agent: 'ag',
      opponent_agent: 'opp ag',
      baseline_games: '80',
      baseline_win_rate: '0.2500',
      games: '40',
      win_rate: '0.7500',
      diff: '0.5000',
      diff_low: '0.8100',
      diff_high: '0.8200',
      status: 'better',
      p_value: '0.0321',
      test: 'paired',
    });
  });

  it('pilots.csv', () => {
    const p: PilotRow = {
      deck: 'deck',
      pilot: 'mcts:iterations=5',
      games: 40,
      wins: 10,
      ci: { low: 0.91, high: 0.92 },
      change: { diff: -0.93, low: -0.94, high: 0.95, p: 0.01, test: 'paired' },
    };
    expectRow(PILOTS, p, {
      deck: 'deck',
      pilot: 'mcts:iterations=5',
      games: '40',
      wins: '10',
      win_rate: '0.2500',
      ci_low: '0.9100',
      ci_high: '0.9200',
      change: '-0.9300',
      change_low: '-0.9400',
      change_high: '0.9500',
      verdict: 'lower',
      p_value: '0.0100',
      test: 'paired',
    });
  });

  it('names each column once in every file', () => {
    const all: (readonly Column<never>[])[] = [GAMES, MATCHUPS, CARDS, DECKS, LOOPS, MULLIGANS, COMPARE, REGRESSIONS];
    for (const columns of [...all, PILOTS]) {
      const names = columns.map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(() => columnOf(DECKS, 'nope' as 'deck')).toThrow('no column nope');
  });
});
