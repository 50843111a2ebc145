import { describe, expect, it } from 'vitest';
import { cardsCsv, decksCsv, gamesCsv, loopsCsv, matchupsCsv, mulligansCsv } from '../src/report/csv.js';
import { GamesFileError, parseGamesCsv } from '../src/report/games-read.js';
import { formatSeatCards } from '../src/report/seat-cards.js';
import { byGameIndex } from '../src/report/stats.js';
import { FOUR_GAMES, record } from './records.js';

describe('CSV writers', () => {
  it('games.csv: one row per game in game_index order, the comma in a deck name quoted', () => {
    expect(gamesCsv(FOUR_GAMES)).toBe(
      'game_index,seed,deck_a,deck_b,agent_a,agent_b,on_play,winner,end_reason,turns,loop_kind,mulligans_a,mulligans_b,cards_a,cards_b,error,winner_turn,loop_signature,mana_a,mana_b,castable_a,castable_b\n' +
        '0,11,"red, burn",green,random,greedy,A,A,life,7,none,2,0,Mountain*|Shock@3,Forest*,,4,,,,,\n' +
        '1,11,"red, burn",green,random,greedy,B,B,life,9,none,0,0,Mountain*,Forest*|Grizzly Bears@2,,5,,,,,\n' +
        '2,22,"red, burn",green,random,greedy,A,draw,turn_limit,50,turn_limit,0,1,Shock*@4,Forest,,,,,,,\n' +
        '3,22,"red, burn",green,random,greedy,B,,error,0,none,0,0,,,boom,,,,,,\n',
    );
  });

  it('matchups.csv: two directions per pairing, rates to 4 places, turns to 2', () => {
    expect(matchupsCsv(FOUR_GAMES)).toBe(
      'deck,opponent,agent,opponent_agent,games,wins,losses,draws,win_rate,ci_low,ci_high,win_rate_play,win_rate_draw,mean_turns,mean_win_turn\n' +
        '"red, burn",green,random,greedy,3,1,1,1,0.3333,0.0615,0.7923,0.5000,0.0000,22.00,4.00\n' +
        'green,"red, burn",greedy,random,3,1,1,1,0.3333,0.0615,0.7923,1.0000,0.0000,22.00,5.00\n',
    );
  });

  it('decks.csv: each deck against the whole field, a mirror of one deck and agent left out', () => {
    const mirror = record({
      gameIndex: 9,
      deckA: 'green',
      deckB: 'green',
      agentA: 'greedy',
      agentB: 'greedy',
      winner: 'B',
    });
    expect(decksCsv([...FOUR_GAMES, mirror])).toBe(
      'deck,agent,games,wins,losses,draws,win_rate,ci_low,ci_high\n' +
        'green,greedy,3,1,1,1,0.3333,0.0615,0.7923\n' +
        '"red, burn",random,3,1,1,1,0.3333,0.0615,0.7923\n',
    );
    // Against two opponents: 3 wins of 4 games (hand-computed Wilson interval 0.3006-0.9544).
    const more = [
      record({ gameIndex: 0, deckB: 'blue' }),
      record({ gameIndex: 1, deckB: 'blue', winner: 'B' }),
      record({ gameIndex: 2 }),
      record({ gameIndex: 3 }),
    ];
    expect(decksCsv(more)).toContain('"red, burn",random,4,3,1,0,0.7500,0.3006,0.9544\n');
  });

  it('cards.csv: sorted by deck then card, empty rate and turn when never cast', () => {
    expect(cardsCsv(FOUR_GAMES)).toBe(
      'deck,card,games_drawn,win_rate_drawn,games_cast,win_rate_cast,mean_turn_first_cast,' +
        'land,games_opening_hand,win_rate_opening_hand,games_not_drawn,win_rate_not_drawn,iwd,iwd_ci_low,iwd_ci_high,never_cast_rate\n' +
        'green,Forest,3,0.3333,0,,,0,2,0.5000,0,,,,,1.0000\n' +
        'green,Grizzly Bears,1,1.0000,1,1.0000,2.00,0,0,,2,0.0000,1.0000,-0.0305,1.0000,0.0000\n' +
        '"red, burn",Mountain,2,0.5000,0,,,0,2,0.5000,1,0.0000,0.5000,-0.3910,0.9055,1.0000\n' +
        '"red, burn",Shock,2,0.5000,2,0.5000,3.50,0,1,0.0000,1,0.0000,0.5000,-0.3910,0.9055,0.0000\n',
    );
  });

  it('cards.csv: lands after the spells of each deck, marked', () => {
    const text = cardsCsv(FOUR_GAMES, [], new Set(['Forest', 'Mountain']));
    expect(text.indexOf('green,Grizzly Bears')).toBeLessThan(text.indexOf('green,Forest'));
    expect(text.indexOf('"red, burn",Shock')).toBeLessThan(text.indexOf('"red, burn",Mountain'));
    expect(text).toContain('green,Forest,3,0.3333,0,,,1,');
  });

  it('cards.csv lists deck cards never drawn when given the deck lists', () => {
    const text = cardsCsv(FOUR_GAMES.slice(0, 1), [{ name: 'green', cards: ['Llanowar Elves', 'Forest'] }]);
    expect(text).toContain('green,Llanowar Elves,0,,0,,,0,0,,1,0.0000,,,,\n');
  });

  it('loops.csv: one row per pairing and loop kind seen', () => {
    expect(loopsCsv(FOUR_GAMES)).toBe(
      'deck,opponent,loop_kind,signature,games,loop_games,loop_rate,example_game\n' +
        '"red, burn",green,turn_limit,,3,1,0.3333,2\n',
    );
  });

  it('loops.csv: a row per loop kind and signature, the first game as the example, the signature in games.csv', () => {
    const loops = [
      record({
        gameIndex: 5,
        winner: 'draw',
        endReason: 'loop_draw',
        loopKind: 'mandatory_draw',
        loopSignature: 'Animate Dead + Worldgorger Dragon',
      }),
      record({
        gameIndex: 4,
        winner: 'draw',
        endReason: 'loop_draw',
        loopKind: 'mandatory_draw',
        loopSignature: 'Animate Dead + Worldgorger Dragon',
      }),
      record({ gameIndex: 6, loopKind: 'optional_one_player', loopSignature: 'Seeker of Skybreak' }),
      record({ gameIndex: 7 }),
      record({ gameIndex: 8, winner: 'draw', endReason: 'action_limit', loopKind: 'action_limit' }),
    ];
    expect(loopsCsv(loops)).toBe(
      'deck,opponent,loop_kind,signature,games,loop_games,loop_rate,example_game\n' +
        '"red, burn",green,mandatory_draw,Animate Dead + Worldgorger Dragon,5,2,0.4000,4\n' +
        '"red, burn",green,optional_one_player,Seeker of Skybreak,5,1,0.2000,6\n' +
        '"red, burn",green,action_limit,,5,1,0.2000,8\n',
    );
    const back = parseGamesCsv(gamesCsv(loops), 'games.csv');
    expect(back.map((r) => [r.loopKind, r.loopSignature])).toEqual(
      byGameIndex(loops).map((r) => [r.loopKind, r.loopSignature]),
    );
  });

  it('mulligans.csv: per deck, agent and mulligan count, the share of games and the win rate after it', () => {
    expect(mulligansCsv(FOUR_GAMES)).toBe(
      'deck,agent,mulligans,games,share,wins,win_rate,ci_low,ci_high\n' +
        'green,greedy,0,2,0.6667,1,0.5000,0.0945,0.9055\n' +
        'green,greedy,1,1,0.3333,0,0.0000,0.0000,0.7935\n' +
        '"red, burn",random,0,2,0.6667,0,0.0000,0.0000,0.6576\n' +
        '"red, burn",random,2,1,0.3333,1,1.0000,0.2065,1.0000\n',
    );
  });

  it('writes just the header for no games, and the same bytes every time', () => {
    expect(loopsCsv([])).toBe('deck,opponent,loop_kind,signature,games,loop_games,loop_rate,example_game\n');
    expect(matchupsCsv([...FOUR_GAMES].reverse())).toBe(matchupsCsv(FOUR_GAMES));
  });
});

describe('games.csv round trip (merge and resume recompute everything from its rows)', () => {
  it('parses back to the same records', () => {
    const text = gamesCsv(FOUR_GAMES);
    expect(parseGamesCsv(text, 'games.csv')).toEqual(byGameIndex(FOUR_GAMES));
    expect(gamesCsv(parseGamesCsv(text, 'games.csv'))).toBe(text);
  });

  it('keeps names with commas and a message with a line break', () => {
    const r = record({ gameIndex: 5, drawnA: ['Kamahl, Pit Fighter'], castA: ['Kamahl, Pit Fighter'], castTurnA: [6] });
    const e = record({ gameIndex: 6, winner: '', endReason: 'error', turns: 0, error: 'line one\nline "two", three' });
    expect(parseGamesCsv(gamesCsv([r, e]), 'g.csv')).toEqual([r, e]);
  });

  it('writes a card cast but never drawn with a "!"', () => {
    expect(formatSeatCards(['Forest'], ['Shock'], [3])).toBe('Forest|Shock@3!');
    const [r] = parseGamesCsv(gamesCsv([record({ castA: ['Shock'], castTurnA: [3] })]), 'g.csv');
    expect([r.drawnA, r.castA, r.castTurnA]).toEqual([[], ['Shock'], [3]]);
  });

  it('a partial file drops a last line cut off mid-write', () => {
    const text = gamesCsv(FOUR_GAMES);
    const cut = text.slice(0, text.length - 5);
    expect(parseGamesCsv(cut, 'p.csv', true)).toHaveLength(3);
  });

  it('names the file, line and column of a bad cell', () => {
    const text = gamesCsv(FOUR_GAMES).replace(
      '0,11,"red, burn",green,random,greedy,A,A,life,7',
      '0,11,"red, burn",green,random,greedy,A,A,life,seven',
    );
    expect(() => parseGamesCsv(text, 'x/games.csv')).toThrow(GamesFileError);
    expect(() => parseGamesCsv(text, 'x/games.csv')).toThrow(
      'x/games.csv:2: column turns: expected a whole number, got "seven"',
    );
    expect(() => parseGamesCsv('a,b\n1,2\n', 'y.csv')).toThrow('y.csv: missing column(s) game_index');
  });
});

describe('csv-stringify writes RFC 4180 as the reports always had it', () => {
  it('quotes only fields with a quote, comma or line break, doubles quotes, leaves formulas and spaces alone', async () => {
    const { csvLine } = await import('../src/report/csv.js');
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', '', '=1+1', ' pad '])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\r",,=1+1, pad \n',
    );
  });
});

describe('reports from a small fixed games.csv, figures computed by hand', () => {
  // red: 4 games against green. Shock in the opening hand of games 0 and 2, drawn later in game 1,
  // never in game 3; red wins games 0 and 1, loses 2, draws 3 (game 3 on the draw).
  const text =
    'game_index,seed,deck_a,deck_b,agent_a,agent_b,on_play,winner,end_reason,turns,loop_kind,mulligans_a,mulligans_b,cards_a,cards_b,error,winner_turn,loop_signature,mana_a,mana_b,castable_a,castable_b\n' +
    '0,1,red,green,greedy,greedy,A,A,life,9,none,0,0,Mountain*|Shock*@1,Forest*,,5,,,,,\n' +
    '1,1,red,green,greedy,greedy,B,A,life,10,none,0,0,Mountain*|Shock@4,Forest*,,5,,,,,\n' +
    '2,2,red,green,greedy,greedy,A,B,life,12,none,1,0,Mountain*|Shock*,Forest*,,6,,,,,\n' +
    '3,2,red,green,greedy,greedy,B,draw,turn_limit,50,turn_limit,0,0,Mountain*,Forest*,,,,,,,\n';
  const games = parseGamesCsv(text, 'games.csv');

  it('games.csv reads back to the same text', () => {
    expect(gamesCsv(games)).toBe(text);
  });

  it('decks.csv and matchups.csv', () => {
    // red 2-1-1 of 4: Wilson(2, 4) = 0.1500-0.8500; its wins on its own turns 5 and 5.
    expect(decksCsv(games)).toBe(
      'deck,agent,games,wins,losses,draws,win_rate,ci_low,ci_high\n' +
        'green,greedy,4,1,2,1,0.2500,0.0456,0.6994\nred,greedy,4,2,1,1,0.5000,0.1500,0.8500\n',
    );
    expect(matchupsCsv(games).split('\n')[1]).toBe(
      'red,green,greedy,greedy,4,2,1,1,0.5000,0.1500,0.8500,0.5000,0.5000,20.25,5.00',
    );
  });

  it('cards.csv: OH, GIH, GNS, IWD with its interval, never cast; the land after the spell, with no never-cast rate', () => {
    // Shock: drawn in games 0-2 (2 wins of 3), opening hand 0 and 2 (1 of 2), not drawn in game 3 (0 of 1),
    // cast in 0 and 1 (turns 1 and 4), drawn and never cast in game 2 (1 of 3).
    // IWD 0.6667 - 0 with Wilson(2, 3) = (0.2077, 0.9385) and Wilson(0, 1) = (0, 0.7935):
    // low = 0.6667 - sqrt((0.6667 - 0.2077)^2 + 0.7935^2) = -0.2500, high = 0.6667 + sqrt(0.2718^2 + 0) = 0.9385.
    expect(
      cardsCsv(games, [], new Set(['Mountain', 'Forest']))
        .split('\n')
        .filter((l) => l.startsWith('red,')),
    ).toEqual([
      'red,Shock,3,0.6667,2,1.0000,2.50,0,2,0.5000,1,0.0000,0.6667,-0.2500,0.9385,0.3333',
      'red,Mountain,4,0.5000,0,,,1,4,0.5000,0,,,,,',
    ]);
  });
});
