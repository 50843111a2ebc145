// CSV report files of a run (design.md, "Reports"). CSVs are RFC 4180 with a header row and "\n"
// line ends, and hold nothing nondeterministic, so the same inputs give byte-identical files. Wall-clock
// timings go to manifest.json only. games.csv carries everything the other files are computed from,
// so merge and resume rebuild them from its rows alone.
import { stringify } from 'csv-stringify/sync';
import type { GameRecord } from '../harness/types.js';
import { byGameIndex, cardRows, deckRows, loopRows, matchupRows, mulliganRows } from './stats.js';
import { type RunTally, winnerTurn } from './tally.js';

export const GAMES_COLUMNS = [
  'game_index',
  'seed',
  'deck_a',
  'deck_b',
  'agent_a',
  'agent_b',
  'on_play',
  'winner',
  'end_reason',
  'turns',
  'loop_kind',
  'mulligans_a',
  'mulligans_b',
  'cards_a',
  'cards_b',
  'error',
  'winner_turn',
  'loop_signature',
];
/** The checkpoint's games.partial.csv: games.csv's columns and a checksum of the rest of the row. */
export const PARTIAL_COLUMNS = [...GAMES_COLUMNS, 'row_check'];
export const ROW_CHECK = 'row_check';

export const MATCHUPS_COLUMNS = [
  'deck',
  'opponent',
  'agent',
  'opponent_agent',
  'games',
  'wins',
  'losses',
  'draws',
  'win_rate',
  'ci_low',
  'ci_high',
  'win_rate_play',
  'win_rate_draw',
  'mean_turns',
  'mean_win_turn',
];
export const CARDS_COLUMNS = [
  'deck',
  'card',
  'games_drawn',
  'win_rate_drawn',
  'games_cast',
  'win_rate_cast',
  'mean_turn_first_cast',
  'land',
  'games_opening_hand',
  'win_rate_opening_hand',
  'games_not_drawn',
  'win_rate_not_drawn',
  'iwd',
  'iwd_ci_low',
  'iwd_ci_high',
  'never_cast_rate',
];
export const DECKS_COLUMNS = ['deck', 'agent', 'games', 'wins', 'losses', 'draws', 'win_rate', 'ci_low', 'ci_high'];
export const LOOPS_COLUMNS = [
  'deck',
  'opponent',
  'loop_kind',
  'signature',
  'games',
  'loop_games',
  'loop_rate',
  'example_game',
];
export const MULLIGANS_COLUMNS = [
  'deck',
  'agent',
  'mulligans',
  'games',
  'share',
  'wins',
  'win_rate',
  'ci_low',
  'ci_high',
];

/** Rates as fixed 4-decimal strings; '' when there were no games to divide by. */
export function fmtRate(x: number | undefined): string {
  return x === undefined ? '' : x.toFixed(4);
}

export function fmtTurns(x: number | undefined): string {
  return x === undefined ? '' : x.toFixed(2);
}

// Every CSV is written with csv-stringify: RFC 4180, a field quoted only when it holds a quote, a comma
// or a line break (quotes doubled), "\n" line ends; so the same rows give the same bytes. A lone "\r"
// is a line break to many readers, but csv-stringify quotes only its own record delimiter: hence quoted_match.
const OPTIONS = { record_delimiter: 'unix', quoted_match: '\r' } as const;

function toCsv(columns: string[], rows: string[][]): string {
  return stringify([columns, ...rows], OPTIONS);
}

/** CSV rows, line ends included. */
export function csvRows(rows: string[][]): string {
  return stringify(rows, OPTIONS);
}

/** One CSV row, line end included. */
export function csvLine(fields: string[]): string {
  return stringify([fields], OPTIONS);
}

/**
 * The characters a seat's cell gives a meaning ("*" marks the opening hand), and "%" itself, percent-encoded in a card
 * name.
 */
const CELL_SPECIAL = /[%|@!*]/g;
const CELL_CODES: Record<string, string> = { '%': '%25', '|': '%7C', '@': '%40', '!': '%21', '*': '%2A' };
const CELL_CHARS: Record<string, string> = { '%25': '%', '%7C': '|', '%40': '@', '%21': '!', '%2A': '*' };

/** A card name as it stands in a cards_a/cards_b entry: "Bear|Pipe" -> "Bear%7CPipe". */
export function encodeCardName(name: string): string {
  return name.includes('%') || name.includes('|') || name.includes('@') || name.includes('!') || name.includes('*')
    ? name.replace(CELL_SPECIAL, (c) => CELL_CODES[c])
    : name;
}

/** The inverse of encodeCardName; undefined for a "%" that is not one of its codes. */
export function decodeCardName(text: string): string | undefined {
  if (!text.includes('%')) return text;
  let bad = false;
  const out = text.replace(/%(..)?/g, (m) => CELL_CHARS[m] ?? ((bad = true), m));
  return bad ? undefined : out;
}

/**
 * A seat's cards in games.csv: "Name" drawn, "Name@T" drawn and first cast on turn T, entries joined
 * by "|" in name order, each name encoded (encodeCardName) so that any name reads back. "Name*" was in
 * the kept opening hand. A card cast but never drawn (no such effect exists yet) ends in "!".
 */
export function formatSeatCards(
  drawn: string[],
  cast: string[],
  castTurn: number[],
  opening: readonly string[] = [],
): string {
  let o = 0;
  // Both lists are sorted: merge them in one pass.
  let out = '';
  let d = 0;
  let c = 0;
  while (d < drawn.length || c < cast.length) {
    const name = c >= cast.length || (d < drawn.length && drawn[d] < cast[c]) ? drawn[d] : cast[c];
    const wasDrawn = d < drawn.length && drawn[d] === name;
    const wasCast = c < cast.length && cast[c] === name;
    if (out !== '') out += '|';
    out += encodeCardName(name);
    while (o < opening.length && opening[o] < name) o++;
    if (o < opening.length && opening[o] === name) out += '*';
    if (wasCast) out += `@${castTurn[c++]}`;
    if (wasDrawn) d++;
    else out += '!';
  }
  return out;
}

export function gamesCsv(records: readonly GameRecord[]): string {
  return csvLine(GAMES_COLUMNS) + gamesCsvRows(records);
}

/** games.csv rows without the header, in game_index order (what a worker sends for the checkpoint). */
export function gamesCsvRows(records: readonly GameRecord[]): string {
  return csvRows(byGameIndex(records).map(gameFields));
}

/** The header of games.partial.csv. */
export function partialHeader(): string {
  return csvLine(PARTIAL_COLUMNS);
}

/**
 * Checkpoint rows: games.csv rows in game_index order, each ending in a checksum of the row before it,
 * so a row damaged on disk is found on resume and its game played again rather than trusted.
 */
export function partialRows(records: readonly GameRecord[]): string {
  let out = '';
  for (const r of byGameIndex(records)) {
    const row = gameRow(r);
    const text = row.slice(0, -1);
    out += `${text},${rowCheck(text)}\n`;
  }
  return out;
}

/** FNV-1a (32 bits) of a row's text, as 8 hex digits: cheap, and any small damage changes it. */
export function rowCheck(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** One game's games.csv row, line end included. */
export function gameRow(r: GameRecord): string {
  return csvLine(gameFields(r));
}

/** One game's games.csv fields. */
export function gameFields(r: GameRecord): string[] {
  return [
    String(r.gameIndex),
    String(r.seed),
    r.deckA,
    r.deckB,
    r.agentA,
    r.agentB,
    r.onPlay,
    r.winner,
    r.endReason,
    String(r.turns),
    r.loopKind,
    String(r.mulligansA),
    String(r.mulligansB),
    formatSeatCards(r.drawnA, r.castA, r.castTurnA, r.openingA),
    formatSeatCards(r.drawnB, r.castB, r.castTurnB, r.openingB),
    r.error ?? '',
    winnerTurnCell(r),
    r.loopSignature,
  ];
}

function winnerTurnCell(r: GameRecord): string {
  const t = winnerTurn(r);
  return t === undefined ? '' : String(t);
}

export function matchupsCsv(source: RunTally | readonly GameRecord[]): string {
  return toCsv(
    MATCHUPS_COLUMNS,
    matchupRows(source).map((m) => [
      m.deck,
      m.opponent,
      m.agent,
      m.opponentAgent,
      String(m.games),
      String(m.wins),
      String(m.losses),
      String(m.draws),
      fmtRate(m.winRate),
      fmtRate(m.ciLow),
      fmtRate(m.ciHigh),
      fmtRate(m.winRatePlay),
      fmtRate(m.winRateDraw),
      fmtTurns(m.meanTurns),
      fmtTurns(m.meanWinTurn),
    ]),
  );
}

export function decksCsv(source: RunTally | readonly GameRecord[]): string {
  return toCsv(
    DECKS_COLUMNS,
    deckRows(source).map((d) => [
      d.deck,
      d.agent,
      String(d.games),
      String(d.wins),
      String(d.losses),
      String(d.draws),
      fmtRate(d.winRate),
      fmtRate(d.ciLow),
      fmtRate(d.ciHigh),
    ]),
  );
}

export function cardsCsv(
  source: RunTally | readonly GameRecord[],
  deckLists: { name: string; cards: string[] }[] = [],
  lands: ReadonlySet<string> = new Set(),
): string {
  return toCsv(
    CARDS_COLUMNS,
    cardRows(source, deckLists, lands).map((c) => [
      c.deck,
      c.card,
      String(c.gamesDrawn),
      fmtRate(c.winRateDrawn),
      String(c.gamesCast),
      fmtRate(c.winRateCast),
      fmtTurns(c.meanTurnFirstCast),
      c.land ? '1' : '0',
      String(c.gamesOpening),
      fmtRate(c.winRateOpening),
      String(c.gamesNotDrawn),
      fmtRate(c.winRateNotDrawn),
      fmtRate(c.iwd),
      fmtRate(c.iwdLow),
      fmtRate(c.iwdHigh),
      fmtRate(c.neverCastRate),
    ]),
  );
}

export function loopsCsv(source: RunTally | readonly GameRecord[]): string {
  return toCsv(
    LOOPS_COLUMNS,
    loopRows(source).map((l) => [
      l.deck,
      l.opponent,
      l.loopKind,
      l.signature,
      String(l.games),
      String(l.loopGames),
      fmtRate(l.loopRate),
      String(l.exampleGame),
    ]),
  );
}

export function mulligansCsv(source: RunTally | readonly GameRecord[]): string {
  return toCsv(
    MULLIGANS_COLUMNS,
    mulliganRows(source).map((m) => [
      m.deck,
      m.agent,
      String(m.mulligans),
      String(m.games),
      fmtRate(m.share),
      String(m.wins),
      fmtRate(m.winRate),
      fmtRate(m.ciLow),
      fmtRate(m.ciHigh),
    ]),
  );
}

/** The CSVs computed from a run's tally, by file name, in the order they are written (games.csv is streamed). */
export function summaryCsvs(
  t: RunTally,
  deckLists: { name: string; cards: string[] }[],
  lands: ReadonlySet<string> = new Set(),
): [string, string][] {
  return [
    ['decks.csv', decksCsv(t)],
    ['matchups.csv', matchupsCsv(t)],
    ['cards.csv', cardsCsv(t, deckLists, lands)],
    ['loops.csv', loopsCsv(t)],
    ['mulligans.csv', mulligansCsv(t)],
  ];
}
